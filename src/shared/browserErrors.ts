// Errors the browser reports to the web process, which forwards them (spec 000 §8, spec 001 §8).
// The visitor's bundle carries no error-reporting SDK: a report is a small JSON body sent to
// BROWSER_ERROR_ENDPOINT on the site's own origin (the CSP allows only 'self' to connect).

/** The kinds of browser error the specs name as reported. */
export const BROWSER_ERROR_KINDS = [
  // spec 001 §2, §8: a non-numeric filter value or a malformed date.
  'invalidFilterParameters',
  // spec 001 §8: failed option, event, article and user calls.
  'optionsCall',
  'eventCall',
  'articleCall',
  'userCall',
  // Not named by the spec: the calls of the chrome around every screen (opening hours, top
  // alert), reported like the calls above.
  'chromeCall',
  // Not named by the spec: the calls of the content screens (legal and CMS pages), reported like
  // the calls above.
  'pageCall',
  // spec 000 §4, §7: the redirect records and the route target asked on a client navigation.
  'navigationCall',
  // spec 000 §7: autocomplete failures are reported and otherwise ignored.
  'autocomplete',
  // Not named by the spec: the search screen's results call, reported like the calls above.
  'searchCall',
  // spec 001 §8: a failing cart call records the error (the webshop's cart page).
  'cartCall',
  // spec 000 §8: a code chunk that fails to load.
  'chunkLoad',
  // A component that threw while rendering.
  'render',
  // Not named by the spec: a CMS page holds a module of a type the site cannot show (an editor
  // variant newer or older than the site); the page shows the rest (src/client/screens/cmsPage).
  'unknownModule',
  // spec 000 §8: an editor call that failed (the 'error' alert shows; src/client/editor).
  'editorCall',
] as const;

export type BrowserErrorKind = (typeof BROWSER_ERROR_KINDS)[number];

export const BROWSER_ERROR_ENDPOINT = '/_errors';

/** The largest body the endpoint reads; a larger one is answered 413. */
export const BROWSER_ERROR_MAX_BYTES = 8 * 1024;
/** The browser cuts its texts to these lengths before sending; the endpoint refuses longer ones. */
export const BROWSER_ERROR_MAX_MESSAGE = 500;
export const BROWSER_ERROR_MAX_STACK = 4000;
export const BROWSER_ERROR_MAX_PATH = 2048;

/** The body of one report. */
export interface BrowserErrorReport {
  kind: BrowserErrorKind;
  /** The request id of the page the error happened on (boot data), so the report joins the server's logs. */
  requestId: string;
  /** The page's path (no query: filter values are in the message when they matter). */
  path: string;
  message: string;
  stack?: string | undefined;
}
