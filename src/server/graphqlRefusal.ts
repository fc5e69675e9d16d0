// The body of a request to /graphql that is refused before GraphQL reads it (bad JSON, too
// large, a request line Node's parser refuses): GraphQL's error shape, in the caller's language.
import { apiMessage, type ApiMessageKey } from '../graphql/apiMessage';
import type { Locale } from '../shared/locales';

function messageKeyOf(status: number): ApiMessageKey {
  if (status >= 500) return 'internal';
  if (status === 404) return 'notFound';
  if (status === 408) return 'requestTimeout';
  if (status === 413) return 'requestTooLarge';
  if (status === 431) return 'requestHeadersTooLarge';
  return 'badRequest';
}

export function graphqlRefusal(status: number, locale: Locale): { errors: { message: string; extensions: { code: string } }[] } {
  return {
    errors: [
      { message: apiMessage(locale, messageKeyOf(status)), extensions: { code: status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } },
    ],
  };
}

/** /graphql in any case, with or without a rest: what Express routes to Apollo. */
export function isGraphqlPath(target: string): boolean {
  return /^\/graphql(?:[/?]|$)/i.test(target);
}
