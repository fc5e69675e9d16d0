// The page administration of the upstream (src/cms/README.md "Page editor": create and delete
// pages, the navigation, redirect records, the change log), against the built CMS on a fresh
// upstream of its own (OWN_STORAGE): nothing here touches the upstream other test files share.
import { describe, expect, it } from 'vitest';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { STAFF } from '../support/staff';

type Json = Record<string, unknown>;
interface Reply<T = Json> {
  status: number;
  body: T;
}
interface ErrorBody {
  detail: string;
  code?: string;
  revision?: number;
  errors?: Record<string, string[]>;
}
interface PageBody extends Json {
  id: number;
  title: string;
  is_online: boolean;
  parent: number | null;
  urls: Record<string, string>;
  revision: number;
}
interface NavItem {
  id?: number;
  url: string;
  menu_name: string;
  has_tab_navigation: boolean;
  children: NavItem[];
}
interface NavBody {
  menu: NavItem[];
  footer: { title: string; url: string }[];
  revision: number;
}
interface RedirectBody {
  id: number;
  old_path: string;
  new_path: string;
  revision: number;
}
interface ChangeBody {
  id: number;
  entity: string;
  entity_id: number | null;
  lang: string | null;
  action: string;
  user: string | null;
  before: Json | null;
  after: Json | null;
}

/** A browser-like client: keeps its cookies and echoes the CSRF cookie in the header (unless told not to). */
class Client {
  readonly cookies = new Map<string, string>();

  constructor(private readonly base: () => string) {}

  async call<T = Json>(method: string, pathname: string, body?: unknown, options: { csrf?: boolean } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get('csrftoken');
    if ((options.csrf ?? true) && csrf) headers['x-csrftoken'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base()}${pathname}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
  }

  get<T = Json>(pathname: string): Promise<Reply<T>> {
    return this.call<T>('GET', pathname);
  }

  async login(): Promise<void> {
    await this.get('/api/user-details/');
    const reply = await this.call('POST', '/de/api/user-login/', STAFF);
    if (reply.status !== 200) throw new Error(`login failed: ${reply.status}`);
  }
}

const cms = cmsForSuite(OWN_STORAGE);
const staff = new Client(cms.url);
const visitor = new Client(cms.url);

const nav = async (lang: string) => (await visitor.get<NavBody>(`/${lang}/pageeditor-api/nav`)).body;
const redirects = async () => (await visitor.get<RedirectBody[]>('/de/pageeditor-api/redirect')).body;
const changes = async (query: string) => (await staff.get<ChangeBody[]>(`/de/pageeditor-api/changes/?${query}`)).body;
const pageAt = (path: string, client = visitor) => client.get<PageBody>(`/de/pageeditor-api/page/${path}`);

/** The navigation as PUT takes it, from what GET gives. */
function asInput(items: readonly NavItem[]): Json[] {
  return items.map((item) => ({
    title: item.menu_name,
    url: item.url,
    has_tab_navigation: item.has_tab_navigation,
    children: asInput(item.children),
  }));
}

describe('page administration (upstream)', () => {
  it('logs staff in; a visitor has a CSRF cookie but no session', async () => {
    await staff.login();
    await visitor.get('/api/user-details/');
    expect(visitor.cookies.has('csrftoken')).toBe(true);
  });

  describe('creating pages', () => {
    it('creates an offline page under a parent with its settings, 201 with the staff page', async () => {
      const parent = (await pageAt('ueber-uns')).body;
      const created = await staff.call<PageBody>('POST', '/de/pageeditor-api/page/', {
        title: 'Education',
        path: 'ueber-uns/education',
        parent_id: parent.id,
        headline: 'Musikvermittlung',
        menu_name: 'Education',
        in_menu: true,
        meta_title: 'Education – Aurelia',
        meta_description: 'Für Schulen.',
        og_title: 'Education',
        og_description: 'Für Schulen und Kitas.',
        og_type: 'article',
        og_image: 'seed/pages/probe',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        title: 'Education',
        is_online: false,
        parent: parent.id,
        urls: { de: '/de/ueber-uns/education' },
        headline: 'Musikvermittlung',
        og_type: 'article',
        is_landing_page: false,
        modules: [],
      });
      expect(created.body.revision).toBeGreaterThan(0);
      // Offline: staff see it, visitors do not; a later PATCH takes it online.
      expect((await pageAt('ueber-uns/education')).status).toBe(404);
      expect((await pageAt('ueber-uns/education', staff)).status).toBe(200);
      const online = await staff.call<PageBody>('PATCH', `/de/pageeditor-api/page/${created.body.id}/`, {
        is_online: true,
        revision: created.body.revision,
      });
      expect(online.status).toBe(200);
      expect((await pageAt('ueber-uns/education')).body.title).toBe('Education');
      const log = await changes(`entity=page&entity_id=${created.body.id}`);
      expect(log.map((entry) => entry.action)).toEqual(['update', 'create']);
      expect(log[0]).toMatchObject({
        lang: 'de',
        user: 'redaktion',
        before: { translation: { is_online: false } },
        after: { translation: { is_online: true } },
      });
      expect(log[1]?.before).toBeNull();
    });

    it('creates an online landing page at the top level', async () => {
      const created = await staff.call<PageBody>('POST', '/en/pageeditor-api/page/', {
        title: 'Summer festival',
        path: 'summer',
        is_online: true,
        is_landing_page: true,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ is_online: true, is_landing_page: true, parent: null, urls: { en: '/en/summer' } });
      expect((await visitor.get('/en/pageeditor-api/page/summer')).status).toBe(200);
    });

    it('refuses a duplicate path, a missing parent, missing and invalid fields with 400 by field, writing nothing', async () => {
      const before = (await changes('entity=page')).length;
      const duplicate = await staff.call<ErrorBody>('POST', '/de/pageeditor-api/page/', { title: 'Noch einmal', path: 'kontakt' });
      expect(duplicate.status).toBe(400);
      expect(duplicate.body.errors).toEqual({ path: ['A page with this path already exists.'] });
      const orphan = await staff.call<ErrorBody>('POST', '/de/pageeditor-api/page/', { title: 'Waise', path: 'waise', parent_id: 999999 });
      expect(orphan.body.errors).toEqual({ parent_id: ['No page with this id, or it is below this page.'] });
      const empty = await staff.call<ErrorBody>('POST', '/de/pageeditor-api/page/', {});
      expect(empty.body.errors).toEqual({ title: ['This field is required!'], path: ['This field is required!'] });
      const bad = await staff.call<ErrorBody>('POST', '/de/pageeditor-api/page/', {
        title: 'x'.repeat(201),
        path: '../etc',
        is_online: 'ja',
        og_image: 'javascript:alert(1)',
        colour: 'red',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        title: ['Ensure this field has no more than 200 characters.'],
        path: ['Enter a path of lower-case words, digits and hyphens, separated by /.'],
        is_online: ['Must be a valid boolean.'],
        og_image: ['Enter a media path or null.'],
        colour: ['Unknown field.'],
      });
      const notObject = await staff.call<ErrorBody>('POST', '/de/pageeditor-api/page/', [1, 2]);
      expect(notObject.status).toBe(400);
      expect((await changes('entity=page')).length).toBe(before);
    });

    it('keeps script in a title inert: stored as text, given back as text', async () => {
      const created = await staff.call<PageBody>('POST', '/de/pageeditor-api/page/', {
        title: '<script>alert(1)</script>',
        path: 'xss-probe',
      });
      expect(created.status).toBe(201);
      expect(created.body.title).toBe('<script>alert(1)</script>');
      expect((await staff.call('DELETE', `/de/pageeditor-api/page/${created.body.id}/`)).status).toBe(204);
    });

    it('adds the other language by PATCH with title and path (offline unless said)', async () => {
      const page = (await pageAt('ueber-uns/education', staff)).body;
      expect(page.urls).toEqual({ de: '/de/ueber-uns/education' });
      const incomplete = await staff.call<ErrorBody>('PATCH', `/en/pageeditor-api/page/${page.id}/`, { title: 'Education' });
      expect(incomplete.body.errors).toEqual({ path: ['This field is required!'] });
      const added = await staff.call<PageBody>('PATCH', `/en/pageeditor-api/page/${page.id}/`, {
        title: 'Education',
        path: 'about-us/education',
      });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ is_online: false, urls: { de: '/de/ueber-uns/education', en: '/en/about-us/education' } });
      expect((await changes(`entity=page&entity_id=${page.id}`))[0]).toMatchObject({ action: 'create_translation', lang: 'en' });
    });

    it('moves a page under another parent, never under itself or a page below it', async () => {
      const about = (await pageAt('ueber-uns')).body;
      const history = (await pageAt('ueber-uns/geschichte')).body;
      const loop = await staff.call<ErrorBody>('PATCH', `/de/pageeditor-api/page/${about.id}/`, { parent_id: history.id });
      expect(loop.body.errors).toEqual({ parent_id: ['No page with this id, or it is below this page.'] });
      const self = await staff.call<ErrorBody>('PATCH', `/de/pageeditor-api/page/${about.id}/`, { parent_id: about.id });
      expect(self.body.errors).toEqual({ parent_id: ['A page cannot be its own parent.'] });
      const summer = (await visitor.get<PageBody>('/en/pageeditor-api/page/summer')).body;
      const moved = await staff.call<PageBody>('PATCH', `/en/pageeditor-api/page/${summer.id}/`, { parent_id: about.id });
      expect(moved.body.parent).toBe(about.id);
      const back = await staff.call<PageBody>('PATCH', `/en/pageeditor-api/page/${summer.id}/`, { parent_id: null });
      expect(back.body.parent).toBeNull();
    });

    it('refuses a settings save based on an old revision (409, nothing written)', async () => {
      const page = (await pageAt('ueber-uns/education', staff)).body;
      const first = await staff.call<PageBody>('PATCH', `/de/pageeditor-api/page/${page.id}/`, {
        headline: 'Erste',
        revision: page.revision,
      });
      expect(first.status).toBe(200);
      const stale = await staff.call<ErrorBody>('PATCH', `/de/pageeditor-api/page/${page.id}/`, {
        headline: 'Zweite',
        revision: page.revision,
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'stale_revision', revision: first.body.revision });
      expect(stale.body.detail).toContain('Someone else changed this page in the meantime');
      expect((await pageAt('ueber-uns/education', staff)).body.headline).toBe('Erste');
    });
  });

  describe('deleting pages', () => {
    it('refuses the home page, the legal pages and a page with child pages (409)', async () => {
      const home = (await pageAt('')).body;
      const homeReply = await staff.call<ErrorBody>('DELETE', `/de/pageeditor-api/page/${home.id}/`);
      expect(homeReply).toMatchObject({ status: 409, body: { code: 'protected_page', detail: 'The home page cannot be deleted.' } });
      const terms = (await pageAt('agb')).body;
      expect((await staff.call<ErrorBody>('DELETE', `/de/pageeditor-api/page/${terms.id}/`)).body).toMatchObject({
        code: 'protected_page',
      });
      const about = (await pageAt('ueber-uns')).body;
      const parent = await staff.call<ErrorBody>('DELETE', `/de/pageeditor-api/page/${about.id}/`);
      expect(parent).toMatchObject({
        status: 409,
        body: { code: 'has_children', detail: 'This page has child pages: move or delete them first.' },
      });
      expect((await pageAt('ueber-uns')).status).toBe(200);
      expect((await staff.call('DELETE', '/de/pageeditor-api/page/999999/')).status).toBe(404);
    });

    it('validates redirect_to: a site path of the language, not the deleted one, no loop, no script', async () => {
      const page = (await pageAt('ueber-uns/education', staff)).body;
      const url = `/de/pageeditor-api/page/${page.id}/`;
      for (const [target, message] of [
        ['javascript:alert(1)', 'Enter a path of this site starting with /de.'],
        ['data:text/html,<script>alert(1)</script>', 'Enter a path of this site starting with /de.'],
        ['//evil.example/x', 'Enter a path of this site starting with /de.'],
        ['/en/about-us', 'Enter a path of this site starting with /de.'],
        ['/de/ueber-uns/education', "The redirect must lead to another path than the deleted page's."],
      ]) {
        const reply = await staff.call<ErrorBody>('DELETE', url, { redirect_to: target });
        expect(reply.status, target).toBe(400);
        expect(reply.body.errors).toEqual({ redirect_to: [message] });
      }
      // A record leading from /de/umweg back to the page: redirecting the page to /de/umweg would loop.
      const detour = await staff.call<RedirectBody>('POST', '/de/pageeditor-api/redirect', {
        old_path: '/de/umweg',
        new_path: '/de/ueber-uns/education',
      });
      expect(detour.status).toBe(201);
      const loop = await staff.call<ErrorBody>('DELETE', url, { redirect_to: '/de/umweg' });
      expect(loop.body.errors).toEqual({ redirect_to: ['This redirect would lead back to the deleted path (a loop).'] });
      expect((await staff.call('DELETE', `/de/pageeditor-api/redirect/${detour.body.id}`)).status).toBe(204);
      expect((await pageAt('ueber-uns/education', staff)).status).toBe(200);
    });

    it('deletes one language with a redirect from its old path; the log keeps settings and modules', async () => {
      const page = (await pageAt('ueber-uns/education', staff)).body;
      const section = await staff.call<{ id: number }>('POST', '/de/pageeditor-api/module/', {
        model: 'section',
        parent: null,
        content_type: 'cms.page',
        object_id: page.id,
        layout: '100',
      });
      await staff.call('POST', '/de/pageeditor-api/module/', {
        model: 'headline',
        parent: section.body.id,
        headline_level: 2,
        content: 'Schulkonzerte',
      });
      const deleted = await staff.call('DELETE', `/de/pageeditor-api/page/${page.id}/`, { redirect_to: '/de/ueber-uns' });
      expect(deleted.status).toBe(204);
      expect((await pageAt('ueber-uns/education', staff)).status).toBe(404);
      // The English translation is still there.
      expect((await staff.get<PageBody>('/en/pageeditor-api/page/about-us/education')).body.id).toBe(page.id);
      expect(await redirects()).toContainEqual(expect.objectContaining({ old_path: '/de/ueber-uns/education', new_path: '/de/ueber-uns' }));
      const [entry] = await changes(`entity=page&entity_id=${page.id}`);
      expect(entry).toMatchObject({
        action: 'delete',
        lang: 'de',
        after: null,
        before: { translation: { path: 'ueber-uns/education', title: 'Education' } },
      });
      const modules = (entry?.before as { modules: { model: string; fields: Json }[] } | undefined)?.modules ?? [];
      expect(modules.map((module) => module.model).sort()).toEqual(['headline', 'section']);
      expect(modules.find((module) => module.model === 'headline')?.fields.content).toBe('Schulkonzerte');
    });

    it('deletes the last language without a redirect: the page is gone and its menu links with it', async () => {
      const page = (await staff.get<PageBody>('/en/pageeditor-api/page/about-us/education')).body;
      const current = await nav('en');
      const put = await staff.call<NavBody>('PUT', '/en/pageeditor-api/nav', {
        menu: [...asInput(current.menu), { title: 'Education', url: '/en/about-us/education', children: [] }],
        footer: current.footer,
        revision: current.revision,
      });
      expect(put.status).toBe(200);
      const revisionBefore = put.body.revision;
      expect((await staff.call('DELETE', `/en/pageeditor-api/page/${page.id}/`)).status).toBe(204);
      expect((await staff.get('/en/pageeditor-api/page/about-us/education')).status).toBe(404);
      expect((await staff.call('PATCH', `/de/pageeditor-api/page/${page.id}/`, { title: 'x' })).status).toBe(404);
      const after = await nav('en');
      expect(after.menu.map((item) => item.url)).not.toContain('/en/about-us/education');
      expect(after.revision).toBeGreaterThan(revisionBefore);
      expect((await redirects()).map((record) => record.old_path)).not.toContain('/en/about-us/education');
    });
  });

  describe('navigation', () => {
    it('gives the revision with the menu and footer (0 before the first change)', async () => {
      const de = await nav('de');
      expect(Object.keys(de).sort()).toEqual(['footer', 'menu', 'revision']);
      expect(de.revision).toBe(0);
    });

    it('replaces menu and footer in array order and refuses a stale revision with 409', async () => {
      const current = await nav('de');
      const menu = asInput(current.menu).reverse();
      menu.push({
        title: 'Saison',
        url: '/de/konzerte',
        children: [
          { title: 'Spielplan', url: '/de/konzerte', children: [{ title: 'Tickets', url: 'https://tickets.example.org/aurelia?x=1' }] },
        ],
      });
      const footer = [...current.footer, { title: 'Presse', url: '/de/ueber-uns/presse' }];
      const replaced = await staff.call<NavBody>('PUT', '/de/pageeditor-api/nav', { menu, footer, revision: current.revision });
      expect(replaced.status).toBe(200);
      expect(replaced.body.menu.map((item) => item.menu_name)).toEqual(menu.map((item) => item.title));
      expect(replaced.body.menu.at(-1)?.children[0]?.children[0]).toMatchObject({
        menu_name: 'Tickets',
        url: 'https://tickets.example.org/aurelia?x=1',
      });
      expect(replaced.body.footer.at(-1)).toEqual({ title: 'Presse', url: '/de/ueber-uns/presse' });
      expect(replaced.body.revision).toBeGreaterThan(current.revision);
      expect(await nav('de')).toEqual(replaced.body);
      // The English menu is untouched.
      expect((await nav('en')).menu.map((item) => item.menu_name)).toContain('Orchestra');

      const stale = await staff.call<ErrorBody>('PUT', '/de/pageeditor-api/nav', { menu: [], footer: [], revision: current.revision });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 'stale_revision',
        revision: replaced.body.revision,
        detail: expect.stringContaining('Someone else changed the navigation in the meantime'),
      });
      expect(await nav('de')).toEqual(replaced.body);

      const [entry] = await changes('entity=nav');
      expect(entry).toMatchObject({ id: replaced.body.revision, entity: 'nav', lang: 'de', action: 'replace', user: 'redaktion' });
      expect((entry?.before as { menu: unknown[] } | undefined)?.menu.length).toBe(current.menu.length);
    });

    it('validates every entry by its path: title, url (site path of the language or https), depth, types', async () => {
      const { revision } = await nav('de');
      const reply = await staff.call<ErrorBody>('PUT', '/de/pageeditor-api/nav', {
        menu: [
          { title: ' ', url: 'javascript:alert(1)' },
          { title: 'x'.repeat(201), url: '/en/about-us', has_tab_navigation: 'ja' },
          {
            title: 'Tief',
            url: '/de',
            children: [{ title: 'b', url: '/de', children: [{ title: 'c', url: '/de', children: [{ title: 'd', url: '/de' }] }] }],
          },
          { title: 'Daten', url: 'data:text/html;base64,PHNjcmlwdD4=' },
          { title: 'Http', url: 'http://example.org/' },
          { title: 'Quote', url: 'https://example.org/"onmouseover="alert(1)' },
        ],
        footer: [{ title: 'Fremd', url: '//evil.example' }, 'kaputt'],
        revision,
      });
      expect(reply.status).toBe(400);
      const link = 'Enter a path of this site starting with /de, or an https:// URL.';
      expect(reply.body.errors).toEqual({
        'menu.0.title': ['This field is required!'],
        'menu.0.url': [link],
        'menu.1.title': ['Ensure this field has no more than 200 characters.'],
        'menu.1.url': [link],
        'menu.1.has_tab_navigation': ['Must be a valid boolean.'],
        'menu.2.children.0.children.0.children': ['The menu has at most 3 levels.'],
        'menu.3.url': [link],
        'menu.4.url': [link],
        'menu.5.url': [link],
        'footer.0.url': [link],
        'footer.1': ['Expected an object with title and url.'],
      });
      const missing = await staff.call<ErrorBody>('PUT', '/de/pageeditor-api/nav', { menu: [] });
      expect(missing.body.errors).toEqual({ footer: ['This field is required!'], revision: ['This field is required!'] });
      expect((await nav('de')).revision).toBe(revision);
    });
  });

  describe('redirects', () => {
    it('lists records with their id; creates, changes and deletes them, each in the change log', async () => {
      const list = await redirects();
      for (const record of list) expect(Object.keys(record).sort()).toEqual(['id', 'new_path', 'old_path', 'revision']);
      const created = await staff.call<RedirectBody>('POST', '/de/pageeditor-api/redirect', {
        old_path: '/de/alte-seite',
        new_path: '/de/kontakt',
      });
      expect(created).toMatchObject({ status: 201, body: { old_path: '/de/alte-seite', new_path: '/de/kontakt', id: expect.any(Number) } });
      const changed = await staff.call<RedirectBody>('PATCH', `/de/pageeditor-api/redirect/${created.body.id}`, {
        new_path: '/de/ueber-uns',
        revision: created.body.revision,
      });
      expect(changed).toMatchObject({ status: 200, body: { old_path: '/de/alte-seite', new_path: '/de/ueber-uns' } });
      const stale = await staff.call<ErrorBody>('PATCH', `/de/pageeditor-api/redirect/${created.body.id}`, {
        new_path: '/de/kontakt',
        revision: created.body.revision,
      });
      expect(stale).toMatchObject({ status: 409, body: { code: 'stale_revision' } });
      expect((await staff.call('DELETE', `/de/pageeditor-api/redirect/${created.body.id}`)).status).toBe(204);
      expect((await redirects()).map((record) => record.id)).not.toContain(created.body.id);
      expect((await staff.call('DELETE', `/de/pageeditor-api/redirect/${created.body.id}`)).status).toBe(404);
      const log = await changes(`entity=redirect&entity_id=${created.body.id}`);
      expect(log.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
      expect(log[0]).toMatchObject({ lang: 'de', before: { old_path: '/de/alte-seite', new_path: '/de/ueber-uns' }, after: null });
    });

    it('refuses a duplicate old path (409), equal paths, foreign or script URLs, and loops (400)', async () => {
      const duplicate = await staff.call<ErrorBody>('POST', '/de/pageeditor-api/redirect', {
        old_path: '/de/about',
        new_path: '/de/kontakt',
      });
      expect(duplicate).toMatchObject({
        status: 409,
        body: { code: 'duplicate', errors: { old_path: ['A redirect from this path already exists.'] } },
      });
      const same = await staff.call<ErrorBody>('POST', '/de/pageeditor-api/redirect', { old_path: '/de/x', new_path: '/de/x' });
      expect(same.body.errors).toEqual({ new_path: ['The new path must differ from the old one.'] });
      const site = 'Enter a path of this site starting with /de or /en.';
      for (const target of [
        'javascript:alert(1)',
        'https://evil.example/',
        '//evil.example',
        '/fr/x',
        '/de/<script>',
        'data:text/html,x',
        '/de/../admin',
      ]) {
        const reply = await staff.call<ErrorBody>('POST', '/de/pageeditor-api/redirect', { old_path: '/de/quelle', new_path: target });
        expect(reply.body.errors, target).toEqual({ new_path: [site] });
      }
      // /de/about → /de/ueber-uns exists: /de/ueber-uns → /de/about would loop.
      const loop = await staff.call<ErrorBody>('POST', '/de/pageeditor-api/redirect', { old_path: '/de/ueber-uns', new_path: '/de/about' });
      expect(loop.body.errors).toEqual({ new_path: ['This redirect would lead back to its old path (a loop).'] });
      const missing = await staff.call<ErrorBody>('POST', '/de/pageeditor-api/redirect', {});
      expect(missing.body.errors).toEqual({ old_path: ['This field is required!'], new_path: ['This field is required!'] });
    });
  });

  describe('refusals', () => {
    it('answers visitors 401, non-numeric ids 404, and changes nothing', async () => {
      const before = { nav: await nav('de'), redirects: await redirects() };
      const calls: [string, string, unknown][] = [
        ['POST', '/de/pageeditor-api/page/', { title: 'Gast', path: 'gast' }],
        ['DELETE', '/de/pageeditor-api/page/1/', {}],
        ['PUT', '/de/pageeditor-api/nav', { menu: [], footer: [], revision: before.nav.revision }],
        ['POST', '/de/pageeditor-api/redirect', { old_path: '/de/gast', new_path: '/de' }],
        ['PATCH', `/de/pageeditor-api/redirect/${before.redirects[0]?.id ?? 1}`, { new_path: '/de' }],
        ['DELETE', `/de/pageeditor-api/redirect/${before.redirects[0]?.id ?? 1}`, {}],
      ];
      for (const [method, path, body] of calls) expect((await visitor.call(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await visitor.get('/de/pageeditor-api/changes/')).status).toBe(401);
      expect({ nav: await nav('de'), redirects: await redirects() }).toEqual(before);
      expect((await pageAt('gast', staff)).status).toBe(404);
    });

    it('refuses staff calls without the CSRF header (403) and changes nothing', async () => {
      const before = { nav: await nav('de'), redirects: await redirects() };
      const calls: [string, string, unknown][] = [
        ['POST', '/de/pageeditor-api/page/', { title: 'Fälschung', path: 'faelschung' }],
        ['DELETE', `/de/pageeditor-api/page/${(await pageAt('kontakt')).body.id}/`, {}],
        ['PUT', '/de/pageeditor-api/nav', { menu: [], footer: [], revision: before.nav.revision }],
        ['POST', '/de/pageeditor-api/redirect', { old_path: '/de/faelschung', new_path: '/de' }],
        ['DELETE', `/de/pageeditor-api/redirect/${before.redirects[0]?.id ?? 1}`, {}],
      ];
      for (const [method, path, body] of calls) {
        const reply = await staff.call<ErrorBody>(method, path, body, { csrf: false });
        expect(reply.status, `${method} ${path}`).toBe(403);
        expect(reply.body.detail).toBe('CSRF Failed: CSRF token missing or incorrect.');
      }
      expect({ nav: await nav('de'), redirects: await redirects() }).toEqual(before);
      expect((await pageAt('kontakt')).status).toBe(200);
    });

    it('validates the change log query', async () => {
      const bad = await staff.get<ErrorBody>('/de/pageeditor-api/changes/?entity=users&entity_id=x&limit=0');
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['entity', 'entity_id', 'limit']);
      expect((await staff.get<ErrorBody>('/de/pageeditor-api/changes/?order=asc')).status).toBe(400);
      const all = await staff.get<ChangeBody[]>('/de/pageeditor-api/changes/?limit=5');
      expect(all.body.length).toBe(5);
      const ids = all.body.map((entry) => entry.id);
      expect(ids).toEqual(ids.toSorted((a, b) => b - a));
    });
  });

  describe('renaming a path', () => {
    it('moves the menu and footer links with the page; redirect_old_path false leaves no redirect', async () => {
      const created = await staff.call<PageBody>('POST', '/de/pageeditor-api/page/', {
        title: 'Umzug',
        path: 'umzug-alt',
        is_online: true,
      });
      const current = await nav('de');
      const linked = await staff.call<NavBody>('PUT', '/de/pageeditor-api/nav', {
        menu: [...asInput(current.menu), { title: 'Umzug', url: '/de/umzug-alt' }],
        footer: [...current.footer, { title: 'Umzug', url: '/de/umzug-alt' }],
        revision: current.revision,
      });
      expect(linked.status).toBe(200);

      const bad = await staff.call<ErrorBody>('PATCH', `/de/pageeditor-api/page/${created.body.id}/`, {
        path: 'umzug-neu',
        redirect_old_path: 'nein',
      });
      expect(bad.body.errors).toEqual({ redirect_old_path: ['Must be a valid boolean.'] });
      const moved = await staff.call<PageBody>('PATCH', `/de/pageeditor-api/page/${created.body.id}/`, {
        path: 'umzug-neu',
        redirect_old_path: false,
      });
      expect(moved.status).toBe(200);
      expect(moved.body.urls).toEqual({ de: '/de/umzug-neu' });
      expect((await redirects()).map((record) => record.old_path)).not.toContain('/de/umzug-alt');
      const after = await nav('de');
      expect(after.menu.at(-1)).toMatchObject({ menu_name: 'Umzug', url: '/de/umzug-neu' });
      expect(after.footer.at(-1)).toEqual({ title: 'Umzug', url: '/de/umzug-neu' });
      expect(after.revision).toBeGreaterThan(linked.body.revision);
      expect((await changes('entity=nav'))[0]).toMatchObject({ action: 'page_moved', lang: 'de' });

      // By default the old path redirects to the new one.
      await staff.call<PageBody>('PATCH', `/de/pageeditor-api/page/${created.body.id}/`, { path: 'umzug-final' });
      expect(await redirects()).toContainEqual(expect.objectContaining({ old_path: '/de/umzug-neu', new_path: '/de/umzug-final' }));
      expect((await nav('de')).menu.at(-1)?.url).toBe('/de/umzug-final');
    });
  });
});
