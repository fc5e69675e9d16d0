import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SharedCache } from '../cache/SharedCache';
import { decode } from './payloads';
import { UpstreamCookieJar } from './UpstreamCookieJar';
import { UpstreamHttp, type UpstreamCacheBinding } from './UpstreamHttp';

const counted = z.object({ n: z.number() });

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
    if (req.url?.startsWith('/cached/missing') || req.url?.startsWith('/missing')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}');
      return;
    }
    if (req.url?.startsWith('/unavailable') || req.url?.startsWith('/failing')) {
      const status = req.url.startsWith('/unavailable') ? 503 : 500;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'x' }));
      return;
    }
    if (req.url?.startsWith('/cached/wrong')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ n: 'one' }));
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
  return {
    cache,
    policyFor: (pathname) =>
      pathname.startsWith('/cached') || pathname.startsWith('/broken') ? { kind: 'test', ttlMs: 60_000, graceMs: 0 } : undefined,
  };
}

describe('UpstreamHttp with the shared cache', () => {
  it('shares an anonymous GET answer between clients of the same cache, per query string', async () => {
    const sharedCache = binding();
    const first = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache });
    const second = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache });
    expect(await first.getDecoded(counted, '/cached', { page: 1 })).toEqual({ n: 1 });
    expect(await second.getDecoded(counted, '/cached', { page: 1 })).toEqual({ n: 1 });
    expect(await second.getDecoded(counted, '/cached', { page: 2 })).toEqual({ n: 2 });
    expect(seen.map((entry) => entry.path)).toEqual(['/cached?page=1', '/cached?page=2']);
  });

  it('asks every time for paths the policy does not name', async () => {
    const client = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache: binding() });
    await client.getDecoded(counted, '/other');
    await client.getDecoded(counted, '/other');
    expect(seen).toHaveLength(2);
  });

  it('with a session: sends its cookie, never reads the cache and never fills it', async () => {
    const sharedCache = binding();
    const anonymous = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache });
    const staff = new UpstreamHttp({
      baseUrl,
      timeoutMs: 2000,
      sharedCache,
      cookies: new UpstreamCookieJar('sessionid=abc; csrftoken=t; consent=all'),
    });
    await anonymous.getDecoded(counted, '/cached');
    expect(await staff.getDecoded(counted, '/cached')).toEqual({ n: 2 });
    expect(await staff.getDecoded(counted, '/cached')).toEqual({ n: 3 });
    expect(await anonymous.getDecoded(counted, '/cached')).toEqual({ n: 1 });
    expect(seen.map((entry) => entry.cookie)).toEqual([undefined, 'sessionid=abc; csrftoken=t', 'sessionid=abc; csrftoken=t']);
  });

  it('shares a 404 as well: one upstream call per TTL, each reader told not_found as by the upstream', async () => {
    const sharedCache = binding();
    const first = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache });
    const second = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache });
    const notFound = { failure: 'not_found', status: 404, path: '/cached/missing' };
    await expect(first.getDecoded(counted, '/cached/missing')).rejects.toMatchObject(notFound);
    await expect(second.getDecoded(counted, '/cached/missing')).rejects.toMatchObject(notFound);
    // Another decoder over the same shared 404 hears it too.
    await expect(second.getDecoded(z.object({ other: z.string() }), '/cached/missing')).rejects.toMatchObject(notFound);
    expect(seen.map((entry) => entry.path)).toEqual(['/cached/missing']);
    // Not shared where the policy names nothing.
    await expect(first.getDecoded(counted, '/missing')).rejects.toMatchObject({ failure: 'not_found' });
    await expect(first.getDecoded(counted, '/missing')).rejects.toMatchObject({ failure: 'not_found' });
    expect(seen).toHaveLength(3);
  });

  it('does not share an answer that is not JSON', async () => {
    const client = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache: binding() });
    await expect(client.getDecoded(counted, '/broken')).rejects.toMatchObject({ failure: 'invalid_payload' });
    await expect(client.getDecoded(counted, '/broken')).rejects.toMatchObject({ failure: 'invalid_payload' });
    expect(seen).toHaveLength(2);
  });

  it('does not share an answer that does not match the schema, and fails as decode does', async () => {
    const client = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache: binding() });
    const failure = {
      failure: 'invalid_payload',
      path: '/cached/wrong',
      message: expect.stringContaining('does not match the contract at n'),
    };
    await expect(client.getDecoded(counted, '/cached/wrong', { page: 1 })).rejects.toMatchObject(failure);
    await expect(client.getDecoded(counted, '/cached/wrong', { page: 1 })).rejects.toMatchObject(failure);
    expect(seen).toHaveLength(2);
  });

  it('parses and validates a shared answer once: later hits do neither', async () => {
    const sharedCache = binding();
    const first = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache });
    const second = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache });
    let validations = 0;
    const spySchema = z.preprocess((value) => {
      validations += 1;
      return value;
    }, counted);
    const filled = await first.getDecoded(spySchema, '/cached');
    const parses = vi.spyOn(JSON, 'parse');
    try {
      for (let hit = 0; hit < 5; hit += 1) expect(await second.getDecoded(spySchema, '/cached')).toBe(filled);
      expect(parses).not.toHaveBeenCalled();
    } finally {
      parses.mockRestore();
    }
    expect(validations).toBe(1);
    expect(filled).toEqual({ n: 1 });
  });

  it('hands out shared answers frozen, and decodes them apart for another decoder', async () => {
    const client = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache: binding() });
    let calls = 0;
    const doubled = (value: unknown, path: string) => {
      calls += 1;
      return { twice: 2 * decode(counted, value, path).n };
    };
    const plain = await client.getDecoded(counted, '/cached');
    expect(Object.isFrozen(plain)).toBe(true);
    expect(await client.getDecoded(doubled, '/cached')).toEqual({ twice: 2 });
    expect(await client.getDecoded(doubled, '/cached')).toEqual({ twice: 2 });
    expect(calls).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('decodes every time what it does not share', async () => {
    let calls = 0;
    const decoder = (value: unknown) => {
      calls += 1;
      return counted.parse(value);
    };
    const client = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache: binding() });
    const staff = new UpstreamHttp({ baseUrl, timeoutMs: 2000, sharedCache: binding(), cookies: new UpstreamCookieJar('sessionid=abc') });
    await client.getDecoded(decoder, '/other');
    await client.getDecoded(decoder, '/other');
    await staff.getDecoded(decoder, '/cached');
    await staff.getDecoded(decoder, '/cached');
    expect(calls).toBe(4);
  });
});

describe('UpstreamHttp names what went wrong', () => {
  it('a 503 as the upstream being unavailable for now (its database restarting), reads and writes alike; a 500 as a failed answer', async () => {
    const client = new UpstreamHttp({ baseUrl, timeoutMs: 2000 });
    await expect(client.getDecoded(counted, '/unavailable')).rejects.toMatchObject({ failure: 'unavailable', status: 503 });
    await expect(client.send('POST', '/unavailable', {})).rejects.toMatchObject({ failure: 'unavailable', status: 503 });
    await expect(client.getDecoded(counted, '/failing')).rejects.toMatchObject({ failure: 'status', status: 500 });
  });
});

describe('UpstreamHttp tells its observer of every exchange', () => {
  type Call = { resource: string; outcome: string; seconds: number };
  const recording = () => {
    const calls: Call[] = [];
    return {
      calls,
      observer: { upstreamCall: (resource: string, outcome: string, seconds: number) => calls.push({ resource, outcome, seconds }) },
    };
  };

  it('by resource (no ids) and outcome, with its time, reads and writes alike', async () => {
    const { calls, observer } = recording();
    const client = new UpstreamHttp({ baseUrl, timeoutMs: 2000, observer });
    await client.getDecoded(counted, '/de/api/events/4711/');
    await expect(client.getDecoded(counted, '/missing')).rejects.toMatchObject({ failure: 'not_found' });
    // The exchange went well; what came back is the decoder's business.
    await expect(client.getDecoded(counted, '/broken')).rejects.toMatchObject({ failure: 'invalid_payload' });
    await client.send('POST', '/de/pageeditor-api/module/12/move/', { to: 1 });
    expect(calls.map(({ resource, outcome }) => `${resource} ${outcome}`)).toEqual([
      'api/events ok',
      'missing not_found',
      'broken ok',
      'pageeditor-api/module ok',
    ]);
    for (const { seconds } of calls) expect(seconds).toBeGreaterThan(0);
  });

  it('tells of an upstream that is not there, and of one that does not answer in time', async () => {
    const silent = net.createServer(() => {
      // takes the connection and never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    try {
      const { calls, observer } = recording();
      await expect(
        new UpstreamHttp({ baseUrl: closedUrl, timeoutMs: 2000, observer }).getDecoded(counted, '/de/api/teasers/'),
      ).rejects.toMatchObject({
        failure: 'unavailable',
      });
      await expect(
        new UpstreamHttp({ baseUrl: silentUrl, timeoutMs: 100, observer }).getDecoded(counted, '/de/api/teasers/'),
      ).rejects.toMatchObject({
        failure: 'timeout',
      });
      expect(calls.map(({ resource, outcome }) => `${resource} ${outcome}`)).toEqual(['api/teasers unavailable', 'api/teasers timeout']);
      expect(calls[1]?.seconds).toBeGreaterThanOrEqual(0.09);
    } finally {
      silent.close();
    }
  });

  it('tells nothing of an answer the shared cache served', async () => {
    const { calls, observer } = recording();
    const client = new UpstreamHttp({ baseUrl, timeoutMs: 2000, observer, sharedCache: binding() });
    await client.getDecoded(counted, '/cached');
    await client.getDecoded(counted, '/cached');
    expect(calls.map(({ outcome }) => outcome)).toEqual(['ok']);
  });
});

describe('UpstreamHttp on a kept-alive connection the upstream has closed', () => {
  // A server that answers the first request of each connection and keeps it open, then resets
  // the connection when a second request comes on it (as a server whose keep-alive timeout ran
  // out while the request was on its way): the request never reached it. A server of its own for each
  // test, so no test finds the kept-alive sockets another left in the shared agent.
  let raw: net.Server;
  let rawUrl: string;
  let answered: number;
  const open = new Set<net.Socket>();
  beforeEach(async () => {
    answered = 0;
    raw = net.createServer((socket) => {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      let requests = 0;
      socket.on('data', (chunk) => {
        if (!chunk.toString('latin1').includes('\r\n\r\n')) return;
        requests += 1;
        if (requests > 1) {
          socket.resetAndDestroy();
          return;
        }
        answered += 1;
        const body = JSON.stringify({ n: answered });
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`,
        );
      });
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    // The kept-alive connections would hold close() open until the agent drops them (4 s).
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => raw.close(resolve));
  });

  it('asks a read again on a new connection, once, instead of failing the page (one exchange for the metrics)', async () => {
    const outcomes: string[] = [];
    const client = new UpstreamHttp({
      baseUrl: rawUrl,
      timeoutMs: 2000,
      observer: { upstreamCall: (_r, outcome) => outcomes.push(outcome) },
    });
    expect(await client.getDecoded(counted, '/first')).toEqual({ n: 1 });
    // The same kept-alive socket is taken and reset: the read goes again on a fresh connection.
    expect(await client.getDecoded(counted, '/second')).toEqual({ n: 2 });
    expect(outcomes).toEqual(['ok', 'ok']);
  });

  it('asks again on a fresh connection, not on another kept-alive one the upstream has closed as well (an upstream that restarted)', async () => {
    const client = new UpstreamHttp({ baseUrl: rawUrl, timeoutMs: 2000 });
    // Two reads at once: two kept-alive sockets, each of which the server now resets on its next request.
    const first = await Promise.all([client.getDecoded(counted, '/a'), client.getDecoded(counted, '/b')]);
    expect(first.map(({ n }) => n).sort((a, b) => a - b)).toEqual([1, 2]);
    expect(await client.getDecoded(counted, '/c')).toEqual({ n: 3 });
  });

  it('does not send a write again (it may have been taken): the caller learns the upstream was unreachable', async () => {
    const client = new UpstreamHttp({ baseUrl: rawUrl, timeoutMs: 2000 });
    expect(await client.getDecoded(counted, '/first')).toEqual({ n: 1 });
    await expect(client.send('POST', '/write', { a: 1 })).rejects.toMatchObject({ failure: 'unavailable' });
    expect(answered).toBe(1);
  });
});
