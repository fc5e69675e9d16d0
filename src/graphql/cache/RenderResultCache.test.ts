import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RenderResultCache } from './RenderResultCache';

const PROGRAMME = parse('query Programme($locale: Locale!) { events(locale: $locale) { id } }');
const OPTIONS = parse('query Options { options { id } }');

function cacheAt(clock: { now: number }, ttlMs = 1000) {
  return new RenderResultCache({ ttlMs, maxEntries: 10, maxBytes: 100_000, now: () => clock.now });
}

describe('RenderResultCache', () => {
  it('reuses a complete result for the same document and variables, in any key order, until its TTL', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    const key = cache.keyOf(PROGRAMME, { locale: 'DE', filter: { room: '1', genre: '2' } });
    cache.set(key, { data: { events: [{ id: '1' }] } }, cache.begin());
    expect(cache.keyOf(PROGRAMME, { filter: { genre: '2', room: '1' }, locale: 'DE' })).toBe(key);
    expect(cache.get(key)?.result).toEqual({ data: { events: [{ id: '1' }] } });
    expect(cache.get(key)?.json).toBe('{"data":{"events":[{"id":"1"}]}}');
    clock.now = 999;
    expect(cache.get(key)).toBeDefined();
    clock.now = 1000;
    expect(cache.get(key)).toBeUndefined();
  });

  it('tells documents and variables apart', () => {
    const cache = cacheAt({ now: 0 });
    const keys = new Set([
      cache.keyOf(PROGRAMME, { locale: 'DE' }),
      cache.keyOf(PROGRAMME, { locale: 'EN' }),
      cache.keyOf(OPTIONS, { locale: 'DE' }),
      cache.keyOf(PROGRAMME, { locale: 'DE', filter: {} }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('keeps no result with errors or without data', () => {
    const cache = cacheAt({ now: 0 });
    const key = cache.keyOf(PROGRAMME, { locale: 'DE' });
    expect(cache.set(key, { data: { events: null }, errors: [{ message: 'upstream down' }] }, cache.begin())).toBeUndefined();
    expect(cache.set(key, { errors: [{ message: 'bad variables' }] }, cache.begin())).toBeUndefined();
    expect(cache.get(key)).toBeUndefined();
  });

  it('hands out frozen results: one render cannot change what the next one reads', () => {
    const cache = cacheAt({ now: 0 });
    const key = cache.keyOf(PROGRAMME, { locale: 'DE' });
    const kept = cache.set(key, { data: { events: [{ id: '1' }] } }, cache.begin());
    expect(Object.isFrozen(kept?.result)).toBe(true);
    expect(() => {
      (kept!.result.data as { events: { id: string }[] }).events.push({ id: '2' });
    }).toThrow(TypeError);
  });

  it('drops everything on clear, and does not keep a result whose execution began before it', () => {
    const cache = cacheAt({ now: 0 });
    const key = cache.keyOf(PROGRAMME, { locale: 'DE' });
    cache.set(key, { data: { events: [] } }, cache.begin());
    const begunAt = cache.begin();
    cache.clear();
    expect(cache.get(key)).toBeUndefined();
    expect(cache.set(key, { data: { events: [{ id: 'stale' }] } }, begunAt)).toBeUndefined();
    expect(cache.get(key)).toBeUndefined();
    expect(cache.set(key, { data: { events: [{ id: 'fresh' }] } }, cache.begin())).toBeDefined();
  });

  it('lets concurrent renders join one execution, and a failed one is not kept', async () => {
    const cache = cacheAt({ now: 0 });
    const key = cache.keyOf(PROGRAMME, { locale: 'DE' });
    let executions = 0;
    let finish: (value: { data: unknown }) => void = () => {};
    const execute = () => {
      executions += 1;
      return new Promise<{ data: unknown }>((resolve) => (finish = resolve));
    };
    const first = cache.execute(key, execute);
    const second = cache.execute(key, execute);
    finish({ data: { events: [{ id: '1' }] } });
    expect(await first).toEqual({ data: { events: [{ id: '1' }] } });
    expect(await second).toBe(await first);
    expect(executions).toBe(1);
    expect(cache.get(key)?.result).toBe(await first);

    const failingKey = cache.keyOf(PROGRAMME, { locale: 'EN' });
    await expect(cache.execute(failingKey, () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
    expect(cache.get(failingKey)).toBeUndefined();
    // Nothing is left running: the next render executes again.
    expect(await cache.execute(failingKey, () => Promise.resolve({ data: { events: [] } }))).toEqual({ data: { events: [] } });
  });

  it('does not let a render join an execution begun before a clear', async () => {
    const cache = cacheAt({ now: 0 });
    const key = cache.keyOf(PROGRAMME, { locale: 'DE' });
    let finishOld: (value: { data: unknown }) => void = () => {};
    const old = cache.execute(key, () => new Promise((resolve) => (finishOld = resolve)));
    cache.clear();
    const fresh = cache.execute(key, () => Promise.resolve({ data: { events: [{ id: 'fresh' }] } }));
    finishOld({ data: { events: [{ id: 'stale' }] } });
    expect(await fresh).toEqual({ data: { events: [{ id: 'fresh' }] } });
    expect(await old).toEqual({ data: { events: [{ id: 'stale' }] } });
    expect(cache.get(key)?.result).toEqual({ data: { events: [{ id: 'fresh' }] } });
  });
});
