// Reports the GraphQL errors of /graphql that are ours, not the caller's: anything but a
// mistake in the request (spec 000 §8). Page renders execute the schema without Apollo Server;
// their errors are reported by the render (src/server/ssr/renderPage.tsx).
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { ErrorReporter } from '../shared/ErrorReporter';
import type { GatewayContext } from './GatewayContext';

/** Codes that say the request was wrong (or not allowed); everything else is reported. */
const CALLER_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
]);

/** A caller's mistake: one of the codes above, or (Apollo's own request checks) a 4xx status without a code. */
export function isCallerError(error: GraphQLError): boolean {
  const code = error.extensions.code;
  if (typeof code === 'string') return CALLER_CODES.has(code);
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

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
