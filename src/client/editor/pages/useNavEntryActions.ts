// The navigation dialog's entry changes (NavigationDialog.tsx): an entry moved up or down among
// its siblings (the focus stays on the moved entry's button), removed (the list's heading takes
// the focus) or added; each move and removal said in the polite live region (`announce`).
import { useLayoutEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useEditorT } from '../useEditorT';
import { appendEntry, entryAt, moveEntry, pathOfKey, removeEntry, type EntryPath, type NavEntry } from './navigationModel';

export type NavAreaName = 'menu' | 'footer';
type Action = 'up' | 'down' | 'remove';

export interface NavEntryActionsOptions<L extends Record<NavAreaName, NavEntry[]>> {
  lists: L;
  setLists: Dispatch<SetStateAction<L>>;
  /** The dialog, where the moved entry's button is found. */
  dialog: RefObject<HTMLDialogElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
  announce: (text: string) => void;
}

export function useNavEntryActions<L extends Record<NavAreaName, NavEntry[]>>({
  lists,
  setLists,
  dialog,
  heading,
  announce,
}: NavEntryActionsOptions<L>) {
  const t = useEditorT();
  /** After a move, the button that keeps the focus (the moved entry's). */
  const focusNext = useRef<{ key: string; action: Action } | null>(null);

  useLayoutEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const button = dialog.current?.querySelector<HTMLElement>(`[data-nav-key="${next.key}"][data-nav-action="${next.action}"]`);
    // A removed entry's button is gone: the list's heading takes the focus.
    (button ?? heading.current)?.focus();
  });

  const update = (area: NavAreaName, change: (entries: NavEntry[]) => NavEntry[]) =>
    setLists((current) => ({ ...current, [area]: change(current[area]) }));

  const move = (area: NavAreaName, entry: NavEntry, path: EntryPath, delta: -1 | 1) => {
    const siblings = path.length === 1 ? lists[area] : (entryAt(lists[area], path.slice(0, -1))?.children ?? []);
    const index = path.at(-1) ?? 0;
    const target = index + delta;
    if (target < 0 || target >= siblings.length) return;
    update(area, (entries) => moveEntry(entries, path, delta));
    focusNext.current = { key: entry.key, action: delta < 0 ? 'up' : 'down' };
    announce(t('editor.pages.navMoved', { title: entry.title, position: target + 1, count: siblings.length }));
  };

  const remove = (area: NavAreaName, entry: NavEntry, path: EntryPath) => {
    update(area, (entries) => removeEntry(entries, path));
    focusNext.current = { key: '', action: 'remove' };
    announce(t('editor.pages.navRemoved', { title: entry.title }));
  };

  /** A new entry at the end of the footer, the menu's top level or the entry `where` names (its key). */
  const add = (where: string, entry: NavEntry) => {
    if (where === 'footer') update('footer', (entries) => [...entries, entry]);
    else
      update('menu', (entries) => {
        const parentPath = where === 'menu' ? [] : pathOfKey(entries, where);
        return parentPath === undefined ? entries : appendEntry(entries, parentPath, entry);
      });
  };

  return { move, remove, add };
}
