// The editor admin links through the gateway (spec 000 §3 "Editor admin links", §6: staff open
// them): User.adminMenus from the editor's user call, against the real embedded upstream. The
// shared upstream runs without CMS_ADMIN_URL, so it lists none; for the answers a real CMS could
// give (relative, absolute, bad URLs, unknown keys, a non-staff user's empty list, a broken body)
// a rewriting proxy changes its `admin_menus`. A counting proxy in front shows what was asked.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '../support/http';
import { startCms, startWeb, type RunningProcess } from '../support/processes';
import { startRewritingUpstream, type RewritingUpstream } from '../support/rewritingUpstream';
import { loginAsStaff } from '../support/staff';
import { startUpstreamProxy, type UpstreamProxy } from '../support/upstreamProxy';

/** What the upstream's admin_menus is replaced with; undefined: its own answer passes unchanged. */
let adminMenus: unknown;
let rewriting: RewritingUpstream;
let proxy: UpstreamProxy;
let web: RunningProcess;
let staffCookie: string;

const USER_CALL = /^\/(de|en)\/pageeditor-api\/user$/;

beforeAll(async () => {
  const cmsUrl = inject('cmsUrl');
  rewriting = await startRewritingUpstream(cmsUrl, (path, body) =>
    USER_CALL.test(path) && adminMenus !== undefined && typeof body === 'object' && body !== null
      ? { ...body, admin_menus: adminMenus }
      : body,
  );
  proxy = await startUpstreamProxy(rewriting.url);
  [web, staffCookie] = await Promise.all([startWeb({ CMS_URL: proxy.url, UPSTREAM_CACHE: 'off' }), loginAsStaff(cmsUrl)]);
});

afterAll(async () => {
  await web?.stop();
  await proxy?.close();
  await rewriting?.close();
});

const ME = 'query ($locale: Locale!) { me(locale: $locale) { isLoggedIn username adminMenus { entity title url } } }';
const asStaff = (locale: 'DE' | 'EN' = 'DE') => graphql(web.url, ME, { locale }, { cookie: staffCookie });
const userCalls = () =>
  proxy.requests.filter((entry) => USER_CALL.test(entry.path.split('?')[0] ?? '')).map((entry) => `${entry.method} ${entry.path}`);

describe('User.adminMenus', () => {
  it('is empty for staff of the embedded upstream without CMS_ADMIN_URL: it has no admin, and the gateway invents none', async () => {
    adminMenus = undefined;
    proxy.resetCounts();
    const result = await asStaff();
    expect(result.json.errors).toBeUndefined();
    expect(result.json.data?.me).toEqual({ isLoggedIn: true, username: 'redaktion', adminMenus: [] });
    expect(userCalls()).toEqual(['GET /de/pageeditor-api/user']);
  });

  it('asks nothing for a visitor and answers no links', async () => {
    adminMenus = [{ key: 'event', title: 'Veranstaltungen', url: '/admin/events/' }];
    proxy.resetCounts();
    const result = await graphql(web.url, ME, { locale: 'DE' });
    expect(result.json.errors).toBeUndefined();
    expect(result.json.data?.me).toEqual({ isLoggedIn: false, username: '', adminMenus: [] });
    expect(userCalls()).toEqual([]);
  });

  it('resolves relative URLs against the upstream’s address and keeps absolute http(s) ones, in the language asked', async () => {
    adminMenus = [
      { key: 'event', title: 'Veranstaltungen', url: '/admin/events/' },
      { key: 'venue', title: 'Spielstätten', url: 'https://verwaltung.example/admin/venues/' },
      { key: 'form', title: 'Formulare', url: 'admin/forms' },
    ];
    proxy.resetCounts();
    const result = await asStaff('EN');
    expect(result.json.errors).toBeUndefined();
    expect((result.json.data?.me as { adminMenus: unknown } | undefined)?.adminMenus).toEqual([
      { entity: 'EVENT', title: 'Veranstaltungen', url: `${proxy.url}/admin/events/` },
      { entity: 'VENUE', title: 'Spielstätten', url: 'https://verwaltung.example/admin/venues/' },
      { entity: 'FORM', title: 'Formulare', url: `${proxy.url}/admin/forms/` },
    ]);
    expect(userCalls()).toEqual(['GET /en/pageeditor-api/user']);
  });

  it('drops script and data URLs, URLs with credentials and unknown keys', async () => {
    adminMenus = [
      { key: 'event', title: 'Events', url: 'javascript:alert(document.cookie)' },
      { key: 'article', title: 'Articles', url: 'data:text/html,<script>alert(1)</script>' },
      { key: 'venue', title: 'Venues', url: 'https://user:secret@verwaltung.example/admin/venues/' },
      { key: 'dashboard', title: 'Dashboard', url: '/admin/' },
      { key: 'person', title: 'People', url: 'https://verwaltung.example/admin/persons/' },
    ];
    const result = await asStaff();
    expect(result.json.errors).toBeUndefined();
    expect((result.json.data?.me as { adminMenus: unknown } | undefined)?.adminMenus).toEqual([
      { entity: 'PERSON', title: 'People', url: 'https://verwaltung.example/admin/persons/' },
    ]);
  });

  it('gives a user the upstream lists no admin menus for (not staff) none', async () => {
    // What the upstream answers a logged-in non-staff user (src/cms/users/userDetails.ts).
    adminMenus = [];
    const result = await asStaff();
    expect(result.json.errors).toBeUndefined();
    expect(result.json.data?.me).toEqual({ isLoggedIn: true, username: 'redaktion', adminMenus: [] });
  });

  it('never breaks the user call on a malformed answer: an odd list, or a body that is not JSON', async () => {
    for (const odd of ['nope', { event: '/admin/events/' }, null, 42]) {
      adminMenus = odd;
      const result = await asStaff();
      expect(result.json.errors).toBeUndefined();
      expect(result.json.data?.me).toEqual({ isLoggedIn: true, username: 'redaktion', adminMenus: [] });
    }
    adminMenus = undefined;
    proxy.corrupt((path) => USER_CALL.test(path.split('?')[0] ?? ''));
    try {
      const result = await asStaff();
      expect(result.json.errors).toBeUndefined();
      expect(result.json.data?.me).toEqual({ isLoggedIn: true, username: 'redaktion', adminMenus: [] });
    } finally {
      proxy.corrupt(null);
    }
  });
});

describe('CMS_ADMIN_URL of the embedded upstream', () => {
  it.each(['javascript:alert(1)', 'ftp://verwaltung.example', 'verwaltung.example/admin'])(
    'refuses to start with CMS_ADMIN_URL=%s, saying why',
    async (value) => {
      // Checked with the rest of the configuration, before the database is opened.
      await expect(startCms({ CMS_ADMIN_URL: value, CMS_DATA_DIR: '/nonexistent/never-opened' })).rejects.toThrow(
        /CMS_ADMIN_URL must be an http:\/\/ or https:\/\/ URL/,
      );
    },
  );
});
