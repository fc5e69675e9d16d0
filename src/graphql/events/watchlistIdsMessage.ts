// What a caller is told about watchlist ids it sent wrongly, in its language: the same sentence
// from Query.eventsByIds and from the calendar feed (src/server/watchlistFeedRoute.ts).
import { assertUnreachable } from '../../shared/assertUnreachable';
import type { Locale } from '../../shared/locales';
import { MAX_WATCHLIST_EVENTS, type WatchlistIdsProblem } from '../../shared/watchlist/watchlistIds';
import { apiMessage } from '../apiMessage';

export function watchlistIdsMessage(problem: WatchlistIdsProblem, field: string, locale: Locale): string {
  switch (problem) {
    case 'missing':
      return apiMessage(locale, 'watchlistIdsMissing', { field });
    case 'invalid':
      return apiMessage(locale, 'watchlistIdsInvalid', { field });
    case 'tooMany':
      return apiMessage(locale, 'watchlistIdsTooMany', { field, max: MAX_WATCHLIST_EVENTS });
    default:
      return assertUnreachable(problem);
  }
}
