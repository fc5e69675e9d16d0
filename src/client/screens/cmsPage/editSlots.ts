// Where the in-page editor puts itself into a CMS page (issue 12 part 2, issue 22 part 1). The
// page holds only this small store; the editor chunk (src/client/editor/blocks/), loaded only in
// editing mode, registers what it renders. Visitors never register anything, so their page has no
// editor markup and none of its code. In editing mode each section, module and list item is
// handed to the editor with its rendered content (`content`), which the editor wraps into a block
// that can be selected; and the editor may show unsaved values before they are saved (the
// overrides below), so the page shows what staff type as they type it.
import { useSyncExternalStore, type ReactNode } from 'react';
import type { ModuleData, ModuleIndex, SectionData } from './pageData';

/** The page's sections and modules, for the editor's 'Move to …' (where a module can go). */
export interface PageLayout {
  sections: readonly SectionData[];
  index: ModuleIndex;
}

export type EditSlot =
  // The page's run of sections as a whole (issue 22 part 2: blocks are dragged among them).
  | { slot: 'page'; pageId: string; layout: PageLayout; content: ReactNode }
  | { slot: 'section'; pageId: string; section: SectionData; position: number; count: number; layout: PageLayout; content: ReactNode }
  | { slot: 'column'; section: SectionData; column: number }
  | {
      slot: 'module';
      module: ModuleData;
      section: SectionData;
      column: number;
      position: number;
      count: number;
      layout: PageLayout;
      content: ReactNode;
    }
  | { slot: 'addSection'; pageId: string; position: number }
  // An item of a list module (its position among the list's children).
  | {
      slot: 'listItem';
      module: ModuleData;
      list: ModuleData;
      position: number;
      count: number;
      layout: PageLayout | undefined;
      content: ReactNode;
    };

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

/** Unsaved values the editor shows in the page: a module as typed, a section's settings as chosen. */
export interface EditOverrides {
  modules: ReadonlyMap<string, ModuleData>;
  sections: ReadonlyMap<string, Partial<Pick<SectionData, 'preset' | 'extraClass'>>>;
}

let overrides: EditOverrides | null = null;

/** The editor sets what it shows unsaved (null: nothing). */
export function setEditOverrides(next: EditOverrides | null): void {
  overrides = next;
  for (const listener of listeners) listener();
}

/** The editor's unsaved values, or null (always null for visitors and on the server). */
export function useEditOverrides(): EditOverrides | null {
  return useSyncExternalStore(
    subscribe,
    () => overrides,
    () => null,
  );
}

/** The modules with the editor's unsaved values in place. */
export function withModuleOverrides(modules: readonly ModuleData[], edits: EditOverrides | null): readonly ModuleData[] {
  if (!edits || edits.modules.size === 0) return modules;
  return modules.map((module) => edits.modules.get(module.id) ?? module);
}

/** A section with the editor's unsaved settings in place. */
export function withSectionOverrides(section: SectionData, edits: EditOverrides | null): SectionData {
  const changes = edits?.sections.get(section.id);
  return changes ? { ...section, ...changes } : section;
}
