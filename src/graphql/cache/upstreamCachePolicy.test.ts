import { describe, expect, it } from 'vitest';
import {
  BREAKING_NEWS_TTL_MS,
  CONTENT_DETAILS_TTL_MS,
  decideUpstreamCachePolicy,
  EVENTS_TTL_MS,
  FILTER_OPTIONS_TTL_MS,
  GUARD_GRACE_MS,
  NAVIGATION_TTL_MS,
  OPENING_HOURS_TTL_MS,
  PAGES_TTL_MS,
  REDIRECTS_TTL_MS,
  TEASERS_TTL_MS,
} from './upstreamCachePolicy';

const ON = { contentEnabled: true, settingsTtlMs: 5000 };

describe('decideUpstreamCachePolicy', () => {
  it('gives each kind of content its own TTL', () => {
    expect(decideUpstreamCachePolicy('/de/api/events/', ON)).toMatchObject({ kind: 'events', ttlMs: EVENTS_TTL_MS });
    expect(decideUpstreamCachePolicy('/de/api/events/12/', ON)).toMatchObject({ kind: 'events', ttlMs: EVENTS_TTL_MS });
    expect(decideUpstreamCachePolicy('/en/api/calendar/', ON)).toMatchObject({ kind: 'events', ttlMs: EVENTS_TTL_MS });
    expect(decideUpstreamCachePolicy('/en/api/teasers/', ON)).toMatchObject({ kind: 'teasers', ttlMs: TEASERS_TTL_MS });
    expect(decideUpstreamCachePolicy('/en/api/exhibition-types/', ON)).toMatchObject({
      kind: 'filterOptions',
      ttlMs: FILTER_OPTIONS_TTL_MS,
    });
    expect(decideUpstreamCachePolicy('/de/api/opening-hours-today/', ON)).toMatchObject({
      kind: 'openingHours',
      ttlMs: OPENING_HOURS_TTL_MS,
    });
    expect(decideUpstreamCachePolicy('/en/api/breaking-news/', ON)).toMatchObject({ kind: 'breakingNews', ttlMs: BREAKING_NEWS_TTL_MS });
    expect(decideUpstreamCachePolicy('/de/pageeditor-api/redirect', ON)).toMatchObject({ kind: 'redirects', ttlMs: REDIRECTS_TTL_MS });
    expect(decideUpstreamCachePolicy('/en/pageeditor-api/nav', ON)).toMatchObject({ kind: 'navigation', ttlMs: NAVIGATION_TTL_MS });
  });

  it("shares what a page's status is decided from: one production, series, article, musician or venue, and a CMS page", () => {
    for (const path of ['/de/api/productions/1/', '/en/api/series/7/', '/de/api/articles/3/', '/en/api/persons/12/', '/de/api/venues/2/']) {
      expect(decideUpstreamCachePolicy(path, ON), path).toMatchObject({ kind: 'contentDetails', ttlMs: CONTENT_DETAILS_TTL_MS });
    }
    expect(decideUpstreamCachePolicy('/de/pageeditor-api/page/', ON)).toMatchObject({ kind: 'pages', ttlMs: PAGES_TTL_MS });
    expect(decideUpstreamCachePolicy('/en/pageeditor-api/page/about/team/', ON)).toMatchObject({ kind: 'pages', ttlMs: PAGES_TTL_MS });
    // The lists behind them are paged and filtered: a render's reuse covers them, not this cache.
    expect(decideUpstreamCachePolicy('/de/api/productions/', ON)).toBeUndefined();
    expect(decideUpstreamCachePolicy('/de/api/articles/3/comments/', ON)).toBeUndefined();
    expect(decideUpstreamCachePolicy('/de/api/productions/1/', { contentEnabled: false, settingsTtlMs: 5000 })).toBeUndefined();
  });

  it("keeps the settings for SETTINGS_TTL_MS, stale within the guards' grace, and not at all when it is 0", () => {
    expect(decideUpstreamCachePolicy('/pageeditor-api/settings', ON)).toEqual({ kind: 'settings', ttlMs: 5000, graceMs: GUARD_GRACE_MS });
    expect(decideUpstreamCachePolicy('/pageeditor-api/settings', { ...ON, settingsTtlMs: 0 })).toBeUndefined();
  });

  it('keeps the design settings like the site settings, under a kind of their own', () => {
    expect(decideUpstreamCachePolicy('/pageeditor-api/design-settings', ON)).toEqual({
      kind: 'designSettings',
      ttlMs: 5000,
      graceMs: GUARD_GRACE_MS,
    });
    expect(decideUpstreamCachePolicy('/pageeditor-api/design-settings', { contentEnabled: false, settingsTtlMs: 5000 })).toMatchObject({
      kind: 'designSettings',
    });
    expect(decideUpstreamCachePolicy('/pageeditor-api/design-settings', { ...ON, settingsTtlMs: 0 })).toBeUndefined();
  });

  it('keeps the redirect records with the other guard data: with the content cache off too, not when SETTINGS_TTL_MS is 0', () => {
    const off = { contentEnabled: false, settingsTtlMs: 5000 };
    expect(decideUpstreamCachePolicy('/en/pageeditor-api/redirect', off)).toEqual({
      kind: 'redirects',
      ttlMs: REDIRECTS_TTL_MS,
      graceMs: GUARD_GRACE_MS,
    });
    expect(decideUpstreamCachePolicy('/de/pageeditor-api/redirect', { ...ON, settingsTtlMs: 0 })).toBeUndefined();
  });

  it("shares no content when switched off, but still the guards' data", () => {
    const off = { contentEnabled: false, settingsTtlMs: 5000 };
    expect(decideUpstreamCachePolicy('/de/api/events/', off)).toBeUndefined();
    expect(decideUpstreamCachePolicy('/de/pageeditor-api/nav', off)).toBeUndefined();
    expect(decideUpstreamCachePolicy('/pageeditor-api/settings', off)).toMatchObject({ kind: 'settings' });
  });

  it('shares nothing it does not know', () => {
    expect(decideUpstreamCachePolicy('/api/user/', ON)).toBeUndefined();
    expect(decideUpstreamCachePolicy('/fr/api/events/', ON)).toBeUndefined();
    expect(decideUpstreamCachePolicy('/de/api/events/12/tickets/', ON)).toBeUndefined();
    expect(decideUpstreamCachePolicy('/de/api/forms/3/', ON)).toBeUndefined();
  });
});
