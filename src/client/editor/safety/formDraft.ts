// The unsaved draft of a module form (issue 12 part 5, issue 22 part 4: nothing typed is lost):
// its shape and how a stored one is read back, checked like any input. Where drafts are kept:
// draftStore.ts (IndexedDB, else the tab's sessionStorage); the offer after a reload:
// DraftOffer.tsx. A save that succeeds, a discard and a deliberate close remove the draft.
import { MODULE_KINDS, type EditorModuleKind, type FormValue } from '../../../shared/editor/moduleFields';
import { normalizeRichText } from '../../../shared/richText';
import type { BackupStorage } from './sectionBackups';

function isFaqItem(value: unknown): value is { question: string; answer: string } {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.question === 'string' && typeof item.answer === 'string';
}

/** `column` is absent for an item of a list module (its parent is the list, which has no columns). */
export type DraftTarget = { mode: 'edit'; moduleId: string } | { mode: 'create'; parentId: string; column?: number };

export interface FormDraft {
  /** The page's path (with its language prefix) the form belongs to. */
  page: string;
  kind: EditorModuleKind;
  target: DraftTarget;
  values: Record<string, FormValue>;
  /** The module's revision the form is based on (edit); null: no check. */
  baseRevision: number | null;
  /** 'Keep my text' was chosen: the next save replaces the other version. */
  overwrite: boolean;
  savedAt: number;
}

const ID = /^\d{1,12}$/;

function isTarget(value: unknown): value is DraftTarget {
  if (typeof value !== 'object' || value === null) return false;
  const target = value as Record<string, unknown>;
  if (target.mode === 'edit') return typeof target.moduleId === 'string' && ID.test(target.moduleId);
  return (
    target.mode === 'create' &&
    typeof target.parentId === 'string' &&
    ID.test(target.parentId) &&
    (target.column === undefined || (typeof target.column === 'number' && Number.isInteger(target.column) && target.column >= 0))
  );
}

/** The stored draft when it is well-formed and belongs to `page`, else null. */
export function parseDraft(text: string | null, page: string): FormDraft | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const draft = parsed as Record<string, unknown>;
  if (draft.page !== page || !(MODULE_KINDS as readonly unknown[]).includes(draft.kind) || !isTarget(draft.target)) return null;
  if (typeof draft.values !== 'object' || draft.values === null || Array.isArray(draft.values)) return null;
  const values: Record<string, FormValue> = {};
  for (const [name, value] of Object.entries(draft.values)) {
    if (typeof value === 'string' || typeof value === 'boolean') values[name] = value;
    // Rich text (its nodes, normalised to what the model allows) or FAQ items (each a question and an answer).
    else if (Array.isArray(value) && value.every(isFaqItem))
      values[name] = value.map((item) => ({ question: item.question, answer: item.answer }));
    else if (Array.isArray(value)) values[name] = normalizeRichText(value);
  }
  const baseRevision = typeof draft.baseRevision === 'number' && Number.isInteger(draft.baseRevision) ? draft.baseRevision : null;
  const savedAt = typeof draft.savedAt === 'number' && Number.isFinite(draft.savedAt) ? draft.savedAt : 0;
  return {
    page,
    kind: draft.kind as EditorModuleKind,
    target: draft.target,
    values,
    baseRevision,
    overwrite: draft.overwrite === true,
    savedAt,
  };
}

/** sessionStorage, or null where it is blocked (a privacy setting) or absent (the server). */
export function sessionStorageOrNull(): BackupStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
