// Where a page's data comes from, behind the hooks every screen uses (useSuspenseQuery, useQuery,
// useMutation, useApollo in this folder): on the server, the gateway's schema executed in process
// (src/server/ssr/createServerDataSource.tsx); in the browser, the results the server streamed
// and, after hydration, Apollo Client (browserDataSource.ts). See docs/decisions/008.
import type { ApolloClient } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, useContext } from 'react';
import type { QueryResult, QueryStore } from './QueryStore';

/** How a query treats what is known already (Apollo Client's names for the ones the site uses). */
export type FetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only' | 'no-cache';

/** Apollo Client, once loaded, with the deep equality its chunk brings. */
export interface ApolloRuntime {
  client: ApolloClient;
  equal: (a: unknown, b: unknown) => boolean;
}

export interface DataSource {
  readonly store: QueryStore;
  /** True in the server's render: nothing is asked after it, and Apollo Client never loads there. */
  readonly onServer: boolean;
  /** Asks the query: the schema in process on the server, Apollo Client in the browser. */
  query<TData, TVariables extends object>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, fetchPolicy: FetchPolicy): Promise<QueryResult<TData>>;
  /** Apollo Client, loaded on first need (browser only; the server's source refuses). */
  apollo(): Promise<ApolloClient>;
  /**
   * Apollo Client with every mounted query watching its cache: the readers still waiting for
   * their turn (see onApolloLoaded) begin at once. For a mutation, a refetch or a read of the
   * cache, whose answer must reach every screen that shows the data: refetchQueries reaches only
   * queries Apollo watches, and a streamed result seeded after a mutation would write the older
   * data back. The same promise on every call.
   */
  apolloWatchingAll(): Promise<ApolloClient>;
  /** Apollo Client and its equality if it has loaded, else undefined (nothing is loaded by asking). */
  loadedApollo(): ApolloRuntime | undefined;
  /**
   * Calls `listener` once Apollo Client has loaded (at once if it has; the listeners waiting when
   * it loads are called one per task, in the order they came); returns how to stop waiting.
   */
  onApolloLoaded(listener: (runtime: ApolloRuntime) => void): () => void;
}

export const DataSourceContext = createContext<DataSource | null>(null);

export function useDataSource(): DataSource {
  const source = useContext(DataSourceContext);
  if (!source) throw new Error('No DataSourceContext: the app renders inside the data source its entry made');
  return source;
}
