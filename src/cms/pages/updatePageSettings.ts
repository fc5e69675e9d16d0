// PATCH page/{id}/: the settings of a page in one language (spec 000 §3 "Page"). A new path
// leaves a redirect from the old one behind (spec 000 §4 route guards), so links keep working.
import type { Queryable } from '../db/openDatabase';
import type { Locale } from '../../shared/locales';
import { EditorError } from './EditorError';
import { pageUrl } from './pageStore';

const PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const MEDIA_PATH = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/i;
const TEXT_LIMITS = { title: 200, headline: 300, menu_name: 200, meta_title: 200, meta_description: 500, og_title: 200, og_description: 500 } as const;
const FLAGS = ['is_online', 'is_clickable', 'in_menu', 'in_footer'] as const;
/** Keys of the page JSON that are not settings: accepted and ignored, so a page can be sent back as it came. */
const READ_ONLY = new Set(['id', 'urls', 'content_type', 'modules', 'siblings', 'version_id', 'updated', 'settings_url', 'parent', 'og_image_thumbs']);

export async function updatePageSettings(db: Queryable, pageId: number, lang: Locale, body: Record<string, unknown>): Promise<void> {
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
      if (typeof value !== 'string' || !PATH.test(value.replace(/^\/+|\/+$/g, ''))) errors[key] = ['Enter a path of lower-case words, digits and hyphens, separated by /.'];
      else translation[key] = value.replace(/^\/+|\/+$/g, '');
    } else if (key === 'is_landing_page') {
      if (typeof value !== 'boolean') errors[key] = ['Must be a valid boolean.'];
      else page[key] = value;
    } else if (key === 'og_type') {
      if (typeof value !== 'string' || !/^[a-z][a-z._:-]{0,49}$/.test(value)) errors[key] = ['Enter an Open Graph type such as "website" or "article".'];
      else page[key] = value;
    } else if (key === 'og_image') {
      if (value !== null && (typeof value !== 'string' || !MEDIA_PATH.test(value))) errors[key] = ['Enter a media path or null.'];
      else page[key] = value;
    } else errors[key] = ['Unknown field.'];
  }

  const current = await db.query<{ path: string }>('SELECT path FROM page_translations WHERE page_id = $1 AND lang = $2', [pageId, lang]);
  const oldPath = current.rows[0]?.path;
  if (oldPath === undefined) throw EditorError.notFound();
  const newPath = typeof translation.path === 'string' ? translation.path : undefined;
  if (newPath !== undefined && newPath !== oldPath) {
    if (oldPath === '') errors.path = ['The home page keeps its path.'];
    const taken = await db.query('SELECT 1 FROM page_translations WHERE lang = $1 AND path = $2 AND page_id <> $3', [lang, newPath, pageId]);
    if (taken.rows.length > 0) errors.path = ['A page with this path already exists.'];
  }
  if (Object.keys(errors).length > 0) throw EditorError.invalid(errors);

  // Column names come from the lists above, never from input.
  const update = async (table: string, values: Record<string, unknown>, where: string, params: unknown[]): Promise<void> => {
    const keys = Object.keys(values);
    if (keys.length === 0) return;
    const sets = keys.map((key, index) => `${key} = $${params.length + index + 1}`).join(', ');
    await db.query(`UPDATE ${table} SET ${sets} WHERE ${where}`, [...params, ...keys.map((key) => values[key])]);
  };
  await update('page_translations', translation, 'page_id = $1 AND lang = $2', [pageId, lang]);
  await update('pages', { ...page, updated_at: new Date() }, 'id = $1', [pageId]);
  if (newPath !== undefined && newPath !== oldPath) {
    const from = pageUrl(lang, oldPath);
    const to = pageUrl(lang, newPath);
    // Redirects that led to the old path now lead to the new one; none may point at itself.
    await db.query('UPDATE redirects SET new_path = $2 WHERE new_path = $1', [from, to]);
    await db.query('DELETE FROM redirects WHERE old_path = $1', [to]);
    await db.query('INSERT INTO redirects (old_path, new_path) VALUES ($1, $2) ON CONFLICT (old_path) DO UPDATE SET new_path = EXCLUDED.new_path', [from, to]);
  }
}
