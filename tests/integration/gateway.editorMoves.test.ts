// Moving modules to another column or section and the items of list modules, through the
// gateway against the real embedded upstream (issue 12 part 2; src/cms/pages/moduleStore.ts
// moveModule and createModule, src/cms/pages/moduleRules.ts `children`). The test works on a page
// of its own, deleted at the end, since the upstream is shared with other test files.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

interface GraphQLErrorJson {
  message: string;
  extensions?: Record<string, unknown>;
}
interface LayoutJson {
  page: { sections: { id: string; columns: { moduleIds: string[] }[] }[] } | null;
  pageModules: { __typename: string; id: string; content?: string; headline?: string | null; childIds?: string[] }[] | null;
}

const PATH = `it-moves-${Date.now().toString(36)}`;
const OTHER_PATH = `${PATH}-other`;
let web: RunningProcess;
let staffCookie: string;
const pageIds: string[] = [];

beforeAll(async () => {
  const cmsUrl = inject('cmsUrl');
  [web, staffCookie] = await Promise.all([startWeb({ CMS_URL: cmsUrl, UPSTREAM_CACHE: 'off' }), loginAsStaff(cmsUrl)]);
});

afterAll(async () => {
  // The test's pages go again; a failed deletion fails the file.
  for (const id of pageIds) {
    const deleted = await staff('mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id });
    expect(deleted.json.data?.deletePage).toBe(true);
  }
  await web?.stop();
});

const staff = (query: string, variables: Record<string, unknown> = {}) => graphql(web.url, query, variables, { cookie: staffCookie });

function errorOf(result: { json: { errors?: GraphQLErrorJson[] } }): GraphQLErrorJson {
  const [error] = result.json.errors ?? [];
  if (!error) throw new Error('expected an error');
  return error;
}

function dataOf<T>(result: { json: { data?: Record<string, unknown> | null; errors?: GraphQLErrorJson[] } }, field: string): T {
  expect(result.json.errors).toBeUndefined();
  return result.json.data?.[field] as T;
}

async function createPage(path: string): Promise<string> {
  const created = await staff('mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }', {
    input: { title: 'Verschiebetest', path, isOnline: true },
  });
  const id = dataOf<{ id: string }>(created, 'createPage').id;
  pageIds.push(id);
  return id;
}

async function createSection(pageId: string, preset: string): Promise<string> {
  const created = await staff('mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }', {
    input: { pageId, preset },
  });
  return dataOf<{ id: string }>(created, 'createSection').id;
}

async function createModule(input: Record<string, unknown>): Promise<string> {
  const created = await staff(
    'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { ... on HeadlineModule { id } ... on TeaserListModule { id } ... on TeaserItemModule { id } ... on ImageListModule { id } ... on ImageModule { id } } } }',
    { input },
  );
  return dataOf<{ module: { id: string } }>(created, 'createModule').module.id;
}

const headline = (content: string) => ({ kind: 'HEADLINE', headline: { content } });
const teaserItem = (headline: string) => ({ kind: 'TEASER_ITEM', teaserItem: { image: 'seed/pages/orchester', link: '/de', headline } });

const MOVE =
  'mutation ($id: ID!, $parentId: ID, $column: Int, $position: Int) { moveModule(locale: DE, id: $id, parentId: $parentId, column: $column, position: $position) { module { __typename } } }';

async function layoutOf(
  path: string,
): Promise<{ columns: string[][][]; children: (listId: string) => string[]; names: Map<string, string> }> {
  const result = await staff(
    `query ($path: String!) { page(locale: DE, path: $path) { sections { id columns { moduleIds } } }
       pageModules(locale: DE, path: $path) { __typename ... on HeadlineModule { id content } ... on TeaserListModule { id childIds } ... on TeaserItemModule { id headline } } }`,
    { path },
  );
  expect(result.json.errors).toBeUndefined();
  const data = result.json.data as unknown as LayoutJson;
  const names = new Map((data.pageModules ?? []).map((module) => [module.id, module.content ?? module.headline ?? module.__typename]));
  const name = (id: string) => names.get(id) ?? id;
  return {
    columns: (data.page?.sections ?? []).map((section) => section.columns.map((column) => column.moduleIds.map(name))),
    children: (listId) => ((data.pageModules ?? []).find((module) => module.id === listId)?.childIds ?? []).map(name),
    names,
  };
}

describe('moving modules and list items through the gateway', () => {
  it('moves a module to another section’s column at a given place, and back into another column of its own section', async () => {
    const pageId = await createPage(PATH);
    const halves = await createSection(pageId, 'HALF_HALF');
    const full = await createSection(pageId, 'FULL');
    const a = await createModule({ parentId: halves, column: 0, fields: headline('A') });
    await createModule({ parentId: halves, column: 1, fields: headline('B') });
    const c = await createModule({ parentId: full, fields: headline('C') });
    await createModule({ parentId: full, fields: headline('D') });
    expect((await layoutOf(PATH)).columns).toEqual([[['A'], ['B']], [['C', 'D']]]);

    // A into the second section, between C and D: one call with parent, column and position.
    dataOf(await staff(MOVE, { id: a, parentId: full, column: 0, position: 1 }), 'moveModule');
    expect((await layoutOf(PATH)).columns).toEqual([[[], ['B']], [['C', 'A', 'D']]]);

    // C into the first section's second column, at the start.
    dataOf(await staff(MOVE, { id: c, parentId: halves, column: 1, position: 0 }), 'moveModule');
    expect((await layoutOf(PATH)).columns).toEqual([[[], ['C', 'B']], [['A', 'D']]]);

    // Without a position it goes last; a column the preset does not have is refused by field.
    dataOf(await staff(MOVE, { id: a, parentId: halves, column: 1 }), 'moveModule');
    expect((await layoutOf(PATH)).columns).toEqual([[[], ['C', 'B', 'A']], [['D']]]);
    const tooFar = errorOf(await staff(MOVE, { id: a, parentId: halves, column: 2 }));
    expect(tooFar.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(tooFar.extensions?.fieldErrors as Record<string, string[]>)).toEqual([expect.stringMatching(/column$/)]);
    expect((await layoutOf(PATH)).columns).toEqual([[[], ['C', 'B', 'A']], [['D']]]);
  });

  it('refuses a move to another page', async () => {
    const pageId = pageIds[0];
    if (!pageId) throw new Error('the first test makes the page');
    const otherPage = await createPage(OTHER_PATH);
    const elsewhere = await createSection(otherPage, 'FULL');
    const before = await layoutOf(PATH);
    const d = [...before.names].find(([, name]) => name === 'D')?.[0];
    const refused = errorOf(await staff(MOVE, { id: d, parentId: elsewhere, column: 0 }));
    expect(refused.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(refused.extensions?.fieldErrors as Record<string, string[]>)).toEqual([expect.stringMatching(/parentId$/)]);
    expect((await layoutOf(PATH)).columns).toEqual(before.columns);
  });

  it('adds items to a list module, reorders them within the list, and refuses kinds the list does not take', async () => {
    const pageId = pageIds[0];
    if (!pageId) throw new Error('the first test makes the page');
    const section = await createSection(pageId, 'FULL');
    const list = await createModule({ parentId: section, fields: { kind: 'TEASER_LIST', teaserList: { headline: 'Liste' } } });
    const first = await createModule({ parentId: list, fields: teaserItem('Erster') });
    await createModule({ parentId: list, fields: teaserItem('Zweiter') });
    const third = await createModule({ parentId: list, fields: teaserItem('Dritter') });
    expect((await layoutOf(PATH)).children(list)).toEqual(['Erster', 'Zweiter', 'Dritter']);

    // Within the list: parent the list, no column.
    dataOf(await staff(MOVE, { id: third, parentId: list, position: 0 }), 'moveModule');
    expect((await layoutOf(PATH)).children(list)).toEqual(['Dritter', 'Erster', 'Zweiter']);
    dataOf(await staff(MOVE, { id: first, parentId: list, position: 2 }), 'moveModule');
    expect((await layoutOf(PATH)).children(list)).toEqual(['Dritter', 'Zweiter', 'Erster']);

    // A list has no columns; a headline is no teaser item; a teaser item does not go into an image list.
    const column = errorOf(await staff(MOVE, { id: first, parentId: list, column: 0, position: 0 }));
    expect(Object.keys(column.extensions?.fieldErrors as Record<string, string[]>)).toEqual([expect.stringMatching(/column$/)]);
    const wrongKind = errorOf(
      await staff('mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { __typename } } }', {
        input: { parentId: list, fields: headline('Falsch') },
      }),
    );
    expect(Object.keys(wrongKind.extensions?.fieldErrors as Record<string, string[]>)).toEqual([expect.stringMatching(/parent/)]);
    const images = await createModule({ parentId: section, fields: { kind: 'IMAGE_LIST', imageList: { format: 'RATIO_4_3' } } });
    const intoImages = errorOf(await staff(MOVE, { id: first, parentId: images }));
    expect(Object.keys(intoImages.extensions?.fieldErrors as Record<string, string[]>)).toEqual([expect.stringMatching(/parentId$/)]);
    const image = await createModule({
      parentId: images,
      fields: { kind: 'IMAGE', image: { image: 'seed/pages/orchester', imageAlt: 'Orchester' } },
    });
    expect(image).toMatch(/^\d+$/);
    expect((await layoutOf(PATH)).children(list)).toEqual(['Dritter', 'Zweiter', 'Erster']);
  });
});
