// A gateway in the test's own process against a small fake upstream (a node:http server the
// test runs): for unit tests of resolvers that need a real per-request context.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { SharedCache } from '../../src/graphql/cache/SharedCache';
import { createGateway, type Gateway } from '../../src/graphql/createGateway';

/** The gateway as production runs it, without shared upstream answers or reused render results. */
export function inProcessGateway(upstream: http.Server, cache = new SharedCache({ maxEntries: 100, maxBytes: 1_000_000 })): Gateway {
  return createGateway({
    upstreamUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    upstreamTimeoutMs: 2000,
    settingsTtlMs: 0,
    cache,
    upstreamCache: false,
    renderResultTtlMs: 0,
    logger: pino({ level: 'silent' }),
    production: true,
    introspection: false,
  });
}

/** A request the fake upstream was sent: its method, path, JSON body and CSRF header. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  csrf: string | undefined;
}

export interface UpstreamAnswer {
  status: number;
  body?: unknown;
}

export interface FakeUpstream {
  readonly server: http.Server;
  /** Every request it was sent that `probe` did not answer, in order (tests empty it). */
  readonly seen: SeenRequest[];
  /** How it answers; each test sets its own (404 until then). */
  answer: (request: SeenRequest) => UpstreamAnswer;
}

/**
 * A small upstream for a test file's resolvers, listening from before its tests until after them.
 * `probe` answers the requests the gateway makes by itself (a capability check) before they are
 * recorded; undefined leaves a request to `answer`.
 */
export function fakeUpstream(probe?: (request: SeenRequest) => UpstreamAnswer | undefined): FakeUpstream {
  const upstream: FakeUpstream = {
    server: http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const csrf = req.headers['x-csrftoken'];
        const request: SeenRequest = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          body: raw ? (JSON.parse(raw) as unknown) : undefined,
          csrf: typeof csrf === 'string' ? csrf : undefined,
        };
        let reply = probe?.(request);
        if (!reply) {
          upstream.seen.push(request);
          reply = upstream.answer(request);
        }
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    }),
    seen: [],
    answer: () => ({ status: 404, body: { detail: 'Not found.' } }),
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => upstream.server.close(() => resolve()));
  });
  return upstream;
}
