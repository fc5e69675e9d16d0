// The editor's clipboard for blocks (issue 22 part 6: "copy a module, a list item or a whole section
// and paste it into another place of the same page, another page, or the other language's page").
// One copied block, kept in localStorage, so another tab, another page and the other language's
// page (another document) can paste it, and a reload keeps it. Not the system clipboard: reading
// it needs a permission prompt in Chromium (and is not offered at all in some browsers), a page's
// own copy of a text there would replace the block, and what comes back from it would be any
// text; the editor's own store only holds what the editor put there, read defensively all the
// same (the upstream checks every pasted field again). The 'storage' event tells the other tabs.
import { useSyncExternalStore } from 'react';
import { MODULE_KINDS, type EditorModuleKind } from '../../../shared/editor/moduleFields';

const CLIPBOARD_KEY = 'aurelia.editor.clipboard.v1';
/** The largest copy kept (the gateway takes at most 1,000,000 characters). */
export const CLIPBOARD_MAX_CHARS = 1_000_000;

export interface ClipboardEntry {
  /** What was copied: a section, or a module (a list's item too) of `kind`. */
  block: 'section' | 'module';
  kind: EditorModuleKind | null;
  /** The block's JSON as Query.sectionSnapshot gave it (a module: its part of its section's). */
  snapshot: string;
  copiedAt: number;
}

function isKind(value: unknown): value is EditorModuleKind {
  return typeof value === 'string' && (MODULE_KINDS as readonly string[]).includes(value);
}

/** A stored entry, or null when the text is none (absent, malformed, too long). */
export function parseClipboard(text: string | null): ClipboardEntry | null {
  if (text === null || text.length > CLIPBOARD_MAX_CHARS + 1000) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const { block, kind, snapshot, copiedAt } = entry;
  if (block !== 'section' && block !== 'module') return null;
  if (typeof snapshot !== 'string' || snapshot.length === 0 || snapshot.length > CLIPBOARD_MAX_CHARS) return null;
  if (block === 'module' && !isKind(kind)) return null;
  return {
    block,
    kind: block === 'module' && isKind(kind) ? kind : null,
    snapshot,
    copiedAt: typeof copiedAt === 'number' && Number.isFinite(copiedAt) ? copiedAt : 0,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cachedEntry: ClipboardEntry | null = null;

/** The copied block now (null: nothing, or storage blocked). */
export function readClipboard(): ClipboardEntry | null {
  const text = storage()?.getItem(CLIPBOARD_KEY) ?? null;
  // The same text gives the same object, so useSyncExternalStore sees no change.
  if (text !== cachedText) {
    cachedText = text;
    cachedEntry = parseClipboard(text);
  }
  return cachedEntry;
}

/** Keeps `entry` as the copied block; false when storage is blocked or full (the caller says so). */
export function writeClipboard(entry: ClipboardEntry): boolean {
  const store = storage();
  if (!store || entry.snapshot.length > CLIPBOARD_MAX_CHARS) return false;
  try {
    store.setItem(CLIPBOARD_KEY, JSON.stringify(entry));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's copy.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CLIPBOARD_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useClipboard(): ClipboardEntry | null {
  return useSyncExternalStore(subscribe, readClipboard, () => null);
}
