import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoadShedder, shouldShed, type LoadShedder } from './loadShedding';

const LIMITS = { maxEventLoopDelayMs: 250, maxInFlight: 64 };

describe('shouldShed', () => {
  it('refuses visitors above either limit, staff and mutations only above twice it', () => {
    expect(shouldShed('visitor', { eventLoopDelayMs: 20, inFlight: 10 }, LIMITS)).toBe(false);
    expect(shouldShed('visitor', { eventLoopDelayMs: 260, inFlight: 10 }, LIMITS)).toBe(true);
    expect(shouldShed('visitor', { eventLoopDelayMs: 20, inFlight: 64 }, LIMITS)).toBe(true);
    expect(shouldShed('priority', { eventLoopDelayMs: 400, inFlight: 100 }, LIMITS)).toBe(false);
    expect(shouldShed('priority', { eventLoopDelayMs: 501, inFlight: 10 }, LIMITS)).toBe(true);
    expect(shouldShed('priority', { eventLoopDelayMs: 20, inFlight: 128 }, LIMITS)).toBe(true);
  });

  it('never refuses when switched off (SHED_EVENT_LOOP_DELAY_MS=0)', () => {
    expect(shouldShed('visitor', { eventLoopDelayMs: 5000, inFlight: 5000 }, { maxEventLoopDelayMs: 0, maxInFlight: 64 })).toBe(false);
  });
});

/** Blocks this process's event loop, as a render stuck in a long synchronous task would. */
function stall(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy on purpose
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The delay monitor's window in the stalled-process tests. */
const WINDOW_MS = 2000;

describe("a process whose event loop stalls (a real HTTP server, libuv's own delay monitor)", () => {
  let server: Server;
  let base: string;
  let shedder: LoadShedder;
  let pagesServed = 0;

  beforeAll(async () => {
    // A limit far above what a busy test machine's scheduling adds, and stalls far from the limits.
    // A window of 2 s instead of 0.5 s: a stall then counts for 2 to 4 s, so that the requests sent
    // right after it are all read within it even when this process waits for a core (the suite
    // runs two lanes on two cores; the English page was once read after a 0.5 s window had passed).
    shedder = createLoadShedder({ maxEventLoopDelayMs: 1000, maxInFlight: 64, windowMs: WINDOW_MS, logger: pino({ level: 'silent' }) });
    const app = express();
    app.use(shedder.middleware);
    app.get('/healthz', (_req, res) => {
      res.json({ status: 'ok' });
    });
    app.get('/assets/app.js', (_req, res) => {
      res.type('js').send('export {};');
    });
    app.get('/{*path}', (_req, res) => {
      pagesServed += 1;
      res.type('html').send('<p>page</p>');
    });
    app.post('/graphql', (_req, res) => {
      res.json({ data: { ok: true } });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    shedder.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  it('serves pages while the loop is on time', { timeout: 10_000 }, async () => {
    await sleep(2 * WINDOW_MS + 100); // two windows: whatever the test runner's start-up cost is forgotten
    expect((await page('/de/konzerte')).status).toBe(200);
  });

  it(
    "refuses visitors' pages and GraphQL with the localised 503 page and Retry-After after a stall, answers the health check and assets, and serves staff and mutations",
    { timeout: 10_000 },
    async () => {
      stall(1500);
      const before = pagesServed;
      const [german, english, graphqlGet, health, asset, staff, mutation] = await Promise.all([
        page('/de/konzerte'),
        page('/en/concerts'),
        page('/graphql?query=%7Bok%7D', { 'accept-language': 'en' }),
        page('/healthz'),
        page('/assets/app.js'),
        page('/de/konzerte', { cookie: 'sessionid=abc' }),
        fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"mutation { ok }"}' }),
      ]);
      expect(german.status).toBe(503);
      expect(german.headers.get('retry-after')).toBe('5');
      const germanHtml = await german.text();
      expect(germanHtml).toContain('<html lang="de">');
      expect(germanHtml).toContain('<h1>Gerade ist sehr viel los</h1>');
      expect(english.status).toBe(503);
      expect(await english.text()).toContain('<h1>It is very busy right now</h1>');
      expect(graphqlGet.status).toBe(503);
      expect(await graphqlGet.json()).toEqual({
        errors: [
          {
            message: 'The server is overloaded right now. Please try again in a few seconds.',
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          },
        ],
      });
      expect(health.status).toBe(200);
      expect(asset.status).toBe(200);
      // Refused last: below twice the delay limit they are served.
      expect(staff.status).toBe(200);
      expect(mutation.status).toBe(200);
      expect(pagesServed - before).toBe(1);
      expect(shedder.figures().shedSinceStart).toBe(3);
    },
  );

  it('refuses staff and mutations too when the stall is over twice the limit', { timeout: 10_000 }, async () => {
    stall(2600);
    const [staff, mutation, health] = await Promise.all([
      page('/de/konzerte', { cookie: 'sessionid=abc' }),
      fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"mutation { ok }"}' }),
      page('/healthz'),
    ]);
    expect([staff.status, mutation.status, health.status]).toEqual([503, 503, 200]);
  });

  it('serves again once the loop has been on time for a window', { timeout: 10_000 }, async () => {
    await sleep(2 * WINDOW_MS + 100);
    expect((await page('/de/konzerte')).status).toBe(200);
    expect(shedder.figures()).toMatchObject({ inFlight: 0 });
  });
});

describe('the load shedder tells of each refusal', () => {
  it('with the priority it refused, and never for what it let through', async () => {
    const refused: string[] = [];
    const shedder = createLoadShedder({
      maxEventLoopDelayMs: 100,
      maxInFlight: 64,
      logger: pino({ level: 'silent' }),
      // Over the visitors' limit, under twice it: visitors are refused, staff and mutations served.
      eventLoopDelayMs: () => 150,
      onShed: (priority) => refused.push(priority),
    });
    const app = express();
    app.use(shedder.middleware);
    app.all('/{*path}', (_req, res) => {
      res.send('ok');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    try {
      const statuses = [
        (await fetch(`${base}/de/konzerte`)).status,
        (await fetch(`${base}/de/konzerte`, { headers: { cookie: 'sessionid=abc' } })).status,
        (await fetch(`${base}/graphql?query=%7Bok%7D`)).status,
        (await fetch(`${base}/healthz`)).status,
      ];
      expect(statuses).toEqual([503, 200, 503, 200]);
      expect(refused).toEqual(['visitor', 'visitor']);
    } finally {
      shedder.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
