// The REST surface of README.md, exactly: every path, shape and error body is named there.
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';
import { listEvents } from '../api/listEvents';
import { listOptions, OPTION_LISTS } from '../api/listOptions';
import { listTeasers } from '../api/listTeasers';
import { pageLinks } from '../api/pageLinks';
import { parseEventQuery } from '../api/parseEventQuery';
import { readSiteSettings } from '../api/readSiteSettings';

export interface AppDependencies {
  db: Queryable;
  mediaDir: string;
  logger: Logger;
  /** Today in Europe/Berlin as `YYYY-MM-DD`: the default `date` of the event list. */
  today: () => string;
}

/** Paths each language answers (with a `/{lang}` prefix and without it, in German). */
const API_PATHS = ['/api/events/', ...OPTION_LISTS.map((list) => `/api/${list}/`), '/api/teasers/', '/pageeditor-api/settings'];
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
/** A Host header we are willing to echo into absolute links (name or IP, optional port). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** Printable, short request ids only: they are echoed in a header and written to logs. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

interface RequestContext {
  id: string;
  log: Logger;
}

export function createApp({ db, mediaDir, logger, today }: AppDependencies): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('strict routing', true);
  // Per request, not module state (STYLE.md "Request-scoped everything").
  const contexts = new WeakMap<Request, RequestContext>();
  const contextOf = (req: Request): RequestContext => contexts.get(req) ?? { id: 'unknown', log: logger };

  // Request id and one access log line per response.
  app.use((req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: id });
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

  app.use(express.json({ limit: '100kb' }));

  // README "Conventions": a path without its trailing slash answers 301 to it.
  const slashPaths = new Set(
    [...LOCALES.map((locale) => `/${locale}`), ''].flatMap((prefix) => API_PATHS.filter((p) => p.endsWith('/')).map((p) => `${prefix}${p}`)),
  );
  app.use((req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && slashPaths.has(`${req.path}/`)) {
      const queryStart = req.originalUrl.indexOf('?');
      const search = queryStart >= 0 ? req.originalUrl.slice(queryStart) : '';
      res.status(301).location(`${req.path}/${search}`).json({ detail: 'Moved permanently.' });
      return;
    }
    next();
  });

  for (const locale of LOCALES) app.use(`/${locale}`, apiRouter(locale));
  // spec 000 §7: "localised by a /{lang} prefix unless noted"; unprefixed paths answer in German.
  app.use(apiRouter(DEFAULT_LOCALE));

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
    const { log } = contextOf(req);
    if (res.headersSent) {
      log.error({ err: error }, 'error after the response started');
      req.socket.destroy();
      return;
    }
    const status = clientErrorStatus(error);
    if (status === undefined) {
      log.error({ err: error }, 'request failed');
      res.status(500).json({ detail: 'Internal server error.' });
      return;
    }
    log.warn({ err: error }, 'bad request body');
    if (status === 400 && typeOf(error) === 'entity.parse.failed') res.status(400).json({ detail: 'JSON parse error.' });
    else res.status(status).json({ detail: errorMessage(error) });
  });

  function apiRouter(lang: Locale): express.Router {
    const router = express.Router({ strict: true });

    router
      .route('/api/events/')
      .get(async (req, res) => {
        const url = requestUrl(req);
        const parsed = parseEventQuery(url.searchParams, today());
        if (!parsed.ok) {
          res.status(400).json({ detail: 'Invalid query parameters.', errors: parsed.errors });
          return;
        }
        const { count, results } = await listEvents(db, parsed.value, lang, url.origin);
        const lastPage = Math.max(1, Math.ceil(count / parsed.value.pageSize));
        // Like Django REST framework: an empty first page is a result, any later empty page is not.
        if (parsed.value.page > lastPage) {
          res.status(404).json({ detail: 'Invalid page.' });
          return;
        }
        res.json({ count, ...pageLinks(url, parsed.value.page, lastPage), results });
      })
      .all(methodNotAllowed);

    for (const list of OPTION_LISTS) {
      router
        .route(`/api/${list}/`)
        .get(async (_req, res) => {
          res.json(await listOptions(db, list, lang));
        })
        .all(methodNotAllowed);
    }

    router
      .route('/api/teasers/')
      .get(async (req, res) => {
        res.json(await listTeasers(db, lang, requestUrl(req).origin));
      })
      .all(methodNotAllowed);

    router
      .route('/pageeditor-api/settings')
      .get(async (_req, res) => {
        res.json(await readSiteSettings(db));
      })
      .all(methodNotAllowed);

    return router;
  }

  return app;
}

function requestUrl(req: Request): URL {
  // The Host header was checked on the way in; the protocol is ours (no proxy is trusted).
  return new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
}

function methodNotAllowed(req: Request, res: Response): void {
  res.setHeader('Allow', ALLOWED_METHODS);
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  res.status(405).json({ detail: `Method "${req.method}" not allowed.` });
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
