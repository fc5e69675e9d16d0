// The shared cache of anonymous upstream GETs, seen from outside: the upstream proxy counts
// what the gateway asks. Hits, expiry, stale-while-revalidate, the session bypass, and (with
// Redis) sharing and invalidation across two web processes.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSharedCache } from '../../src/graphql/cache/createSharedCache';
import { RedisCacheStore } from '../../src/graphql/cache/RedisCacheStore';
import { EVENTS_TTL_MS } from '../../src/graphql/cache/upstreamCachePolicy';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { startUpstreamProxy, type UpstreamProxy } from '../support/upstreamProxy';
import { daysAfter, SHARED_SEASON_START } from '../support/seedDates';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A query for one events page of a given day: each day is its own upstream resource. */
function eventsOn(day: string) {
  return `query { events(locale: DE, from: "${day}") { totalCount items { id title } } }`;
}

function eventCalls(proxy: UpstreamProxy): string[] {
  return proxy.requests.map((entry) => entry.path).filter((path) => path.startsWith('/de/api/events/'));
}

describe('shared cache in one web process', () => {
  let proxy: UpstreamProxy;
  let web: RunningProcess;

  beforeAll(async () => {
    proxy = await startUpstreamProxy(inject('cmsUrl'));
    web = await startWeb({ CMS_URL: proxy.url, SETTINGS_TTL_MS: '1000' });
  });

  afterAll(async () => {
    await web?.stop();
    await proxy?.close();
  });

  it('answers a repeated anonymous query without asking the upstream again', async () => {
    proxy.resetCounts();
    const first = await graphql(web.url, eventsOn(daysAfter(SHARED_SEASON_START, 1)));
    expect(first.json.errors).toBeUndefined();
    expect(eventCalls(proxy)).toHaveLength(1);

    proxy.resetCounts();
    const second = await graphql(web.url, eventsOn(daysAfter(SHARED_SEASON_START, 1)));
    expect(second.json).toEqual(first.json);
    expect(proxy.requests).toEqual([]);

    const otherDay = await graphql(web.url, eventsOn(daysAfter(SHARED_SEASON_START, 2)));
    expect(otherDay.json.errors).toBeUndefined();
    expect(eventCalls(proxy)).toHaveLength(1);
  });

  it('asks again once the TTL has passed: the settings (SETTINGS_TTL_MS=1000) are served stale while one background refresh runs', async () => {
    const settings = 'query { siteSettings { isSiteOnline } }';
    const settingsCalls = () => proxy.requests.filter((entry) => entry.path === '/pageeditor-api/settings').length;
    await graphql(web.url, settings);
    proxy.resetCounts();
    expect((await graphql(web.url, settings)).json.data).toEqual({ siteSettings: { isSiteOnline: true } });
    expect(settingsCalls()).toBe(0);
    await sleep(1100);
    // The page guards read the settings before any byte: past the TTL the stale answer comes at
    // once while the upstream is held, and one refresh asks it in the background.
    proxy.hold((path) => path === '/pageeditor-api/settings');
    const held = proxy.waitForHeld();
    try {
      expect((await graphql(web.url, settings)).json.data).toEqual({ siteSettings: { isSiteOnline: true } });
      await held;
      expect((await graphql(web.url, settings)).json.data).toEqual({ siteSettings: { isSiteOnline: true } });
    } finally {
      proxy.release();
    }
    await sleep(100);
    expect(settingsCalls()).toBe(1);
  });

  it('serves a stale answer at once while one background refresh asks the upstream', async () => {
    const query = eventsOn(daysAfter(SHARED_SEASON_START, 3));
    const fresh = await graphql(web.url, query);
    await sleep(EVENTS_TTL_MS + 200);
    proxy.resetCounts();
    proxy.hold((path) => path.startsWith('/de/api/events/'));
    const held = proxy.waitForHeld();
    try {
      // The upstream is held: only a stale answer can come back now.
      const stale = await graphql(web.url, query);
      expect(stale.json).toEqual(fresh.json);
      await held;
      const again = await graphql(web.url, query);
      expect(again.json).toEqual(fresh.json);
      expect(proxy.heldCount()).toBe(1);
    } finally {
      proxy.release();
    }
    expect(eventCalls(proxy)).toHaveLength(1);
  }, 30_000);

  it('serves a cached page stale, marked in X-Stale-Content, while the upstream is gone, and fresh again once it is back', async () => {
    // An event page: its status is decided from the event before any byte, so the header is
    // certain to know of it (a part that streams after the first byte cannot change the header).
    const programme = await request(`${web.url}/de/konzerte`);
    const eventPath = /href="(\/de\/konzerte\/[^"/]+\/\d+)"/.exec(programme.body)?.[1];
    if (!eventPath) throw new Error('the programme links no event');
    const fresh = await request(`${web.url}${eventPath}`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers['x-stale-content']).toBeUndefined();
    const title = /<h1[^>]*>([^<]+)</.exec(fresh.body)?.[1];
    expect(title).toBeTruthy();
    // The event past its TTL (within its grace); then the upstream goes.
    await sleep(EVENTS_TTL_MS + 200);
    await proxy.stop();
    try {
      const stale = await request(`${web.url}${eventPath}`);
      expect(stale.status).toBe(200);
      expect(stale.headers['x-stale-content']).toBe('revalidating');
      expect(stale.body).toContain(title);
    } finally {
      await proxy.start();
    }
    // A later request's background refresh reaches the upstream again; then the page is fresh.
    await expect
      .poll(async () => (await request(`${web.url}${eventPath}`)).headers['x-stale-content'] ?? 'fresh', { timeout: 10_000, interval: 200 })
      .toBe('fresh');
  }, 40_000);

  it('bypasses the cache for a request with a session, and does not fill it either', async () => {
    const query = eventsOn(daysAfter(SHARED_SEASON_START, 4));
    const session = { cookie: 'sessionid=test-session; csrftoken=test-token' };
    proxy.resetCounts();
    await graphql(web.url, query, {}, session);
    await graphql(web.url, query, {}, session);
    expect(eventCalls(proxy)).toHaveLength(2);

    proxy.resetCounts();
    await graphql(web.url, query);
    expect(eventCalls(proxy)).toHaveLength(1);
    // Once an anonymous answer is cached, a session still goes upstream.
    await graphql(web.url, query, {}, session);
    expect(eventCalls(proxy)).toHaveLength(2);
    // Other cookies (consent, analytics) are not a session.
    await graphql(web.url, query, {}, { cookie: 'consent=all' });
    expect(eventCalls(proxy)).toHaveLength(2);
  });
});

describe('shared cache without content caching (UPSTREAM_CACHE=off)', () => {
  let proxy: UpstreamProxy;
  let web: RunningProcess;

  beforeAll(async () => {
    proxy = await startUpstreamProxy(inject('cmsUrl'));
    web = await startWeb({ CMS_URL: proxy.url, UPSTREAM_CACHE: 'off' });
  });

  afterAll(async () => {
    await web?.stop();
    await proxy?.close();
  });

  it('asks the upstream for every request', async () => {
    await graphql(web.url, eventsOn(daysAfter(SHARED_SEASON_START, 1)));
    await graphql(web.url, eventsOn(daysAfter(SHARED_SEASON_START, 1)));
    expect(eventCalls(proxy)).toHaveLength(2);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('shared cache on Redis across two web processes (set TEST_REDIS_URL to run)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? '';
  // A namespace of this run alone, so parallel runs and old keys cannot interfere.
  const keyPrefix = `test:gateway:${randomUUID()}:`;
  let proxy: UpstreamProxy;
  let first: RunningProcess;
  let second: RunningProcess;

  beforeAll(async () => {
    proxy = await startUpstreamProxy(inject('cmsUrl'));
    const env = { CMS_URL: proxy.url, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix };
    [first, second] = await Promise.all([startWeb(env), startWeb(env)]);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await proxy?.close();
    // Leave the shared Redis as we found it.
    const store = await RedisCacheStore.connect({ url: redisUrl, keyPrefix });
    await store.deleteByPrefix(['']);
    await store.close();
  });

  /** Another gateway instance, as a staff mutation would run on one: it invalidates through Redis. */
  async function invalidateFromElsewhere(prefix: string): Promise<void> {
    const cache = await createSharedCache({ redisUrl, redisKeyPrefix: keyPrefix, maxEntries: 10, maxBytes: 1024 * 1024 });
    try {
      await cache.invalidate(prefix);
    } finally {
      await cache.close();
    }
    // The processes receive the message asynchronously over their own subscriber connection.
    await sleep(300);
  }

  it('answers from Redis in the second process what the first one fetched', async () => {
    proxy.resetCounts();
    const fromFirst = await graphql(first.url, eventsOn(daysAfter(SHARED_SEASON_START, 5)));
    expect(eventCalls(proxy)).toHaveLength(1);
    const fromSecond = await graphql(second.url, eventsOn(daysAfter(SHARED_SEASON_START, 5)));
    expect(fromSecond.json).toEqual(fromFirst.json);
    expect(eventCalls(proxy)).toHaveLength(1);
  });

  it('drops an invalidated resource in every process, their in-process copies included', async () => {
    const query = eventsOn(daysAfter(SHARED_SEASON_START, 6));
    await graphql(first.url, query);
    await graphql(second.url, query);
    proxy.resetCounts();
    await graphql(first.url, query);
    await graphql(second.url, query);
    expect(eventCalls(proxy)).toHaveLength(0);

    await invalidateFromElsewhere('events:');
    await graphql(second.url, query);
    expect(eventCalls(proxy)).toHaveLength(1);

    await invalidateFromElsewhere('events:/de/');
    await graphql(first.url, query);
    expect(eventCalls(proxy)).toHaveLength(2);
    // The first process refilled Redis: the second one shares that answer again.
    await graphql(second.url, query);
    expect(eventCalls(proxy)).toHaveLength(2);
  });

  it('shares persisted queries: a hash registered on one process runs by GET on the other', async () => {
    const query = 'query SharedApq { ok }';
    const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') };
    const registered = await request(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, extensions: { persistedQuery } }),
    });
    expect(registered.status).toBe(200);
    const byHash = await request(`${second.url}/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery }))}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(JSON.parse(byHash.body)).toEqual({ data: { ok: true } });
  });
});
