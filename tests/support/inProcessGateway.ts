// A gateway in the test's own process against a small fake upstream (a node:http server the
// test runs): for unit tests of resolvers that need a real per-request context.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
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
