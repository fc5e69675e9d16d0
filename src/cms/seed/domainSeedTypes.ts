// What each area's seed is called with (domainSeeds.ts lists the seeds; each seed's file imports
// only these types, so the list and the seeds do not import each other).
import type { Logger } from 'pino';
import type { Database } from '../db/openDatabase';

interface DomainSeedContext {
  db: Database;
  logger: Logger;
  /** The day the season is built around (YYYY-MM-DD), as for the events seed. */
  seedDate: string;
  /** Folder of generated media (data/media). */
  mediaDir: string;
}

export type DomainSeed = (context: DomainSeedContext) => Promise<void>;
