// A page's settings (spec 000 §3 "Page"; README "Page editor"): one validator for creating a page
// (POST page/), changing its settings or adding its other language (PATCH page/{id}/). A new path
// leaves a redirect from the old one behind (spec 000 §4 route guards), so links keep working,
// unless the body says `redirect_old_path: false`; the menu's and footer's links to the old path
// follow it either way. Every change is recorded in the change log with the settings before and after.
import type { Queryable } from '../db/openDatabase';
import type { Locale } from '../../shared/locales';
import { assertRevision, currentRevision, recordChange, revisionOf } from './changeLog';
import { EditorError } from './EditorError';
import { pageUrl } from './pageStore';
import { readNavSnapshot } from './navStore';
import { redirectMovedPath } from './redirectStore';
import { PAGE_CONTENT_TYPE } from './moduleStore';

const PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const MAX_PATH = 300;
const MEDIA_PATH = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/i;
const TEXT_LIMITS = {
  title: 200,
  headline: 300,
  menu_name: 200,
  meta_title: 200,
  meta_description: 500,
  og_title: 200,
  og_description: 500,
} as const;
const FLAGS = ['is_online', 'is_clickable', 'in_menu', 'in_footer'] as const;
/** Keys of the page JSON that are not settings: accepted and ignored, so a page can be sent back as it came. */
const READ_ONLY = new Set([
  'id',
  'urls',
  'content_type',
  'modules',
  'siblings',
  'version_id',
  'updated',
  'settings_url',
  'parent',
  'og_image_thumbs',
  'revision',
  'redirect_old_path',
]);
const PATH_MESSAGE = 'Enter a path of lower-case words, digits and hyphens, separated by /.';

/** What the settings are checked against: a new page, or an existing one (`oldPath` undefined: it lacks this language yet). */
type SettingsTarget = { mode: 'create' } | { mode: 'update'; pageId: number; oldPath: string | undefined };

interface ValidatedSettings {
  /** Columns of page_translations (this language). */
  translation: Record<string, unknown>;
  /** Columns of pages (all languages). */
  page: Record<string, unknown>;
}

/** Checks a settings body; throws 400 with every problem by field. */
async function validatePageSettings(
  db: Queryable,
  lang: Locale,
  body: Record<string, unknown>,
  target: SettingsTarget,
): Promise<ValidatedSettings> {
  const errors: Record<string, string[]> = {};
  const translation: Record<string, unknown> = {};
  const page: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (READ_ONLY.has(key)) continue;
    if (Object.hasOwn(TEXT_LIMITS, key)) {
      const max = TEXT_LIMITS[key as keyof typeof TEXT_LIMITS];
      if (typeof value !== 'string') errors[key] = ['Not a valid string.'];
      else if (key === 'title' && value.trim() === '') errors[key] = ['This field is required!'];
      else if (value.length > max) errors[key] = [`Ensure this field has no more than ${max} characters.`];
      else translation[key] = value.trim();
    } else if ((FLAGS as readonly string[]).includes(key)) {
      if (typeof value !== 'boolean') errors[key] = ['Must be a valid boolean.'];
      else translation[key] = value;
    } else if (key === 'path') {
      const trimmed = typeof value === 'string' ? value.replace(/^\/+|\/+$/g, '') : '';
      if (typeof value !== 'string' || trimmed.length > MAX_PATH || !PATH.test(trimmed)) errors[key] = [PATH_MESSAGE];
      else translation[key] = trimmed;
    } else if (key === 'is_landing_page') {
      if (typeof value !== 'boolean') errors[key] = ['Must be a valid boolean.'];
      else page[key] = value;
    } else if (key === 'og_type') {
      if (typeof value !== 'string' || !/^[a-z][a-z._:-]{0,49}$/.test(value))
        errors[key] = ['Enter an Open Graph type such as "website" or "article".'];
      else page[key] = value;
    } else if (key === 'og_image') {
      if (value !== null && (typeof value !== 'string' || !MEDIA_PATH.test(value))) errors[key] = ['Enter a media path or null.'];
      else page[key] = value;
    } else if (key === 'parent_id') {
      if (value === null) page[key] = null;
      else if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 999_999_999)
        errors[key] = ['A valid integer is required.'];
      else if (!(await parentAllowed(db, value, target)))
        errors[key] = [
          target.mode === 'update' && value === target.pageId
            ? 'A page cannot be its own parent.'
            : 'No page with this id, or it is below this page.',
        ];
      else page[key] = value;
    } else errors[key] = ['Unknown field.'];
  }

  // A new page, or a page's new language: title and path are required.
  const creating = target.mode === 'create' || target.oldPath === undefined;
  if (creating) {
    if (body.title === undefined || body.title === null) errors.title = ['This field is required!'];
    if (body.path === undefined || body.path === null || body.path === '') errors.path = ['This field is required!'];
  }
  const newPath = typeof translation.path === 'string' ? translation.path : undefined;
  const oldPath = target.mode === 'update' ? target.oldPath : undefined;
  if (newPath !== undefined && newPath !== oldPath && !errors.path) {
    if (oldPath === '') errors.path = ['The home page keeps its path.'];
    const taken = await db.query('SELECT 1 FROM page_translations WHERE lang = $1 AND path = $2 AND page_id IS DISTINCT FROM $3', [
      lang,
      newPath,
      target.mode === 'update' ? target.pageId : null,
    ]);
    if (taken.rows.length > 0) errors.path = ['A page with this path already exists.'];
  }
  if (Object.keys(errors).length > 0) throw EditorError.invalid(errors);
  return { translation, page };
}

/** The parent exists, and (when moving a page) is neither the page nor below it. */
async function parentAllowed(db: Queryable, parentId: number, target: SettingsTarget): Promise<boolean> {
  if (target.mode === 'update' && parentId === target.pageId) return false;
  const { rows } = await db.query<{ id: number }>(
    `WITH RECURSIVE up(id, parent_id, depth) AS (
       SELECT id, parent_id, 0 FROM pages WHERE id = $1
       UNION ALL SELECT p.id, p.parent_id, up.depth + 1 FROM pages p JOIN up ON p.id = up.parent_id WHERE up.depth < 50)
     SELECT id FROM up`,
    [parentId],
  );
  if (rows.length === 0) return false;
  return target.mode === 'create' || !rows.some((row) => row.id === target.pageId);
}

/** A page's settings in one language (and its language-neutral ones), for the change log. */
export async function pageSnapshot(
  db: Queryable,
  pageId: number,
  lang: Locale,
  withModules = false,
): Promise<Record<string, unknown> | null> {
  const page = await db.query<Record<string, unknown>>(
    'SELECT id, parent_id, position, content_type, is_landing_page, legal_key, og_image, og_type FROM pages WHERE id = $1',
    [pageId],
  );
  if (!page.rows[0]) return null;
  const translation = await db.query<Record<string, unknown>>(
    `SELECT lang, path, title, headline, menu_name, is_online, is_clickable, in_menu, in_footer, meta_title, meta_description, og_title, og_description
       FROM page_translations WHERE page_id = $1 AND lang = $2`,
    [pageId, lang],
  );
  const snapshot: Record<string, unknown> = { page: page.rows[0], translation: translation.rows[0] ?? null };
  if (withModules) {
    const modules = await db.query(
      `SELECT id, lang, model, slug, content_type, object_id, container_id, parent_id, column_index, position, fields
         FROM modules WHERE content_type = $1 AND object_id = $2 AND lang = $3 ORDER BY id`,
      [PAGE_CONTENT_TYPE, pageId, lang],
    );
    snapshot.modules = modules.rows;
  }
  return snapshot;
}

/** Column names come from the validator's lists above, never from input. */
async function updateColumns(
  db: Queryable,
  table: string,
  values: Record<string, unknown>,
  where: string,
  params: unknown[],
): Promise<void> {
  const keys = Object.keys(values);
  if (keys.length === 0) return;
  const sets = keys.map((key, index) => `${key} = $${params.length + index + 1}`).join(', ');
  await db.query(`UPDATE ${table} SET ${sets} WHERE ${where}`, [...params, ...keys.map((key) => values[key])]);
}

/** The next position among the children of `parentId` (top level for null). */
async function nextPosition(db: Queryable, parentId: number | null): Promise<number> {
  const { rows } = await db.query<{ next: number }>(
    'SELECT coalesce(max(position) + 1, 0) AS next FROM pages WHERE parent_id IS NOT DISTINCT FROM $1',
    [parentId],
  );
  return rows[0]?.next ?? 0;
}

async function insertTranslation(db: Queryable, pageId: number, lang: Locale, translation: Record<string, unknown>): Promise<void> {
  const values: Record<string, unknown> = { is_online: false, ...translation, page_id: pageId, lang };
  const keys = Object.keys(values);
  await db.query(
    `INSERT INTO page_translations (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')})`,
    keys.map((key) => values[key]),
  );
}

/** POST page/: a new page in the URL's language (offline unless is_online is true). Returns its id. */
export async function createPage(db: Queryable, lang: Locale, body: Record<string, unknown>, userId: number | null): Promise<number> {
  const { translation, page } = await validatePageSettings(db, lang, body, { mode: 'create' });
  const parentId = typeof page.parent_id === 'number' ? page.parent_id : null;
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO pages (parent_id, position, is_landing_page, og_type, og_image) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [parentId, await nextPosition(db, parentId), page.is_landing_page ?? false, page.og_type ?? 'website', page.og_image ?? null],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('page insert returned no row');
  await insertTranslation(db, id, lang, translation);
  await recordChange(db, {
    entity: 'page',
    entityId: id,
    lang,
    action: 'create',
    userId,
    before: null,
    after: await pageSnapshot(db, id, lang),
  });
  return id;
}

/**
 * PATCH page/{id}/: changes the settings given. On a page that lacks the URL's language, the
 * translation is created (title and path required; offline unless is_online is true).
 * `revision` (optional): the page's revision the change is based on; an older one is a 409.
 */
export async function updatePageSettings(
  db: Queryable,
  pageId: number,
  lang: Locale,
  body: Record<string, unknown>,
  userId: number | null = null,
): Promise<void> {
  const revision = revisionOf(body, false);
  if (typeof revision === 'object') throw EditorError.invalid({ revision: [revision.error] });
  const redirectOldPath = body.redirect_old_path ?? true;
  if (typeof redirectOldPath !== 'boolean') throw EditorError.invalid({ redirect_old_path: ['Must be a valid boolean.'] });
  const exists = await db.query('SELECT 1 FROM pages WHERE id = $1', [pageId]);
  if (exists.rows.length === 0) throw EditorError.notFound();
  assertRevision(revision, await currentRevision(db, 'page', pageId), 'this page');
  const current = await db.query<{ path: string }>('SELECT path FROM page_translations WHERE page_id = $1 AND lang = $2', [pageId, lang]);
  const oldPath = current.rows[0]?.path;
  const { translation, page } = await validatePageSettings(db, lang, body, { mode: 'update', pageId, oldPath });
  const before = await pageSnapshot(db, pageId, lang);

  if (oldPath === undefined) await insertTranslation(db, pageId, lang, translation);
  else await updateColumns(db, 'page_translations', translation, 'page_id = $1 AND lang = $2', [pageId, lang]);
  if (page.parent_id !== undefined && page.parent_id !== (before?.page as { parent_id?: unknown } | undefined)?.parent_id) {
    page.position = await nextPosition(db, typeof page.parent_id === 'number' ? page.parent_id : null);
  }
  await updateColumns(db, 'pages', { ...page, updated_at: new Date() }, 'id = $1', [pageId]);
  const newPath = typeof translation.path === 'string' ? translation.path : undefined;
  if (oldPath !== undefined && newPath !== undefined && newPath !== oldPath) {
    const from = pageUrl(lang, oldPath);
    const to = pageUrl(lang, newPath);
    if (redirectOldPath) await redirectMovedPath(db, from, to, userId);
    // The menu and footer follow the page to its new path (as they follow a deleted page's redirect).
    const navBefore = await readNavSnapshot(db, lang);
    const moved = await db.query('UPDATE nav_items SET url = $3 WHERE lang = $1 AND url = $2', [lang, from, to]);
    if ((moved.rowCount ?? 0) > 0)
      await recordChange(db, {
        entity: 'nav',
        entityId: null,
        lang,
        action: 'page_moved',
        userId,
        before: navBefore,
        after: await readNavSnapshot(db, lang),
      });
  }
  await recordChange(db, {
    entity: 'page',
    entityId: pageId,
    lang,
    action: oldPath === undefined ? 'create_translation' : 'update',
    userId,
    before,
    after: await pageSnapshot(db, pageId, lang),
  });
}
