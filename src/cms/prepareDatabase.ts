// Everything between opening the database and serving it: migrations, the seeds of every area
// (each only while its tables are empty) and the generated pictures. Shared by the server
// (main.ts) and the seed command (seedCommand.ts).
import path from 'node:path';
import type { Logger } from 'pino';
import { todayIso } from '../shared/dates';
import type { CmsConfig } from './config';
import { MIGRATIONS } from './db/migrations';
import { openDatabase, type Database } from './db/openDatabase';
import { runMigrations } from './db/runMigrations';
import { ensureMedia } from './media/ensureMedia';
import { DOMAIN_SEEDS } from './seed/domainSeeds';
import { buildSeason } from './seed/season';
import { referencedImages, seedIfEmpty } from './seed/seedDatabase';

export async function prepareDatabase(config: CmsConfig, logger: Logger): Promise<{ db: Database; mediaDir: string }> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema, logger });
  try {
    await runMigrations(db, MIGRATIONS, logger);
    const seedDate = config.seedDate ?? todayIso();
    await seedIfEmpty(db, () => buildSeason(seedDate), logger);
    const mediaDir = path.join(config.dataDir, 'media');
    for (const seed of DOMAIN_SEEDS) await seed({ db, logger, seedDate, mediaDir });
    const mediaStarted = Date.now();
    const drawn = await ensureMedia(mediaDir, await referencedImages(db));
    if (drawn > 0) logger.info({ files: drawn, ms: Date.now() - mediaStarted, mediaDir }, 'media generated');
    return { db, mediaDir };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
