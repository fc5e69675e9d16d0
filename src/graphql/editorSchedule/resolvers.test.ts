// The scheduling resolvers with a real gateway context against a small fake upstream: which
// upstream calls each operation makes (with the CSRF header), what it answers, and how the
// upstream's refusals come back (fieldErrors in the caller's language).
import { graphql } from 'graphql';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Gateway } from '../createGateway';
import { fakeUpstream, inProcessGateway } from '../../../tests/support/inProcessGateway';

let scheduling = true;
// The gateway asks the upstream's scheduling state by itself: answered here, not recorded.
const upstream = fakeUpstream((request) =>
  request.path === '/pageeditor-api/schedule/state/'
    ? scheduling
      ? { status: 200, body: { scheduling: true, revision: 3 } }
      : { status: 404, body: { detail: 'Not found.' } }
    : undefined,
);
/** A new gateway per test: each knows the upstream's capability for a minute. */
let gateway: Gateway;

const change = {
  id: 7,
  page_id: 5,
  lang: 'de',
  action: 'online',
  due_at: '2026-12-01T10:00:00+01:00',
  created: '2026-11-22T12:00:00+01:00',
  user: 'redaktion',
  page_title: 'Presse',
  page_url: '/de/ueber-uns/presse',
};

beforeEach(() => {
  upstream.seen.length = 0;
  scheduling = true;
  gateway = inProcessGateway(upstream.server);
});

function run(source: string, cookieHeader?: string) {
  const contextValue = gateway.createContext({ requestId: 'test', logger: pino({ level: 'silent' }), cookieHeader });
  return graphql({ schema: gateway.schema, source, contextValue });
}

const STAFF = 'sessionid=abc; csrftoken=token123';
const SCHEDULE = (locale: string, dueAt = '2026-12-01T10:00:00.000+01:00') =>
  `mutation { schedulePageChange(locale: ${locale}, pageId: "5", action: ONLINE, dueAt: "${dueAt}") { id pageId locale action dueAt scheduledAt scheduledBy pageTitle pagePath } }`;

describe('editorCapabilities', () => {
  it('is true against an upstream that schedules and false against one without (anyone may ask)', async () => {
    expect((await run('{ editorCapabilities { scheduling } }')).data).toEqual({ editorCapabilities: { scheduling: true } });
    scheduling = false;
    gateway = inProcessGateway(upstream.server);
    expect((await run('{ editorCapabilities { scheduling } }')).data).toEqual({ editorCapabilities: { scheduling: false } });
  });
});

describe('schedulePageChange', () => {
  it('posts the action and time with the CSRF header and maps the answer', async () => {
    upstream.answer = () => ({ status: 201, body: change });
    const result = await run(SCHEDULE('DE'), STAFF);
    expect(result.errors).toBeUndefined();
    expect(result.data?.schedulePageChange).toEqual({
      id: '7',
      pageId: '5',
      locale: 'DE',
      action: 'ONLINE',
      dueAt: '2026-12-01T10:00:00+01:00',
      scheduledAt: '2026-11-22T12:00:00+01:00',
      scheduledBy: 'redaktion',
      pageTitle: 'Presse',
      pagePath: '/de/ueber-uns/presse',
    });
    expect(upstream.seen).toEqual([
      {
        method: 'POST',
        path: '/de/pageeditor-api/page/5/schedule/',
        body: { action: 'online', due_at: '2026-12-01T10:00:00.000+01:00' },
        csrf: 'token123',
      },
    ]);
  });

  it('asks nothing without a session', async () => {
    const result = await run(SCHEDULE('DE'));
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(upstream.seen).toEqual([]);
  });

  it("words the upstream's refusals by argument in the caller's language", async () => {
    upstream.answer = () => ({ status: 400, body: { detail: 'Invalid input.', errors: { due_at: ['The time must be in the future.'] } } });
    const german = await run(SCHEDULE('DE'), STAFF);
    expect(german.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'dueAt',
      fieldErrors: { dueAt: ['Der Zeitpunkt muss in der Zukunft liegen.'] },
    });
    upstream.answer = () => ({
      status: 400,
      body: {
        detail: 'Invalid input.',
        errors: { due_at: ['The time must be at most 5 years ahead.'], action: ['Select one of: online, offline.'] },
      },
    });
    const english = await run(SCHEDULE('EN'), STAFF);
    expect(english.errors?.[0]?.extensions?.fieldErrors).toEqual({
      dueAt: ['The time must be at most 5 years ahead.'],
      action: ['Choose "online" or "offline".'],
    });
    upstream.answer = () => ({
      status: 400,
      body: {
        detail: 'Invalid input.',
        errors: { due_at: ['Enter a valid date and time with its UTC offset, e.g. 2026-12-01T10:00:00+01:00.'] },
      },
    });
    expect((await run(SCHEDULE('DE', '2026-12-01T10:00'), STAFF)).errors?.[0]?.extensions?.fieldErrors).toEqual({
      dueAt: ['Bitte Datum und Uhrzeit mit ihrer Zeitzone angeben, z. B. 2026-12-01T10:00:00+01:00.'],
    });
  });

  it('says so on pageId when the page does not exist in that language', async () => {
    upstream.answer = () => ({ status: 404, body: { detail: 'Not found.' } });
    const result = await run(SCHEDULE('EN'), STAFF);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { pageId: ['This page does not exist in this language.'] },
    });
  });

  it('refuses against an upstream without scheduling, asking it nothing else', async () => {
    scheduling = false;
    gateway = inProcessGateway(upstream.server);
    const result = await run(SCHEDULE('DE'), STAFF);
    expect(result.errors?.[0]?.message).toBe('Der Inhaltsdienst kann keine Änderungen zeitgesteuert ausführen.');
    expect(upstream.seen).toEqual([]);
  });

  it('refuses a malformed page id before the upstream is asked', async () => {
    const result = await run(
      'mutation { schedulePageChange(locale: DE, pageId: "x", action: OFFLINE, dueAt: "2026-12-01T10:00:00+01:00") { id } }',
      STAFF,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(upstream.seen).toEqual([]);
  });
});

describe('the lists and cancelling', () => {
  it("asks one page's changes in the language, and all of them", async () => {
    upstream.answer = () => ({ status: 200, body: [change] });
    const one = await run('{ pageSchedule(locale: EN, pageId: "5") { id action } }', STAFF);
    expect(one.data).toEqual({ pageSchedule: [{ id: '7', action: 'ONLINE' }] });
    const all = await run('{ scheduledPageChanges(locale: DE) { id pagePath } }', STAFF);
    expect(all.data).toEqual({ scheduledPageChanges: [{ id: '7', pagePath: '/de/ueber-uns/presse' }] });
    expect(upstream.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /en/pageeditor-api/page/5/schedule/',
      'GET /de/pageeditor-api/schedule/',
    ]);
  });

  it('answers NOT_FOUND for a page not in that language, and nothing at all against an upstream without scheduling', async () => {
    upstream.answer = () => ({ status: 404, body: { detail: 'Not found.' } });
    expect((await run('{ pageSchedule(locale: EN, pageId: "5") { id } }', STAFF)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    scheduling = false;
    gateway = inProcessGateway(upstream.server);
    upstream.seen.length = 0;
    expect((await run('{ pageSchedule(locale: EN, pageId: "5") { id } scheduledPageChanges(locale: EN) { id } }', STAFF)).data).toEqual({
      pageSchedule: [],
      scheduledPageChanges: [],
    });
    expect(upstream.seen).toEqual([]);
  });

  it('cancels with DELETE and the CSRF header: true when done, false when it was gone', async () => {
    upstream.answer = () => ({ status: 204 });
    expect((await run('mutation { cancelScheduledPageChange(locale: DE, id: "7") }', STAFF)).data).toEqual({
      cancelScheduledPageChange: true,
    });
    upstream.answer = () => ({ status: 404, body: { detail: 'Not found.' } });
    expect((await run('mutation { cancelScheduledPageChange(locale: DE, id: "7") }', STAFF)).data).toEqual({
      cancelScheduledPageChange: false,
    });
    expect(upstream.seen.map((request) => `${request.method} ${request.path} ${request.csrf}`)).toEqual([
      'DELETE /de/pageeditor-api/schedule/7/ token123',
      'DELETE /de/pageeditor-api/schedule/7/ token123',
    ]);
  });
});
