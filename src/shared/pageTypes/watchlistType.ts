// The header's Favorites (issue 10): a watchlist kept in the visitor's browser, so the server
// knows nothing to check.
import { definePageType } from './pageType';

export const watchlistType = definePageType({
  kind: 'watchlist',
  routes: [{ name: 'watchlist', paths: { de: '/de/merkliste', en: '/en/watchlist' } }],
});
