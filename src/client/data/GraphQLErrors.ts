// The errors a GraphQL answer carried, as one Error a boundary can catch and a screen can read:
// thrown by the data hooks for an answer with errors, the way Apollo Client's CombinedGraphQLErrors
// is (the browser may not have Apollo Client loaded to make one).
import type { GraphQLFormattedError } from 'graphql';

export class GraphQLErrors extends Error {
  override readonly name = 'GraphQLErrors';

  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors.map((error) => error.message).join('\n') || 'GraphQL error');
  }
}

/**
 * The GraphQL errors behind `error` when it is an answer's errors: ours (GraphQLErrors) or Apollo
 * Client's CombinedGraphQLErrors (from a mutation), told apart by name so that asking loads nothing.
 */
export function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] | null {
  if (!(error instanceof Error) || (error.name !== 'GraphQLErrors' && error.name !== 'CombinedGraphQLErrors')) return null;
  const errors: unknown = Reflect.get(error, 'errors');
  return Array.isArray(errors) ? (errors as GraphQLFormattedError[]) : null;
}

/** Whether `error` is an answer's errors one of which has the code (`NOT_FOUND`, `BAD_USER_INPUT`). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return graphQLErrorsOf(error)?.some((entry) => entry.extensions?.code === code) ?? false;
}
