import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from './createMetrics';
import { markRequestKind } from './requestKind';

/** The value of `name`'s sample with exactly these labels (undefined: no such sample). */
async function valueOf(metrics: Metrics, name: string, labels: Record<string, string>): Promise<number | undefined> {
  const metric = metrics.registry.getSingleMetric(name);
  if (!metric) return undefined;
  const { values } = await metric.get();
  const wanted = Object.entries(labels);
  return values.find(
    (sample) => wanted.every(([key, value]) => sample.labels[key] === value) && Object.keys(sample.labels).length === wanted.length,
  )?.value;
}

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(metrics: Metrics, app: express.Express): Promise<string> {
  const outer = express();
  outer.use((req, res, next) => metrics.countRequests(req, res, next));
  outer.use(app);
  server = outer.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

describe('createMetrics: requests', () => {
  it("counts each request under the kind its handler marked, else its path's, with its status, and times it", async () => {
    const metrics = createMetrics();
    const app = express();
    app.use('/assets', (_req, res) => {
      res.type('js').send('export {};');
    });
    app.get('/de/konzerte', (_req, res) => {
      markRequestKind(res, 'events');
      res.send('<p>programme</p>');
    });
    app.get('/de/gibt-es-nicht', (_req, res) => {
      markRequestKind(res, 'notFound');
      res.status(404).send('<p>not found</p>');
    });
    app.get('/sitemap.xml', (_req, res) => {
      res.type('xml').send('<urlset/>');
    });
    const base = await serve(metrics, app);

    for (const path of ['/de/konzerte', '/de/konzerte', '/de/gibt-es-nicht', '/assets/app.js', '/sitemap.xml']) {
      await (await fetch(`${base}${path}`)).text();
    }

    const requests = 'orchestra_http_requests_total';
    await expect.poll(() => valueOf(metrics, requests, { kind: 'events', status: '200' })).toBe(2);
    expect(await valueOf(metrics, requests, { kind: 'notFound', status: '404' })).toBe(1);
    expect(await valueOf(metrics, requests, { kind: 'asset', status: '200' })).toBe(1);
    expect(await valueOf(metrics, requests, { kind: 'other', status: '200' })).toBe(1);
    const text = await metrics.registry.metrics();
    expect(text).toContain('orchestra_http_request_duration_seconds_count{kind="events"} 2');
    expect(text).toContain('orchestra_http_request_duration_seconds_bucket{le="+Inf",kind="asset"} 1');
    // Never a path in a label.
    expect(text).not.toContain('konzerte');
  });

  it('counts a response the client closed before it was complete as 499', async () => {
    const metrics = createMetrics();
    const app = express();
    app.get('/de/konzerte', (_req, res) => {
      markRequestKind(res, 'events');
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>the shell');
      // …and the rest never comes: the client leaves.
    });
    const base = await serve(metrics, app);
    const leaving = new AbortController();
    const response = await fetch(`${base}/de/konzerte`, { signal: leaving.signal });
    expect(response.status).toBe(200);
    leaving.abort();

    await expect.poll(() => valueOf(metrics, 'orchestra_http_requests_total', { kind: 'events', status: '499' })).toBe(1);
    expect(await valueOf(metrics, 'orchestra_http_requests_total', { kind: 'events', status: '200' })).toBeUndefined();
  });
});

describe('createMetrics: the gateway, the shared cache, Redis and the load shedder', () => {
  it('counts and times upstream calls by resource and outcome', async () => {
    const metrics = createMetrics();
    metrics.gateway.upstreamCall('api/events', 'ok', 0.02);
    metrics.gateway.upstreamCall('api/events', 'ok', 0.3);
    metrics.gateway.upstreamCall('api/events', 'timeout', 5);
    expect(await valueOf(metrics, 'orchestra_upstream_requests_total', { resource: 'api/events', outcome: 'ok' })).toBe(2);
    expect(await valueOf(metrics, 'orchestra_upstream_requests_total', { resource: 'api/events', outcome: 'timeout' })).toBe(1);
    const text = await metrics.registry.metrics();
    expect(text).toContain('orchestra_upstream_request_duration_seconds_count{resource="api/events"} 3');
    expect(text).toContain('orchestra_upstream_request_duration_seconds_bucket{le="0.025",resource="api/events"} 1');
  });

  it('shows hits, stale answers and misses of the shared cache from zero on', async () => {
    const metrics = createMetrics();
    expect(await valueOf(metrics, 'orchestra_shared_cache_requests_total', { result: 'hit' })).toBe(0);
    metrics.gateway.sharedCacheRead('hit');
    metrics.gateway.sharedCacheRead('hit');
    metrics.gateway.sharedCacheRead('miss');
    expect(await valueOf(metrics, 'orchestra_shared_cache_requests_total', { result: 'hit' })).toBe(2);
    expect(await valueOf(metrics, 'orchestra_shared_cache_requests_total', { result: 'miss' })).toBe(1);
    expect(await valueOf(metrics, 'orchestra_shared_cache_requests_total', { result: 'stale' })).toBe(0);
  });

  it('shows the Redis connection only once there is one to tell of, and follows it', async () => {
    const metrics = createMetrics();
    expect(await metrics.registry.metrics()).not.toContain('orchestra_redis_connected');
    metrics.gateway.sharedStoreConnected(true);
    expect(await valueOf(metrics, 'orchestra_redis_connected', {})).toBe(1);
    metrics.gateway.sharedStoreConnected(false);
    metrics.gateway.sharedStoreFailed('get');
    expect(await valueOf(metrics, 'orchestra_redis_connected', {})).toBe(0);
    expect(await valueOf(metrics, 'orchestra_redis_command_failures_total', { operation: 'get' })).toBe(1);
  });

  it('counts refusals by priority and reason', async () => {
    const metrics = createMetrics();
    metrics.shed('visitor', 'overload');
    metrics.shed('visitor', 'overload');
    metrics.shed('priority', 'render_queue');
    expect(await valueOf(metrics, 'orchestra_shed_requests_total', { priority: 'visitor', reason: 'overload' })).toBe(2);
    expect(await valueOf(metrics, 'orchestra_shed_requests_total', { priority: 'priority', reason: 'render_queue' })).toBe(1);
  });

  it("carries Node's own figures: event-loop delay and heap", async () => {
    const text = await createMetrics().registry.metrics();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });
});
