// The gateway as one object the web process composes: the schema, a context per request,
// the Apollo Server for /graphql, and the site status the route guards ask before rendering.
import { parentCookieDomain } from '../shared/cartBadge';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { Span, Tracer } from '@opentelemetry/api';
import type { FormattedExecutionResult, GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { NO_ERROR_REPORTER, type ErrorReporter } from '../shared/ErrorReporter';
import type { Locale } from '../shared/locales';
import type { RedirectRecord } from '../shared/routeGuards';
import { mapRedirect } from './navigation/mapNavigation';
import { RenderResultCache } from './cache/RenderResultCache';
import type { SharedCache, StaleReason } from './cache/SharedCache';
import { decideUpstreamCachePolicy } from './cache/upstreamCachePolicy';
import { createSchema } from './createSchema';
import { PAGE_SETTINGS_KINDS } from './editor/resolvers';
import { DEFAULT_EDITOR_PRESENCE_MS } from './editorPresence/resolvers';
import { ScheduleWatcher } from './editorSchedule/ScheduleWatcher';
import type { ErrorPageSources, GatewayContext } from './GatewayContext';
import type { GatewayObserver } from './GatewayObserver';
import { createLoaders, type Apis } from './loaders';
import { ContentApi } from './sources/ContentApi';
import { EventsApi } from './sources/EventsApi';
import { MediaApi } from './sources/MediaApi';
import { FormsApi } from './sources/FormsApi';
import { PageEditorApi } from './sources/PageEditorApi';
import { SearchApi } from './sources/SearchApi';
import { ErrorLogApi } from './sources/ErrorLogApi';
import { PresenceApi } from './sources/PresenceApi';
import { ScheduleApi } from './sources/ScheduleApi';
import { ShopApi } from './sources/ShopApi';
import { UserApi } from './sources/UserApi';
import { isUncodedClientMistake, PUBLIC_CODES } from './errorCodes';
import { HIDDEN_ERROR_MESSAGE, localiseHiddenErrorsPlugin } from './localiseHiddenErrorsPlugin';
import { reportInternalErrorsPlugin } from './reportInternalErrorsPlugin';
import { createGatewayLimits } from './security/gatewayLimits';
import { operationSpanPlugin, traceRootFields } from './tracing/operationSpans';
import { UpstreamCookieJar } from './sources/UpstreamCookieJar';
import { UpstreamHttp } from './sources/UpstreamHttp';

/** Persisted queries are kept a day after their last registration (Apollo's APQ, shared cache). */
const PERSISTED_QUERY_TTL_S = 24 * 60 * 60;
const wallClock = (): Date => new Date();

export interface GatewayOptions {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  /** How long the site settings (the online switch) are reused across requests; 0: asked every time. */
  settingsTtlMs: number;
  /** The shared cache (in-process, or Redis too): anonymous upstream GETs and persisted queries. */
  cache: SharedCache;
  /** false (UPSTREAM_CACHE=off): content answers are not shared; the settings still follow settingsTtlMs. */
  upstreamCache: boolean;
  /**
   * How long the page renders' query results are reused (RenderResultCache); 0 executes every
   * render's queries. Only with the upstream cache on: the results are made of shared answers.
   */
  renderResultTtlMs: number;
  logger: Logger;
  production: boolean;
  introspection: boolean;
  /** Called for every upstream request with its label (method and path). */
  onUpstreamRequest?: (path: string) => void;
  /** Told of every exchange with the upstream (the web process's metrics); default: nobody. */
  observer?: GatewayObserver;
  /**
   * Where the gateway's spans go (tracing/): each operation, its root fields, each upstream
   * exchange. Left out: nothing is traced and nothing of it is in the way (no wrapped resolver, no plugin).
   */
  tracer?: Tracer | undefined;
  /** Where internal errors of /graphql are reported (the web process passes its own); default: nowhere. */
  reporter?: ErrorReporter;
  /**
   * The static error pages read at start (src/server/readStaticErrorPages.ts), by
   * `{status}.{locale}` or `{status}`; default: none.
   */
  staticErrorPages?: ReadonlyMap<string, string>;
  /** The clock of online windows (GatewayContext.now); default: the wall clock. */
  now?: () => Date;
  /**
   * How often the upstream's scheduled page changes are looked at (editorSchedule/ScheduleWatcher.ts):
   * a change it carried out by itself drops the pages from the shared cache within this time.
   * 0 or left out: no timer (the capability flag is asked when needed; pages follow their TTL).
   */
  scheduleWatchMs?: number;
  /**
   * How often an open editor tells who else is on its page (issue 22 part 10, editorPresence/):
   * the interval the editorPresence mutation hands the browser; default 5000.
   */
  editorPresenceMs?: number;
}

type SiteStatus = 'online' | 'offline' | 'unreachable';

export interface Gateway {
  schema: GraphQLSchema;
  /**
   * A request's context. The upstream's cookies of the request (session, CSRF token, cart) go
   * upstream; with a staff session the shared cache is bypassed (docs/CONVENTIONS.md: anonymous GETs only).
   * `relayCookie` sets a cookie the upstream set on a write on the visitor's response.
   */
  createContext(request: {
    requestId: string;
    logger: Logger;
    cookieHeader?: string | undefined;
    relayCookie?: ((setCookie: string) => void) | undefined;
    /** The host the visitor asked for: the cart cookies go on its parent domain (spec 001 §7). */
    siteHost?: string | undefined;
    /** The span of the /graphql operation it serves (GatewayContext.operationSpan). */
    operationSpan?: Span | undefined;
  }): GatewayContext;
  /** spec 000 §4: the site is online only when the settings call succeeds with is_site_online true. */
  siteStatus(): Promise<SiteStatus>;
  /**
   * spec 000 §4: the redirect records for a page request's route guard (null: a path outside
   * the localised site, which has none). Shared for a short time like other anonymous answers;
   * when the upstream cannot answer, the page opens without a redirect (logged).
   */
  redirectRecords(locale: Locale | null): Promise<RedirectRecord[]>;
  createApolloServer(httpServer: Server): ApolloServer<GatewayContext>;
  /** What an error of an operation the server render executed may show of itself (as /graphql's answers do). */
  formatError(error: GraphQLError): GraphQLFormattedError;
  /** Drops shared answers by key prefix or kind ('events:', 'teasers:', …) in every web process. */
  invalidate(prefixOrTags: string | readonly string[]): Promise<void>;
  /** The anonymous page renders' query results, when they may be reused (see GatewayOptions). */
  renderResults: RenderResultCache<FormattedExecutionResult> | undefined;
  /** GatewayOptions.tracer: a page render's operations are traced with it too (undefined: no tracing). */
  tracer: Tracer | undefined;
  /** Stops the gateway's own timers (the watch of scheduled page changes); at shutdown. */
  close(): void;
}

/**
 * A root-relative path with query that a URL parser leaves as it is: only characters that need
 * no percent-encoding, no backslash, no dot segments, no fragment.
 */
const PLAIN_PATH = /^\/(?![/\\])(?:[A-Za-z0-9\-_~!$&'()*+,;=:@%/?]|\.(?![./?]|$))*$/;

/** The shared answers the page guards read (cache/upstreamCachePolicy). */
const GUARD_DATA_KINDS: ReadonlySet<string> = new Set(['settings', 'designSettings', 'redirects']);

export function createGateway(options: GatewayOptions): Gateway {
  const schema = createSchema();
  if (options.tracer) traceRootFields(schema, options.tracer);
  const cachePolicy = { contentEnabled: options.upstreamCache, settingsTtlMs: options.settingsTtlMs };
  const sharedCache = { cache: options.cache, policyFor: (pathname: string) => decideUpstreamCachePolicy(pathname, cachePolicy) };
  const httpFor = (requestId: string | undefined, logger: Logger, cookies?: UpstreamCookieJar, staleAnswers?: Map<string, StaleReason>) =>
    new UpstreamHttp({
      baseUrl: options.upstreamUrl,
      timeoutMs: options.upstreamTimeoutMs,
      requestId,
      logger,
      onRequest: options.onUpstreamRequest,
      observer: options.observer,
      tracer: options.tracer,
      cookies,
      sharedCache,
      // The guards' data served within its grace is how it always works (docs/decisions/011), not
      // a page's stale content. 'upstream' (standing in for a failed call) outranks 'grace'.
      onStaleAnswer:
        staleAnswers &&
        ((label, reason, kind) => {
          if (GUARD_DATA_KINDS.has(kind)) return;
          staleAnswers.set(label, staleAnswers.get(label) === 'upstream' ? 'upstream' : reason);
        }),
    });

  const upstreamOrigin = new URL(options.upstreamUrl).origin;
  const publicUrl = (url: string): string => {
    // The common case without a URL parser: a path the parser would return unchanged.
    if (PLAIN_PATH.test(url)) return url;
    if (url.startsWith(upstreamOrigin) && PLAIN_PATH.test(url.slice(upstreamOrigin.length))) return url.slice(upstreamOrigin.length);
    try {
      const parsed = new URL(url, upstreamOrigin);
      return parsed.origin === upstreamOrigin ? `${parsed.pathname}${parsed.search}` : url;
    } catch {
      return url;
    }
  };

  // Settings are the same for every visitor and asked on every page: the shared cache keeps
  // them for settingsTtlMs (cache/upstreamCachePolicy), with one upstream call at a time.
  const anonymousSettings = new PageEditorApi(httpFor(undefined, options.logger));

  const invalidate = (prefixOrTags: string | readonly string[]) => options.cache.invalidate(prefixOrTags);

  // Issue 22 item 7: the upstream carries out scheduled page changes by itself; the watcher drops
  // the pages from the shared cache then, as the publishPage mutation does after a publish by hand.
  const scheduleApi = new ScheduleApi(httpFor(undefined, options.logger));
  const scheduleWatcher = new ScheduleWatcher({
    readState: () => scheduleApi.state(),
    invalidate: () => invalidate(PAGE_SETTINGS_KINDS),
    intervalMs: options.scheduleWatchMs ?? 0,
    logger: options.logger,
  });
  scheduleWatcher.start();
  const editorCapabilities = async () => ({ scheduling: await scheduleWatcher.scheduling() });
  const editorPresenceMs = options.editorPresenceMs ?? DEFAULT_EDITOR_PRESENCE_MS;

  // The last answer of siteStatus(): an error page rendered right after it (the 503 page) learns
  // whether the upstream is reachable without waiting for another timeout.
  let lastStatus: { status: SiteStatus; at: number } | undefined;
  const RECENT_STATUS_MS = Math.max(options.settingsTtlMs, 2000);
  const siteStatus = async (): Promise<SiteStatus> => {
    let status: SiteStatus;
    try {
      status = (await anonymousSettings.settings()).is_site_online ? 'online' : 'offline';
    } catch (error) {
      options.logger.warn({ err: error }, 'site settings unavailable');
      status = 'unreachable';
    }
    lastStatus = { status, at: Date.now() };
    return status;
  };
  const staticErrorPages = options.staticErrorPages ?? new Map<string, string>();
  const errorPages: ErrorPageSources = {
    staticHtml: (status, locale) => staticErrorPages.get(`${status}.${locale}`) ?? staticErrorPages.get(String(status)),
    async upstreamReachable() {
      const recent = lastStatus && Date.now() - lastStatus.at < RECENT_STATUS_MS ? lastStatus.status : await siteStatus();
      return recent !== 'unreachable';
    },
  };

  const renderResults =
    options.upstreamCache && options.renderResultTtlMs > 0
      ? new RenderResultCache<FormattedExecutionResult>({ ttlMs: options.renderResultTtlMs, maxEntries: 1000, maxBytes: 32 * 1024 * 1024 })
      : undefined;
  // Results are made of shared answers: when any of those go, so do they.
  if (renderResults) options.cache.onDrop(() => renderResults.clear());

  return {
    schema,
    createContext({ requestId, logger, cookieHeader, relayCookie, siteHost, operationSpan }) {
      const cookies = new UpstreamCookieJar(cookieHeader, relayCookie);
      const staleAnswers = new Map<string, StaleReason>();
      const http = httpFor(requestId, logger, cookies, staleAnswers);
      const events = new EventsApi(http);
      const pageEditor = new PageEditorApi(http);
      const apis: Apis = {
        events,
        forms: new FormsApi(http),
        content: new ContentApi(http),
        search: new SearchApi(http),
        user: new UserApi(http),
        shop: new ShopApi(http, cookies, siteHost ? parentCookieDomain(siteHost) : null),
        errorLog: new ErrorLogApi(http),
        settings: (settingsOptions) => pageEditor.settings(settingsOptions),
        pageEditor,
        media: new MediaApi(http),
        schedule: new ScheduleApi(http),
        presence: new PresenceApi(http),
      };
      return {
        requestId,
        logger,
        loaders: createLoaders(apis),
        apis,
        http,
        invalidate,
        publicUrl,
        now: options.now ?? wallClock,
        editorCapabilities,
        editorPresenceMs,
        errorPages,
        staleAnswers,
        operationSpan,
      };
    },
    async redirectRecords(locale) {
      if (!locale) return [];
      try {
        return (await anonymousSettings.redirects(locale)).map(mapRedirect);
      } catch (error) {
        options.logger.warn({ err: error }, 'redirect records unavailable');
        return [];
      }
    },
    siteStatus,
    invalidate,
    renderResults,
    tracer: options.tracer,
    close: () => scheduleWatcher.stop(),
    formatError: (error) => formatGatewayError(error.toJSON(), error, options),
    createApolloServer(httpServer) {
      const limits = createGatewayLimits({ production: options.production });
      return new ApolloServer<GatewayContext>({
        schema,
        validationRules: limits.validationRules,
        parseOptions: limits.parseOptions,
        // One operation per HTTP request: a batch would multiply every limit above.
        allowBatchedHttpRequests: false,
        // Kept on: a cross-site page must not make a visitor's browser run operations. Clients
        // therefore send POST with `content-type: application/json`, and every GET (e.g. a
        // persisted query by hash) with a non-empty `apollo-require-preflight` (or
        // `x-apollo-operation-name`) header; without one Apollo answers 400.
        csrfPrevention: true,
        // Automatic persisted queries in the shared cache, so a hash registered on one web
        // process is known to all of them (Redis).
        persistedQueries: { cache: options.cache.keyValueCache('apq'), ttl: PERSISTED_QUERY_TTL_S },
        introspection: options.introspection,
        includeStacktraceInErrorResponses: !options.production,
        // The web process owns SIGTERM/SIGINT (src/server/serve.ts) and stops Apollo itself.
        stopOnTerminationSignals: false,
        formatError: (formatted, error) => formatGatewayError(formatted, error, options),
        plugins: [
          ApolloServerPluginDrainHttpServer({ httpServer }),
          ApolloServerPluginLandingPageDisabled(),
          reportInternalErrorsPlugin(options.reporter ?? NO_ERROR_REPORTER),
          localiseHiddenErrorsPlugin<GatewayContext>(),
          ...(options.tracer ? [operationSpanPlugin<GatewayContext>()] : []),
          ...limits.plugins,
        ],
      });
    },
  };
}

/** Known error codes pass with their message; anything else is logged and hidden in production. */
function formatGatewayError(formatted: GraphQLFormattedError, error: unknown, options: GatewayOptions): GraphQLFormattedError {
  if (isUncodedClientMistake(error)) {
    // Worth telling the caller, not an internal error.
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  }
  const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'INTERNAL_SERVER_ERROR';
  if (PUBLIC_CODES.has(code)) {
    if (!options.production) return formatted;
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  options.logger.error({ err: error }, 'unexpected GraphQL error');
  if (!options.production) return formatted;
  // Worded in the request's language by localiseHiddenErrorsPlugin.
  return { message: HIDDEN_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
