// The watchlist: the browser's part of its page type (screenType.ts).
import { WatchlistPlaceholder } from './WatchlistPlaceholder';
import { fixedHead, type ScreenType } from '../screenType';

export const watchlistScreenType: ScreenType = {
  chunk: 'WatchlistScreen',
  load: async () => (await import('./WatchlistScreen')).WatchlistScreen,
  Placeholder: WatchlistPlaceholder,
  head: fixedHead('watchlist.title', 'watchlist.intro'),
};
