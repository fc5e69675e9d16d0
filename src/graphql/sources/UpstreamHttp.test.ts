import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SharedCache } from '../cache/SharedCache';
import { UpstreamCookieJar } from './UpstreamCookieJar';
import { UpstreamHttp, type UpstreamCacheBinding } from './UpstreamHttp';

let server: http.Server;
let baseUrl: string;
let seen: { path: string; cookie: string | undefined }[];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', cookie: req.headers.cookie });
    if (req.url?.startsWith('/broken')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{not json');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ n: seen.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

function binding(): UpstreamCacheBinding {
  const cache = new SharedCache({ maxEntries: 100, maxBytes: 100_000 });
  return { cache, policyFor: (pathname) => (pathname.startsWith('/cached') || pathname.startsWith('/broken') ? { kind: 'test', ttlMs: 60_000, graceMs: 0 } : undefined) };
}

describe('UpstreamHttp with the shared cache', () => {
  it('shares an anonymous GET answer between clients of the same cache, per query string', async () => {
    const sharedCache = binding();
    const first = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache });
    const second = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache });
    expect(await first.getJson('/cached', { page: 1 })).toEqual({ n: 1 });
    expect(await second.getJson('/cached', { page: 1 })).toEqual({ n: 1 });
    expect(await second.getJson('/cached', { page: 2 })).toEqual({ n: 2 });
    expect(seen.map((entry) => entry.path)).toEqual(['/cached?page=1', '/cached?page=2']);
  });

  it('asks every time for paths the policy does not name', async () => {
    const client = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache: binding() });
    await client.getJson('/other');
    await client.getJson('/other');
    expect(seen).toHaveLength(2);
  });

  it('with a session: sends its cookie, never reads the cache and never fills it', async () => {
    const sharedCache = binding();
    const anonymous = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache });
    const staff = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache, cookies: new UpstreamCookieJar('sessionid=abc; csrftoken=t; consent=all') });
    await anonymous.getJson('/cached');
    expect(await staff.getJson('/cached')).toEqual({ n: 2 });
    expect(await staff.getJson('/cached')).toEqual({ n: 3 });
    expect(await anonymous.getJson('/cached')).toEqual({ n: 1 });
    expect(seen.map((entry) => entry.cookie)).toEqual([undefined, 'sessionid=abc; csrftoken=t', 'sessionid=abc; csrftoken=t']);
  });

  it('does not share an answer that is not JSON', async () => {
    const client = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache: binding() });
    await expect(client.getJson('/broken')).rejects.toMatchObject({ failure: 'invalid_payload' });
    await expect(client.getJson('/broken')).rejects.toMatchObject({ failure: 'invalid_payload' });
    expect(seen).toHaveLength(2);
  });
});
