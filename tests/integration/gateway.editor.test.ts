// Navigation, pages with their sections and typed modules, and the editor's mutations through
// the gateway, against the real embedded upstream (src/cms/README.md "Page editor"). Staff log
// in at the upstream directly and hand its cookies to /graphql, as the site's browser would.
// Every change made here is undone again, since the upstream is shared with other test files.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { startUpstreamProxy, type UpstreamProxy } from '../support/upstreamProxy';
import { loginAsStaff } from '../support/staff';

let proxy: UpstreamProxy;
let web: RunningProcess;
let staffCookie: string;

beforeAll(async () => {
  const cmsUrl = inject('cmsUrl');
  proxy = await startUpstreamProxy(cmsUrl);
  [web, staffCookie] = await Promise.all([startWeb({ CMS_URL: proxy.url, UPSTREAM_CACHE: 'off' }), loginAsStaff(cmsUrl)]);
});

afterAll(async () => {
  await web?.stop();
  await proxy?.close();
});

const upstreamPaths = () => proxy.requests.map((entry) => entry.path);
const asStaff = () => ({ cookie: staffCookie });
const staff = (query: string, variables: Record<string, unknown> = {}) => graphql(web.url, query, variables, { cookie: staffCookie });

interface ModuleJson {
  __typename: string;
  id: string;
  [key: string]: unknown;
}
interface SectionJson {
  id: string;
  preset: string;
  columns: { classes: string; children: ModuleJson[] }[];
}
interface PageJson {
  id: string;
  title: string;
  isOnline: boolean;
  versionId: string;
  urls: { locale: string; path: string }[];
  siblings: { id: string; title: string; urls: { locale: string; path: string }[] }[];
  sections: SectionJson[];
}
interface GraphQLErrorJson {
  message: string;
  extensions?: Record<string, unknown>;
}

const MODULE_FIELDS = `
  __typename
  ... on HeadlineModule { id level content subline }
  ... on TextModule { id body }
  ... on LinkModule { id label target }
  ... on FullTeaserModule { id headline link image { url small large alt } }
  ... on VideoModule { id videoUrl }
  ... on BlogTeaserListModule { id items }
  ... on HeroMediaModule { id headline onlineFrom }
  ... on TwoColumnsModule { id order body }
  ... on ImageModule { id image { url } format }
  ... on FaqModule { id questions { question answer } }
  ... on UnknownModule { id model }
`;
const SECTION_FIELDS = `id preset columns { classes children { ${MODULE_FIELDS} } }`;
const PAGE_FIELDS = `id title isOnline versionId urls { locale path } siblings { id title urls { locale path } } sections { ${SECTION_FIELDS} }`;
const PAGE_QUERY = `query ($locale: Locale!, $path: String!, $versionId: ID) { page(locale: $locale, path: $path, versionId: $versionId) { ${PAGE_FIELDS} } }`;

const modulesOf = (page: Pick<PageJson, 'sections'> | null): ModuleJson[] =>
  (page?.sections ?? []).flatMap((section) => section.columns.flatMap((column) => column.children));

async function readPage(path: string, headers: Record<string, string> = {}, versionId?: string): Promise<PageJson | null> {
  const result = await graphql(web.url, PAGE_QUERY, { locale: 'DE', path, versionId }, headers);
  expect(result.json.errors).toBeUndefined();
  return (result.json.data?.page as PageJson | null) ?? null;
}

function errorsOf(result: { json: { errors?: GraphQLErrorJson[] } }): GraphQLErrorJson {
  const [error] = result.json.errors ?? [];
  if (!error) throw new Error('expected an error');
  return error;
}

describe('navigation', () => {
  it('gives the menu tree and the footer per language', async () => {
    const query =
      'query ($locale: Locale!) { navigation(locale: $locale) { menu { name url hasTabNavigation children { name url } } footer { title url isExternal } } }';
    const [de, en] = await Promise.all([graphql(web.url, query, { locale: 'DE' }), graphql(web.url, query, { locale: 'EN' })]);
    type Nav = {
      menu: { name: string; url: string; hasTabNavigation: boolean; children: { name: string; url: string }[] }[];
      footer: { title: string; url: string; isExternal: boolean }[];
    };
    const navDe = de.json.data?.navigation as Nav;
    const navEn = en.json.data?.navigation as Nav;
    const orchester = navDe.menu.find((item) => item.url === '/de/ueber-uns');
    expect(orchester).toMatchObject({ name: 'Orchester', hasTabNavigation: true });
    expect(orchester?.children.map((child) => child.url)).toEqual(['/de/ueber-uns/geschichte', '/de/ueber-uns/team']);
    expect(navEn.menu.find((item) => item.url === '/en/about-us')?.name).toBe('Orchestra');
    expect(navDe.footer).toContainEqual({ title: 'AGB', url: '/de/agb', isExternal: false });
    expect(navEn.footer).toContainEqual({ title: 'Terms', url: '/en/agb', isExternal: false });
  });

  it('lists the redirects', async () => {
    const result = await graphql(web.url, 'query { redirects(locale: DE) { oldPath newPath } }');
    expect(result.json.data?.redirects).toContainEqual({ oldPath: '/de/about', newPath: '/de/ueber-uns' });
  });
});

describe('pages for visitors', () => {
  it('answers the home page with typed modules in one upstream call, however many modules it has', async () => {
    proxy.resetCounts();
    const page = await readPage('');
    expect(upstreamPaths()).toEqual(['/de/pageeditor-api/page/']);
    if (!page) throw new Error('no home page');
    const types = new Set(modulesOf(page).map((module) => module.__typename));
    for (const type of [
      'HeroMediaModule',
      'HeadlineModule',
      'TextModule',
      'LinkModule',
      'FullTeaserModule',
      'VideoModule',
      'BlogTeaserListModule',
    ]) {
      expect(types).toContain(type);
    }
    expect(modulesOf(page).length).toBeGreaterThan(5);
    const teaser = modulesOf(page).find((module) => module.__typename === 'FullTeaserModule');
    expect((teaser?.image as { small: string } | null)?.small).toMatch(/\/media\/seed\/.+-640\.png$/);
    const headline = modulesOf(page).find((module) => module.__typename === 'HeadlineModule');
    expect(headline?.level).toEqual(expect.any(Number));
  });

  it('answers a legal page as modules and as one rich-text document', async () => {
    const page = await readPage('agb');
    const types = modulesOf(page).map((module) => module.__typename);
    expect(types).toContain('HeadlineModule');
    expect(types).toContain('TextModule');
    const legal = await graphql(web.url, 'query { legalPage(locale: EN, kind: TERMS) { kind title content urls { locale path } } }');
    const terms = legal.json.data?.legalPage as { kind: string; title: string; content: { type: string }[]; urls: { path: string }[] };
    expect(terms.kind).toBe('TERMS');
    expect(terms.title).toBe('Terms');
    expect(terms.content.some((node) => node.type === 'heading')).toBe(true);
    expect(terms.urls.map((url) => url.path)).toContain('/en/agb');
  });

  it('gives siblings with their urls per language, and a lone container by slug', async () => {
    const page = await readPage('ueber-uns/geschichte');
    expect(page?.siblings.map((sibling) => sibling.title)).toEqual(expect.arrayContaining(['Geschichte', 'Team']));
    expect(page?.siblings.find((sibling) => sibling.title === 'Geschichte')?.urls).toContainEqual({
      locale: 'EN',
      path: '/en/about-us/history',
    });
    expect(page?.sections[0]?.preset).toBe('HALF_HALF');
    const section = await graphql(web.url, `query { section(locale: DE, slug: "footer-kontakt") { ${SECTION_FIELDS} } }`);
    expect((section.json.data!.section as SectionJson).columns[0]?.children[0]?.__typename).toBe('TextModule');
    const missing = await graphql(web.url, 'query { section(locale: DE, slug: "no-such-section") { id } }');
    expect(missing.json.data?.section).toBeNull();
  });

  it('hides offline pages, ignores a version for visitors and gives null for impossible paths without asking', async () => {
    expect(await readPage('ueber-uns/presse')).toBeNull();
    proxy.resetCounts();
    const live = await readPage('ueber-uns', {}, '1');
    expect(live?.title).toBe('Über uns');
    expect(upstreamPaths()).toEqual(['/de/pageeditor-api/page/ueber-uns/']);
    proxy.resetCounts();
    expect(await readPage('../settings')).toBeNull();
    expect(upstreamPaths()).toEqual([]);
  });

  it('refuses every editor mutation without a session, without asking the upstream', async () => {
    proxy.resetCounts();
    const result = await graphql(web.url, 'mutation { deleteModule(locale: EN, id: "1") }');
    expect(errorsOf(result).extensions?.code).toBe('UNAUTHENTICATED');
    expect(errorsOf(result).message).toBe('Please log in.');
    const versions = await graphql(web.url, 'query { pageVersions(locale: DE, pageId: "1") { id } }');
    expect(errorsOf(versions).extensions?.code).toBe('UNAUTHENTICATED');
    expect(upstreamPaths()).toEqual([]);
  });

  it('answers UNAUTHENTICATED when the upstream refuses a session that is not valid', async () => {
    const result = await graphql(web.url, 'mutation { deleteModule(locale: DE, id: "1") }', {}, { cookie: 'sessionid=not-a-session' });
    expect(errorsOf(result).extensions?.code).toBe('UNAUTHENTICATED');
    expect(errorsOf(result).message).toBe('Bitte melden Sie sich an.');
  });
});

describe('the editor (staff)', () => {
  it('shows staff the offline page and publishes it and takes it offline again', async () => {
    const offline = await readPage('ueber-uns/presse', asStaff());
    expect(offline).toMatchObject({ title: 'Presse', isOnline: false });
    const published = await staff('mutation ($id: ID!) { publishPage(locale: DE, pageId: $id) { isOnline } }', { id: offline?.id });
    expect(published.json.data?.publishPage).toEqual({ isOnline: true });
    expect((await readPage('ueber-uns/presse'))?.title).toBe('Presse');
    const unpublished = await staff('mutation ($id: ID!) { publishPage(locale: DE, pageId: $id, online: false) { isOnline } }', {
      id: offline?.id,
    });
    expect(unpublished.json.data?.publishPage).toEqual({ isOnline: false });
    expect(await readPage('ueber-uns/presse')).toBeNull();
  });

  it('validates module fields before the upstream in the caller’s language, with field paths', async () => {
    const create = `mutation ($locale: Locale!, $input: CreateModuleInput!) { createModule(locale: $locale, input: $input) { module { __typename } } }`;
    const input = { parentId: '1', fields: { kind: 'HEADLINE', headline: { level: 7, content: ' ' } } };
    proxy.resetCounts();
    const [de, en] = await Promise.all([staff(create, { locale: 'DE', input }), staff(create, { locale: 'EN', input })]);
    expect(errorsOf(de).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'input.fields.headline.level': ['Die Überschriftenebene muss zwischen 2 und 6 liegen!'],
        'input.fields.headline.content': ['Dieses Feld ist ein Pflichtfeld!'],
      },
    });
    expect(errorsOf(en).extensions?.fieldErrors).toEqual({
      'input.fields.headline.level': ['The headline level must be between 2 and 6!'],
      'input.fields.headline.content': ['This field is required!'],
    });
    const video = await staff(create, {
      locale: 'EN',
      input: { parentId: '1', fields: { kind: 'VIDEO', video: { videoUrl: 'https://example.org/clip' } } },
    });
    expect(errorsOf(video).extensions?.fieldErrors).toEqual({ 'input.fields.video.videoUrl': ['Please enter a YouTube or Vimeo link!'] });
    const teaser = await staff(create, {
      locale: 'DE',
      input: {
        parentId: '1',
        fields: { kind: 'FULL_TEASER', fullTeaser: { image: 'seed/pages/probe', link: '/de', text: 'x'.repeat(3001) } },
      },
    });
    expect(errorsOf(teaser).extensions?.fieldErrors).toEqual({ 'input.fields.fullTeaser.text': ['Höchstens 3000 Zeichen!'] });
    expect(upstreamPaths()).toEqual([]);
  });

  it('creates, updates, moves, previews, restores and deletes a module', async () => {
    const page = await readPage('ueber-uns/team', asStaff());
    if (!page) throw new Error('no team page');
    const section = page.sections[0];
    if (!section) throw new Error('the team page has no section');
    const before = modulesOf(page).map((module) => module.id);
    const versionBefore = page.versionId;

    // The upstream's own rule (issuu viewer) comes back as fieldErrors on the input path.
    const viewer = await staff(
      'mutation ($input: CreateModuleInput!) { createModule(locale: EN, input: $input) { module { __typename } } }',
      { input: { parentId: section.id, fields: { kind: 'VIEWER', viewer: { embed: '<iframe src="https://example.org">' } } } },
    );
    expect(errorsOf(viewer).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'input.fields.viewer.embed': [expect.stringContaining('issuu')] },
    });

    proxy.resetCounts();
    const created = await staff(
      `mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { section { id } module { ${MODULE_FIELDS} } } }`,
      {
        input: {
          parentId: section.id,
          fields: { kind: 'HEADLINE', headline: { level: 3, content: 'Neu im Team', subline: 'Willkommen' } },
        },
      },
    );
    expect(created.json.errors).toBeUndefined();
    const module = (created.json.data!.createModule as { section: null; module: ModuleJson }).module;
    expect(module).toMatchObject({ __typename: 'HeadlineModule', level: 3, content: 'Neu im Team', subline: 'Willkommen' });
    expect(upstreamPaths()).toEqual(['/de/pageeditor-api/module/']);

    const updateQuery = `mutation ($id: ID!, $fields: ModuleFieldsInput!) { updateModule(locale: DE, id: $id, fields: $fields) { module { ${MODULE_FIELDS} } } }`;
    const updated = await staff(updateQuery, { id: module.id, fields: { kind: 'HEADLINE', headline: { content: 'Neu bei uns' } } });
    expect((updated.json.data!.updateModule as { module: ModuleJson }).module).toMatchObject({
      content: 'Neu bei uns',
      level: 3,
      subline: 'Willkommen',
    });
    const blank = await staff(updateQuery, { id: module.id, fields: { kind: 'HEADLINE', headline: { content: '' } } });
    expect(errorsOf(blank).extensions?.fieldErrors).toEqual({ 'fields.headline.content': ['Dieses Feld ist ein Pflichtfeld!'] });

    const moved = await staff('mutation ($id: ID!) { moveModule(locale: DE, id: $id, position: 0) { module { __typename } } }', {
      id: module.id,
    });
    expect(moved.json.errors).toBeUndefined();
    const afterMove = await readPage('ueber-uns/team', asStaff());
    expect(afterMove?.sections[0]?.columns[0]?.children[0]?.id).toBe(module.id);

    const versions = await staff('query ($id: ID!) { pageVersions(locale: DE, pageId: $id) { id action user } }', { id: page.id });
    const actions = (versions.json.data!.pageVersions as { action: string; user: string | null }[]).slice(0, 3);
    expect(actions.map((version) => version.action)).toEqual(['MOVE', 'UPDATE', 'CREATE']);
    expect(actions[0]?.user).toBe('redaktion');

    // Staff preview the version before the module existed; visitors never see versions.
    const preview = await readPage('ueber-uns/team', asStaff(), versionBefore);
    expect(preview?.versionId).toBe(versionBefore);
    expect(modulesOf(preview).length).toBe(before.length);
    expect(modulesOf(preview).map((entry) => entry.id)).not.toContain(module.id);

    const restored = await staff(
      `mutation ($pageId: ID!, $versionId: ID!) { restoreVersion(locale: DE, pageId: $pageId, versionId: $versionId) { ${PAGE_FIELDS} } }`,
      {
        pageId: page.id,
        versionId: versionBefore,
      },
    );
    expect(restored.json.errors).toBeUndefined();
    const restoredPage = restored.json.data?.restoreVersion as PageJson;
    expect(modulesOf(restoredPage).map((entry) => entry.__typename)).toEqual(modulesOf(page).map((entry) => entry.__typename));
    expect(modulesOf(restoredPage).some((entry) => entry.content === 'Neu bei uns')).toBe(false);

    // The module was removed by the restore; deleting it again is NOT_FOUND, deleting a fresh one works.
    const gone = await staff('mutation ($id: ID!) { deleteModule(locale: DE, id: $id) }', { id: module.id });
    expect(errorsOf(gone).extensions?.code).toBe('NOT_FOUND');
    const current = await readPage('ueber-uns/team', asStaff());
    const again = await staff(
      `mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { ... on BlogTeaserListModule { id items } } } }`,
      { input: { parentId: current?.sections[0]?.id, fields: { kind: 'BLOG_TEASER_LIST', blogTeaserList: { items: 3 } } } },
    );
    const blog = (again.json.data!.createModule as { module: { id: string; items: number } }).module;
    expect(blog.items).toBe(3);
    const deleted = await staff('mutation ($id: ID!) { deleteModule(locale: DE, id: $id) }', { id: blog.id });
    expect(deleted.json.data?.deleteModule).toBe(true);
    const after = await readPage('ueber-uns/team', asStaff());
    expect(modulesOf(after).map((entry) => entry.__typename)).toEqual(modulesOf(page).map((entry) => entry.__typename));
  });

  it('adds a section, changes its column preset, class and background and removes it', async () => {
    const page = await readPage('ueber-uns/presse', asStaff());
    const created = await staff(
      'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id preset columns { classes } } }',
      {
        input: { pageId: page?.id, preset: 'HALF_HALF' },
      },
    );
    const section = created.json.data?.createSection as { id: string; preset: string; columns: { classes: string }[] };
    expect(section.preset).toBe('HALF_HALF');
    expect(section.columns.map((column) => column.classes)).toEqual(['col-12 col-md-6', 'col-12 col-md-6']);
    const changed = await staff(
      'mutation ($id: ID!) { setSectionPreset(locale: DE, id: $id, preset: QUARTER_HALF_QUARTER) { preset columns { classes } } }',
      { id: section.id },
    );
    expect(changed.json.data?.setSectionPreset).toEqual({
      preset: 'QUARTER_HALF_QUARTER',
      columns: [{ classes: 'col-12 col-md-3' }, { classes: 'col-12 col-md-6' }, { classes: 'col-12 col-md-3' }],
    });
    // Its class and background picture (updateSection), then the background removed again.
    const styled = await staff(
      'mutation ($id: ID!) { updateSection(locale: DE, id: $id, settings: { extraClass: "hell", image: "seed/pages/orchester", imageAlt: "Orchester" }) { extraClass image { alt } } }',
      {
        id: section.id,
      },
    );
    expect(styled.json.data?.updateSection).toEqual({ extraClass: 'hell', image: { alt: 'Orchester' } });
    const tooLong = await staff(
      'mutation ($id: ID!) { updateSection(locale: DE, id: $id, settings: { extraClass: "%s" }) { id } }'.replace('%s', 'x'.repeat(101)),
      { id: section.id },
    );
    expect(tooLong.json.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'settings.extraClass': ['Höchstens 100 Zeichen!'] },
    });
    const plain = await staff(
      'mutation ($id: ID!) { updateSection(locale: DE, id: $id, settings: { image: "" }) { extraClass image { alt } } }',
      { id: section.id },
    );
    expect(plain.json.data?.updateSection).toEqual({ extraClass: 'hell', image: null });
    const deleted = await staff('mutation ($id: ID!) { deleteModule(locale: DE, id: $id) }', { id: section.id });
    expect(deleted.json.data?.deleteModule).toBe(true);
  });

  it('creates a lone container by slug (spec 000 §4) and asks for a slug when no page is named', async () => {
    const create = 'mutation ($input: CreateSectionInput!) { createSection(locale: EN, input: $input) { id slug contentType } }';
    const noSlug = await staff(create, { input: {} });
    expect(errorsOf(noSlug).extensions?.fieldErrors).toEqual({ 'input.slug': ['This field is required!'] });
    const slug = `gateway-test-${randomBytes(4).toString('hex')}`;
    const created = await staff(create, { input: { slug } });
    const container = created.json.data?.createSection as { id: string; slug: string; contentType: string | null };
    expect(container).toMatchObject({ slug, contentType: null });
    const read = await graphql(web.url, 'query ($slug: String!) { section(locale: EN, slug: $slug) { id preset } }', { slug });
    expect(read.json.data?.section).toEqual({ id: container.id, preset: 'FULL' });
    const deleted = await staff('mutation ($id: ID!) { deleteModule(locale: EN, id: $id) }', { id: container.id });
    expect(deleted.json.data?.deleteModule).toBe(true);
  });

  it('changes page settings and refuses a blank title', async () => {
    const page = await readPage('ueber-uns/presse', asStaff());
    const query =
      'mutation ($id: ID!, $settings: PageSettingsInput!) { updatePageSettings(locale: EN, pageId: $id, settings: $settings) { title isOnline } }';
    const blank = await staff(query, { id: page?.id, settings: { title: ' ' } });
    expect(errorsOf(blank).extensions?.fieldErrors).toEqual({ 'settings.title': ['This field is required!'] });
    const renamed = await staff(query, { id: page?.id, settings: { title: 'Press room' } });
    expect(renamed.json.data?.updatePageSettings).toEqual({ title: 'Press room', isOnline: false });
    const back = await staff(query, { id: page?.id, settings: { title: 'Press' } });
    expect(back.json.data?.updatePageSettings).toEqual({ title: 'Press', isOnline: false });
  });
});
