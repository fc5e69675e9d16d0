// A mutation, sent through Apollo Client (loaded on the first one if it has not been): its
// answer updates Apollo's cache, and through it every mounted query that shows the changed
// data. The part of Apollo Client's useMutation the site uses: `mutate` resolves with the
// answer and rejects with its errors (CombinedGraphQLErrors) or the failure.
import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataSource } from './DataSource';

export interface MutationState<TData> {
  loading: boolean;
  data: TData | undefined;
  error: Error | undefined;
}

/** The mutation's variables (the only option the site's visitors' mutations take). */
interface Options<TVariables> {
  variables?: TVariables;
}

export function useMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): [(options?: Options<TVariables>) => Promise<{ data?: TData | null | undefined }>, MutationState<TData>] {
  const source = useDataSource();
  const [state, setState] = useState<MutationState<TData>>({ loading: false, data: undefined, error: undefined });
  const mountedRef = useRef(true);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const mutate = useCallback(
    async (options: Options<TVariables> = {}) => {
      setState({ loading: true, data: undefined, error: undefined });
      try {
        const client = await source.apolloWatchingAll();
        // Apollo's options type its variables through a conditional type that a generic cannot meet.
        const mutation: ApolloClient.MutateOptions<TData, TVariables> = { mutation: document, variables: options.variables } as ApolloClient.MutateOptions<TData, TVariables>;
        const result = await client.mutate(mutation);
        if (mountedRef.current) setState({ loading: false, data: result.data ?? undefined, error: undefined });
        return result;
      } catch (error) {
        if (mountedRef.current) setState({ loading: false, data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
        throw error;
      }
    },
    [source, document],
  );
  return [mutate, state];
}
