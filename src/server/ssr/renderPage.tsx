// Streams one page: the shell (document head, header, footer, skeletons) as soon as React has
// it, the Suspense boundaries as their data resolves, and the query results those used
// (written by the render's data source into the same stream). The status was decided earlier.
//
// A shell that is ready waits for the rest of the page until `shellWaitMs` after the request
// arrived (a deadline, not a delay: a shell that took long to be ready leaves at once, so the
// first byte never waits for the upstream longer than that, issue 21 item 3). The usual page (its
// upstream answers in the shared cache) is complete within a few milliseconds more and then leaves
// whole: the browser lays it out and paints it once. A boundary streamed after the shell is
// revealed by React's inline script, which holds each reveal until 300 ms after the previous
// paint (React 19.2's batching of server-rendered reveals) and then restyles the moved content;
// on a phone that delay and that second layout were the larger part of the time to the largest
// paint. A page still waiting on the upstream sends its shell when the wait is over, as before,
// with the parts complete by then inline and the others streamed as they complete.
import { isPrivatePage } from '../../shared/accountPages';
import type { Response } from 'express';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { smallDocument } from './renderSmallErrorPage';
import type { Logger } from 'pino';
import type { BootData } from '../../client/BootData';
import { serverTree } from '../../client/entry-server';
import type { Gateway } from '../../graphql/createGateway';
import type { StaleReason } from '../../graphql/cache/SharedCache';
import type { GatewayContext } from '../../graphql/GatewayContext';
import type { ErrorReporter } from '../../shared/ErrorReporter';
import { translatorFor, type Translator } from '../../shared/i18n/createTranslator';
import { createHtmlInjector } from './createHtmlInjector';
import { createServerDataSource } from './createServerDataSource';
import { entryAfterFirstPaint } from './entryAfterFirstPaint';

export interface RenderPageOptions {
  res: Response;
  boot: BootData;
  gateway: Gateway;
  requestId: string;
  logger: Logger;
  nonce: string;
  renderTimeoutMs: number;
  /** Until how long after `receivedAt` a ready shell waits for the rest of the page before it is sent alone (0: not at all). */
  shellWaitMs?: number | undefined;
  /** When the request arrived (performance.now()); default: when renderPage was called. */
  receivedAt?: number | undefined;
  reporter: ErrorReporter;
  /** The request's gateway context when the handler already asked it something (its loaders' memo is reused). */
  gatewayContext?: GatewayContext | undefined;
  /**
   * One user's page (a staff version preview, spec 000 §4): `Cache-Control: private, no-store`,
   * and its query results are neither taken from nor given to the renders' shared results.
   */
  personal?: boolean | undefined;
  /**
   * Called once when the render ends: with the page's bytes when it was sent whole and clean (no
   * render error, every query result complete and fresh), else with undefined (PageHtmlCache).
   */
  keep?: ((html: Buffer | undefined) => void) | undefined;
}

/**
 * Marks a page made (before its first byte) of upstream answers served past their TTL from the
 * shared cache: `revalidating` (within their grace, a refresh under way) or
 * `upstream-unavailable` (standing in for an upstream call that failed or was slow).
 */
const STALE_CONTENT_HEADER = 'X-Stale-Content';
const STALE_CONTENT_VALUES: Record<StaleReason, string> = { grace: 'revalidating', upstream: 'upstream-unavailable' };

/** The worse of the reasons given ('upstream' over 'grace'); null for none. */
function worstStaleness(reasons: readonly StaleReason[]): StaleReason | null {
  if (reasons.includes('upstream')) return 'upstream';
  return reasons.length > 0 ? 'grace' : null;
}

/** How much longer a shell ready at `now` may wait for the rest of its page: the deadline is `shellWaitMs` after `receivedAt`. */
export function shellWaitLeft(shellWaitMs: number, receivedAt: number, now: number): number {
  return Math.max(0, shellWaitMs - (now - receivedAt));
}

export function renderPage({
  res,
  boot,
  gateway,
  requestId,
  logger,
  nonce,
  renderTimeoutMs,
  shellWaitMs = 0,
  receivedAt = performance.now(),
  reporter,
  gatewayContext: given,
  personal = false,
  keep,
}: RenderPageOptions): void {
  const gatewayContext = given ?? gateway.createContext({ requestId, logger });
  const translator = translatorFor(boot.locale);
  const injector = createHtmlInjector();
  // Stale answers this page was made of: its own context's, and those of results it shares with another render.
  const staleReasons = new Set<StaleReason>();
  const stalenessNow = (): StaleReason | null => worstStaleness([...gatewayContext.staleAnswers.values()]);
  // The page's queries execute the gateway's schema in process, with this request's context.
  const source = createServerDataSource({
    schema: gateway.schema,
    context: () => gatewayContext,
    results: personal ? undefined : gateway.renderResults,
    insertHtml: injector.insertHtml,
    nonce,
    formatError: (error) => gateway.formatError(error),
    staleness: stalenessNow,
    onStale: (reason) => staleReasons.add(reason),
    onIncomplete: () => {
      clean = false;
    },
    tracer: gateway.tracer,
  });
  let failed = false;
  // Nothing went wrong and nothing was stale or partial: the page may be reused (`keep`).
  let clean = keep !== undefined;
  let ended = false;
  const end = (html: Buffer | undefined) => {
    if (ended) return;
    ended = true;
    keep?.(html);
  };
  // The visitor left before the page was complete: not an error of ours.
  let visitorLeft = false;
  let sending = false;
  let shellWait: NodeJS.Timeout | undefined;

  const send = () => {
    clearTimeout(shellWait);
    if (sending || failed || visitorLeft) return;
    sending = true;
    res.status(boot.status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Every response carries its own CSP nonce: no shared cache may keep it.
    // The account pages, the editor hub and a staff preview also tell caches in between that they are one visitor's.
    res.setHeader('Cache-Control', personal || isPrivatePage(boot.page) ? 'private, no-store' : 'no-store');
    // Issue 21 item 6: what was read before this first byte; a part streamed later cannot change it.
    const stale = worstStaleness([...staleReasons, ...gatewayContext.staleAnswers.values()]);
    if (stale) res.setHeader(STALE_CONTENT_HEADER, STALE_CONTENT_VALUES[stale]);
    stream.pipe(injector.stream);
    const sent: Buffer[] | undefined = keep && [];
    void pump(injector.stream, res, () => visitorLeft, logger, sent).then((complete) => {
      const fresh = staleReasons.size === 0 && gatewayContext.staleAnswers.size === 0;
      end(sent && complete && clean && fresh && !failed && !visitorLeft ? Buffer.concat(sent) : undefined);
    });
  };

  const stream = renderToPipeableStream(serverTree({ boot, source }), {
    nonce,
    bootstrapScriptContent: entryAfterFirstPaint(boot.assets.script, boot.assets.preload),
    // A part complete before the first byte goes inline, whatever its size. React's default moves
    // a completed part past 12.8 kB out of the shell, to be revealed (and held) like a late one.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onShellReady() {
      const wait = shellWaitLeft(shellWaitMs, receivedAt, performance.now());
      if (wait > 0) shellWait = setTimeout(send, wait);
      else send();
    },
    // After onShellReady; also when the render was aborted and the rest is left to the browser.
    onAllReady: send,
    onShellError(error) {
      failed = true;
      end(undefined);
      if (visitorLeft) {
        logger.debug({ err: error }, 'render stopped before its shell: the visitor left');
        return;
      }
      logger.error({ err: error }, 'page shell failed to render');
      // Reported by onError, which React calls first for every error, the shell's too.
      if (!res.headersSent) res.status(500).type('html').send(shellErrorDocument(boot, translator));
    },
    onError(error) {
      clean = false;
      if (visitorLeft) logger.debug({ err: error }, 'render stopped: the visitor left');
      else if (!failed) {
        logger.error({ err: error }, 'error while streaming a page');
        reporter.captureException(error, { source: 'render', requestId, tags: { page: boot.page } });
      }
    },
  });

  const timer = setTimeout(() => stream.abort(new Error(`render exceeded ${renderTimeoutMs} ms`)), renderTimeoutMs);
  res.on('close', () => {
    clearTimeout(timer);
    clearTimeout(shellWait);
    // A render that never reached the pump (the visitor left first) ends here; the pump's own end comes first otherwise.
    setImmediate(() => end(undefined));
    // The visitor left (or the stream ended): stop rendering what nobody will read.
    if (!res.writableFinished) {
      visitorLeft = true;
      stream.abort(new Error('client closed the connection'));
    }
  });
}

/**
 * Copies the page to the response (and to `sent`, when given). React emits a flush as many small
 * chunks in one go: they are gathered (cork) and leave as one write, and compression is flushed
 * once per batch rather than per chunk, so a streamed page still reaches the visitor flush by
 * flush. True when the whole page was written.
 */
async function pump(html: Readable, res: Response, visitorLeft: () => boolean, logger: Logger, sent?: Buffer[]): Promise<boolean> {
  let batchOpen = false;
  const sendBatch = () => {
    if (!batchOpen) return;
    batchOpen = false;
    (res as Response & { flush?: () => void }).flush?.();
    res.uncork();
  };
  try {
    for await (const chunk of html) {
      if (res.destroyed) {
        html.destroy();
        return false;
      }
      sent?.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
      if (!batchOpen) {
        batchOpen = true;
        res.cork();
        // After the chunks that are already here have been written (they arrive as microtasks).
        process.nextTick(sendBatch);
      }
      if (!res.write(chunk as Buffer | string)) {
        sendBatch();
        await Promise.race([once(res, 'drain'), once(res, 'close')]);
      }
    }
    sendBatch();
    res.end();
    return true;
  } catch (error) {
    if (visitorLeft()) logger.debug({ err: error }, 'page stream stopped: the visitor left');
    else logger.warn({ err: error }, 'page stream interrupted');
    res.destroy(error instanceof Error ? error : undefined);
    return false;
  }
}

/** The small document sent when even the shell cannot render (spec 000 §8). */
export function shellErrorDocument(boot: BootData, { t }: Translator): string {
  return smallDocument({
    locale: boot.locale,
    title: t('errors.statusLabel', { status: 500 }),
    heading: t('errors.unknownTitle'),
    toHome: t('errors.toHome'),
  });
}
