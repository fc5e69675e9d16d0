// The REST surface of README.md, exactly: every path, shape and error body is named there.
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { NO_ERROR_REPORTER, type ErrorReporter } from '../../shared/ErrorReporter';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales';
import { traceIdOfTraceparent } from '../../shared/traceparent';
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable';
import type { Database } from '../db/openDatabase';
import { createRenditionHandler } from '../media/createRenditionHandler';
import { WALL_CLOCK, type AdjustableClock } from '../testClock';
import { rejectNulCharacters } from './rejectNulCharacters';
import { ROUTE_MODULES } from './routes/routeModules';
import type { RequestContext, RouteDependencies } from './routes/routeTypes';

export interface AppDependencies {
  db: Database;
  mediaDir: string;
  logger: Logger;
  /** Today in Europe/Berlin as `YYYY-MM-DD`: the default `date` of the event list. */
  today: () => string;
  /** Where its 500s are reported (spec 000 §8); default: nowhere. */
  reporter?: ErrorReporter;
  /**
   * Test runs only (CMS_TEST_CLOCK, refused in production): the clock the shop follows, moved
   * forward by `POST /__test__/clock { "advance_ms" }`. Without it: the wall clock, and no such path.
   */
  testClock?: AdjustableClock | undefined;
}

/** A Host header we are willing to echo into absolute links (name or IP, optional port). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** Printable, short request ids only: they are echoed in a header and written to logs. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Retry-After of a 503 while the database cannot be reached: a restart takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function createApp({ db, mediaDir, logger, today, reporter = NO_ERROR_REPORTER, testClock }: AppDependencies): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('strict routing', true);
  // Per request, not module state (docs/CONVENTIONS.md "Request-scoped everything").
  const contexts = new WeakMap<Request, RequestContext>();
  const contextOf = (req: Request): RequestContext => contexts.get(req) ?? { id: 'unknown', log: logger };

  // Request id and one access log line per response.
  app.use((req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    // A traced web process names its trace (src/shared/traceparent.ts): our lines carry it too.
    const traceId = traceIdOfTraceparent(req.get('traceparent'));
    const log = logger.child(traceId ? { reqId: id, trace_id: traceId } : { reqId: id });
    contexts.set(req, { id, log });
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });

  // Absolute links are built from the Host header, so only a well-formed one is accepted
  // (like Django's ALLOWED_HOSTS check, but without a list).
  app.use((req, res, next) => {
    const host = req.get('host');
    if (!host || !HOST.test(host)) {
      res.status(400).json({ detail: 'Invalid Host header.' });
      return;
    }
    next();
  });

  // Bodies must be UTF-8: body-parser would otherwise turn bad bytes into U+FFFD silently.
  app.use(
    express.json({
      limit: '100kb',
      verify: (_req, _res, buffer) => {
        try {
          UTF8.decode(buffer);
        } catch {
          throw Object.assign(new Error('JSON parse error.'), { status: 400, type: 'entity.parse.failed' });
        }
      },
    }),
  );
  app.use(rejectNulCharacters);

  const clock = testClock ?? WALL_CLOCK;
  const routeDeps: RouteDependencies = { db, mediaDir, logger, today, contextOf, now: () => clock.now() };
  if (testClock) {
    app.post('/__test__/clock', (req, res) => {
      const advance = (req.body as { advance_ms?: unknown } | undefined)?.advance_ms;
      try {
        const offsetMs = testClock.advance(typeof advance === 'number' ? advance : Number.NaN);
        res.set('Cache-Control', 'no-store').json({ offset_ms: offsetMs, now: testClock.now().toISOString() });
      } catch (error) {
        res
          .status(400)
          .json({ detail: 'Invalid request body.', errors: { advance_ms: [error instanceof Error ? error.message : 'Invalid.'] } });
      }
    });
  }
  // Every path a module registers, as a pattern, so a missing trailing slash is only
  // redirected to a path that exists (below).
  const knownPaths: RegExp[] = [];
  const apiRouter = (lang: Locale): express.Router => {
    const router = express.Router({ strict: true });
    const route = router.route.bind(router);
    router.route = (path: string) => {
      // Ids (`:id`, `:versionId`) are numbers in this API; other parameters are any segment.
      const pattern = path
        .replace(/:(\w*[iI]d)\b/g, '\\d+')
        .replace(/:\w+/g, '[^/]+')
        .replace(/\*\w+/g, '.+');
      knownPaths.push(new RegExp(`^(?:/(?:de|en))?${pattern}$`));
      return route(path);
    };
    for (const register of ROUTE_MODULES) register(router, routeDeps, lang);
    return router;
  };
  for (const locale of LOCALES) app.use(`/${locale}`, apiRouter(locale));
  // spec 000 §7: "localised by a /{lang} prefix unless noted"; unprefixed paths answer in German.
  app.use(apiRouter(DEFAULT_LOCALE));

  // README "Conventions": like Django's APPEND_SLASH, a path that matched nothing answers
  // 301 to the same path with a trailing slash when that one exists.
  app.use((req, res, next) => {
    const withSlash = `${req.path}/`;
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.path.endsWith('/') && knownPaths.some((known) => known.test(withSlash))) {
      const queryStart = req.originalUrl.indexOf('?');
      const search = queryStart >= 0 ? req.originalUrl.slice(queryStart) : '';
      res.status(301).location(`${req.path}/${search}`).json({ detail: 'Moved permanently.' });
      return;
    }
    next();
  });

  // README "Images": ?w=&fm= asks for a rendition; without them the original is served below.
  app.use('/media', createRenditionHandler(mediaDir));
  app.use(
    '/media',
    express.static(mediaDir, { immutable: true, maxAge: '365d', index: false, redirect: false, dotfiles: 'ignore', fallthrough: true }),
  );

  app.get('/healthz', async (req, res) => {
    try {
      await db.query('SELECT 1');
      res.json({ status: 'ok' });
    } catch (error) {
      contextOf(req).log.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });

  app.use((_req, res) => {
    res.status(404).json({ detail: 'Not found.' });
  });

  // Errors are JSON, never HTML, never a stack trace (README "Conventions").
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { id, log } = contextOf(req);
    if (res.headersSent) {
      log.error({ err: error }, 'error after the response started');
      reporter.captureException(error, { source: 'upstream', requestId: id, tags: { method: req.method } });
      req.socket.destroy();
      return;
    }
    const status = clientErrorStatus(error);
    if (status === undefined && isDatabaseUnavailable(error)) {
      // PostgreSQL stopped or restarting: a state that passes, not a fault of this request. The
      // pool connects anew for the next one; /healthz answers 503 meanwhile.
      log.warn({ err: error }, 'database unavailable');
      res.status(503).set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).json({ detail: 'Service unavailable.' });
      return;
    }
    if (status === undefined) {
      log.error({ err: error }, 'request failed');
      reporter.captureException(error, { source: 'upstream', requestId: id, tags: { method: req.method } });
      res.status(500).json({ detail: 'Internal server error.' });
      return;
    }
    log.warn({ err: error }, 'bad request body');
    if (status === 400 && typeOf(error) === 'entity.parse.failed') res.status(400).json({ detail: 'JSON parse error.' });
    else res.status(status).json({ detail: errorMessage(error) });
  });

  return app;
}

/** body-parser errors carry a 4xx `status` and a `type`; anything else is our fault. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function typeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'type' in error ? error.type : undefined;
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : 'Bad request.';
  // body-parser messages are short and lower-case ("request entity too large"); present them as a sentence.
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}${message.endsWith('.') ? '' : '.'}`;
}
