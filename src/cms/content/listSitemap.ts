// GET /{lang}/api/sitemap/ (README "GET /{lang}/api/sitemap/"): every public thing the site shows
// on a page of its own in one language, with what its URL needs and when it last changed — one
// call for the site's sitemap.xml instead of paging through every list.
import type { Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';

type SitemapKind =
  'page' | 'legal' | 'event' | 'production' | 'series' | 'article' | 'article_category' | 'article_tag' | 'person' | 'venue' | 'form';

export interface SitemapEntryPayload {
  kind: SitemapKind;
  id: number;
  /** The slug in this language (legal texts: their key agb, imprint, privacy-policy); null for CMS pages and forms. */
  slug: string | null;
  /** A CMS page's path after /{lang}/ ('' for the home page); null for everything else. */
  path: string | null;
  /**
   * A form's title in this language; null for everything else. A form has no slug of its own
   * (spec 000 §3 Form): the site makes its path's slug from the title, so the list gives the title.
   */
  title: string | null;
  /** ISO 8601 instant of the last change. */
  updated: string;
}

interface SitemapRow {
  kind: SitemapKind;
  id: number;
  slug: string | null;
  path: string | null;
  title: string | null;
  updated_at: Date;
}

export async function listSitemap(db: Queryable, lang: Locale): Promise<SitemapEntryPayload[]> {
  // `lang` is one of two known values (the router's), never visitor text: safe in a column name.
  const { rows } = await db.query<SitemapRow>(
    `SELECT 'event' AS kind, id, slug_${lang} AS slug, NULL AS path, NULL AS title, updated_at FROM events
     UNION ALL SELECT 'production', id, slug_${lang}, NULL, NULL, updated_at FROM productions
     UNION ALL SELECT 'series', id, slug, NULL, NULL, updated_at FROM series
     UNION ALL SELECT 'article', id, slug_${lang}, NULL, NULL, updated_at FROM articles
     UNION ALL SELECT 'article_category', id, slug, NULL, NULL, updated_at FROM article_categories
     UNION ALL SELECT 'article_tag', id, slug, NULL, NULL, updated_at FROM article_tags
     UNION ALL SELECT 'person', id, slug, NULL, NULL, updated_at FROM persons
     UNION ALL SELECT 'venue', id, slug, NULL, NULL, updated_at FROM venues
     UNION ALL SELECT 'form', id, NULL, NULL, title_${lang}, updated_at FROM forms
     UNION ALL SELECT CASE WHEN p.legal_key IS NULL THEN 'page' ELSE 'legal' END, p.id, p.legal_key,
       CASE WHEN p.legal_key IS NULL THEN t.path END, NULL, p.updated_at
       FROM pages p JOIN page_translations t ON t.page_id = p.id AND t.lang = $1
       WHERE t.is_online AND p.content_type = 'cms.page'
     ORDER BY kind, id`,
    [lang],
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    slug: row.slug,
    path: row.path,
    title: row.title,
    updated: new Date(row.updated_at).toISOString(),
  }));
}
