// The Express application: the middleware chain of docs/ARCHITECTURE.md, in order.
import { EMBED_FRAME_ORIGINS } from '../shared/embeds';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { createLoadShedder } from './loadShedding';
import type { Gateway } from '../graphql/createGateway';
import type { GatewayContext } from '../graphql/GatewayContext';
import { readSandboxAssets, renderSandboxPage } from '../graphql/sandbox/renderSandboxPage';
import { sandboxContentSecurityPolicy } from '../graphql/sandbox/sandboxContentSecurityPolicy';
import { MAX_BODY } from '../graphql/security/gatewayLimits';
import { BROWSER_ERROR_ENDPOINT } from '../shared/browserErrors';
import type { ErrorReporter } from '../shared/ErrorReporter';
import { decideLocaleFromAcceptLanguage } from '../shared/locales';
import type { Assets } from './assets';
import type { Config } from './config';
import { graphqlRefusal, isGraphqlPath } from './graphqlRefusal';
import { graphqlUploads } from './graphqlUploads';
import { servePrecompressed } from './precompressedAssets';
import { createUpstreamPassThrough } from './upstreamPassThrough';
import { createPageHandler } from './pageHandler';
import { RenderGate } from './renderGate';
import { PageHtmlCache } from './ssr/PageHtmlCache';
import { createEventCalendarHandler, eventCalendarPaths } from './eventCalendarRoute';
import { createSitemapHandler, robotsHandler } from './sitemapRoutes';
import { createWatchlistFeedHandler, watchlistFeedPaths } from './watchlistFeedRoute';
import { createBrowserErrorEndpoint } from './reporting/createBrowserErrorEndpoint';
import { renderSmallErrorPage } from './ssr/renderSmallErrorPage';
import { isClientAbort } from './isClientAbort';
import { requestIdOf } from './requestIdOf';
import { TAG_MANAGER_CONNECT_SOURCES, TAG_MANAGER_IMG_SOURCES } from './tagManagerSources';
import type { Metrics } from './metrics/createMetrics';
import { METRICS_PATH, metricsTokenRoute, type MetricsSource } from './metrics/metricsEndpoints';
import { markRequestKind } from './metrics/requestKind';
import { operationSpanOf, traceGraphqlOperations, traceRequests } from './tracing/traceRequests';
import type { ShutdownDrain } from './shutdownDrain';

/** At most this many whole pages (about 100 kB each) are kept in a web process. */
const KEPT_PAGES = { maxEntries: 300, maxBytes: 16 * 1024 * 1024 };

export interface AppDependencies {
  config: Config;
  logger: Logger;
  gateway: Gateway;
  apollo: ApolloServer<GatewayContext>;
  assets: Assets;
  upstreamUrl: string;
  /** Where errors go (spec 000 §8); a no-op without SENTRY_DSN. */
  reporter: ErrorReporter;
  /** The process's metrics (counted always; README "Metrics"). */
  metrics: Metrics;
  /** What /metrics answers with METRICS_TOKEN: this process's registry, or in a cluster every worker's added up by the primary. */
  metricsSource: MetricsSource;
  /** Set when the process is told to stop: the health check fails and connections close (serve.ts). */
  drain: ShutdownDrain;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** How long the upstream may take to make a picture's rendition (see the /media route). */
const MEDIA_RENDITION_TIMEOUT_MS = 30_000;

export function createApp({
  config,
  logger,
  gateway,
  apollo,
  assets,
  upstreamUrl,
  reporter,
  metrics,
  metricsSource,
  drain,
}: AppDependencies): express.Express {
  // With tracing (README "Traces"), the process's tracer: every request gets its span, /graphql operations theirs.
  const tracer = gateway.tracer;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // Before all else: what follows runs in the request's span, and a refused request has one too.
  if (tracer) app.use(traceRequests(tracer));

  // First: every request is counted and timed, the refused ones too.
  app.use((req, res, next) => metrics.countRequests(req, res, next));
  // A stopping process tells every client to reconnect, which a load balancer sends elsewhere.
  app.use(drain.middleware);
  // Before the load shedder: the figures are wanted most when the process is overloaded.
  if (config.metrics.token) app.get(METRICS_PATH, metricsTokenRoute(config.metrics.token, metricsSource, logger));

  // Before the request log: a refusal under overload must cost as little as possible (the shedder
  // logs a summary of its refusals instead).
  const shedder = createLoadShedder({
    maxEventLoopDelayMs: config.shedEventLoopDelayMs,
    maxInFlight: config.shedMaxInFlight,
    logger,
    onShed: (priority) => metrics.shed(priority, 'overload'),
  });
  app.use(shedder.middleware);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
    }),
  );

  // A fresh nonce per response for every inline script React and Apollo's transport write.
  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', ...TAG_MANAGER_IMG_SOURCES],
          connectSrc: ["'self'", ...TAG_MANAGER_CONNECT_SOURCES],
          fontSrc: ["'self'"],
          // spec 000 §3 embeds (video, audio, viewers, social posts, the HubSpot form), each shown
          // only after the visitor's external-media consent (src/shared/embeds.ts).
          frameSrc: ["'self'", ...EMBED_FRAME_ORIGINS],
          // Self-hosted video and audio come through the site's own /media/.
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: config.production ? [] : null,
        },
      },
      // Plain-http local runs must not be pinned to https.
      strictTransportSecurity: config.production,
    }),
  );
  app.use(compression());

  app.use('/assets', servePrecompressed(path.join(config.clientDir, 'assets')));
  app.use(
    '/assets',
    express.static(path.join(config.clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );

  // 503 from the moment the process is told to stop, so a load balancer stops sending it requests.
  app.get('/healthz', drain.health);

  // The browser's error reports (src/client/reportError.ts).
  app.post(BROWSER_ERROR_ENDPOINT, createBrowserErrorEndpoint({ reporter }));

  const pages = createPageHandler({
    gateway,
    assets,
    renderTimeoutMs: config.renderTimeoutMs,
    renderShellWaitMs: config.renderShellWaitMs,
    reporter,
    renderGate: new RenderGate({ concurrency: config.renderConcurrency, maxWaitMs: config.renderQueueWaitMs }),
    onBusy: (priority) => metrics.shed(priority, 'render_queue'),
    // Whole pages are reused exactly when their query results are (RENDER_RESULT_TTL_MS, docs/decisions/013).
    pages: config.pageReuse && gateway.renderResults ? new PageHtmlCache(gateway.renderResults, KEPT_PAGES) : undefined,
  });
  // What the upstream refuses is our 400 or 404 page, not its JSON.
  const refuse = (req: Request, res: Response, status: 400 | 404) => pages.refuse(req, res, status);
  // A picture's rendition is made by the upstream on first request (AVIF takes seconds on a busy
  // machine) and kept on its disk after that: it gets longer than an API call before it is a 502.
  app.get('/media/{*path}', createUpstreamPassThrough(upstreamUrl, Math.max(config.upstreamTimeoutMs, MEDIA_RENDITION_TIMEOUT_MS), refuse));
  app.get('/shop/{*path}', createUpstreamPassThrough(upstreamUrl, config.upstreamTimeoutMs, refuse));

  // A browser opening /graphql gets the sandbox (GraphiQL from our own assets, under a CSP of
  // its own: docs/graphql-sandbox.md); API clients, which ask for JSON (or anything), and GETs
  // that carry an operation go on to Apollo.
  const sandboxAssets = readSandboxAssets(config.clientDir);
  const sandboxPolicy = sandboxContentSecurityPolicy({ production: config.production });
  app.get('/graphql', (req, res, next) => {
    const carriesOperation = ['query', 'extensions', 'operationName', 'variables'].some(
      (key) => key in (req.query as Record<string, unknown>),
    );
    if (!sandboxAssets || carriesOperation || req.accepts(['application/json', 'text/html']) !== 'text/html') {
      next();
      return;
    }
    res.set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': sandboxPolicy });
    res.type('html').send(renderSandboxPage({ assets: sandboxAssets, endpoint: '/graphql', introspection: config.introspection }));
  });

  const graphqlHandler = expressMiddleware(apollo, {
    context: async ({ req, res }) =>
      gateway.createContext({
        requestId: requestIdOf(req),
        logger: req.log,
        cookieHeader: req.headers.cookie,
        // Headers are still open while resolvers run: Apollo answers after execution.
        relayCookie: (setCookie) => res.append('Set-Cookie', setCookie),
        siteHost: req.hostname,
        operationSpan: tracer && operationSpanOf(req),
      }),
  });
  app.use(
    '/graphql',
    graphqlUploads({ maxFileBytes: config.uploadMaxBytes, maxFiles: 5 }),
    express.json({ limit: MAX_BODY }),
    // Apollo's middleware insists on a parsed body; a GET (persisted query by hash) has none.
    (req: Request, _res: Response, next: NextFunction) => {
      req.body ??= {};
      next();
    },
    tracer ? traceGraphqlOperations(tracer, graphqlHandler) : graphqlHandler,
  );

  // spec 000 §2: the root picks /de or /en from Accept-Language, without a cookie.
  app.get('/', (req, res) => {
    res.vary('Accept-Language');
    res.set('Cache-Control', 'no-store');
    markRequestKind(res, 'redirect');
    res.redirect(302, `/${decideLocaleFromAcceptLanguage(req.headers['accept-language'])}`);
  });

  app.get(eventCalendarPaths(), createEventCalendarHandler(gateway, refuse));
  app.get('/sitemap.xml', createSitemapHandler(gateway));
  app.get('/robots.txt', robotsHandler);
  app.get(watchlistFeedPaths(), createWatchlistFeedHandler(gateway));
  app.get('/{*path}', pages);
  app.all('/{*path}', (req, res) => {
    res.set('Allow', 'GET, HEAD').status(405).type('html').send(renderSmallErrorPage(405, req.originalUrl));
  });

  // Errors that escaped a handler: the client's own mistakes (bad JSON, too large, a path the
  // router cannot decode) keep their 4xx status; nothing internal reaches the response. Outside
  // /graphql a read gets the site's 400 or 404 page, anything else the small one (issue 8).
  app.use(async (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isClientAbort(error)) {
      req.log.debug('the client left before the response was sent');
      res.destroy();
      return;
    }
    const status = statusOf(error);
    if (status >= 500) req.log.error({ err: error }, 'unhandled error');
    if (status >= 500) reporter.captureException(error, { source: 'http', requestId: requestIdOf(req), tags: { method: req.method } });
    else req.log.info({ err: error }, 'rejected request');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (isGraphqlPath(req.originalUrl)) {
      res.vary('Accept-Language');
      res.status(status).json(graphqlRefusal(status, decideLocaleFromAcceptLanguage(req.headers['accept-language'])));
    } else if ((req.method === 'GET' || req.method === 'HEAD') && status < 500) {
      await pages.refuse(req, res, status === 404 ? 404 : 400);
    } else {
      res.status(status).type('html').send(renderSmallErrorPage(status, req.originalUrl));
    }
  });

  return app;
}

function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
