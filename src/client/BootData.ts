// What the server tells the browser about the page it rendered, in a JSON script element,
// so hydration renders exactly the tree the server streamed.
import type { PageState } from './navigation/PageState';

export interface BootData extends PageState {
  /** The page request's id (`x-request-id`): the browser's error reports carry it (src/client/reportError.ts). */
  requestId: string;
  /** Today in Berlin when the server rendered (the default date filter, spec 001 §2). */
  today: string;
  /** The instant the server rendered (ISO 8601): what time-dependent labels hydrate with. */
  renderedAt: string;
  /** The site's origin as the visitor reached it (canonical and hreflang links). */
  origin: string;
  /**
   * The entry script, the stylesheet, the first page's chunks (preloaded with the entry after the
   * first paint: src/server/ssr/entryAfterFirstPaint.ts) and the files fetched
   * when the browser is idle after the load, to be evaluated only once needed (`later`: Apollo Client's).
   */
  assets: { script: string; style: string; preload: readonly string[]; later: readonly string[] };
  /** What the request's cookies and headers say about this visitor (src/server/visitorOf.ts). */
  visitor: VisitorState;
}

/**
 * The visitor's own state that the browser keeps in cookies, as the page request carried it: the
 * server renders the chrome that depends on it (the top alert, the cookie banner, the cart badge
 * and the hold countdown) and hydration starts from the same values, so nothing appears or moves
 * once the browser reads its cookies (issue 20: nothing moves after it is painted).
 *
 * Only for this response: the boot data is written into the page's HTML, which is `no-store` and
 * rendered per request; the renders share query results (RenderResultCache), never this.
 * The values are the cookies' raw text (cookies the browser's own scripts write, none HttpOnly);
 * the session cookie is only said to exist.
 */
export interface VisitorState {
  /** `top-alert-noeku` (spec 001 §4), or null without the cookie. */
  topAlertDismissal: string | null;
  /** `consent` (spec 000 §1, §4), or null without the cookie. */
  consent: string | null;
  /** The request's `Sec-GPC: 1` header (Global Privacy Control). */
  globalPrivacyControl: boolean;
  /** `cartAmount`, `cartUrl` and `cartHoldUntil` (spec 001 §7), each null without the cookie. */
  cartAmount: string | null;
  cartUrl: string | null;
  cartHoldUntil: string | null;
  /** A session cookie: the visitor may be logged in (the account's name keeps its room). */
  session: boolean;
}

/** A visitor with no cookies at all (tests, and pages rendered for no one in particular). */
export const ANONYMOUS_VISITOR: VisitorState = Object.freeze({
  topAlertDismissal: null,
  consent: null,
  globalPrivacyControl: false,
  cartAmount: null,
  cartUrl: null,
  cartHoldUntil: null,
  session: false,
});

export const BOOT_ELEMENT_ID = 'boot-data';

/** The page part of the boot data: what the router starts with. */
export function pageStateOf(boot: BootData): PageState {
  return {
    locale: boot.locale,
    page: boot.page,
    status: boot.status,
    route: boot.route,
    pathname: boot.pathname,
    search: boot.search,
    pageHeaderLoading: boot.pageHeaderLoading,
    head: boot.head,
  };
}
