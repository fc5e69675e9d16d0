import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsTokenRoute, startMetricsServer, type MetricsServer, type MetricsSource } from './metricsEndpoints';

const TOKEN = 'a-long-secret-token-0123';
const logger = pino({ level: 'silent' });
const source: MetricsSource = { contentType: 'text/plain; version=0.0.4; charset=utf-8', read: async () => 'orchestra_up 1\n' };
const failing: MetricsSource = { contentType: source.contentType, read: () => Promise.reject(new Error('Operation timed out.')) };

describe('METRICS_TOKEN: /metrics on the site port', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.get('/metrics', metricsTokenRoute(TOKEN, source, logger));
    app.get('/failing/metrics', metricsTokenRoute(TOKEN, failing, logger));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers with the metrics for the right bearer token', async () => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('orchestra_up 1\n');
  });

  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: 'Bearer a-long-secret-token-0124' }],
    ['the token without its scheme', { authorization: TOKEN }],
    ['another scheme', { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` }],
  ])('refuses %s with an empty 401', async (_what, headers: Record<string, string>) => {
    const response = await fetch(`${base}/metrics`, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.text()).toBe('');
  });

  it('answers 503 when the metrics cannot be read (a cluster worker that did not answer in time)', async () => {
    const response = await fetch(`${base}/failing/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('metrics unavailable\n');
  });
});

describe('METRICS_PORT: a server of its own', () => {
  let metricsServer: MetricsServer;
  let base: string;

  beforeAll(async () => {
    // Port 0 only here: the configuration asks for a real one.
    metricsServer = await startMetricsServer({ port: 0, host: '127.0.0.1', source, logger });
    base = `http://127.0.0.1:${String(metricsServer.port)}`;
  });

  afterAll(async () => {
    await metricsServer.close();
  });

  it('serves GET /metrics, with or without a query', async () => {
    for (const path of ['/metrics', '/metrics?name[]=orchestra_up']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('orchestra_up 1\n');
    }
  });

  it('answers 404 to everything else', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/`)).status).toBe(404);
    expect((await fetch(`${base}/de/konzerte`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST', body: 'x' })).status).toBe(404);
  });

  it('refuses to start on a port that is taken', async () => {
    await expect(startMetricsServer({ port: metricsServer.port, host: '127.0.0.1', source, logger })).rejects.toThrow(/EADDRINUSE/);
  });
});
