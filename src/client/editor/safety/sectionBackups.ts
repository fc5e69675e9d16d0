// The editor's backup list per section (spec 000 §4: "The editor keeps a backup list per section:
// each save pushes a snapshot, and undo restores the last snapshot"; issue 12 part 5). A snapshot
// is the section as the upstream stored it just before a save (Query.sectionSnapshot: preset,
// class, background, every module with all its fields), so an undo is exact and the restore
// (Mutation.restoreSection) can check it like any input. The list lives for the browser tab's
// session: in memory in the editor chunk, mirrored to sessionStorage so a reload keeps it; it is
// bounded (per section, and in characters overall: the oldest backups go first), and storage that
// is full, blocked or holds something malformed only costs the mirror, never a save.

export const SECTION_BACKUPS_KEY = 'aurelia.editor.sectionBackups.v1';
/** Backups kept per section; the oldest is dropped beyond this. */
export const BACKUPS_PER_SECTION = 20;
/** Characters of snapshots kept in all; the oldest backups of any section go first beyond this. */
const BACKUPS_MAX_CHARS = 1_500_000;

export interface SectionBackup {
  /** The section's JSON as Query.sectionSnapshot gave it. */
  snapshot: string;
  /** When it was taken (ms since the epoch). */
  takenAt: number;
}

export type BackupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SectionBackupStore {
  /** The section's backups, oldest first (the same array until it changes). */
  list: (sectionId: string) => readonly SectionBackup[];
  push: (sectionId: string, backup: SectionBackup) => void;
  /** Removes `backup` if it is still the section's last one (after its restore). */
  drop: (sectionId: string, backup: SectionBackup) => void;
  subscribe: (listener: () => void) => () => void;
}

const EMPTY: readonly SectionBackup[] = [];

function isBackup(value: unknown): value is SectionBackup {
  if (typeof value !== 'object' || value === null) return false;
  const { snapshot, takenAt } = value as Record<string, unknown>;
  return typeof snapshot === 'string' && snapshot.length > 0 && typeof takenAt === 'number' && Number.isFinite(takenAt);
}

/** What the storage holds, as far as it makes sense; anything else is left out. */
export function parseBackups(text: string | null): Map<string, SectionBackup[]> {
  const sections = new Map<string, SectionBackup[]>();
  if (!text) return sections;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return sections;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return sections;
  for (const [sectionId, list] of Object.entries(parsed as Record<string, unknown>)) {
    if (!/^\d{1,12}$/.test(sectionId) || !Array.isArray(list)) continue;
    const backups = list.filter(isBackup).slice(-BACKUPS_PER_SECTION);
    if (backups.length > 0) sections.set(sectionId, backups);
  }
  return sections;
}

/** Drops the oldest backups (of any section) until the snapshots fit `maxChars`. */
function trimBackups(sections: Map<string, SectionBackup[]>, maxChars: number): void {
  const size = () =>
    [...sections.values()].reduce((sum, list) => sum + list.reduce((inner, backup) => inner + backup.snapshot.length, 0), 0);
  while (sections.size > 0 && size() > maxChars) dropOldest(sections);
}

function dropOldest(sections: Map<string, SectionBackup[]>): void {
  let oldest: [string, number] | null = null;
  for (const [sectionId, list] of sections) {
    const first = list[0];
    if (first && (oldest === null || first.takenAt < oldest[1])) oldest = [sectionId, first.takenAt];
  }
  if (!oldest) return;
  const [sectionId] = oldest;
  const rest = (sections.get(sectionId) ?? []).slice(1);
  if (rest.length > 0) sections.set(sectionId, rest);
  else sections.delete(sectionId);
}

export function createSectionBackupStore(
  storage: BackupStorage | null,
  key = SECTION_BACKUPS_KEY,
  maxChars = BACKUPS_MAX_CHARS,
): SectionBackupStore {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(key) ?? null;
  } catch {
    stored = null;
  }
  const sections = parseBackups(stored);
  const listeners = new Set<() => void>();

  const persist = () => {
    if (!storage) return;
    // A full storage: the oldest backups leave the mirror until the rest fits (memory keeps them).
    const mirror = new Map([...sections].map(([sectionId, list]) => [sectionId, [...list]]));
    for (;;) {
      try {
        if (mirror.size === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(Object.fromEntries(mirror)));
        return;
      } catch {
        if (mirror.size === 0) return;
        dropOldest(mirror);
      }
    }
  };
  const changed = () => {
    persist();
    for (const listener of listeners) listener();
  };

  return {
    list: (sectionId) => sections.get(sectionId) ?? EMPTY,
    push: (sectionId, backup) => {
      sections.set(sectionId, [...(sections.get(sectionId) ?? []), backup].slice(-BACKUPS_PER_SECTION));
      trimBackups(sections, maxChars);
      changed();
    },
    drop: (sectionId, backup) => {
      const list = sections.get(sectionId) ?? [];
      if (list[list.length - 1] !== backup) return;
      if (list.length > 1) sections.set(sectionId, list.slice(0, -1));
      else sections.delete(sectionId);
      changed();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
