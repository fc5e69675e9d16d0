// Which block of the page staff have selected, and what the editor's panel shows (issue 22 part 1):
// a module (a list's item too) or a section is selected by a click or by Enter on it, or from the
// page's outline; the selected block gets the floating toolbar and its fields open in the panel.
// One small store for the editor's chunk, read with useSyncExternalStore, so the blocks in the
// page (rendered through the page's edit slots) and the panel beside it agree.
import { useSyncExternalStore } from 'react';

export type BlockKind = 'module' | 'section';

export interface BlockRef {
  kind: BlockKind;
  id: string;
}

export interface SelectionState {
  block: BlockRef | null;
  /** The panel: the selected block's fields, the page's outline, the check before publishing (issue 22 item 9), or closed. */
  panel: 'block' | 'outline' | 'checks' | null;
  /** Raised when the panel should take the focus (a block chosen by keyboard or from the outline). */
  focusPanel: number;
}

const CLOSED: SelectionState = { block: null, panel: null, focusPanel: 0 };

let state: SelectionState = CLOSED;
const listeners = new Set<() => void>();

function set(next: SelectionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelection(): SelectionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}

/** Whether `id` is the selected block (re-renders only the blocks whose answer changes). */
export function useIsSelected(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.block?.id === id,
    () => false,
  );
}

/** Selects a block; `focusPanel` moves the focus into its fields (keyboard, outline). */
export function selectBlock(block: BlockRef, options: { focusPanel?: boolean } = {}): void {
  const same = state.block?.id === block.id && state.block.kind === block.kind;
  set({ block: same ? state.block : block, panel: 'block', focusPanel: options.focusPanel ? state.focusPanel + 1 : state.focusPanel });
}

/** The page's outline in the panel (nothing selected stays as it is). */
export function showOutline(): void {
  set({ ...state, panel: 'outline', focusPanel: state.focusPanel + 1 });
}

/** The check before publishing in the panel, its heading focused (nothing selected stays as it is). */
export function showChecks(): void {
  set({ ...state, panel: 'checks', focusPanel: state.focusPanel + 1 });
}

/** Nothing selected, the panel closed. */
export function clearSelection(): void {
  if (state.block === null && state.panel === null) return;
  set({ ...CLOSED, focusPanel: state.focusPanel });
}

/** The block's element in the page (the one that takes the focus). */
export function blockElement(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-editor-block][data-block-id="${CSS.escape(id)}"]`);
}

/** Puts the focus back on a block (Escape in the panel, after a deletion: a neighbour). */
export function focusBlock(id: string): void {
  const element = blockElement(id);
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'nearest' });
}
