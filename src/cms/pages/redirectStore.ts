// Redirect records (spec 000 §3 "Redirect record", §4 route guards; README "Page editor":
// redirects): created, changed and deleted by staff, and left behind by a page whose path
// changes or that is deleted with a redirect. Every change is in the change log.
import type { Queryable } from '../db/openDatabase';
import { recordChange } from './changeLog';
import { EditorError } from './EditorError';
import { SITE_PATH_MESSAGE, sitePathLocale } from './sitePaths';

export interface RedirectRow {
  id: number;
  old_path: string;
  new_path: string;
}

export async function findRedirect(db: Queryable, id: number): Promise<RedirectRow | undefined> {
  const { rows } = await db.query<RedirectRow>('SELECT id, old_path, new_path FROM redirects WHERE id = $1', [id]);
  return rows[0];
}

/** A redirect as the API shows it: with its id and revision (its newest change, 0 for a seeded one). */
export async function redirectJson(db: Queryable, row: RedirectRow): Promise<RedirectRow & { revision: number }> {
  const { rows } = await db.query<{ id: number | null }>(
    `SELECT max(id) AS id FROM editor_changes WHERE entity = 'redirect' AND entity_id = $1`,
    [row.id],
  );
  return { id: row.id, old_path: row.old_path, new_path: row.new_path, revision: rows[0]?.id ?? 0 };
}

const langOf = (row: RedirectRow) => sitePathLocale(row.old_path) ?? null;

async function log(
  db: Queryable,
  action: 'create' | 'update' | 'delete',
  before: RedirectRow | null,
  after: RedirectRow | null,
  userId: number | null,
): Promise<void> {
  const row = after ?? before;
  if (!row) return;
  await recordChange(db, { entity: 'redirect', entityId: row.id, lang: langOf(row), action, userId, before, after });
}

/**
 * Where following the records from `start` leads, with `changed` (old → new) applied on top of the
 * stored ones; returns true when it comes back to `origin` (a loop the site would follow forever).
 */
export async function leadsBackTo(db: Queryable, origin: string, start: string, ignoreId: number | null): Promise<boolean> {
  const { rows } = await db.query<{ old_path: string; new_path: string }>(
    'SELECT old_path, new_path FROM redirects WHERE id IS DISTINCT FROM $1',
    [ignoreId],
  );
  const next = new Map(rows.map((row) => [row.old_path, row.new_path]));
  const seen = new Set<string>();
  for (let path: string | undefined = start; path !== undefined && !seen.has(path); path = next.get(path)) {
    if (path === origin) return true;
    seen.add(path);
  }
  return false;
}

/** Checks `{ old_path, new_path }` of a new record or a change (`current` given). */
async function validate(
  db: Queryable,
  body: Record<string, unknown>,
  current: RedirectRow | undefined,
): Promise<{ oldPath: string; newPath: string }> {
  const errors: Record<string, string[]> = {};
  const read = (key: 'old_path' | 'new_path'): string | undefined => {
    const value = body[key] ?? (current ? current[key] : undefined);
    if (value === undefined || value === null || value === '') errors[key] = ['This field is required!'];
    else if (typeof value !== 'string' || sitePathLocale(value.trim()) === undefined) errors[key] = [SITE_PATH_MESSAGE];
    else return value.trim();
    return undefined;
  };
  for (const key of Object.keys(body))
    if (key !== 'old_path' && key !== 'new_path' && key !== 'id' && key !== 'revision') errors[key] = ['Unknown field.'];
  const oldPath = read('old_path');
  const newPath = read('new_path');
  if (oldPath !== undefined && newPath !== undefined) {
    if (oldPath === newPath) errors.new_path = ['The new path must differ from the old one.'];
    else if (await leadsBackTo(db, oldPath, newPath, current?.id ?? null))
      errors.new_path = ['This redirect would lead back to its old path (a loop).'];
  }
  if (Object.keys(errors).length > 0 || oldPath === undefined || newPath === undefined) throw EditorError.invalid(errors);
  const taken = await db.query('SELECT 1 FROM redirects WHERE old_path = $1 AND id IS DISTINCT FROM $2', [oldPath, current?.id ?? null]);
  if (taken.rows.length > 0) {
    throw EditorError.conflict('duplicate', 'A redirect from this path exists already.', undefined, {
      old_path: ['A redirect from this path already exists.'],
    });
  }
  return { oldPath, newPath };
}

export async function createRedirect(db: Queryable, body: Record<string, unknown>, userId: number | null): Promise<RedirectRow> {
  const { oldPath, newPath } = await validate(db, body, undefined);
  const { rows } = await db.query<RedirectRow>(
    'INSERT INTO redirects (old_path, new_path) VALUES ($1, $2) RETURNING id, old_path, new_path',
    [oldPath, newPath],
  );
  const row = rows[0];
  if (!row) throw new Error('redirect insert returned no row');
  await log(db, 'create', null, row, userId);
  return row;
}

export async function updateRedirect(
  db: Queryable,
  current: RedirectRow,
  body: Record<string, unknown>,
  userId: number | null,
): Promise<RedirectRow> {
  const { oldPath, newPath } = await validate(db, body, current);
  const { rows } = await db.query<RedirectRow>(
    'UPDATE redirects SET old_path = $2, new_path = $3 WHERE id = $1 RETURNING id, old_path, new_path',
    [current.id, oldPath, newPath],
  );
  const row = rows[0] ?? current;
  await log(db, 'update', current, row, userId);
  return row;
}

export async function deleteRedirect(db: Queryable, current: RedirectRow, userId: number | null): Promise<void> {
  await db.query('DELETE FROM redirects WHERE id = $1', [current.id]);
  await log(db, 'delete', current, null, userId);
}

/**
 * A page moved from `from` to `to` (a new path, or deleted with a redirect): records that led to
 * `from` now lead to `to`, none may start at `to`, and `from` → `to` is added (or re-pointed).
 */
export async function redirectMovedPath(db: Queryable, from: string, to: string, userId: number | null): Promise<void> {
  const { rows: leading } = await db.query<RedirectRow>('SELECT id, old_path, new_path FROM redirects WHERE new_path = $1 ORDER BY id', [
    from,
  ]);
  for (const row of leading) {
    if (row.old_path === to) continue; // dropped below
    const after = { ...row, new_path: to };
    await db.query('UPDATE redirects SET new_path = $2 WHERE id = $1', [row.id, to]);
    await log(db, 'update', row, after, userId);
  }
  const { rows: fromTarget } = await db.query<RedirectRow>('SELECT id, old_path, new_path FROM redirects WHERE old_path = $1', [to]);
  for (const row of fromTarget) {
    await db.query('DELETE FROM redirects WHERE id = $1', [row.id]);
    await log(db, 'delete', row, null, userId);
  }
  const { rows: existing } = await db.query<RedirectRow>('SELECT id, old_path, new_path FROM redirects WHERE old_path = $1', [from]);
  const found = existing[0];
  if (found) {
    if (found.new_path !== to) {
      await db.query('UPDATE redirects SET new_path = $2 WHERE id = $1', [found.id, to]);
      await log(db, 'update', found, { ...found, new_path: to }, userId);
    }
    return;
  }
  const { rows } = await db.query<RedirectRow>(
    'INSERT INTO redirects (old_path, new_path) VALUES ($1, $2) RETURNING id, old_path, new_path',
    [from, to],
  );
  if (rows[0]) await log(db, 'create', null, rows[0], userId);
}
