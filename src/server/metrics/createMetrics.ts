// The web process's Prometheus metrics (issue 24): one registry per process with Node's own
// figures (prom-client's default metrics: event-loop delay, heap, GC, CPU, handles) and ours,
// named orchestra_*. Counting always runs; whether anyone may read them is METRICS_PORT's and
// METRICS_TOKEN's business (metricsEndpoints.ts). In a cluster each worker counts in its own
// registry and the primary adds them up (cluster/clusterMetrics.ts).
//
// Every label has a bounded set of values: a page's kind, never its path; an upstream endpoint's
// area, never an id (src/graphql/sources/upstreamResourceOf.ts).
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { GatewayObserver } from '../../graphql/GatewayObserver';
import type { Priority } from '../loadShedding';
import { kindOfPath, requestKindOf } from './requestKind';

const PREFIX = 'orchestra_';

/** A response the client closed before it was complete is counted under this status (as nginx logs it). */
const CLOSED_BY_CLIENT_STATUS = '499';

/** Why a request was refused at once: the load shedder (event-loop delay, requests under way), or a render's wait for its turn. */
type ShedReason = 'overload' | 'render_queue';

export interface Metrics {
  registry: Registry;
  /** Hands the gateway's upstream calls, shared cache reads and Redis state to the registry. */
  gateway: GatewayObserver;
  /** Express middleware, first in the chain: counts and times every request by kind and status. */
  countRequests(req: Request, res: Response, next: NextFunction): void;
  /** A request refused under load (503). */
  shed(priority: Priority, reason: ShedReason): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Node's own: nodejs_eventloop_lag_*, nodejs_heap_*, nodejs_gc_duration_seconds, process_* (unprefixed, as dashboards know them).
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: `Requests answered, by kind (a page's kind, redirect, graphql, asset, media, shop, health, other) and status (${CLOSED_BY_CLIENT_STATUS}: closed by the client first).`,
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request to the end of its response (or until the client closed it), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const upstreamCalls = new Counter({
    name: `${PREFIX}upstream_requests_total`,
    help: 'Exchanges with the upstream, by resource (the endpoint, e.g. api/events) and outcome (ok, not_found, client_error, server_error, timeout, unavailable, invalid_payload).',
    labelNames: ['resource', 'outcome'] as const,
    registers: [registry],
  });
  const upstreamSeconds = new Histogram({
    name: `${PREFIX}upstream_request_duration_seconds`,
    help: 'Time of one exchange with the upstream, by resource.',
    labelNames: ['resource'] as const,
    registers: [registry],
  });
  const cacheReads = new Counter({
    name: `${PREFIX}shared_cache_requests_total`,
    help: 'Anonymous upstream reads through the shared cache: hit (fresh), stale (past its TTL, served while it is refreshed or in place of a failed call), miss (waited for the upstream).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const result of ['hit', 'stale', 'miss'] as const) cacheReads.inc({ result }, 0);
  const shedRequests = new Counter({
    name: `${PREFIX}shed_requests_total`,
    help: 'Requests refused at once with 503, by priority (visitor, priority: staff and GraphQL POSTs) and reason (overload: event-loop delay or requests under way; render_queue: waited too long for a turn to render).',
    labelNames: ['priority', 'reason'] as const,
    registers: [registry],
  });
  const redisFailures = new Counter({
    name: `${PREFIX}redis_command_failures_total`,
    help: 'Commands to Redis that failed (a read counted as a miss, a write lost, an invalidation sent again later), by operation.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  // Only where REDIS_URL is set: the first report of the store's connection makes it.
  let redisConnected: Gauge | undefined;

  const gateway: GatewayObserver = {
    upstreamCall(resource, outcome, seconds) {
      upstreamCalls.inc({ resource, outcome });
      upstreamSeconds.observe({ resource }, seconds);
    },
    sharedCacheRead(result) {
      cacheReads.inc({ result });
    },
    sharedStoreConnected(connected) {
      redisConnected ??= new Gauge({
        name: `${PREFIX}redis_connected`,
        help: '1 while both connections to Redis are ready; 0 while the shared cache serves from this process and the upstream alone (in a cluster: the lowest of the workers).',
        aggregator: 'min',
        registers: [registry],
      });
      redisConnected.set(connected ? 1 : 0);
    },
    sharedStoreFailed(operation) {
      redisFailures.inc({ operation });
    },
  };

  return {
    registry,
    gateway,
    countRequests(req, res, next) {
      const started = performance.now();
      // Read now: mounted routers change req.url while they handle it.
      const pathKind = kindOfPath(req.path);
      res.once('close', () => {
        const kind = requestKindOf(res, pathKind);
        const status = res.writableFinished ? String(res.statusCode) : CLOSED_BY_CLIENT_STATUS;
        requests.inc({ kind, status });
        requestSeconds.observe({ kind }, (performance.now() - started) / 1000);
      });
      next();
    },
    shed(priority, reason) {
      shedRequests.inc({ priority, reason });
    },
  };
}
