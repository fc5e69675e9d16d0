// Seeds of the REST areas beyond the events programme. Each runs on every start and fills its
// own tables only while they are empty, so start-up never overwrites content edited by staff
// (README "Storage"). A new area: one line here.
import type { Logger } from 'pino';
import type { Database } from '../db/openDatabase';
import { seedContent } from './seedContent';
import { seedEditor } from './seedEditor';
import { seedEventDetails } from './seedEventDetails';
import { seedForms } from './seedForms';
import { seedShop } from './seedShop';

export interface DomainSeedContext {
  db: Database;
  logger: Logger;
  /** The day the season is built around (YYYY-MM-DD), as for the events seed. */
  seedDate: string;
  /** Folder of generated media (data/media). */
  mediaDir: string;
}

export type DomainSeed = (context: DomainSeedContext) => Promise<void>;

export const DOMAIN_SEEDS: readonly DomainSeed[] = [seedShop, seedForms, seedContent, seedEditor, seedEventDetails];
