// Reading CMS pages, the navigation, redirects and legal texts (spec 000 §3, §4, §7).
import type { Queryable } from '../db/openDatabase';
import type { Locale } from '../../shared/locales';
import { currentRevision } from './changeLog';
import { ownerRows, PAGE_CONTENT_TYPE } from './moduleStore';
import { buildModuleTree, type ModuleJson, type ModuleRow } from './moduleTree';
import type { RichTextNode } from './richText';

interface PageRow {
  id: number;
  parent_id: number | null;
  content_type: string;
  is_landing_page: boolean;
  legal_key: string | null;
  og_image: string | null;
  og_type: string;
  updated_at: Date;
  lang: Locale;
  path: string;
  title: string;
  headline: string;
  menu_name: string;
  is_online: boolean;
  is_clickable: boolean;
  in_menu: boolean;
  in_footer: boolean;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
}

const PAGE_COLUMNS = `p.id, p.parent_id, p.content_type, p.is_landing_page, p.legal_key, p.og_image, p.og_type, p.updated_at,
  t.lang, t.path, t.title, t.headline, t.menu_name, t.is_online, t.is_clickable, t.in_menu, t.in_footer,
  t.meta_title, t.meta_description, t.og_title, t.og_description`;

/** The site path of a page in a language: `/de` for the home page, `/de/ueber-uns` otherwise. */
export function pageUrl(lang: string, path: string): string {
  return path === '' ? `/${lang}` : `/${lang}/${path}`;
}

async function urlsOf(db: Queryable, pageIds: readonly number[], staff: boolean): Promise<Map<number, Record<string, string>>> {
  const urls = new Map<number, Record<string, string>>();
  if (pageIds.length === 0) return urls;
  const { rows } = await db.query<{ page_id: number; lang: string; path: string }>(
    `SELECT page_id, lang, path FROM page_translations WHERE page_id = ANY($1::int[]) AND ($2 OR is_online) ORDER BY lang`,
    [pageIds, staff],
  );
  for (const row of rows) urls.set(row.page_id, { ...urls.get(row.page_id), [row.lang]: pageUrl(row.lang, row.path) });
  return urls;
}

export type PageLookup = { kind: 'found'; page: Record<string, unknown> } | { kind: 'missing' } | { kind: 'missing-version' };

async function findPageRow(db: Queryable, where: string, params: unknown[]): Promise<PageRow | undefined> {
  const { rows } = await db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM pages p JOIN page_translations t ON t.page_id = p.id WHERE ${where}`,
    params,
  );
  return rows[0];
}

/**
 * spec 000 §3 "Page" for one language. Visitors get online pages only (spec 000 §4); staff also
 * get offline ones and may ask for a stored version instead of the live tree.
 */
export async function readPage(
  db: Queryable,
  lang: Locale,
  where: { path: string } | { id: number },
  options: { staff: boolean; versionId?: number; origin: string },
): Promise<PageLookup> {
  const page =
    'path' in where
      ? await findPageRow(db, 't.lang = $1 AND t.path = $2', [lang, where.path])
      : await findPageRow(db, 't.lang = $1 AND p.id = $2', [lang, where.id]);
  if (!page || (!page.is_online && !options.staff)) return { kind: 'missing' };

  let rows: ModuleRow[];
  let versionId: number | null;
  // When the version shown was stored (the staff preview names it, spec 000 §4).
  let versionCreated: Date | null;
  if (options.versionId !== undefined) {
    const version = await db.query<{ id: number; rows: ModuleRow[]; created_at: Date }>(
      'SELECT id, rows, created_at FROM page_versions WHERE id = $1 AND page_id = $2 AND lang = $3',
      [options.versionId, page.id, lang],
    );
    const found = version.rows[0];
    if (!found) return { kind: 'missing-version' };
    rows = found.rows;
    versionId = found.id;
    versionCreated = found.created_at;
  } else {
    // Staff get each module's revision (README "Page editor": revisions), which their saves name.
    rows = await ownerRows(db, PAGE_CONTENT_TYPE, page.id, lang, options.staff);
    const latest = await db.query<{ id: number; created_at: Date }>(
      'SELECT id, created_at FROM page_versions WHERE page_id = $1 AND lang = $2 ORDER BY id DESC LIMIT 1',
      [page.id, lang],
    );
    versionId = latest.rows[0]?.id ?? null;
    versionCreated = latest.rows[0]?.created_at ?? null;
  }

  // Tab navigation (spec 000 §4 pageHeaderLoading): the parent's children, or the page and its own children.
  const siblingParent = page.parent_id;
  const { rows: siblingRows } = await db.query<{ id: number; title: string }>(
    `SELECT p.id, t.title FROM pages p JOIN page_translations t ON t.page_id = p.id AND t.lang = $1
      WHERE (($2::int IS NULL AND (p.id = $3 OR p.parent_id = $3)) OR ($2::int IS NOT NULL AND p.parent_id = $2::int))
        AND ($4 OR t.is_online)
      ORDER BY (p.id = $3 AND $2::int IS NULL) DESC, p.position, p.id`,
    [lang, siblingParent, page.id, options.staff],
  );
  const urls = await urlsOf(db, [page.id, ...siblingRows.map((sibling) => sibling.id)], options.staff);
  const revision = await currentRevision(db, 'page', page.id);

  return {
    kind: 'found',
    page: {
      id: page.id,
      urls: urls.get(page.id) ?? { [lang]: pageUrl(lang, page.path) },
      content_type: page.content_type,
      title: page.title,
      headline: page.headline,
      is_online: page.is_online,
      is_clickable: page.is_clickable,
      in_menu: page.in_menu,
      in_footer: page.in_footer,
      meta_title: page.meta_title,
      meta_description: page.meta_description,
      og_title: page.og_title,
      og_description: page.og_description,
      og_image: page.og_image ? `${options.origin}/media/${page.og_image}-1280.png` : null,
      og_type: page.og_type,
      og_image_thumbs: page.og_image
        ? { small: `${options.origin}/media/${page.og_image}-640.png`, large: `${options.origin}/media/${page.og_image}-1280.png` }
        : null,
      modules: buildModuleTree(rows, options.origin),
      settings_url: `/admin/pages/${page.id}/`,
      parent: page.parent_id,
      is_landing_page: page.is_landing_page,
      siblings: siblingRows
        .filter((sibling) => urls.has(sibling.id))
        .map((sibling) => ({ id: sibling.id, title: sibling.title, urls: urls.get(sibling.id) })),
      version_id: versionId,
      version_created: versionCreated?.toISOString() ?? null,
      updated: page.updated_at.toISOString(),
      revision,
    },
  };
}

/**
 * Every page in one language for the editor's hub (staff only): id, title, site path, whether it
 * is online, its parent, in menu order (parents before their children).
 */
export async function listPages(
  db: Queryable,
  lang: Locale,
): Promise<{ id: number; title: string; url: string; is_online: boolean; parent: number | null; updated: string }[]> {
  const { rows } = await db.query<{
    id: number;
    title: string;
    path: string;
    is_online: boolean;
    parent_id: number | null;
    updated_at: Date;
  }>(
    `SELECT p.id, t.title, t.path, t.is_online, p.parent_id, p.updated_at
       FROM pages p JOIN page_translations t ON t.page_id = p.id AND t.lang = $1
      ORDER BY COALESCE((SELECT q.position FROM pages q WHERE q.id = p.parent_id), p.position), COALESCE(p.parent_id, p.id), p.parent_id IS NOT NULL, p.position, p.id`,
    [lang],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: pageUrl(lang, row.path),
    is_online: row.is_online,
    parent: row.parent_id,
    updated: row.updated_at.toISOString(),
  }));
}

export async function pageExists(db: Queryable, pageId: number, lang: Locale): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM page_translations WHERE page_id = $1 AND lang = $2', [pageId, lang]);
  return rows.length > 0;
}

export async function isPageOnline(db: Queryable, pageId: number, lang: Locale): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM page_translations WHERE page_id = $1 AND lang = $2 AND is_online', [pageId, lang]);
  return rows.length > 0;
}

export async function setPageOnline(db: Queryable, pageId: number, lang: Locale, online: boolean): Promise<void> {
  await db.query('UPDATE page_translations SET is_online = $3 WHERE page_id = $1 AND lang = $2', [pageId, lang, online]);
}

export async function listVersions(db: Queryable, pageId: number, lang: Locale): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query<{ id: number; action: string; created_at: Date; username: string | null }>(
    `SELECT v.id, v.action, v.created_at, u.username FROM page_versions v LEFT JOIN users u ON u.id = v.user_id
      WHERE v.page_id = $1 AND v.lang = $2 ORDER BY v.id DESC`,
    [pageId, lang],
  );
  return rows.map((row) => ({ id: row.id, action: row.action, created: row.created_at.toISOString(), user: row.username }));
}

interface NavRow {
  id: number;
  area: 'menu' | 'footer';
  parent_id: number | null;
  title: string;
  url: string;
  has_tab_navigation: boolean;
}

/**
 * spec 000 §3 "Login state" navigation: the menu tree and the footer links of a language, with
 * its `revision` (the newest change's id, 0 before the first; PUT nav names it).
 */
export async function readNav(db: Queryable, lang: Locale): Promise<{ menu: unknown[]; footer: unknown[]; revision: number }> {
  const { rows } = await db.query<NavRow>(
    'SELECT id, area, parent_id, title, url, has_tab_navigation FROM nav_items WHERE lang = $1 ORDER BY position, id',
    [lang],
  );
  const menuItem = (row: NavRow, depth: number): Record<string, unknown> => ({
    id: row.id,
    url: row.url,
    menu_name: row.title,
    has_tab_navigation: row.has_tab_navigation,
    children: depth > 5 ? [] : rows.filter((child) => child.parent_id === row.id).map((child) => menuItem(child, depth + 1)),
  });
  return {
    menu: rows.filter((row) => row.area === 'menu' && row.parent_id === null).map((row) => menuItem(row, 0)),
    footer: rows.filter((row) => row.area === 'footer' && row.parent_id === null).map((row) => ({ title: row.title, url: row.url })),
    revision: await currentRevision(db, 'nav', lang),
  };
}

/** Every redirect record with its id and revision (its newest change, 0 for one never changed). */
export async function readRedirects(db: Queryable): Promise<{ id: number; old_path: string; new_path: string; revision: number }[]> {
  const { rows } = await db.query<{ id: number; old_path: string; new_path: string; revision: number | null }>(
    `SELECT r.id, r.old_path, r.new_path, c.revision FROM redirects r
       LEFT JOIN (SELECT entity_id, max(id) AS revision FROM editor_changes WHERE entity = 'redirect' GROUP BY entity_id) c ON c.entity_id = r.id
      ORDER BY r.id`,
  );
  return rows.map((row) => ({ id: row.id, old_path: row.old_path, new_path: row.new_path, revision: row.revision ?? 0 }));
}

export const LEGAL_PAGES = { agb: 'agb', imprint: 'imprint', 'privacy-policy': 'privacy-policy' } as const;
export type LegalKey = keyof typeof LEGAL_PAGES;

/**
 * A legal text (README "Legal pages"): the title of the legal page and its headline and text
 * modules as one list of Slate nodes, headlines as `heading` elements.
 */
export async function readLegal(db: Queryable, key: LegalKey, lang: Locale): Promise<Record<string, unknown> | undefined> {
  const page = await findPageRow(db, 'p.legal_key = $1 AND t.lang = $2 AND t.is_online', [key, lang]);
  if (!page) return undefined;
  const tree = buildModuleTree(await ownerRows(db, PAGE_CONTENT_TYPE, page.id, lang), '');
  const content: RichTextNode[] = [];
  const collect = (modules: readonly ModuleJson[]): void => {
    for (const module of modules) {
      if (module.model === 'headline' && typeof module.content === 'string') {
        content.push({
          type: 'heading',
          level: typeof module.headline_level === 'number' ? module.headline_level : 2,
          children: [{ text: module.content }],
        });
      } else if (module.model === 'text' && Array.isArray(module.content)) {
        content.push(...(module.content as RichTextNode[]));
      }
      if (Array.isArray(module.columns)) for (const column of module.columns as { children: ModuleJson[] }[]) collect(column.children);
    }
  };
  collect(tree);
  const urls = await urlsOf(db, [page.id], false);
  return { id: page.id, title: page.title, content, urls: urls.get(page.id) ?? {}, updated: page.updated_at.toISOString() };
}
