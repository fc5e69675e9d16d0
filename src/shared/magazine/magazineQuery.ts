// The article lists' query string (spec 001 §2 "Magazine": the start page, a category's and a
// tag's articles, page number from 1). Only `page` is read; a value that is no page number is an
// invalid parameter like the programme's and the productions' (spec 001 §2, §5: the catch page).
// Server and browser share this code, so a URL the browser accepts the server accepts too.
import type { Locale } from '../locales';
import { pathFor, type RouteName, type RouteParams } from '../routes';
import { parseMagazinePage } from './magazinePageNumber';

export type MagazineListRoute = Extract<RouteName, 'magazine' | 'magazineCategory' | 'magazineTag'>;

/** The URL of a list's page: page 1 without a query string (one URL per page). */
export function magazinePagePath(route: MagazineListRoute, locale: Locale, params: RouteParams, page: number): string {
  const path = pathFor(route, locale, params);
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * The query string that belongs to a list page's canonical URL: each page of the list is a page
 * of its own ('?page=n' from page 2), anything else in the query string is not part of it.
 */
export function magazineCanonicalSearch(search: string): string {
  const decision = parseMagazinePage(new URLSearchParams(search));
  return decision.ok && decision.page > 1 ? `?page=${decision.page}` : '';
}
