// The editor's change log (migration 012, README "Page editor": changes): one entry per change of
// a page, the navigation of a language or a redirect record, written in the change's own
// transaction. An entity's newest entry id is its revision: a save that names an older one is
// refused, so a newer change by someone else is never overwritten silently.
import type { Queryable } from '../db/openDatabase';
import type { Locale } from '../../shared/locales';
import { EditorError } from './EditorError';

export type ChangeEntity = 'page' | 'nav' | 'redirect';
export const CHANGE_ENTITIES: readonly ChangeEntity[] = ['page', 'nav', 'redirect'];

export interface Change {
  entity: ChangeEntity;
  /** The page's or redirect's id; null for the navigation. */
  entityId: number | null;
  lang: Locale | null;
  action: string;
  userId: number | null;
  before: unknown;
  after: unknown;
}

export async function recordChange(db: Queryable, change: Change): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO editor_changes (entity, entity_id, lang, action, user_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) RETURNING id`,
    [
      change.entity,
      change.entityId,
      change.lang,
      change.action,
      change.userId,
      JSON.stringify(change.before ?? null),
      JSON.stringify(change.after ?? null),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('change log insert returned no row');
  return id;
}

/** The id of the entity's newest change, 0 when it never changed through the editor. */
export async function currentRevision(db: Queryable, entity: 'page' | 'redirect', entityId: number): Promise<number>;
export async function currentRevision(db: Queryable, entity: 'nav', lang: Locale): Promise<number>;
export async function currentRevision(db: Queryable, entity: ChangeEntity, key: number | Locale): Promise<number> {
  const { rows } = await db.query<{ id: number | null }>(
    entity === 'nav'
      ? `SELECT max(id) AS id FROM editor_changes WHERE entity = 'nav' AND entity_id IS NULL AND lang = $1`
      : `SELECT max(id) AS id FROM editor_changes WHERE entity = '${entity}' AND entity_id = $1`,
    [key],
  );
  return rows[0]?.id ?? 0;
}

/** `revision` of a body: absent (no check), or a non-negative integer. */
export function revisionOf(body: Record<string, unknown>, required: boolean): number | undefined | { error: string } {
  const value = body.revision;
  if (value === undefined || value === null) return required ? { error: 'This field is required!' } : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 2_147_483_647)
    return { error: 'A valid integer is required.' };
  return value;
}

/** Refuses a save based on an older revision than the stored one (409, nothing written). */
export function assertRevision(expected: number | undefined, current: number, what: string): void {
  if (expected !== undefined && expected !== current) {
    throw EditorError.conflict(
      'stale_revision',
      `Someone else changed ${what} in the meantime. Reload it and make your change again.`,
      current,
    );
  }
}

export interface ChangeJson {
  id: number;
  entity: ChangeEntity;
  entity_id: number | null;
  lang: string | null;
  action: string;
  user: string | null;
  created: string;
  before: unknown;
  after: unknown;
}

/** Newest first, at most `limit`; filtered by entity and id when given. */
export async function listChanges(
  db: Queryable,
  filter: { entity?: ChangeEntity; entityId?: number; lang?: Locale; limit: number },
): Promise<ChangeJson[]> {
  const { rows } = await db.query<{
    id: number;
    entity: ChangeEntity;
    entity_id: number | null;
    lang: string | null;
    action: string;
    username: string | null;
    created_at: Date;
    before: unknown;
    after: unknown;
  }>(
    `SELECT c.id, c.entity, c.entity_id, c.lang, c.action, u.username, c.created_at, c.before, c.after
       FROM editor_changes c LEFT JOIN users u ON u.id = c.user_id
      WHERE ($1::text IS NULL OR c.entity = $1) AND ($2::int IS NULL OR c.entity_id = $2) AND ($3::text IS NULL OR c.lang = $3)
      ORDER BY c.id DESC LIMIT $4`,
    [filter.entity ?? null, filter.entityId ?? null, filter.lang ?? null, filter.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    entity: row.entity,
    entity_id: row.entity_id,
    lang: row.lang,
    action: row.action,
    user: row.username,
    created: row.created_at.toISOString(),
    before: row.before,
    after: row.after,
  }));
}
