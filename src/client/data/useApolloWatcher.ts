// Once Apollo Client has loaded, a mounted reader of a query keeps its store entry in step with
// Apollo's normalised cache: what a mutation, a refetch or another query changes there reaches
// the screen, as it did when the screens used Apollo's hooks. The streamed result is written
// into the cache first (the cache starts empty), so watching asks the network for nothing.
import type { ObservableQuery, OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ApolloRuntime, DataSource, FetchPolicy } from './DataSource';

export interface Watcher {
  /** The ObservableQuery behind the entry, for fetchMore and refetch; waits for Apollo Client. */
  observable(): Promise<ObservableQuery>;
}

/**
 * Watches `document` with `variables` while the component is mounted and Apollo Client is there;
 * a 'no-cache' query has nothing in the cache to follow and is not watched.
 */
export function useApolloWatcher<TData, TVariables extends object>(
  source: DataSource,
  key: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
  fetchPolicy: FetchPolicy,
  enabled: boolean,
): Watcher {
  const current = useRef<{ key: string; observable: ObservableQuery } | null>(null);
  const waiting = useRef<((observable: ObservableQuery) => void)[]>([]);
  /** Begins the watch now if Apollo Client is there (a caller waits for it), else does nothing. */
  const beginNow = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled || source.onServer || fetchPolicy === 'no-cache') return undefined;
    let stop: (() => void) | undefined;
    const begin = (runtime: ApolloRuntime) => {
      if (stop) return;
      const observable = watch(runtime, source, key, document, variables);
      current.current = { key, observable: observable.query };
      for (const resolve of waiting.current.splice(0)) resolve(observable.query);
      stop = observable.stop;
    };
    // Begins when Apollo Client hands itself over (after the page's load, one reader per task) ...
    const stopWaiting = source.onApolloLoaded(begin);
    // ... or at once when someone needs the query's ObservableQuery before its turn (fetchMore).
    beginNow.current = () => {
      const runtime = source.loadedApollo();
      if (!runtime) return;
      stopWaiting();
      begin(runtime);
    };
    return () => {
      stopWaiting();
      stop?.();
      current.current = null;
      beginNow.current = () => {};
    };
    // The variables are part of the key: a change of key is a change of variables.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- keyed by `key`, which encodes document and variables
  }, [source, key, fetchPolicy, enabled]);

  const observable = useCallback((): Promise<ObservableQuery> => {
    const known = current.current;
    if (known?.key === key) return Promise.resolve(known.observable);
    // Asked before the watch began: load Apollo Client if need be, then begin without waiting for this reader's turn.
    const asked = new Promise<ObservableQuery>((resolve) => waiting.current.push(resolve));
    void source.apollo().then(
      () => beginNow.current(),
      () => {},
    );
    return asked;
  }, [source, key]);
  return useMemo(() => ({ observable }), [observable]);
}

function watch({ client, equal }: ApolloRuntime, source: DataSource, key: string, typedDocument: DocumentNode, variables: object | undefined): { query: ObservableQuery; stop: () => void } {
  const query = typedDocument;
  const vars = variables as OperationVariables | undefined;
  const entry = source.store.get(key);
  if (entry?.state === 'done' && entry.result.data && !entry.result.errors?.length) {
    // Only when the cache does not hold it complete already (a result Apollo itself fetched does).
    const cached = client.cache.readQuery({ query, variables: vars });
    if (cached === null) client.cache.writeQuery({ query, variables: vars, data: entry.result.data });
  }
  const observable = client.watchQuery({ query, variables: vars, fetchPolicy: 'cache-first', notifyOnNetworkStatusChange: false });
  const subscription = observable.subscribe({
    next(result) {
      if (result.data === undefined || result.dataState !== 'complete') return;
      // The same answer again (the cache's copy of what the store holds): nothing changed.
      const current = source.store.get(key);
      if (current?.state === 'done' && !current.result.errors?.length && equal(current.result.data, result.data)) return;
      source.store.set(key, { data: result.data });
    },
    error() {
      // A failed refetch is the caller's to show (refetch rejects); the entry keeps what it had.
    },
  });
  return { query: observable, stop: () => subscription.unsubscribe() };
}
