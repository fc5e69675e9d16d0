// The search (spec 000 §2 "Search", §7).
import { parseSearchRoute } from '../searchRoute';
import { definePageType, PAGE_NOT_FOUND, PAGE_OK } from './pageType';

export const searchType = definePageType({
  kind: 'search',
  routes: [{ name: 'search', paths: { de: '/de/search/:category?/:page?', en: '/en/search/:category?/:page?' } }],
  // An unknown category or a page that is no page number is not found. A page beyond the last
  // needs the results: the screen says so (status 200).
  check: ({ route }) => (parseSearchRoute(route.params) ? PAGE_OK : PAGE_NOT_FOUND),
});
