import { describe, expect, it } from 'vitest';
import { LruStore } from './LruStore';

const textLength = (value: string) => value.length;

describe('LruStore', () => {
  it('serves a value until its TTL has passed, then forgets it', () => {
    let clock = 0;
    const store = new LruStore({ maxEntries: 10, maxBytes: 10_000, lengthOf: textLength, now: () => clock });
    store.set('a', 'one', 1000);
    clock = 999;
    expect(store.get('a')).toBe('one');
    clock = 1000;
    expect(store.get('a')).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.totalBytes).toBe(0);
  });

  it('evicts the least recently used entry when the entry bound is reached', () => {
    const store = new LruStore({ maxEntries: 2, maxBytes: 10_000, lengthOf: textLength });
    store.set('a', '1', 1000);
    store.set('b', '2', 1000);
    expect(store.get('a')).toBe('1');
    store.set('c', '3', 1000);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe('1');
    expect(store.get('c')).toBe('3');
  });

  it('evicts by size so the byte bound holds, and refuses a value larger than the bound', () => {
    const store = new LruStore({ maxEntries: 100, maxBytes: 40, lengthOf: textLength });
    store.set('a', 'x'.repeat(9), 1000); // 2 × 10 = 20 bytes
    store.set('b', 'y'.repeat(9), 1000);
    expect(store.totalBytes).toBe(40);
    store.set('c', 'z'.repeat(9), 1000);
    expect(store.get('a')).toBeUndefined();
    expect(store.totalBytes).toBeLessThanOrEqual(40);
    store.set('huge', 'h'.repeat(100), 1000);
    expect(store.get('huge')).toBeUndefined();
    expect(store.get('c')).toBe('z'.repeat(9));
  });

  it('replaces a value under the same key without counting it twice', () => {
    const store = new LruStore({ maxEntries: 10, maxBytes: 10_000, lengthOf: textLength });
    store.set('a', '12', 1000);
    store.set('a', '34', 1000);
    expect(store.size).toBe(1);
    expect(store.totalBytes).toBe(6);
    expect(store.get('a')).toBe('34');
  });

  it('deletes every key that starts with one of the given prefixes', () => {
    const store = new LruStore({ maxEntries: 10, maxBytes: 10_000, lengthOf: textLength });
    store.set('events:/de/1', '1', 1000);
    store.set('events:/en/1', '2', 1000);
    store.set('teasers:/de', '3', 1000);
    store.set('settings:/x', '4', 1000);
    expect(store.deleteByPrefix(['events:/de', 'teasers:'])).toBe(2);
    expect(store.get('events:/en/1')).toBe('2');
    expect(store.get('settings:/x')).toBe('4');
    expect(store.get('teasers:/de')).toBeUndefined();
  });

  it('counts the text a value stands for, as its lengthOf says, not the value itself', () => {
    const store = new LruStore<{ body: string; decoded: object }>({ maxEntries: 10, maxBytes: 40, lengthOf: (value) => value.body.length });
    store.set('a', { body: 'x'.repeat(9), decoded: { large: 'y'.repeat(1000) } }, 1000);
    expect(store.totalBytes).toBe(20);
    store.set('b', { body: 'x'.repeat(20), decoded: {} }, 1000);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.body).toBe('x'.repeat(9));
  });
});
