// Who else is editing a page (issue 22 part 10; src/graphql/editorPresence/, the upstream's
// migration 018), through a real web process over a real upstream with two staff accounts
// (CMS_SECOND_STAFF_EMAIL) and a clock the test moves (CMS_TEST_CLOCK): each heartbeat hears the
// others on the same page and language with their selected block; taking a block over tells its
// editor on their next heartbeat and stops them counting as editing; a goodbye removes an editor
// at once, a silent one expires after four intervals (EDITOR_PRESENCE_MS=500: five seconds at
// least); nobody may write another user's row. Staff only, with the CSRF protection of every
// editor mutation, and clear errors by argument.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff, SECOND_STAFF, SECOND_STAFF_ENV } from '../support/staff';

interface GraphQLErrorJson {
  message: string;
  extensions?: Record<string, unknown>;
}
interface PresenceJson {
  editors: { editorId: string; name: string; initials: string; selectedBlock: { kind: string; id: string } | null; editing: boolean }[];
  takenOver: { blockId: string; name: string; initials: string } | null;
  pollMs: number;
}

const cms = cmsForSuite(OWN_STORAGE, { NODE_ENV: 'test', CMS_TEST_CLOCK: 'true', ...SECOND_STAFF_ENV });
let web: RunningProcess;
let redaktion: string;
let anna: string;
let pageId = '';
const STAMP = Date.now().toString(36);
const TAB_A = `tab-a-${STAMP}`;
const TAB_B = `tab-b-${STAMP}`;

const BEAT = `mutation ($locale: Locale!, $pageId: ID!, $editorId: ID!, $selectedBlock: EditorBlockInput, $editing: Boolean!, $takeOver: Boolean) {
  editorPresence(locale: $locale, pageId: $pageId, editorId: $editorId, selectedBlock: $selectedBlock, editing: $editing, takeOver: $takeOver) {
    editors { editorId name initials selectedBlock { kind id } editing } takenOver { blockId name initials } pollMs } }`;
const LEAVE = 'mutation ($locale: Locale!, $editorId: ID!) { leaveEditorPresence(locale: $locale, editorId: $editorId) }';

beforeAll(async () => {
  [web, redaktion, anna] = await Promise.all([
    startWeb({ CMS_URL: cms.url(), EDITOR_PRESENCE_MS: '500' }),
    loginAsStaff(cms.url()),
    loginAsStaff(cms.url(), SECOND_STAFF),
  ]);
  const created = await graphql(
    web.url,
    'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
    { input: { title: `Presence ${STAMP}`, path: `presence-${STAMP}` } },
    { cookie: redaktion },
  );
  expect(created.json.errors).toBeUndefined();
  const page = created.json.data?.createPage as { id: string } | undefined;
  if (!page) throw new Error('the test page was not created');
  pageId = page.id;
});

afterAll(async () => {
  await web?.stop();
});

type Beat = {
  editorId: string;
  selectedBlock?: { kind: 'MODULE' | 'SECTION'; id: string } | null;
  editing?: boolean;
  takeOver?: boolean;
  locale?: string;
  page?: string;
};

async function beat(cookie: string, input: Beat): Promise<PresenceJson> {
  const result = await graphql(
    web.url,
    BEAT,
    {
      locale: input.locale ?? 'DE',
      pageId: input.page ?? pageId,
      editorId: input.editorId,
      selectedBlock: input.selectedBlock ?? null,
      editing: input.editing ?? false,
      takeOver: input.takeOver ?? false,
    },
    { cookie },
  );
  expect(result.json.errors).toBeUndefined();
  return result.json.data?.editorPresence as PresenceJson;
}

async function refusal(cookie: string | undefined, variables: Record<string, unknown>, query = BEAT): Promise<GraphQLErrorJson> {
  const result = await graphql(web.url, query, variables, cookie ? { cookie } : {});
  const [error] = (result.json.errors ?? []) as GraphQLErrorJson[];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.json)}`);
  return error;
}

async function advanceClock(ms: number): Promise<void> {
  const moved = await request(`${cms.url()}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: ms }),
  });
  expect(moved.status).toBe(200);
}

describe('editorPresence against the real upstream', () => {
  it('lets two staff see each other, the selected block and a take-over, and a goodbye', async () => {
    const first = await beat(redaktion, { editorId: TAB_A });
    expect(first).toEqual({ editors: [], takenOver: null, pollMs: 500 });

    const annaSees = await beat(anna, { editorId: TAB_B });
    expect(annaSees.editors).toEqual([{ editorId: TAB_A, name: 'Redaktion Aurelia', initials: 'RA', selectedBlock: null, editing: false }]);

    // The first editor opens a module: the second sees it selected and being edited.
    const selecting = await beat(redaktion, { editorId: TAB_A, selectedBlock: { kind: 'MODULE', id: '41' }, editing: true });
    expect(selecting.editors).toEqual([{ editorId: TAB_B, name: 'Anna Schmidt', initials: 'AS', selectedBlock: null, editing: false }]);
    expect((await beat(anna, { editorId: TAB_B, selectedBlock: { kind: 'MODULE', id: '41' } })).editors[0]).toMatchObject({
      selectedBlock: { kind: 'MODULE', id: '41' },
      editing: true,
    });

    // The page has no English version: presence there is NOT_FOUND.
    const otherLanguage = await refusal(anna, { locale: 'EN', pageId, editorId: TAB_B, editing: false });
    expect(otherLanguage.extensions?.code).toBe('NOT_FOUND');

    // The second takes it over: the first no longer counts as editing it, and hears so next time.
    const takingOver = await beat(anna, { editorId: TAB_B, selectedBlock: { kind: 'MODULE', id: '41' }, editing: true, takeOver: true });
    expect(takingOver.editors[0]).toMatchObject({ editorId: TAB_A, selectedBlock: { kind: 'MODULE', id: '41' }, editing: false });
    const told = await beat(redaktion, { editorId: TAB_A, selectedBlock: { kind: 'MODULE', id: '41' }, editing: true });
    expect(told.takenOver).toEqual({ blockId: '41', name: 'Anna Schmidt', initials: 'AS' });
    expect(told.editors[0]).toMatchObject({ editorId: TAB_B, editing: true });
    // Told until another block is selected.
    expect(
      (await beat(redaktion, { editorId: TAB_A, selectedBlock: { kind: 'MODULE', id: '41' }, editing: true })).takenOver,
    ).not.toBeNull();
    expect((await beat(redaktion, { editorId: TAB_A, selectedBlock: { kind: 'SECTION', id: '7' }, editing: true })).takenOver).toBeNull();

    // The second leaves: gone at once for the first.
    const left = await graphql(web.url, LEAVE, { locale: 'DE', editorId: TAB_B }, { cookie: anna });
    expect(left.json).toEqual({ data: { leaveEditorPresence: true } });
    expect((await beat(redaktion, { editorId: TAB_A })).editors).toEqual([]);
  });

  it('forgets an editor that stops calling after four intervals (at least five seconds)', async () => {
    await beat(anna, { editorId: TAB_B });
    expect((await beat(redaktion, { editorId: TAB_A })).editors.map((editor) => editor.editorId)).toEqual([TAB_B]);
    await advanceClock(4000);
    expect((await beat(redaktion, { editorId: TAB_A })).editors.map((editor) => editor.editorId)).toEqual([TAB_B]);
    await advanceClock(2000);
    expect((await beat(redaktion, { editorId: TAB_A })).editors).toEqual([]);
  });

  it("refuses to write another user's tab, and asks for a session and sane input", async () => {
    const hijack = await refusal(anna, { locale: 'DE', pageId, editorId: TAB_A, editing: false });
    expect(hijack.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { editorId: ['Diese Editor-Kennung gehört zu einem anderen Konto.'] },
    });
    // Nor may a goodbye remove it.
    await graphql(web.url, LEAVE, { locale: 'DE', editorId: TAB_A }, { cookie: anna });
    expect((await beat(anna, { editorId: TAB_B })).editors.map((editor) => editor.editorId)).toContain(TAB_A);

    expect((await refusal(undefined, { locale: 'DE', pageId, editorId: TAB_A, editing: false })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refusal(undefined, { locale: 'DE', editorId: TAB_A }, LEAVE)).extensions?.code).toBe('UNAUTHENTICATED');
    const badBlock = await refusal(redaktion, {
      locale: 'DE',
      pageId,
      editorId: TAB_A,
      selectedBlock: { kind: 'MODULE', id: '<img src=x onerror=alert(1)>' },
      editing: false,
    });
    expect(badBlock.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'selectedBlock.id': ['Bitte die Kennung des gewählten Blocks angeben: 1 bis 64 Buchstaben, Ziffern, :, - oder _.'] },
    });
    expect((await refusal(redaktion, { locale: 'DE', pageId: '999999', editorId: TAB_A, editing: false })).extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses a cross-site form post with the staff cookie (CSRF prevention), and the upstream refuses a call without the CSRF header', async () => {
    const body = JSON.stringify({ query: BEAT, variables: { locale: 'DE', pageId, editorId: `tab-x-${STAMP}`, editing: false } });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const refused = await request(`${web.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType, cookie: redaktion },
        body,
      });
      expect(refused.status, contentType).toBe(400);
    }
    expect((await beat(anna, { editorId: TAB_B })).editors.map((editor) => editor.editorId)).not.toContain(`tab-x-${STAMP}`);
    const session = redaktion.split('; ').find((pair) => pair.startsWith('sessionid=')) ?? '';
    const direct = await request(`${cms.url()}/de/pageeditor-api/page/${pageId}/presence/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session },
      body: JSON.stringify({ editor: `tab-y-${STAMP}`, block: null, editing: false }),
    });
    expect(direct.status).toBe(403);
  });
});
