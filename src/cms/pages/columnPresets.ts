// spec 000 §3 "Layout column presets" on the 12-column grid: each preset names its columns' widths.
export const COLUMN_PRESETS = {
  '100': [12],
  '67-33': [8, 4],
  '33-67': [4, 8],
  '50-50': [6, 6],
  '33-33-33': [4, 4, 4],
  '25-50-25': [3, 6, 3],
} as const satisfies Record<string, readonly number[]>;

export type ColumnPreset = keyof typeof COLUMN_PRESETS;

export function isColumnPreset(value: unknown): value is ColumnPreset {
  return typeof value === 'string' && Object.hasOwn(COLUMN_PRESETS, value);
}

/** The CSS classes of each column: full width on small screens, the preset's span from md on. */
export function columnClasses(preset: ColumnPreset): string[] {
  return COLUMN_PRESETS[preset].map((span) => (span === 12 ? 'col-12' : `col-12 col-md-${span}`));
}
