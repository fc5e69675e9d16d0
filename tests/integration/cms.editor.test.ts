// Staff sessions and the page editor API of src/cms/README.md ("Staff account", "Page editor"),
// against the built CMS as a real process: on PGlite always (with a restart on the same data
// folder), on PostgreSQL when TEST_DATABASE_URL is set (a schema per run, dropped afterwards).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, cmsForSuite } from '../support/cmsUnderTest';
import { startCms, type RunningProcess } from '../support/processes';

const STAFF = { email: 'redaktion@aurelia-philharmonie.example', password: 'Partitur-2026!' };
const JSON_TYPE = 'application/json; charset=utf-8';
const REQUIRED = 'This field is required!';

type Json = Record<string, unknown>;
interface Reply<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}
interface ErrorBody {
  detail: string;
  errors?: Record<string, string[]>;
}
interface Column {
  classes: string;
  children: Json[];
}
interface Section extends Json {
  id: number;
  model: string;
  columns: Column[];
}
interface Sibling {
  id: number;
  title: string;
  urls: Record<string, string>;
}
interface PageBody extends Json {
  id: number;
  title: string;
  is_online: boolean;
  urls: Record<string, string>;
  modules: Section[];
  siblings: Sibling[];
  version_id: number;
}
interface MenuItem extends Json {
  url: string;
  menu_name: string;
  has_tab_navigation: boolean;
  children: MenuItem[];
}
interface NavBody {
  menu: MenuItem[];
  footer: { title: string; url: string }[];
}
interface LegalBody {
  title: string;
  content: Json[];
}
interface EditorUserBody {
  email: string;
  username: string;
  admin_menus: Json[];
}
interface VersionBody {
  id: number;
  action: string;
  user: string | null;
}

/** A browser-like client: keeps the cookies it is given and echoes the CSRF cookie in the header. */
class Client {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

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
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text === '' ? null : JSON.parse(text)) as T };
  }

  get<T = Json>(pathname: string): Promise<Reply<T>> {
    return this.call<T>('GET', pathname);
  }

  async login(credentials = STAFF): Promise<Reply<Json & ErrorBody>> {
    if (!this.cookies.has('csrftoken')) await this.get('/api/user-details/');
    return this.call<Json & ErrorBody>('POST', '/de/api/user-login/', credentials);
  }
}

/** Every module of a tree, depth first. */
function flatten(modules: readonly Json[]): Json[] {
  return modules.flatMap((module) => [
    module,
    ...flatten(((module.columns as Column[] | undefined) ?? []).flatMap((column) => column.children)),
    ...flatten((module.children as Json[] | undefined) ?? []),
  ]);
}

function editorContract(base: () => string): void {
  const visitor = new Client(base);
  const staff = new Client(base);

  describe('users and sessions', () => {
    it('describes a visitor as logged out and hands out a CSRF cookie', async () => {
      const reply = await visitor.get('/api/user-details/');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe(JSON_TYPE);
      expect(reply.body).toEqual({
        has_dashboard_online_access: false,
        is_logged_in: false,
        username: '',
        email: '',
        first_name: '',
        last_name: '',
        language: 'de',
        login_url: '/de/api/user-login/',
        logout_url: '/de/api/user-logout/',
        webshop_url: '/webshop',
      });
      expect(visitor.cookies.get('csrftoken')).toMatch(/^[\w-]{32,}$/);
      expect((await visitor.get<{ login_url: string }>('/en/api/user-details/')).body.login_url).toBe('/en/api/user-login/');
    });

    it('answers the editor user call with 401 JSON when nobody is logged in', async () => {
      const reply = await visitor.get('/de/pageeditor-api/user');
      expect(reply.status).toBe(401);
      expect(reply.headers.get('content-type')).toBe(JSON_TYPE);
      expect(reply.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    });

    it('refuses a login without the CSRF header', async () => {
      const client = new Client(base);
      await client.get('/api/user-details/');
      const reply = await client.call('POST', '/de/api/user-login/', STAFF, { csrf: false });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
      expect(client.cookies.has('sessionid')).toBe(false);
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const client = new Client(base);
      const wrong = await client.login({ email: STAFF.email, password: 'falsch-falsch' });
      const unknown = await client.login({ email: 'niemand@aurelia-philharmonie.example', password: STAFF.password });
      for (const reply of [wrong, unknown]) {
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({
          detail: 'Unable to log in with provided credentials.',
          errors: { non_field_errors: ['Unable to log in with provided credentials.'] },
        });
      }
      expect(client.cookies.has('sessionid')).toBe(false);
    });

    it('names missing and malformed fields', async () => {
      const client = new Client(base);
      expect((await client.login({} as typeof STAFF)).body).toEqual({
        detail: 'Invalid input.',
        errors: { email: [REQUIRED], password: [REQUIRED] },
      });
      const malformed = await client.login({ email: 'kein-at-zeichen', password: 'x' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toEqual({ email: ['Invalid e-mail address!'] });
    });

    it('throttles the sixth failed login for one e-mail within 15 minutes with 429 and Retry-After', async () => {
      const client = new Client(base);
      const attempt = { email: 'angreifer@example.org', password: 'rate-limit-test' };
      for (let i = 0; i < 5; i += 1) expect((await client.login(attempt)).status).toBe(400);
      const blocked = await client.login(attempt);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
      expect(blocked.body.detail).toMatch(/throttled/);
    });

    it('logs staff in with an HttpOnly session cookie and a fresh CSRF token', async () => {
      await staff.get('/api/user-details/');
      const before = staff.cookies.get('csrftoken');
      const reply = await staff.login();
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        is_logged_in: true,
        email: STAFF.email,
        username: 'redaktion',
        has_dashboard_online_access: true,
      });
      const session = staff.lastSetCookies.find((line) => line.startsWith('sessionid='));
      expect(session).toMatch(/HttpOnly/);
      expect(session).toMatch(/SameSite=Lax/);
      expect(session).toMatch(/Path=\//);
      expect(session).not.toMatch(/Secure/);
      expect(staff.cookies.get('sessionid')).toMatch(/^[\w-]{43}$/);
      expect(staff.cookies.get('csrftoken')).not.toBe(before);

      const details = await staff.get('/en/api/user-details/');
      expect(details.body).toMatchObject({ is_logged_in: true, first_name: 'Redaktion', email: STAFF.email });
      const user = await staff.get<EditorUserBody>('/de/pageeditor-api/user');
      expect(user.status).toBe(200);
      expect(Object.keys(user.body).sort()).toEqual(['admin_menus', 'email', 'username']);
      // This upstream has no admin: without CMS_ADMIN_URL it offers no admin links (editorAdminLinks tests set it).
      expect(user.body.admin_menus).toEqual([]);
    });
  });

  describe('navigation, redirects and legal pages', () => {
    it('serves the menu tree and footer links per language', async () => {
      const de = await visitor.get<NavBody>('/de/pageeditor-api/nav');
      const en = await visitor.get<NavBody>('/en/pageeditor-api/nav');
      expect(de.status).toBe(200);
      expect(Object.keys(de.body).sort()).toEqual(['footer', 'menu', 'revision']);
      const orchestra = de.body.menu.find((item) => item.has_tab_navigation);
      expect(orchestra).toMatchObject({ url: '/de/ueber-uns', menu_name: 'Orchester' });
      expect(orchestra?.children.map((child) => child.url)).toEqual(['/de/ueber-uns/geschichte', '/de/ueber-uns/team']);
      for (const item of de.body.menu)
        expect(Object.keys(item).sort()).toEqual(['children', 'has_tab_navigation', 'id', 'menu_name', 'url']);
      expect(de.body.footer).toContainEqual({ title: 'Impressum', url: '/de/impressum' });
      expect(en.body.footer).toContainEqual({ title: 'Imprint', url: '/en/impressum' });
      expect(en.body.menu.map((item: Json) => item.menu_name)).toContain('Orchestra');
    });

    it('lists the redirect records', async () => {
      const reply = await visitor.get<Json[]>('/de/pageeditor-api/redirect');
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBeGreaterThanOrEqual(3);
      for (const record of reply.body) expect(Object.keys(record).sort()).toEqual(['id', 'new_path', 'old_path', 'revision']);
      expect(reply.body).toContainEqual(expect.objectContaining({ old_path: '/de/about', new_path: '/de/ueber-uns' }));
    });

    it.each([
      ['agb', 'AGB', 'Terms'],
      ['imprint', 'Impressum', 'Imprint'],
      ['privacy-policy', 'Datenschutz', 'Privacy'],
    ])('serves /api/%s/ as a title and Slate nodes in both languages', async (key, german, english) => {
      const de = await visitor.get<LegalBody>(`/de/api/${key}/`);
      const en = await visitor.get<LegalBody>(`/en/api/${key}/`);
      expect(de.status).toBe(200);
      expect(de.body.title).toBe(german);
      expect(en.body.title).toBe(english);
      expect(de.body.content[0]).toMatchObject({ type: 'heading', level: 2 });
      expect(de.body.content.some((node: Json) => node.type === 'paragraph')).toBe(true);
      expect((await visitor.get(`/api/${key}/`)).body).toEqual(de.body);
    });
  });

  describe('pages', () => {
    it('serves a page in German and English with its module tree', async () => {
      const de = await visitor.get<PageBody>('/de/pageeditor-api/page/ueber-uns');
      const en = await visitor.get<PageBody>('/en/pageeditor-api/page/about-us/');
      expect(de.status).toBe(200);
      expect(en.status).toBe(200);
      expect(de.body.id).toBe(en.body.id);
      expect(de.body.urls).toEqual({ de: '/de/ueber-uns', en: '/en/about-us' });
      expect(de.body).toMatchObject({ title: 'Über uns', content_type: 'cms.page', is_online: true, parent: null, in_menu: true });
      for (const key of [
        'meta_title',
        'meta_description',
        'og_title',
        'og_description',
        'og_image',
        'og_type',
        'og_image_thumbs',
        'settings_url',
        'is_landing_page',
        'is_clickable',
        'in_footer',
        'headline',
      ]) {
        expect(de.body, key).toHaveProperty(key);
      }
      const sections = de.body.modules;
      expect(sections.length).toBeGreaterThanOrEqual(3);
      for (const section of sections) {
        expect(section.model).toBe('section');
        expect(section.parent).toBeNull();
        for (const column of section.columns) expect(typeof column.classes).toBe('string');
      }
      expect(sections.some((section) => section.columns.length === 3)).toBe(true);
      const models = new Set(flatten(sections).map((module) => module.model));
      for (const model of ['headline', 'text', 'image_list', 'image', 'quote']) expect(models).toContain(model);
      expect(de.body.siblings.map((sibling) => sibling.urls.de)).toEqual([
        '/de/ueber-uns',
        '/de/ueber-uns/geschichte',
        '/de/ueber-uns/team',
      ]);
      const german = flatten(sections).find((module) => module.model === 'headline');
      const english = flatten(en.body.modules).find((module) => module.model === 'headline');
      expect(german?.content).toBe('Über uns');
      expect(english?.content).toBe('About us');
    });

    it('serves the home page at the empty path and answers unknown paths with 404', async () => {
      const home = await visitor.get<PageBody>('/en/pageeditor-api/page/');
      expect(home.status).toBe(200);
      expect(home.body).toMatchObject({ urls: { de: '/de', en: '/en' }, is_landing_page: false });
      const models = new Set(flatten(home.body.modules).map((module) => module.model));
      for (const model of ['hero_media', 'full_teaser', 'video', 'link', 'blog_teaser_list']) expect(models).toContain(model);
      const teaser = flatten(home.body.modules).find((module) => module.model === 'full_teaser');
      expect(teaser?.image_thumbnails).toMatchObject({ small: expect.stringMatching(/-640\.png$/) });
      const missing = await visitor.get('/de/pageeditor-api/page/gibt-es-nicht');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: 'Not found.' });
    });

    it('hides offline pages from visitors and shows them to staff', async () => {
      const hidden = await visitor.get('/de/pageeditor-api/page/ueber-uns/presse');
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ detail: 'Not found.' });
      const shown = await staff.get('/de/pageeditor-api/page/ueber-uns/presse');
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({ title: 'Presse', is_online: false, parent: expect.any(Number) });
      const visitorSiblings = (await visitor.get<PageBody>('/de/pageeditor-api/page/ueber-uns')).body.siblings;
      expect(visitorSiblings.map((sibling) => sibling.title)).not.toContain('Presse');
    });

    it('redirects visitors asking for a version to the plain path and lets staff preview it', async () => {
      const redirect = await visitor.get('/de/pageeditor-api/page/kontakt?version_id=1&x=2');
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('/de/pageeditor-api/page/kontakt?x=2');
      const live = await staff.get<PageBody>('/de/pageeditor-api/page/kontakt');
      expect(live.body.version_id).toEqual(expect.any(Number));
      const preview = await staff.get<PageBody>(`/de/pageeditor-api/page/kontakt?version_id=${live.body.version_id}`);
      expect(preview.status).toBe(200);
      // The same tree; only the live one carries the revisions staff saves are based on (migration 014).
      const withoutRevisions = (tree: unknown) =>
        JSON.parse(
          JSON.stringify(tree, (key, value: unknown) => (key === 'revision' || key === 'content_revision' ? undefined : value)),
        ) as unknown;
      expect(live.body.modules[0]).toMatchObject({ revision: expect.any(Number), content_revision: expect.any(Number) });
      expect(JSON.stringify(preview.body.modules)).not.toContain('"revision"');
      expect(preview.body.modules).toEqual(withoutRevisions(live.body.modules));
      const otherPage = (await staff.get<PageBody>('/de/pageeditor-api/page/ueber-uns')).body.version_id;
      expect((await staff.get(`/de/pageeditor-api/page/kontakt?version_id=${otherPage}`)).status).toBe(404);
      const bad = await staff.get<ErrorBody>('/de/pageeditor-api/page/kontakt?version_id=abc');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ version_id: [expect.any(String)] });
    });

    it('serves a container by slug and 404 for an unknown slug', async () => {
      const de = await visitor.get<Section>('/de/pageeditor-api/container/by-slug/footer-kontakt');
      expect(de.status).toBe(200);
      expect(de.body).toMatchObject({ slug: 'footer-kontakt', model: 'section', parent: null, content_type: null, object_id: null });
      expect(de.body.columns[0]?.children[0]?.model).toBe('text');
      expect((await visitor.get('/en/pageeditor-api/container/by-slug/footer-contact')).status).toBe(200);
      expect((await visitor.get('/en/pageeditor-api/container/by-slug/footer-kontakt')).status).toBe(404);
    });
  });

  describe('editing modules', () => {
    let pageId = 0;
    let sectionId = 0;
    let headlineId = 0;
    let textId = 0;

    const contactTree = async (): Promise<Section[]> => (await staff.get<PageBody>('/de/pageeditor-api/page/kontakt')).body.modules;

    it('refuses changes from visitors (401) and without CSRF (403)', async () => {
      pageId = (await staff.get<PageBody>('/de/pageeditor-api/page/kontakt')).body.id;
      const body = { model: 'section', content_type: 'cms.page', object_id: pageId };
      const anonymous = await visitor.call('POST', '/de/pageeditor-api/module/', body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ detail: 'Authentication credentials were not provided.' });
      const noCsrf = await staff.call('POST', '/de/pageeditor-api/module/', body, { csrf: false });
      expect(noCsrf.status).toBe(403);
      expect((await visitor.call('DELETE', '/de/pageeditor-api/module/1/')).status).toBe(401);
    });

    it('creates a section and modules in its columns', async () => {
      const section = await staff.call<Section>('POST', '/de/pageeditor-api/module/', {
        model: 'section',
        parent: null,
        content_type: 'cms.page',
        object_id: pageId,
        slug: 'kontakt-neu',
        layout: '50-50',
        position: 0,
      });
      expect(section.status).toBe(201);
      expect(section.body).toMatchObject({ model: 'section', slug: 'kontakt-neu', layout: '50-50', position: 0, object_id: pageId });
      expect(section.body.columns).toHaveLength(2);
      sectionId = section.body.id;

      const headline = await staff.call('POST', '/de/pageeditor-api/module/', {
        model: 'headline',
        parent: sectionId,
        column: 1,
        content: 'Anfahrt',
        headline_level: 3,
      });
      expect(headline.status).toBe(201);
      expect(headline.body).toMatchObject({
        model: 'headline',
        parent: sectionId,
        column: 1,
        position: 0,
        content: 'Anfahrt',
        headline_level: 3,
        preline: '',
      });
      headlineId = headline.body.id as number;
      const text = await staff.call('POST', '/de/pageeditor-api/module/', {
        model: 'text',
        parent: sectionId,
        column: 0,
        content: [{ type: 'paragraph', children: [{ text: 'Mit der ' }, { text: 'Straßenbahn', bold: true }] }],
      });
      expect(text.status).toBe(201);
      textId = text.body.id as number;

      const [first] = await contactTree();
      expect(first?.id).toBe(sectionId);
      expect(first?.columns[0]?.children.map((child) => child.id)).toEqual([textId]);
      expect(first?.columns[1]?.children.map((child) => child.id)).toEqual([headlineId]);
      expect((await visitor.get('/de/pageeditor-api/container/by-slug/kontakt-neu')).body.id).toBe(sectionId);
    });

    it('answers invalid modules with 400 and field errors (spec 000 §5)', async () => {
      const post = (body: Json) => staff.call<ErrorBody>('POST', '/de/pageeditor-api/module/', { parent: sectionId, ...body });
      expect((await post({ model: 'headline' })).body).toEqual({ detail: 'Invalid input.', errors: { content: [REQUIRED] } });
      expect((await post({ model: 'headline', content: 'x', headline_level: 7 })).body.errors).toEqual({
        headline_level: ['Ensure this value is between 2 and 6.'],
      });
      expect((await post({ model: 'video', video_url: 'https://example.com/film.mp4' })).body.errors).toEqual({
        video_url: ['Enter a YouTube or Vimeo URL.'],
      });
      expect((await post({ model: 'blog_teaser_list', items: 9 })).body.errors).toEqual({
        items: ['Ensure this value is between 1 and 8.'],
      });
      expect((await post({ model: 'link' })).body.errors).toEqual({ link_text: [REQUIRED], link: [REQUIRED] });
      expect((await post({ model: 'hero_media' })).body.errors).toEqual({ online_from: [REQUIRED] });
      const longTeaser = await post({ model: 'full_teaser', image: 'seed/pages/probe', link: '/de', text: 'x'.repeat(3001) });
      expect(longTeaser.body.errors).toEqual({ text: ['Ensure this field has no more than 3000 characters.'] });
      expect((await post({ model: 'headline', content: 'x', column: 2 })).body.errors).toEqual({
        column: ['Ensure this value is between 0 and 1.'],
      });
      expect((await post({ model: 'nonsense' })).status).toBe(400);
      expect((await post({ model: 'headline', content: 'x', parent: 999999 })).body.errors).toEqual({
        parent: ['No module with this id.'],
      });
      expect(
        (await post({ model: 'section', content_type: 'cms.page', object_id: pageId, slug: 'kontakt-neu' })).body.errors?.slug,
      ).toEqual(['A module with this slug already exists.']);
      const notJson = await staff.call('POST', '/de/pageeditor-api/module/', [1, 2]);
      expect(notJson.status).toBe(400);
    });

    it('updates a module with PATCH (merge) and validates the result', async () => {
      const patched = await staff.call('PATCH', `/de/pageeditor-api/module/${headlineId}/`, { subline: 'mit Bus und Bahn' });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ id: headlineId, content: 'Anfahrt', subline: 'mit Bus und Bahn', headline_level: 3 });
      const invalid = await staff.call<ErrorBody>('PATCH', `/de/pageeditor-api/module/${headlineId}/`, { content: '', headline_level: 1 });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ content: [REQUIRED], headline_level: ['Ensure this value is between 2 and 6.'] });
      const replaced = await staff.call('POST', `/de/pageeditor-api/module/${headlineId}/`, { content: 'Anreise' });
      expect(replaced.body).toMatchObject({ content: 'Anreise', subline: '', headline_level: 2 });
      expect((await staff.call('PATCH', '/de/pageeditor-api/module/999999/', { content: 'x' })).status).toBe(404);
      expect((await staff.call('PATCH', `/en/pageeditor-api/module/${headlineId}/`, { content: 'x' })).status).toBe(404);
    });

    it('moves a module to another column and position', async () => {
      const moved = await staff.call('POST', `/de/pageeditor-api/module/${headlineId}/move/`, {
        parent: sectionId,
        column: 0,
        position: 0,
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ id: headlineId, column: 0, position: 0 });
      const [first] = await contactTree();
      expect(first?.columns[0]?.children.map((child) => child.id)).toEqual([headlineId, textId]);
      expect(first?.columns[1]?.children).toEqual([]);
      const sectionMoved = await staff.call('POST', `/de/pageeditor-api/module/${sectionId}/move/`, { position: 99 });
      expect(sectionMoved.status).toBe(200);
      const tree = await contactTree();
      expect(tree.at(-1)?.id).toBe(sectionId);
      const bad = await staff.call('POST', `/de/pageeditor-api/module/${headlineId}/move/`, { parent: sectionId, column: 5 });
      expect(bad.status).toBe(400);
    });

    it('deletes a module and records every save as a version that can be restored', async () => {
      const versionBefore = (await staff.get<PageBody>('/de/pageeditor-api/page/kontakt')).body.version_id;
      const deleted = await staff.call('DELETE', `/de/pageeditor-api/module/${textId}/`);
      expect(deleted.status).toBe(204);
      expect((await staff.get(`/de/pageeditor-api/module/${textId}/`)).status).toBe(404);
      const after = flatten(await contactTree()).map((module) => module.id);
      expect(after).not.toContain(textId);

      const versions = await staff.get<VersionBody[]>(`/de/pageeditor-api/page/${pageId}/versions/`);
      expect(versions.status).toBe(200);
      expect(versions.body[0]).toMatchObject({ action: 'delete', user: 'redaktion' });
      expect(versions.body.map((version) => version.action)).toEqual(expect.arrayContaining(['create', 'update', 'move', 'seed']));
      expect((await visitor.get(`/de/pageeditor-api/page/${pageId}/versions/`)).status).toBe(401);

      const preview = await staff.get<PageBody>(`/de/pageeditor-api/page/kontakt?version_id=${versionBefore}`);
      expect(flatten(preview.body.modules).map((module) => module.id)).toContain(textId);
      const restored = await staff.call<PageBody>('POST', `/de/pageeditor-api/page/${pageId}/versions/${versionBefore}/restore/`, {});
      expect(restored.status).toBe(200);
      expect(flatten(restored.body.modules).map((module) => module.id)).toContain(textId);
      expect((await staff.call('POST', `/de/pageeditor-api/page/${pageId}/versions/999999/restore/`, {})).status).toBe(404);
    });

    it('takes a page offline and online again with publish', async () => {
      const offline = await staff.call('POST', `/de/pageeditor-api/page/${pageId}/publish/`, { is_online: false });
      expect(offline.status).toBe(200);
      expect(offline.body.is_online).toBe(false);
      expect((await visitor.get('/de/pageeditor-api/page/kontakt')).status).toBe(404);
      expect((await visitor.get('/en/pageeditor-api/page/contact')).status).toBe(200);
      expect((await visitor.get('/de/pageeditor-api/container/by-slug/kontakt-neu')).status).toBe(404);
      expect((await staff.get('/de/pageeditor-api/container/by-slug/kontakt-neu')).status).toBe(200);
      const online = await staff.call('POST', `/de/pageeditor-api/page/${pageId}/publish/`, {});
      expect(online.body.is_online).toBe(true);
      expect((await visitor.get('/de/pageeditor-api/page/kontakt')).status).toBe(200);
      expect((await visitor.call('POST', `/de/pageeditor-api/page/${pageId}/publish/`, {})).status).toBe(401);
    });
  });

  describe('page settings', () => {
    it("changes a page's settings in one language and leaves a redirect behind a new path", async () => {
      const pageId = (await staff.get<PageBody>('/de/pageeditor-api/page/kontakt')).body.id;
      const settingsUrl = `/de/pageeditor-api/page/${pageId}/`;
      expect((await visitor.call('PATCH', settingsUrl, { title: 'x' })).status).toBe(401);
      const invalid = await staff.call<ErrorBody>('PATCH', settingsUrl, { title: ' ', in_menu: 'ja', colour: 'red', path: 'ueber-uns' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({
        title: [REQUIRED],
        in_menu: ['Must be a valid boolean.'],
        colour: ['Unknown field.'],
        path: ['A page with this path already exists.'],
      });

      const changed = await staff.call<PageBody>('PATCH', settingsUrl, {
        title: 'Kontakt und Anfahrt',
        path: 'kontakt-und-anfahrt',
        meta_description: 'So finden Sie uns.',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        title: 'Kontakt und Anfahrt',
        meta_description: 'So finden Sie uns.',
        urls: { de: '/de/kontakt-und-anfahrt', en: '/en/contact' },
      });
      expect((await visitor.get('/de/pageeditor-api/page/kontakt-und-anfahrt')).status).toBe(200);
      expect((await visitor.get('/de/pageeditor-api/page/kontakt')).status).toBe(404);
      expect((await visitor.get('/en/pageeditor-api/page/contact')).body.title).toBe('Contact');
      const redirects = await visitor.get<Json[]>('/de/pageeditor-api/redirect');
      expect(redirects.body).toContainEqual(expect.objectContaining({ old_path: '/de/kontakt', new_path: '/de/kontakt-und-anfahrt' }));
      expect((await visitor.get(`/de/pageeditor-api/page/${pageId}/`)).status).toBe(404);
    });
  });

  describe('error log and logout', () => {
    it('stores a URL from the 404 page, with CSRF', async () => {
      const client = new Client(base);
      await client.get('/api/user-details/');
      expect((await client.call('POST', '/de/api/dashboard-error-log/', { url: '/de/fehlt' }, { csrf: false })).status).toBe(403);
      const stored = await client.call('POST', '/de/api/dashboard-error-log/', { url: '/de/fehlt' });
      expect(stored.status).toBe(201);
      expect(stored.body).toEqual({ id: expect.any(Number), url: '/de/fehlt' });
      const missing = await client.call('POST', '/de/api/dashboard-error-log/', {});
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ detail: 'Invalid input.', errors: { url: [REQUIRED] } });
      expect((await client.get('/de/api/dashboard-error-log/')).status).toBe(405);
    });

    it('ends the session on logout', async () => {
      const client = new Client(base);
      expect((await client.login()).status).toBe(200);
      const session = client.cookies.get('sessionid');
      const reply = await client.call('POST', '/de/api/user-logout/', {});
      expect(reply.status).toBe(200);
      expect(client.cookies.has('sessionid')).toBe(false);
      client.cookies.set('sessionid', session ?? '');
      expect((await client.get('/de/pageeditor-api/user')).status).toBe(401);
      expect((await client.get('/api/user-details/')).body.is_logged_in).toBe(false);
    });
  });
}

async function freshDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'orchestra-cms-editor-'));
}

describe('CMS editor API on PGlite', () => {
  let cms: RunningProcess | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await freshDir();
    cms = await startCms({ CMS_DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await cms?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  editorContract(() => cms?.url ?? 'http://cms-did-not-start');

  it('keeps an edit and the staff session across a restart on the same data folder', async () => {
    const client = new Client(() => cms?.url ?? '');
    expect((await client.login()).status).toBe(200);
    const page = await client.get<PageBody>('/en/pageeditor-api/page/about-us');
    const headline = flatten(page.body.modules).find((module) => module.model === 'headline');
    const edited = await client.call('PATCH', `/en/pageeditor-api/module/${String(headline?.id)}/`, { content: 'About the orchestra' });
    expect(edited.status).toBe(200);

    expect(await cms?.stop()).toBe(0);
    cms = await startCms({ CMS_DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect(cms.output()).not.toContain('editor pages seeded');
    expect(cms.output()).not.toContain('staff account seeded');

    const after = await new Client(() => cms?.url ?? '').get<PageBody>('/en/pageeditor-api/page/about-us');
    expect(flatten(after.body.modules).find((module) => module.id === headline?.id)?.content).toBe('About the orchestra');
    expect((await client.get('/de/pageeditor-api/user')).status).toBe(200);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('CMS editor API on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  const cms = cmsForSuite('postgres');
  editorContract(cms.url);
});
