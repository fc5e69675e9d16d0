// The editor's resolvers with a real gateway context against a small fake upstream: which
// upstream calls each operation makes, what it answers, and what it invalidates.
import { graphql } from 'graphql';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedCache } from '../cache/SharedCache';
import type { Gateway } from '../createGateway';
import { fakeUpstream, inProcessGateway } from '../../../tests/support/inProcessGateway';

const upstream = fakeUpstream();
let gateway: Gateway;
let cache: SharedCache;

const headline = {
  id: 5,
  slug: null,
  model: 'headline',
  parent: 1,
  column: 0,
  position: 0,
  content_type: 'cms.page',
  object_id: 1,
  headline_level: 2,
  preline: '',
  content: 'Neu',
  subline: '',
  anchor: '',
};

beforeAll(async () => {
  cache = new SharedCache({ maxEntries: 100, maxBytes: 1_000_000 });
  gateway = inProcessGateway(upstream.server, cache);
});

beforeEach(() => {
  upstream.seen.length = 0;
  vi.restoreAllMocks();
});

function run(source: string, cookieHeader?: string) {
  const contextValue = gateway.createContext({ requestId: 'test', logger: pino({ level: 'silent' }), cookieHeader });
  return graphql({ schema: gateway.schema, source, contextValue });
}

const STAFF = 'sessionid=abc; csrftoken=token123';
const UPDATE =
  'mutation { updateModule(locale: DE, id: "5", fields: { kind: HEADLINE, headline: { content: "Neu", level: 2 } }) { module { ... on HeadlineModule { id content level } } } }';

describe('editor mutations', () => {
  it('refuses a caller without a session cookie before asking the upstream', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    const result = await run(UPDATE);
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(upstream.seen).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('sends one PATCH with the CSRF header, answers the typed module and invalidates pages and sections', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    upstream.answer = () => ({ status: 200, body: headline });
    const result = await run(UPDATE, STAFF);
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateModule).toEqual({ module: { id: '5', content: 'Neu', level: 2 } });
    expect(upstream.seen).toEqual([
      {
        method: 'PATCH',
        path: '/de/pageeditor-api/module/5/',
        body: { model: 'headline', headline_level: 2, content: 'Neu' },
        csrf: 'token123',
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith(['pages:', 'sections:']);
  });

  it('turns the upstream’s field errors into fieldErrors on the input paths, in the caller’s language', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    upstream.answer = () => ({
      status: 400,
      body: {
        detail: 'Invalid input.',
        errors: { content: ['This field is required!'], anchor: ['Ensure this field has no more than 100 characters.'] },
      },
    });
    const result = await run(UPDATE, STAFF);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'fields.headline.content': ['Dieses Feld ist ein Pflichtfeld!'],
        'fields.headline.anchor': ['Höchstens 100 Zeichen!'],
      },
    });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('changes a section’s class and background with one PATCH of the upstream’s section fields', async () => {
    const section = {
      id: 9,
      slug: null,
      model: 'section',
      parent: null,
      column: null,
      position: 0,
      content_type: 'cms.page',
      object_id: 1,
      layout: '100',
      extra_class: 'highlight',
      image: null,
      image_alt: '',
      image_obj: null,
      image_thumbnails: null,
      columns: [{ classes: 'col-12', children: [] }],
    };
    upstream.answer = () => ({ status: 200, body: section });
    const result = await run(
      'mutation { updateSection(locale: DE, id: "9", settings: { extraClass: " highlight ", image: null }) { id extraClass } }',
      STAFF,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateSection).toEqual({ id: '9', extraClass: 'highlight' });
    expect(upstream.seen).toEqual([
      { method: 'PATCH', path: '/de/pageeditor-api/module/9/', body: { extra_class: 'highlight', image: '' }, csrf: 'token123' },
    ]);
    upstream.answer = () => ({
      status: 400,
      body: { detail: 'Invalid input.', errors: { extra_class: ['Ensure this field has no more than 100 characters.'] } },
    });
    const refused = await run('mutation { updateSection(locale: EN, id: "9", settings: { extraClass: "x" }) { id } }', STAFF);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'settings.extraClass': ['At most 100 characters!'] },
    });
  });

  it('answers UNAUTHENTICATED when the upstream refuses the session (401)', async () => {
    upstream.answer = () => ({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
    const result = await run('mutation { deleteModule(locale: EN, id: "5") }', STAFF);
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(upstream.seen.map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /en/pageeditor-api/module/5/']);
  });
});

describe('pasteBlock (issue 22 part 6)', () => {
  const PASTE = (snapshot: string, destination: string) =>
    `mutation { pasteBlock(locale: EN, snapshot: ${JSON.stringify(snapshot)}, destination: ${destination}) { module { ... on HeadlineModule { id content } } section { id } } }`;
  const copy = JSON.stringify({ ...headline, id: 4 });

  it('refuses a caller without a session, and a copy or a place that cannot be, before asking the upstream', async () => {
    expect((await run(PASTE(copy, '{ parentId: "1" }'))).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const invalid = { snapshot: ['The copied content is not valid and was not pasted.'] };
    for (const snapshot of ['', 'nope', '[1]', '{"id":1}', 'x'.repeat(1_000_001)])
      expect((await run(PASTE(snapshot, '{ parentId: "1" }'), STAFF)).errors?.[0]?.extensions.fieldErrors).toEqual(invalid);
    expect((await run(PASTE(copy, '{ pageId: "1" }'), STAFF)).errors?.[0]?.extensions.fieldErrors).toEqual({
      'destination.parentId': ['This field is required!'],
    });
    expect(
      (await run(PASTE(JSON.stringify({ model: 'section', columns: [] }), '{ pageId: "1", parentId: "2" }'), STAFF)).errors?.[0]?.extensions
        .fieldErrors,
    ).toEqual({
      'destination.parentId': ['A section can only be pasted onto a page, not into a module.'],
    });
    expect((await run(PASTE(copy, '{ parentId: "x" }'), STAFF)).errors?.[0]?.extensions.fieldErrors).toEqual({
      'destination.parentId': ['Invalid id.'],
    });
    expect(upstream.seen).toEqual([]);
  });

  it('posts the copy and its place with the CSRF header, answers the new module and invalidates pages and sections', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    upstream.answer = () => ({ status: 201, body: { ...headline, id: 77 } });
    const result = await run(PASTE(copy, '{ parentId: "1", column: 0, position: 2 }'), STAFF);
    expect(result.errors).toBeUndefined();
    expect(result.data?.pasteBlock).toEqual({ module: { id: '77', content: 'Neu' }, section: null });
    expect(upstream.seen).toEqual([
      {
        method: 'POST',
        path: '/en/pageeditor-api/paste/',
        body: { snapshot: JSON.parse(copy), parent: 1, column: 0, position: 2 },
        csrf: 'token123',
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith(['pages:', 'sections:']);
  });

  it('says why the upstream refused, by the paste’s arguments, in the caller’s language', async () => {
    upstream.answer = () => ({
      status: 400,
      body: { detail: 'Invalid input.', errors: { parent: ['A headline module cannot be placed in a teaser_list module.'] } },
    });
    expect((await run(PASTE(copy, '{ parentId: "3" }'), STAFF)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'destination.parentId': ['A module of this kind cannot be pasted here.'] },
    });
    upstream.answer = () => ({
      status: 400,
      body: {
        detail: 'Invalid input.',
        errors: { 'snapshot.headline_level': ['Ensure this value is at most 6.'], 'snapshot.onclick': ['Unknown field.'] },
      },
    });
    expect((await run(PASTE(copy, '{ parentId: "3" }'), STAFF)).errors?.[0]?.extensions.fieldErrors).toEqual({
      snapshot: ['The copied content is not valid and was not pasted.'],
    });
    upstream.answer = () => ({ status: 400, body: { detail: 'Invalid input.', errors: { object_id: ['No page with this id.'] } } });
    expect((await run(PASTE(JSON.stringify({ model: 'section' }), '{ pageId: "3" }'), STAFF)).errors?.[0]?.extensions.fieldErrors).toEqual({
      'destination.pageId': ['This page does not exist in this language.'],
    });
  });
});

describe('page query', () => {
  it('sends versionId upstream only for a caller with a session', async () => {
    upstream.answer = () => ({ status: 404, body: { detail: 'Not found.' } });
    const query = 'query { page(locale: EN, path: "about-us", versionId: "7") { id } }';
    expect((await run(query)).data?.page).toBeNull();
    expect((await run(query, STAFF)).data?.page).toBeNull();
    expect(upstream.seen.map((request) => request.path)).toEqual([
      '/en/pageeditor-api/page/about-us/',
      '/en/pageeditor-api/page/about-us/?version_id=7',
    ]);
  });
});

describe('pageSectionSnapshots', () => {
  const section = {
    id: 9,
    slug: null,
    model: 'section',
    parent: null,
    column: null,
    position: 0,
    content_type: 'cms.page',
    object_id: 1,
    layout: '100',
    extra_class: '',
    image: null,
    image_alt: '',
    image_obj: null,
    image_thumbnails: null,
    columns: [{ classes: 'col-12', children: [{ ...headline, parent: 9, content: '<img src=x onerror=alert(1)>' }] }],
  };
  const page = {
    id: 1,
    urls: { de: '/de/ueber-uns' },
    content_type: 'cms.page',
    title: 'Über uns',
    headline: '',
    is_online: true,
    is_clickable: true,
    in_menu: true,
    in_footer: false,
    meta_title: '',
    meta_description: '',
    og_title: '',
    og_description: '',
    og_image: null,
    og_type: 'website',
    og_image_thumbs: null,
    modules: [section],
    settings_url: '/admin/pages/1/',
    parent: null,
    is_landing_page: false,
    siblings: [],
    version_id: 7,
    version_created: '2026-01-01T10:00:00.000Z',
    updated: '2026-01-01T10:00:00.000Z',
  };
  const QUERY = 'query { pageSectionSnapshots(locale: DE, path: "ueber-uns", versionId: "7") { id snapshot } }';

  it('refuses a caller without a session before asking the upstream', async () => {
    const result = await run(QUERY);
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(upstream.seen).toEqual([]);
  });

  it('answers each section of the version as the JSON the upstream gave, with all its fields', async () => {
    upstream.answer = () => ({ status: 200, body: page });
    const result = await run(QUERY, STAFF);
    expect(result.errors).toBeUndefined();
    expect(upstream.seen.map((request) => request.path)).toEqual(['/de/pageeditor-api/page/ueber-uns/?version_id=7']);
    const sections = result.data?.pageSectionSnapshots as { id: string; snapshot: string }[];
    expect(sections.map((each) => each.id)).toEqual(['9']);
    expect(JSON.parse(sections[0]?.snapshot ?? '')).toEqual(section);
  });

  it('asks for the page as it is now without versionId, and answers null for an unknown version', async () => {
    upstream.answer = () => ({ status: 404, body: { detail: 'Not found.' } });
    const result = await run('query { pageSectionSnapshots(locale: EN, path: "about-us") { id } }', STAFF);
    expect(result.data?.pageSectionSnapshots).toBeNull();
    expect(upstream.seen.map((request) => request.path)).toEqual(['/en/pageeditor-api/page/about-us/']);
  });

  it('refuses a version id that is no number with a localised field error', async () => {
    const result = await run('query { pageSectionSnapshots(locale: DE, path: "ueber-uns", versionId: "x") { id } }', STAFF);
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(upstream.seen).toEqual([]);
  });
});
