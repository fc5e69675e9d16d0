import { describe, expect, it, vi } from 'vitest';
import { SharedCache, type AnswerDecoder, type RemoteCacheStore } from './SharedCache';

const POLICY = { ttlMs: 1000, graceMs: 500 };
/** Answers as their text: for the tests of freshness, single flight and invalidation. */
const TEXT: AnswerDecoder<string> = { id: {}, decode: (text) => text };

/** The invalidation count of each in-memory store (by its data), shared like Redis's by every process using it. */
const generations = new WeakMap<Map<string, string>, number>();
const generationOf = (data: Map<string, string>) => String(generations.get(data) ?? 0);

/** A remote store in memory, with a bus that several SharedCaches share like Redis pub/sub. */
function fakeRemote(data: Map<string, string>, bus: Set<(prefixes: string[], from: RemoteCacheStore) => void>): RemoteCacheStore {
  const listeners: ((prefixes: string[]) => void)[] = [];
  const store: RemoteCacheStore = {
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    generation: async () => generationOf(data),
    setUnlessInvalidated: async (key, value, _ttlMs, generation) => {
      if (generation !== generationOf(data)) return false;
      data.set(key, value);
      return true;
    },
    delete: async (key) => void data.delete(key),
    deleteByPrefix: async (prefixes) => {
      generations.set(data, (generations.get(data) ?? 0) + 1);
      for (const key of Array.from(data.keys())) if (prefixes.some((prefix) => key.startsWith(prefix))) data.delete(key);
    },
    publishInvalidation: async (prefixes) => {
      for (const deliver of bus) deliver([...prefixes], store);
    },
    onInvalidation: (listener) => void listeners.push(listener),
    close: async () => {},
  };
  bus.add((prefixes, from) => {
    if (from !== store) listeners.forEach((listener) => listener(prefixes));
  });
  return store;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SharedCache', () => {
  it('loads once for concurrent callers and serves the answer while it is fresh', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock });
    const load = async () => `v${++loads}`;
    expect(await Promise.all([cache.getOrLoad('k', POLICY, load, TEXT), cache.getOrLoad('k', POLICY, load, TEXT)])).toEqual(['v1', 'v1']);
    clock = 999;
    expect(await cache.getOrLoad('k', POLICY, load, TEXT)).toBe('v1');
    expect(loads).toBe(1);
  });

  it('serves the stale answer within the grace period while one background refresh runs', async () => {
    let clock = 0;
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock });
    await cache.getOrLoad('k', POLICY, async () => 'old', TEXT);
    clock = 1200;
    const refresh = deferred<string>();
    let refreshes = 0;
    const load = () => {
      refreshes += 1;
      return refresh.promise;
    };
    expect(await cache.getOrLoad('k', POLICY, load, TEXT)).toBe('old');
    expect(await cache.getOrLoad('k', POLICY, load, TEXT)).toBe('old');
    expect(refreshes).toBe(1);
    refresh.resolve('new');
    await refresh.promise;
    await Promise.resolve();
    expect(await cache.getOrLoad('k', POLICY, async () => 'unexpected', TEXT)).toBe('new');
  });

  it('keeps the stale answer after a failed refresh, but only until the grace period ends', async () => {
    let clock = 0;
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock, logger: { warn: () => {} } });
    await cache.getOrLoad('k', POLICY, async () => 'old', TEXT);
    clock = 1100;
    const failing = async (): Promise<string> => {
      throw new Error('upstream down');
    };
    expect(await cache.getOrLoad('k', POLICY, failing, TEXT)).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock = 1499;
    expect(await cache.getOrLoad('k', POLICY, failing, TEXT)).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock = 1500;
    await expect(cache.getOrLoad('k', POLICY, failing, TEXT)).rejects.toThrow('upstream down');
  });

  const STAND_IN = { ttlMs: 1000, graceMs: 500, staleIfError: { forMs: 5000, waitMs: 30 } };

  it('stands in with the last answer past its grace when the fresh call fails, until its stand-in time ends, and says why it served it stale', async () => {
    let clock = 0;
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock, logger: { warn: () => {} } });
    await cache.getOrLoad('k', STAND_IN, async () => 'old', TEXT);
    const failing = async (): Promise<string> => {
      throw new Error('upstream answered 500');
    };
    const reasons: string[] = [];
    clock = 1200;
    expect(await cache.getOrLoad('k', STAND_IN, failing, TEXT, (reason) => reasons.push(reason))).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock = 6499;
    expect(await cache.getOrLoad('k', STAND_IN, failing, TEXT, (reason) => reasons.push(reason))).toBe('old');
    expect(reasons).toEqual(['grace', 'upstream']);
    clock = 6500;
    await expect(cache.getOrLoad('k', STAND_IN, failing, TEXT)).rejects.toThrow('upstream answered 500');
    // Without a stand-in in its policy, the same answer past its grace is not served.
    await cache.getOrLoad('p', POLICY, async () => 'old', TEXT);
    clock = 8000;
    await expect(cache.getOrLoad('p', POLICY, failing, TEXT)).rejects.toThrow('upstream answered 500');
  });

  it('past the grace, takes the fresh answer when it comes within the wait, else serves the old one and keeps the late answer', async () => {
    let clock = 0;
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock, logger: { warn: () => {} } });
    await cache.getOrLoad('k', STAND_IN, async () => 'old', TEXT);
    const reasons: string[] = [];
    clock = 2000;
    expect(
      await cache.getOrLoad(
        'k',
        STAND_IN,
        async () => 'new',
        TEXT,
        (reason) => reasons.push(reason),
      ),
    ).toBe('new');
    expect(reasons).toEqual([]);
    clock = 4000;
    const slow = deferred<string>();
    expect(
      await cache.getOrLoad(
        'k',
        STAND_IN,
        () => slow.promise,
        TEXT,
        (reason) => reasons.push(reason),
      ),
    ).toBe('new');
    expect(reasons).toEqual(['upstream']);
    slow.resolve('newer');
    await slow.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.getOrLoad('k', STAND_IN, async () => 'unexpected', TEXT)).toBe('newer');
  });

  it('does not keep a failed load', async () => {
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000 });
    await expect(cache.getOrLoad('k', POLICY, () => Promise.reject(new Error('boom')), TEXT)).rejects.toThrow('boom');
    expect(await cache.getOrLoad('k', POLICY, async () => 'ok', TEXT)).toBe('ok');
  });

  it('drops invalidated prefixes and does not store an answer that was loading during the invalidation', async () => {
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000 });
    await cache.getOrLoad('events:/de', POLICY, async () => 'e1', TEXT);
    await cache.getOrLoad('teasers:/de', POLICY, async () => 't1', TEXT);
    const slow = deferred<string>();
    const started = deferred<void>();
    const loading = cache.getOrLoad(
      'events:/en',
      POLICY,
      () => {
        started.resolve();
        return slow.promise;
      },
      TEXT,
    );
    await started.promise;
    await cache.invalidate('events:');
    slow.resolve('outdated');
    expect(await loading).toBe('outdated');
    expect(await cache.getOrLoad('events:/de', POLICY, async () => 'e2', TEXT)).toBe('e2');
    expect(await cache.getOrLoad('events:/en', POLICY, async () => 'fresh', TEXT)).toBe('fresh');
    expect(await cache.getOrLoad('teasers:/de', POLICY, async () => 't2', TEXT)).toBe('t1');
  });

  it('shares answers through the remote store and invalidates every process through the bus', async () => {
    const data = new Map<string, string>();
    const bus = new Set<(prefixes: string[], from: RemoteCacheStore) => void>();
    const first = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, bus) });
    const second = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, bus) });
    expect(await first.getOrLoad('events:/de', POLICY, async () => 'from first', TEXT)).toBe('from first');
    expect(await second.getOrLoad('events:/de', POLICY, async () => 'from second', TEXT)).toBe('from first');
    await first.invalidate(['events:']);
    expect(data.size).toBe(0);
    // second's own in-process copy went with the message, not only the remote one.
    expect(await second.getOrLoad('events:/de', POLICY, async () => 'reloaded', TEXT)).toBe('reloaded');
  });

  it("keeps out of the remote store an answer read before another process's invalidation, though its message comes after the answer", async () => {
    const data = new Map<string, string>();
    // The reading process hears of invalidations only when the test says (pub/sub slower than the upstream).
    const heard: ((prefixes: string[]) => void)[] = [];
    const reader = new SharedCache({
      maxEntries: 10,
      maxBytes: 10_000,
      remote: { ...fakeRemote(data, new Set()), onInvalidation: (listener) => void heard.push(listener) },
    });
    const editor = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, new Set()) });
    const visitor = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, new Set()) });
    const upstream = deferred<string>();
    const reading = reader.getOrLoad('redirects:/de', POLICY, () => upstream.promise, TEXT);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The upstream has answered the reader without the new record; the edit lands and the editor
    // empties the store before the reader writes.
    await editor.invalidate('redirects:');
    upstream.resolve('without the new record');
    expect(await reading).toBe('without the new record');
    expect(data.has('up:redirects:/de')).toBe(false);
    // Neither another process nor the reader itself keeps the old answer, the message still under way.
    expect(await visitor.getOrLoad('redirects:/de', POLICY, async () => 'with the new record', TEXT)).toBe('with the new record');
    expect(await reader.getOrLoad('redirects:/de', POLICY, async () => 'unexpected', TEXT)).toBe('with the new record');
    heard.forEach((listener) => listener(['redirects:']));
    expect(await reader.getOrLoad('redirects:/de', POLICY, async () => 'reloaded', TEXT)).toBe('with the new record');
  });

  it('tells its drop listeners of every invalidation, its own and those of other processes', async () => {
    const data = new Map<string, string>();
    const bus = new Set<(prefixes: string[], from: RemoteCacheStore) => void>();
    const first = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, bus) });
    const second = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, bus) });
    const heard: { cache: string; prefixes: readonly string[] }[] = [];
    first.onDrop((prefixes) => heard.push({ cache: 'first', prefixes }));
    second.onDrop((prefixes) => heard.push({ cache: 'second', prefixes }));
    await first.invalidate(['pages:', 'sections:']);
    expect(heard).toEqual([
      { cache: 'first', prefixes: ['pages:', 'sections:'] },
      { cache: 'second', prefixes: ['pages:', 'sections:'] },
    ]);
  });

  it('tells its observer of each read: fresh hit, stale (grace or stand-in), miss', async () => {
    let clock = 0;
    const results: string[] = [];
    const cache = new SharedCache({
      maxEntries: 10,
      maxBytes: 10_000,
      now: () => clock,
      logger: { warn: () => {} },
      observer: { sharedCacheRead: (result) => results.push(result), sharedStoreFailed: () => {} },
    });
    const STAND_IN = { ttlMs: 1000, graceMs: 500, staleIfError: { forMs: 5000, waitMs: 30 } };
    const failing = async (): Promise<string> => {
      throw new Error('upstream down');
    };
    await cache.getOrLoad('k', STAND_IN, async () => 'v1', TEXT); // miss: nothing kept yet
    await cache.getOrLoad('k', STAND_IN, async () => 'unexpected', TEXT); // hit
    clock = 1200;
    await cache.getOrLoad('k', STAND_IN, failing, TEXT); // stale: within its grace
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock = 2000;
    await cache.getOrLoad('k', STAND_IN, failing, TEXT); // stale: standing in for the failed call
    await cache.getOrLoad('k', STAND_IN, async () => 'v2', TEXT); // miss: past its grace, the fresh answer came in time
    expect(results).toEqual(['miss', 'hit', 'stale', 'stale', 'miss']);
  });

  it('keeps serving from the process when the remote store fails', async () => {
    const broken: RemoteCacheStore = {
      get: () => Promise.reject(new Error('redis down')),
      set: () => Promise.reject(new Error('redis down')),
      generation: () => Promise.reject(new Error('redis down')),
      setUnlessInvalidated: () => Promise.reject(new Error('redis down')),
      delete: () => Promise.reject(new Error('redis down')),
      deleteByPrefix: () => Promise.reject(new Error('redis down')),
      publishInvalidation: () => Promise.reject(new Error('redis down')),
      onInvalidation: () => {},
      close: async () => {},
    };
    const warnings: string[] = [];
    const failures: string[] = [];
    const cache = new SharedCache({
      maxEntries: 10,
      maxBytes: 10_000,
      remote: broken,
      logger: { warn: (_o, message) => warnings.push(message) },
      observer: { sharedCacheRead: () => {}, sharedStoreFailed: (operation) => failures.push(operation) },
    });
    let loads = 0;
    expect(await cache.getOrLoad('k', POLICY, async () => `v${++loads}`, TEXT)).toBe('v1');
    expect(await cache.getOrLoad('k', POLICY, async () => `v${++loads}`, TEXT)).toBe('v1');
    expect(warnings.length).toBeGreaterThan(0);
    // Every failure is counted, though the log says it once per interval: the answer's read and
    // the invalidation count's (without which the answer stays in this process, unwritten).
    expect(failures).toEqual(['get', 'get']);
  });

  it('takes an invalidation Redis refuses without failing the write it follows, and hands it to Redis once Redis answers again', async () => {
    vi.useFakeTimers();
    // Fresh far longer than the test waits: only the invalidation can drop the first answer.
    const LONG = { ttlMs: 600_000, graceMs: 0 };
    try {
      const data = new Map<string, string>();
      const bus = new Set<(prefixes: string[], from: RemoteCacheStore) => void>();
      const first = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, bus) });
      const otherRemote = fakeRemote(data, bus);
      let redisDown = true;
      const flaky: RemoteCacheStore = {
        ...otherRemote,
        deleteByPrefix: (prefixes) => (redisDown ? Promise.reject(new Error('Command timed out')) : otherRemote.deleteByPrefix(prefixes)),
      };
      const warnings: string[] = [];
      const failures: string[] = [];
      const editor = new SharedCache({
        maxEntries: 10,
        maxBytes: 10_000,
        remote: flaky,
        logger: { warn: (_o, message) => warnings.push(message), info: () => {} },
        observer: { sharedCacheRead: () => {}, sharedStoreFailed: (operation) => failures.push(operation) },
      });
      expect(await first.getOrLoad('events:1', LONG, async () => 'before', TEXT)).toBe('before');

      // Resolves (the staff member's save is answered as done), says so in the log and the metrics.
      await editor.invalidate('events:');
      expect(failures).toEqual(['invalidate']);
      expect(warnings).toHaveLength(1);
      expect(await first.getOrLoad('events:1', LONG, async () => 'after', TEXT)).toBe('before');

      // Tried again after 1 s and 2 s while Redis still refuses, then taken.
      await vi.advanceTimersByTimeAsync(1000);
      expect(failures).toEqual(['invalidate', 'invalidate']);
      redisDown = false;
      await vi.advanceTimersByTimeAsync(2000);
      expect(await first.getOrLoad('events:1', LONG, async () => 'after', TEXT)).toBe('after');
      expect(failures).toHaveLength(2);
      await editor.close();
      await first.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a key-value view with TTLs in seconds, separate from the upstream answers', async () => {
    let clock = 0;
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock });
    const apq = cache.keyValueCache('apq');
    await apq.set('hash', '{ a }', { ttl: 2 });
    expect(await apq.get('hash')).toBe('{ a }');
    await cache.invalidate('');
    expect(await apq.get('hash')).toBe('{ a }');
    clock = 2000;
    expect(await apq.get('hash')).toBeUndefined();
    await apq.set('other', 'x');
    await apq.delete('other');
    expect(await apq.get('other')).toBeUndefined();
  });
});

/** A JSON decoder that counts its calls: what a hit must not repeat. */
function countingDecoder<T>(check: (value: unknown) => T) {
  const decoder = {
    calls: 0,
    id: {},
    decode(text: string): T {
      decoder.calls += 1;
      return check(JSON.parse(text) as unknown);
    },
  };
  return decoder;
}

interface Programme {
  events: { title: string; tags: string[] }[];
}

function programme(value: unknown): Programme {
  if (typeof value !== 'object' || value === null || !('events' in value)) throw new Error('not a programme');
  return value as Programme;
}

const PROGRAMME_TEXT = JSON.stringify({ events: [{ title: 'Sinfoniekonzert', tags: ['klassik'] }] });

describe('SharedCache decoded answers', () => {
  it('decodes an answer once however often it is read while fresh or stale, and hands out one value', async () => {
    let clock = 0;
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock });
    const decoder = countingDecoder(programme);
    const load = async () => PROGRAMME_TEXT;
    const first = await cache.getOrLoad('events:/de', POLICY, load, decoder);
    const hits = await Promise.all(Array.from({ length: 5 }, () => cache.getOrLoad('events:/de', POLICY, load, decoder)));
    clock = 1200; // stale, within the grace: served as it is while the refresh runs
    const stale = await cache.getOrLoad('events:/de', POLICY, async () => new Promise<string>(() => {}), decoder);
    expect(decoder.calls).toBe(1);
    for (const hit of [...hits, stale]) expect(hit).toBe(first);
  });

  it('hands out values frozen at every depth', async () => {
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000 });
    const value = await cache.getOrLoad('events:/de', POLICY, async () => PROGRAMME_TEXT, countingDecoder(programme));
    const event = value.events[0];
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.events)).toBe(true);
    expect(Object.isFrozen(event)).toBe(true);
    expect(Object.isFrozen(event?.tags)).toBe(true);
    expect(() => value.events.push({ title: 'Zugabe', tags: [] })).toThrow(TypeError);
  });

  it('decodes once per decoder when different decoders read one key', async () => {
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000 });
    const full = countingDecoder(programme);
    const titles = countingDecoder((value) => programme(value).events.map((event) => event.title));
    let loads = 0;
    const load = async () => {
      loads += 1;
      return PROGRAMME_TEXT;
    };
    for (let round = 0; round < 3; round += 1) {
      expect((await cache.getOrLoad('events:/de', POLICY, load, full)).events).toHaveLength(1);
      expect(await cache.getOrLoad('events:/de', POLICY, load, titles)).toEqual(['Sinfoniekonzert']);
    }
    expect([loads, full.calls, titles.calls]).toEqual([1, 1, 1]);
  });

  it('keeps an answer from the remote store decoded: one decode for many reads', async () => {
    const data = new Map<string, string>();
    const bus = new Set<(prefixes: string[], from: RemoteCacheStore) => void>();
    const first = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, bus) });
    const second = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, bus) });
    await first.getOrLoad('events:/de', POLICY, async () => PROGRAMME_TEXT, countingDecoder(programme));
    const decoder = countingDecoder(programme);
    const unexpected = async (): Promise<string> => {
      throw new Error('the remote store has the answer');
    };
    const reads = await Promise.all(Array.from({ length: 4 }, () => second.getOrLoad('events:/de', POLICY, unexpected, decoder)));
    reads.push(await second.getOrLoad('events:/de', POLICY, unexpected, decoder));
    expect(decoder.calls).toBe(1);
    expect(reads.every((read) => read === reads[0])).toBe(true);
    expect(reads[0]).toEqual(JSON.parse(PROGRAMME_TEXT));
    // The remote store keeps the text format other processes read.
    expect(JSON.parse(data.get('up:events:/de') ?? '')).toMatchObject({ body: PROGRAMME_TEXT });
  });

  it('stores no answer its decoder rejects, here or in the remote store', async () => {
    const data = new Map<string, string>();
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, new Set()) });
    const decoder = countingDecoder(programme);
    let loads = 0;
    const malformed = async () => {
      loads += 1;
      return '{"no":"events"}';
    };
    await expect(cache.getOrLoad('events:/de', POLICY, malformed, decoder)).rejects.toThrow('not a programme');
    await expect(cache.getOrLoad('events:/de', POLICY, malformed, decoder)).rejects.toThrow('not a programme');
    expect(loads).toBe(2);
    expect(data.size).toBe(0);
  });

  it('keeps the stale answer when the refreshed one is rejected by its decoder', async () => {
    let clock = 0;
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock, logger: { warn: () => {} } });
    const decoder = countingDecoder(programme);
    const old = await cache.getOrLoad('events:/de', POLICY, async () => PROGRAMME_TEXT, decoder);
    clock = 1100;
    const refresh = deferred<string>();
    expect(await cache.getOrLoad('events:/de', POLICY, () => refresh.promise, decoder)).toBe(old);
    refresh.resolve('{"no":"events"}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.getOrLoad('events:/de', POLICY, async () => 'unexpected', decoder)).toBe(old);
  });

  it("bounds its size by the answers' text, not by their decoded values", async () => {
    // 2 × ("up:" + key + body) must fit in maxBytes: this body does not.
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 2 * (3 + 'k'.length + PROGRAMME_TEXT.length) - 1 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return PROGRAMME_TEXT;
    };
    await cache.getOrLoad('k', POLICY, load, countingDecoder(programme));
    await cache.getOrLoad('k', POLICY, load, countingDecoder(programme));
    expect(loads).toBe(2);
  });

  it('keeps no remote answer that arrived after an invalidation, and no reader joins that read afterwards', async () => {
    const data = new Map<string, string>([
      ['up:events:/de', JSON.stringify({ body: PROGRAMME_TEXT, freshUntil: Date.now() + 60_000, staleUntil: Date.now() + 60_000 })],
    ]);
    const gate = deferred<void>();
    // Redis has read the old answer; its reply arrives only after the invalidation.
    const slowRemote: RemoteCacheStore = {
      ...fakeRemote(data, new Set()),
      get: async (key) => {
        const value = data.get(key);
        await gate.promise;
        return value;
      },
    };
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: slowRemote });
    const unexpected = async (): Promise<string> => {
      throw new Error('the remote store has the answer');
    };
    const before = cache.getOrLoad('events:/de', POLICY, unexpected, countingDecoder(programme));
    await cache.invalidate('events:');
    // The invalidation emptied the remote store; a new reader must not get the read in flight.
    const after = cache.getOrLoad('events:/de', POLICY, async () => '{"events":[]}', countingDecoder(programme));
    gate.resolve();
    expect((await before).events).toHaveLength(1);
    expect((await after).events).toHaveLength(0);
  });
});
