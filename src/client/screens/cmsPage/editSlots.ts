// Where the in-page editor puts its section and module controls into a CMS page (issue 12 part
// 2). The page holds only this small store; the editor chunk (src/client/editor/modules/), loaded
// only in editing mode, registers what it renders. Visitors never register anything, so their
// page has no editor markup and none of its code.
import { useSyncExternalStore, type ReactNode } from 'react';
import type { ModuleData, ModuleIndex, SectionData } from './pageData';

/** The page's sections and modules, for the editor's 'Move to …' (where a module can go). */
export interface PageLayout {
  sections: readonly SectionData[];
  index: ModuleIndex;
}

export type EditSlot =
  | { slot: 'section'; pageId: string; section: SectionData; position: number; count: number }
  | { slot: 'column'; section: SectionData; column: number }
  | { slot: 'module'; module: ModuleData; section: SectionData; column: number; position: number; count: number; layout: PageLayout }
  | { slot: 'addSection'; pageId: string; position: number }
  // An item of a list module (its position among the list's children) and, after a list module, 'Add item'.
  | { slot: 'listItem'; module: ModuleData; list: ModuleData; position: number; count: number; layout: PageLayout | undefined }
  | { slot: 'listItems'; list: ModuleData };

export type EditSlotRenderer = (slot: EditSlot) => ReactNode;

let renderer: EditSlotRenderer | null = null;
const listeners = new Set<() => void>();

/** The editor registers its renderer (null: editing mode ended). */
export function setEditSlotRenderer(next: EditSlotRenderer | null): void {
  renderer = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The editor's renderer when editing mode is on, else null (always null on the server). */
export function useEditSlots(): EditSlotRenderer | null {
  return useSyncExternalStore(
    subscribe,
    () => renderer,
    () => null,
  );
}
