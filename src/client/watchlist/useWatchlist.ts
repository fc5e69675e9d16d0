// The page's watchlist (watchlistStore.ts) for components. The server's render and hydration see
// 'pending' (the server cannot know what a browser keeps), so hydration matches what the server
// sent; the storage is read in a task of its own right after, and React renders the browser's list.
import { useSyncExternalStore } from 'react';
import { createWatchlistStore, PENDING, type WatchlistState, type WatchlistStore } from './watchlistStore';

let browserStore: WatchlistStore | undefined;

/** The browser's one store (never made on the server: there is no visitor's storage there). */
export function watchlistStore(): WatchlistStore {
  browserStore ??= createWatchlistStore(
    () => window.localStorage,
    window,
    (read) => setTimeout(read, 0),
  );
  return browserStore;
}

const onServer = () => PENDING;
const subscribe = (listener: () => void) => watchlistStore().subscribe(listener);
const snapshot = () => watchlistStore().getSnapshot();

export function useWatchlist(): WatchlistState {
  return useSyncExternalStore(subscribe, snapshot, onServer);
}
