// Upstream failures as GraphQL errors with codes; messages in the caller's language.
// Internals (paths, statuses, upstream bodies) are logged, never sent.
import { GraphQLError } from 'graphql';
import type { Locale } from '../shared/locales';
import { apiMessage, type ApiMessageKey, type MessageValues } from './apiMessage';
import { UpstreamError, type UpstreamFailure } from './sources/UpstreamError';

const CODES: Record<UpstreamFailure, string> = {
  unavailable: 'UPSTREAM_UNAVAILABLE',
  timeout: 'UPSTREAM_UNAVAILABLE',
  status: 'UPSTREAM_ERROR',
  invalid_payload: 'UPSTREAM_ERROR',
  not_found: 'NOT_FOUND',
  bad_request: 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
};

const MESSAGES: Record<UpstreamFailure, ApiMessageKey> = {
  unavailable: 'upstreamUnavailable',
  timeout: 'upstreamUnavailable',
  status: 'upstreamError',
  invalid_payload: 'upstreamError',
  not_found: 'notFound',
  bad_request: 'invalidInput',
  unauthenticated: 'unauthenticated',
};

export function toGraphQLError(error: unknown, locale: Locale): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof UpstreamError) {
    const code = CODES[error.failure];
    return new GraphQLError(apiMessage(locale, MESSAGES[error.failure]), {
      originalError: error,
      extensions: { code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
    });
  }
  return new GraphQLError(apiMessage(locale, 'internal'), {
    originalError: error instanceof Error ? error : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** Runs an upstream call and turns its failure into a GraphQL error in the caller's language. */
export async function fromUpstream<T>(locale: Locale, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGraphQLError(error, locale);
  }
}

/** A user mistake in a GraphQL argument: BAD_USER_INPUT with the argument's path. */
export function badUserInput(field: string, locale: Locale, key: ApiMessageKey, values: MessageValues = {}): GraphQLError {
  return new GraphQLError(apiMessage(locale, key, values), { extensions: { code: 'BAD_USER_INPUT', field } });
}
