// A seeded page's sections and modules as the seed writes them (pagesSeedContent.ts, the legal
// texts in seedLegalTexts.ts, seedEditor.ts), in a file of their own so those need not import
// each other for the types.
import type { ColumnPreset } from '../pages/columnPresets';
import type { ModuleModel } from '../pages/moduleRules';

export interface SeedModule {
  model: Exclude<ModuleModel, 'section'>;
  fields: Record<string, unknown>;
  children?: SeedModule[];
}

export interface SeedSection {
  layout: ColumnPreset;
  slug?: string;
  extraClass?: string;
  columns: SeedModule[][];
}
