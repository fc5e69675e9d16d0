// `npm run seed` fills an empty database (as a start of the upstream does); `npm run seed --
// --reset` first drops everything, content edited by staff included, and builds the seed anew.
// It refuses while an upstream process has the PGlite folder open.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { ConfigError, readConfig, type CmsConfig } from './config';
import { createLogger } from './createLogger';
import { lockDataDir } from './db/lockDataDir';
import { quoteIdentifier } from './db/openDatabase';
import { prepareDatabase } from './prepareDatabase';

const USAGE = 'usage: npm run seed [-- --reset]';

async function resetStorage(config: CmsConfig, logger: Logger): Promise<void> {
  if (config.databaseUrl !== undefined) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const schema = quoteIdentifier(config.databaseSchema);
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.query(`CREATE SCHEMA ${schema}`);
    } finally {
      await client.end();
    }
    logger.info({ schema: config.databaseSchema }, 'schema dropped');
  } else {
    await mkdir(config.dataDir, { recursive: true });
    const unlock = await lockDataDir(config.dataDir);
    try {
      await rm(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
      logger.info({ dataDir: config.dataDir }, 'PGlite database removed');
    } finally {
      await unlock();
    }
  }
  // Pictures and uploads belong to the content that is gone.
  await rm(path.join(config.dataDir, 'media'), { recursive: true, force: true });
  await rm(path.join(config.dataDir, 'uploads'), { recursive: true, force: true });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--reset')) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  let config: CmsConfig;
  try {
    config = readConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  try {
    if (args.includes('--reset')) await resetStorage(config, logger);
    const { db } = await prepareDatabase(config, logger);
    const counts = await db.query<{ events: string; productions: string; articles: string; persons: string; pages: string; forms: string }>(
      `SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM productions) AS productions,
              (SELECT count(*) FROM articles) AS articles, (SELECT count(*) FROM persons) AS persons,
              (SELECT count(*) FROM pages) AS pages, (SELECT count(*) FROM forms) AS forms`,
    );
    await db.close();
    const row = counts.rows[0];
    process.stdout.write(
      `seeded ${config.databaseUrl ? `PostgreSQL schema ${config.databaseSchema}` : path.join(config.dataDir, 'pglite')}: ` +
        `${row?.events} events, ${row?.productions} productions, ${row?.articles} articles, ${row?.persons} musicians, ` +
        `${row?.pages} pages, ${row?.forms} forms\n`,
    );
  } catch (error) {
    process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

void main();
