// Who else is editing a page (issue 22 part 10; migration 018; src/cms/README.md "Editor
// presence"): each open editor (a browser tab, named by a key it draws) says every few seconds
// which page and language it shows, which block is selected there and whether that block is being
// edited, and hears back who else is on that page. Rows not renewed within the caller's expiry
// count as gone; a tab that leaves deletes its row. Taking over a block someone else is editing
// marks their row, and they hear it on their next call (their typed values stay with them).
import type { Queryable } from '../db/openDatabase';
import type { Locale } from '../../shared/locales';

/** What an editor's key may look like: the browser draws it (crypto.randomUUID()). */
const EDITOR_KEY = /^[A-Za-z0-9_-]{8,64}$/;
/** A module's, a list item's or a section's id as the editor names blocks. */
const BLOCK_ID = /^[A-Za-z0-9:_-]{1,64}$/;

/** Without a `stale_after_ms`: four of the editor's default five-second calls. */
const DEFAULT_STALE_AFTER_MS = 20_000;
const MIN_STALE_AFTER_MS = 1_000;
const MAX_STALE_AFTER_MS = 600_000;
/** Rows older than this are deleted on the way (tabs that died without saying goodbye). */
const FORGET_AFTER_MS = 3_600_000;

export const PRESENCE_MESSAGES = {
  editorKey: 'Enter the editor key: 8 to 64 letters, digits, "-" or "_".',
  block: 'Enter the selected block as { "kind": "module" | "section", "id": … } or null.',
  editing: 'Enter true or false.',
  staleAfter: `Enter a whole number of milliseconds from ${MIN_STALE_AFTER_MS} to ${MAX_STALE_AFTER_MS}.`,
  otherUser: 'This editor key belongs to another user.',
} as const;

interface PresenceBlock {
  kind: 'module' | 'section';
  id: string;
}

export interface PresenceHeartbeat {
  editorKey: string;
  block: PresenceBlock | null;
  editing: boolean;
  /** Takes the selected block over from whoever edits it. */
  takeOver: boolean;
  staleAfterMs: number;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

export function isEditorKey(value: unknown): value is string {
  return typeof value === 'string' && EDITOR_KEY.test(value);
}

/** Checks the body of POST page/{id}/presence/; every problem by field. */
export function parsePresenceBody(body: Record<string, unknown>): ParseResult<PresenceHeartbeat> {
  const errors: Record<string, string[]> = {};
  const { editor, block, editing, take_over: takeOver, stale_after_ms: staleAfter } = body;
  if (!isEditorKey(editor)) errors.editor = [PRESENCE_MESSAGES.editorKey];
  let parsedBlock: PresenceBlock | null = null;
  if (block !== null && block !== undefined) {
    const kind: unknown = typeof block === 'object' && !Array.isArray(block) ? Reflect.get(block, 'kind') : undefined;
    const id: unknown = typeof block === 'object' && !Array.isArray(block) ? Reflect.get(block, 'id') : undefined;
    if ((kind === 'module' || kind === 'section') && typeof id === 'string' && BLOCK_ID.test(id)) parsedBlock = { kind, id };
    else errors.block = [PRESENCE_MESSAGES.block];
  }
  if (typeof editing !== 'boolean') errors.editing = [PRESENCE_MESSAGES.editing];
  if (takeOver !== undefined && typeof takeOver !== 'boolean') errors.take_over = [PRESENCE_MESSAGES.editing];
  const staleAfterMs = staleAfter ?? DEFAULT_STALE_AFTER_MS;
  if (
    typeof staleAfterMs !== 'number' ||
    !Number.isInteger(staleAfterMs) ||
    staleAfterMs < MIN_STALE_AFTER_MS ||
    staleAfterMs > MAX_STALE_AFTER_MS
  )
    errors.stale_after_ms = [PRESENCE_MESSAGES.staleAfter];
  if (Object.keys(errors).length > 0 || !isEditorKey(editor) || typeof editing !== 'boolean' || typeof staleAfterMs !== 'number')
    return { ok: false, errors };
  return { ok: true, value: { editorKey: editor, block: parsedBlock, editing, takeOver: takeOver === true, staleAfterMs } };
}

/** Another editor on the page, as the API gives it. */
interface PresenceEditorJson {
  editor: string;
  user_id: number;
  /** First and last name, else the user name. */
  name: string;
  block: PresenceBlock | null;
  /** Editing its block (panel open or values unsaved), and not taken over by someone since. */
  editing: boolean;
}

export interface PresenceJson {
  editors: PresenceEditorJson[];
  /** Someone took over the block this editor was editing: which, and who. */
  taken_over: { block_id: string; user_id: number; name: string } | null;
}

interface EditorRow {
  editor_key: string;
  user_id: number;
  first_name: string;
  last_name: string;
  username: string;
  block_kind: string | null;
  block_id: string | null;
  editing: boolean;
}

function nameOf(row: { first_name: string; last_name: string; username: string }): string {
  const full = `${row.first_name} ${row.last_name}`.trim();
  return full === '' ? row.username : full;
}

function blockOf(kind: string | null, id: string | null): PresenceBlock | null {
  return (kind === 'module' || kind === 'section') && id !== null ? { kind, id } : null;
}

/**
 * Records the editor's heartbeat and answers the page's other editors. Runs in the caller's
 * transaction: the take-over, the own row and the reading of the others are one step. Returns
 * null when the key is another user's (nothing is written).
 */
export async function recordPresence(
  db: Queryable,
  input: { userId: number; pageId: number; lang: Locale; now: Date; heartbeat: PresenceHeartbeat },
): Promise<PresenceJson | null> {
  const { userId, pageId, lang, now, heartbeat } = input;
  const cutoff = new Date(now.getTime() - heartbeat.staleAfterMs);
  await db.query('DELETE FROM editor_presence WHERE seen_at < $1', [new Date(now.getTime() - FORGET_AFTER_MS)]);
  const blockId = heartbeat.block?.id ?? null;
  if (heartbeat.takeOver && blockId !== null) {
    // Whoever edits this block now is told on their next call; their row stops counting as editing.
    await db.query(
      `UPDATE editor_presence SET taken_over_by = $1, taken_block = $4
        WHERE page_id = $2 AND lang = $3 AND block_id = $4 AND editor_key <> $5 AND editing AND taken_over_by IS NULL AND seen_at >= $6`,
      [userId, pageId, lang, blockId, heartbeat.editorKey, cutoff],
    );
  }
  // The mark of a take-over stays while this editor keeps the block selected (it is shown until
  // then) and goes once it selects another one or takes the block back.
  const own = await db.query<{ taken_over_by: number | null; taken_block: string | null }>(
    `INSERT INTO editor_presence (editor_key, user_id, page_id, lang, block_kind, block_id, editing, seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (editor_key) DO UPDATE SET
       page_id = EXCLUDED.page_id, lang = EXCLUDED.lang, block_kind = EXCLUDED.block_kind, block_id = EXCLUDED.block_id,
       editing = EXCLUDED.editing, seen_at = EXCLUDED.seen_at,
       taken_over_by = CASE WHEN $9 OR editor_presence.taken_block IS DISTINCT FROM EXCLUDED.block_id OR editor_presence.page_id <> EXCLUDED.page_id OR editor_presence.lang <> EXCLUDED.lang THEN NULL ELSE editor_presence.taken_over_by END,
       taken_block = CASE WHEN $9 OR editor_presence.taken_block IS DISTINCT FROM EXCLUDED.block_id OR editor_presence.page_id <> EXCLUDED.page_id OR editor_presence.lang <> EXCLUDED.lang THEN NULL ELSE editor_presence.taken_block END
     WHERE editor_presence.user_id = EXCLUDED.user_id
     RETURNING taken_over_by, taken_block`,
    [heartbeat.editorKey, userId, pageId, lang, heartbeat.block?.kind ?? null, blockId, heartbeat.editing, now, heartbeat.takeOver],
  );
  const mine = own.rows[0];
  if (!mine) return null;
  const others = await db.query<EditorRow>(
    `SELECT p.editor_key, p.user_id, u.first_name, u.last_name, u.username, p.block_kind, p.block_id, (p.editing AND p.taken_over_by IS NULL) AS editing
       FROM editor_presence p JOIN users u ON u.id = p.user_id
      WHERE p.page_id = $1 AND p.lang = $2 AND p.editor_key <> $3 AND p.seen_at >= $4
      ORDER BY u.last_name, u.first_name, p.editor_key`,
    [pageId, lang, heartbeat.editorKey, cutoff],
  );
  let takenOver: PresenceJson['taken_over'] = null;
  if (mine.taken_over_by !== null && mine.taken_block !== null) {
    const by = await db.query<{ first_name: string; last_name: string; username: string }>(
      'SELECT first_name, last_name, username FROM users WHERE id = $1',
      [mine.taken_over_by],
    );
    const user = by.rows[0];
    if (user) takenOver = { block_id: mine.taken_block, user_id: mine.taken_over_by, name: nameOf(user) };
  }
  return {
    editors: others.rows.map((row) => ({
      editor: row.editor_key,
      user_id: row.user_id,
      name: nameOf(row),
      block: blockOf(row.block_kind, row.block_id),
      editing: row.editing,
    })),
    taken_over: takenOver,
  };
}

/** The editor left the page (its tab closed or editing ended): its row goes at once. Only the user's own. */
export async function forgetPresence(db: Queryable, userId: number, editorKey: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM editor_presence WHERE editor_key = $1 AND user_id = $2', [editorKey, userId]);
  return (rowCount ?? 0) > 0;
}
