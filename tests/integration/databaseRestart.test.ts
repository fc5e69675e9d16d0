// PostgreSQL restarted under the upstream (issue 24; README "Running several web processes", "What
// the tests prove"): the embedded upstream and one web process on a PostgreSQL server of this
// file's own (tests/support/privatePostgres.ts; the machine's shared server is never restarted),
// staff saving redirect records and reading through the site's /graphql all the while. The server
// is restarted (fast: sessions ended, a new server at once) and then stopped for a few seconds and
// started again; the upstream is not restarted. (The visitors' page reads count as good when they
// answer 200; the gateway's shared cache serves most of them, so they say little about the
// database.) Runs where TEST_DATABASE_URL is set (the machines
// that run the PostgreSQL suites) and PostgreSQL's server programs are installed; elsewhere
// scripts/test.mjs lists it under "Not run here".
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '../../src/graphql/apiMessage';
import { request } from '../support/http';
import { findPostgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../support/privatePostgres';
import { startCms, startWeb, type RunningProcess } from '../support/processes';
import { PINNED_SEED_DATE } from '../support/seedDates';
import { startLoad, type Outcome, type Read } from '../support/siteLoad';
import { loginAsStaff } from '../support/staff';
import { TEST_DATABASE_URL } from '../support/testStorage';

const binaries = findPostgresBinaries();
const notRunBecause = !TEST_DATABASE_URL ? 'set TEST_DATABASE_URL' : 'missing' in binaries ? binaries.missing : undefined;

/** The longest a request may take while the database is away: well under the gateway's upstream timeout (5 s). */
const ANSWER_WITHIN_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(notRunBecause !== undefined)(
  `the upstream when its PostgreSQL restarts${notRunBecause ? ` (not run: ${notRunBecause})` : ''}`,
  () => {
    let postgres: PrivatePostgres | undefined;
    let cms: RunningProcess;
    let web: RunningProcess;
    let dataDir = '';
    let staffCookie = '';
    /** What the load reads: the API as staff (past the gateway's shared cache, so every read asks the upstream) and a page as a visitor. */
    let reads: Read[] = [];

    /** Every acknowledged save of `outcomes` is in the database. */
    const expectSavesKept = async (outcomes: readonly Outcome[]) => {
      const acknowledged = outcomes.filter((outcome) => outcome.kind === 'save' && outcome.ok).map((outcome) => outcome.oldPath!);
      expect(acknowledged.length).toBeGreaterThan(0);
      const client = new pg.Client({ connectionString: postgres!.url });
      await client.connect();
      try {
        const rows = (await client.query<{ old_path: string }>('SELECT old_path FROM redirects')).rows;
        const stored = new Set(rows.map((row) => row.old_path));
        expect(acknowledged.filter((oldPath) => !stored.has(oldPath))).toEqual([]);
      } finally {
        await client.end();
      }
      return acknowledged.length;
    };

    /** When the first request of `kind` begun at or after `from` succeeded, ms after `from`. */
    const recoveredAfter = (outcomes: readonly Outcome[], kind: Outcome['kind'], from: number) => {
      const first = outcomes
        .filter((outcome) => outcome.kind === kind && outcome.ok && outcome.startedAt >= from)
        .sort((a, b) => a.endedAt - b.endedAt)[0];
      return first ? first.endedAt - from : undefined;
    };

    /** The failed requests for the log: one line per kind of answer, with how many, when and how long. */
    const describeFailures = (outcomes: readonly Outcome[], from: number) => {
      const groups = new Map<string, Outcome[]>();
      for (const outcome of outcomes.filter((candidate) => !candidate.ok)) {
        const key = `${outcome.kind}s: ${outcome.status || outcome.error} ${outcome.code ?? ''} "${outcome.message ?? outcome.body?.slice(0, 120) ?? ''}"`;
        groups.set(key, [...(groups.get(key) ?? []), outcome]);
      }
      return [...groups].map(([key, group]) => {
        const begun = group.map((outcome) => outcome.startedAt - from);
        const took = group.map((outcome) => outcome.endedAt - outcome.startedAt);
        return `    ${group.length} ${key}, begun ${Math.min(...begun)} to ${Math.max(...begun)} ms after the fault, each answered within ${Math.max(...took)} ms`;
      });
    };

    beforeAll(async () => {
      if ('missing' in binaries) return;
      postgres = await startPrivatePostgres(binaries.dir);
      dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-dbrestart-cms-'));
      cms = await startCms({ CMS_DATA_DIR: dataDir, CMS_SEED_DATE: PINNED_SEED_DATE, DATABASE_URL: postgres.url });
      web = await startWeb({ CMS_URL: cms.url, LOG_LEVEL: 'warn' });
      staffCookie = await loginAsStaff(cms.url);
      reads = [
        {
          path: `/graphql?query=${encodeURIComponent('query { events(locale: DE, page: 1, pageSize: 5) { totalCount } }')}`,
          headers: { 'apollo-require-preflight': 'true', cookie: staffCookie },
        },
        { path: '/de/konzerte' },
      ];
    });

    afterAll(async () => {
      const code = await cms?.stop();
      await web?.stop();
      await postgres?.destroy();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      expect(code).toBe(0);
    });

    /**
     * What every request of `outcomes` must have come to: an acknowledged save or a good read, or,
     * while the database was away, the API's own error in the caller's language (never a 500, an
     * HTML page or a stack trace) within ANSWER_WITHIN_MS; from the moment the server is back, no
     * failure at all. The upstream is still the process it was.
     */
    const expectClearFailuresAndRecovery = (outcomes: readonly Outcome[], upAt: number) => {
      expect(cms.child.exitCode, cms.output().slice(-4000)).toBeNull();
      expect(cms.child.signalCode).toBeNull();
      const failed = outcomes.filter((outcome) => !outcome.ok);
      expect(
        failed.filter(
          (outcome) =>
            outcome.status !== 200 ||
            outcome.code !== 'UPSTREAM_UNAVAILABLE' ||
            outcome.message !== apiMessage('de', 'upstreamUnavailable'),
        ),
      ).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.endedAt - outcome.startedAt > ANSWER_WITHIN_MS)).toEqual([]);
      expect(failed.filter((outcome) => outcome.startedAt >= upAt)).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.kind === 'save' && outcome.ok && outcome.startedAt >= upAt).length).toBeGreaterThan(0);
      expect(outcomes.filter((outcome) => outcome.kind === 'read' && outcome.ok && outcome.startedAt >= upAt).length).toBeGreaterThan(0);
    };

    it('keeps every acknowledged save and answers again, without a restart of its own, after a fast restart of PostgreSQL under load', async () => {
      const load = startLoad(web.url, { readers: 4, savers: 2, staffCookie, reads });
      await sleep(1000);
      const restartAt = Date.now();
      await postgres!.restart();
      const upAt = Date.now();
      await sleep(1500);
      const outcomes = await load.stop();

      const saved = await expectSavesKept(outcomes);
      console.log(
        [
          `PostgreSQL restarted (fast) under load: ${outcomes.length} requests, ${saved} acknowledged saves (all in the database), ` +
            `${outcomes.filter((outcome) => !outcome.ok).length} failed`,
          `  pg_ctl restart took ${upAt - restartAt} ms; the first good save ended ${recoveredAfter(outcomes, 'save', upAt)} ms ` +
            `and the first good read ${recoveredAfter(outcomes, 'read', upAt)} ms after it was back`,
          ...describeFailures(outcomes, restartAt),
        ].join('\n'),
      );
      expectClearFailuresAndRecovery(outcomes, upAt);
    });

    it('answers with a clear error while PostgreSQL is stopped for a few seconds, and serves again once it is back', async () => {
      const load = startLoad(web.url, { readers: 4, savers: 2, staffCookie, reads });
      await sleep(1000);
      const stopAt = Date.now();
      await postgres!.stop();
      const downAt = Date.now();
      // The upstream's own health check says so meanwhile (what a Kubernetes readiness probe asks).
      const health = await request(`${cms.url}/healthz`);
      await sleep(3000);
      await postgres!.start();
      const upAt = Date.now();
      await sleep(1500);
      const outcomes = await load.stop();

      const saved = await expectSavesKept(outcomes);
      console.log(
        [
          `PostgreSQL stopped (fast, ${downAt - stopAt} ms) and started again ${upAt - downAt} ms later, under load: ${outcomes.length} requests, ` +
            `${saved} acknowledged saves (all in the database), ${outcomes.filter((outcome) => !outcome.ok).length} failed`,
          `  the first good save ended ${recoveredAfter(outcomes, 'save', upAt)} ms and the first good read ` +
            `${recoveredAfter(outcomes, 'read', upAt)} ms after it was back`,
          ...describeFailures(outcomes, stopAt),
        ].join('\n'),
      );
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toEqual({ status: 'unavailable' });
      expectClearFailuresAndRecovery(outcomes, upAt);
      expect((await request(`${cms.url}/healthz`)).status).toBe(200);
    });
  },
);
