// Temp files: uploads waiting for a form entry (spec 000 §7 temp-files). The row is the truth;
// the file is `${tmpDir}/{id}` (a random UUID, never the client's name).
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Queryable } from '../db/openDatabase';
import { isTempFileId, type StoredFile } from './validateEntry';

/** How long an upload waits for its entry. */
const TEMP_FILE_LIFETIME_HOURS = 24;
/** How often expired temp files are looked for while the process runs. */
const TEMP_FILE_SWEEP_MS = 15 * 60 * 1000;

interface TempFileRow {
  id: string;
  original_name: string;
  size: number;
  content_type: string;
}

const toStoredFile = (row: TempFileRow): StoredFile => ({
  id: row.id,
  name: row.original_name,
  size: row.size,
  content_type: row.content_type,
});

export async function insertTempFile(db: Queryable, file: StoredFile): Promise<void> {
  await db.query(
    `INSERT INTO temp_files (id, original_name, size, content_type, expires)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
    [file.id, file.name, file.size, file.content_type, TEMP_FILE_LIFETIME_HOURS],
  );
}

/** The live (unexpired) temp files among `ids`, by id. */
export async function findLiveTempFiles(db: Queryable, ids: readonly string[]): Promise<Map<string, StoredFile>> {
  const valid = ids.filter(isTempFileId);
  if (valid.length === 0) return new Map();
  const result = await db.query<TempFileRow>(
    `SELECT id::text AS id, original_name, size::integer AS size, content_type
       FROM temp_files WHERE id = ANY($1::uuid[]) AND expires > now()`,
    [valid],
  );
  return new Map(result.rows.map((row) => [row.id, toStoredFile(row)]));
}

/** A file without a row younger than this may be an upload still streaming in. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Deletes expired rows and their files, and files left without a row (a crash mid-upload);
 * returns how many files went.
 */
export async function purgeExpiredTempFiles(db: Queryable, tmpDir: string, now = Date.now()): Promise<number> {
  const expired = await db.query<{ id: string }>('DELETE FROM temp_files WHERE expires <= now() RETURNING id::text AS id');
  for (const { id } of expired.rows) await rm(path.join(tmpDir, id), { force: true });
  let orphans = 0;
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  const live = await findLiveTempFiles(db, names);
  for (const name of names) {
    if (live.has(name)) continue;
    const file = path.join(tmpDir, name);
    const stats = await stat(file).catch(() => undefined);
    if (stats?.isFile() && now - stats.mtimeMs > ORPHAN_AGE_MS) {
      await rm(file, { force: true });
      orphans += 1;
    }
  }
  return expired.rows.length + orphans;
}

/**
 * Sweeps expired temp files now and then every TEMP_FILE_SWEEP_MS. The timer is unref'd so it
 * never keeps the process alive; a failed sweep is logged and retried next time.
 */
export function scheduleTempFileSweep(db: Queryable, tmpDir: string, logger: Logger, everyMs = TEMP_FILE_SWEEP_MS): () => void {
  const sweep = async () => {
    try {
      const removed = await purgeExpiredTempFiles(db, tmpDir);
      if (removed > 0) logger.info({ removed }, 'expired temp files removed');
    } catch (error) {
      logger.warn({ err: error }, 'temp file sweep failed');
    }
  };
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
