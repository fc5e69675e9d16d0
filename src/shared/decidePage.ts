// What a page request gets, decided before anything is streamed, so the status line is right
// (spec 000 §4 guards, spec 001 §2 invalid parameters). Pure: validate → decide. The server
// decides the first page with it, the browser every client navigation, so both agree.
import { CMS_HUB_PATH } from './accountPages';
import { assertUnreachable } from './assertUnreachable';
import { REDIRECT_STATUS } from './constants';
import { isNumericId, parseEventQuery } from './eventQuery';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { PageKind } from './pageKinds';
import { BUILT_ROUTES, localeOfPath, matchRoute, pathFor, type RouteMatch } from './routes';
import { parseMagazinePage } from './magazine/magazineQuery';
import { parseProductionQuery } from './productions/productionQuery';
import { parseSearchRoute } from './searchPath';
import { legacyShopLocation, matchShopPath, shopLocale } from './shopPaths';

export type SiteState = 'online' | 'offline' | 'unreachable';

/**
 * Who asks (spec 000 §6). Only the server can tell staff (by their session, asked of the gateway
 * when the request has a version query and a session cookie: src/server/pageHandler.ts); the
 * browser's router decides as a visitor and leaves a version query to a document load.
 */
export type Viewer = 'visitor' | 'staff';

/** Why a version query `v` is redirected: the router loads such a URL as a document instead (the server knows staff). */
export const VERSION_QUERY_REASON = 'version query';

export type PageDecision =
  | { kind: 'redirect'; status: number; location: string; reason: string; invalidParameters?: true }
  | { kind: 'render'; status: number; page: PageKind; locale: Locale; route: RouteMatch | null };

/**
 * `visitorLocale` is the language of a page whose path names none (the webshop's, spec 000 §2):
 * the server passes the visitor's Accept-Language, the router the language of the page the
 * visitor came from.
 */
export function decidePage(pathname: string, search: string, site: SiteState, visitorLocale: Locale = DEFAULT_LOCALE, viewer: Viewer = 'visitor'): PageDecision {
  // One canonical URL per page: no trailing slash.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // Leading slashes collapse to one: '//host' in a Location header would leave the site.
    const canonical = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
    return { kind: 'redirect', status: REDIRECT_STATUS, location: `${canonical}${search}`, reason: 'trailing slash' };
  }
  if (pathname === CMS_HUB_PATH) {
    // spec 000 §2 "Editor hub": not localised; the language as for the webshop (?lang=, else the
    // browser's). Open while the site is offline: staff need it to bring the site back.
    return { kind: 'render', status: 200, page: 'cmsHub', locale: shopLocale(search, visitorLocale), route: null };
  }
  const shop = matchShopPath(pathname);
  if (shop) {
    // spec 000 §2: the webshop's paths are not localised; the visitor's language decides.
    const locale = shopLocale(search, visitorLocale);
    if (site !== 'online') return { kind: 'render', status: 503, page: 'offline', locale, route: null };
    switch (shop.kind) {
      case 'cart':
        return { kind: 'render', status: 200, page: 'webshopCart', locale, route: null };
      case 'legacy':
        // spec 000 §2: old ticket-shop list paths lead to the site's own pages, for good.
        return { kind: 'redirect', status: REDIRECT_STATUS, location: legacyShopLocation(shop, locale), reason: 'old ticket-shop path' };
      case 'unknown':
        return { kind: 'render', status: 404, page: 'notFound', locale, route: null };
      default:
        return assertUnreachable(shop);
    }
  }
  const route = matchRoute(pathname);
  const locale = route?.locale ?? localeOfPath(pathname) ?? DEFAULT_LOCALE;

  // spec 000 §4, §8: settings say offline, or cannot be read: 503 'Website offline'.
  if (site !== 'online') return { kind: 'render', status: 503, page: 'offline', locale, route };

  // spec 000 §2: overlay=true on load leads to the events page without the parameter.
  const params = new URLSearchParams(search);
  if (params.has('overlay') && localeOfPath(pathname)) {
    params.delete('overlay');
    const rest = params.toString();
    const target = route?.name === 'events' ? pathname : pathFor('events', locale);
    return { kind: 'redirect', status: 302, location: `${target}${rest ? `?${rest}` : ''}`, reason: 'overlay parameter' };
  }

  if (!route || !BUILT_ROUTES.has(route.name) || route.name === 'notFound') {
    return { kind: 'render', status: 404, page: 'notFound', locale, route: route?.name === 'notFound' ? route : null };
  }

  switch (route.name) {
    case 'events': {
      const query = parseEventQuery(params);
      if (!query.ok) {
        // spec 001 §2, §5: an invalid parameter is logged, reported and leads to the catch page.
        return { kind: 'redirect', status: 302, location: pathFor('notFound', locale), reason: query.problems.join('; '), invalidParameters: true };
      }
      return { kind: 'render', status: 200, page: 'events', locale, route };
    }
    case 'eventDetail':
      // An id that cannot exist is not found without asking anyone; a known one is checked
      // against the upstream next (src/shared/decideTargetPage.ts: unknown id, wrong slug).
      if (!isNumericId(route.params.id ?? '')) return { kind: 'render', status: 404, page: 'notFound', locale, route: null };
      return { kind: 'render', status: 200, page: 'eventDetail', locale, route };
    case 'productions': {
      const query = parseProductionQuery(params);
      if (!query.ok) {
        // spec 001 §2, §5: the list's parameters are checked like the programme's.
        return { kind: 'redirect', status: 302, location: pathFor('notFound', locale), reason: query.problems.join('; '), invalidParameters: true };
      }
      return { kind: 'render', status: 200, page: 'productions', locale, route };
    }
    case 'ensemble':
      return { kind: 'render', status: 200, page: 'ensemble', locale, route };
    case 'productionDetail':
    case 'seriesDetail':
    case 'ensembleDetail':
    case 'venueDetail':
      // As for events: an id that cannot exist is not found at once; a known one is looked up next.
      if (!isNumericId(route.params.id ?? '')) return { kind: 'render', status: 404, page: 'notFound', locale, route: null };
      return { kind: 'render', status: 200, page: route.name, locale, route };
    case 'magazine':
    case 'magazineCategory':
    case 'magazineTag': {
      // spec 001 §2 "Magazine": article lists from page 1; a page that is no page number is an
      // invalid parameter like the productions' (the catch page). A category or tag that does not
      // exist, or a wrong slug, is the route-target lookup's to say (404 or 301 before any byte).
      const page = parseMagazinePage(params);
      if (!page.ok) return { kind: 'redirect', status: 302, location: pathFor('notFound', locale), reason: page.problem, invalidParameters: true };
      return { kind: 'render', status: 200, page: 'magazine', locale, route };
    }
    case 'magazineTags':
      return { kind: 'render', status: 200, page: 'magazineTags', locale, route };
    case 'magazineArticle':
      // The route's id is digits already; whether the article exists is the lookup's to say.
      return { kind: 'render', status: 200, page: 'magazineArticle', locale, route };
    case 'search':
      // spec 000 §2: an unknown category or a page that is no page number is not found. A page
      // beyond the last needs the results: the screen says so (status 200).
      if (!parseSearchRoute(route.params)) return { kind: 'render', status: 404, page: 'notFound', locale, route: null };
      return { kind: 'render', status: 200, page: 'search', locale, route };
    case 'terms':
    case 'privacy':
    case 'imprint':
      // Whether the text is online is the route-target lookup's to say (404 before any byte).
      return { kind: 'render', status: 200, page: 'legal', locale, route };
    case 'form':
      // spec 000 §2 "Forms page": an id that cannot exist is not found at once; a known one is
      // looked up next (unknown: 404, a slug other than its title's: 301).
      if (!isNumericId(route.params.id ?? '')) return { kind: 'render', status: 404, page: 'notFound', locale, route: null };
      return { kind: 'render', status: 200, page: 'form', locale, route };
    case 'userProfile':
    case 'userSettings':
      // Personal: without a session the server sends the visitor to the login first
      // (src/shared/accountPages.ts), the screen does when a session has ended.
      return { kind: 'render', status: 200, page: route.name, locale, route };
    case 'login':
      return { kind: 'render', status: 200, page: 'login', locale, route };
    case 'home':
    case 'cmsPage':
      // spec 000 §4: a visitor's version query `v` leads to the plain page (301, before any byte);
      // logged-in staff preview that stored version, and a version id that cannot exist is not
      // found for them (whether it is a version of this page is the server's lookup to say).
      // Whether the page exists and is online is the route-target lookup's to say (404 before any byte).
      if (params.has('v')) {
        if (viewer === 'staff') {
          const versions = params.getAll('v');
          if (versions.length !== 1 || !isNumericId(versions[0] ?? '')) return { kind: 'render', status: 404, page: 'notFound', locale, route: null };
          return { kind: 'render', status: 200, page: 'cmsPage', locale, route };
        }
        params.delete('v');
        const rest = params.toString();
        return { kind: 'redirect', status: REDIRECT_STATUS, location: `${pathname}${rest ? `?${rest}` : ''}`, reason: VERSION_QUERY_REASON };
      }
      return { kind: 'render', status: 200, page: 'cmsPage', locale, route };
    case 'watchlist':
      // The list lives in the visitor's browser: the server knows nothing to check.
      return { kind: 'render', status: 200, page: 'watchlist', locale, route };
    default:
      return { kind: 'render', status: 404, page: 'notFound', locale, route: null };
  }
}

/**
 * A request refused before routing (issue 8: no request makes a 500): a target that cannot be
 * read gets the 400 page, one that names nothing we serve the 404 page; in the language of its
 * first segment, German by default. The offline page wins as it does for every page.
 */
export function decideRefusedRequest(rawPath: string, status: 400 | 404, site: SiteState): PageDecision {
  const locale = localeOfPath(rawPath) ?? DEFAULT_LOCALE;
  if (site !== 'online') return { kind: 'render', status: 503, page: 'offline', locale, route: null };
  return { kind: 'render', status, page: status === 400 ? 'badRequest' : 'notFound', locale, route: null };
}
