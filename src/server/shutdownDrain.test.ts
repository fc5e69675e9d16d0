import express from 'express';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShutdownDrain, type ShutdownDrain } from './shutdownDrain';

/** One GET through `agent`; resolves with the status, the Connection header and the body. */
function get(base: string, path: string, agent: http.Agent): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('draining before a stop', () => {
  let server: Server;
  let base: string;
  let drain: ShutdownDrain;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    drain = createShutdownDrain();
    const app = express();
    app.use(drain.middleware);
    app.get('/healthz', drain.health);
    app.get('/{*path}', (_req, res) => {
      res.type('html').send('<p>page</p>');
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers the health check with 200 and keeps connections open while serving', async () => {
    const health = await get(base, '/healthz', agent);
    expect(health).toMatchObject({ status: 200, connection: 'keep-alive' });
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
    expect(drain.draining).toBe(false);
  });

  it('fails the health check at once when stopping, still serves pages, and closes each connection after its response', async () => {
    drain.start();
    expect(drain.draining).toBe(true);
    const health = await get(base, '/healthz', agent);
    expect(health).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(health.body)).toEqual({ status: 'draining' });
    const page = await get(base, '/de/konzerte', agent);
    expect(page).toMatchObject({ status: 200, connection: 'close', body: '<p>page</p>' });
  });
});
