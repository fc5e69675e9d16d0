// The error and routing conventions of README.md, without a database: the one the app gets
// fails every query, so any 500 path is exercised too.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/openDatabase';
import { createApp } from './createApp';

const failingDb: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('connection refused at /secret/path')),
  transaction: () => Promise.reject(new Error('connection refused at /secret/path')),
  close: () => Promise.resolve(),
};

let server: Server;
let base = '';

beforeAll(async () => {
  const app = createApp({ db: failingDb, mediaDir: '/nonexistent', logger: pino({ level: 'silent' }), today: () => '2026-11-22' });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createApp', () => {
  it('answers a failing database with a JSON 500 and no internals', async () => {
    const response = await fetch(`${base}/de/api/genres/`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Internal server error.' });
    expect(text).not.toContain('secret');
  });

  it('validates the event query before it touches the database', async () => {
    const response = await fetch(`${base}/en/api/events/?room=x`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'Invalid query parameters.', errors: { room: [expect.any(String)] } });
  });

  it('redirects a path without its trailing slash, keeping the query', async () => {
    const response = await fetch(`${base}/en/api/events?page=2`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/api/events/?page=2');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers unknown paths and languages with a JSON 404', async () => {
    for (const path of ['/fr/api/events/', '/de/api/nothing/', '/pageeditor-api/settings/']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const response = await fetch(`${base}/de/api/teasers/`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });

  it('answers a malformed JSON body with a JSON 400', async () => {
    const response = await fetch(`${base}/de/api/events/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'JSON parse error.' });
  });

  it('echoes a well-formed x-request-id and makes one up otherwise', async () => {
    const given = await fetch(`${base}/nothing`, { headers: { 'x-request-id': 'req-42' } });
    expect(given.headers.get('x-request-id')).toBe('req-42');
    const made = await fetch(`${base}/nothing`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes the trace id of the web process's traceparent into its log lines, and ignores a malformed one", async () => {
    const lines: { reqId?: string; trace_id?: string; msg?: string }[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
          done();
        },
      }),
    );
    const logged = createApp({ db: failingDb, mediaDir: '/nonexistent', logger, today: () => '2026-11-22' }).listen(0, '127.0.0.1');
    await new Promise((resolve) => logged.once('listening', resolve));
    const url = `http://127.0.0.1:${(logged.address() as AddressInfo).port}/nothing`;
    try {
      const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      expect((await fetch(url, { headers: { traceparent, 'x-request-id': 'req-traced' } })).status).toBe(404);
      expect((await fetch(url, { headers: { traceparent: 'nonsense', 'x-request-id': 'req-plain' } })).status).toBe(404);
      await expect.poll(() => lines.filter((line) => line.msg === 'request').length).toBe(2);
      expect(lines.find((line) => line.reqId === 'req-traced')).toMatchObject({ trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' });
      expect(lines.find((line) => line.reqId === 'req-plain')).not.toHaveProperty('trace_id');
    } finally {
      await new Promise((resolve) => logged.close(resolve));
    }
  });

  it('rejects a Host header it could not put into links', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const url = new URL(base);
      const req = request({ host: url.hostname, port: url.port, path: '/healthz', headers: { host: 'evil.test/<script>' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(400);
  });
});

describe('createApp while the database cannot be reached', () => {
  const unreachable = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 (at /secret/path)'), { code: 'ECONNREFUSED' }));
  const downDb: Database = { kind: 'postgres', query: unreachable, transaction: unreachable, close: () => Promise.resolve() };
  let downServer: Server;
  let downBase = '';

  beforeAll(async () => {
    const app = createApp({ db: downDb, mediaDir: '/nonexistent', logger: pino({ level: 'silent' }), today: () => '2026-11-22' });
    downServer = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => downServer.once('listening', resolve));
    downBase = `http://127.0.0.1:${(downServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => downServer.close(resolve));
  });

  it('answers 503 with Retry-After, not 500, and tells nothing of the connection', async () => {
    const response = await fetch(`${downBase}/de/api/genres/`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Service unavailable.' });
    expect(text).not.toMatch(/secret|10\.0\.0\.5|ECONNREFUSED/);
    const health = await fetch(`${downBase}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable' });
  });
});
