import { describe, expect, it } from 'vitest';
import type { SiteState } from './decidePage';
import { VERSION_QUERY_REASON } from './pageTypes/cmsPageType';
import type { Locale } from './locales';
import { resolvePage, type PageLookups, type PageRequest, type TargetLookup, type VersionCheck } from './resolvePage';
import type { RedirectRecord } from './routeGuards';

interface Head {
  title: string;
}

/** Lookups that answer as told and record what was asked, in order. */
function lookups(
  answers: {
    site?: SiteState;
    redirects?: RedirectRecord[];
    target?: TargetLookup<Head>;
    staff?: boolean;
    version?: VersionCheck;
    guards?: string[];
    browser?: boolean;
  } = {},
) {
  const asked: string[] = [];
  const given: PageLookups<Head> = {
    siteStatus() {
      asked.push('site');
      return Promise.resolve(answers.site ?? 'online');
    },
    async redirectRecords(locale: Locale | null) {
      asked.push(`redirects:${locale ?? 'none'}`);
      // Answers after the target lookup has been started, as a slower upstream call would.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answers.redirects ?? [];
    },
    routeTarget(route, page, preview) {
      asked.push(`target:${route.name}:${page}${preview ? ':preview' : ''}`);
      return Promise.resolve(answers.target ?? { kind: 'found', canonicalPath: '/de/ueber-uns', head: { title: 'Über uns' } });
    },
  };
  if (!answers.browser) {
    given.isStaff = () => {
      asked.push('staff');
      return Promise.resolve(answers.staff ?? false);
    };
    given.versionOf = (_route, _locale, versionId) => {
      asked.push(`version:${versionId}`);
      return Promise.resolve(answers.version ?? 'found');
    };
  }
  if (answers.guards) given.guards = answers.guards;
  return { given, asked };
}

const request = (pathname: string, search = '', more: Partial<PageRequest> = {}): PageRequest => ({
  pathname,
  search,
  visitorLocale: 'de',
  ...more,
});

describe('resolvePage: the site-online check (spec 000 §4, §8)', () => {
  it.each(['offline', 'unreachable'] as const)('answers 503 offline when the site is %s, asking nothing else', async (site) => {
    const { given, asked } = lookups({ site });
    expect(await resolvePage(request('/de/konzerte'), given)).toMatchObject({
      kind: 'render',
      status: 503,
      page: 'offline',
      locale: 'de',
      pageHeaderLoading: true,
    });
    expect(await resolvePage(request('/webshop', '', { visitorLocale: 'en' }), given)).toMatchObject({
      status: 503,
      page: 'offline',
      locale: 'en',
    });
    expect(asked).toEqual(['site', 'site']);
  });
});

describe('resolvePage: the route guards in the spec order (spec 000 §4)', () => {
  it('answers a redirect record with 301 before anything the page would say, its query kept', async () => {
    const { given } = lookups({ redirects: [{ oldPath: '/de/konzerte', newPath: '/de/programm' }] });
    // The page itself would send the invalid filter to the catch page: the record comes first.
    expect(await resolvePage(request('/de/konzerte', '?room=abc'), given)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/programm?room=abc',
      reason: 'redirect record',
    });
  });

  it('asks the thing a page shows while the redirect records are read, and leaves its answer when a record redirects', async () => {
    const { given, asked } = lookups({ redirects: [{ oldPath: '/de/ueber-uns', newPath: '/de' }], target: { kind: 'unknown' } });
    expect(await resolvePage(request('/de/ueber-uns'), given)).toMatchObject({
      kind: 'redirect',
      location: '/de',
      reason: 'redirect record',
    });
    expect(asked).toEqual(['site', 'target:cmsPage:cmsPage', 'redirects:de']);
  });

  it("reads the records of the path's language, none for a path outside the localised site", async () => {
    const { given, asked } = lookups();
    await resolvePage(request('/en/concerts'), given);
    await resolvePage(request('/webshop', '', { visitorLocale: 'en' }), given);
    expect(asked.filter((entry) => entry.startsWith('redirects'))).toEqual(['redirects:en', 'redirects:none']);
  });

  it('shows the page header loading (no sibling pages known) and ignores an unsafe record', async () => {
    const { given } = lookups({ redirects: [{ oldPath: '/de/konzerte', newPath: '//evil.example' }] });
    expect(await resolvePage(request('/de/konzerte'), given)).toMatchObject({
      kind: 'render',
      status: 200,
      page: 'events',
      pageHeaderLoading: true,
    });
  });

  it('makes an unknown guard the 500 page (spec 000 §8 "Unknown middleware")', async () => {
    const { given } = lookups({ guards: ['pageHeaderLoading', 'sparkles'] });
    const resolution = await resolvePage(request('/en/concerts'), given);
    expect(resolution).toMatchObject({ kind: 'render', status: 500, page: 'serverError', locale: 'en', route: null });
    expect(resolution.kind === 'render' && resolution.guardError?.message).toBe('Unknown middleware sparkles');
  });
});

describe("resolvePage: the page's own answer", () => {
  it('sends invalid filter parameters to the catch page, marked for the report (spec 001 §2, §8)', async () => {
    const { given } = lookups();
    expect(await resolvePage(request('/en/concerts', '?date=31-02-2026'), given)).toMatchObject({
      kind: 'redirect',
      status: 302,
      location: '/en/404',
      invalidParameters: true,
    });
  });

  it('answers 404 for an id that cannot exist without asking for the thing', async () => {
    const { given, asked } = lookups();
    expect(await resolvePage(request('/de/konzerte/x/0'), given)).toMatchObject({
      kind: 'render',
      status: 404,
      page: 'notFound',
      route: null,
    });
    expect(asked.some((entry) => entry.startsWith('target'))).toBe(false);
  });

  it('asks for nothing a list page does not name', async () => {
    const { given, asked } = lookups();
    expect(await resolvePage(request('/de/merkliste'), given)).toMatchObject({
      kind: 'render',
      status: 200,
      page: 'watchlist',
      head: undefined,
    });
    expect(asked).toEqual(['site', 'redirects:de']);
  });
});

describe('resolvePage: the thing a page shows (spec 000 §2, §4, §9)', () => {
  it('renders it with its head when the path is its own', async () => {
    const { given } = lookups({
      target: { kind: 'found', canonicalPath: '/de/konzerte/2-sinfoniekonzert/15', head: { title: 'Sinfoniekonzert' } },
    });
    expect(await resolvePage(request('/de/konzerte/2-sinfoniekonzert/15'), given)).toMatchObject({
      kind: 'render',
      status: 200,
      page: 'eventDetail',
      head: { title: 'Sinfoniekonzert' },
      preview: false,
    });
  });

  it('answers 301 to its own path from another slug, the query kept', async () => {
    const { given } = lookups({
      target: { kind: 'found', canonicalPath: '/de/konzerte/2-sinfoniekonzert/15', head: { title: 'Sinfoniekonzert' } },
    });
    expect(await resolvePage(request('/de/konzerte/alt/15', '?a=1'), given)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/konzerte/2-sinfoniekonzert/15?a=1',
      reason: 'canonical path',
    });
  });

  it('is the 404 page when nothing is there', async () => {
    const { given } = lookups({ target: { kind: 'unknown' } });
    expect(await resolvePage(request('/de/konzerte/x/15'), given)).toMatchObject({
      kind: 'render',
      status: 404,
      page: 'notFound',
      locale: 'de',
      route: null,
    });
  });

  it('opens the page without a head when the upstream cannot say (its screen shows the load error)', async () => {
    const { given } = lookups({ target: { kind: 'unavailable' } });
    expect(await resolvePage(request('/de/konzerte/x/15'), given)).toMatchObject({
      kind: 'render',
      status: 200,
      page: 'eventDetail',
      head: undefined,
    });
  });
});

describe('resolvePage: the user pages need a session (spec 000 §6)', () => {
  it('sends a request without the session cookie to the login, which leads back', async () => {
    const { given } = lookups();
    expect(await resolvePage(request('/de/user/profil', '?tab=1', { hasSession: false }), given)).toEqual({
      kind: 'redirect',
      status: 302,
      location: `/de/user/anmelden?next=${encodeURIComponent('/de/user/profil?tab=1')}`,
      reason: 'login needed',
    });
  });

  it('renders the page with a session, or when the caller cannot tell (the browser: the screen notices an ended session)', async () => {
    const { given } = lookups();
    expect(await resolvePage(request('/de/user/profil', '', { hasSession: true }), given)).toMatchObject({
      kind: 'render',
      page: 'userProfile',
      status: 200,
    });
    expect(await resolvePage(request('/en/user/settings'), given)).toMatchObject({ kind: 'render', page: 'userSettings', status: 200 });
    expect(await resolvePage(request('/de/user/anmelden', '', { hasSession: false }), given)).toMatchObject({
      kind: 'render',
      page: 'login',
    });
  });
});

describe('resolvePage: a version query (spec 000 §4)', () => {
  it('sends a visitor to the plain page without asking who they are', async () => {
    const { given, asked } = lookups({ staff: true });
    expect(await resolvePage(request('/de/ueber-uns', '?v=3&x=1', { hasSession: false }), given)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/ueber-uns?x=1',
      reason: VERSION_QUERY_REASON,
    });
    expect(asked).not.toContain('staff');
  });

  it("sends a session that is not staff's to the plain page", async () => {
    const { given, asked } = lookups({ staff: false });
    expect(await resolvePage(request('/de/ueber-uns', '?v=3', { hasSession: true }), given)).toMatchObject({
      kind: 'redirect',
      reason: VERSION_QUERY_REASON,
    });
    expect(asked).toContain('staff');
  });

  it('leaves the version query to a document load where staff cannot be told (the browser)', async () => {
    const { given } = lookups({ browser: true });
    expect(await resolvePage(request('/de/ueber-uns', '?v=3', { hasSession: true }), given)).toMatchObject({
      kind: 'redirect',
      reason: VERSION_QUERY_REASON,
    });
  });

  it('renders the stored version for staff, as their page alone, asking with the preview', async () => {
    const { given, asked } = lookups({
      staff: true,
      target: { kind: 'found', canonicalPath: '/de/ueber-uns', head: { title: 'Über uns' } },
    });
    expect(await resolvePage(request('/de/ueber-uns', '?v=3', { hasSession: true }), given)).toMatchObject({
      kind: 'render',
      status: 200,
      page: 'cmsPage',
      preview: true,
    });
    expect(asked).toEqual(['site', 'staff', 'target:cmsPage:cmsPage:preview', 'redirects:de', 'version:3']);
  });

  it("is a clear 404 for staff when the version is none of the page's, and the plain page when the upstream refuses it", async () => {
    const missing = lookups({ staff: true, version: 'missing' });
    expect(await resolvePage(request('/de/ueber-uns', '?v=3', { hasSession: true }), missing.given)).toMatchObject({
      kind: 'render',
      status: 404,
      page: 'notFound',
      preview: true,
    });
    const refused = lookups({ staff: true, version: 'refused' });
    expect(await resolvePage(request('/de/ueber-uns', '?v=3', { hasSession: true }), refused.given)).toMatchObject({
      kind: 'redirect',
      location: '/de/ueber-uns',
      reason: VERSION_QUERY_REASON,
    });
    const unavailable = lookups({ staff: true, version: 'unavailable' });
    expect(await resolvePage(request('/de/ueber-uns', '?v=3', { hasSession: true }), unavailable.given)).toMatchObject({
      kind: 'render',
      status: 200,
      preview: true,
    });
  });

  it('is the 404 page for staff when the version id cannot exist', async () => {
    const { given, asked } = lookups({ staff: true });
    expect(await resolvePage(request('/de/ueber-uns', '?v=abc', { hasSession: true }), given)).toMatchObject({
      kind: 'render',
      status: 404,
      page: 'notFound',
    });
    expect(asked.some((entry) => entry.startsWith('version'))).toBe(false);
  });
});
