import { describe, expect, it, vi } from 'vitest';
import { MAX_WATCHLIST_EVENTS } from '../../shared/watchlist/watchlistIds';
import { createWatchlistStore, readStoredIds, WATCHLIST_STORAGE_KEY, type WatchlistStorage } from './watchlistStore';

/** Web Storage's behaviour in memory (Node has no localStorage); can refuse writes like a full quota. */
class MemoryStorage implements WatchlistStorage {
  readonly items = new Map<string, string>();
  refuseWrites = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

function storageEvent(key: string | null): Event {
  return Object.assign(new Event('storage'), { key });
}

function setUp(initial?: string) {
  const storage = new MemoryStorage();
  if (initial !== undefined) storage.items.set(WATCHLIST_STORAGE_KEY, initial);
  const events = new EventTarget();
  const store = createWatchlistStore(() => storage, events);
  return { storage, events, store };
}

describe('watchlist store', () => {
  it('starts empty, adds, removes and toggles ids, and keeps them under its versioned key', () => {
    const { storage, store } = setUp();
    expect(store.getSnapshot()).toEqual({ status: 'ready', ids: [] });
    expect(store.add('12')).toBe('added');
    expect(store.add('34')).toBe('added');
    expect(store.add('12')).toBe('unchanged');
    expect(JSON.parse(storage.getItem(WATCHLIST_STORAGE_KEY) ?? '')).toEqual(['12', '34']);
    expect(store.toggle('12')).toBe('removed');
    expect(store.toggle('56')).toBe('added');
    expect(store.getSnapshot()).toEqual({ status: 'ready', ids: ['34', '56'] });
    expect(store.remove('99')).toBe('unchanged');
    expect(store.replace([])).toBe('replaced');
    expect(storage.getItem(WATCHLIST_STORAGE_KEY)).toBeNull();
  });

  it('returns the same snapshot while the stored text is the same (useSyncExternalStore compares by identity)', () => {
    const { store } = setUp('["1"]');
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.add('2');
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(store.getSnapshot()).toBe(second);
  });

  it('reads malformed content as far as it makes sense and overwrites it with the next change', () => {
    expect(readStoredIds('not json')).toEqual([]);
    expect(readStoredIds('{"ids":["1"]}')).toEqual([]);
    expect(readStoredIds('["1", 2, "x", "1", null, "-3"]')).toEqual(['1', '2']);
    const { storage, store } = setUp('{broken');
    expect(store.getSnapshot()).toEqual({ status: 'ready', ids: [] });
    expect(store.add('7')).toBe('added');
    expect(storage.getItem(WATCHLIST_STORAGE_KEY)).toBe('["7"]');
  });

  it('holds at most the cap of events', () => {
    const ids = Array.from({ length: MAX_WATCHLIST_EVENTS }, (_, index) => String(index + 1));
    const { store } = setUp(JSON.stringify(ids));
    expect(store.add('999')).toBe('full');
    expect(store.getSnapshot()).toEqual({ status: 'ready', ids });
    expect(store.remove('1')).toBe('removed');
    expect(store.add('999')).toBe('added');
  });

  it('is unavailable when the browser blocks storage or refuses every write', () => {
    const blocked = createWatchlistStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, null);
    expect(blocked.getSnapshot()).toEqual({ status: 'unavailable' });
    expect(blocked.toggle('1')).toBe('failed');
    expect(createWatchlistStore(() => null, null).getSnapshot()).toEqual({ status: 'unavailable' });
    const readOnly = new MemoryStorage();
    readOnly.refuseWrites = true;
    expect(createWatchlistStore(() => readOnly, null).getSnapshot()).toEqual({ status: 'unavailable' });
  });

  it('says so when a write fails later (a full quota) and keeps the list as it was', () => {
    const { storage, store } = setUp('["1"]');
    expect(store.getSnapshot()).toEqual({ status: 'ready', ids: ['1'] });
    storage.refuseWrites = true;
    expect(store.add('2')).toBe('failed');
    expect(store.getSnapshot()).toEqual({ status: 'ready', ids: ['1'] });
  });

  it('tells its subscribers about its own changes and other tabs’ changes to its key, and stops listening when the last one leaves', () => {
    const { storage, events, store } = setUp();
    const listener = vi.fn();
    const add = vi.spyOn(events, 'addEventListener');
    const remove = vi.spyOn(events, 'removeEventListener');
    const unsubscribe = store.subscribe(listener);
    store.add('5');
    expect(listener).toHaveBeenCalledTimes(1);
    // Another tab writes: the storage changes underneath and the browser fires the event here.
    storage.items.set(WATCHLIST_STORAGE_KEY, '["5","6"]');
    events.dispatchEvent(storageEvent(WATCHLIST_STORAGE_KEY));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual({ status: 'ready', ids: ['5', '6'] });
    events.dispatchEvent(storageEvent('some-other-key'));
    expect(listener).toHaveBeenCalledTimes(2);
    // storage.clear() in another tab: key null.
    storage.items.clear();
    events.dispatchEvent(storageEvent(null));
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot()).toEqual({ status: 'ready', ids: [] });
    expect(add).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(remove).toHaveBeenCalledTimes(1);
    events.dispatchEvent(storageEvent(WATCHLIST_STORAGE_KEY));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('with a first read later: pending, the storage untouched, until the scheduled read; then ready and told once', () => {
    const storage = new MemoryStorage();
    storage.items.set(WATCHLIST_STORAGE_KEY, '["7"]');
    const reads = vi.spyOn(storage, 'getItem');
    const scheduled: (() => void)[] = [];
    const store = createWatchlistStore(
      () => storage,
      null,
      (read) => scheduled.push(read),
    );
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toEqual({ status: 'pending' });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    expect(scheduled).toHaveLength(1);
    expect(reads).not.toHaveBeenCalled();
    scheduled[0]!();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ status: 'ready', ids: ['7'] });
  });

  it('with a first read later: a change before it reads the storage at once', () => {
    const storage = new MemoryStorage();
    storage.items.set(WATCHLIST_STORAGE_KEY, '["7"]');
    const store = createWatchlistStore(
      () => storage,
      null,
      () => undefined,
    );
    expect(store.getSnapshot()).toEqual({ status: 'pending' });
    expect(store.toggle('8')).toBe('added');
    expect(store.getSnapshot()).toEqual({ status: 'ready', ids: ['7', '8'] });
  });
});
