// The results a page's queries gave, by operation key (operationKey.ts). On the server a render
// fills it as its queries resolve and streams each result into the page; in the browser it is
// filled from those scripts before hydration, so the first render reads what the server read
// without Apollo Client, and later from Apollo Client (src/client/data/browserDataSource.ts).
// Components read an entry through useSyncExternalStore and re-render when it changes.
import type { GraphQLFormattedError } from 'graphql';

export interface QueryResult<TData = unknown> {
  data?: TData | null | undefined;
  errors?: readonly GraphQLFormattedError[] | undefined;
}

export type StoreEntry =
  | { readonly state: 'done'; readonly result: QueryResult }
  | { readonly state: 'pending'; readonly promise: Promise<void> }
  | { readonly state: 'failed'; readonly error: unknown };

export interface QueryStoreOptions {
  /** Called with each answer that comes from the network (the server's stream writes it into the page). */
  onFresh?: (key: string, result: QueryResult) => void;
}

export class QueryStore {
  constructor(private readonly options: QueryStoreOptions = {}) {}

  private readonly entries = new Map<string, StoreEntry>();
  private readonly listeners = new Map<string, Set<() => void>>();
  /** Keys whose answer came from the network or the stream and no reader has claimed yet. */
  private readonly fresh = new Set<string>();

  get(key: string): StoreEntry | undefined {
    return this.entries.get(key);
  }

  /**
   * Keeps a result and tells the readers: `fresh` when it comes from the network or the stream
   * (a reader that wants a live answer takes it as that, once), not for the cache's newer answer.
   */
  set(key: string, result: QueryResult, fresh = false): void {
    if (fresh) {
      this.fresh.add(key);
      this.options.onFresh?.(key, result);
    }
    const entry = this.entries.get(key);
    if (entry?.state === 'done' && entry.result === result) return;
    this.entries.set(key, { state: 'done', result });
    this.notify(key);
  }

  /** Forgets an entry, so the next reader asks again (a network-only query that was left). */
  delete(key: string): void {
    if (this.entries.delete(key)) this.notify(key);
  }

  /**
   * Starts `run` for the key unless it is running already; the entry is pending until it
   * settles. The promise never rejects: a failure is kept in the entry for the reader to throw.
   */
  load(key: string, run: () => Promise<QueryResult>): Promise<void> {
    const entry = this.entries.get(key);
    if (entry?.state === 'pending') return entry.promise;
    const promise = run().then(
      (result) => {
        if (this.entries.get(key) === pending) this.set(key, result, true);
      },
      (error: unknown) => {
        if (this.entries.get(key) !== pending) return;
        this.entries.set(key, { state: 'failed', error });
        this.notify(key);
      },
    );
    const pending: StoreEntry = { state: 'pending', promise };
    this.entries.set(key, pending);
    return promise;
  }

  /** Whether the entry's answer is fresh from the network or the stream, and not any more for the next asker. */
  claimFresh(key: string): boolean {
    return this.fresh.delete(key);
  }

  subscribe(key: string, listener: () => void): () => void {
    let keyListeners = this.listeners.get(key);
    if (!keyListeners) {
      keyListeners = new Set();
      this.listeners.set(key, keyListeners);
    }
    keyListeners.add(listener);
    return () => {
      keyListeners.delete(listener);
      if (keyListeners.size === 0) this.listeners.delete(key);
    };
  }

  /** How many components read the key now. */
  readers(key: string): number {
    return this.listeners.get(key)?.size ?? 0;
  }

  private notify(key: string): void {
    // A copy: a listener may unsubscribe while it is told.
    for (const listener of Array.from(this.listeners.get(key) ?? [])) listener();
  }
}
