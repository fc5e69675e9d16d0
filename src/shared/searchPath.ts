// The search route's URLs and parameters (spec 000 §2 "Search": /{lang}/search/{category?}/{page?}?q=).
import type { Locale } from './locales';
import { pathFor, type RouteParams } from './routes';
import type { SearchCategory } from './searchRoute';

/**
 * The search route for `query`: the overview without a category, a category's page (from 1)
 * with one. spec 000 §2: a search submitted from a category page keeps the category and goes
 * to page 1, both as route params.
 */
export function searchPath(locale: Locale, query: string, category?: SearchCategory, page?: number): string {
  const params: RouteParams = {};
  if (category) {
    params.category = category;
    params.page = String(page ?? 1);
  }
  return `${pathFor('search', locale, params)}?${new URLSearchParams({ q: query }).toString()}`;
}
