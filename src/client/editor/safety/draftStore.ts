// Unsaved module forms kept in the browser as they are typed (issue 22 part 4: nothing typed is
// ever lost): in IndexedDB, one draft per form (a module being edited, or a new one at its place),
// so they outlive a reload, a crashed or closed tab and an expired session, and several blocks can
// hold unsaved values at once. The offer after a reload reads them back (DraftOffer.tsx). Where
// IndexedDB is missing or blocked (a privacy mode), the tab's sessionStorage keeps them instead;
// where both are, the form still holds everything while it is open. Everything read back is
// checked like any input (formDraft.ts parseDraft).
import { parseDraft, sessionStorageOrNull, type DraftTarget, type FormDraft } from './formDraft';

const DB_NAME = 'aurelia-editor';
const DB_VERSION = 1;
const STORE = 'drafts';
/** The fallback's key in sessionStorage: every draft of the tab, by key. */
const SESSION_DRAFTS_KEY = 'aurelia.editor.drafts.v2';

/** One form's key: its page and what it edits. */
function draftKey(page: string, target: DraftTarget): string {
  return target.mode === 'edit' ? `${page}|edit:${target.moduleId}` : `${page}|create:${target.parentId}:${target.column ?? ''}`;
}

let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') {
        resolve(null);
        return;
      }
      const request = indexedDB.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function sessionDrafts(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sessionStorageOrNull()?.getItem(SESSION_DRAFTS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeSessionDrafts(drafts: Record<string, unknown>): void {
  try {
    sessionStorageOrNull()?.setItem(SESSION_DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // Full or blocked: the open form still holds everything.
  }
}

/** Keeps (or replaces) a form's draft. */
export async function putDraft(draft: FormDraft): Promise<void> {
  const key = draftKey(draft.page, draft.target);
  const db = await database();
  try {
    if (db) {
      await done(db.transaction(STORE, 'readwrite').objectStore(STORE).put(JSON.stringify(draft), key));
      return;
    }
  } catch {
    // Quota or a closed database: the tab's storage below.
  }
  writeSessionDrafts({ ...sessionDrafts(), [key]: draft });
}

/** Forgets a form's draft (saved, discarded or closed on purpose). */
export async function deleteDraft(page: string, target: DraftTarget): Promise<void> {
  const key = draftKey(page, target);
  const db = await database();
  try {
    if (db) await done(db.transaction(STORE, 'readwrite').objectStore(STORE).delete(key));
  } catch {
    // Nothing kept there, or the database is gone: nothing to forget.
  }
  const drafts = sessionDrafts();
  if (key in drafts) {
    delete drafts[key];
    writeSessionDrafts(drafts);
  }
}

/** The page's drafts as far as they make sense, the newest first. */
export async function draftsOf(page: string): Promise<FormDraft[]> {
  const found: FormDraft[] = [];
  const db = await database();
  try {
    if (db) {
      const store = db.transaction(STORE, 'readonly').objectStore(STORE);
      const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
      keys.forEach((key, at) => {
        const value: unknown = values[at];
        if (typeof key === 'string' && key.startsWith(`${page}|`) && typeof value === 'string') {
          const draft = parseDraft(value, page);
          if (draft) found.push(draft);
        }
      });
    }
  } catch {
    // Unreadable: the tab's storage may still hold some.
  }
  for (const [key, value] of Object.entries(sessionDrafts())) {
    if (!key.startsWith(`${page}|`)) continue;
    const draft = parseDraft(JSON.stringify(value), page);
    if (draft && !found.some((each) => draftKey(each.page, each.target) === key)) found.push(draft);
  }
  return found.sort((a, b) => b.savedAt - a.savedAt);
}
