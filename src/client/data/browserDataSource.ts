// The browser's data source: the store filled from the results the server streamed with the
// page, so hydration reads them without Apollo Client; Apollo Client's files are fetched when the
// browser is idle after the page's load, and it loads when something needs it (a query the page
// did not stream, a mutation, fetchMore). Its cache starts empty and takes each streamed result when
// the component that reads it begins to watch it (useApolloWatcher.ts). See docs/decisions/008.
import type { ApolloClient } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ApolloRuntime, DataSource, FetchPolicy } from './DataSource';
import { fetchQuery, operationNameOf } from './fetchQuery';
import { graphQLErrorsOf } from './GraphQLErrors';
import { QueryStore, type QueryResult } from './QueryStore';
import { receiveStreamedResults } from './streamedResults';
import { whenIdle } from '../whenIdle';

export function createBrowserDataSource(): DataSource {
  const store = new QueryStore();
  receiveStreamedResults(store);
  let loaded: ApolloRuntime | undefined;
  let loading: Promise<ApolloClient> | undefined;
  const listeners = new Set<(runtime: ApolloRuntime) => void>();

  // Each reader waiting for the client (a mounted query, useApolloWatcher.ts) gets it in a task of
  // its own: seeding the cache with a streamed result and starting the watch takes a few
  // milliseconds per query on a phone, and a page has a dozen; in one task that was a long task
  // right after the page's load. A reader that leaves before its turn is not handed anything.
  const handOverInTurns = (runtime: ApolloRuntime): void => {
    const [next] = listeners;
    if (!next) return;
    listeners.delete(next);
    next(runtime);
    if (listeners.size > 0) inNextTask(() => handOverInTurns(runtime));
  };

  const handOverAll = (runtime: ApolloRuntime): void => {
    for (const listener of Array.from(listeners)) {
      listeners.delete(listener);
      listener(runtime);
    }
  };

  const apollo = (): Promise<ApolloClient> => {
    loading ??= import('./createApolloClient').then(
      ({ createApolloRuntime }) => {
        const runtime = createApolloRuntime();
        loaded = runtime;
        handOverInTurns(runtime);
        return runtime.client;
      },
      (error: unknown) => {
        // The chunk did not load: the next need tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  let watchingAll: Promise<ApolloClient> | undefined;
  const apolloWatchingAll = (): Promise<ApolloClient> => {
    watchingAll ??= apollo().then(
      (client) => {
        if (loaded) handOverAll(loaded);
        return client;
      },
      (error: unknown) => {
        watchingAll = undefined;
        throw error;
      },
    );
    return watchingAll;
  };

  return {
    store,
    onServer: false,
    apollo,
    apolloWatchingAll,
    loadedApollo: () => loaded,
    onApolloLoaded(listener) {
      if (loaded) {
        listener(loaded);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async query<TData, TVariables extends object>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, fetchPolicy: FetchPolicy): Promise<QueryResult<TData>> {
      // What a page asks by itself after hydration (the visitor's account) waits for the page to
      // have loaded, unless the visitor acts first: the page's own bytes go first.
      await pageLoadedOrTouched();
      // Before Apollo Client has loaded, a query whose document carries its text is one fetch:
      // a page that only reads (the cart, a booking panel's prices, the visitor's account) never
      // evaluates Apollo Client for it. Its watcher hands the answer to Apollo's cache once Apollo
      // Client loads (useApolloWatcher.ts), as it does a streamed result.
      const text = document.loc?.source.body;
      if (!loaded && text) return fetchQuery<TData>(text, operationNameOf(document), variables);
      const client = await apollo();
      try {
        const result = await client.query({
          query: document,
          variables,
          fetchPolicy: fetchPolicy === 'cache-and-network' ? 'network-only' : fetchPolicy,
          // The answer's errors travel in the result, as the server's do; the hook decides.
          errorPolicy: 'all',
        });
        const errors = graphQLErrorsOf(result.error);
        if (result.error && !errors) throw result.error instanceof Error ? result.error : new Error(result.error.message);
        return { data: result.data, errors: errors ?? undefined };
      } catch (error) {
        const errors = graphQLErrorsOf(error);
        if (errors) return { data: undefined, errors };
        throw error;
      }
    },
  };
}

/** Runs `work` in a task of its own, after what is queued (a message is not clamped as a timer is). */
function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}

let pageReady: Promise<void> | undefined;

/** Resolves at the page's load event, or at the visitor's first pointer or key press if that comes first. */
function pageLoadedOrTouched(): Promise<void> {
  pageReady ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') {
      resolve();
      return;
    }
    const done = () => {
      window.removeEventListener('load', done);
      window.removeEventListener('pointerdown', done, true);
      window.removeEventListener('keydown', done, true);
      resolve();
    };
    window.addEventListener('load', done);
    window.addEventListener('pointerdown', done, true);
    window.addEventListener('keydown', done, true);
  });
  return pageReady;
}

/**
 * Fetches Apollo Client's files once the page has loaded and the browser is idle, into the HTTP
 * cache only: evaluating them (with the cache taking each streamed result) is a long task on a
 * phone (about 100 ms on a desktop), which a visitor who only reads never needs. A filter, the
 * next page, a client navigation, a mutation or a query the page did not stream loads it then
 * (DataSource.apollo), from the cache.
 */
export function prefetchWhenIdle(files: readonly string[]): void {
  whenIdle(() => {
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    }
  });
}
