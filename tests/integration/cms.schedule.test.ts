// Scheduled page changes in the upstream (issue 22 item 7; src/cms/README.md "Scheduled page
// changes"), against the built CMS on an upstream of its own (OWN_STORAGE) whose clock
// (CMS_TEST_CLOCK) the tests move forward: the endpoints' refusals (CSRF, session) and validation,
// scheduling, moving, listing and cancelling, the scheduler carrying a change out by itself once
// it is due (as POST page/{id}/publish/ would: the page online or offline for visitors, a version
// by whoever scheduled it, the state's revision), several changes in due order, a deleted language
// taking its changes along, and the catch-up at start of what fell due while the process was down.
// On PostgreSQL (TEST_DATABASE_URL) also two upstream processes on one database sharing the work,
// each change carried out once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF } from '../support/staff';
import { startCms, type RunningProcess } from '../support/processes';
import { dropSchema, freshSchemaName, OWN_STORAGE, TEST_DATABASE_URL } from '../support/testStorage';

type Json = Record<string, unknown>;
interface Reply<T = Json> {
  status: number;
  body: T;
}
interface ErrorBody {
  detail: string;
  errors?: Record<string, string[]>;
}
interface ChangeBody {
  id: number;
  page_id: number;
  lang: string;
  action: string;
  due_at: string;
  created: string;
  user: string | null;
  page_title: string;
  page_url: string;
}
interface PageBody {
  id: number;
  is_online: boolean;
}
interface VersionBody {
  id: number;
  action: string;
  user: string | null;
}

/** A browser-like client of one upstream: keeps its cookies and echoes the CSRF cookie in the header (unless told not to). */
class Client {
  readonly cookies = new Map<string, string>();

  constructor(private readonly base: () => string) {}

  async call<T = Json>(method: string, pathname: string, body?: unknown, options: { csrf?: boolean } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get('csrftoken');
    if ((options.csrf ?? true) && csrf) headers['x-csrftoken'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base()}${pathname}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
  }

  get<T = Json>(pathname: string): Promise<Reply<T>> {
    return this.call<T>('GET', pathname);
  }

  async login(): Promise<void> {
    this.cookies.clear();
    await this.get('/api/user-details/');
    const reply = await this.call('POST', '/de/api/user-login/', STAFF);
    if (reply.status !== 200) throw new Error(`login failed: ${reply.status}`);
  }
}

const HOUR = 3_600_000;
/** An instant `ms` after the wall clock, with its UTC offset as the API wants it. */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

async function advanceClock(base: string, ms: number): Promise<void> {
  const response = await fetch(`${base}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: ms }),
  });
  expect(response.status).toBe(200);
}

/** Polls until `check` holds (the scheduler looks every 100 ms here); fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const TEST_ENV = { NODE_ENV: 'test', CMS_TEST_CLOCK: 'true' };

describe('scheduled page changes (upstream)', () => {
  const schema = OWN_STORAGE === 'postgres' ? freshSchemaName() : undefined;
  let dataDir = '';
  let cms: RunningProcess | undefined;
  const base = () => cms?.url ?? 'http://cms-did-not-start';
  const storageEnv = () => ({
    CMS_DATA_DIR: dataDir,
    ...(schema && TEST_DATABASE_URL ? { DATABASE_URL: TEST_DATABASE_URL, CMS_DATABASE_SCHEMA: schema } : {}),
  });
  const staff = new Client(base);
  const visitor = new Client(base);
  let pageId = 0;
  const STAMP = Date.now().toString(36);
  const PATH = `geplant-${STAMP}`;

  const visitorSees = async () => (await visitor.get(`/de/pageeditor-api/page/${PATH}`)).status === 200;
  const schedule = (body: Json, lang = 'de', id = pageId) =>
    staff.call<ChangeBody & ErrorBody>('POST', `/${lang}/pageeditor-api/page/${id}/schedule/`, body);
  const pending = async (id = pageId, lang = 'de') => (await staff.get<ChangeBody[]>(`/${lang}/pageeditor-api/page/${id}/schedule/`)).body;
  const versions = async () => (await staff.get<VersionBody[]>(`/de/pageeditor-api/page/${pageId}/versions/`)).body;
  const revision = async () =>
    (await visitor.get<{ scheduling: boolean; revision: number }>('/pageeditor-api/schedule/state/')).body.revision;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-cms-schedule-'));
    cms = await startCms({ ...storageEnv(), ...TEST_ENV, CMS_SCHEDULER_INTERVAL_MS: '100' });
    await staff.login();
    await visitor.get('/api/user-details/');
    const created = await staff.call<PageBody>('POST', '/de/pageeditor-api/page/', { title: 'Geplante Seite', path: PATH });
    expect(created.status).toBe(201);
    expect(created.body.is_online).toBe(false);
    pageId = created.body.id;
  });

  afterAll(async () => {
    const code = await cms?.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (schema) await dropSchema(schema);
    expect(code).toBe(0);
  });

  it('answers its state to anyone: it schedules, nothing carried out yet', async () => {
    const state = await visitor.get('/pageeditor-api/schedule/state/');
    expect(state).toEqual({ status: 200, body: { scheduling: true, revision: 0 } });
    expect((await visitor.get('/en/pageeditor-api/schedule/state/')).body).toEqual({ scheduling: true, revision: 0 });
  });

  it('refuses without the CSRF header (403) and without a session (401), writing nothing', async () => {
    const body = { action: 'online', due_at: fromNow(HOUR) };
    const noCsrf = await staff.call<ErrorBody>('POST', `/de/pageeditor-api/page/${pageId}/schedule/`, body, { csrf: false });
    expect(noCsrf).toEqual({ status: 403, body: { detail: 'CSRF Failed: CSRF token missing or incorrect.' } });
    const anonymous = await visitor.call<ErrorBody>('POST', `/de/pageeditor-api/page/${pageId}/schedule/`, body);
    expect(anonymous).toEqual({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
    expect((await visitor.get(`/de/pageeditor-api/page/${pageId}/schedule/`)).status).toBe(401);
    expect((await visitor.get('/de/pageeditor-api/schedule/')).status).toBe(401);
    expect((await visitor.call('DELETE', '/de/pageeditor-api/schedule/1/')).status).toBe(401);
    expect((await staff.call('DELETE', '/de/pageeditor-api/schedule/1/', undefined, { csrf: false })).status).toBe(403);
    expect(await pending()).toEqual([]);
  });

  it('validates the body by field: required, a past time, an invalid date, no offset, too far ahead, an unknown action or field', async () => {
    expect(await schedule({})).toEqual({
      status: 400,
      body: { detail: 'Invalid input.', errors: { action: ['This field is required!'], due_at: ['This field is required!'] } },
    });
    expect((await schedule({ action: 'online', due_at: fromNow(-60_000) })).body.errors).toEqual({
      due_at: ['The time must be in the future.'],
    });
    const format = 'Enter a valid date and time with its UTC offset, e.g. 2026-12-01T10:00:00+01:00.';
    expect((await schedule({ action: 'online', due_at: '2026-02-30T10:00:00+01:00' })).body.errors).toEqual({ due_at: [format] });
    expect((await schedule({ action: 'online', due_at: '2030-12-01T10:00:00' })).body.errors).toEqual({ due_at: [format] });
    expect((await schedule({ action: 'online', due_at: 'morgen früh' })).body.errors).toEqual({ due_at: [format] });
    expect((await schedule({ action: 'online', due_at: fromNow(6 * 366 * 24 * HOUR) })).body.errors).toEqual({
      due_at: ['The time must be at most 5 years ahead.'],
    });
    const wrong = await schedule({ action: 'publish', due_at: fromNow(HOUR), colour: 'red' });
    expect(wrong).toEqual({
      status: 400,
      body: { detail: 'Invalid input.', errors: { action: ['Select one of: online, offline.'], colour: ['Unknown field.'] } },
    });
    expect((await schedule([1, 2] as unknown as Json)).status).toBe(400);
    expect(await pending()).toEqual([]);
  });

  it('answers 404 for an unknown page and for a language the page does not have', async () => {
    const body = { action: 'online', due_at: fromNow(HOUR) };
    expect(await schedule(body, 'de', 999_999)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await schedule(body, 'en')).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect((await staff.get(`/en/pageeditor-api/page/${pageId}/schedule/`)).status).toBe(404);
  });

  it('schedules (201), moves the same action instead of adding one (200), lists soonest first, cancels (204, then 404)', async () => {
    const online = await schedule({ action: 'online', due_at: fromNow(3 * HOUR) });
    expect(online.status).toBe(201);
    expect(online.body).toMatchObject({
      page_id: pageId,
      lang: 'de',
      action: 'online',
      user: 'redaktion',
      page_title: 'Geplante Seite',
      page_url: `/de/${PATH}`,
    });
    // Berlin's offset (README "Dates and times").
    expect(online.body.due_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(online.body.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    const moved = await schedule({ action: 'online', due_at: fromNow(HOUR) });
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(online.body.id);
    const offline = await schedule({ action: 'offline', due_at: fromNow(2 * HOUR) });
    expect(offline.status).toBe(201);
    expect((await pending()).map((change) => [change.id, change.action])).toEqual([
      [online.body.id, 'online'],
      [offline.body.id, 'offline'],
    ]);
    const all = (await staff.get<ChangeBody[]>('/en/pageeditor-api/schedule/')).body;
    expect(all.filter((change) => change.page_id === pageId).map((change) => change.id)).toEqual([online.body.id, offline.body.id]);
    // A change of another language is not found under this prefix.
    expect((await staff.call('DELETE', `/en/pageeditor-api/schedule/${offline.body.id}/`)).status).toBe(404);
    expect((await staff.call('DELETE', `/de/pageeditor-api/schedule/${offline.body.id}/`)).status).toBe(204);
    expect((await staff.call('DELETE', `/de/pageeditor-api/schedule/${offline.body.id}/`)).status).toBe(404);
    expect((await pending()).map((change) => change.action)).toEqual(['online']);
    // Nothing was carried out: the page is as it was.
    expect(await visitorSees()).toBe(false);
  });

  it('carries a change out by itself once the clock reaches it, as publish would: online for visitors, a version by who scheduled it', async () => {
    const before = await revision();
    await advanceClock(base(), HOUR + 60_000);
    await eventually(visitorSees);
    expect(await pending()).toEqual([]);
    expect((await versions())[0]).toMatchObject({ action: 'publish', user: 'redaktion' });
    expect(await revision()).toBeGreaterThan(before);
  });

  it('carries out several due changes in their order, the later one last', async () => {
    const before = await revision();
    const versionsBefore = (await versions()).length;
    expect((await schedule({ action: 'offline', due_at: fromNow(4 * HOUR) })).status).toBe(201);
    expect((await schedule({ action: 'online', due_at: fromNow(5 * HOUR) })).status).toBe(201);
    await advanceClock(base(), 5 * HOUR);
    await eventually(async () => (await pending()).length === 0);
    const latest = await versions();
    expect(latest.slice(0, latest.length - versionsBefore).map((version) => version.action)).toEqual(['publish', 'unpublish']);
    expect(await visitorSees()).toBe(true);
    expect(await revision()).toBe(before + 2);
  });

  it('drops the changes of a language deleted from the page', async () => {
    const added = await staff.call<PageBody>('PATCH', `/en/pageeditor-api/page/${pageId}/`, {
      title: 'Scheduled page',
      path: `scheduled-${STAMP}`,
    });
    expect(added.status).toBe(200);
    const change = await schedule({ action: 'online', due_at: fromNow(30 * HOUR) }, 'en');
    expect(change.status).toBe(201);
    expect((await staff.call('DELETE', `/en/pageeditor-api/page/${pageId}/`)).status).toBe(204);
    const all = (await staff.get<ChangeBody[]>('/de/pageeditor-api/schedule/')).body;
    expect(all.some((entry) => entry.id === change.body.id)).toBe(false);
  });

  it('catches up at start on a change that fell due while the process was down, before it serves', async () => {
    // A restart starts the test clock afresh, at the wall clock: a change due in a few seconds of
    // wall time is ahead of it. An hour between looks, here and below: only a pass at start can
    // carry the change out.
    expect(await cms?.stop()).toBe(0);
    cms = await startCms({ ...storageEnv(), ...TEST_ENV, CMS_SCHEDULER_INTERVAL_MS: '3600000' });
    await staff.login();
    expect((await staff.call('POST', `/de/pageeditor-api/page/${pageId}/publish/`, { is_online: false })).status).toBe(200);
    expect(await visitorSees()).toBe(false);
    const dueAt = Date.now() + 2500;
    expect((await schedule({ action: 'online', due_at: new Date(dueAt).toISOString() })).status).toBe(201);
    const code = await cms?.stop();
    expect(code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now() + 500)));
    cms = await startCms({ ...storageEnv(), ...TEST_ENV, CMS_SCHEDULER_INTERVAL_MS: '3600000' });
    expect(await visitorSees()).toBe(true);
    await staff.login();
    expect(await pending()).toEqual([]);
    expect((await versions())[0]).toMatchObject({ action: 'publish', user: 'redaktion' });
  });
});

describe.skipIf(!TEST_DATABASE_URL)('several upstream processes on one PostgreSQL database', () => {
  const schema = freshSchemaName();
  const dataDirs: string[] = [];
  const processes: RunningProcess[] = [];
  const COUNT = 12;

  const envOf = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-cms-schedule-pg-'));
    dataDirs.push(dataDir);
    // LOG_LEVEL info: each process logs every change it carried out.
    return {
      CMS_DATA_DIR: dataDir,
      DATABASE_URL: TEST_DATABASE_URL,
      CMS_DATABASE_SCHEMA: schema,
      ...TEST_ENV,
      CMS_SCHEDULER_INTERVAL_MS: '50',
      LOG_LEVEL: 'info',
    };
  };

  beforeAll(async () => {
    // One after the other: the first seeds the empty schema.
    processes.push(await startCms(await envOf()));
    processes.push(await startCms(await envOf()));
  });

  afterAll(async () => {
    for (const running of processes) expect(await running.stop()).toBe(0);
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
    await dropSchema(schema);
  });

  it('carries out every change exactly once between them', async () => {
    const [first, second] = processes;
    if (!first || !second) throw new Error('two upstream processes');
    const staff = new Client(() => first.url);
    await staff.login();
    const ids: number[] = [];
    for (let index = 0; index < COUNT; index += 1) {
      const created = await staff.call<PageBody>('POST', '/de/pageeditor-api/page/', {
        title: `Parallel ${index}`,
        path: `parallel-${index}`,
      });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
      expect(
        (await staff.call('POST', `/de/pageeditor-api/page/${created.body.id}/schedule/`, { action: 'online', due_at: fromNow(HOUR) }))
          .status,
      ).toBe(201);
    }
    // Both clocks past the hour at once: both schedulers look for the same rows every 50 ms.
    await Promise.all([advanceClock(first.url, 2 * HOUR), advanceClock(second.url, 2 * HOUR)]);
    await eventually(async () => (await staff.get<ChangeBody[]>('/de/pageeditor-api/schedule/')).body.length === 0);
    for (const id of ids) {
      const list = (await staff.get<VersionBody[]>(`/de/pageeditor-api/page/${id}/versions/`)).body;
      expect(
        list.filter((version) => version.action === 'publish'),
        `page ${id}`,
      ).toHaveLength(1);
    }
    const carriedOut = (output: string) => output.split('\n').filter((line) => line.includes('scheduled page change carried out')).length;
    expect(carriedOut(first.output()) + carriedOut(second.output())).toBe(COUNT);
    expect((await new Client(() => second.url).get<{ revision: number }>('/pageeditor-api/schedule/state/')).body.revision).toBe(COUNT);
  });
});
