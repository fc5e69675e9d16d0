// Error reporting (spec 000 §8, spec 001 §8): with SENTRY_DSN set to a local receiver, the web
// process reports a server error and forwards a browser error, each with its request id; the
// embedded upstream reports its 500s; without SENTRY_DSN nothing is loaded or sent.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSentryReporter } from '../../src/shared/createSentryReporter';
import type { Database } from '../../src/cms/db/openDatabase';
import { createApp as createCmsApp } from '../../src/cms/http/createApp';
import { BROWSER_ERROR_BURST } from '../../src/server/reporting/createBrowserErrorEndpoint';
import { startErrorReceiver, textOf, type ErrorReceiver } from '../support/errorReceiver';
import { graphql, request } from '../support/http';
import { ROOT, startWeb, type RunningProcess } from '../support/processes';
import { startUpstreamProxy, type UpstreamProxy } from '../support/upstreamProxy';
import { SHARED_SEASON_START } from '../support/seedDates';

const TRACE_IMPORTS = `--import=${path.join(ROOT, 'tests/support/traceSentryImports.mjs')}`;

const PROGRAMME = `query Programme($from: Date!) { events(locale: DE, from: $from, page: 1, pageSize: 10) { totalCount items { id title } } }`;

/** A browser report as src/client/reportError.ts sends it. */
function browserReport(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    kind: 'render',
    requestId: 'page-request-1',
    path: '/de/konzerte',
    message: 'TypeError: x is undefined',
    stack: 'TypeError: x is undefined\n    at EventCard (/assets/entry-client.js:1:2)',
    ...overrides,
  });
}

/** Posts a report from the client address `ip` (TRUST_PROXY is on: each test is its own client). */
function postReport(web: RunningProcess, ip: string, body: string, contentType = 'text/plain;charset=UTF-8') {
  return request(`${web.url}/_errors`, { method: 'POST', headers: { 'content-type': contentType, 'x-forwarded-for': ip }, body });
}

let workDir = '';
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'orchestra-reporting-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('with SENTRY_DSN', () => {
  let receiver: ErrorReceiver;
  let proxy: UpstreamProxy;
  let web: RunningProcess;
  let traceFile = '';

  beforeAll(async () => {
    receiver = await startErrorReceiver();
    proxy = await startUpstreamProxy(inject('cmsUrl'));
    traceFile = path.join(workDir, 'with-dsn.trace');
    web = await startWeb({
      CMS_URL: proxy.url,
      SENTRY_DSN: receiver.dsn,
      SENTRY_ENVIRONMENT: 'reporting-test',
      SENTRY_RELEASE: 'orchestra@test',
      TRUST_PROXY: 'true',
      // Every render asks the upstream (a broken answer is never kept anyway).
      UPSTREAM_CACHE: 'off',
      NODE_OPTIONS: TRACE_IMPORTS,
      TRACE_SENTRY_FILE: traceFile,
    });
  });
  afterAll(async () => {
    await web?.stop();
    await proxy?.close();
    await receiver?.close();
  });

  it('loads the SDK', async () => {
    expect(await readFile(traceFile, 'utf8')).toContain('@sentry/node');
  });

  it('reports a page render that failed on a broken upstream answer, with the request id, environment and release', async () => {
    proxy.corrupt((requested) => requested.startsWith('/de/api/events/'));
    try {
      const page = await request(`${web.url}/de/konzerte`, { headers: { 'x-request-id': 'render-broken-upstream-1' } });
      // The shell was sent; the list's boundary failed (the browser retries it).
      expect(page.status).toBe(200);
      const event = await receiver.waitFor((candidate) => candidate.tags?.request_id === 'render-broken-upstream-1');
      expect(event.tags).toMatchObject({ source: 'render', service: 'web', page: 'events' });
      expect(event.level).toBe('error');
      expect(event.environment).toBe('reporting-test');
      expect(event.release).toBe('orchestra@test');
    } finally {
      proxy.corrupt(null);
    }
  });

  it('reports an internal GraphQL error of /graphql with the request id, and not a caller mistake', async () => {
    proxy.corrupt((requested) => requested.startsWith('/de/api/events/'));
    try {
      const answer = await graphql(web.url, PROGRAMME, { from: SHARED_SEASON_START }, { 'x-request-id': 'graphql-broken-upstream-1' });
      expect(answer.json.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
      const event = await receiver.waitFor((candidate) => candidate.tags?.request_id === 'graphql-broken-upstream-1');
      expect(event.tags).toMatchObject({ source: 'graphql', code: 'UPSTREAM_ERROR', operation: 'Programme' });
    } finally {
      proxy.corrupt(null);
    }
    const mistake = await graphql(web.url, '{ nothingHere }', {}, { 'x-request-id': 'graphql-mistake-1' });
    expect(mistake.json.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    await graphql(web.url, PROGRAMME, { from: 'not a date' }, { 'x-request-id': 'graphql-mistake-2' });
    // Reports leave in the order they were made: once a later one has arrived, a report of the
    // mistakes would have too.
    expect((await postReport(web, '198.51.100.9', browserReport({ requestId: 'after-mistakes' }))).status).toBe(204);
    await receiver.waitFor((candidate) => candidate.tags?.request_id === 'after-mistakes');
    expect(receiver.events.filter((candidate) => candidate.tags?.request_id?.startsWith('graphql-mistake'))).toEqual([]);
  });

  it('reports invalid filter parameters as a warning while redirecting to the catch page', async () => {
    const page = await request(`${web.url}/de/konzerte?room=abc`, { headers: { 'x-request-id': 'invalid-filter-1' } });
    expect(page.status).toBe(302);
    const event = await receiver.waitFor((candidate) => candidate.tags?.request_id === 'invalid-filter-1');
    expect(event.level).toBe('warning');
    expect(event.tags).toMatchObject({ kind: 'invalidFilterParameters' });
  });

  it('forwards a browser error posted to /_errors with the page request id, kind, path, message and stack', async () => {
    const answer = await postReport(web, '198.51.100.1', browserReport({ requestId: 'browser-page-1', kind: 'eventCall' }));
    expect(answer.status).toBe(204);
    const event = await receiver.waitFor((candidate) => candidate.tags?.request_id === 'browser-page-1');
    expect(event.tags).toMatchObject({ source: 'browser', kind: 'eventCall', path: '/de/konzerte', service: 'web' });
    expect(textOf(event)).toContain('TypeError: x is undefined');
    expect(String(event.extra?.stack)).toContain('at EventCard');
  });

  it('takes the JSON of fetch as well as the text/plain of sendBeacon', async () => {
    const answer = await postReport(web, '198.51.100.2', browserReport({ requestId: 'browser-page-2' }), 'application/json');
    expect(answer.status).toBe(204);
    await receiver.waitFor((candidate) => candidate.tags?.request_id === 'browser-page-2');
  });

  it.each(
    (
      [
        ['not JSON', '{"kind": '],
        ['an unknown kind', browserReport({ kind: 'somethingElse' })],
        ['a field it does not know', browserReport({ cookie: 'x' })],
        ['a missing request id', browserReport({ requestId: undefined })],
        ['a path that is not a path', browserReport({ path: 'https://evil.example/' })],
        ['a message over 500 characters', browserReport({ message: 'x'.repeat(501) })],
        ['an empty body', ''],
      ] as const satisfies readonly (readonly [string, string])[]
    ).map(([name, body], index) => [name, body, index] as const),
  )('answers 400 to %s and forwards nothing', async (_name, body, index) => {
    const before = receiver.events.length;
    // A client of its own per case: the rate limit counts refused reports too.
    const answer = await postReport(web, `203.0.113.${index + 1}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toMatch(/at |\/src\//);
    expect(receiver.events.length).toBe(before);
  });

  it('answers 413 to a body over 8 KB', async () => {
    const answer = await postReport(web, '198.51.100.4', browserReport({ stack: 'y'.repeat(9000) }));
    expect(answer.status).toBe(413);
  });

  it(`answers 429 after a burst of ${BROWSER_ERROR_BURST} reports from one client, with Retry-After, while another client is still heard`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= BROWSER_ERROR_BURST; index += 1) {
      statuses.push((await postReport(web, '198.51.100.5', browserReport({ requestId: `burst-${index}` }))).status);
    }
    expect(statuses).toEqual([...Array<number>(BROWSER_ERROR_BURST).fill(204), 429]);
    const limited = await postReport(web, '198.51.100.5', browserReport());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postReport(web, '198.51.100.6', browserReport({ requestId: 'other-client' }))).status).toBe(204);
  });

  it('refuses a report another site made a browser send', async () => {
    const answer = await request(`${web.url}/_errors`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.7', 'sec-fetch-site': 'cross-site' },
      body: browserReport(),
    });
    expect(answer.status).toBe(403);
  });
});

describe('without SENTRY_DSN', () => {
  let receiver: ErrorReceiver;
  let proxy: UpstreamProxy;
  let web: RunningProcess;
  let traceFile = '';

  beforeAll(async () => {
    receiver = await startErrorReceiver();
    proxy = await startUpstreamProxy(inject('cmsUrl'));
    traceFile = path.join(workDir, 'without-dsn.trace');
    web = await startWeb({
      CMS_URL: proxy.url,
      SENTRY_DSN: '',
      UPSTREAM_CACHE: 'off',
      NODE_OPTIONS: TRACE_IMPORTS,
      TRACE_SENTRY_FILE: traceFile,
    });
  });
  afterAll(async () => {
    await web?.stop();
    await proxy?.close();
    await receiver?.close();
  });

  it('never loads the SDK and sends nothing, while browser reports are still taken and logged', async () => {
    proxy.corrupt((requested) => requested.startsWith('/de/api/events/'));
    try {
      expect((await request(`${web.url}/de/konzerte`)).status).toBe(200);
      expect((await graphql(web.url, PROGRAMME, { from: SHARED_SEASON_START })).json.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    } finally {
      proxy.corrupt(null);
    }
    expect((await postReport(web, '198.51.100.8', browserReport())).status).toBe(204);
    await web.stop();
    expect(receiver.envelopes()).toBe(0);
    // The hook wrote nothing: no @sentry module was even resolved.
    await expect(readFile(traceFile, 'utf8')).rejects.toThrow(/ENOENT/);
    expect(web.output()).toContain('browser error');
  });
});

describe('the embedded upstream with SENTRY_DSN', () => {
  const failingDb: Database = {
    kind: 'pglite',
    query: () => Promise.reject(new Error('the database went away')),
    transaction: () => Promise.reject(new Error('the database went away')),
    close: () => Promise.resolve(),
  };
  let receiver: ErrorReceiver;
  let server: Server;

  beforeAll(async () => {
    receiver = await startErrorReceiver();
    const logger = pino({ level: 'silent' });
    // The upstream's own reporter and app, in this process, with the real SDK.
    const reporter = await createSentryReporter({ dsn: receiver.dsn, environment: 'reporting-test', release: undefined }, 'cms', logger);
    server = createCmsApp({ db: failingDb, mediaDir: '/nonexistent', logger, today: () => '2026-11-22', reporter }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await receiver?.close();
  });

  it('reports its 500s with the request id', async () => {
    const { port } = server.address() as AddressInfo;
    const answer = await request(`http://127.0.0.1:${port}/de/api/genres/`, { headers: { 'x-request-id': 'upstream-500-1' } });
    expect(answer.status).toBe(500);
    const event = await receiver.waitFor((candidate) => candidate.tags?.request_id === 'upstream-500-1');
    expect(event.tags).toMatchObject({ source: 'upstream', service: 'cms' });
    expect(textOf(event)).toContain('the database went away');
  });
});
