// How long each kind of anonymous upstream GET answer is shared between requests (docs/CONVENTIONS.md:
// the shared TTL cache is for anonymous GETs only). Short TTLs: staff edits in the upstream
// must show on the site within seconds even before the staff mutations call invalidate().
import type { CachePolicy } from './SharedCache';

export type UpstreamResourceKind =
  | 'settings'
  | 'designSettings'
  | 'events'
  | 'teasers'
  | 'filterOptions'
  | 'openingHours'
  | 'breakingNews'
  | 'redirects'
  | 'navigation'
  | 'contentDetails'
  | 'pages';

/** Events change with every edit and sell-out; ten seconds keeps a busy page to ~6 calls a minute. */
export const EVENTS_TTL_MS = 10_000;
/** Teasers and the filter option lists change rarely (an editor's action), a minute is fine. */
export const TEASERS_TTL_MS = 60_000;
export const FILTER_OPTIONS_TTL_MS = 60_000;
/** The header's opening hours, on every page: a minute. The site asks for a named day, so an answer never outlives its day. */
export const OPENING_HOURS_TTL_MS = 60_000;
/** How long past its TTL an answer may still be served while one background refresh runs. */
const EVENTS_GRACE_MS = 30_000;
const TEASERS_GRACE_MS = 5 * 60_000;
const FILTER_OPTIONS_GRACE_MS = 5 * 60_000;
const OPENING_HOURS_GRACE_MS = 5 * 60_000;
/** The top alert, on every page: an editor's new alert shows within about a minute. */
export const BREAKING_NEWS_TTL_MS = 60_000;
const BREAKING_NEWS_GRACE_MS = 5 * 60_000;

// spec 001 §7: the option list behind each filter key (the same paths as sources/EventsApi).
const FILTER_OPTION_PATH = /^\/(de|en)\/api\/(rooms|exhibition-types|event-tags|series|genres)\/$/;
// The programme list, one event's detail and the calendar's days share the kind 'events', so
// invalidate('events:') after an edit drops all three.
const EVENTS_PATH = /^\/(de|en)\/api\/(events\/([^/]+\/)?|calendar\/)$/;
const TEASERS_PATH = /^\/(de|en)\/api\/teasers\/$/;
const OPENING_HOURS_PATH = /^\/(de|en)\/api\/opening-hours-today\/$/;
const BREAKING_NEWS_PATH = /^\/(de|en)\/api\/breaking-news\/$/;
const SETTINGS_PATH = '/pageeditor-api/settings';
const REDIRECTS_PATH = /^\/(de|en)\/pageeditor-api\/redirect$/;
/**
 * spec 000 §4: every page request runs the redirect guard. A new redirect record made in this
 * site's editor shows at once (its mutation invalidates the 'redirects' kind in every process);
 * one made elsewhere in the upstream within half a minute.
 */
export const REDIRECTS_TTL_MS = 30_000;
/**
 * What the page guards read before any byte (the site settings, the design settings, the
 * redirect records) is served past its TTL for this long while one background refresh runs,
 * so that no page waits for the upstream once they have been read (issue 21 item 3;
 * docs/decisions/011-guard-data-stale-while-revalidate.md, which also says how this meets
 * spec 000 §4's 503 when the settings call fails).
 */
export const GUARD_GRACE_MS = 5 * 60_000;
/**
 * The header's menu and the footer's links, on every page (spec 001 §2). A page's settings
 * (its menu entry) change them; that mutation invalidates the 'navigation' kind, and the TTL
 * bounds what another process's edit leaves stale.
 */
const NAVIGATION_PATH = /^\/(de|en)\/pageeditor-api\/nav$/;
export const NAVIGATION_TTL_MS = 60_000;
const NAVIGATION_GRACE_MS = 5 * 60_000;
const DESIGN_SETTINGS_PATH = '/pageeditor-api/design-settings';
/**
 * One production, series, article, musician or venue: the page that shows it decides its status
 * (404, its canonical path) from it before any byte, so without sharing it every such page asked
 * the upstream on every request even when its render was reused (issue 21: no upstream call for a
 * cached page). They are edited in the upstream's own admin, not through this site: an edit shows
 * within half a minute.
 */
const CONTENT_DETAIL_PATH = /^\/(de|en)\/api\/(productions|series|articles|persons|venues)\/[^/]+\/$/;
export const CONTENT_DETAILS_TTL_MS = 30_000;
const CONTENT_DETAILS_GRACE_MS = 60_000;
/**
 * A CMS page as visitors see it (staff ask with their session, never shared). This site's editor
 * invalidates the 'pages' kind in every process after each write (editor/resolvers.ts staffWrite);
 * the TTL bounds what an edit made elsewhere in the upstream leaves stale.
 */
const CMS_PAGE_PATH = /^\/(de|en)\/pageeditor-api\/page\//;
export const PAGES_TTL_MS = 60_000;
const PAGES_GRACE_MS = 60_000;

/**
 * Content past its grace stands in for the upstream when a fresh call fails or takes longer than
 * a quarter second (issue 21 item 6: a page is served stale, marked in a header, rather than
 * failing or waiting). Ten minutes: longer than the guards' data is kept (GUARD_GRACE_MS), after
 * which the site answers 503 anyway (spec 000 §4). The guards' data itself has no stand-in
 * (docs/decisions/011).
 */
const CONTENT_STAND_IN = { forMs: 10 * 60_000, waitMs: 250 } as const;

export interface UpstreamCachePolicyOptions {
  /** UPSTREAM_CACHE=off: content answers are not shared (the guards' data follows settingsTtlMs alone). */
  contentEnabled: boolean;
  /** SETTINGS_TTL_MS; 0 disables sharing the guards' data (settings, design settings, redirect records). */
  settingsTtlMs: number;
}

/** Decides whether (and how long) the answer to `GET pathname` is shared; undefined: never. */
export function decideUpstreamCachePolicy(
  pathname: string,
  options: UpstreamCachePolicyOptions,
): (CachePolicy & { kind: UpstreamResourceKind }) | undefined {
  // The guards' data: shared whenever SETTINGS_TTL_MS is not 0, also with UPSTREAM_CACHE=off
  // (the first byte of a page must not wait for the upstream, issue 21 item 3). The staff
  // mutations that change them (updateSiteSettings, updateDesignSettings, the redirect and page
  // settings mutations) invalidate their kind in every process.
  if (options.settingsTtlMs > 0) {
    if (pathname === SETTINGS_PATH) return { kind: 'settings', ttlMs: options.settingsTtlMs, graceMs: GUARD_GRACE_MS };
    if (pathname === DESIGN_SETTINGS_PATH) return { kind: 'designSettings', ttlMs: options.settingsTtlMs, graceMs: GUARD_GRACE_MS };
    if (REDIRECTS_PATH.test(pathname)) return { kind: 'redirects', ttlMs: REDIRECTS_TTL_MS, graceMs: GUARD_GRACE_MS };
  }
  if (!options.contentEnabled) return undefined;
  if (EVENTS_PATH.test(pathname)) return { kind: 'events', ttlMs: EVENTS_TTL_MS, graceMs: EVENTS_GRACE_MS, staleIfError: CONTENT_STAND_IN };
  if (TEASERS_PATH.test(pathname))
    return { kind: 'teasers', ttlMs: TEASERS_TTL_MS, graceMs: TEASERS_GRACE_MS, staleIfError: CONTENT_STAND_IN };
  if (FILTER_OPTION_PATH.test(pathname))
    return { kind: 'filterOptions', ttlMs: FILTER_OPTIONS_TTL_MS, graceMs: FILTER_OPTIONS_GRACE_MS, staleIfError: CONTENT_STAND_IN };
  if (OPENING_HOURS_PATH.test(pathname))
    return { kind: 'openingHours', ttlMs: OPENING_HOURS_TTL_MS, graceMs: OPENING_HOURS_GRACE_MS, staleIfError: CONTENT_STAND_IN };
  if (NAVIGATION_PATH.test(pathname))
    return { kind: 'navigation', ttlMs: NAVIGATION_TTL_MS, graceMs: NAVIGATION_GRACE_MS, staleIfError: CONTENT_STAND_IN };
  if (BREAKING_NEWS_PATH.test(pathname))
    return { kind: 'breakingNews', ttlMs: BREAKING_NEWS_TTL_MS, graceMs: BREAKING_NEWS_GRACE_MS, staleIfError: CONTENT_STAND_IN };
  if (CONTENT_DETAIL_PATH.test(pathname))
    return { kind: 'contentDetails', ttlMs: CONTENT_DETAILS_TTL_MS, graceMs: CONTENT_DETAILS_GRACE_MS, staleIfError: CONTENT_STAND_IN };
  if (CMS_PAGE_PATH.test(pathname)) return { kind: 'pages', ttlMs: PAGES_TTL_MS, graceMs: PAGES_GRACE_MS, staleIfError: CONTENT_STAND_IN };
  return undefined;
}
