// The webshop's paths (spec 000 §2 "Webshop" route row, "Layouts"): a layout of its own for
// /webshop, a ticket-shop template path, a ticket-shop path and two test shop paths, each with
// its /* subpaths, none of them localised. Pure: the server decides the first page with it and
// the router every client navigation (src/shared/resolvePage.ts).
//
// What each path shows:
// - a base itself is the cart page of the embedded shop (the site's screen 'webshopCart');
// - the old ticket shop's list paths below any base answer 301 to the site's own pages in the
//   visitor's language (spec 000 §2 "The webshop layout maps old ticket-shop list paths (event
//   list, item groups, series) to the events, articles and subscription pages"):
//     {base}/events                           → the programme           /de/konzerte
//     {base}/itemgroups                       → the magazine's articles /de/orchesterleben
//     {base}/itemgroups/{category}/{id}       → that article category   /de/orchesterleben/categories/{category}/{id}
//     {base}/series/{slug}/{id}               → that subscription       /de/abonnements/{slug}/{id}
//   The old paths' query strings mean nothing to the new pages and are dropped;
// - every other subpath is the 404 page (in the webshop layout).
import { isLocale, type Locale } from './locales';
import { pathFor, type RouteName, type RouteParams } from './routes';

/** spec 000 §2: /webshop, the ticket-shop template, the ticket shop and the two test shops. */
export const SHOP_BASE_PATHS = ['/webshop', '/ticketshop-template', '/ticketshop', '/ticketshop-test', '/ticketshop-test2'] as const;
type ShopBasePath = (typeof SHOP_BASE_PATHS)[number];

/** The query parameter that picks a shop page's language (the language switch writes it). */
const SHOP_LANGUAGE_PARAMETER = 'lang';

export type ShopPath =
  | { kind: 'cart'; base: ShopBasePath }
  | { kind: 'legacy'; base: ShopBasePath; route: RouteName; params: RouteParams }
  | { kind: 'unknown'; base: ShopBasePath };

const NUMERIC_ID = /^\d{1,18}$/;

/** The base a path lies under (the base itself or one of its subpaths), or null. */
function shopBaseOf(pathname: string): ShopBasePath | null {
  return SHOP_BASE_PATHS.find((base) => pathname === base || pathname.startsWith(`${base}/`)) ?? null;
}

export function isShopPath(pathname: string): boolean {
  return shopBaseOf(pathname) !== null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What a path under a shop base is (no query, no trailing slash), or null outside the shop. */
export function matchShopPath(pathname: string): ShopPath | null {
  const base = shopBaseOf(pathname);
  if (!base) return null;
  if (pathname === base) return { kind: 'cart', base };
  const rest = pathname.slice(base.length + 1).split('/');
  const [first, slug, id, ...more] = rest;
  if (more.length > 0) return { kind: 'unknown', base };
  if (first === 'events' && rest.length === 1) return { kind: 'legacy', base, route: 'events', params: {} };
  if (first === 'itemgroups' && rest.length === 1) return { kind: 'legacy', base, route: 'magazine', params: {} };
  if ((first === 'itemgroups' || first === 'series') && slug !== undefined && id !== undefined && NUMERIC_ID.test(id)) {
    const name = decodeSegment(slug);
    if (name === null || name === '') return { kind: 'unknown', base };
    return first === 'itemgroups'
      ? { kind: 'legacy', base, route: 'magazineCategory', params: { category: name, id } }
      : { kind: 'legacy', base, route: 'seriesDetail', params: { slug: name, id } };
  }
  return { kind: 'unknown', base };
}

/** Where an old ticket-shop path leads in `locale`. */
export function legacyShopLocation(match: ShopPath & { kind: 'legacy' }, locale: Locale): string {
  return pathFor(match.route, locale, match.params);
}

/**
 * The language of a shop page: `?lang=de|en` when the visitor chose one (the language switch),
 * else the visitor's own (the server: Accept-Language, as for the root; a client navigation: the
 * language of the page the visitor came from).
 */
export function shopLocale(search: string, visitorLocale: Locale): Locale {
  const asked = new URLSearchParams(search).get(SHOP_LANGUAGE_PARAMETER);
  return isLocale(asked) ? asked : visitorLocale;
}

/** The same shop page in another language (the language switch on shop pages). */
export function shopPathIn(pathname: string, search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set(SHOP_LANGUAGE_PARAMETER, locale);
  return `${pathname}?${params.toString()}`;
}
