// Ordered by name; esbuild cannot glob, so each new file in ../migrations is listed here once.
import init from '../migrations/001_init.sql';

export interface Migration {
  /** The file name without `.sql`, recorded in schema_migrations. */
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [{ name: '001_init', sql: init }];
