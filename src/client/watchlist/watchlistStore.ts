// The watchlist (issue 10: the header's Favorites) as the browser keeps it: event ids in
// localStorage, without an account. One store per page, read by every star, the header's count
// and the watchlist screen through useSyncExternalStore, so they never disagree; other tabs'
// changes arrive through the storage event.
//
// Storage is not trusted: another version of the site, an extension or the visitor may have
// written anything under the key (it is read as far as it makes sense, sanitiseStoredIds), and
// storage may be missing or refuse writes (blocked site data, a full quota). The state says which,
// so the star can hide and the screen can explain.
import { MAX_WATCHLIST_EVENTS, sanitiseStoredIds } from '../../shared/watchlist/watchlistIds';

/** Versioned: a later shape gets a new key and reads this one once, instead of misreading it. */
export const WATCHLIST_STORAGE_KEY = 'aurelia-philharmonie.watchlist.v1';
const PROBE_KEY = 'aurelia-philharmonie.watchlist.probe';

export type WatchlistState =
  /** The server's render and hydration: what the browser keeps is not known yet. */
  | { status: 'pending' }
  /** This browser does not let the site keep data (or not any more). */
  | { status: 'unavailable' }
  | { status: 'ready'; ids: readonly string[] };

/** What a change did: the list changed, was full already, or could not be written. */
type WatchlistChange = 'added' | 'removed' | 'replaced' | 'unchanged' | 'full' | 'failed';

/** The parts of the Web Storage API the store uses. */
export type WatchlistStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface WatchlistStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WatchlistState;
  add(id: string): WatchlistChange;
  remove(id: string): WatchlistChange;
  toggle(id: string): WatchlistChange;
  /** Replaces the whole list (remove all, and undo of a removal). */
  replace(ids: readonly string[]): WatchlistChange;
}

export const PENDING: WatchlistState = { status: 'pending' };
const UNAVAILABLE: WatchlistState = { status: 'unavailable' };

/** The ids a stored text holds; malformed text is an empty list (it is overwritten by the next change). */
export function readStoredIds(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    return sanitiseStoredIds(JSON.parse(raw) as unknown);
  } catch {
    return [];
  }
}

/**
 * @param storage Gives the storage, or null when the browser has none; may throw (a browser that
 *   blocks site data throws on access to localStorage).
 * @param events Where the browser announces other tabs' changes (window's `storage` event).
 * @param firstReadLater Given, the first snapshot is 'pending' and the storage is first read in
 *   what this schedules (the browser: a task of its own, since a page's first use of localStorage
 *   waits for the browser to hand it over, which made hydration's effects one long task, issue
 *   20); a change reads it at once whenever it comes.
 */
export function createWatchlistStore(
  storage: () => WatchlistStorage | null,
  events: EventTarget | null,
  firstReadLater?: (read: () => void) => void,
): WatchlistStore {
  const listeners = new Set<() => void>();
  let opened = firstReadLater === undefined;
  let opening = false;
  let usable: WatchlistStorage | null | undefined;
  let lastRaw: string | null | undefined;
  let snapshot: WatchlistState = PENDING;

  /** Storage once, checked by writing: a browser may offer localStorage and refuse every write. */
  function usableStorage(): WatchlistStorage | null {
    if (usable !== undefined) return usable;
    try {
      const candidate = storage();
      candidate?.setItem(PROBE_KEY, '1');
      candidate?.removeItem(PROBE_KEY);
      usable = candidate;
    } catch {
      usable = null;
    }
    return usable;
  }

  /** The snapshot, 'pending' until the first read that firstReadLater scheduled has come. */
  function snapshotOrPending(): WatchlistState {
    if (opened) return read();
    if (!opening && firstReadLater) {
      opening = true;
      firstReadLater(() => {
        opened = true;
        notify();
      });
    }
    return PENDING;
  }

  function read(): WatchlistState {
    opened = true;
    const target = usableStorage();
    if (!target) return UNAVAILABLE;
    let raw: string | null;
    try {
      raw = target.getItem(WATCHLIST_STORAGE_KEY);
    } catch {
      return UNAVAILABLE;
    }
    // The same text is the same snapshot object: useSyncExternalStore compares by identity.
    if (raw !== lastRaw || snapshot.status !== 'ready') {
      lastRaw = raw;
      snapshot = { status: 'ready', ids: readStoredIds(raw) };
    }
    return snapshot;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function write(ids: readonly string[]): boolean {
    const target = usableStorage();
    if (!target) return false;
    try {
      if (ids.length === 0) target.removeItem(WATCHLIST_STORAGE_KEY);
      else target.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify(ids));
    } catch {
      return false;
    }
    notify();
    return true;
  }

  function current(): readonly string[] | null {
    const state = read();
    return state.status === 'ready' ? state.ids : null;
  }

  const onStorage = (event: Event) => {
    // Another tab changed our key, or cleared the whole storage (key null).
    const key = (event as StorageEvent).key;
    if (key === WATCHLIST_STORAGE_KEY || key === null) notify();
  };

  const store: WatchlistStore = {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: snapshotOrPending,
    add(id) {
      const ids = current();
      if (!ids) return 'failed';
      if (ids.includes(id)) return 'unchanged';
      if (ids.length >= MAX_WATCHLIST_EVENTS) return 'full';
      return write([...ids, id]) ? 'added' : 'failed';
    },
    remove(id) {
      const ids = current();
      if (!ids) return 'failed';
      if (!ids.includes(id)) return 'unchanged';
      return write(ids.filter((candidate) => candidate !== id)) ? 'removed' : 'failed';
    },
    toggle(id) {
      const ids = current();
      if (!ids) return 'failed';
      return ids.includes(id) ? store.remove(id) : store.add(id);
    },
    replace(ids) {
      if (!current()) return 'failed';
      return write(sanitiseStoredIds(ids)) ? 'replaced' : 'failed';
    },
  };
  return store;
}
