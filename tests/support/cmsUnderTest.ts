// One embedded upstream for a describe block, on either storage: PGlite in a fresh folder, or
// PostgreSQL (TEST_DATABASE_URL) in a fresh schema that is dropped afterwards. The contract
// suites run the same tests on both.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { startCms, type RunningProcess } from './processes';
import { dropSchema, freshSchemaName, TEST_DATABASE_URL, type Storage } from './testStorage';

export { OWN_STORAGE, TEST_DATABASE_URL, type Storage } from './testStorage';

export interface CmsUnderTest {
  /** The running upstream's base URL (read inside tests, after beforeAll). */
  url: () => string;
  /** Its data folder (media, uploads; PGlite's files). */
  dataDir: () => string;
  /** Its PostgreSQL schema, on PostgreSQL. */
  schema: string | undefined;
}

/** Registers beforeAll/afterAll that start and stop one upstream; a SIGTERM must end it cleanly. */
export function cmsForSuite(storage: Storage, env: Record<string, string> = {}): CmsUnderTest {
  const schema = storage === 'postgres' ? freshSchemaName() : undefined;
  let cms: RunningProcess | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-cms-'));
    cms = await startCms({
      CMS_DATA_DIR: dataDir,
      ...(schema ? { DATABASE_URL: TEST_DATABASE_URL, CMS_DATABASE_SCHEMA: schema } : {}),
      ...env,
    });
  });

  afterAll(async () => {
    const code = await cms?.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (schema) await dropSchema(schema);
    // SIGTERM is a clean shutdown (src/cms/README.md "Process").
    expect(code).toBe(0);
  });

  return { url: () => cms?.url ?? 'http://cms-did-not-start', dataDir: () => dataDir, schema };
}

/** A query against the schema of an upstream running on PostgreSQL. */
export async function queryPostgres<Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
