// The watchlist's event ids (issue 10: the header's Favorites), read the same way wherever they
// arrive: from the browser's storage, from the GraphQL query's argument and from the calendar
// feed's query string. One rule for all three, so a list the browser keeps is always a list the
// gateway and the feed accept.
import { isNumericId } from '../queryParameters';
import type { Locale } from '../locales';
import { pathFor } from '../routes';

/**
 * The most events a watchlist holds. Each one is an upstream call when the list or the feed is
 * read (the upstream has no call for several events), so the cap bounds what one request costs;
 * fifty is more concerts than a season's subscription.
 */
export const MAX_WATCHLIST_EVENTS = 50;

/** The feed's file, below the watchlist's page (src/server/watchlistFeedRoute.ts serves it). */
export const WATCHLIST_FEED_FILE = 'feed.ics';
/** The feed's query parameter: the event ids, comma-separated. */
export const WATCHLIST_FEED_PARAMETER = 'events';

export type WatchlistIdsProblem = 'missing' | 'invalid' | 'tooMany';

export type WatchlistIdsResult = { ok: true; ids: string[] } | { ok: false; problem: WatchlistIdsProblem };

/**
 * Ids a caller sent: each numeric (the site's own id rule), repeated ones counted once in their
 * first place, at least one and at most MAX_WATCHLIST_EVENTS distinct ones.
 */
export function checkWatchlistIds(candidates: readonly string[]): WatchlistIdsResult {
  if (candidates.length === 0) return { ok: false, problem: 'missing' };
  if (!candidates.every(isNumericId)) return { ok: false, problem: 'invalid' };
  const ids = [...new Set(candidates)];
  if (ids.length > MAX_WATCHLIST_EVENTS) return { ok: false, problem: 'tooMany' };
  return { ok: true, ids };
}

/**
 * The feed's `events` value ("12,34"): empty parts (a trailing comma) are not ids and make it
 * invalid, spaces around an id are not allowed either; a query string can carry only text.
 */
export function parseFeedIds(value: string): WatchlistIdsResult {
  if (value === '') return { ok: false, problem: 'missing' };
  return checkWatchlistIds(value.split(','));
}

/**
 * Whatever the browser's storage held, as a list to show: only numeric ids, each once, the first
 * MAX_WATCHLIST_EVENTS. Storage other code or an older version wrote is read as far as it can be,
 * never trusted.
 */
export function sanitiseStoredIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const items: readonly unknown[] = value;
  const ids: string[] = [];
  for (const item of items) {
    const id = typeof item === 'number' && Number.isSafeInteger(item) ? String(item) : item;
    if (typeof id === 'string' && isNumericId(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_WATCHLIST_EVENTS) break;
  }
  return ids;
}

/** The watchlist's calendar feed on this site: `/de/merkliste/feed.ics?events=12,34`. */
export function watchlistFeedPath(locale: Locale, ids: readonly string[]): string {
  // Commas stay readable: they are allowed in a query (RFC 3986 sub-delims) and ids are digits.
  return `${pathFor('watchlist', locale)}/${WATCHLIST_FEED_FILE}?${WATCHLIST_FEED_PARAMETER}=${ids.join(',')}`;
}

/**
 * The same feed for calendar apps: `webcal://` makes a click open the visitor's calendar app and
 * subscribe (the scheme is the feed's https URL under another name; apps fetch it over https).
 */
export function webcalUrl(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:\/\//, 'webcal://');
}
