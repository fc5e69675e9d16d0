// The gateway as one object the web process composes: the schema, a context per request,
// the Apollo Server for /graphql, and the site status the route guards ask before rendering.
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { CachedValue } from './CachedValue';
import { createSchema } from './createSchema';
import type { GatewayContext } from './GatewayContext';
import { createLoaders } from './loaders';
import { EventsApi } from './sources/EventsApi';
import { PageEditorApi } from './sources/PageEditorApi';
import type { SettingsPayload } from './sources/payloads';
import { UpstreamHttp } from './sources/UpstreamHttp';

export interface GatewayOptions {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  /** How long the site settings (the online switch) are reused across requests. */
  settingsTtlMs: number;
  logger: Logger;
  production: boolean;
  introspection: boolean;
  /** Called for every upstream request (metrics, benchmarks). */
  onUpstreamRequest?: (path: string) => void;
}

export type SiteStatus = 'online' | 'offline' | 'unreachable';

export interface Gateway {
  schema: GraphQLSchema;
  createContext(request: { requestId: string; logger: Logger }): GatewayContext;
  /** spec 000 §4: the site is online only when the settings call succeeds with is_site_online true. */
  siteStatus(): Promise<SiteStatus>;
  createApolloServer(httpServer: Server): ApolloServer<GatewayContext>;
}

export function createGateway(options: GatewayOptions): Gateway {
  const schema = createSchema();
  const httpFor = (requestId: string | undefined, logger: Logger) =>
    new UpstreamHttp({
      baseUrl: options.upstreamUrl,
      timeoutMs: options.upstreamTimeoutMs,
      requestId,
      logger,
      onRequest: options.onUpstreamRequest,
    });

  const upstreamOrigin = new URL(options.upstreamUrl).origin;
  const publicUrl = (url: string): string => {
    try {
      const parsed = new URL(url, upstreamOrigin);
      return parsed.origin === upstreamOrigin ? `${parsed.pathname}${parsed.search}` : url;
    } catch {
      return url;
    }
  };

  // Process-wide: settings are the same for every visitor and are asked on every page.
  const settings = new CachedValue<SettingsPayload['data']>(
    () => new PageEditorApi(httpFor(undefined, options.logger)).settings(),
    options.settingsTtlMs,
  );

  return {
    schema,
    createContext({ requestId, logger }) {
      const events = new EventsApi(httpFor(requestId, logger));
      return { requestId, logger, loaders: createLoaders(events, () => settings.get()), publicUrl };
    },
    async siteStatus() {
      try {
        return (await settings.get()).is_site_online ? 'online' : 'offline';
      } catch (error) {
        options.logger.warn({ err: error }, 'site settings unavailable');
        return 'unreachable';
      }
    },
    createApolloServer(httpServer) {
      return new ApolloServer<GatewayContext>({
        schema,
        introspection: options.introspection,
        includeStacktraceInErrorResponses: !options.production,
        // The web process owns SIGTERM/SIGINT (src/server/main.ts) and stops Apollo itself.
        stopOnTerminationSignals: false,
        formatError: (formatted, error) => formatGatewayError(formatted, error, options),
        plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginLandingPageDisabled()],
      });
    },
  };
}

const PUBLIC_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_ERROR',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
]);

/** Known error codes pass with their message; anything else is logged and hidden in production. */
function formatGatewayError(formatted: GraphQLFormattedError, error: unknown, options: GatewayOptions): GraphQLFormattedError {
  const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'INTERNAL_SERVER_ERROR';
  if (PUBLIC_CODES.has(code)) {
    if (!options.production) return formatted;
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  options.logger.error({ err: error }, 'unexpected GraphQL error');
  if (!options.production) return formatted;
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
