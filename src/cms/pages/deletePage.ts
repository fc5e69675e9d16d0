// DELETE page/{id}/ (README "Page editor"): removes a page's translation in the URL's language, and
// the page itself with its modules when no language is left. The home page and the legal pages
// stay (409), so does a page with child pages (409: move or delete them first). With
// `redirect_to`, a redirect from the deleted path is recorded and the menu's links to it follow;
// without, the menu's links to it are removed. The deleted settings and module rows stay in the
// change log (restorable later).
import type { Queryable } from '../db/openDatabase';
import type { Locale } from '../../shared/locales';
import { assertRevision, currentRevision, recordChange, revisionOf } from './changeLog';
import { EditorError } from './EditorError';
import { PAGE_CONTENT_TYPE } from './moduleStore';
import { readNavSnapshot } from './navStore';
import { pageUrl } from './pageStore';
import { leadsBackTo, redirectMovedPath } from './redirectStore';
import { LANG_PATH_MESSAGE, sitePathLocale } from './sitePaths';
import { pageSnapshot } from './updatePageSettings';

export async function deletePage(
  db: Queryable,
  pageId: number,
  lang: Locale,
  body: Record<string, unknown>,
  userId: number | null,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(body)) if (key !== 'redirect_to' && key !== 'revision') errors[key] = ['Unknown field.'];
  const revision = revisionOf(body, false);
  if (typeof revision === 'object') errors.revision = [revision.error];

  const { rows } = await db.query<{ path: string; legal_key: string | null }>(
    'SELECT t.path, p.legal_key FROM page_translations t JOIN pages p ON p.id = t.page_id WHERE t.page_id = $1 AND t.lang = $2',
    [pageId, lang],
  );
  const found = rows[0];
  if (!found) throw EditorError.notFound();
  const oldUrl = pageUrl(lang, found.path);

  let redirectTo: string | undefined;
  const raw = body.redirect_to;
  if (raw !== undefined && raw !== null && raw !== '') {
    const value = typeof raw === 'string' ? raw.trim().replace(/(.)\/+$/, '$1') : undefined;
    if (value === undefined || sitePathLocale(value) !== lang) errors.redirect_to = [LANG_PATH_MESSAGE(lang)];
    else if (value === oldUrl) errors.redirect_to = ["The redirect must lead to another path than the deleted page's."];
    else if (await leadsBackTo(db, oldUrl, value, null))
      errors.redirect_to = ['This redirect would lead back to the deleted path (a loop).'];
    else redirectTo = value;
  }
  if (Object.keys(errors).length > 0) throw EditorError.invalid(errors);
  assertRevision(
    revision === undefined || typeof revision === 'object' ? undefined : revision,
    await currentRevision(db, 'page', pageId),
    'this page',
  );

  if (found.path === '' || found.legal_key !== null) {
    throw EditorError.conflict(
      'protected_page',
      found.path === '' ? 'The home page cannot be deleted.' : 'A legal page (terms, privacy policy, imprint) cannot be deleted.',
    );
  }
  const languages = await db.query<{ lang: string }>('SELECT lang FROM page_translations WHERE page_id = $1', [pageId]);
  const lastLanguage = languages.rows.length <= 1;
  const children = await db.query(
    `SELECT 1 FROM pages c WHERE c.parent_id = $1 AND ($3 OR EXISTS (SELECT 1 FROM page_translations t WHERE t.page_id = c.id AND t.lang = $2)) LIMIT 1`,
    [pageId, lang, lastLanguage],
  );
  if (children.rows.length > 0) throw EditorError.conflict('has_children', 'This page has child pages: move or delete them first.');

  const before = await pageSnapshot(db, pageId, lang, true);
  await db.query('DELETE FROM modules WHERE content_type = $1 AND object_id = $2 AND lang = $3', [PAGE_CONTENT_TYPE, pageId, lang]);
  await db.query('DELETE FROM page_versions WHERE page_id = $1 AND lang = $2', [pageId, lang]);
  await db.query('DELETE FROM page_translations WHERE page_id = $1 AND lang = $2', [pageId, lang]);
  if (lastLanguage) await db.query('DELETE FROM pages WHERE id = $1', [pageId]);
  await recordChange(db, { entity: 'page', entityId: pageId, lang, action: 'delete', userId, before, after: null });

  if (redirectTo !== undefined) await redirectMovedPath(db, oldUrl, redirectTo, userId);
  // The menu and footer never link to a page that is gone: its links follow the redirect, or go.
  const navBefore = await readNavSnapshot(db, lang);
  const changed =
    redirectTo !== undefined
      ? await db.query('UPDATE nav_items SET url = $3 WHERE lang = $1 AND url = $2', [lang, oldUrl, redirectTo])
      : await db.query('DELETE FROM nav_items WHERE lang = $1 AND url = $2', [lang, oldUrl]);
  if ((changed.rowCount ?? 0) > 0) {
    await recordChange(db, {
      entity: 'nav',
      entityId: null,
      lang,
      action: 'page_deleted',
      userId,
      before: navBefore,
      after: await readNavSnapshot(db, lang),
    });
  }
}
