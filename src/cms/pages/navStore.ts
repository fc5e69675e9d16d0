// PUT nav (README "Page editor"): a language's menu and footer replaced as a whole, in array
// order, in one transaction, and recorded in the change log. The body names the revision it was
// based on; when someone else changed the navigation since, nothing is written (409).
import type { Queryable } from '../db/openDatabase';
import type { Locale } from '../../shared/locales';
import { assertRevision, currentRevision, recordChange, revisionOf } from './changeLog';
import { EditorError } from './EditorError';
import { isHttpsUrl, LINK_MESSAGE, sitePathLocale } from './sitePaths';

/** Menu levels: top level and two below it. */
const MAX_MENU_DEPTH = 3;
const MAX_TITLE = 200;
const MAX_ITEMS = 300;

interface NavItemInput {
  title: string;
  url: string;
  has_tab_navigation: boolean;
  children: NavItemInput[];
}
export interface NavSnapshot {
  menu: NavItemInput[];
  footer: { title: string; url: string }[];
}

interface NavRow {
  id: number;
  area: 'menu' | 'footer';
  parent_id: number | null;
  title: string;
  url: string;
  has_tab_navigation: boolean;
}

/** The navigation as PUT takes it (titles, urls, order), for the change log. */
export async function readNavSnapshot(db: Queryable, lang: Locale): Promise<NavSnapshot> {
  const { rows } = await db.query<NavRow>(
    'SELECT id, area, parent_id, title, url, has_tab_navigation FROM nav_items WHERE lang = $1 ORDER BY position, id',
    [lang],
  );
  const item = (row: NavRow, depth: number): NavItemInput => ({
    title: row.title,
    url: row.url,
    has_tab_navigation: row.has_tab_navigation,
    children: depth >= 5 ? [] : rows.filter((child) => child.parent_id === row.id).map((child) => item(child, depth + 1)),
  });
  return {
    menu: rows.filter((row) => row.area === 'menu' && row.parent_id === null).map((row) => item(row, 0)),
    footer: rows.filter((row) => row.area === 'footer' && row.parent_id === null).map((row) => ({ title: row.title, url: row.url })),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates the PUT body; errors by dotted path (`menu.0.children.1.url`). */
function parseNav(body: Record<string, unknown>, lang: Locale): { nav: NavSnapshot; revision: number } {
  const errors: Record<string, string[]> = {};
  let count = 0;
  for (const key of Object.keys(body)) if (key !== 'menu' && key !== 'footer' && key !== 'revision') errors[key] = ['Unknown field.'];
  const revision = revisionOf(body, true);
  if (typeof revision !== 'number') errors.revision = [revision === undefined ? 'This field is required!' : revision.error];

  const link = (value: unknown, path: string, allowed: readonly string[]): { title: string; url: string } | undefined => {
    if (!isObject(value)) {
      errors[path] = ['Expected an object with title and url.'];
      return undefined;
    }
    for (const key of Object.keys(value)) if (!allowed.includes(key)) errors[`${path}.${key}`] = ['Unknown field.'];
    count += 1;
    const { url } = value;
    const title = value.title ?? value.menu_name;
    let ok = true;
    if (typeof title !== 'string' || title.trim() === '') {
      errors[`${path}.title`] = [
        typeof title === 'string' || title === undefined || title === null ? 'This field is required!' : 'Not a valid string.',
      ];
      ok = false;
    } else if (title.length > MAX_TITLE) {
      errors[`${path}.title`] = [`Ensure this field has no more than ${MAX_TITLE} characters.`];
      ok = false;
    }
    const trimmed = typeof url === 'string' ? url.trim() : '';
    if (typeof url !== 'string' || trimmed === '') {
      errors[`${path}.url`] = ['This field is required!'];
      ok = false;
    } else if (sitePathLocale(trimmed) !== lang && !isHttpsUrl(trimmed)) {
      errors[`${path}.url`] = [LINK_MESSAGE(lang)];
      ok = false;
    }
    return ok && typeof title === 'string' ? { title: title.trim(), url: trimmed } : undefined;
  };

  const menuItems = (value: unknown, path: string, depth: number): NavItemInput[] => {
    if (!Array.isArray(value)) {
      errors[path] = ['Expected a list.'];
      return [];
    }
    if (depth > MAX_MENU_DEPTH) {
      if (value.length > 0) errors[path] = [`The menu has at most ${MAX_MENU_DEPTH} levels.`];
      return [];
    }
    return value.flatMap((entry, index) => {
      const itemPath = `${path}.${index}`;
      const base = link(entry, itemPath, ['title', 'url', 'has_tab_navigation', 'children', 'id', 'menu_name']);
      if (!isObject(entry)) return [];
      const tabs = entry.has_tab_navigation ?? false;
      if (typeof tabs !== 'boolean') errors[`${itemPath}.has_tab_navigation`] = ['Must be a valid boolean.'];
      const children = menuItems(entry.children ?? [], `${itemPath}.children`, depth + 1);
      return base && typeof tabs === 'boolean' ? [{ ...base, has_tab_navigation: tabs, children }] : [];
    });
  };

  const menu = body.menu === undefined ? ((errors.menu = ['This field is required!']), []) : menuItems(body.menu, 'menu', 1);
  let footer: { title: string; url: string }[] = [];
  if (body.footer === undefined) errors.footer = ['This field is required!'];
  else if (!Array.isArray(body.footer)) errors.footer = ['Expected a list.'];
  else footer = body.footer.flatMap((entry, index) => link(entry, `footer.${index}`, ['title', 'url']) ?? []);
  if (count > MAX_ITEMS) errors.non_field_errors = [`At most ${MAX_ITEMS} entries.`];
  if (Object.keys(errors).length > 0 || typeof revision !== 'number') throw EditorError.invalid(errors);
  return { nav: { menu, footer }, revision };
}

/** Replaces the language's menu and footer; returns the new revision. */
export async function replaceNav(db: Queryable, lang: Locale, body: Record<string, unknown>, userId: number | null): Promise<number> {
  const { nav, revision } = parseNav(body, lang);
  assertRevision(revision, await currentRevision(db, 'nav', lang), 'the navigation');
  const before = await readNavSnapshot(db, lang);
  await db.query('DELETE FROM nav_items WHERE lang = $1', [lang]);
  const insert = async (
    area: 'menu' | 'footer',
    parentId: number | null,
    position: number,
    item: { title: string; url: string; has_tab_navigation?: boolean },
  ): Promise<number> => {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO nav_items (lang, area, parent_id, position, title, url, has_tab_navigation) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [lang, area, parentId, position, item.title, item.url, item.has_tab_navigation ?? false],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('nav insert returned no row');
    return id;
  };
  const insertMenu = async (items: readonly NavItemInput[], parentId: number | null): Promise<void> => {
    for (const [index, item] of items.entries()) await insertMenu(item.children, await insert('menu', parentId, index, item));
  };
  await insertMenu(nav.menu, null);
  for (const [index, link] of nav.footer.entries()) await insert('footer', null, index, link);
  return recordChange(db, { entity: 'nav', entityId: null, lang, action: 'replace', userId, before, after: nav });
}
