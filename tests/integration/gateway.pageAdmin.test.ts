// The editor's pages, navigation and redirects through the gateway (issue 12 part 6; the
// mutations of src/graphql/editor/pageAdminResolvers.ts), end to end: the web process with its
// shared cache ON, over an upstream of its own (fresh, OWN_STORAGE), so a change must show on the site
// at once because the mutation invalidated the cached menu and redirects, not because a TTL ran out.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

interface GraphQLErrorJson {
  message: string;
  extensions?: Record<string, unknown>;
}
interface NavigationJson {
  revision: number;
  menu: { name: string; url: string; hasTabNavigation: boolean; children: { name: string; url: string }[] }[];
  footer: { title: string; url: string }[];
}
interface RedirectJson {
  id: string;
  revision: number;
  oldPath: string;
  newPath: string;
}
interface PageJson {
  id: string;
  title: string;
  isOnline: boolean;
  parentId: string | null;
  revision: number;
  urls: { locale: string; path: string }[];
}

const cms = cmsForSuite(OWN_STORAGE);
let web: RunningProcess;
let staffCookie: string;

beforeAll(async () => {
  [web, staffCookie] = await Promise.all([startWeb({ CMS_URL: cms.url() }), loginAsStaff(cms.url())]);
});

afterAll(async () => {
  await web?.stop();
});

const staff = (query: string, variables: Record<string, unknown> = {}) => graphql(web.url, query, variables, { cookie: staffCookie });
const visitor = (query: string, variables: Record<string, unknown> = {}) => graphql(web.url, query, variables);

function errorOf(result: { json: { errors?: GraphQLErrorJson[] } }): GraphQLErrorJson {
  const [error] = result.json.errors ?? [];
  if (!error) throw new Error('expected an error');
  return error;
}

const NAV =
  'query ($locale: Locale!) { navigation(locale: $locale) { revision menu { name url hasTabNavigation children { name url } } footer { title url } } }';
const navigation = async (locale = 'DE') => (await visitor(NAV, { locale })).json.data?.navigation as NavigationJson;
const REDIRECTS = 'query { redirects(locale: DE) { id revision oldPath newPath } }';
const redirects = async () => (await visitor(REDIRECTS)).json.data?.redirects as RedirectJson[];
const PAGE_FIELDS = 'id title isOnline parentId revision urls { locale path }';
const page = async (path: string, locale = 'DE', cookie?: string) =>
  (
    await graphql(
      web.url,
      `query ($locale: Locale!, $path: String!) { page(locale: $locale, path: $path) { ${PAGE_FIELDS} } }`,
      { locale, path },
      cookie ? { cookie } : {},
    )
  ).json.data?.page as PageJson | null;

const CREATE = `mutation ($locale: Locale!, $input: CreatePageInput!) { createPage(locale: $locale, input: $input) { ${PAGE_FIELDS} } }`;
const UPDATE_NAV = `mutation ($locale: Locale!, $menu: [NavigationItemInput!]!, $footer: [FooterLinkInput!]!, $revision: Int!) {
  updateNavigation(locale: $locale, menu: $menu, footer: $footer, revision: $revision) { revision menu { name url children { name url } } footer { title url } } }`;

function menuInput(nav: NavigationJson) {
  return nav.menu.map((item) => ({
    title: item.name,
    url: item.url,
    hasTabNavigation: item.hasTabNavigation,
    children: item.children.map((child) => ({ title: child.name, url: child.url })),
  }));
}

describe('refusals', () => {
  it('refuses every new mutation and the change log without a session, changing nothing', async () => {
    const before = { nav: await navigation(), redirects: await redirects() };
    const calls = [
      [CREATE, { locale: 'DE', input: { title: 'Gast', path: 'gast' } }],
      ['mutation { deletePage(locale: DE, pageId: "5") }', {}],
      [UPDATE_NAV, { locale: 'DE', menu: [], footer: [], revision: before.nav.revision }],
      ['mutation { createRedirect(locale: DE, input: { oldPath: "/de/gast", newPath: "/de" }) { id } }', {}],
      ['mutation { updateRedirect(locale: DE, id: "1", input: { newPath: "/de" }) { id } }', {}],
      ['mutation { deleteRedirect(locale: EN, id: "1") }', {}],
      ['query { editorChanges(locale: EN) { id } }', {}],
    ] as const;
    for (const [query, variables] of calls) {
      const result = await visitor(query, variables);
      expect(errorOf(result).extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    expect(errorOf(await visitor(calls[0][0], calls[0][1])).message).toBe('Bitte melden Sie sich an.');
    expect({ nav: await navigation(), redirects: await redirects() }).toEqual(before);
  });

  it('refuses a forged request: a cross-site form post (no JSON content type) or a mutation over GET (Apollo CSRF prevention)', async () => {
    const before = await redirects();
    const mutation = 'mutation { createRedirect(locale: DE, input: { oldPath: "/de/forged", newPath: "/de" }) { id } }';
    const forged = await request(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: staffCookie },
      body: JSON.stringify({ query: mutation }),
    });
    expect(forged.status).toBe(400);
    const overGet = await request(`${web.url}/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { cookie: staffCookie, 'apollo-require-preflight': 'true' },
    });
    expect(overGet.status).toBeGreaterThanOrEqual(400);
    expect(await redirects()).toEqual(before);
  });
});

describe('pages', () => {
  let created: PageJson;

  it('creates a page offline; staff see it, visitors once it is online', async () => {
    const about = await page('ueber-uns');
    const result = await staff(CREATE, {
      locale: 'DE',
      input: {
        title: 'Jugendorchester',
        path: 'ueber-uns/jugend',
        parentId: about?.id,
        menuName: 'Jugend',
        metaDescription: 'Junge Musik.',
      },
    });
    expect(result.json.errors).toBeUndefined();
    created = result.json.data?.createPage as PageJson;
    expect(created).toMatchObject({
      title: 'Jugendorchester',
      isOnline: false,
      parentId: about?.id,
      urls: [{ locale: 'DE', path: '/de/ueber-uns/jugend' }],
    });
    expect(created.revision).toBeGreaterThan(0);
    expect(await page('ueber-uns/jugend')).toBeNull();
    expect((await page('ueber-uns/jugend', 'DE', staffCookie))?.title).toBe('Jugendorchester');
    expect((await request(`${web.url}/de/ueber-uns/jugend`)).status).toBe(404);
    const online = await staff('mutation ($id: ID!) { publishPage(locale: DE, pageId: $id) { isOnline } }', { id: created.id });
    expect(online.json.data?.publishPage).toEqual({ isOnline: true });
    expect((await page('ueber-uns/jugend'))?.title).toBe('Jugendorchester');
    // The site's CMS page screen answers it now, with its title.
    const site = await request(`${web.url}/de/ueber-uns/jugend`);
    expect(site.status).toBe(200);
    expect(site.body).toContain('Jugendorchester');
  });

  it('answers field errors in the caller’s language, with the input’s paths', async () => {
    const de = await staff(CREATE, { locale: 'DE', input: { title: ' ', path: 'Ungültig Pfad', ogType: 'x y' } });
    expect(errorOf(de).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'input.title': ['Dieses Feld ist ein Pflichtfeld!'] },
    });
    const taken = await staff(CREATE, { locale: 'DE', input: { title: 'Doppelt', path: 'kontakt' } });
    expect(errorOf(taken).extensions?.fieldErrors).toEqual({ 'input.path': ['Eine Seite mit diesem Pfad gibt es schon.'] });
    const takenEn = await staff(CREATE, { locale: 'EN', input: { title: 'Twice', path: 'contact', parentId: '999999' } });
    expect(errorOf(takenEn).extensions?.fieldErrors).toEqual({
      'input.path': ['A page with this path already exists.'],
      'input.parentId': ['There is no such parent page, or it is below this page.'],
    });
    const format = await staff(CREATE, {
      locale: 'DE',
      input: { title: 'Format', path: 'Gross/Schreibung', ogType: 'x y', metaTitle: 'x'.repeat(201) },
    });
    expect(errorOf(format).extensions?.fieldErrors).toEqual({
      'input.path': ['Bitte einen Pfad aus Kleinbuchstaben, Ziffern und Bindestrichen angeben, Teile durch / getrennt.'],
      'input.ogType': ['Bitte einen Open-Graph-Typ wie „website“ oder „article“ angeben.'],
      'input.metaTitle': ['Höchstens 200 Zeichen!'],
    });
  });

  it('refuses a settings save on an old revision with CONFLICT, in the caller’s language', async () => {
    const settings =
      'mutation ($id: ID!, $revision: Int, $locale: Locale!) { updatePageSettings(locale: $locale, pageId: $id, settings: { headline: "Neu" }, revision: $revision) { revision } }';
    const current = await page('ueber-uns/jugend', 'DE', staffCookie);
    const first = await staff(settings, { id: created.id, revision: current?.revision, locale: 'DE' });
    expect(first.json.errors).toBeUndefined();
    const [de, en] = await Promise.all([
      staff(settings, { id: created.id, revision: current?.revision, locale: 'DE' }),
      staff(settings, { id: created.id, revision: current?.revision, locale: 'EN' }),
    ]);
    expect(errorOf(de).extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_REVISION' });
    expect(errorOf(de).message).toBe(
      'Jemand anderes hat diese Seite inzwischen geändert. Bitte laden Sie sie neu und nehmen Sie Ihre Änderung erneut vor.',
    );
    // The revision is the page's in every language: the English save is refused as well, in English.
    expect(errorOf(en).message).toBe('Someone else changed this page in the meantime. Please reload it and make your change again.');
  });

  it('refuses deleting the home page and a page with children (CONFLICT with the reason)', async () => {
    const home = await page('');
    const refused = await staff('mutation ($id: ID!) { deletePage(locale: EN, pageId: $id) }', { id: home?.id });
    expect(errorOf(refused).extensions).toMatchObject({ code: 'CONFLICT', reason: 'PROTECTED_PAGE' });
    expect(errorOf(refused).message).toBe('The home page and the legal pages (terms, privacy policy, imprint) cannot be deleted.');
    const about = await page('ueber-uns');
    const parent = await staff('mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: about?.id });
    expect(errorOf(parent).extensions).toMatchObject({ code: 'CONFLICT', reason: 'HAS_CHILDREN' });
    expect(errorOf(parent).message).toBe('Diese Seite hat Unterseiten: Bitte verschieben oder löschen Sie diese zuerst.');
    const badTarget = await staff('mutation ($id: ID!) { deletePage(locale: DE, pageId: $id, redirectTo: "javascript:alert(1)") }', {
      id: created.id,
    });
    expect(errorOf(badTarget).extensions?.fieldErrors).toEqual({
      redirectTo: ['Bitte einen Pfad der Website angeben, der mit /de beginnt.'],
    });
  });

  it('deletes the page with a redirect the site answers with 301, and logs it', async () => {
    const deleted = await staff('mutation ($id: ID!) { deletePage(locale: DE, pageId: $id, redirectTo: "/de/ueber-uns") }', {
      id: created.id,
    });
    expect(deleted.json.data?.deletePage).toBe(true);
    expect(await page('ueber-uns/jugend', 'DE', staffCookie)).toBeNull();
    expect(await page('ueber-uns/jugend')).toBeNull();
    const site = await request(`${web.url}/de/ueber-uns/jugend?x=1`);
    expect(site.status).toBe(301);
    expect(site.headers.location).toBe('/de/ueber-uns?x=1');
    const log = await staff(
      'query ($id: ID!) { editorChanges(locale: DE, entity: PAGE, entityId: $id) { entity entityId locale action user before after } }',
      { id: created.id },
    );
    const entries = log.json.data?.editorChanges as {
      action: string;
      locale: string;
      user: string;
      before: string | null;
      after: string | null;
    }[];
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[0]).toMatchObject({ locale: 'DE', user: 'redaktion', after: null });
    expect(JSON.parse(entries[0]?.before ?? 'null')).toMatchObject({ translation: { path: 'ueber-uns/jugend', title: 'Jugendorchester' } });
  });
});

describe('renaming a path', () => {
  it('leaves a redirect by default, none with redirectOldPath false; the menu follows the page', async () => {
    const created = (await staff(CREATE, { locale: 'DE', input: { title: 'Umzug', path: 'umzug-a', isOnline: true } })).json.data
      ?.createPage as PageJson;
    const current = await navigation();
    const linked = await staff(UPDATE_NAV, {
      locale: 'DE',
      menu: [...menuInput(current), { title: 'Umzug', url: '/de/umzug-a' }],
      footer: current.footer,
      revision: current.revision,
    });
    expect(linked.json.errors).toBeUndefined();
    const rename =
      'mutation ($id: ID!, $path: String!, $redirect: Boolean) { updatePageSettings(locale: DE, pageId: $id, settings: { path: $path }, redirectOldPath: $redirect) { urls { path } } }';

    const quiet = await staff(rename, { id: created.id, path: 'umzug-b', redirect: false });
    expect(quiet.json.errors).toBeUndefined();
    expect((await request(`${web.url}/de/umzug-a`)).status).toBe(404);
    expect((await navigation()).menu.at(-1)).toMatchObject({ name: 'Umzug', url: '/de/umzug-b' });

    expect((await staff(rename, { id: created.id, path: 'umzug-c' })).json.errors).toBeUndefined();
    const moved = await request(`${web.url}/de/umzug-b`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/de/umzug-c');
    expect((await navigation()).menu.at(-1)?.url).toBe('/de/umzug-c');

    // Back to how it was: the page, its menu link and its redirect go.
    expect((await staff('mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: created.id })).json.data?.deletePage).toBe(
      true,
    );
    const record = (await redirects()).find((entry) => entry.oldPath === '/de/umzug-b');
    if (record) await staff('mutation ($id: ID!) { deleteRedirect(locale: DE, id: $id) }', { id: record.id });
    expect((await navigation()).menu.map((item) => item.name)).toEqual(current.menu.map((item) => item.name));
  });
});

describe('navigation', () => {
  it('replaces the menu and footer; the site’s menu shows it at once; a stale revision is CONFLICT', async () => {
    const current = await navigation();
    const menu = [
      ...menuInput(current).reverse(),
      { title: 'Festival', url: '/de/konzerte', children: [{ title: 'Karten', url: 'https://tickets.example.org/festival' }] },
    ];
    const footer = [...current.footer, { title: 'Presse', url: '/de/ueber-uns/presse' }];
    const result = await staff(UPDATE_NAV, { locale: 'DE', menu, footer, revision: current.revision });
    expect(result.json.errors).toBeUndefined();
    const updated = result.json.data?.updateNavigation as NavigationJson;
    expect(updated.menu.map((item) => item.name)).toEqual(menu.map((item) => item.title));
    expect(updated.revision).toBeGreaterThan(current.revision);
    // The cached menu was dropped: a visitor's next page gets the new one.
    const after = await navigation();
    expect(after.menu.map((item) => item.name)).toEqual(menu.map((item) => item.title));
    expect(after.menu.at(-1)?.children).toEqual([{ name: 'Karten', url: 'https://tickets.example.org/festival' }]);
    expect(after.footer.at(-1)).toEqual({ title: 'Presse', url: '/de/ueber-uns/presse' });

    const stale = await staff(UPDATE_NAV, { locale: 'DE', menu: [], footer: [], revision: current.revision });
    expect(errorOf(stale).extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_REVISION', revision: updated.revision });
    expect(errorOf(stale).message).toBe(
      'Jemand anderes hat die Navigation inzwischen geändert. Bitte laden Sie sie neu und nehmen Sie Ihre Änderung erneut vor.',
    );
    expect((await navigation()).menu.length).toBe(menu.length);
  });

  it('answers field errors by the entry’s path in the caller’s language; script URLs are refused', async () => {
    const { revision } = await navigation('EN');
    const input = {
      menu: [
        {
          title: ' ',
          url: 'javascript:alert(1)',
          children: [{ title: 'x', url: '/de/x', children: [{ title: 'y', url: '/en', children: [{ title: 'z', url: '/en' }] }] }],
        },
      ],
      footer: [{ title: 'Daten', url: 'data:text/html,<script>alert(1)</script>' }],
      revision,
    };
    const en = await staff(UPDATE_NAV, { locale: 'EN', ...input });
    expect(errorOf(en).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'menu' });
    expect(errorOf(en).extensions?.fieldErrors).toEqual({
      'menu.0.title': ['This field is required!'],
      'menu.0.url': ['Enter a path of this site starting with /en, or an https:// URL.'],
      'menu.0.children.0.url': ['Enter a path of this site starting with /en, or an https:// URL.'],
      'menu.0.children.0.children.0.children': ['The menu has at most 3 levels.'],
      'footer.0.url': ['Enter a path of this site starting with /en, or an https:// URL.'],
    });
    const de = await staff(UPDATE_NAV, {
      locale: 'DE',
      menu: [{ title: 'x', url: 'http://example.org' }],
      footer: [],
      revision: (await navigation()).revision,
    });
    expect(errorOf(de).extensions?.fieldErrors).toEqual({
      'menu.0.url': ['Bitte einen Pfad der Website, der mit /de beginnt, oder eine https://-Adresse angeben.'],
    });
    expect((await navigation('EN')).revision).toBe(revision);
  });
});

describe('redirects', () => {
  it('creates a redirect the site answers with 301 at once, changes and deletes it', async () => {
    // Asked first, so the site's redirect list is in the shared cache before the change.
    expect((await request(`${web.url}/de/sommerfest-2025`)).status).not.toBe(301);
    const created = await staff(
      'mutation { createRedirect(locale: DE, input: { oldPath: "/de/sommerfest-2025", newPath: "/de/konzerte" }) { id revision oldPath newPath } }',
    );
    expect(created.json.errors).toBeUndefined();
    const record = created.json.data?.createRedirect as RedirectJson;
    expect(record).toMatchObject({ oldPath: '/de/sommerfest-2025', newPath: '/de/konzerte', id: expect.any(String) });
    const site = await request(`${web.url}/de/sommerfest-2025`);
    expect(site.status).toBe(301);
    expect(site.headers.location).toBe('/de/konzerte');

    const changed = await staff(
      'mutation ($id: ID!, $revision: Int) { updateRedirect(locale: DE, id: $id, input: { newPath: "/de/ueber-uns" }, revision: $revision) { newPath revision } }',
      { id: record.id, revision: record.revision },
    );
    expect(changed.json.data?.updateRedirect).toMatchObject({ newPath: '/de/ueber-uns' });
    expect((await request(`${web.url}/de/sommerfest-2025`)).headers.location).toBe('/de/ueber-uns');
    const stale = await staff(
      'mutation ($id: ID!, $revision: Int) { updateRedirect(locale: EN, id: $id, input: { newPath: "/de/konzerte" }, revision: $revision) { newPath } }',
      { id: record.id, revision: record.revision },
    );
    expect(errorOf(stale).extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_REVISION' });
    expect(errorOf(stale).message).toBe('Someone else changed this redirect in the meantime. Please reload it and make your change again.');

    const deleted = await staff('mutation ($id: ID!) { deleteRedirect(locale: DE, id: $id) }', { id: record.id });
    expect(deleted.json.data?.deleteRedirect).toBe(true);
    expect((await request(`${web.url}/de/sommerfest-2025`)).status).not.toBe(301);
    const missing = await staff('mutation ($id: ID!) { deleteRedirect(locale: DE, id: $id) }', { id: record.id });
    expect(errorOf(missing).extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses duplicates, loops and foreign URLs with localised field errors', async () => {
    const create = 'mutation ($locale: Locale!, $input: RedirectInput!) { createRedirect(locale: $locale, input: $input) { id } }';
    const duplicate = await staff(create, { locale: 'DE', input: { oldPath: '/de/about', newPath: '/de/kontakt' } });
    expect(errorOf(duplicate).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'input.oldPath': ['Eine Weiterleitung von diesem Pfad gibt es schon.'] },
    });
    const loop = await staff(create, { locale: 'EN', input: { oldPath: '/de/ueber-uns', newPath: '/de/about' } });
    expect(errorOf(loop).extensions?.fieldErrors).toEqual({ 'input.newPath': ['This redirect would lead back to its old path (a loop).'] });
    const foreign = await staff(create, { locale: 'DE', input: { oldPath: '/de/weg', newPath: 'https://evil.example/' } });
    expect(errorOf(foreign).extensions?.fieldErrors).toEqual({
      'input.newPath': ['Bitte einen Pfad der Website angeben, der mit /de oder /en beginnt.'],
    });
    const same = await staff(create, { locale: 'DE', input: { oldPath: '/de/weg', newPath: '/de/weg' } });
    expect(errorOf(same).extensions?.fieldErrors).toEqual({ 'input.newPath': ['Der neue Pfad muss sich vom alten unterscheiden.'] });
  });

  it('lists the change log for staff, newest first', async () => {
    const log = await staff('query { editorChanges(locale: DE, entity: REDIRECT, limit: 3) { id entity action } }');
    const entries = log.json.data?.editorChanges as { id: string; entity: string; action: string }[];
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(entries.every((entry) => entry.entity === 'REDIRECT')).toBe(true);
    const bad = await staff('query { editorChanges(locale: EN, limit: 500) { id } }');
    expect(errorOf(bad).extensions?.code).toBe('BAD_USER_INPUT');
  });
});
