// The one place that decides a page (issue 21 item 4): the server's page handler for the first
// page and the browser's router for every client navigation call it, each with its own upstream
// lookups passed in. In the spec's order: the site-online check (spec 000 §4, §8), the page the
// path and query name (decidePage: invalid parameters, ids that cannot exist), the route guards
// (page-header loading, redirect records, locale), the page's own redirect (a version query, the
// trailing slash, …), a login the page needs, and the thing the page shows (unknown: 404; another
// path: 301). Nothing here waits for more than it needs: the thing's lookup starts while the
// redirect records are read.
import { loginPathFor, needsLogin } from './accountPages';
import { decidePage, type SiteState } from './decidePage';
import { VERSION_QUERY_REASON } from './pageTypes/cmsPageType';
import { decideTargetPage } from './decideTargetPage';
import type { Locale } from './locales';
import type { PageKind } from './pageKinds';
import { ROUTE_GUARDS, RouteGuardError, runRouteGuards, type RedirectRecord } from './routeGuards';
import { localeOfPath, type RouteMatch } from './routes';
import { isTargetRouteName, type TargetRouteName } from './targetRoutes';

/** What a lookup of the thing a page shows found; `Head` is what the caller makes of it for the document head. */
export type TargetLookup<Head> =
  | { kind: 'found'; canonicalPath: string; head: Head }
  | { kind: 'unknown' }
  /** The upstream cannot say now: the page opens and its screen shows the load error. */
  | { kind: 'unavailable' };

/** What a staff preview's version lookup found (spec 000 §4). */
export type VersionCheck = 'found' | 'missing' | 'refused' | 'unavailable';

export interface PageRequest {
  pathname: string;
  search: string;
  /** The language of a page whose path names none (the webshop's, spec 000 §2). */
  visitorLocale: Locale;
  /**
   * Whether the request carries the upstream's session cookie; undefined when the caller cannot
   * tell (the browser's router: an ended session is then the screen's to notice).
   */
  hasSession?: boolean | undefined;
}

/** The upstream lookups a decision may need; each is asked only when the decision gets to it, and none rejects. */
export interface PageLookups<Head> {
  siteStatus(): Promise<SiteState>;
  /** The redirect records of a path's language (null: a path outside the localised site); [] when they cannot be read. */
  redirectRecords(locale: Locale | null): Promise<readonly RedirectRecord[]>;
  /** The thing a page shows; `page` is the page it would be, so that a caller can prepare it meanwhile. */
  routeTarget(route: RouteMatch & { name: TargetRouteName }, page: PageKind, preview: boolean): Promise<TargetLookup<Head>>;
  /**
   * Whether the request's session is logged-in staff, asked only for a version query with a
   * session. Absent: the caller cannot tell (the browser), and a version query is then the
   * redirect that `VERSION_QUERY_REASON` names, which only a document load can settle.
   */
  isStaff?(): Promise<boolean>;
  /** A staff preview: whether the version the query names is one of this page's. */
  versionOf?(route: RouteMatch, locale: Locale, versionId: string): Promise<VersionCheck>;
  /** The guards to run; the spec's (ROUTE_GUARDS) by default. */
  guards?: readonly string[];
}

export type PageResolution<Head> =
  | {
      kind: 'redirect';
      status: number;
      location: string;
      /** Why: 'redirect record', 'canonical path', 'login needed', or decidePage's reason (VERSION_QUERY_REASON among them). */
      reason: string;
      /** spec 001 §8: the redirect of invalid filter parameters, which the server reports. */
      invalidParameters?: true;
    }
  | {
      kind: 'render';
      status: number;
      page: PageKind;
      locale: Locale;
      route: RouteMatch | null;
      /** spec 000 §4: the page header shows its loading state. */
      pageHeaderLoading: boolean;
      head?: Head | undefined;
      /** A staff preview of a stored version: one user's page. */
      preview: boolean;
      /** spec 000 §8: the guard that does not exist, when the page is the 500 'Unknown middleware {name}'. */
      guardError?: RouteGuardError;
    };

export async function resolvePage<Head>(request: PageRequest, lookups: PageLookups<Head>): Promise<PageResolution<Head>> {
  const { pathname, search, visitorLocale } = request;
  const site = await lookups.siteStatus();
  let decision = decidePage(pathname, search, site, visitorLocale);
  // spec 000 §4: a version query is a visitor's 301, unless the request carries a session that
  // the upstream's user call knows as staff: then that version is rendered for them alone.
  let preview = false;
  if (
    decision.kind === 'redirect' &&
    decision.reason === VERSION_QUERY_REASON &&
    request.hasSession === true &&
    lookups.isStaff &&
    (await lookups.isStaff())
  ) {
    decision = decidePage(pathname, search, site, visitorLocale, 'staff');
    preview = true;
  }
  // The thing the page shows is asked while the redirect records are: one round trip, not two.
  // Its answer is used only when no record redirects the path.
  let target: Promise<TargetLookup<Head>> | undefined;
  if (
    site === 'online' &&
    decision.kind === 'render' &&
    decision.route &&
    decision.status === 200 &&
    isTargetRouteName(decision.route.name)
  ) {
    target = lookups.routeTarget({ ...decision.route, name: decision.route.name }, decision.page, preview);
  }

  // spec 000 §4: the route guards run before the page is decided, in the spec's order.
  let pageHeaderLoading = true;
  if (site === 'online') {
    try {
      const guarded = runRouteGuards(lookups.guards ?? ROUTE_GUARDS, {
        pathname,
        search,
        redirects: await lookups.redirectRecords(localeOfPath(pathname)),
        siblingPaths: [],
      });
      if (guarded.kind === 'redirect')
        return { kind: 'redirect', status: guarded.status, location: guarded.location, reason: 'redirect record' };
      pageHeaderLoading = guarded.pageHeaderLoading;
    } catch (error) {
      if (!(error instanceof RouteGuardError)) throw error;
      // spec 000 §8: an unknown guard is the 500 'Unknown middleware {name}'.
      const locale = localeOfPath(pathname) ?? visitorLocale;
      return {
        kind: 'render',
        status: 500,
        page: 'serverError',
        locale,
        route: null,
        pageHeaderLoading,
        preview: false,
        guardError: error,
      };
    }
  }
  if (decision.kind === 'redirect') return decision;

  // spec 000 §6: the user pages need a session; without the cookie the login comes first and
  // leads back here.
  if (needsLogin(decision.page) && request.hasSession === false) {
    return { kind: 'redirect', status: 302, location: loginPathFor(decision.locale, `${pathname}${search}`), reason: 'login needed' };
  }

  const notFound = {
    kind: 'render',
    status: 404,
    page: 'notFound',
    locale: decision.locale,
    route: null,
    pageHeaderLoading,
    preview,
  } as const;
  let head: Head | undefined;
  if (target) {
    // spec 000 §2, §4, §9: a path naming nothing is the 404 page, a wrong slug a 301.
    const lookup = await target;
    if (lookup.kind !== 'unavailable') {
      const checked = decideTargetPage(pathname, search, lookup.kind === 'found' ? lookup : null);
      if (checked.kind === 'redirect')
        return { kind: 'redirect', status: checked.status, location: checked.location, reason: 'canonical path' };
      if (checked.kind === 'notFound') return notFound;
      if (lookup.kind === 'found') head = lookup.head;
    }
  }
  if (preview && decision.route && decision.status === 200 && lookups.versionOf) {
    const version = await lookups.versionOf(decision.route, decision.locale, new URLSearchParams(search).get('v') ?? '');
    // A version id that names no version of this page: a clear 404 for staff.
    if (version === 'missing') return notFound;
    if (version === 'refused') {
      // Not staff after all, to the upstream: the visitor's answer (the plain page).
      const plain = decidePage(pathname, search, site, visitorLocale);
      if (plain.kind === 'redirect') return plain;
    }
  }
  return {
    kind: 'render',
    status: decision.status,
    page: decision.page,
    locale: decision.locale,
    route: decision.route,
    pageHeaderLoading,
    head,
    preview,
  };
}
