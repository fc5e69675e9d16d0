// The search route's parameters (spec 000 §2 "Search": /{lang}/search/{category?}/{page?}), read
// without the route table so that the page type can check them (src/shared/pageTypes/searchType.ts).
import { MAX_SEARCH_PAGE } from './searchConstants';

/** spec 000 §7: the internal search has two categories, events and everything else. */
export const SEARCH_CATEGORIES = ['events', 'others'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export function isSearchCategory(value: unknown): value is SearchCategory {
  return value === 'events' || value === 'others';
}

export type SearchRoute = { category: SearchCategory | null; page: number };

/**
 * Reads the route params of the search route, or null when they name no search page: an
 * unknown category, or a page that is not a plain number from 1 to MAX_SEARCH_PAGE ('01', '0',
 * '1e3' are not pages). Decided without data; a page beyond the last needs the results.
 */
export function parseSearchRoute(params: Readonly<Record<string, string>>): SearchRoute | null {
  const { category, page } = params;
  if (category === undefined) return { category: null, page: 1 };
  if (!isSearchCategory(category)) return null;
  if (page === undefined) return { category, page: 1 };
  if (!/^[1-9]\d{0,5}$/.test(page)) return null;
  const number = Number(page);
  return number <= MAX_SEARCH_PAGE ? { category, page: number } : null;
}

/** The searched text of a query string (`q`, trimmed): '' when there is none. */
export function searchQueryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}
