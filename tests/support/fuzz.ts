// Property-based requests against running processes (issue 8: no request makes a 500).
// Requests go out through raw node:http, so the request target reaches the server byte for byte
// (fetch would normalise it). Each property run sends a batch of requests at once: moderate
// concurrency, and a failure still names the one request that broke the rule.
import fc from 'fast-check';
import http from 'node:http';

export interface RawRequest {
  method: string;
  /** The request target exactly as written on the request line. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** FUZZ_SEED reproduces a failure printed by an earlier run; the default keeps CI repeatable. */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_801);

const agents = new Map<number, http.Agent>();

export function send(port: number, request: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  let agent = agents.get(port);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    agents.set(port, agent);
  }
  return sendOnce(port, request, agent, timeoutMs).catch((error: unknown) => {
    // A kept-alive socket the server closed meanwhile (after an answer with Connection: close):
    // the request never reached it. Node's documented remedy: once more on a new connection.
    if (error instanceof ReusedSocketError) return sendOnce(port, request, false, timeoutMs);
    throw error;
  });
}

class ReusedSocketError extends Error {}

function sendOnce(port: number, request: RawRequest, agent: http.Agent | false, timeoutMs: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.path, headers: request.headers, agent, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      reject(req.reusedSocket && error.code === 'ECONNRESET' ? new ReusedSocketError(error.message) : error);
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

const STACK_TRACE = [/\n\s+at \S/, /\bat [^\s()]+ \([^()]*:\d+:\d+\)/, /\bError: [^\n]*\n\s*at /];
const SOURCE_PATH = ['/src/', '/dist/', 'node_modules', '.ts:', '.tsx:', '.mjs:'];

function decodedLower(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Malformed escapes stay as they are; the raw text is compared too.
  }
  return `${text}\n${decoded}`.toLowerCase();
}

/**
 * What is wrong with an answer, whatever the request was: a status of 500 or more, a stack
 * trace or a source path in the body, a Location a browser would follow off the site. A source
 * path the request itself carried (and the body may echo) does not count.
 */
export function commonProblems(request: RawRequest, answer: RawAnswer, origin: string): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.status === 0) problems.push(answer.body);
  for (const pattern of STACK_TRACE) if (pattern.test(answer.body)) problems.push(`stack trace in the body (${pattern.source})`);
  const echo = decodedLower(`${request.path}\n${request.body === undefined ? '' : request.body.toString()}`);
  const body = answer.body.toLowerCase();
  for (const needle of SOURCE_PATH) if (body.includes(needle) && !echo.includes(needle)) problems.push(`source path ${needle} in the body`);
  const location = answer.headers.location;
  if (location !== undefined && leavesSite(location, origin)) problems.push(`Location leaves the site: ${JSON.stringify(location)}`);
  return problems;
}

/** Resolves a Location the way a browser does (WHATWG URL: tabs dropped, backslashes as slashes). */
function leavesSite(location: string, origin: string): boolean {
  try {
    return new URL(location, `${origin}/some/page`).origin !== origin;
  } catch {
    return true;
  }
}

export function describeFailure(request: RawRequest, answer: RawAnswer, problems: string[]): string {
  const body = request.body === undefined ? '' : `\n  body: ${JSON.stringify(request.body.toString().slice(0, 300))}`;
  return [
    problems.join('; '),
    `  request: ${request.method} ${JSON.stringify(request.path.length > 300 ? `${request.path.slice(0, 300)}…(${request.path.length} chars)` : request.path)}`,
    `  headers: ${JSON.stringify(request.headers ?? {})}${body}`,
    `  answer: ${answer.status} location=${JSON.stringify(answer.headers.location ?? null)} content-type=${JSON.stringify(answer.headers['content-type'] ?? null)}`,
    `  answer body: ${JSON.stringify(answer.body.slice(0, 400))}`,
  ].join('\n');
}

export interface FuzzOptions {
  name: string;
  port: number;
  origin: string;
  requests: fc.Arbitrary<RawRequest>;
  /** How many requests in all (a multiple of the batch size). */
  total: number;
  batch?: number;
  /** Rules of this suite on top of the common ones. */
  extraProblems?: (request: RawRequest, answer: RawAnswer) => string[];
}

/** Runs the property; prints the seed first so a CI log is enough to reproduce a failure. */
export async function fuzz({ name, port, origin, requests, total, batch = 10, extraProblems }: FuzzOptions): Promise<void> {
  const numRuns = Math.ceil(total / batch);
  console.info(`[fuzz] ${name}: seed ${FUZZ_SEED}, ${numRuns * batch} requests (set FUZZ_SEED to reproduce another run)`);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(fc.array(requests, { minLength: batch, maxLength: batch }), async (sample) => {
      // A connection closed without an answer is a failure of that request, not of the run.
      const answers = await Promise.all(
        sample.map((request) =>
          send(port, request).catch((error: unknown): RawAnswer => ({
            status: 0,
            headers: {},
            body: `no answer: ${error instanceof Error ? error.message : String(error)}`,
          })),
        ),
      );
      for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const failures: string[] = [];
      sample.forEach((request, index) => {
        const answer = answers[index];
        if (!answer) return;
        const problems = [...commonProblems(request, answer, origin), ...(extraProblems?.(request, answer) ?? [])];
        if (problems.length > 0) failures.push(describeFailure(request, answer, problems));
      });
      if (failures.length > 0)
        throw new Error(`${name}: ${failures.length} of ${sample.length} requests broke the rules\n${failures.join('\n')}`);
    }),
    // Shrinking against a live server is slow: bounded, and the batch report names the request anyway.
    { seed: FUZZ_SEED, numRuns, endOnFailure: true, plugins: [fc.interruptAfterTimeLimit(100_000, { failOnInterrupt: true })] },
  );
  const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  console.info(`[fuzz] ${name}: answers by status ${tally.join(', ')}`);
}

/**
 * One character Node's HTTP client will put on a request line as it is (0x21–0xFF, as latin1
 * bytes). Bytes above 0x7F (raw invalid UTF-8) are rarer: Node's parser refuses them all alike.
 */
export const requestLineChar = fc
  .oneof({ weight: 19, arbitrary: fc.integer({ min: 0x21, max: 0x7e }) }, { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xff }) })
  .map((code) => String.fromCharCode(code));

/** Fragments that have broken URL handling somewhere: bad escapes, NUL, slashes of both kinds, dots. */
export const nastyFragment = fc.constantFrom(
  '%',
  '%0',
  '%00',
  '%ff',
  '%FF%FE',
  '%E0%A4%A',
  '%C3%28',
  '%c0%af',
  '%2e',
  '%2e%2e',
  '..',
  '.',
  '%2f',
  '%2F%2F',
  '%5c',
  '%5C%5Cevil.com',
  '\\',
  '\\\\evil.com',
  '//',
  '/\\',
  '//evil.com',
  '%0d%0aLocation:%20//evil.com',
  '%09',
  '%3f',
  '%23',
  '#',
  '@evil.com',
  ':',
  '%25',
  '+',
  ';',
  '=',
  '&',
  '*',
  '[]',
  '{',
  '}',
  '|',
  '^',
  '`',
  '"',
  '<script>',
  "'",
  '$',
  '\u00ff',
  '\u00c3\u00a4',
  '\u0080',
  '\u00e4',
  '%u0041',
  '__proto__',
  'constructor',
);
