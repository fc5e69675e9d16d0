// A steady load on the site for the fault tests (tests/integration/topology.test.ts,
// databaseRestart.test.ts): visitors reading and staff saving redirect records, each sending its
// next request when the last is answered, every request's outcome kept for the assertions.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const CREATE_REDIRECT = 'mutation ($input: RedirectInput!) { createRedirect(locale: DE, input: $input) { id } }';

/** What one request of the load came to. */
export interface Outcome {
  kind: 'read' | 'save';
  startedAt: number;
  endedAt: number;
  status: number;
  /** The web process that answered (HAProxy's x-backend header; undefined without HAProxy). */
  backend: string | undefined;
  ok: boolean;
  /** The request failed before an answer came (the connection's error). */
  error?: string;
  /** A GraphQL answer with errors: the first one's code and message. */
  code?: string;
  message?: string;
  /** The first characters of an answer that was not what the request wanted. */
  body?: string;
  /** A read: what it asked for. */
  path?: string;
  /** A save: the redirect record's old path. */
  oldPath?: string;
}

/** One read the visitors of the load repeat. */
export interface Read {
  path: string;
  headers?: Record<string, string>;
}

/** What the visitors of the load read by default: pages, and the API by GET as the browser asks it (Apollo wants GETs to carry this header). */
const READS: readonly Read[] = [
  { path: '/de/konzerte' },
  { path: '/en/concerts' },
  { path: '/de' },
  {
    path: `/graphql?query=${encodeURIComponent('query { events(locale: DE, page: 1, pageSize: 5) { totalCount } }')}`,
    headers: { 'apollo-require-preflight': 'true' },
  },
];

/** One request over `agent` (HAProxy keeps the visitor's connection open between requests, as a browser's). */
function send(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; backend: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, backend: res.headers['x-backend'] as string | undefined, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The first error of a GraphQL answer, if the body is one with errors. */
function graphqlErrorOf(body: string): { code?: string; message?: string } | undefined {
  try {
    const json = JSON.parse(body) as { errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
    const first = json.errors?.[0];
    if (!first) return undefined;
    return {
      ...(typeof first.extensions?.code === 'string' ? { code: first.extensions.code } : {}),
      ...(typeof first.message === 'string' ? { message: first.message } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Visitors reading `reads` and staff saving redirect records through `siteUrl`, each as fast as
 * its answers come, until stop(), which resolves with every request's outcome. A read is good when
 * it answers 200 without GraphQL errors; a save when it answers 200 with the record's id
 * (acknowledged).
 */
export function startLoad(
  siteUrl: string,
  { readers, savers, staffCookie, reads = READS }: { readers: number; savers: number; staffCookie: string; reads?: readonly Read[] },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: readers + savers });
  const outcomes: Outcome[] = [];
  let running = true;
  const record = async (kind: Outcome['kind'], act: () => Promise<Omit<Outcome, 'kind' | 'startedAt' | 'endedAt'>>) => {
    const startedAt = Date.now();
    try {
      const result = await act();
      outcomes.push({ kind, startedAt, endedAt: Date.now(), ...result });
    } catch (error) {
      outcomes.push({ kind, startedAt, endedAt: Date.now(), status: 0, backend: undefined, ok: false, error: String(error) });
    }
  };
  const reader = async (offset: number) => {
    for (let index = offset; running; index += 1) {
      const read = reads[index % reads.length]!;
      await record('read', async () => {
        const answer = await send(agent, `${siteUrl}${read.path}`, { headers: read.headers ?? {} });
        const failure = graphqlErrorOf(answer.body);
        const ok = answer.status === 200 && failure === undefined;
        return {
          status: answer.status,
          backend: answer.backend,
          ok,
          path: read.path,
          ...failure,
          ...(ok ? {} : { body: answer.body.slice(0, 300) }),
        };
      });
    }
  };
  const saver = async () => {
    while (running) {
      const oldPath = `/de/alt-${randomBytes(5).toString('hex')}`;
      await record('save', async () => {
        const answer = await send(agent, `${siteUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: staffCookie },
          body: JSON.stringify({ query: CREATE_REDIRECT, variables: { input: { oldPath, newPath: '/de/konzerte' } } }),
        });
        let acknowledged = false;
        try {
          const json = JSON.parse(answer.body) as { data?: { createRedirect?: { id?: string } }; errors?: unknown };
          acknowledged = answer.status === 200 && json.errors === undefined && typeof json.data?.createRedirect?.id === 'string';
        } catch {
          // Not JSON: HAProxy's or a dying process's answer.
        }
        const failure = acknowledged ? undefined : graphqlErrorOf(answer.body);
        return {
          status: answer.status,
          backend: answer.backend,
          ok: acknowledged,
          oldPath,
          ...failure,
          ...(acknowledged ? {} : { body: answer.body.slice(0, 300) }),
        };
      });
    }
  };
  const workers = [...Array.from({ length: readers }, (_, index) => reader(index)), ...Array.from({ length: savers }, () => saver())];
  return {
    /** The outcomes so far (the load goes on). */
    outcomes: (): readonly Outcome[] => outcomes,
    async stop(): Promise<Outcome[]> {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return outcomes;
    },
  };
}

/** Requests per web process, by HAProxy's name for it. */
export function byBackend(outcomes: readonly { backend: string | undefined }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) if (outcome.backend) counts[outcome.backend] = (counts[outcome.backend] ?? 0) + 1;
  return counts;
}
