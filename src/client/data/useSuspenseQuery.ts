// A screen's data, suspending until it is there: the one way screens ask for what they show
// (docs/decisions/008). The first render of a page reads what the server streamed with it;
// later renders ask Apollo Client, which loads after hydration. Its options and answer are the
// part of Apollo Client's useSuspenseQuery the site uses, so a screen reads the same either way.
import type { ObservableQuery, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { FetchPolicy } from './DataSource';
import { useDataSource } from './DataSource';
import { GraphQLErrors } from './GraphQLErrors';
import { operationKey } from './operationKey';
import { useApolloWatcher } from './useApolloWatcher';

/** Another page of a list: another query or other variables, merged by the cache's policies. */
type FetchMoreOptions = ObservableQuery.FetchMoreOptions<unknown, OperationVariables, unknown, OperationVariables>;

export interface SuspenseQueryOptions<TVariables> {
  variables?: TVariables;
  /** Another entry for the same variables (a retry after a failure asks again). */
  queryKey?: readonly unknown[];
  /**
   * 'network-only' and 'no-cache': asked afresh on every visit (the entry is dropped when the
   * last reader unmounts); the streamed answer still serves the page it came with.
   */
  fetchPolicy?: FetchPolicy;
  /** 'all': an answer with errors is returned with them instead of thrown (its data may be partial). */
  errorPolicy?: 'none' | 'all';
}

export interface SuspenseQueryResult<TData> {
  data: TData;
  /**
   * Asks another page of the list (Apollo's cache policies merge it); waits for Apollo Client and
   * the query's watch, so it is for cached ('cache-first') lists, as the programme's.
   */
  fetchMore: (options: FetchMoreOptions) => Promise<unknown>;
}

/** With errorPolicy 'all' the answer's errors (or the failure) are returned, and the data may be missing. */
export interface SuspenseQueryResultWithErrors<TData> extends Omit<SuspenseQueryResult<TData>, 'data'> {
  data: TData | undefined;
  error: Error | undefined;
}

export function useSuspenseQuery<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  options: SuspenseQueryOptions<TVariables> & { errorPolicy: 'all' },
): SuspenseQueryResultWithErrors<TData>;
export function useSuspenseQuery<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: SuspenseQueryOptions<TVariables> & { errorPolicy?: 'none' },
): SuspenseQueryResult<TData>;
export function useSuspenseQuery<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  options: SuspenseQueryOptions<TVariables> = {},
): SuspenseQueryResultWithErrors<TData> {
  const source = useDataSource();
  const { variables, queryKey, fetchPolicy = 'cache-first', errorPolicy = 'none' } = options;
  const key = operationKey(document, variables, queryKey);
  const store = source.store;
  const entry = useSyncExternalStore(
    useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]),
    () => store.get(key),
    () => store.get(key),
  );
  const watcher = useApolloWatcher(source, key, document, variables, fetchPolicy, entry?.state === 'done');

  // 'cache-and-network': what is known shows at once, and an answer that is not fresh from the
  // network (one kept from an earlier visit) is asked again right after.
  const ready = entry?.state === 'done';
  useEffect(() => {
    if (fetchPolicy !== 'cache-and-network' || source.onServer || !ready || store.claimFresh(key)) return;
    void source.query(document, (variables ?? {}) as TVariables, 'network-only').then(
      (result) => store.set(key, result, false),
      () => {
        // The kept answer stays; the next visit asks again.
      },
    );
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once per key and mount: `key` encodes document and variables
  }, [source, store, key, fetchPolicy, ready]);

  // A query that must be fresh is forgotten when its last reader leaves, so the next visit asks.
  useEffect(() => {
    if ((fetchPolicy !== 'network-only' && fetchPolicy !== 'no-cache') || source.onServer) return undefined;
    return () => {
      queueMicrotask(() => {
        if (store.readers(key) === 0) store.delete(key);
      });
    };
  }, [source, store, key, fetchPolicy]);

  const fetchMore = useCallback(
    async (more: FetchMoreOptions) => (await watcher.observable()).fetchMore(more as never),
    [watcher],
  );

  if (entry === undefined) {
    // Suspends until the answer is there (React renders again then).
    // oxlint-disable-next-line typescript/only-throw-error -- Suspense: a thrown promise suspends the render until it settles
    throw store.load(key, () => source.query(document, (variables ?? {}) as TVariables, fetchPolicy));
  }
  // oxlint-disable-next-line typescript/only-throw-error -- Suspense: a thrown promise suspends the render until it settles
  if (entry.state === 'pending') throw entry.promise;
  if (entry.state === 'failed') {
    if (errorPolicy === 'none') throw entry.error;
    return { data: undefined, error: entry.error instanceof Error ? entry.error : new Error(String(entry.error)), fetchMore };
  }
  const errors = entry.result.errors?.length ? new GraphQLErrors(entry.result.errors) : undefined;
  if (errors && errorPolicy === 'none') throw errors;
  return { data: (entry.result.data ?? undefined) as TData | undefined, error: errors, fetchMore };
}
