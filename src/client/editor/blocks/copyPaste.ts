// Copy and paste of blocks (issue 22 part 6): a module, a list's item or a whole section is copied
// as its stored JSON (the section's snapshot, Query.sectionSnapshot; a module's part of its
// section's) into the editor's clipboard (clipboard.ts), and pasted with Mutation.pasteBlock into
// another place of this page, another page or the other language's page: new ids, media and links
// kept. 'Duplicate' (issue 22 part 1's toolbar) is a copy pasted right after the block at once,
// without touching the clipboard. Ctrl+C / Ctrl+V (Cmd on a Mac) do the same on the selected block
// while the focus is outside a field, so the browser's own copy and paste keep working in fields,
// in the panel, in dialogs and on a text selected in the page. A paste is recorded in the page
// history as an addition (decision 016), so Ctrl+Z removes it again; the pasted block is selected
// and takes the focus. A paste that does not fit is
// refused with the reason ('error' alert): a section goes after a section only, a module kind a
// list does not take goes nowhere into it (the upstream checks both again, and every field).
import { useEffect } from 'react';
import { childKindsOf } from '../../../shared/editor/listChildren';
import type { EditorModuleKind } from '../../../shared/editor/moduleFields';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorPasteBlockDocument } from '../../generated/documents/EditorPasteBlockDocument';
import { EditorSectionSnapshotDocument } from '../../generated/documents/EditorSectionSnapshotDocument';
import type { PasteDestinationInput } from '../../generated/operations';
import { recordSectionAdd, withSectionHistory, type HistoryContext } from '../history/history';
import { editorPagePathOf } from '../editorPagePath';
import { askPageAgain, readPageState } from '../safety/pageState';
import type { EditorTranslate } from '../useEditorT';
import { focusAfterChange } from '../modules/toolsFocus';
import { CLIPBOARD_MAX_CHARS, readClipboard, useClipboard, writeClipboard, type ClipboardEntry } from './clipboard';
import type { MoreAction } from './BlockToolbar';
import { selectBlock } from './selection';

/** The block a copy or a paste starts from: the selected one, or the place of 'Add section'. */
export type PasteWhere =
  | { kind: 'section'; pageId: string; sectionId: string; position: number }
  | {
      kind: 'module';
      moduleId: string;
      moduleKind: EditorModuleKind | null;
      sectionId: string;
      parentId: string;
      column?: number | undefined;
      position: number;
      /** The kind of the list the module is an item of (null: it sits in a section's column). */
      listKind: EditorModuleKind | null;
    }
  | { kind: 'page'; pageId: string; position: number };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The module `id` in a section's JSON (its columns' children and their children), or null. */
export function findModuleJson(section: unknown, id: string): Record<string, unknown> | null {
  const search = (nodes: unknown, depth: number): Record<string, unknown> | null => {
    if (!Array.isArray(nodes) || depth > 12) return null;
    for (const node of nodes) {
      if (!isObject(node)) continue;
      if (String(node.id) === id) return node;
      const found = search(node.children, depth + 1);
      if (found) return found;
    }
    return null;
  };
  if (!isObject(section) || !Array.isArray(section.columns)) return null;
  for (const column of section.columns) {
    const found = isObject(column) ? search(column.children, 0) : null;
    if (found) return found;
  }
  return null;
}

/** Where a copy goes from `where`, or the reason it does not fit (issue 22 part 6: "a paste that does not fit is refused with the reason"). */
export function destinationOf(
  entry: Pick<ClipboardEntry, 'block' | 'kind'>,
  where: PasteWhere,
):
  | { ok: true; destination: PasteDestinationInput; sectionId: string | null }
  | { ok: false; reason: 'sectionNeedsSection' | 'listRefuses' } {
  if (entry.block === 'section') {
    if (where.kind === 'module') return { ok: false, reason: 'sectionNeedsSection' };
    return {
      ok: true,
      destination: { pageId: where.pageId, position: where.kind === 'section' ? where.position + 1 : where.position },
      sectionId: null,
    };
  }
  switch (where.kind) {
    case 'module':
      if (where.listKind && (entry.kind === null || !childKindsOf(where.listKind).includes(entry.kind)))
        return { ok: false, reason: 'listRefuses' };
      return {
        ok: true,
        destination: {
          parentId: where.parentId,
          ...(where.column === undefined ? {} : { column: where.column }),
          position: where.position + 1,
        },
        sectionId: where.sectionId,
      };
    case 'section':
      // Into the selected section: the end of its first column.
      return { ok: true, destination: { parentId: where.sectionId, column: 0 }, sectionId: where.sectionId };
    case 'page':
      return { ok: false, reason: 'sectionNeedsSection' };
  }
}

interface Actions {
  context: HistoryContext;
  t: EditorTranslate;
  /** Shows the 'error' alert with a reason. */
  refuse: (text: string) => void;
}

/** The copy of the block at `where` (a section or module), read from the upstream; null when it could not be read (the 'error' alert said so). */
async function copyOf({ context }: Actions, where: PasteWhere): Promise<ClipboardEntry | null> {
  if (where.kind === 'page') return null;
  const { client, session, page } = context;
  const result = await session.read(() =>
    client.query({
      query: EditorSectionSnapshotDocument,
      variables: { locale: toGraphQLLocale(page.locale), id: where.sectionId },
      fetchPolicy: 'no-cache',
    }),
  );
  const text = result?.data?.sectionSnapshot;
  if (!text) return null;
  if (where.kind === 'section') return { block: 'section', kind: null, snapshot: text, copiedAt: Date.now() };
  let section: unknown;
  try {
    section = JSON.parse(text);
  } catch {
    return null;
  }
  const module = findModuleJson(section, where.moduleId);
  return module ? { block: 'module', kind: where.moduleKind, snapshot: JSON.stringify(module), copiedAt: Date.now() } : null;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Pastes `entry` at `where`; true when it was pasted (and recorded in the page history). Pastes
 * run one after another (Ctrl+V held down): each reads its section before and after, which a
 * paste running beside it would mix up.
 */
export function pasteAt(actions: Actions, entry: ClipboardEntry, where: PasteWhere, savedText: string): Promise<boolean> {
  const run = queue.then(() => pasteNow(actions, entry, where, savedText));
  queue = run.catch(() => undefined);
  return run;
}

async function pasteNow(actions: Actions, entry: ClipboardEntry, where: PasteWhere, savedText: string): Promise<boolean> {
  const { context, t, refuse } = actions;
  const { client, session, page } = context;
  const target = destinationOf(entry, where);
  if (!target.ok) {
    const reason =
      target.reason === 'listRefuses' && where.kind === 'module' && where.listKind
        ? t('editor.copy.listRefuses', {
            list: t(`editor.kinds.${where.listKind}`),
            kind: entry.kind ? t(`editor.kinds.${entry.kind}`) : '',
          })
        : t('editor.copy.sectionNeedsSection');
    refuse(t('editor.copy.refused', { reason }));
    return false;
  }
  const locale = toGraphQLLocale(page.locale);
  const paste = () =>
    session.saveForm(
      () =>
        client.mutate({
          mutation: EditorPasteBlockDocument,
          variables: { locale, snapshot: entry.snapshot, destination: target.destination },
        }),
      savedText,
    );
  const refused = (fieldErrors: Record<string, string[]> | null) => {
    // The upstream's reason, in the page's language (the gateway words it: a kind the place does not take, invalid content).
    const reason = fieldErrors ? Object.values(fieldErrors).flat()[0] : undefined;
    if (reason) refuse(t('editor.copy.refused', { reason }));
  };
  if (target.sectionId !== null) {
    // A module: a change inside its new section, recorded as an addition (Ctrl+Z restores the section before it).
    const shown = () => [...readPageState(client, locale, editorPagePathOf(page)).revisions.keys()];
    const before = new Set(shown());
    const result = await withSectionHistory(context, { label: 'moduleAdd', sections: [target.sectionId] }, paste, (outcome) => outcome.ok);
    if (!result.ok) {
      refused(result.fieldErrors);
      await askPageAgain(client, page);
      return false;
    }
    // The recorder asked the page again. The copy's own id is the first of the new ones (the
    // upstream inserts it before what is under it): it is selected and takes the focus, so the
    // next Ctrl+V goes after it and Enter opens its fields.
    const created = shown()
      .filter((id) => !before.has(id))
      .sort((a, b) => Number(a) - Number(b))[0];
    if (created) choose('module', created);
    return true;
  }
  const result = await paste();
  if (!result.ok) {
    refused(result.fieldErrors);
    return false;
  }
  const created = result.value.data?.pasteBlock.section?.id;
  const pageId = target.destination.pageId;
  const position = target.destination.position;
  // A section: an addition of the page (Ctrl+Z deletes it again), with its snapshot for a redo.
  if (created && pageId && position !== undefined && position !== null) await recordSectionAdd(context, String(pageId), created, position);
  await askPageAgain(client, page);
  if (created) choose('section', created);
  return true;
}

/** The pasted block becomes the selected one, with the focus. */
function choose(kind: 'module' | 'section', id: string): void {
  selectBlock({ kind, id });
  focusAfterChange(id, 'block');
}

/** Whether a key press belongs to the browser's own copy and paste: a field, the panel, a dialog, or text selected in the page. */
function ownCopyPaste(target: EventTarget | null): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (selection && !selection.isCollapsed && selection.toString().trim() !== '') return true;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"], .editor-panel, dialog') !== null;
}

/**
 * The selected block's copy and paste: 'Duplicate' (a toolbar button), 'Copy' and 'Paste' (under
 * 'More actions') and Ctrl+C / Ctrl+V while it is selected (the toolbar is rendered only then).
 */
export function useBlockCopyPaste(actions: Actions, where: PasteWhere, label: string): { duplicate: () => void; more: MoreAction[] } {
  const { context, t } = actions;
  const entry = useClipboard();

  const copy = async () => {
    const copied = await copyOf(actions, where);
    if (!copied) return;
    if (copied.snapshot.length > CLIPBOARD_MAX_CHARS) {
      actions.refuse(t('editor.copy.tooLarge'));
      return;
    }
    if (!writeClipboard(copied)) {
      actions.refuse(t('editor.copy.storageBlocked'));
      return;
    }
    context.session.announce(copied.block === 'section' ? t('editor.copy.copiedSection') : t('editor.copy.copiedModule', { kind: label }));
  };
  const paste = async () => {
    const current = readClipboard();
    if (!current) {
      actions.refuse(t('editor.copy.nothing'));
      return;
    }
    await pasteAt(actions, current, where, t('editor.copy.pasted'));
  };
  const duplicate = async () => {
    const copied = await copyOf(actions, where);
    if (copied) await pasteAt(actions, copied, where, t('editor.copy.duplicated'));
  };

  // The keys call what this render knows (the block's place now).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.defaultPrevented || ownCopyPaste(event.target))
        return;
      const key = event.key.toLowerCase();
      if (key === 'c') {
        event.preventDefault();
        void copy();
      } else if (key === 'v') {
        event.preventDefault();
        void paste();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  const what = entry ? (entry.block === 'section' ? t('editor.copy.section') : entry.kind ? t(`editor.kinds.${entry.kind}`) : '') : '';
  return {
    duplicate: () => void duplicate(),
    more: [
      { label: `${t('editor.copy.copy')} (${t('editor.copy.shortcutCopy')})`, onClick: () => void copy() },
      ...(entry
        ? [{ label: `${t('editor.copy.pasteWhat', { what })} (${t('editor.copy.shortcutPaste')})`, onClick: () => void paste() }]
        : []),
    ],
  };
}
