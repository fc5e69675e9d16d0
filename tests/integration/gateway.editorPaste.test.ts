// Pasting copied blocks through the gateway against the real embedded upstream (issue 22 part 6;
// src/cms/pages/pasteBlock.ts, Mutation.pasteBlock): a German section (a picture, a link, a list
// with items) pasted onto the English page of the same page with new ids and the same media and
// links; a module pasted into another column and a list's item into its list; what does not fit
// refused with the reason in the caller's language; hostile and malformed copies refused; no
// session, or no CSRF header, and nothing is pasted. The test works on a page of its own, deleted
// at the end, since the upstream is shared with other test files.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

interface GraphQLErrorJson {
  message: string;
  extensions?: Record<string, unknown>;
}
type Result = { json: { data?: Record<string, unknown> | null; errors?: GraphQLErrorJson[] } };
interface ModuleJson {
  [field: string]: unknown;
  id: number;
  model: string;
  slug: string | null;
  image?: string;
  link?: string;
  content?: string;
  headline?: string;
  children?: ModuleJson[];
  columns?: { children: ModuleJson[] }[];
}

const PATH = `it-paste-${Date.now().toString(36)}`;
let web: RunningProcess;
let cmsUrl: string;
let staffCookie: string;
let pageId = '';
let sectionId = '';
let listId = '';

const staff = (query: string, variables: Record<string, unknown> = {}) => graphql(web.url, query, variables, { cookie: staffCookie });

function errorOf(result: Result): GraphQLErrorJson {
  const [error] = result.json.errors ?? [];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.json.data)}`);
  return error;
}

function dataOf<T>(result: Result, field: string): T {
  expect(result.json.errors).toBeUndefined();
  return result.json.data?.[field] as T;
}

const PASTE =
  'mutation ($locale: Locale!, $snapshot: String!, $destination: PasteDestinationInput!) { pasteBlock(locale: $locale, snapshot: $snapshot, destination: $destination) { section { id } module { __typename } } }';
const SNAPSHOT = 'query ($locale: Locale!, $id: ID!) { sectionSnapshot(locale: $locale, id: $id) }';

async function snapshotOf(locale: 'DE' | 'EN', id: string): Promise<ModuleJson> {
  return JSON.parse(dataOf<string>(await staff(SNAPSHOT, { locale, id }), 'sectionSnapshot')) as ModuleJson;
}

async function sectionsOf(locale: 'DE' | 'EN'): Promise<string[]> {
  const result = await staff('query ($locale: Locale!, $path: String!) { page(locale: $locale, path: $path) { sections { id } } }', {
    locale,
    path: PATH,
  });
  expect(result.json.errors).toBeUndefined();
  return ((result.json.data?.page as { sections: { id: string }[] } | null)?.sections ?? []).map((section) => section.id);
}

/** Every module of a snapshot, depth first. */
function modulesOf(node: ModuleJson): ModuleJson[] {
  const own = [...(node.columns ?? []).flatMap((column) => column.children), ...(node.children ?? [])];
  return own.flatMap((child) => [child, ...modulesOf(child)]);
}

async function createModule(input: Record<string, unknown>): Promise<string> {
  const created = await staff(
    'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { ... on HeadlineModule { id } ... on ImageModule { id } ... on LinkModule { id } ... on TeaserListModule { id } ... on TeaserItemModule { id } } } }',
    { input },
  );
  return dataOf<{ module: { id: string } }>(created, 'createModule').module.id;
}

beforeAll(async () => {
  cmsUrl = inject('cmsUrl');
  [web, staffCookie] = await Promise.all([startWeb({ CMS_URL: cmsUrl, UPSTREAM_CACHE: 'off' }), loginAsStaff(cmsUrl)]);
  pageId = dataOf<{ id: string }>(
    await staff('mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }', {
      input: { title: 'Einfügetest', path: PATH, isOnline: true },
    }),
    'createPage',
  ).id;
  // The English page of the same page (a translation of its own, empty).
  dataOf(
    await staff(
      'mutation ($id: ID!, $settings: PageSettingsInput!) { updatePageSettings(locale: EN, pageId: $id, settings: $settings) { title } }',
      { id: pageId, settings: { title: 'Paste test', path: PATH, isOnline: true } },
    ),
    'updatePageSettings',
  );
  sectionId = dataOf<{ id: string }>(
    await staff('mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }', {
      input: { pageId, preset: 'HALF_HALF', extraClass: 'it-paste' },
    }),
    'createSection',
  ).id;
  await createModule({ parentId: sectionId, column: 0, fields: { kind: 'HEADLINE', headline: { content: 'Kopierte Überschrift' } } });
  await createModule({
    parentId: sectionId,
    column: 0,
    fields: { kind: 'IMAGE', image: { image: 'seed/pages/orchester', imageAlt: 'Das Orchester' } },
  });
  await createModule({ parentId: sectionId, column: 1, fields: { kind: 'LINK', link: { label: 'Zum Programm', target: '/de/programm' } } });
  listId = await createModule({ parentId: sectionId, column: 1, fields: { kind: 'TEASER_LIST', teaserList: { headline: 'Liste' } } });
  await createModule({
    parentId: listId,
    fields: { kind: 'TEASER_ITEM', teaserItem: { image: 'seed/pages/orchester', link: '/de', headline: 'Erster' } },
  });
});

afterAll(async () => {
  if (pageId) {
    for (const locale of ['EN', 'DE']) {
      const deleted = await staff('mutation ($locale: Locale!, $id: ID!) { deletePage(locale: $locale, pageId: $id) }', {
        locale,
        id: pageId,
      });
      expect(deleted.json.errors).toBeUndefined();
    }
  }
  await web?.stop();
});

describe('pasting copied blocks through the gateway', () => {
  it('pastes a German section onto the English page with new ids, the same picture and the same link', async () => {
    const copied = await snapshotOf('DE', sectionId);
    expect(await sectionsOf('EN')).toEqual([]);
    const pasted = dataOf<{ section: { id: string } | null; module: null }>(
      await staff(PASTE, { locale: 'EN', snapshot: JSON.stringify(copied), destination: { pageId } }),
      'pasteBlock',
    );
    const newId = pasted.section?.id ?? '';
    expect(newId).not.toBe(sectionId);
    expect(await sectionsOf('EN')).toEqual([newId]);
    const english = await snapshotOf('EN', newId);
    const [from, to] = [modulesOf(copied), modulesOf(english)];
    // The same modules, fields and places; every id new, no slug.
    const strip = ({
      id: _id,
      parent: _parent,
      revision: _revision,
      content_revision: _content,
      image_obj: _obj,
      image_thumbnails: _thumbs,
      children: _children,
      ...rest
    }: ModuleJson) => rest;
    expect(to.map(strip)).toEqual(from.map(strip));
    for (const module of to) expect(from.map((original) => original.id)).not.toContain(module.id);
    expect(to.find((module) => module.model === 'image')?.image).toBe('seed/pages/orchester');
    expect(to.find((module) => module.model === 'link')?.link).toBe('/de/programm');
    // The German section is as it was.
    expect(modulesOf(await snapshotOf('DE', sectionId)).map((module) => module.id)).toEqual(from.map((module) => module.id));
    // A visitor sees it on the English page.
    const visitor = await graphql(web.url, 'query ($path: String!) { page(locale: EN, path: $path) { sections { id extraClass } } }', {
      path: PATH,
    });
    expect(visitor.json.data?.page).toEqual({ sections: [{ id: newId, extraClass: 'it-paste' }] });
  });

  it('pastes a section at a place among the page’s sections, and a module into another column and a list’s item into its list', async () => {
    const copied = JSON.stringify(await snapshotOf('DE', sectionId));
    const first = dataOf<{ section: { id: string } }>(
      await staff(PASTE, { locale: 'DE', snapshot: copied, destination: { pageId, position: 0 } }),
      'pasteBlock',
    ).section.id;
    expect(await sectionsOf('DE')).toEqual([first, sectionId]);

    const section = await snapshotOf('DE', sectionId);
    const headline = modulesOf(section).find((module) => module.model === 'headline');
    dataOf(
      await staff(PASTE, {
        locale: 'DE',
        snapshot: JSON.stringify(headline),
        destination: { parentId: sectionId, column: 1, position: 0 },
      }),
      'pasteBlock',
    );
    const item = modulesOf(section).find((module) => module.model === 'teaser_item');
    dataOf(await staff(PASTE, { locale: 'DE', snapshot: JSON.stringify(item), destination: { parentId: listId } }), 'pasteBlock');
    const after = await snapshotOf('DE', sectionId);
    expect(after.columns?.[1]?.children.map((module) => module.model)).toEqual(['headline', 'link', 'teaser_list']);
    expect(after.columns?.[1]?.children[0]?.content).toBe('Kopierte Überschrift');
    expect(
      modulesOf(after)
        .find((module) => module.id === Number(listId))
        ?.children?.map((child) => child.headline),
    ).toEqual(['Erster', 'Erster']);
  });

  it('refuses what does not fit, with the reason in the caller’s language, and pastes nothing', async () => {
    const section = await snapshotOf('DE', sectionId);
    const before = JSON.stringify(section);
    const headline = JSON.stringify(modulesOf(section).find((module) => module.model === 'headline'));
    // A kind the list does not take.
    expect(errorOf(await staff(PASTE, { locale: 'DE', snapshot: headline, destination: { parentId: listId } })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'destination.parentId': ['Ein Modul dieser Art kann hier nicht eingefügt werden.'] },
    });
    expect(
      errorOf(await staff(PASTE, { locale: 'EN', snapshot: headline, destination: { parentId: listId } })).extensions?.fieldErrors,
    ).toEqual({ 'destination.parentId': ['No module with this id.'] });
    // A section into a list.
    expect(
      errorOf(await staff(PASTE, { locale: 'EN', snapshot: before, destination: { parentId: listId } })).extensions?.fieldErrors,
    ).toEqual({
      'destination.parentId': ['A section can only be pasted onto a page, not into a module.'],
    });
    // A module with no parent, a column the section does not have.
    expect(errorOf(await staff(PASTE, { locale: 'DE', snapshot: headline, destination: { pageId } })).extensions?.fieldErrors).toEqual({
      'destination.parentId': ['Dieses Feld ist ein Pflichtfeld!'],
    });
    expect(
      Object.keys(
        errorOf(await staff(PASTE, { locale: 'DE', snapshot: headline, destination: { parentId: sectionId, column: 5 } })).extensions
          ?.fieldErrors as object,
      ),
    ).toEqual(['destination.column']);
    expect(JSON.stringify(await snapshotOf('DE', sectionId))).toBe(before);
  });

  it('refuses malformed and hostile copies, keeps markup inert, and pastes nothing of them', async () => {
    const section = await snapshotOf('DE', sectionId);
    const before = JSON.stringify(section);
    const headline = modulesOf(section).find((module) => module.model === 'headline');
    const invalid = {
      code: 'BAD_USER_INPUT',
      fieldErrors: { snapshot: ['Die kopierten Inhalte sind ungültig und wurden nicht eingefügt.'] },
    };
    for (const snapshot of [
      'not json',
      '[]',
      '{"model":42}',
      JSON.stringify({ ...headline, model: 'no_such_kind' }),
      JSON.stringify({ ...headline, headline_level: 99 }),
      JSON.stringify({ ...headline, content: 'x'.repeat(5000) }),
      JSON.stringify({ ...headline, onclick: 'alert(1)' }),
    ]) {
      expect(
        errorOf(await staff(PASTE, { locale: 'DE', snapshot, destination: { parentId: sectionId } })).extensions,
        snapshot.slice(0, 40),
      ).toMatchObject(invalid);
    }
    // Items under a module that holds none: the copy is refused as a whole.
    const teaserItem = modulesOf(section).find((module) => module.model === 'teaser_item');
    const nested = { ...headline, children: [teaserItem] };
    expect(
      errorOf(await staff(PASTE, { locale: 'EN', snapshot: JSON.stringify(nested), destination: { pageId: pageId, parentId: null } }))
        .extensions?.fieldErrors,
    ).toEqual({ 'destination.parentId': ['This field is required!'] });
    expect(
      errorOf(await staff(PASTE, { locale: 'DE', snapshot: JSON.stringify(nested), destination: { parentId: sectionId } })).extensions
        ?.fieldErrors,
    ).toEqual({ snapshot: ['Die kopierten Inhalte sind ungültig und wurden nicht eingefügt.'] });
    // A copied section with a module the upstream refuses, in English.
    const badSection = { ...section, columns: [{ children: [{ ...headline, headline_level: 99 }] }] };
    expect(
      errorOf(await staff(PASTE, { locale: 'EN', snapshot: JSON.stringify(badSection), destination: { pageId } })).extensions?.fieldErrors,
    ).toEqual({ snapshot: ['The copied content is not valid and was not pasted.'] });
    expect(JSON.stringify(await snapshotOf('DE', sectionId))).toBe(before);

    // Markup in a text field is text: pasted as it was typed, never as HTML of the page.
    const payload = '<img src=x onerror="globalThis.pasted=1"><script>globalThis.pasted=2</script>';
    const hostile = { ...headline, content: payload };
    dataOf(
      await staff(PASTE, { locale: 'DE', snapshot: JSON.stringify(hostile), destination: { parentId: sectionId, column: 0 } }),
      'pasteBlock',
    );
    const page = await request(`${web.url}/de/${PATH}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('<script>globalThis');
    expect(page.body).toContain('&lt;img src=x');
  });

  it('pastes nothing without a session, or with the session but no CSRF header', async () => {
    const section = await snapshotOf('DE', sectionId);
    const before = await sectionsOf('DE');
    const variables = { locale: 'DE', snapshot: JSON.stringify(section), destination: { pageId } };
    expect(errorOf(await graphql(web.url, PASTE, variables)).extensions?.code).toBe('UNAUTHENTICATED');
    // What a form on another site could send with the staff cookie: no JSON, no preflight header.
    const body = JSON.stringify({ query: PASTE, variables });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const refused = await request(`${web.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType, cookie: staffCookie },
        body,
      });
      expect(refused.status, contentType).toBe(400);
    }
    // The upstream's own endpoint: the session cookie without the CSRF header is refused.
    const upstream = await request(`${cmsUrl}/de/pageeditor-api/paste/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staffCookie },
      body: JSON.stringify({ snapshot: section, object_id: Number(pageId) }),
    });
    expect(upstream.status).toBe(403);
    expect(JSON.parse(upstream.body)).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    expect(await sectionsOf('DE')).toEqual(before);
  });
});
