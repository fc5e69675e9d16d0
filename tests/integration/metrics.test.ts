// Prometheus metrics of the real web process (src/server/metrics, README "Metrics"): a page
// request moves its kind's counter and the upstream's, read at METRICS_PORT and, with the bearer
// token, at /metrics on the site's port; in a cluster one scrape of the primary adds up every
// worker; with Redis gone the site goes on and the metrics and the log say so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request } from '../support/http';
import { freePort, startWeb, type RunningProcess } from '../support/processes';

const TOKEN = 'metrics-test-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape in Prometheus's text format. */
function parseScrape(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key ?? ''] = value ?? '';
    return [{ name: match[1] ?? '', labels, value: Number(match[3]) }];
  });
}

/** The sum of `name`'s samples whose labels include `labels` (0 when there is none). */
function total(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

async function scrape(url: string, headers: Record<string, string> = {}): Promise<Sample[]> {
  const response = await request(url, { headers });
  expect(response.status, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseScrape(response.body);
}

/** Asks for `path` and expects `status`; a surprise shows what the web process logged. */
async function expectStatus(web: RunningProcess, path: string, status: number): Promise<void> {
  const response = await request(`${web.url}${path}`);
  expect(response.status, `${path}\n${web.output()}`).toBe(status);
}

const PAGES = 'orchestra_http_requests_total';
const UPSTREAM = 'orchestra_upstream_requests_total';

describe('one web process with METRICS_PORT and METRICS_TOKEN', () => {
  let web: RunningProcess;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    web = await startWeb({ CMS_URL: inject('cmsUrl'), METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN });
  });

  afterAll(async () => {
    expect(await web?.stop()).toBe(0);
  });

  const metricsUrl = () => `http://127.0.0.1:${metricsPort}/metrics`;

  it('counts a page under its kind and status, and the upstream calls it made, at the metrics port', async () => {
    const before = await scrape(metricsUrl());
    await expectStatus(web, '/de/konzerte', 200);
    await expectStatus(web, '/de/gibt-es-nicht', 404);

    const after = await scrape(metricsUrl());
    expect(total(after, PAGES, { kind: 'events', status: '200' }) - total(before, PAGES, { kind: 'events', status: '200' })).toBe(1);
    expect(total(after, PAGES, { kind: 'notFound', status: '404' }) - total(before, PAGES, { kind: 'notFound', status: '404' })).toBe(1);
    expect(total(after, 'orchestra_http_request_duration_seconds_count', { kind: 'events' })).toBeGreaterThanOrEqual(1);
    // The programme asked the upstream for its events (a fresh process has nothing cached).
    expect(total(after, UPSTREAM, { resource: 'api/events', outcome: 'ok' })).toBeGreaterThan(
      total(before, UPSTREAM, { resource: 'api/events', outcome: 'ok' }),
    );
    expect(total(after, 'orchestra_upstream_request_duration_seconds_count', { resource: 'api/events' })).toBeGreaterThan(0);
    expect(total(after, 'orchestra_shared_cache_requests_total', { result: 'miss' })).toBeGreaterThan(0);
    // Node's own figures, and no path or id in any label.
    expect(after.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(total(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    const labelValues = after.flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.filter((value) => value.includes('konzerte') || value.includes('gibt-es-nicht'))).toEqual([]);
  });

  it('serves nothing but /metrics at the metrics port', async () => {
    expect((await request(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    expect((await request(`http://127.0.0.1:${metricsPort}/de/konzerte`)).status).toBe(404);
  });

  it("answers /metrics on the site's port only with the bearer token", async () => {
    const refused = await request(`${web.url}/metrics`);
    expect(refused.status).toBe(401);
    expect(refused.body).toBe('');
    expect((await request(`${web.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-0123456789' } })).status).toBe(401);
    const samples = await scrape(`${web.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(total(samples, PAGES, { kind: 'events', status: '200' })).toBeGreaterThanOrEqual(1);
    // The refusals were counted too, and nothing of them names the token.
    expect(total(samples, PAGES, { kind: 'other', status: '401' })).toBeGreaterThanOrEqual(2);
  });
});

describe('a cluster of two workers with METRICS_PORT and METRICS_TOKEN', () => {
  let web: RunningProcess;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    web = await startWeb({ CMS_URL: inject('cmsUrl'), WEB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN });
  });

  afterAll(async () => {
    expect(await web?.stop()).toBe(0);
  });

  it("adds up every worker's figures in one scrape of the primary, at the port and with the token", async () => {
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const before = total(await scrape(metricsUrl), PAGES, { kind: 'events', status: '200' });
    // One connection each: the primary deals them out to both workers in turn.
    for (let index = 0; index < 6; index += 1) await expectStatus(web, '/de/konzerte', 200);

    const samples = await scrape(metricsUrl);
    expect(total(samples, PAGES, { kind: 'events', status: '200' }) - before).toBe(6);
    expect(total(samples, UPSTREAM, { resource: 'api/events', outcome: 'ok' })).toBeGreaterThanOrEqual(2);
    // A worker asked on the site's port answers with the same sum, read from the primary.
    const throughWorker = await scrape(`${web.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(total(throughWorker, PAGES, { kind: 'events', status: '200' }) - before).toBe(6);
  });
});

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!hasRedisServer)('Redis gone (a redis-server of its own, stopped under the running site)', () => {
  let redis: ChildProcess | undefined;
  let web: RunningProcess;
  let metricsPort: number;

  beforeAll(async () => {
    const redisPort = await freePort();
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    metricsPort = await freePort();
    web = await startWeb({ CMS_URL: inject('cmsUrl'), REDIS_URL: `redis://127.0.0.1:${redisPort}`, METRICS_PORT: String(metricsPort) });
  });

  afterAll(async () => {
    redis?.kill('SIGKILL');
    expect(await web?.stop()).toBe(0);
  });

  it('keeps serving from memory, and the metrics and the log say so', async () => {
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    await expect.poll(async () => total(await scrape(metricsUrl), 'orchestra_redis_connected'), { timeout: 10_000 }).toBe(1);
    await expectStatus(web, '/de/konzerte', 200);

    redis?.kill('SIGKILL');
    await expect.poll(async () => total(await scrape(metricsUrl), 'orchestra_redis_connected'), { timeout: 10_000 }).toBe(0);
    await expectStatus(web, '/de/konzerte', 200);
    await expectStatus(web, '/en/concerts', 200);
    expect(web.output()).toContain('Redis connection lost: serving from this process and the upstream until it is back');
  });

  it("has no /metrics on the site's port without METRICS_TOKEN", async () => {
    await expectStatus(web, '/metrics', 404);
  });
});
