// The browser's error reports (spec 000 §8, spec 001 §8): a small JSON body to the web process's
// own endpoint, which logs and forwards it. No error-reporting SDK reaches the visitor.
import { graphQLErrorsOf } from './data/GraphQLErrors';
import {
  BROWSER_ERROR_ENDPOINT,
  BROWSER_ERROR_MAX_MESSAGE,
  BROWSER_ERROR_MAX_PATH,
  BROWSER_ERROR_MAX_STACK,
  type BrowserErrorKind,
  type BrowserErrorReport,
} from '../shared/browserErrors';

/** A page that keeps failing says so a few times, not forever (the endpoint limits per IP too). */
const MAX_REPORTS_PER_PAGE = 10;
// Per page load: this module is loaded once per document. On the server nothing is counted
// or sent (the server reports its own errors), so no request shares it.
let reportsSent = 0;

/**
 * Reports an error of `kind` on the page whose request id is `requestId` (boot data). Never
 * throws and never waits: a report that cannot be sent is dropped.
 */
export function reportError(kind: BrowserErrorKind, error: unknown, requestId: string): void {
  if (typeof window === 'undefined' || reportsSent >= MAX_REPORTS_PER_PAGE) return;
  reportsSent += 1;
  const report: BrowserErrorReport = {
    kind,
    requestId,
    path: window.location.pathname.slice(0, BROWSER_ERROR_MAX_PATH),
    message: messageOf(error).slice(0, BROWSER_ERROR_MAX_MESSAGE),
    stack: error instanceof Error && error.stack ? error.stack.slice(0, BROWSER_ERROR_MAX_STACK) : undefined,
  };
  const body = JSON.stringify(report);
  try {
    // A beacon survives the page being left; as a string it goes as text/plain (no preflight).
    if (navigator.sendBeacon?.(BROWSER_ERROR_ENDPOINT, body)) return;
  } catch {
    // Some browsers throw instead of returning false: fall back to fetch.
  }
  void fetch(BROWSER_ERROR_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
    () => {},
  );
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** A GraphQL call that failed: errors in the answer, a bad status or body, or no answer at all. */
function isFailedCall(error: unknown): boolean {
  // Told apart by name: asking must not load Apollo Client (data/GraphQLErrors.ts).
  if (graphQLErrorsOf(error) !== null || (error instanceof Error && (error.name === 'ServerError' || error.name === 'ServerParseError')))
    return true;
  // fetch's own failure: Chromium 'Failed to fetch', Firefox 'NetworkError …', Safari 'Load failed'.
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);
}

/** A code chunk that could not be loaded (spec 000 §8): the messages of Chromium, Firefox and Safari. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|importing a module script failed/i.test(error.message);
}

/**
 * What an error caught around a part that loads data with a `callKind` call is: a chunk that did
 * not load, that call failing, or a component that threw while rendering.
 */
export function classifyCaughtError(error: unknown, callKind: BrowserErrorKind | undefined): BrowserErrorKind {
  if (isChunkLoadError(error)) return 'chunkLoad';
  if (callKind && isFailedCall(error)) return callKind;
  return 'render';
}

/**
 * Chunks that fail outside React: a dynamic import() whose promise nobody caught, and a module
 * script or preload element that did not load (their error events do not bubble: capture).
 */
export function reportChunkLoadFailures(requestId: string): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reportError('chunkLoad', event.reason, requestId);
  });
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement) reportError('chunkLoad', `script did not load: ${target.src}`, requestId);
      else if (target instanceof HTMLLinkElement && target.rel === 'modulepreload')
        reportError('chunkLoad', `module did not load: ${target.href}`, requestId);
      else if (isChunkLoadError(event.error)) reportError('chunkLoad', event.error, requestId);
    },
    true,
  );
}
