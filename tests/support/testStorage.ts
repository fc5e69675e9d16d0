// Which database the test upstreams run on (README "Tests"): PGlite always, PostgreSQL when
// TEST_DATABASE_URL names one (CI sets it to this machine's). No Vitest here: the global setup,
// which runs outside the test files, uses it too.
import pg from 'pg';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export type Storage = 'pglite' | 'postgres';

/**
 * For a suite that needs an upstream of its own and tests no storage in particular: PostgreSQL
 * where TEST_DATABASE_URL is set (native, several times faster to seed and to ask than PGlite's
 * WebAssembly on a busy machine), else PGlite. The contract suites name both storages instead.
 */
export const OWN_STORAGE: Storage = TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A fresh schema name for one upstream on PostgreSQL. */
export function freshSchemaName(): string {
  return `cms_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
}

/** Drops an upstream's schema on PostgreSQL. */
export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
