// The page-administration mutations with a real gateway context against a small fake upstream:
// the upstream call each one makes, what it invalidates, and how a 400 or 409 comes back.
import { graphql } from 'graphql';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedCache } from '../cache/SharedCache';
import type { Gateway } from '../createGateway';
import { fakeUpstream, inProcessGateway } from '../../../tests/support/inProcessGateway';

const upstream = fakeUpstream();
let gateway: Gateway;
let cache: SharedCache;

beforeAll(async () => {
  cache = new SharedCache({ maxEntries: 100, maxBytes: 1_000_000 });
  gateway = inProcessGateway(upstream.server, cache);
});

beforeEach(() => {
  upstream.seen.length = 0;
  vi.restoreAllMocks();
});

function run(source: string, variables: Record<string, unknown> = {}, cookieHeader: string | null = STAFF) {
  const contextValue = gateway.createContext({
    requestId: 'test',
    logger: pino({ level: 'silent' }),
    cookieHeader: cookieHeader ?? undefined,
  });
  return graphql({ schema: gateway.schema, source, contextValue, variableValues: variables });
}

const STAFF = 'sessionid=abc; csrftoken=token123';
const NAV_ANSWER = {
  menu: [{ id: 9, url: '/de/konzerte', menu_name: 'Konzerte', has_tab_navigation: false, children: [] }],
  footer: [],
  revision: 12,
};
const UPDATE_NAV = `mutation ($menu: [NavigationItemInput!]!) { updateNavigation(locale: DE, menu: $menu, footer: [{ title: "AGB", url: "/de/agb" }], revision: 11) { revision menu { name } } }`;

describe('page administration mutations', () => {
  it('sends the navigation as the upstream takes it and drops the cached menu', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    upstream.answer = () => ({ status: 200, body: NAV_ANSWER });
    const result = await run(UPDATE_NAV, {
      menu: [{ title: 'Konzerte', url: '/de/konzerte', hasTabNavigation: true, children: [{ title: 'Abo', url: '/de/abo' }] }],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateNavigation).toEqual({ revision: 12, menu: [{ name: 'Konzerte' }] });
    expect(upstream.seen).toEqual([
      {
        method: 'PUT',
        path: '/de/pageeditor-api/nav',
        body: {
          menu: [
            {
              title: 'Konzerte',
              url: '/de/konzerte',
              has_tab_navigation: true,
              children: [{ title: 'Abo', url: '/de/abo', has_tab_navigation: false, children: [] }],
            },
          ],
          footer: [{ title: 'AGB', url: '/de/agb' }],
          revision: 11,
        },
        csrf: 'token123',
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith(['navigation:']);
  });

  it('turns a stale revision (409) into CONFLICT in the caller’s language, invalidating nothing', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    upstream.answer = () => ({
      status: 409,
      body: { detail: 'Someone else changed the navigation in the meantime.', code: 'stale_revision', revision: 14 },
    });
    const result = await run(UPDATE_NAV, { menu: [] });
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', reason: 'STALE_REVISION', revision: 14 });
    expect(result.errors?.[0]?.message).toBe(
      'Jemand anderes hat die Navigation inzwischen geändert. Bitte laden Sie sie neu und nehmen Sie Ihre Änderung erneut vor.',
    );
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('puts nav field errors on the argument paths, localised', async () => {
    upstream.answer = () => ({
      status: 400,
      body: {
        detail: 'Invalid input.',
        errors: {
          'menu.0.url': ['Enter a path of this site starting with /de, or an https:// URL.'],
          'menu.0.has_tab_navigation': ['Must be a valid boolean.'],
        },
      },
    });
    const result = await run(UPDATE_NAV, { menu: [{ title: 'x', url: 'javascript:alert(1)' }] });
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'menu',
      fieldErrors: {
        'menu.0.url': ['Bitte einen Pfad der Website, der mit /de beginnt, oder eine https://-Adresse angeben.'],
        'menu.0.hasTabNavigation': ['Must be a valid boolean.'],
      },
    });
  });

  it('creates a page offline by default with its parent, and drops pages, menu and redirects', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    upstream.answer = () => ({
      status: 400,
      body: { detail: 'Invalid input.', errors: { parent_id: ['No page with this id, or it is below this page.'] } },
    });
    const result = await run(
      'mutation { createPage(locale: EN, input: { title: "Youth", path: "youth", parentId: "4", menuName: "Youth" }) { id } }',
    );
    expect(upstream.seen[0]).toEqual({
      method: 'POST',
      path: '/en/pageeditor-api/page/',
      body: { title: 'Youth', path: 'youth', menu_name: 'Youth', is_online: false, parent_id: 4 },
      csrf: 'token123',
    });
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'input.parentId': ['There is no such parent page, or it is below this page.'],
    });
    expect(invalidate).not.toHaveBeenCalled();
    const invalid = await run('mutation { createPage(locale: DE, input: { title: " ", path: "x", parentId: "abc" }) { id } }');
    expect(invalid.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'input.parentId': ['Ungültige Id.'] });
  });

  it('deletes a page with redirect_to and names the refusal of a protected page', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    upstream.answer = () => ({ status: 204 });
    const done = await run('mutation { deletePage(locale: DE, pageId: "7", redirectTo: "/de/ueber-uns", revision: 3) }');
    expect(done.data?.deletePage).toBe(true);
    expect(upstream.seen[0]).toEqual({
      method: 'DELETE',
      path: '/de/pageeditor-api/page/7/',
      body: { redirect_to: '/de/ueber-uns', revision: 3 },
      csrf: 'token123',
    });
    expect(invalidate).toHaveBeenCalledWith(['pages:', 'sections:', 'navigation:', 'redirects:']);
    upstream.answer = () => ({ status: 409, body: { detail: 'The home page cannot be deleted.', code: 'protected_page' } });
    const refused = await run('mutation { deletePage(locale: EN, pageId: "1") }');
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', reason: 'PROTECTED_PAGE' });
  });

  it('creates, changes and deletes redirects; a duplicate old path is a field error', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    upstream.answer = (request) =>
      request.method === 'DELETE' ? { status: 204 } : { status: 200, body: { id: 8, old_path: '/de/a', new_path: '/de/b', revision: 20 } };
    const created = await run(
      'mutation { createRedirect(locale: DE, input: { oldPath: "/de/a", newPath: "/de/b" }) { id revision oldPath newPath } }',
    );
    expect(created.data?.createRedirect).toEqual({ id: '8', revision: 20, oldPath: '/de/a', newPath: '/de/b' });
    await run('mutation { updateRedirect(locale: DE, id: "8", input: { newPath: "/de/b" }, revision: 20) { id } }');
    await run('mutation { deleteRedirect(locale: DE, id: "8") }');
    expect(upstream.seen.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/de/pageeditor-api/redirect', { old_path: '/de/a', new_path: '/de/b' }],
      ['PATCH', '/de/pageeditor-api/redirect/8', { new_path: '/de/b', revision: 20 }],
      ['DELETE', '/de/pageeditor-api/redirect/8', {}],
    ]);
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenCalledWith(['redirects:']);
    upstream.answer = () => ({
      status: 409,
      body: {
        detail: 'A redirect from this path exists already.',
        code: 'duplicate',
        errors: { old_path: ['A redirect from this path already exists.'] },
      },
    });
    const duplicate = await run('mutation { createRedirect(locale: EN, input: { oldPath: "/de/about", newPath: "/de/b" }) { id } }');
    expect(duplicate.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input',
      fieldErrors: { 'input.oldPath': ['A redirect from this path already exists.'] },
    });
  });

  it('moves a page by its settings (parentId as the upstream’s number) with the revision it is based on', async () => {
    upstream.answer = () => ({
      status: 409,
      body: { detail: 'Someone else changed this page in the meantime.', code: 'stale_revision', revision: 9 },
    });
    const result = await run('mutation { updatePageSettings(locale: EN, pageId: "7", settings: { parentId: "4" }, revision: 8) { id } }');
    expect(upstream.seen[0]).toEqual({
      method: 'PATCH',
      path: '/en/pageeditor-api/page/7/',
      body: { parent_id: 4, revision: 8 },
      csrf: 'token123',
    });
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', reason: 'STALE_REVISION', revision: 9 });
    expect(result.errors?.[0]?.message).toBe(
      'Someone else changed this page in the meantime. Please reload it and make your change again.',
    );
    const invalid = await run('mutation { updatePageSettings(locale: DE, pageId: "7", settings: { parentId: "x" }) { id } }');
    expect(invalid.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'settings.parentId': ['Ungültige Id.'] });
  });

  it('refuses everything without a session before the upstream', async () => {
    for (const source of [
      'mutation { deleteRedirect(locale: DE, id: "8") }',
      'query { editorChanges(locale: DE) { id } }',
      'mutation { createPage(locale: DE, input: { title: "x", path: "x" }) { id } }',
    ]) {
      const result = await run(source, {}, null);
      expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(upstream.seen).toEqual([]);
  });

  it('reads the change log with its filters and JSON text', async () => {
    upstream.answer = () => ({
      status: 200,
      body: [
        {
          id: 30,
          entity: 'nav',
          entity_id: null,
          lang: 'de',
          action: 'replace',
          user: 'redaktion',
          created: '2026-11-25T10:00:00.000Z',
          before: { menu: [] },
          after: null,
        },
      ],
    });
    const result = await run(
      'query { editorChanges(locale: DE, entity: NAVIGATION, limit: 5) { id entity entityId locale action user before after } }',
    );
    expect(upstream.seen[0]?.path).toBe('/de/pageeditor-api/changes/?entity=nav&limit=5');
    expect(result.data?.editorChanges).toEqual([
      {
        id: '30',
        entity: 'NAVIGATION',
        entityId: null,
        locale: 'DE',
        action: 'replace',
        user: 'redaktion',
        before: '{"menu":[]}',
        after: null,
      },
    ]);
  });
});
