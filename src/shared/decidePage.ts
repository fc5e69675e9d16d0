// What a page request gets, decided before anything is streamed, so the status line is right
// (spec 000 §4 guards, spec 001 §2 invalid parameters). Pure: validate → decide. The server
// decides the first page with it, the browser every client navigation, so both agree.
import { CMS_HUB_PATH } from './accountPages';
import { assertUnreachable } from './assertUnreachable';
import { REDIRECT_STATUS } from './constants';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { PageKind } from './pageKinds';
import type { Viewer } from './pageTypes/pageType';
import { pageTypeOfRoute } from './pageTypes/pageTypeOf';
import { localeOfPath, matchRoute, pathFor, type RouteMatch } from './routes';
import { legacyShopLocation, matchShopPath, shopLocale } from './shopPaths';

export type SiteState = 'online' | 'offline' | 'unreachable';

export type PageDecision =
  | { kind: 'redirect'; status: number; location: string; reason: string; invalidParameters?: true }
  | { kind: 'render'; status: number; page: PageKind; locale: Locale; route: RouteMatch | null };

/**
 * `visitorLocale` is the language of a page whose path names none (the webshop's, spec 000 §2):
 * the server passes the visitor's Accept-Language, the router the language of the page the
 * visitor came from.
 */
export function decidePage(
  pathname: string,
  search: string,
  site: SiteState,
  visitorLocale: Locale = DEFAULT_LOCALE,
  viewer: Viewer = 'visitor',
): PageDecision {
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

  if (!route) return { kind: 'render', status: 404, page: 'notFound', locale, route: null };

  // The page type's own checks (src/shared/pageTypes/): invalid parameters, ids that cannot
  // exist, a version query. Whether the thing it shows exists is the route-target lookup's to say.
  const type = pageTypeOfRoute(route.name);
  const check = type.check?.({ route, query: params, pathname, viewer }) ?? { kind: 'ok' };
  switch (check.kind) {
    case 'ok':
      return { kind: 'render', status: type.status ?? 200, page: type.kind, locale, route };
    case 'notFound':
      return { kind: 'render', status: 404, page: 'notFound', locale, route: null };
    case 'invalidParameters':
      // spec 001 §2, §5: an invalid parameter is logged, reported and leads to the catch page.
      return { kind: 'redirect', status: 302, location: pathFor('notFound', locale), reason: check.reason, invalidParameters: true };
    case 'redirect':
      return { ...check };
    default:
      return assertUnreachable(check);
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
