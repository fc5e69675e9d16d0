// Reports the GraphQL errors of /graphql that are ours, not the caller's: anything but a
// mistake in the request (spec 000 §8). Page renders execute the schema without Apollo Server;
// their errors are reported by the render (src/server/ssr/renderPage.tsx).
import type { ApolloServerPlugin } from '@apollo/server';
import type { ErrorReporter } from '../shared/ErrorReporter';
import { isCallerError } from './errorCodes';
import type { GatewayContext } from './GatewayContext';

export function reportInternalErrorsPlugin(reporter: ErrorReporter): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      if (!reporter.enabled) return;
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            if (isCallerError(error)) continue;
            const code = typeof error.extensions.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR';
            reporter.captureException(error.originalError ?? error, {
              source: 'graphql',
              requestId: contextValue.requestId,
              tags: { code, ...(operationName ? { operation: operationName } : {}) },
              extra: { path: error.path?.join('.') },
            });
          }
        },
      };
    },
  };
}
