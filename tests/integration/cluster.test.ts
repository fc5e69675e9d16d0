// WEB_CONCURRENCY=2: one primary and two workers on one port (src/server/cluster/runPrimary.ts).
// Which worker served a request is read where production shows it too: the workers are found in
// the process tree (/proc), and each request's log line (LOG_LEVEL=debug logs every request,
// with the x-request-id we send) carries the pid of the worker that answered it.
// Without CMS_URL the primary starts the embedded upstream once, in a fresh data folder, which
// this file may therefore edit freely.
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, request } from '../support/http';
import { freePort, ROOT, startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

interface LogLine {
  pid?: number;
  service?: string;
  msg?: string;
  req?: { id?: string };
  [key: string]: unknown;
}

function logLines(web: RunningProcess): LogLine[] {
  return web
    .output()
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

/** The live child processes of `pid` whose command line names `entry` (zombies excluded). */
function childrenOf(pid: number, entry: string): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may contain spaces, so split after ')'.
      const [state, ppid] = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(ppid) !== pid || state === 'Z') continue;
      if (readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(entry)) children.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return children.sort((a, b) => a - b);
}

const workersOf = (web: RunningProcess) => childrenOf(web.child.pid ?? -1, 'dist/server/main.mjs');
const distinct = (pids: readonly number[]) => [...new Set(pids)].sort((a, b) => a - b);

async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The pid in the log line of the request with this x-request-id (logged once it completed; pino-http says 'request errored' for a 5xx). */
function servedBy(web: RunningProcess, requestIds: readonly string[]): Promise<number[]> {
  return waitFor('the request log lines', () => {
    const lines = logLines(web);
    const pids = requestIds.map(
      (id) => lines.find((line) => line.req?.id === id && (line.msg === 'request completed' || line.msg === 'request errored'))?.pid,
    );
    return pids.every((pid) => pid !== undefined) ? pids : undefined;
  });
}

/** Opens a new connection per request (no agent), so the primary deals each one out anew. */
async function getHealth(web: RunningProcess, count: number): Promise<{ statuses: number[]; ids: string[] }> {
  const statuses: number[] = [];
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = `health-${randomUUID()}`;
    ids.push(id);
    statuses.push((await request(`${web.url}/healthz`, { headers: { 'x-request-id': id } })).status);
  }
  return { statuses, ids };
}

describe('a cluster of two workers with the embedded upstream (WEB_CONCURRENCY=2)', () => {
  let dataDir: string;
  let web: RunningProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-cluster-'));
    web = await startWeb({
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'debug',
      CMS_URL: undefined,
      CMS_PORT: '0',
      CMS_DATA_DIR: dataDir,
      REDIS_URL: undefined,
    });
  });

  afterAll(async () => {
    await web?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs two workers and one upstream under the primary, both listening on the reported port', async () => {
    const primary = web.child.pid ?? -1;
    const workers = workersOf(web);
    expect(workers).toHaveLength(2);
    expect(childrenOf(primary, 'dist/cms/main.mjs')).toHaveLength(1);
    // The log lines travel on stdout, the ready message on IPC: the lines may come a little later.
    const listening = await waitFor('both "worker listening" lines', () => {
      const lines = logLines(web).filter((line) => line.pid === primary && line.msg === 'worker listening');
      return lines.length >= 2 ? lines : undefined;
    });
    expect(distinct(listening.map((line) => Number(line.worker)))).toEqual(workers);
    expect(listening.every((line) => line.port === web.port)).toBe(true);
  });

  it('serves /healthz and pages from both workers on the one port', async () => {
    const workers = workersOf(web);
    const health = await getHealth(web, 6);
    expect(health.statuses).toEqual([200, 200, 200, 200, 200, 200]);

    const pageIds = [`page-${randomUUID()}`, `page-${randomUUID()}`];
    for (const id of pageIds) {
      const page = await request(`${web.url}/de/konzerte`, { headers: { 'x-request-id': id } });
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-testid="event-list"');
    }

    const healthPids = await servedBy(web, health.ids);
    const pagePids = await servedBy(web, pageIds);
    expect(distinct(healthPids)).toEqual(workers);
    expect(distinct(pagePids)).toEqual(workers);
  });

  it('tells the other worker of a staff edit made in one (no Redis), and every read then shows the edit', async () => {
    const primary = web.child.pid ?? -1;
    const embedded = logLines(web).find((line) => line.msg === 'embedded upstream ready');
    const staffCookie = await loginAsStaff(`http://127.0.0.1:${String(embedded?.port)}`);
    const titleQuery = 'query { page(locale: DE, path: "ueber-uns/geschichte") { id title } }';
    const before = await graphql(web.url, titleQuery);
    const page = before.json.data?.page as { id: string; title: string };
    expect(page.title).toBe('Geschichte');

    const title = `Geschichte ${randomBytes(3).toString('hex')}`;
    const writeId = `write-${randomUUID()}`;
    const written = await graphql(
      web.url,
      'mutation ($id: ID!, $title: String!) { updatePageSettings(locale: DE, pageId: $id, settings: { title: $title }) { title } }',
      { id: page.id, title },
      { cookie: staffCookie, 'x-request-id': writeId },
    );
    expect(written.json.errors).toBeUndefined();
    expect(written.json.data?.updatePageSettings).toEqual({ title });

    // Right after the write, reads on both workers see it.
    const readIds: string[] = [];
    const titles: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const id = `read-${randomUUID()}`;
      readIds.push(id);
      const read = await graphql(web.url, titleQuery, {}, { 'x-request-id': id });
      titles.push((read.json.data!.page as { title: string }).title);
    }
    expect(new Set(titles)).toEqual(new Set([title]));
    const workers = workersOf(web);
    expect(distinct(await servedBy(web, readIds))).toEqual(workers);

    // The invalidation went from the writing worker through the primary to the other one.
    const [writer] = await servedBy(web, [writeId]);
    const other = workers.find((pid) => pid !== writer);
    const relayed = logLines(web).find((line) => line.pid === primary && line.msg === 'cache invalidation relayed to the other workers');
    expect(relayed).toMatchObject({ from: writer, to: [other], prefixes: expect.arrayContaining(['pages:', 'navigation:']) });
    const heard = logLines(web).filter((line) => line.msg === 'cache invalidation from another worker');
    expect(heard.map((line) => line.pid)).toEqual([other]);
    expect(heard[0]?.prefixes).toEqual(relayed?.prefixes);
  });

  it('gives both workers a new redirect record and the site going offline at once, though each had them cached (issue 21 item 3)', async () => {
    const embedded = logLines(web).find((line) => line.msg === 'embedded upstream ready');
    const staffCookie = await loginAsStaff(`http://127.0.0.1:${String(embedded?.port)}`);
    const oldPath = `/de/alt-${randomBytes(3).toString('hex')}`;
    /** Ten page requests over both workers: their statuses and who served them. */
    const tenRequests = async (path: string) => {
      const ids: string[] = [];
      const answers: { status: number; location: string | undefined }[] = [];
      for (let index = 0; index < 10; index += 1) {
        const id = `guard-${randomUUID()}`;
        ids.push(id);
        const answer = await request(`${web.url}${path}`, { headers: { 'x-request-id': id } });
        answers.push({ status: answer.status, location: answer.headers.location });
      }
      expect(distinct(await servedBy(web, ids))).toEqual(workersOf(web));
      return answers;
    };
    // Both workers read (and keep) the settings and the redirect records: no record for the path yet.
    expect(new Set((await tenRequests(oldPath)).map((answer) => answer.status))).toEqual(new Set([404]));

    const created = await graphql(
      web.url,
      `mutation { createRedirect(locale: DE, input: { oldPath: "${oldPath}", newPath: "/de/konzerte" }) { id } }`,
      {},
      { cookie: staffCookie },
    );
    expect(created.json.errors).toBeUndefined();
    expect(await tenRequests(oldPath)).toEqual(Array.from({ length: 10 }, () => ({ status: 301, location: '/de/konzerte' })));

    const setOnline = (online: boolean) =>
      graphql(
        web.url,
        `mutation { updateSiteSettings(locale: DE, input: { isSiteOnline: ${String(online)} }) { isSiteOnline } }`,
        {},
        { cookie: staffCookie },
      );
    try {
      expect((await setOnline(false)).json.data).toEqual({ updateSiteSettings: { isSiteOnline: false } });
      expect(new Set((await tenRequests('/de/konzerte')).map((answer) => answer.status))).toEqual(new Set([503]));
    } finally {
      expect((await setOnline(true)).json.data).toEqual({ updateSiteSettings: { isSiteOnline: true } });
    }
    expect(new Set((await tenRequests('/de/konzerte')).map((answer) => answer.status))).toEqual(new Set([200]));
  });

  it('keeps answering when a worker is killed, and replaces it', async () => {
    const primary = web.child.pid ?? -1;
    const [victim, survivor] = workersOf(web);
    if (victim === undefined || survivor === undefined) throw new Error('two workers expected');
    process.kill(victim, 'SIGKILL');
    await waitFor('the primary to notice', () =>
      logLines(web).some((line) => line.pid === primary && line.msg === 'worker died; replacing it' && line.worker === victim),
    );

    const meanwhile = await getHealth(web, 4);
    expect(meanwhile.statuses).toEqual([200, 200, 200, 200]);

    const replacement = await waitFor('a replacement worker that listens', () => {
      const fresh = workersOf(web).find((pid) => pid !== survivor && pid !== victim);
      return fresh !== undefined && logLines(web).some((line) => line.msg === 'worker listening' && line.worker === fresh)
        ? fresh
        : undefined;
    });
    expect(workersOf(web)).toEqual(distinct([survivor, replacement]));
    const after = await getHealth(web, 4);
    expect(after.statuses).toEqual([200, 200, 200, 200]);
    expect(distinct(await servedBy(web, after.ids))).toEqual(workersOf(web));
  });

  it('stops every worker and the upstream on SIGTERM and exits 0', async () => {
    const primary = web.child.pid ?? -1;
    const children = [...workersOf(web), ...childrenOf(primary, 'dist/cms/main.mjs')];
    expect(children).toHaveLength(3);
    expect(await web.stop('SIGTERM')).toBe(0);
    expect(children.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
  });
});

describe('cluster start-up', () => {
  let blocker: Server | undefined;

  afterAll(async () => {
    await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
  });

  it('refuses a WEB_CONCURRENCY that is not a count, naming it', () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'dist/server/main.mjs')], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', CMS_URL: inject('cmsUrl'), WEB_CONCURRENCY: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toMatch(/WEB_CONCURRENCY: must be a whole number from 1 to 64/);
  });

  it('gives up, non-zero and with no worker left, when the workers keep dying at start-up', async () => {
    // Another program holds the port: every worker fails to listen.
    const port = await freePort();
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(port, '127.0.0.1', resolve));
    const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        PORT: String(port),
        CMS_URL: inject('cmsUrl'),
        REDIS_URL: undefined,
        WEB_CONCURRENCY: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const watchdog = setTimeout(() => child.kill('SIGKILL'), 50_000);
    // 'close' comes once every holder of the output pipes (the workers too) has let go.
    const code = await new Promise<number | null>((resolve) => child.once('close', (exitCode) => resolve(exitCode)));
    clearTimeout(watchdog);

    expect(code).toBe(1);
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    const deaths = lines.filter((line) => line.msg === 'worker died before it listened; replacing it');
    // Backed off between attempts (doubling) rather than forking in a loop…
    expect(deaths.map((line) => line.retryInMs)).toEqual([500, 1000, 2000, 4000]);
    // …then gave up with a clear message, and left no worker behind.
    expect(lines.filter((line) => line.level === 60).map((line) => line.msg)).toEqual([
      'workers keep dying at start-up (5 in a row); giving up',
    ]);
    const forked = lines.flatMap((line) => (typeof line.worker === 'number' ? [line.worker] : []));
    expect(distinct(forked)).toHaveLength(5);
    expect(forked.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
  }, 60_000);
});
