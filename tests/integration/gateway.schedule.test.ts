// Scheduled publishing through the gateway (issue 22 item 7; src/graphql/editorSchedule/), end to
// end: the web process with its shared cache ON and a watch of the upstream every 200 ms
// (SCHEDULE_WATCH_MS), over an upstream of its own whose clock (CMS_TEST_CLOCK) the tests move
// forward and whose scheduler looks every 100 ms. A change the upstream carries out by itself must
// show on the site within seconds, though the page's answer (a 404 too) is kept for a minute
// (cache/upstreamCachePolicy.ts PAGES_TTL_MS): the watcher dropped it. Also the capability flag
// (true here, false behind a proxy that hides the upstream's scheduling), the refusals (no session,
// a cross-site form post) and the upstream's messages in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { startRewritingUpstream, type RewritingUpstream } from '../support/rewritingUpstream';
import { loginAsStaff } from '../support/staff';

interface GraphQLErrorJson {
  message: string;
  extensions?: Record<string, unknown>;
}
interface ChangeJson {
  id: string;
  pageId: string;
  locale: string;
  action: string;
  dueAt: string;
  scheduledBy: string | null;
  pageTitle: string;
  pagePath: string;
}

const HOUR = 3_600_000;
const cms = cmsForSuite(OWN_STORAGE, { NODE_ENV: 'test', CMS_TEST_CLOCK: 'true', CMS_SCHEDULER_INTERVAL_MS: '100' });
let web: RunningProcess;
let withoutScheduling: RunningProcess;
let hiding: RewritingUpstream;
let staffCookie: string;
const STAMP = Date.now().toString(36);
const PATH = `zeitplan-${STAMP}`;
let pageId = '';

beforeAll(async () => {
  // The upstream as one without scheduling: its state path answers 404.
  hiding = await startRewritingUpstream(
    cms.url(),
    (_path, body) => body,
    (path) => (path === '/pageeditor-api/schedule/state/' ? '/pageeditor-api/no-scheduling-here/' : undefined),
  );
  [web, withoutScheduling, staffCookie] = await Promise.all([
    startWeb({ CMS_URL: cms.url(), SCHEDULE_WATCH_MS: '200' }),
    startWeb({ CMS_URL: hiding.url, SCHEDULE_WATCH_MS: '200' }),
    loginAsStaff(cms.url()),
  ]);
});

afterAll(async () => {
  await web?.stop();
  await withoutScheduling?.stop();
  await hiding?.close();
});

const staff = (query: string, variables: Record<string, unknown> = {}, base = web.url) =>
  graphql(base, query, variables, { cookie: staffCookie });

function errorOf(result: { json: { errors?: GraphQLErrorJson[] } }): GraphQLErrorJson {
  const [error] = result.json.errors ?? [];
  if (!error) throw new Error('expected an error');
  return error;
}

const CHANGE_FIELDS = 'id pageId locale action dueAt scheduledBy pageTitle pagePath';
const SCHEDULE = `mutation ($locale: Locale!, $pageId: ID!, $action: ScheduledPageAction!, $dueAt: DateTime!) {
  schedulePageChange(locale: $locale, pageId: $pageId, action: $action, dueAt: $dueAt) { ${CHANGE_FIELDS} } }`;
const PAGE_SCHEDULE = `query ($locale: Locale!, $pageId: ID!) { pageSchedule(locale: $locale, pageId: $pageId) { ${CHANGE_FIELDS} } }`;
const ALL = `query ($locale: Locale!) { scheduledPageChanges(locale: $locale) { ${CHANGE_FIELDS} } }`;
const CANCEL = 'mutation ($locale: Locale!, $id: ID!) { cancelScheduledPageChange(locale: $locale, id: $id) }';
const CAPABILITIES = '{ editorCapabilities { scheduling } }';

const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const visitorStatus = async () => (await request(`${web.url}/de/${PATH}`)).status;

async function advanceClock(ms: number): Promise<void> {
  const moved = await request(`${cms.url()}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: ms }),
  });
  expect(moved.status).toBe(200);
}

/** Polls until `check` holds; fails after `ms` (far below the pages' minute in the shared cache). */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`the condition did not hold within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

describe('the capability flag', () => {
  it('is true against this upstream, for anyone', async () => {
    expect((await graphql(web.url, CAPABILITIES)).json.data).toEqual({ editorCapabilities: { scheduling: true } });
  });

  it('is false against an upstream without scheduling, which then has nothing scheduled and schedules nothing', async () => {
    expect((await graphql(withoutScheduling.url, CAPABILITIES)).json.data).toEqual({ editorCapabilities: { scheduling: false } });
    expect((await staff(ALL, { locale: 'DE' }, withoutScheduling.url)).json.data).toEqual({ scheduledPageChanges: [] });
    const refused = await staff(SCHEDULE, { locale: 'EN', pageId: '5', action: 'ONLINE', dueAt: fromNow(HOUR) }, withoutScheduling.url);
    expect(errorOf(refused).message).toBe('The content service cannot carry out changes at a set time.');
  });
});

describe('refusals and messages', () => {
  beforeAll(async () => {
    const created = await staff('mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id isOnline } }', {
      input: { title: 'Zeitplan-Seite', path: PATH },
    });
    expect(created.json.errors).toBeUndefined();
    const page = created.json.data?.createPage as { id: string; isOnline: boolean };
    expect(page.isOnline).toBe(false);
    pageId = page.id;
  });

  it('refuses every call without a session, asking the upstream nothing', async () => {
    for (const [query, variables] of [
      [SCHEDULE, { locale: 'DE', pageId, action: 'ONLINE', dueAt: fromNow(HOUR) }],
      [PAGE_SCHEDULE, { locale: 'DE', pageId }],
      [ALL, { locale: 'DE' }],
      [CANCEL, { locale: 'DE', id: '1' }],
    ] as const) {
      expect(errorOf(await graphql(web.url, query, variables)).extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a cross-site form post with the staff cookie (CSRF prevention), scheduling nothing', async () => {
    // What a form on another site could send: no JSON content type, no preflight header.
    const body = JSON.stringify({ query: SCHEDULE, variables: { locale: 'DE', pageId, action: 'ONLINE', dueAt: fromNow(HOUR) } });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const refused = await request(`${web.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType, cookie: staffCookie },
        body,
      });
      expect(refused.status, contentType).toBe(400);
    }
    expect((await staff(PAGE_SCHEDULE, { locale: 'DE', pageId })).json.data).toEqual({ pageSchedule: [] });
  });

  it("says what is wrong by argument, in the caller's language", async () => {
    const past = { action: 'ONLINE', dueAt: fromNow(-HOUR) };
    expect(errorOf(await staff(SCHEDULE, { locale: 'DE', pageId, ...past })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { dueAt: ['Der Zeitpunkt muss in der Zukunft liegen.'] },
    });
    // A seeded page in English (the test's page has German only).
    const englishPages = (await staff('query { editorPages(locale: EN) { id } }')).json.data?.editorPages as { id: string }[] | undefined;
    const english = englishPages?.[0]?.id;
    expect(errorOf(await staff(SCHEDULE, { locale: 'EN', pageId: english, ...past })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { dueAt: ['The time must be in the future.'] },
    });
    // A time without its offset passes the DateTime scalar; the upstream wants the offset.
    expect(
      errorOf(await staff(SCHEDULE, { locale: 'DE', pageId, action: 'ONLINE', dueAt: '2030-12-01T10:00:00' })).extensions?.fieldErrors,
    ).toEqual({
      dueAt: ['Bitte Datum und Uhrzeit mit ihrer Zeitzone angeben, z. B. 2026-12-01T10:00:00+01:00.'],
    });
    // The page exists in German only.
    expect(
      errorOf(await staff(SCHEDULE, { locale: 'EN', pageId, action: 'ONLINE', dueAt: fromNow(HOUR) })).extensions?.fieldErrors,
    ).toEqual({ pageId: ['This page does not exist in this language.'] });
    expect(errorOf(await staff(PAGE_SCHEDULE, { locale: 'EN', pageId })).extensions?.code).toBe('NOT_FOUND');
  });
});

describe('a scheduled change carried out by the upstream', () => {
  it('takes the page online at its time, and the site shows it within seconds', async () => {
    expect(await visitorStatus()).toBe(404);
    const scheduled = await staff(SCHEDULE, { locale: 'DE', pageId, action: 'ONLINE', dueAt: fromNow(HOUR) });
    expect(scheduled.json.errors).toBeUndefined();
    const change = scheduled.json.data?.schedulePageChange as ChangeJson;
    expect(change).toMatchObject({
      pageId,
      locale: 'DE',
      action: 'ONLINE',
      scheduledBy: 'redaktion',
      pageTitle: 'Zeitplan-Seite',
      pagePath: `/de/${PATH}`,
    });
    // The hub's list and the page's own.
    const all = (await staff(ALL, { locale: 'EN' })).json.data?.scheduledPageChanges as ChangeJson[];
    expect(all.find((entry) => entry.id === change.id)).toEqual(change);
    expect((await staff(PAGE_SCHEDULE, { locale: 'DE', pageId })).json.data).toEqual({ pageSchedule: [change] });
    // Asked again before its time: the 404 is what the shared cache keeps now.
    expect(await visitorStatus()).toBe(404);
    await advanceClock(HOUR + 60_000);
    await within(8000, async () => (await visitorStatus()) === 200);
    expect((await staff(PAGE_SCHEDULE, { locale: 'DE', pageId })).json.data).toEqual({ pageSchedule: [] });
  });

  it('takes it offline again at its time, though its page was kept in the shared cache', async () => {
    for (let index = 0; index < 3; index += 1) expect(await visitorStatus()).toBe(200);
    const scheduled = await staff(SCHEDULE, { locale: 'DE', pageId, action: 'OFFLINE', dueAt: fromNow(2 * HOUR) });
    expect(scheduled.json.errors).toBeUndefined();
    expect(await visitorStatus()).toBe(200);
    await advanceClock(HOUR);
    await within(8000, async () => (await visitorStatus()) === 404);
    const versions = await staff('query ($pageId: ID!) { pageVersions(locale: DE, pageId: $pageId) { action user } }', { pageId });
    const list = versions.json.data?.pageVersions as { action: string; user: string | null }[] | undefined;
    expect(list?.slice(0, 2)).toEqual([
      { action: 'UNPUBLISH', user: 'redaktion' },
      { action: 'PUBLISH', user: 'redaktion' },
    ]);
  });

  it('cancels a change, which then never happens', async () => {
    const scheduled = await staff(SCHEDULE, { locale: 'DE', pageId, action: 'ONLINE', dueAt: fromNow(3 * HOUR) });
    const change = scheduled.json.data?.schedulePageChange as ChangeJson;
    expect((await staff(CANCEL, { locale: 'DE', id: change.id })).json.data).toEqual({ cancelScheduledPageChange: true });
    expect((await staff(CANCEL, { locale: 'DE', id: change.id })).json.data).toEqual({ cancelScheduledPageChange: false });
    await advanceClock(2 * HOUR);
    // Several of the scheduler's and the watcher's looks.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await visitorStatus()).toBe(404);
  });
});
