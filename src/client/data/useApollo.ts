// For what the hooks do not cover (a query asked from an event handler, refetching the active
// queries after a login): Apollo Client itself, loaded on first need.
import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { useDataSource } from './DataSource';

/** A function that gives Apollo Client, loading it first if it has not loaded yet, with every mounted query watched. */
export function useApollo(): () => Promise<ApolloClient> {
  const source = useDataSource();
  return useCallback(() => source.apolloWatchingAll(), [source]);
}
