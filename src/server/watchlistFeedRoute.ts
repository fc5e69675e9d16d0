// GET /de/merkliste/feed.ics?events=12,34 (and /en/watchlist/feed.ics): the watchlist's events
// as a calendar feed apps subscribe to (issue 10). The browser keeps the watchlist, so the feed's
// URL carries the ids; each request reads the events live, through the request's gateway context
// like the 'Add to calendar' download (src/server/eventCalendarRoute.ts), and writes them with the
// same iCalendar writer, so a moved or cancelled event reaches the app on its next refresh under
// the UID it already has.
import type { Request, Response } from 'express';
import type { Gateway } from '../graphql/createGateway';
import type { EventDetailPagePayload } from '../graphql/sources/eventDetailPayloads';
import { apiMessage } from '../graphql/apiMessage';
import { watchlistIdsMessage } from '../graphql/events/watchlistIdsMessage';
import { BRAND } from '../shared/constants';
import { eventCalendarIcs } from '../shared/eventDetail/eventCalendarIcs';
import { createI18n } from '../shared/i18n/createI18n';
import { LOCALES, type Locale } from '../shared/locales';
import { pathFor } from '../shared/routes';
import {
  parseFeedIds,
  WATCHLIST_FEED_FILE,
  WATCHLIST_FEED_PARAMETER,
  watchlistFeedPath,
  type WatchlistIdsResult,
} from '../shared/watchlist/watchlistIds';
import { calendarDateOf } from './calendarDateOf';
import { requestIdOf } from './requestIdOf';
import { requestOrigin } from './requestOrigin';

/**
 * How often a subscribed app should ask again (RFC 7986 REFRESH-INTERVAL): a cancellation should
 * reach the visitor's calendar the same day; apps poll on their own schedule anyway.
 */
const FEED_REFRESH_MINUTES = 60;

/**
 * Shared caches may answer for five minutes: many subscribers to the same list (a shared link)
 * cost the upstream one read per five minutes, and a change still arrives well within the
 * refresh interval. Stale copies are not served while the site cannot make a new one (503).
 */
const FEED_CACHE_CONTROL = 'public, max-age=300';

/** The feed's path in each language, below the watchlist's page. */
export function watchlistFeedPaths(): string[] {
  return LOCALES.map((locale) => `${pathFor('watchlist', locale)}/${WATCHLIST_FEED_FILE}`);
}

function idsOf(req: Request): WatchlistIdsResult {
  // Read from the raw query: Express's parser would turn `events[]=1` or a repeated parameter into
  // arrays and objects. One `events` parameter, no more.
  const values = new URLSearchParams(req.originalUrl.split('?')[1] ?? '').getAll(WATCHLIST_FEED_PARAMETER);
  if (values.length === 0) return { ok: false, problem: 'missing' };
  if (values.length > 1) return { ok: false, problem: 'invalid' };
  return parseFeedIds(values[0] ?? '');
}

function plainText(res: Response, status: number, text: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.type('text/plain; charset=utf-8').send(text);
}

export function createWatchlistFeedHandler(gateway: Gateway) {
  return async (req: Request, res: Response): Promise<void> => {
    const locale: Locale = req.path.startsWith('/en/') ? 'en' : 'de';
    const checked = idsOf(req);
    if (!checked.ok) {
      plainText(res, 400, watchlistIdsMessage(checked.problem, WATCHLIST_FEED_PARAMETER, locale));
      return;
    }
    const context = gateway.createContext({ requestId: requestIdOf(req), logger: req.log });
    let events: (EventDetailPagePayload | null)[];
    try {
      // One batch of the request's loader; each event is one upstream call (no multi-id call).
      events = await Promise.all(checked.ids.map((id) => context.loaders.eventDetails.load({ id, locale })));
    } catch (error) {
      // Never a feed without the events that could not be read: an app would delete them from
      // the visitor's calendar. A 503 makes it keep what it has and ask again later.
      req.log.warn({ err: error, ids: checked.ids }, 'watchlist feed: events could not be read');
      res.setHeader('Retry-After', '30');
      plainText(res, 503, apiMessage(locale, 'watchlistFeedUnavailable'));
      return;
    }
    const origin = requestOrigin(req.protocol, req.host) ?? '';
    // Ids the upstream does not know (any more) are left out: the visitor's list may be older
    // than the programme.
    const dates = events.flatMap((event) => (event ? [calendarDateOf(event, locale, origin)] : []));
    const ics = eventCalendarIcs(dates, {
      now: new Date(),
      feed: {
        name: createI18n(locale).t('calendar.feedName', { brand: BRAND }),
        url: `${origin}${watchlistFeedPath(locale, checked.ids)}`,
        refreshMinutes: FEED_REFRESH_MINUTES,
      },
    });
    res.status(200);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    // Shown in place (subscriptions), saved under a name that says what it is (downloads).
    res.setHeader('Content-Disposition', `inline; filename="${locale === 'de' ? 'merkliste' : 'watchlist'}.ics"`);
    res.setHeader('Cache-Control', FEED_CACHE_CONTROL);
    res.send(ics);
  };
}
