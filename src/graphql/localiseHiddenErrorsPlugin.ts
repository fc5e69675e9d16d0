// In production an unexpected error's own text is hidden (formatGatewayError). Apollo's
// formatError knows nothing of the request, so the words that replace it are chosen here, once
// the response is known: the language of the operation's `locale` variable, else of the
// request's Accept-Language, from the shared tables.
import type { ApolloServerPlugin } from '@apollo/server';
import { fromGraphQLLocale } from '../shared/graphqlLocale';
import { decideLocaleFromAcceptLanguage, type Locale } from '../shared/locales';
import { apiMessage } from './apiMessage';

/** The placeholder formatGatewayError leaves where an internal message was. */
export const HIDDEN_ERROR_MESSAGE = 'INTERNAL_SERVER_ERROR';

export function localiseHiddenErrorsPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const { errors } = response.body.singleResult;
          if (!errors.some((error) => error.message === HIDDEN_ERROR_MESSAGE)) return;
          // Variables are whatever the client sent: unknown until narrowed to the enum's two values.
          const variable: unknown = request.variables?.locale;
          const locale: Locale =
            variable === 'DE' || variable === 'EN'
              ? fromGraphQLLocale(variable)
              : decideLocaleFromAcceptLanguage(request.http?.headers.get('accept-language') ?? undefined);
          const message = apiMessage(locale, 'internal');
          response.body.singleResult.errors = errors.map((error) =>
            error.message === HIDDEN_ERROR_MESSAGE ? { ...error, message } : error,
          );
        },
      };
    },
  };
}
