// Constants the specification names, once, under the spec's own words.

/** spec 000 §9: time zone and locale of all dates shown. */
export const TIMEZONE = 'Europe/Berlin';

/** spec 001 §7, §9: events page size; the event list starts at page 1. */
export const EVENTS_PAGE_SIZE = 10;
export const EVENTS_FIRST_PAGE = 1;

/** spec 001 §2, §9: infinite scroll loads when the sentinel is within 170 % of the viewport, threshold 0. */
export const INFINITE_SCROLL_ROOT_MARGIN = '0px 0px 170% 0px';
export const INFINITE_SCROLL_THRESHOLD = 0;

/** spec 001 §9: filter reset scrolls smoothly to the top in 0.6 s. */
export const FILTER_RESET_SCROLL_SECONDS = 0.6;

/** spec 001 §2: the filter keys of the event overview, each a numeric id. */
export const EVENT_FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const;
export type EventFilterKey = (typeof EVENT_FILTER_KEYS)[number];

/** spec 000 §9: redirects answer 301. */
export const REDIRECT_STATUS = 301;

/** spec 000 §9, spec 001 §9: page title template '%s | {brand}'. */
export const BRAND = 'Aurelia Philharmonie';
export function pageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

/** spec 000 §7, §8: the longest URL the error log keeps (src/cms/README.md "Legal pages and error log"). */
export const MAX_REPORTED_URL = 2000;

/** spec 001 §9: the scroll-to-top button scrolls smoothly in 0.7 s. */
export const SCROLL_TO_TOP_SECONDS = 0.7;
/** spec 001 §4: the sticky links and scroll-to-top show after half the window height. */
export const STICKY_NAV_SCROLL_SHARE = 0.5;

/** spec 000 §2, §9: a URL hash waits 1 s, then looks for its element every 250 ms, up to 100 times, and scrolls with a 130 px offset. */
export const HASH_SCROLL_DELAY_MS = 1000;
export const HASH_SCROLL_RETRY_MS = 250;
export const HASH_SCROLL_MAX_RETRIES = 100;
export const HASH_SCROLL_OFFSET_PX = 130;

/** spec 000 §4, §9: the progress bar during requests and route changes: throttle 200 ms, hidden 500 ms after (its 5 s run is the fill's transition in styles/layout/chrome.css). */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_HIDE_AFTER_MS = 500;

/** spec 000 §8, §9: a code chunk that fails to load reloads the page, at most once per this many ms. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** spec 000 §4, §9: the editor's save and error alerts hide after this long. */
export const EDITOR_ALERT_MS = 4000;

/** spec 000 §4, §9, spec 001 §9: the header's style changes after a quarter of the window height. */
export const HEADER_SCROLL_SHARE = 0.25;
