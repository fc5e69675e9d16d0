// Stores a validated submission (spec 000 §3 "A form submission holds form (id) and
// field_values") and takes over the temp files it refers to.
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';
import type { EntryValue } from './validateEntry';

export type SaveOutcome = { ok: true; id: number } | { ok: false; lostFileSlugs: string[] };

export interface UploadDirs {
  tmpDir: string;
  entriesDir: string;
}

async function moveAll(ids: readonly string[], from: string, to: string): Promise<void> {
  for (const id of ids) await rename(path.join(from, id), path.join(to, id));
}

/**
 * One statement claims the temp-file rows and inserts the entry, so either both happen or
 * neither (route modules get a Queryable, not a transaction). The files move to the entries
 * folder first, out of reach of the temp-file sweep, and move back when the claim fails: a file
 * expired or was taken by another entry between validation and now.
 */
export async function saveEntry(
  db: Queryable,
  entry: { formId: number; lang: Locale; values: Record<string, EntryValue> },
  dirs: UploadDirs,
): Promise<SaveOutcome> {
  const files = Object.entries(entry.values).flatMap(([slug, value]) =>
    typeof value === 'object' && !Array.isArray(value) ? [{ slug, id: value.id }] : [],
  );
  const ids = [...new Set(files.map((file) => file.id))];
  if (ids.length > 0) {
    await mkdir(dirs.entriesDir, { recursive: true });
    try {
      await moveAll(ids, dirs.tmpDir, dirs.entriesDir);
    } catch {
      await moveAll(ids, dirs.entriesDir, dirs.tmpDir).catch(() => undefined);
      return { ok: false, lostFileSlugs: files.map((file) => file.slug) };
    }
  }
  const inserted = await db.query<{ id: number }>(
    `WITH claimed AS (
       DELETE FROM temp_files WHERE id = ANY($4::uuid[]) AND expires > now() RETURNING id
     )
     INSERT INTO form_entries (form_id, language, field_values)
     SELECT $1, $2, $3::jsonb WHERE (SELECT count(*) FROM claimed) = cardinality($4::uuid[])
     RETURNING id`,
    [entry.formId, entry.lang, JSON.stringify(entry.values), ids],
  );
  const row = inserted.rows[0];
  if (row) return { ok: true, id: row.id };
  await moveAll(ids, dirs.entriesDir, dirs.tmpDir).catch(() => undefined);
  return { ok: false, lostFileSlugs: files.map((file) => file.slug) };
}
