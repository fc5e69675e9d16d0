// Overload is refused early, not starved (issue 21 item 5): when this process's event loop runs
// late (perf_hooks.monitorEventLoopDelay) or too many pages and GraphQL requests are under way
// in it, a new page or GraphQL request gets the 503 page with Retry-After at once, which costs
// a fraction of a render, so the ones already accepted finish in time instead of all of them
// timing out together. Staff (a request with the upstream's session cookie) and GraphQL POSTs
// (the mutations) are refused last: at twice the limits. The health check, assets, media and
// everything else pass untouched.
import type { NextFunction, Request, Response } from 'express';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { UpstreamCookieJar } from '../graphql/sources/UpstreamCookieJar';
import { serverDe, serverEn } from '../shared/i18n/serverTexts';
import { decideLocaleFromAcceptLanguage, type Locale } from '../shared/locales';
import { localeOfPath } from '../shared/routes';
import { isGraphqlPath } from './graphqlRefusal';
import { smallDocument } from './ssr/renderSmallErrorPage';

export interface LoadShedderOptions {
  /** SHED_EVENT_LOOP_DELAY_MS: the event loop's delay (the largest of the last window) above which visitors are refused; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /** SHED_MAX_IN_FLIGHT: pages and GraphQL requests under way in this process above which visitors are refused. */
  maxInFlight: number;
  /** The Retry-After a refusal carries, in seconds. */
  retryAfterSeconds?: number;
  logger: Logger;
  /** The event loop's recent delay in ms; default: monitorEventLoopDelay (tests pass their own). */
  eventLoopDelayMs?: () => number;
  /** How often the monitored delay's window starts again (default WINDOW_MS; a test on a busy machine takes a longer one). */
  windowMs?: number;
  /** Told of every refusal (the metrics count them). */
  onShed?: (priority: Priority) => void;
}

export type Priority = 'visitor' | 'priority';

/** How often the delay's window starts again: a stall counts for at least this long, and no longer than twice it. */
const WINDOW_MS = 500;
const SUMMARY_INTERVAL_MS = 5000;

/** Decides from the figures alone: pure, so the limits are testable without a stalled process. */
export function shouldShed(
  priority: Priority,
  figures: { eventLoopDelayMs: number; inFlight: number },
  limits: { maxEventLoopDelayMs: number; maxInFlight: number },
): boolean {
  if (limits.maxEventLoopDelayMs <= 0) return false;
  const factor = priority === 'priority' ? 2 : 1;
  return figures.eventLoopDelayMs > limits.maxEventLoopDelayMs * factor || figures.inFlight >= limits.maxInFlight * factor;
}

/** The event loop's delay now: the largest delay of this window and the one before, from libuv's own timer. */
function monitoredDelay(windowMs: number): { read: () => number; stop: () => void } {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let previousMaxMs = 0;
  const timer = setInterval(() => {
    // After the loop was blocked, this timer and the histogram's own are both overdue and run in
    // the same timers phase, in either order; reset first, the histogram lost the stall that just
    // ended (a 2.6 s stall was not seen in some runs). Rotating after that phase keeps it.
    setImmediate(() => {
      previousMaxMs = histogram.max / 1e6;
      histogram.reset();
    });
  }, windowMs);
  timer.unref();
  return {
    // The histogram counts from its last reset; the window before keeps a stall that just ended.
    read: () => Math.max(previousMaxMs, histogram.count > 0 ? histogram.max / 1e6 : 0),
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** The overload page in `locale` (also what the load balancer of `npm run cluster` answers with no web process up: balancerPages.ts). */
export function busyDocument(locale: Locale): string {
  const texts = (locale === 'en' ? serverEn : serverDe).overload;
  return smallDocument({ locale, title: texts.title, heading: texts.title, text: texts.text, toHome: texts.toHome });
}

const BUSY_DOCUMENTS: Record<Locale, string> = { de: busyDocument('de'), en: busyDocument('en') };

/** How long a refused visitor is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** The body of a GraphQL request refused under overload, in the API's form. */
export function busyApiAnswer(locale: Locale): { errors: { message: string; extensions: { code: string } }[] } {
  return {
    errors: [{ message: (locale === 'en' ? serverEn : serverDe).overload.apiMessage, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
  };
}

/**
 * Refuses `req` as overloaded: 503 with Retry-After, the busy page in the request's language (its
 * path's, else the browser's) or, for /graphql, an error in the API's form.
 */
export function sendBusy(req: Request, res: Response, retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS): void {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  if (isGraphqlPath(req.path)) {
    const locale = decideLocaleFromAcceptLanguage(req.headers['accept-language']);
    res.status(503).json(busyApiAnswer(locale));
    return;
  }
  const locale = localeOfPath(req.path) ?? decideLocaleFromAcceptLanguage(req.headers['accept-language']);
  res.status(503).type('html').send(BUSY_DOCUMENTS[locale]);
}

export interface LoadShedder {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** What it sees now (the health check may show it). */
  figures(): { eventLoopDelayMs: number; inFlight: number; shedSinceStart: number };
  stop(): void;
}

export function createLoadShedder(options: LoadShedderOptions): LoadShedder {
  const monitor = options.eventLoopDelayMs ? undefined : monitoredDelay(options.windowMs ?? WINDOW_MS);
  const delayOf = options.eventLoopDelayMs ?? (() => monitor?.read() ?? 0);
  const retryAfter = options.retryAfterSeconds ?? BUSY_RETRY_AFTER_SECONDS;
  let inFlight = 0;
  let shedSinceStart = 0;
  let shedSinceSummary = 0;
  // One log line per interval while refusing, not one per refusal: logging each would add to the load.
  const summary = setInterval(() => {
    if (shedSinceSummary === 0) return;
    options.logger.warn(
      { shed: shedSinceSummary, inFlight, eventLoopDelayMs: Math.round(delayOf()) },
      'overloaded: requests refused with 503',
    );
    shedSinceSummary = 0;
  }, SUMMARY_INTERVAL_MS);
  summary.unref();

  const middleware = (req: Request, res: Response, next: NextFunction): void => {
    const graphql = isGraphqlPath(req.path);
    // Pages are GETs (and HEADs) outside the static folders; everything else is cheap or not ours to refuse.
    const page =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith('/assets/') &&
      !req.path.startsWith('/media/') &&
      !req.path.startsWith('/shop/') &&
      req.path !== '/healthz';
    if (!graphql && !page) {
      next();
      return;
    }
    const priority: Priority =
      (graphql && req.method === 'POST') || new UpstreamCookieJar(req.headers.cookie).hasSession() ? 'priority' : 'visitor';
    if (shouldShed(priority, { eventLoopDelayMs: delayOf(), inFlight }, options)) {
      shedSinceStart += 1;
      shedSinceSummary += 1;
      options.onShed?.(priority);
      sendBusy(req, res, retryAfter);
      return;
    }
    inFlight += 1;
    let counted = true;
    res.once('close', () => {
      if (counted) inFlight -= 1;
      counted = false;
    });
    next();
  };

  return {
    middleware,
    figures: () => ({ eventLoopDelayMs: delayOf(), inFlight, shedSinceStart }),
    stop() {
      clearInterval(summary);
      monitor?.stop();
    },
  };
}
