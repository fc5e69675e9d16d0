// Scheduled page changes (migration 017; src/cms/README.md "Scheduled page changes"; issue 22 item
// 7): staff schedule a page to go online or offline in one language at a chosen time; the
// scheduler (pageScheduler.ts) carries each out when it is due. This module reads and writes the
// table; the writes run inside the caller's transaction, after the editor's lock.
import type { Queryable } from '../db/openDatabase';
import { isLocale, type Locale } from '../../shared/locales';
import { berlinIso } from '../api/listEvents';
import { pageUrl } from './pageStore';
import { publishPage } from './publishPage';
import { isScheduleAction, type ScheduleAction } from './scheduleRules';
import { lockEditorChanges } from './editorLock';

/** A pending change as the API gives it. */
export interface ScheduledChangeJson {
  id: number;
  page_id: number;
  lang: Locale;
  action: ScheduleAction;
  /** When it is due: ISO 8601 with the Europe/Berlin offset (README "Dates and times"). */
  due_at: string;
  /** When it was scheduled (or last rescheduled). */
  created: string;
  /** Who scheduled it; null when the account is gone. */
  user: string | null;
  /** The page's title in the change's language. */
  page_title: string;
  /** The page's site path in that language. */
  page_url: string;
}

interface PendingRow {
  id: number;
  page_id: number;
  lang: string;
  action: string;
  due_at: Date;
  created_at: Date;
  username: string | null;
  title: string;
  path: string;
}

const PENDING_SELECT = `SELECT s.id, s.page_id, s.lang, s.action, s.due_at, s.created_at, u.username, t.title, t.path
  FROM scheduled_page_changes s
  JOIN page_translations t ON t.page_id = s.page_id AND t.lang = s.lang
  LEFT JOIN users u ON u.id = s.created_by
 WHERE s.done_at IS NULL`;

function toJson(row: PendingRow): ScheduledChangeJson {
  // The table's CHECKs hold both to these values.
  const lang = isLocale(row.lang) ? row.lang : 'de';
  const action = isScheduleAction(row.action) ? row.action : 'online';
  return {
    id: row.id,
    page_id: row.page_id,
    lang,
    action,
    due_at: berlinIso(row.due_at),
    created: berlinIso(row.created_at),
    user: row.username,
    page_title: row.title,
    page_url: pageUrl(lang, row.path),
  };
}

/**
 * The pending changes, soonest first: every page's in every language (the editor hub's list), or
 * one page's in one language (the schedule dialog's).
 */
export async function listPendingChanges(
  db: Queryable,
  filter: { pageId: number; lang: Locale } | null = null,
): Promise<ScheduledChangeJson[]> {
  const { rows } = filter
    ? await db.query<PendingRow>(`${PENDING_SELECT} AND s.page_id = $1 AND s.lang = $2 ORDER BY s.due_at, s.id`, [
        filter.pageId,
        filter.lang,
      ])
    : await db.query<PendingRow>(`${PENDING_SELECT} ORDER BY s.due_at, s.id`);
  return rows.map(toJson);
}

async function pendingById(db: Queryable, id: number): Promise<ScheduledChangeJson | undefined> {
  const { rows } = await db.query<PendingRow>(`${PENDING_SELECT} AND s.id = $1`, [id]);
  const row = rows[0];
  return row ? toJson(row) : undefined;
}

/**
 * Schedules `action` for the page's `lang` at `dueAt`, or moves the pending change of that page,
 * language and action to `dueAt` (at most one waits: migration 017's unique index). `created`:
 * whether there was none before. `now` is the upstream's clock (when it was scheduled).
 */
export async function scheduleChange(
  client: Queryable,
  change: { pageId: number; lang: Locale; action: ScheduleAction; dueAt: Date; userId: number | null; now: Date },
): Promise<{ change: ScheduledChangeJson; created: boolean }> {
  const { pageId, lang, action, dueAt, userId } = change;
  // Instants without fractions (README "Dates and times").
  const now = new Date(Math.floor(change.now.getTime() / 1000) * 1000);
  const existing = await client.query<{ id: number }>(
    'SELECT id FROM scheduled_page_changes WHERE page_id = $1 AND lang = $2 AND action = $3 AND done_at IS NULL',
    [pageId, lang, action],
  );
  let id = existing.rows[0]?.id;
  if (id === undefined) {
    const inserted = await client.query<{ id: number }>(
      'INSERT INTO scheduled_page_changes (page_id, lang, action, due_at, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [pageId, lang, action, dueAt, userId, now],
    );
    id = inserted.rows[0]?.id;
  } else {
    await client.query('UPDATE scheduled_page_changes SET due_at = $2, created_by = $3, created_at = $4 WHERE id = $1', [
      id,
      dueAt,
      userId,
      now,
    ]);
  }
  const json = id === undefined ? undefined : await pendingById(client, id);
  if (!json) throw new Error('The scheduled change just written is gone');
  return { change: json, created: existing.rows.length === 0 };
}

/** Cancels a pending change of `lang`; false when there is none with that id (carried out, cancelled, another language). */
export async function cancelChange(client: Queryable, id: number, lang: Locale): Promise<boolean> {
  const { rows } = await client.query('DELETE FROM scheduled_page_changes WHERE id = $1 AND lang = $2 AND done_at IS NULL RETURNING id', [
    id,
    lang,
  ]);
  return rows.length > 0;
}

/**
 * What the gateway reads (GET schedule/state/): that this upstream schedules, and a revision that
 * grows whenever a scheduled change has been carried out (the largest `done_seq`: taken under the
 * editor's lock, so a later commit never has a smaller one), 0 before the first.
 */
export async function scheduleState(db: Queryable): Promise<{ scheduling: true; revision: number }> {
  const { rows } = await db.query<{ revision: number | null }>('SELECT max(done_seq) AS revision FROM scheduled_page_changes');
  return { scheduling: true, revision: rows[0]?.revision ?? 0 };
}

/** A change the scheduler carried out. */
export interface CarriedOutChange {
  id: number;
  pageId: number;
  lang: Locale;
  action: ScheduleAction;
  dueAt: Date;
}

interface ClaimedRow {
  id: number;
  page_id: number;
  lang: string;
  action: string;
  due_at: Date;
  created_by: number | null;
}

/**
 * Claims the earliest change due at `now` and carries it out, all in the transaction `client` is
 * in, after the editor's lock (docs/decisions/015-scheduled-publishing.md): the claim is one
 * UPDATE … WHERE done_at IS NULL of a row chosen FOR UPDATE SKIP LOCKED, so another upstream
 * process on the same database can neither take the same row nor wait on it, and a rolled back
 * transaction leaves the change pending for the next pass. The page changes exactly as POST
 * page/{id}/publish/ changes it (publishPage), recorded as a version by whoever scheduled it.
 * Undefined when nothing is due.
 */
export async function carryOutNextDue(client: Queryable, now: Date): Promise<CarriedOutChange | undefined> {
  await lockEditorChanges(client);
  const { rows } = await client.query<ClaimedRow>(
    `UPDATE scheduled_page_changes SET done_at = $1, done_seq = nextval('scheduled_page_changes_done_seq')
      WHERE done_at IS NULL AND id = (
        SELECT id FROM scheduled_page_changes WHERE done_at IS NULL AND due_at <= $1 ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, page_id, lang, action, due_at, created_by`,
    [now],
  );
  const row = rows[0];
  if (!row || !isLocale(row.lang) || !isScheduleAction(row.action)) return undefined;
  await publishPage(client, row.page_id, row.lang, row.action === 'online', row.created_by);
  return { id: row.id, pageId: row.page_id, lang: row.lang, action: row.action, dueAt: row.due_at };
}
