import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisCacheStore } from '../../src/graphql/cache/RedisCacheStore';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('RedisCacheStore (set TEST_REDIS_URL to run)', () => {
  const keyPrefix = `test:store:${randomUUID()}:`;
  let first: RedisCacheStore;
  let second: RedisCacheStore;

  beforeAll(async () => {
    first = await RedisCacheStore.connect({ url: redisUrl ?? '', keyPrefix });
    second = await RedisCacheStore.connect({ url: redisUrl ?? '', keyPrefix });
  });

  afterAll(async () => {
    await first?.deleteByPrefix(['']);
    await Promise.all([first?.close(), second?.close()]);
  });

  it('stores values with a TTL that the other connection reads', async () => {
    await first.set('up:a', 'one', 60_000);
    expect(await second.get('up:a')).toBe('one');
    await first.set('up:short', 'gone soon', 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await second.get('up:short')).toBeUndefined();
  });

  it('deletes by prefix, taking glob characters in the prefix literally', async () => {
    await first.set('up:events:/de/?page=1', '1', 60_000);
    await first.set('up:events:/en/?page=1', '2', 60_000);
    await first.set('up:e*', '3', 60_000);
    await first.deleteByPrefix(['up:events:/de/', 'up:e*']);
    expect(await second.get('up:events:/de/?page=1')).toBeUndefined();
    expect(await second.get('up:e*')).toBeUndefined();
    expect(await second.get('up:events:/en/?page=1')).toBe('2');
  });

  it('refuses a write of an answer read before an invalidation that another store made since, and takes one read after it', async () => {
    const before = await first.generation();
    await second.deleteByPrefix(['up:redirects:']);
    const after = await first.generation();
    expect(after).not.toBe(before);
    expect(await first.setUnlessInvalidated('up:redirects:/de', 'old', 60_000, before)).toBe(false);
    expect(await second.get('up:redirects:/de')).toBeUndefined();
    expect(await first.setUnlessInvalidated('up:redirects:/de', 'new', 60_000, after)).toBe(true);
    expect(await second.get('up:redirects:/de')).toBe('new');
  });

  it('tells whether both connections are ready (the metrics show it): not at first, then yes, and a shutdown is no loss', async () => {
    const states: boolean[] = [];
    const store = await RedisCacheStore.connect({ url: redisUrl ?? '', keyPrefix, onConnection: (connected) => states.push(connected) });
    await expect.poll(() => states).toEqual([false, true]);
    await store.close();
    expect(states).toEqual([false, true]);
  });

  it('delivers an invalidation to the other stores, not back to the sender', async () => {
    const received: string[][] = [];
    const echoed: string[][] = [];
    second.onInvalidation((prefixes) => received.push(prefixes));
    first.onInvalidation((prefixes) => echoed.push(prefixes));
    await first.publishInvalidation(['teasers:']);
    await expect.poll(() => received).toEqual([['teasers:']]);
    expect(echoed).toEqual([]);
  });
});
