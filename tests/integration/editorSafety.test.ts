// The editor's safety nets in the upstream and the gateway (spec 000 §4, §8; issue 12 part 5):
// module and section revisions that refuse a save based on an older one (409 stale_revision,
// CONFLICT) and write nothing, while two staff changing different modules of one page never
// conflict; section snapshots and their restore (the editor's backup undo). On a page of its own,
// created through the gateway and deleted afterwards, since the upstream is shared.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

let web: RunningProcess;
let cmsUrl: string;
let staffCookie: string;
let pageId: string;
const path = `sicherheit-${randomBytes(4).toString('hex')}`;

const staff = (query: string, variables: Record<string, unknown> = {}) => graphql(web.url, query, variables, { cookie: staffCookie });

interface Revision {
  id: string;
  revision: number;
  contentRevision: number | null;
}
interface ReadModule {
  __typename: string;
  id: string;
  content?: string;
  subline?: string | null;
}
interface ReadPage {
  id: string;
  moduleRevisions: Revision[] | null;
  sections: { id: string; preset: string; extraClass: string | null; columns: { moduleIds: string[] }[] }[];
}

const PAGE_QUERY = `query ($path: String!) {
  page(locale: DE, path: $path) { id moduleRevisions { id revision contentRevision } sections { id preset extraClass columns { moduleIds } } }
  pageModules(locale: DE, path: $path) { __typename ... on HeadlineModule { id content subline } }
}`;

async function readPage(headers: Record<string, string> = { cookie: staffCookie }): Promise<{ page: ReadPage; modules: ReadModule[] }> {
  const result = await graphql(web.url, PAGE_QUERY, { path }, headers);
  expect(result.json.errors).toBeUndefined();
  return { page: result.json.data?.page as ReadPage, modules: result.json.data?.pageModules as ReadModule[] };
}

function revisionOf(page: ReadPage, id: string): Revision {
  const found = page.moduleRevisions?.find((entry) => entry.id === id);
  if (!found) throw new Error(`no revision for ${id}`);
  return found;
}

function firstError(result: { json: { errors?: { message: string; extensions?: Record<string, unknown> }[] } }) {
  const [error] = result.json.errors ?? [];
  if (!error) throw new Error('expected an error');
  return error;
}

const UPDATE =
  'mutation ($id: ID!, $fields: ModuleFieldsInput!, $revision: Int) { updateModule(locale: DE, id: $id, fields: $fields, revision: $revision) { module { ... on HeadlineModule { id content } } } }';
const headline = (content: string) => ({ kind: 'HEADLINE', headline: { content } });

async function createHeadline(sectionId: string, content: string): Promise<string> {
  const created = await staff(
    'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { ... on HeadlineModule { id } } } }',
    {
      input: { parentId: sectionId, fields: { kind: 'HEADLINE', headline: { content, subline: `${content} unten` } } },
    },
  );
  expect(created.json.errors).toBeUndefined();
  return (created.json.data!.createModule as { module: { id: string } }).module.id;
}

let sectionId: string;
let first: string;
let second: string;

beforeAll(async () => {
  cmsUrl = inject('cmsUrl');
  [web, staffCookie] = await Promise.all([startWeb({ CMS_URL: cmsUrl, UPSTREAM_CACHE: 'off' }), loginAsStaff(cmsUrl)]);
  const created = await staff('mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }', {
    input: { title: 'Sicherheitsnetze', path, isOnline: true },
  });
  expect(created.json.errors).toBeUndefined();
  pageId = (created.json.data!.createPage as { id: string }).id;
  const section = await staff(
    'mutation ($pageId: ID!) { createSection(locale: DE, input: { pageId: $pageId, preset: HALF_HALF }) { id } }',
    { pageId },
  );
  sectionId = (section.json.data!.createSection as { id: string }).id;
  first = await createHeadline(sectionId, 'Erstes Modul');
  second = await createHeadline(sectionId, 'Zweites Modul');
});

afterAll(async () => {
  if (pageId) await staff('mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: pageId });
  await web?.stop();
});

describe('module and section revisions', () => {
  it('gives staff the revision of every section and module, and visitors none', async () => {
    const { page } = await readPage();
    expect(page.moduleRevisions?.map((entry) => entry.id).sort()).toEqual([sectionId, first, second].sort());
    expect(revisionOf(page, sectionId).contentRevision).toEqual(expect.any(Number));
    expect(revisionOf(page, first).contentRevision).toBeNull();
    const visitor = await readPage({});
    expect(visitor.page.moduleRevisions).toBeNull();
  });

  it('refuses a module save based on an older revision, writes nothing, and lets another module of the page save', async () => {
    const { page } = await readPage();
    const seenFirst = revisionOf(page, first).revision;
    const seenSecond = revisionOf(page, second).revision;

    const mine = await staff(UPDATE, { id: first, fields: headline('Von Anna'), revision: seenFirst });
    expect(mine.json.errors).toBeUndefined();
    const after = (await readPage()).page;
    expect(revisionOf(after, first).revision).not.toBe(seenFirst);

    // Someone who read the module before Anna's save: refused, with the revision stored now.
    const theirs = await staff(UPDATE, { id: first, fields: headline('Von Ben'), revision: seenFirst });
    expect(firstError(theirs).message).toBe('Jemand anderes hat dieses Modul inzwischen geändert. Es wurde nichts gespeichert.');
    expect(firstError(theirs).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'STALE_REVISION',
      revision: revisionOf(after, first).revision,
    });
    const { modules } = await readPage();
    expect(modules.find((module) => module.id === first)?.content).toBe('Von Anna');

    // Another module of the same page, read at the same time as the first: no conflict.
    const other = await staff(UPDATE, { id: second, fields: headline('Zweites, geändert'), revision: seenSecond });
    expect(other.json.errors).toBeUndefined();

    // Keeping one's text: the save based on the newest revision goes through.
    const knowingly = await staff(UPDATE, { id: first, fields: headline('Von Ben'), revision: revisionOf(after, first).revision });
    expect(knowingly.json.errors).toBeUndefined();
    expect((await readPage()).modules.find((module) => module.id === first)?.content).toBe('Von Ben');

    // A move keeps the revision, and a delete of a changed module is refused too.
    const moved = await staff(
      'mutation ($id: ID!, $revision: Int) { moveModule(locale: DE, id: $id, position: 0, revision: $revision) { module { __typename } } }',
      {
        id: second,
        revision: revisionOf((await readPage()).page, second).revision,
      },
    );
    expect(moved.json.errors).toBeUndefined();
    const deleted = await staff('mutation ($id: ID!, $revision: Int) { deleteModule(locale: DE, id: $id, revision: $revision) }', {
      id: second,
      revision: seenSecond,
    });
    expect(firstError(deleted).extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_REVISION' });
    expect((await readPage()).page.sections[0]?.columns[0]?.moduleIds).toEqual([second, first]);
  });

  it('refuses section settings and presets based on an older section revision', async () => {
    const seen = revisionOf((await readPage()).page, sectionId).revision;
    const styled = await staff(
      'mutation ($id: ID!, $revision: Int) { updateSection(locale: DE, id: $id, settings: { extraClass: "hell" }, revision: $revision) { extraClass } }',
      {
        id: sectionId,
        revision: seen,
      },
    );
    expect(styled.json.errors).toBeUndefined();
    const preset = await staff(
      'mutation ($id: ID!, $revision: Int) { setSectionPreset(locale: DE, id: $id, preset: THIRDS, revision: $revision) { preset } }',
      { id: sectionId, revision: seen },
    );
    expect(firstError(preset).message).toBe('Jemand anderes hat diesen Abschnitt inzwischen geändert. Es wurde nichts gespeichert.');
    expect((await readPage()).page.sections[0]).toMatchObject({ preset: 'HALF_HALF', extraClass: 'hell' });
  });

  it('answers 409 stale_revision at the upstream itself and takes no negative revision', async () => {
    const csrf = /csrftoken=([^;]+)/.exec(staffCookie)?.[1] ?? '';
    const headers = { 'content-type': 'application/json', cookie: staffCookie, 'x-csrftoken': csrf };
    const url = `${cmsUrl}/de/pageeditor-api/module/${first}/`;
    const current = JSON.parse((await request(url, { headers })).body) as { revision: number; content: string };
    const stale = await request(url, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ content: 'Veraltet', revision: current.revision - 1 }),
    });
    expect(stale.status).toBe(409);
    expect(JSON.parse(stale.body)).toMatchObject({ code: 'stale_revision', revision: current.revision });
    expect(JSON.parse((await request(url, { headers })).body)).toMatchObject({ content: current.content, revision: current.revision });
    const negative = await staff(UPDATE, { id: first, fields: headline('x'), revision: -1 });
    expect(firstError(negative).extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('section snapshots and restore', () => {
  it('restores a section as its snapshot had it, in one change recorded as a version', async () => {
    const before = await readPage();
    const snapshot = await staff('query ($id: ID!) { sectionSnapshot(locale: DE, id: $id) }', { id: sectionId });
    expect(snapshot.json.errors).toBeUndefined();
    const json = snapshot.json.data?.sectionSnapshot as string;
    expect(JSON.parse(json)).toMatchObject({ id: Number(sectionId), model: 'section', layout: '50-50', extra_class: 'hell' });

    // Changes after the snapshot: a text, the preset, a deleted module.
    await staff(UPDATE, { id: first, fields: headline('Nach der Sicherung') });
    await staff('mutation ($id: ID!) { setSectionPreset(locale: DE, id: $id, preset: THIRDS) { id } }', { id: sectionId });
    await staff('mutation ($id: ID!) { deleteModule(locale: DE, id: $id) }', { id: second });
    const changed = (await readPage()).page;

    const restore =
      'mutation ($id: ID!, $snapshot: String!, $rev: Int) { restoreSection(locale: DE, id: $id, snapshot: $snapshot, contentRevision: $rev) { id preset extraClass columns { moduleIds } } }';
    // Based on the state before the changes: refused, nothing written.
    const stale = await staff(restore, { id: sectionId, snapshot: json, rev: revisionOf(before.page, sectionId).contentRevision });
    expect(firstError(stale).extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_REVISION' });
    expect((await readPage()).page.sections[0]?.preset).toBe('THIRDS');

    const restored = await staff(restore, { id: sectionId, snapshot: json, rev: revisionOf(changed, sectionId).contentRevision });
    expect(restored.json.errors).toBeUndefined();
    const section = restored.json.data?.restoreSection as { preset: string; extraClass: string; columns: { moduleIds: string[] }[] };
    expect(section).toMatchObject({ preset: 'HALF_HALF', extraClass: 'hell' });
    const after = await readPage();
    const ids = after.page.sections[0]?.columns[0]?.moduleIds ?? [];
    expect(ids).toHaveLength(2);
    // The module still there keeps its id; the deleted one comes back under a new one.
    expect(ids[1]).toBe(first);
    expect(after.modules.map((module) => module.content)).toEqual(['Zweites, geändert', 'Von Ben']);
    expect(after.modules[0]?.subline).toBe('Zweites Modul unten');
    // A form opened before the restore is based on a revision that no longer holds.
    expect(revisionOf(after.page, first).revision).not.toBe(revisionOf(changed, first).revision);

    const versions = await staff('query ($id: ID!) { pageVersions(locale: DE, pageId: $id) { action } }', { id: pageId });
    expect((versions.json.data!.pageVersions as { action: string }[])[0]?.action).toBe('RESTORE');
  });

  it('refuses a snapshot that is not this section or holds invalid modules, and writes nothing', async () => {
    const json = (await staff('query ($id: ID!) { sectionSnapshot(locale: DE, id: $id) }', { id: sectionId })).json.data
      ?.sectionSnapshot as string;
    const parsed = JSON.parse(json) as { columns: { children: Record<string, unknown>[] }[] };
    const column = parsed.columns[0];
    if (!column?.children[0]) throw new Error('expected a module in the snapshot');
    column.children[0].content = '';
    const restore = 'mutation ($id: ID!, $snapshot: String!) { restoreSection(locale: DE, id: $id, snapshot: $snapshot) { id } }';
    const invalid = await staff(restore, { id: sectionId, snapshot: JSON.stringify(parsed) });
    expect(firstError(invalid).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { snapshot: ['Diese Sicherung kann nicht wiederhergestellt werden.'] },
    });
    const garbage = await staff(restore, { id: sectionId, snapshot: 'kein JSON' });
    expect(firstError(garbage).extensions?.code).toBe('BAD_USER_INPUT');
    const otherSection = await staff(restore, { id: sectionId, snapshot: JSON.stringify({ ...parsed, id: 1 }) });
    expect(firstError(otherSection).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await readPage()).modules.map((module) => module.content)).toEqual(['Zweites, geändert', 'Von Ben']);
  });

  it('gives a version’s sections as snapshots that restoreSection takes back (issue 22 part 5)', async () => {
    const SECTIONS =
      'query ($path: String!, $version: ID) { pageSectionSnapshots(locale: DE, path: $path, versionId: $version) { id snapshot } }';
    const visitor = await graphql(web.url, SECTIONS, { path });
    expect(firstError(visitor).extensions?.code).toBe('UNAUTHENTICATED');
    const versions = (await staff('query ($id: ID!) { pageVersions(locale: DE, pageId: $id) { id } }', { id: pageId })).json.data
      ?.pageVersions as { id: string }[];
    const newest = versions[0]?.id;

    // Now: the same section JSON that sectionSnapshot gives.
    const now = await staff(SECTIONS, { path });
    expect(now.json.errors).toBeUndefined();
    const sections = now.json.data?.pageSectionSnapshots as { id: string; snapshot: string }[];
    expect(sections.map((section) => section.id)).toEqual([sectionId]);
    const single = (await staff('query ($id: ID!) { sectionSnapshot(locale: DE, id: $id) }', { id: sectionId })).json.data
      ?.sectionSnapshot as string;
    const shape = (json: string) => {
      const {
        revision: _revision,
        content_revision: _content,
        columns,
        ...rest
      } = JSON.parse(json) as Record<string, unknown> & { columns: { children: Record<string, unknown>[] }[] };
      return { ...rest, columns: columns.map((column) => column.children.map(({ revision: _r, ...module }) => module)) };
    };
    expect(shape(sections[0]?.snapshot ?? '')).toEqual(shape(single));

    // A change, then the newest version's section restored: the page is as that version had it.
    const contents = (await readPage()).modules.map((module) => module.content);
    const stored = await staff(SECTIONS, { path, version: newest });
    const old = (stored.json.data?.pageSectionSnapshots as { id: string; snapshot: string }[] | undefined)?.[0];
    expect(old?.id).toBe(sectionId);
    await staff(UPDATE, { id: first, fields: headline('Nach der Version') });
    const changed = (await readPage()).page;
    const restore =
      'mutation ($id: ID!, $snapshot: String!, $rev: Int) { restoreSection(locale: DE, id: $id, snapshot: $snapshot, contentRevision: $rev) { id } }';
    const restored = await staff(restore, {
      id: sectionId,
      snapshot: old?.snapshot ?? '',
      rev: revisionOf(changed, sectionId).contentRevision,
    });
    expect(restored.json.errors).toBeUndefined();
    expect((await readPage()).modules.map((module) => module.content)).toEqual(contents);

    // An unknown version is null; a version id that is no number is refused.
    expect((await staff(SECTIONS, { path, version: '999999999' })).json.data?.pageSectionSnapshots).toBeNull();
    expect(firstError(await staff(SECTIONS, { path, version: 'x' })).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('gives snapshots to staff only, and only of sections', async () => {
    const visitor = await graphql(web.url, 'query ($id: ID!) { sectionSnapshot(locale: DE, id: $id) }', { id: sectionId });
    expect(firstError(visitor).extensions?.code).toBe('UNAUTHENTICATED');
    const module = await staff('query ($id: ID!) { sectionSnapshot(locale: DE, id: $id) }', { id: first });
    expect(firstError(module).extensions?.code).toBe('BAD_USER_INPUT');
  });
});
