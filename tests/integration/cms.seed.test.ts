// `npm run seed` and `npm run seed -- --reset`: a seed never overwrites edited content; a reset
// rebuilds it; a reset refuses while the upstream has the PGlite folder open. Each test seeds a
// folder or schema of its own, so the tests run at once (a seed is a child process: one on PGlite
// keeps a core busy for seconds, one on PostgreSQL mostly waits for the database).
import { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, it } from 'vitest';
import { ROOT, startCms } from '../support/processes';
import { PINNED_SEED_DATE } from '../support/seedDates';

const SEED_DATE = PINNED_SEED_DATE;
/** Up to three seeds one after another, each allowed two minutes (execFile's timeout below), beside the other tests. */
const SEEDS = { timeout: 400_000 };

/** Runs the seed command to its end (without blocking the other tests); its exit status and output. */
function seed(env: Record<string, string>, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'dist/cms/seed.mjs'), ...args],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', CMS_SEED_DATE: SEED_DATE, ...env }, encoding: 'utf8', timeout: 120_000 },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

async function withPglite<T>(dataDir: string, work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

describe('seed command on PGlite', { concurrent: true }, () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('seeds once, keeps edits on later runs, and rebuilds with --reset', SEEDS, async ({ expect }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-seed-'));
    dirs.push(dataDir);
    const first = await seed({ CMS_DATA_DIR: dataDir });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/seeded .*: \d{3} events, 10 productions, 40 articles, 80 musicians, \d+ pages, 7 forms/);

    await withPglite(dataDir, (db) => db.exec(`UPDATE events SET title_de = 'Von der Redaktion geändert' WHERE id = 1`));

    expect((await seed({ CMS_DATA_DIR: dataDir })).status).toBe(0);
    const kept = await withPglite(dataDir, (db) => db.query<{ title_de: string }>('SELECT title_de FROM events WHERE id = 1'));
    expect(kept.rows[0]?.title_de).toBe('Von der Redaktion geändert');

    const reset = await seed({ CMS_DATA_DIR: dataDir }, '--reset');
    expect(reset.status, reset.stderr).toBe(0);
    const rebuilt = await withPglite(dataDir, (db) => db.query<{ title_de: string }>('SELECT title_de FROM events WHERE id = 1'));
    expect(rebuilt.rows[0]?.title_de).not.toBe('Von der Redaktion geändert');
  });

  it('refuses to reset while the upstream runs on the folder, and rejects unknown arguments', SEEDS, async ({ expect }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-seed-busy-'));
    dirs.push(dataDir);
    const cms = await startCms({ CMS_DATA_DIR: dataDir, CMS_SEED_DATE: SEED_DATE });
    try {
      const busy = await seed({ CMS_DATA_DIR: dataDir }, '--reset');
      expect(busy.status).toBe(1);
      expect(busy.stderr).toContain('in use');
    } finally {
      await cms.stop();
    }
    const wrong = await seed({ CMS_DATA_DIR: dataDir }, '--everything');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run seed');
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('seed command on PostgreSQL (set TEST_DATABASE_URL to run)', { concurrent: true }, () => {
  it('rebuilds an edited schema with --reset', SEEDS, async ({ expect }) => {
    const schema = `seed_${process.pid}_${Date.now()}`;
    const env = {
      DATABASE_URL: databaseUrl ?? '',
      CMS_DATABASE_SCHEMA: schema,
      CMS_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'orchestra-seed-pg-')),
    };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      expect((await seed(env)).status).toBe(0);
      await client.query(`UPDATE "${schema}".articles SET title_de = 'Geändert' WHERE id = 1`);
      expect((await seed(env)).status).toBe(0);
      expect((await client.query<{ title_de: string }>(`SELECT title_de FROM "${schema}".articles WHERE id = 1`)).rows[0]?.title_de).toBe(
        'Geändert',
      );
      expect((await seed(env, '--reset')).status).toBe(0);
      expect(
        (await client.query<{ title_de: string }>(`SELECT title_de FROM "${schema}".articles WHERE id = 1`)).rows[0]?.title_de,
      ).not.toBe('Geändert');
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
      await rm(env.CMS_DATA_DIR, { recursive: true, force: true });
    }
  });
});
