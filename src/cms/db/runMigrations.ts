import type { Logger } from 'pino';
import type { Database, Queryable } from './openDatabase';
import type { Migration } from './migrations';

/**
 * Serialises schema changes and the seed between processes that start at the same time on one
 * database: a transaction-scoped advisory lock, keyed by schema so parallel test runs in separate
 * schemas do not wait for each other.
 */
export async function lockSchema(client: Queryable): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('orchestra-cms:' || current_schema()))`);
}

/** Applies the migrations not yet recorded in schema_migrations, each in its own transaction. */
export async function runMigrations(db: Database, migrations: readonly Migration[], logger: Logger): Promise<string[]> {
  await db.transaction(async (client) => {
    await lockSchema(client);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (client) => {
      await lockSchema(client);
      const done = await client.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
      if (done.rowCount !== 0) return false;
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    if (ran) {
      applied.push(migration.name);
      logger.info({ migration: migration.name }, 'migration applied');
    }
  }
  return applied;
}
