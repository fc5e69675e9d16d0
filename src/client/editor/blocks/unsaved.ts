// What staff have typed and not saved yet (issue 22 part 1): the page shows it at once (the page's
// edit overrides, src/client/screens/cmsPage/editSlots.ts), and the form's values stay with their
// block when another block is selected, so coming back finds them (nothing typed is lost). Saving
// or discarding a block's values ends its entry; the editor ending ends them all.
import { setEditOverrides, type EditOverrides } from '../../screens/cmsPage/editSlots';
import type { ModuleData, SectionData } from '../../screens/cmsPage/pageData';
import type { FormDraft } from '../safety/formDraft';

type SectionChanges = Partial<Pick<SectionData, 'preset' | 'extraClass'>>;

const modules = new Map<string, ModuleData>();
const sections = new Map<string, SectionChanges>();
const presets = new Map<string, SectionData['preset']>();
const drafts = new Map<string, FormDraft>();
const listeners = new Set<() => void>();

function publish(): void {
  const shownSections = new Map<string, SectionChanges>(sections);
  for (const [id, preset] of presets) shownSections.set(id, { ...shownSections.get(id), preset });
  const next: EditOverrides | null =
    modules.size === 0 && shownSections.size === 0 ? null : { modules: new Map(modules), sections: shownSections };
  setEditOverrides(next);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the blocks mark themselves unsaved. */
export function subscribeUnsaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The module as typed (null: as stored). */
export function showModuleUnsaved(id: string, module: ModuleData | null): void {
  if (module) modules.set(id, module);
  else if (!modules.delete(id)) return;
  publish();
}

/** A section's settings as typed in its form (null: as stored). */
export function showSectionUnsaved(id: string, changes: SectionChanges | null): void {
  if (changes) sections.set(id, changes);
  else if (!sections.delete(id)) return;
  publish();
}

/** A preset chosen and being saved: the page's grid shows it at once (null: as stored). Not 'unsaved': it is saved on the spot. */
export function showSectionPreset(id: string, preset: SectionData['preset'] | null): void {
  if (preset) presets.set(id, preset);
  else if (!presets.delete(id)) return;
  publish();
}

/** Keeps a module form's unsaved values for when its block is selected again (null: none). */
export function keepDraft(id: string, draft: FormDraft | null): void {
  const had = drafts.has(id);
  if (draft) drafts.set(id, draft);
  else drafts.delete(id);
  if (had !== drafts.has(id)) for (const listener of listeners) listener();
}

export function draftOf(id: string): FormDraft | undefined {
  return drafts.get(id);
}

/** Whether a block holds unsaved values. */
export function isUnsaved(id: string): boolean {
  return drafts.has(id) || sections.has(id);
}

/** Editing mode ends: the page shows what is stored. */
export function forgetAllUnsaved(): void {
  modules.clear();
  sections.clear();
  presets.clear();
  drafts.clear();
  publish();
}
