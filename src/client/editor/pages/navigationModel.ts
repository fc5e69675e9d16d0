// The menu and footer as the navigation dialog edits them (issue 12 part 6; spec 000 §3 "Login
// state" navigation): ordered entries, the menu's with their sub-entries (three levels, as the
// upstream keeps them), moved up and down among their siblings, added and removed, then sent whole
// with the revision they were read at (Mutation.updateNavigation). Pure.
import type { FooterLinkInput, NavigationItemInput } from '../../generated/operations';

/** The menu's depth (src/cms/pages/navStore.ts MAX_MENU_DEPTH). */
const MAX_MENU_LEVELS = 3;

export interface NavEntry {
  /** Stable while the dialog is open: React's key and the way the focus finds a moved entry again. */
  key: string;
  title: string;
  url: string;
  hasTabNavigation: boolean;
  children: NavEntry[];
}

/** Where an entry is: its index at each level. */
export type EntryPath = readonly number[];

interface MenuItemData {
  url: string;
  name: string;
  hasTabNavigation: boolean;
  children?: readonly MenuItemData[];
}

export function newKey(): string {
  return `nav-${crypto.randomUUID()}`;
}

export function fromMenu(items: readonly MenuItemData[]): NavEntry[] {
  return items.map((item) => ({
    key: newKey(),
    title: item.name,
    url: item.url,
    hasTabNavigation: item.hasTabNavigation,
    children: fromMenu(item.children ?? []),
  }));
}

export function fromFooter(links: readonly { title: string; url: string }[]): NavEntry[] {
  return links.map((link) => ({ key: newKey(), title: link.title, url: link.url, hasTabNavigation: false, children: [] }));
}

export function toMenuInput(entries: readonly NavEntry[]): NavigationItemInput[] {
  return entries.map((entry) => ({
    title: entry.title,
    url: entry.url,
    hasTabNavigation: entry.hasTabNavigation,
    children: toMenuInput(entry.children),
  }));
}

export function toFooterInput(entries: readonly NavEntry[]): FooterLinkInput[] {
  return entries.map((entry) => ({ title: entry.title, url: entry.url }));
}

/** The list an entry at `path` is in (its siblings), changed by `change`; the rest stays as it was. */
function withSiblings(entries: readonly NavEntry[], parentPath: EntryPath, change: (siblings: NavEntry[]) => NavEntry[]): NavEntry[] {
  const [first, ...rest] = parentPath;
  if (first === undefined) return change([...entries]);
  return entries.map((entry, index) => (index === first ? { ...entry, children: withSiblings(entry.children, rest, change) } : entry));
}

export function entryAt(entries: readonly NavEntry[], path: EntryPath): NavEntry | undefined {
  let list = entries;
  let found: NavEntry | undefined;
  for (const index of path) {
    found = list[index];
    if (!found) return undefined;
    list = found.children;
  }
  return found;
}

/** Moves the entry at `path` by `delta` among its siblings; at either end nothing changes. */
export function moveEntry(entries: readonly NavEntry[], path: EntryPath, delta: -1 | 1): NavEntry[] {
  const index = path.at(-1);
  if (index === undefined) return [...entries];
  return withSiblings(entries, path.slice(0, -1), (siblings) => {
    const target = index + delta;
    const moved = siblings[index];
    if (!moved || target < 0 || target >= siblings.length) return siblings;
    siblings.splice(index, 1);
    siblings.splice(target, 0, moved);
    return siblings;
  });
}

export function removeEntry(entries: readonly NavEntry[], path: EntryPath): NavEntry[] {
  const index = path.at(-1);
  if (index === undefined) return [...entries];
  return withSiblings(entries, path.slice(0, -1), (siblings) => siblings.filter((_, position) => position !== index));
}

/** Adds `entry` as the last child of the entry at `parentPath` ([] : the top level). */
export function appendEntry(entries: readonly NavEntry[], parentPath: EntryPath, entry: NavEntry): NavEntry[] {
  if (parentPath.length === 0) return [...entries, entry];
  const parent = entryAt(entries, parentPath);
  if (!parent) return [...entries];
  return withSiblings(entries, parentPath.slice(0, -1), (siblings) =>
    siblings.map((sibling) => (sibling.key === parent.key ? { ...sibling, children: [...sibling.children, entry] } : sibling)),
  );
}

/** Every menu entry that can take a sub-entry (not on the last level), with its path, in order. */
export function parentsFor(entries: readonly NavEntry[], path: EntryPath = []): { entry: NavEntry; path: EntryPath }[] {
  if (path.length >= MAX_MENU_LEVELS - 1) return [];
  return entries.flatMap((entry, index) => {
    const here = [...path, index];
    return [{ entry, path: here }, ...parentsFor(entry.children, here)];
  });
}

/** The path of the entry with `key`, or undefined. */
export function pathOfKey(entries: readonly NavEntry[], key: string, path: EntryPath = []): EntryPath | undefined {
  for (const [index, entry] of entries.entries()) {
    const here = [...path, index];
    if (entry.key === key) return here;
    const inside = pathOfKey(entry.children, key, here);
    if (inside) return inside;
  }
  return undefined;
}
