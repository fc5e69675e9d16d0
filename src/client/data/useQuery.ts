// A query the browser asks after the page has hydrated, without suspending: what one visitor
// sees that a shared render must not hold (the account menu, the login state), or what only an
// opened part needs (the calendar's days, the booking panel's live event). On the server and in
// the hydrating render it is loading, so both render the same; then it asks (through Apollo
// Client, which it loads if it has not). The part of Apollo Client's useQuery the site uses.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { FetchPolicy } from './DataSource';
import { useDataSource } from './DataSource';
import { GraphQLErrors } from './GraphQLErrors';
import { operationKey } from './operationKey';
import type { SkipToken } from './skipToken';
import { useApolloWatcher } from './useApolloWatcher';

export interface QueryOptions<TVariables> {
  variables?: TVariables;
  /** 'network-only' and 'no-cache' ask on every mount; 'cache-first' uses what the page has. */
  fetchPolicy?: FetchPolicy;
}

export interface QueryState<TData> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Asks again from the network; rejects when that fails (the shown answer stays). */
  refetch: () => Promise<unknown>;
}

const noop = () => () => {};

export function useQuery<TData, TVariables extends object>(document: TypedDocumentNode<TData, TVariables>, options: QueryOptions<TVariables> | SkipToken = {}): QueryState<TData> {
  const source = useDataSource();
  const skipped = typeof options === 'symbol';
  const variables = skipped ? undefined : options.variables;
  const fetchPolicy = skipped ? 'cache-first' : (options.fetchPolicy ?? 'cache-first');
  const key = operationKey(document, variables);
  const store = source.store;
  // The hydrating render reads the server's snapshot, nothing (the server asked nothing), so both
  // render loading; React renders again with what the store has once hydrated.
  const entry = useSyncExternalStore(
    useCallback((listener: () => void) => (skipped ? noop() : store.subscribe(key, listener)), [store, key, skipped]),
    () => (skipped ? undefined : store.get(key)),
    () => undefined,
  );
  useApolloWatcher(source, key, document, variables, fetchPolicy, !skipped && entry?.state === 'done');

  const ask = useCallback(
    () => store.load(key, () => source.query(document, (variables ?? {}) as TVariables, fetchPolicy === 'cache-first' ? 'cache-first' : 'network-only')),
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `key` encodes document and variables
    [source, store, key, fetchPolicy],
  );

  useEffect(() => {
    if (skipped) return;
    const known = store.get(key);
    // A live query asks on every mount unless what it has came fresh from the network just now.
    const live = fetchPolicy !== 'cache-first' && !store.claimFresh(key);
    if (known === undefined || (live && known.state !== 'pending')) {
      if (live && known?.state === 'done') store.delete(key);
      void ask();
    }
  }, [skipped, store, key, fetchPolicy, ask]);

  const refetch = useCallback(async () => {
    const result = await source.query(document, (variables ?? {}) as TVariables, 'network-only');
    store.set(key, result, true);
    if (result.errors?.length) throw new GraphQLErrors(result.errors);
    return result;
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `key` encodes document and variables
  }, [source, store, key]);

  if (skipped || entry === undefined || entry.state === 'pending') return { data: undefined, loading: !skipped, error: undefined, refetch };
  if (entry.state === 'failed') return { data: undefined, loading: false, error: entry.error instanceof Error ? entry.error : new Error(String(entry.error)), refetch };
  const error = entry.result.errors?.length ? new GraphQLErrors(entry.result.errors) : undefined;
  return { data: (entry.result.data ?? undefined) as TData | undefined, loading: false, error, refetch };
}
