// What the menus decide about their items, apart from React (spec 000 §2 "Navigation behaviour",
// spec 001 §2 "Desktop menu").

/** A menu entry as the header's query returns it (navigation.menu, two levels). */
export interface MenuEntry {
  readonly id: string;
  readonly url: string;
  readonly name: string;
  readonly hasTabNavigation: boolean;
  /** Absent on the second level, which has no submenus. */
  readonly children?: readonly MenuEntry[];
}

/** spec 000 §2: a link starting with / is internal; any other is external. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** A path without its query, hash and trailing slash, for comparing pages. */
function pagePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether the entry's URL is the page at `pathname` (internal URLs only). */
export function isCurrentPage(url: string, pathname: string): boolean {
  return isInternalUrl(url) && pagePath(url) === pagePath(pathname);
}

/**
 * spec 001 §2: an item opens a submenu when it has children, unless it is flagged
 * has_tab_navigation: then its page shows the children as tabs and the item is a plain link.
 */
export function hasSubmenu(entry: MenuEntry): boolean {
  return (entry.children?.length ?? 0) > 0 && !entry.hasTabNavigation;
}

/** Whether the page at `pathname` is the entry's or one of its children's (marks the open branch). */
export function containsCurrentPage(entry: MenuEntry, pathname: string): boolean {
  return isCurrentPage(entry.url, pathname) || (entry.children ?? []).some((child) => containsCurrentPage(child, pathname));
}
