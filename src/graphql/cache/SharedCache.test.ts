import { describe, expect, it } from 'vitest';
import { SharedCache, type RemoteCacheStore } from './SharedCache';

const POLICY = { ttlMs: 1000, graceMs: 500 };

/** A remote store in memory, with a bus that several SharedCaches share like Redis pub/sub. */
function fakeRemote(data: Map<string, string>, bus: Set<(prefixes: string[], from: RemoteCacheStore) => void>): RemoteCacheStore {
  const listeners: ((prefixes: string[]) => void)[] = [];
  const store: RemoteCacheStore = {
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    delete: async (key) => void data.delete(key),
    deleteByPrefix: async (prefixes) => {
      for (const key of [...data.keys()]) if (prefixes.some((prefix) => key.startsWith(prefix))) data.delete(key);
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
    expect(await Promise.all([cache.getOrLoad('k', POLICY, load), cache.getOrLoad('k', POLICY, load)])).toEqual(['v1', 'v1']);
    clock = 999;
    expect(await cache.getOrLoad('k', POLICY, load)).toBe('v1');
    expect(loads).toBe(1);
  });

  it('serves the stale answer within the grace period while one background refresh runs', async () => {
    let clock = 0;
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock });
    await cache.getOrLoad('k', POLICY, async () => 'old');
    clock = 1200;
    const refresh = deferred<string>();
    let refreshes = 0;
    const load = () => {
      refreshes += 1;
      return refresh.promise;
    };
    expect(await cache.getOrLoad('k', POLICY, load)).toBe('old');
    expect(await cache.getOrLoad('k', POLICY, load)).toBe('old');
    expect(refreshes).toBe(1);
    refresh.resolve('new');
    await refresh.promise;
    await Promise.resolve();
    expect(await cache.getOrLoad('k', POLICY, async () => 'unexpected')).toBe('new');
  });

  it('keeps the stale answer after a failed refresh, but only until the grace period ends', async () => {
    let clock = 0;
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock, logger: { warn: () => {} } });
    await cache.getOrLoad('k', POLICY, async () => 'old');
    clock = 1100;
    const failing = async (): Promise<string> => {
      throw new Error('upstream down');
    };
    expect(await cache.getOrLoad('k', POLICY, failing)).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock = 1499;
    expect(await cache.getOrLoad('k', POLICY, failing)).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock = 1500;
    await expect(cache.getOrLoad('k', POLICY, failing)).rejects.toThrow('upstream down');
  });

  it('does not keep a failed load', async () => {
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000 });
    await expect(cache.getOrLoad('k', POLICY, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrLoad('k', POLICY, async () => 'ok')).toBe('ok');
  });

  it('drops invalidated prefixes and does not store an answer that was loading during the invalidation', async () => {
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000 });
    await cache.getOrLoad('events:/de', POLICY, async () => 'e1');
    await cache.getOrLoad('teasers:/de', POLICY, async () => 't1');
    const slow = deferred<string>();
    const started = deferred<void>();
    const loading = cache.getOrLoad('events:/en', POLICY, () => {
      started.resolve();
      return slow.promise;
    });
    await started.promise;
    await cache.invalidate('events:');
    slow.resolve('outdated');
    expect(await loading).toBe('outdated');
    expect(await cache.getOrLoad('events:/de', POLICY, async () => 'e2')).toBe('e2');
    expect(await cache.getOrLoad('events:/en', POLICY, async () => 'fresh')).toBe('fresh');
    expect(await cache.getOrLoad('teasers:/de', POLICY, async () => 't2')).toBe('t1');
  });

  it('shares answers through the remote store and invalidates every process through the bus', async () => {
    const data = new Map<string, string>();
    const bus = new Set<(prefixes: string[], from: RemoteCacheStore) => void>();
    const first = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, bus) });
    const second = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: fakeRemote(data, bus) });
    expect(await first.getOrLoad('events:/de', POLICY, async () => 'from first')).toBe('from first');
    expect(await second.getOrLoad('events:/de', POLICY, async () => 'from second')).toBe('from first');
    await first.invalidate(['events:']);
    expect(data.size).toBe(0);
    // second's own in-process copy went with the message, not only the remote one.
    expect(await second.getOrLoad('events:/de', POLICY, async () => 'reloaded')).toBe('reloaded');
  });

  it('keeps serving from the process when the remote store fails', async () => {
    const broken: RemoteCacheStore = {
      get: () => Promise.reject(new Error('redis down')),
      set: () => Promise.reject(new Error('redis down')),
      delete: () => Promise.reject(new Error('redis down')),
      deleteByPrefix: () => Promise.reject(new Error('redis down')),
      publishInvalidation: () => Promise.reject(new Error('redis down')),
      onInvalidation: () => {},
      close: async () => {},
    };
    const warnings: string[] = [];
    const cache = new SharedCache({ maxEntries: 10, maxBytes: 10_000, remote: broken, logger: { warn: (_o, message) => warnings.push(message) } });
    let loads = 0;
    expect(await cache.getOrLoad('k', POLICY, async () => `v${++loads}`)).toBe('v1');
    expect(await cache.getOrLoad('k', POLICY, async () => `v${++loads}`)).toBe('v1');
    expect(warnings.length).toBeGreaterThan(0);
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
