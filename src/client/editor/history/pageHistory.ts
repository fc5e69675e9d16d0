// One history for the page being edited (issue 22 part 3): every change staff make in this
// editing session (a module's fields, a move, an addition, a deletion, a section's settings or
// preset, a section's own undo, a block restored from an older version, a section added, moved or
// deleted, the page's settings), in order,
// as data the editor can carry out again in either direction: a change inside sections is the
// sections' snapshots before and after it (Query.sectionSnapshot; Mutation.restoreSection puts
// one back), a section's move its two places, a section added or deleted its snapshot and place,
// the page's settings the values before and after. Undo and redo are real changes in the upstream
// with its revision checks (history/useHistory.ts). The history is kept per page and language for
// the tab's session (sessionStorage), so it survives a reload; it is bounded (entries, and the
// characters of its snapshots), and storage that is full, blocked or malformed only costs the copy.
import type { PageSettingsInput } from '../../generated/operations';
import type { BackupStorage } from '../safety/sectionBackups';

const HISTORY_KEY_PREFIX = 'aurelia.editor.history.v1:';
/** Entries kept per page and language; the oldest go beyond this. */
const HISTORY_MAX_ENTRIES = 100;
/** Characters of snapshots kept per page; the oldest entries go first beyond this. */
const HISTORY_MAX_CHARS = 2_000_000;

export type HistoryLabel =
  | 'moduleEdit'
  | 'moduleAdd'
  | 'moduleMove'
  | 'moduleDelete'
  | 'sectionSettings'
  | 'sectionPreset'
  | 'sectionRestore'
  | 'blockRestore'
  | 'sectionAdd'
  | 'sectionMove'
  | 'sectionDelete'
  | 'pageSettings';

const HISTORY_LABELS: readonly HistoryLabel[] = [
  'moduleEdit',
  'moduleAdd',
  'moduleMove',
  'moduleDelete',
  'sectionSettings',
  'sectionPreset',
  'sectionRestore',
  'blockRestore',
  'sectionAdd',
  'sectionMove',
  'sectionDelete',
  'pageSettings',
];

/**
 * One part of a change. `expected`: the revision the part's target has after the change was last
 * made or undone (a section's content revision, the page's revision), checked by the upstream on
 * the next undo or redo: someone else's change since refuses it.
 */
export type HistoryStep =
  | { type: 'section'; sectionId: string; before: string; after: string; expected: number | null }
  | { type: 'sectionMove'; sectionId: string; from: number; to: number }
  | { type: 'sectionAdd'; pageId: string; sectionId: string; position: number; snapshot: string }
  | { type: 'sectionDelete'; pageId: string; sectionId: string; position: number; snapshot: string }
  | { type: 'pageSettings'; pageId: string; before: PageSettingsInput; after: PageSettingsInput; expected: number | null };

export interface HistoryEntry {
  label: HistoryLabel;
  at: number;
  steps: HistoryStep[];
}

export interface PageHistory {
  /** Done changes, oldest first: the last one is undone next. */
  done: HistoryEntry[];
  /** Undone changes, the one redone next last. */
  undone: HistoryEntry[];
}

const ID = /^\d{1,12}$/;
const EMPTY: PageHistory = { done: [], undone: [] };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);
const isPlace = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 10_000;
const isRevision = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isInteger(value));
const isSnapshot = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Page settings as stored in the history: string and boolean values (null removes one). */
function isSettings(value: unknown): value is PageSettingsInput {
  return (
    isObject(value) && Object.values(value).every((entry) => entry === null || typeof entry === 'string' || typeof entry === 'boolean')
  );
}

function isStep(value: unknown): value is HistoryStep {
  if (!isObject(value)) return false;
  switch (value.type) {
    case 'section':
      return isId(value.sectionId) && isSnapshot(value.before) && isSnapshot(value.after) && isRevision(value.expected);
    case 'sectionMove':
      return isId(value.sectionId) && isPlace(value.from) && isPlace(value.to);
    case 'sectionAdd':
    case 'sectionDelete':
      return isId(value.pageId) && isId(value.sectionId) && isPlace(value.position) && isSnapshot(value.snapshot);
    case 'pageSettings':
      return isId(value.pageId) && isSettings(value.before) && isSettings(value.after) && isRevision(value.expected);
    default:
      return false;
  }
}

function isEntry(value: unknown): value is HistoryEntry {
  return (
    isObject(value) &&
    (HISTORY_LABELS as readonly unknown[]).includes(value.label) &&
    typeof value.at === 'number' &&
    Number.isFinite(value.at) &&
    Array.isArray(value.steps) &&
    value.steps.length > 0 &&
    value.steps.every(isStep)
  );
}

/** What the storage holds, as far as it makes sense (anything malformed is left out). */
function parseHistory(text: string | null): PageHistory {
  if (!text) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return EMPTY;
  }
  if (!isObject(parsed) || !Array.isArray(parsed.done) || !Array.isArray(parsed.undone)) return EMPTY;
  return {
    done: parsed.done.filter(isEntry).slice(-HISTORY_MAX_ENTRIES),
    undone: parsed.undone.filter(isEntry).slice(-HISTORY_MAX_ENTRIES),
  };
}

function charsOf(entry: HistoryEntry): number {
  return entry.steps.reduce(
    (sum, step) =>
      sum + (step.type === 'section' ? step.before.length + step.after.length : 'snapshot' in step ? step.snapshot.length : 200),
    0,
  );
}

/** A new change: at the end of `done`, and nothing left to redo (a new branch); the oldest go beyond the bounds. */
export function recordEntry(history: PageHistory, entry: HistoryEntry): PageHistory {
  const done = [...history.done, entry].slice(-HISTORY_MAX_ENTRIES);
  let chars = done.reduce((sum, each) => sum + charsOf(each), 0);
  while (done.length > 1 && chars > HISTORY_MAX_CHARS) chars -= charsOf(done.shift() as HistoryEntry);
  return { done, undone: [] };
}

/** What a step's revision check is about: a section's content, or the page's settings. */
function targetOf(step: HistoryStep): string | null {
  if (step.type === 'section') return `section:${step.sectionId}`;
  if (step.type === 'pageSettings') return `page:${step.pageId}`;
  return null;
}

/**
 * The next change to run on each target the entry touched expects the revision the entry left
 * there: after an undo, the nearest earlier change still done (it is undone next); after a redo,
 * the nearest change still undone (it is redone next). Without this, an earlier change of the same
 * section would look like someone else's.
 */
function handOn(entries: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const revisions = new Map<string, number | null>();
  for (const step of entry.steps) {
    const target = targetOf(step);
    if (target !== null && 'expected' in step) revisions.set(target, step.expected);
  }
  const result = [...entries];
  for (const [target, revision] of revisions) {
    for (let at = result.length - 1; at >= 0; at -= 1) {
      const candidate = result[at] as HistoryEntry;
      if (!candidate.steps.some((step) => targetOf(step) === target)) continue;
      result[at] = {
        ...candidate,
        steps: candidate.steps.map((step) => (targetOf(step) === target && 'expected' in step ? { ...step, expected: revision } : step)),
      };
      break;
    }
  }
  return result;
}

/** After an undo: the entry (as it is now, its revisions updated) moves to `undone`. */
export function afterUndo(history: PageHistory, entry: HistoryEntry): PageHistory {
  return { done: handOn(history.done.slice(0, -1), entry), undone: [...history.undone, entry] };
}

/** After a redo: the entry moves back to `done`. */
export function afterRedo(history: PageHistory, entry: HistoryEntry): PageHistory {
  return { done: [...history.done, entry], undone: handOn(history.undone.slice(0, -1), entry) };
}

/** A section that was deleted and is back under a new id: every entry names the new one. */
export function renameSection(history: PageHistory, from: string, to: string): PageHistory {
  const rename = (entry: HistoryEntry): HistoryEntry => ({
    ...entry,
    steps: entry.steps.map((step) => ('sectionId' in step && step.sectionId === from ? { ...step, sectionId: to } : step)),
  });
  return { done: history.done.map(rename), undone: history.undone.map(rename) };
}

/** The snapshot of a section, made the snapshot of the section with id `id` (a deleted section put back under a new id). */
export function snapshotFor(snapshot: string, id: string): string {
  const parsed: unknown = JSON.parse(snapshot);
  if (!isObject(parsed)) throw new Error('A section snapshot is an object.');
  return JSON.stringify({ ...parsed, id: Number(id) });
}

/** One page's history in the tab's storage. */
export function historyKey(locale: string, path: string): string {
  return `${HISTORY_KEY_PREFIX}${locale}:${path}`;
}

export function loadHistory(storage: BackupStorage | null, key: string): PageHistory {
  try {
    return parseHistory(storage?.getItem(key) ?? null);
  } catch {
    return EMPTY;
  }
}

export function saveHistory(storage: BackupStorage | null, key: string, history: PageHistory): void {
  try {
    if (history.done.length === 0 && history.undone.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(history));
  } catch {
    // Full or blocked: the history in memory still holds everything.
  }
}
