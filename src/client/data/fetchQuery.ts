// A query sent without Apollo Client: the one fetch a page makes for a query it did not stream
// while Apollo Client has not loaded yet (browserDataSource.ts; docs/decisions/008).
import type { DocumentNode, GraphQLFormattedError } from 'graphql';
import { pageProgress } from '../navigation/progress';
import type { QueryResult } from './QueryStore';

/**
 * One query as the gateway takes it from Apollo Client (a POST of its text; the preflight header
 * its CSRF prevention asks for), with the progress bar running meanwhile (spec 000 §4). An answer
 * with errors returns them, as Apollo Client does with errorPolicy 'all'; what is no GraphQL
 * answer at all (the network, a proxy's error page) throws.
 */
export async function fetchQuery<TData>(query: string, operationName: string | undefined, variables: object): Promise<QueryResult<TData>> {
  const finish = pageProgress.start();
  let failed = true;
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ operationName, query, variables }),
      credentials: 'same-origin',
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!isGraphQLAnswer(answer)) throw new Error(`GraphQL request failed with status ${response.status}`);
    failed = Boolean(answer.errors?.length);
    return { data: (answer.data ?? undefined) as TData | undefined, errors: answer.errors?.length ? answer.errors : undefined };
  } finally {
    finish(failed);
  }
}

/** The operation's name, sent along as Apollo Client sends it (the gateway's logs and limits name operations by it). */
export function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if ('operation' in definition) return definition.name?.value;
  }
  return undefined;
}

function isGraphQLAnswer(value: unknown): value is { data?: unknown; errors?: GraphQLFormattedError[] } {
  if (typeof value !== 'object' || value === null) return false;
  const errors: unknown = Reflect.get(value, 'errors');
  return (errors === undefined || Array.isArray(errors)) && ('data' in value || Array.isArray(errors));
}
