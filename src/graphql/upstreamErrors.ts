// Upstream failures as GraphQL errors with codes; messages in the caller's language.
// Internals (paths, statuses, upstream bodies) are logged, never sent.
import { GraphQLError } from 'graphql';
import type { Locale } from '../shared/locales';
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

const MESSAGES: Record<string, Record<Locale, string>> = {
  UPSTREAM_UNAVAILABLE: {
    de: 'Der Inhaltsdienst ist gerade nicht erreichbar.',
    en: 'The content service cannot be reached right now.',
  },
  UPSTREAM_ERROR: {
    de: 'Der Inhaltsdienst hat eine ungültige Antwort gegeben.',
    en: 'The content service gave an invalid answer.',
  },
  NOT_FOUND: { de: 'Nicht gefunden.', en: 'Not found.' },
  BAD_USER_INPUT: { de: 'Ungültige Eingabe.', en: 'Invalid input.' },
  UNAUTHENTICATED: { de: 'Bitte melden Sie sich an.', en: 'Please log in.' },
};

export function toGraphQLError(error: unknown, locale: Locale): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof UpstreamError) {
    const code = CODES[error.failure];
    return new GraphQLError(MESSAGES[code]?.[locale] ?? code, {
      originalError: error,
      extensions: { code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
    });
  }
  return new GraphQLError(locale === 'de' ? 'Interner Fehler.' : 'Internal error.', {
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
export function badUserInput(field: string, messages: Record<Locale, string>, locale: Locale): GraphQLError {
  return new GraphQLError(messages[locale], { extensions: { code: 'BAD_USER_INPUT', field } });
}
