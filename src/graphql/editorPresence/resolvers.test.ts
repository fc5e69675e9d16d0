// The presence resolvers (issue 22 part 10) with a real gateway context against a small fake
// upstream: the heartbeat's upstream call (with the CSRF header and the expiry of four
// intervals), the mapping of the answer (initials, kinds, the take-over), the session and input
// checks before the upstream is asked, and the upstream's refusals in the caller's language.
import { graphql } from 'graphql';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Gateway } from '../createGateway';
import { fakeUpstream, inProcessGateway } from '../../../tests/support/inProcessGateway';
import { initialsOf, staleAfterMs } from './resolvers';

const upstream = fakeUpstream((request) =>
  request.path === '/pageeditor-api/schedule/state/' ? { status: 404, body: { detail: 'Not found.' } } : undefined,
);
let gateway: Gateway;

beforeEach(() => {
  upstream.seen.length = 0;
  gateway = inProcessGateway(upstream.server);
});

function run(source: string, cookieHeader?: string, editorPresenceMs?: number) {
  const contextValue = {
    ...gateway.createContext({ requestId: 'test', logger: pino({ level: 'silent' }), cookieHeader }),
    ...(editorPresenceMs ? { editorPresenceMs } : {}),
  };
  return graphql({ schema: gateway.schema, source, contextValue });
}

const STAFF = 'sessionid=abc; csrftoken=token123';
const EDITOR = 'a1b2c3d4e5f6a7b8';
const BEAT = (locale = 'DE', extra = 'selectedBlock: { kind: MODULE, id: "41" }, editing: true') =>
  `mutation { editorPresence(locale: ${locale}, pageId: "5", editorId: "${EDITOR}", ${extra}) { editors { editorId name initials selectedBlock { kind id } editing } takenOver { blockId name initials } pollMs } }`;

describe('editorPresence', () => {
  it('posts the heartbeat with the CSRF header and maps the others and a take-over', async () => {
    upstream.answer = () => ({
      status: 200,
      body: {
        editors: [
          { editor: 'other-tab-1', user_id: 2, name: 'Anna Schmidt', block: { kind: 'section', id: '9' }, editing: false },
          { editor: 'other-tab-2', user_id: 3, name: 'redaktion', block: null, editing: false },
        ],
        taken_over: { block_id: '41', user_id: 2, name: 'Anna Schmidt' },
      },
    });
    const result = await run(BEAT('DE', 'selectedBlock: { kind: MODULE, id: "41" }, editing: true, takeOver: true'), STAFF, 400);
    expect(result.errors).toBeUndefined();
    expect(result.data?.editorPresence).toEqual({
      editors: [
        { editorId: 'other-tab-1', name: 'Anna Schmidt', initials: 'AS', selectedBlock: { kind: 'SECTION', id: '9' }, editing: false },
        { editorId: 'other-tab-2', name: 'redaktion', initials: 'RE', selectedBlock: null, editing: false },
      ],
      takenOver: { blockId: '41', name: 'Anna Schmidt', initials: 'AS' },
      pollMs: 400,
    });
    // Four intervals, at least five seconds.
    expect(upstream.seen).toEqual([
      {
        method: 'POST',
        path: '/de/pageeditor-api/page/5/presence/',
        body: { editor: EDITOR, block: { kind: 'module', id: '41' }, editing: true, take_over: true, stale_after_ms: 5000 },
        csrf: 'token123',
      },
    ]);
  });

  it('hands the default interval back and sends no block when none is selected', async () => {
    upstream.answer = () => ({ status: 200, body: { editors: [], taken_over: null } });
    const result = await run(BEAT('EN', 'editing: false'), STAFF);
    expect(result.data?.editorPresence).toEqual({ editors: [], takenOver: null, pollMs: 5000 });
    expect(upstream.seen[0]?.path).toBe('/en/pageeditor-api/page/5/presence/');
    expect(upstream.seen[0]?.body).toEqual({ editor: EDITOR, block: null, editing: false, take_over: false, stale_after_ms: 20000 });
  });

  it('asks nothing without a session', async () => {
    const result = await run(BEAT());
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(upstream.seen).toEqual([]);
  });

  it("refuses bad ids by argument in the caller's language, asking nothing", async () => {
    const badEditor = await run(BEAT('DE').replace(EDITOR, 'x<script>'), STAFF);
    expect(badEditor.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'editorId',
      fieldErrors: { editorId: ['Bitte die Kennung dieses Editors angeben: 8 bis 64 Buchstaben, Ziffern, - oder _.'] },
    });
    const badBlock = await run(BEAT('EN', 'selectedBlock: { kind: SECTION, id: "1 OR 1=1" }, editing: false'), STAFF);
    expect(badBlock.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'selectedBlock',
      fieldErrors: { 'selectedBlock.id': ["Enter the selected block's id: 1 to 64 letters, digits, :, - or _."] },
    });
    const badPage = await run(BEAT('DE').replace('pageId: "5"', 'pageId: "abc"'), STAFF);
    expect(badPage.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(upstream.seen).toEqual([]);
  });

  it("says NOT_FOUND for a page unknown in that language and words the upstream's refusals", async () => {
    upstream.answer = () => ({ status: 404, body: { detail: 'Not found.' } });
    expect((await run(BEAT(), STAFF)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    upstream.answer = () => ({
      status: 400,
      body: { detail: 'Invalid input.', errors: { editor: ['This editor key belongs to another user.'] } },
    });
    expect((await run(BEAT(), STAFF)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { editorId: ['Diese Editor-Kennung gehört zu einem anderen Konto.'] },
    });
  });
});

describe('leaveEditorPresence', () => {
  it("deletes the tab's row with the CSRF header", async () => {
    upstream.answer = () => ({ status: 204 });
    const result = await run(`mutation { leaveEditorPresence(locale: DE, editorId: "${EDITOR}") }`, STAFF);
    expect(result.data).toEqual({ leaveEditorPresence: true });
    expect(upstream.seen).toEqual([
      { method: 'DELETE', path: `/de/pageeditor-api/presence/${EDITOR}/`, body: undefined, csrf: 'token123' },
    ]);
  });

  it('asks nothing without a session or with a bad id', async () => {
    expect((await run(`mutation { leaveEditorPresence(locale: DE, editorId: "${EDITOR}") }`)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await run('mutation { leaveEditorPresence(locale: EN, editorId: "../../x") }', STAFF)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(upstream.seen).toEqual([]);
  });
});

describe('initialsOf and staleAfterMs', () => {
  it('takes the first letters of the first and last word, or two of a single word', () => {
    expect(initialsOf('Anna Schmidt')).toBe('AS');
    expect(initialsOf('Anna Maria von Schmidt')).toBe('AS');
    expect(initialsOf('Øyvind Ärnström')).toBe('ØÄ');
    expect(initialsOf('redaktion')).toBe('RE');
    expect(initialsOf('anna.schmidt')).toBe('AS');
    expect(initialsOf('  ')).toBe('?');
  });

  it('keeps an editor for four intervals, at least five seconds, at most ten minutes', () => {
    expect(staleAfterMs(5000)).toBe(20000);
    expect(staleAfterMs(400)).toBe(5000);
    expect(staleAfterMs(60_000)).toBe(240_000);
    expect(staleAfterMs(1_000_000)).toBe(600_000);
  });
});
