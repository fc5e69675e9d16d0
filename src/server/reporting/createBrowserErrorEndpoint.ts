// POST /_errors: the browser's error reports (src/client/reportError.ts), logged and forwarded
// to the error-reporting service (spec 000 §8, spec 001 §8). Same origin, so the CSP's
// connect-src 'self' allows it; sendBeacon sends its JSON as text/plain, fetch as
// application/json: both are read. Rate-limited per client IP and size-limited before the
// body is read; nothing of the report comes back.
import express, { type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import {
  BROWSER_ERROR_KINDS,
  BROWSER_ERROR_MAX_BYTES,
  BROWSER_ERROR_MAX_MESSAGE,
  BROWSER_ERROR_MAX_PATH,
  BROWSER_ERROR_MAX_STACK,
  type BrowserErrorReport,
} from '../../shared/browserErrors';
import type { ErrorReporter } from '../../shared/ErrorReporter';
import { TokenBucketLimiter } from './TokenBucketLimiter';
import { requestIdOf } from '../requestIdOf';

/** A few reports per minute per IP: a page in trouble says so, a loop or a flood is cut off. */
export const BROWSER_ERROR_BURST = 5;
const BROWSER_ERROR_PER_MINUTE = 5;

const report = z
  .object({
    kind: z.enum(BROWSER_ERROR_KINDS),
    // As the web process makes them (createApp.ts), or as a proxy passed them in.
    requestId: z.string().regex(/^[\w.-]{1,64}$/),
    path: z.string().startsWith('/').max(BROWSER_ERROR_MAX_PATH),
    message: z.string().max(BROWSER_ERROR_MAX_MESSAGE),
    stack: z.string().max(BROWSER_ERROR_MAX_STACK).optional(),
  })
  .strict();

export interface BrowserErrorEndpointOptions {
  reporter: ErrorReporter;
  limiter?: TokenBucketLimiter;
}

export function createBrowserErrorEndpoint({ reporter, limiter }: BrowserErrorEndpointOptions): RequestHandler {
  const buckets =
    limiter ?? new TokenBucketLimiter({ capacity: BROWSER_ERROR_BURST, refillPerMinute: BROWSER_ERROR_PER_MINUTE, maxKeys: 10_000 });
  // Any content type: sendBeacon's text/plain and fetch's application/json are both JSON here.
  const readBody = express.text({ type: () => true, limit: BROWSER_ERROR_MAX_BYTES });

  return (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    // Another site's page could post here too (text/plain needs no preflight): browsers say so.
    if (req.get('sec-fetch-site') === 'cross-site') {
      res.sendStatus(403);
      return;
    }
    const client = req.ip ?? 'unknown';
    if (!buckets.take(client)) {
      res.set('Retry-After', String(Math.max(1, buckets.secondsUntilNext(client)))).sendStatus(429);
      return;
    }
    readBody(req, res, (error?: unknown) => {
      if (error) {
        const status = (error as { status?: unknown }).status === 413 ? 413 : 400;
        req.log.info({ status }, 'browser error report refused');
        res.sendStatus(status);
        return;
      }
      const parsed = report.safeParse(parseJson(req.body));
      if (!parsed.success) {
        req.log.info({ issues: parsed.error.issues.length }, 'browser error report refused: invalid body');
        res.sendStatus(400);
        return;
      }
      forward(parsed.data, req, reporter);
      res.sendStatus(204);
    });
  };
}

function parseJson(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function forward(browserError: BrowserErrorReport, req: Request, reporter: ErrorReporter): void {
  const { kind, requestId, path, message, stack } = browserError;
  req.log.warn({ browserError: { kind, pageRequestId: requestId, path, message } }, 'browser error');
  reporter.captureMessage(`browser ${kind}: ${message}`, {
    source: 'browser',
    // The page's request: its render and its GraphQL calls carry the same id in the logs.
    requestId,
    tags: { kind, path: path.slice(0, 200) },
    extra: { path, stack, userAgent: req.get('user-agent'), reportRequestId: requestIdOf(req) },
  });
}
