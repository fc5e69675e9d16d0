// The magazine (spec 000 §2 "Magazine …", spec 001 §2 "Magazine", §3 "Articles store",
// "Article category", §7; README "Magazine").
import type { Locale } from '../../shared/locales';
import { byName } from '../api/byName';
import type { Queryable } from '../db/openDatabase';
import { imageThumbnails, type Thumbnails } from './imageThumbnails';
import type { ContentQuery } from './parseContentQuery';
import type { RichTextBlock } from './richText';

export const ARTICLE_FILTERS = ['category', 'tag'] as const;
export type ArticleFilter = (typeof ARTICLE_FILTERS)[number];
/** How many articles the teaser strip shows (GET /api/articles-teaser/). */
const ARTICLE_TEASER_COUNT = 3;

export interface ArticleCategoryPayload {
  id: number;
  name: string;
  style_name: string;
  slug: string;
}

export interface ArticleTagPayload {
  id: number;
  name: string;
  slug: string;
}

export interface ArticlePayload {
  id: number;
  slug: string;
  title: string;
  teaser_text: string;
  author: string;
  /** `YYYY-MM-DD`. */
  date: string;
  category: ArticleCategoryPayload;
  tags: ArticleTagPayload[];
  image_thumbnails: Thumbnails | null;
  image_alt: string;
}

/** A concert the article is about (events_articles, the event page's section Blog read backwards). */
interface ArticleEventPayload {
  id: number;
  slug: string;
  title: string;
  /** ISO 8601 with offset. */
  date_start: string;
}

/** A member of the ensemble who performs in one of those concerts (event_contributors.person_id). */
interface ArticlePersonPayload {
  id: number;
  slug: string;
  name: string;
}

export interface ArticleDetailPayload extends ArticlePayload {
  body: RichTextBlock[];
  /** The article's last change (ISO 8601 with offset), for dateModified. */
  updated_at: string;
  /** The concerts it is about, by start; the musicians who play in them, by name. */
  events: ArticleEventPayload[];
  persons: ArticlePersonPayload[];
}

interface ArticleRow extends Omit<ArticlePayload, 'image_thumbnails'> {
  image: string | null;
  body?: RichTextBlock[];
  updated_at?: string;
  total: string;
}

/** Newest first. `lang` only picks the `_de`/`_en` columns; `extra` adds the body for the detail. */
function articlesSql(lang: Locale, where: string, paging: string, extra = ''): string {
  return `
    SELECT a.id, a.slug_${lang} AS slug, a.title_${lang} AS title, a.teaser_text_${lang} AS teaser_text, a.author,
      to_char(a.date_published, 'YYYY-MM-DD') AS date, a.image, a.image_alt_${lang} AS image_alt ${extra},
      json_build_object('id', c.id, 'name', c.name_${lang}, 'style_name', c.style_name, 'slug', c.slug) AS category,
      COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name_${lang}, 'slug', t.slug) ORDER BY t.id)
        FROM articles_tags at JOIN article_tags t ON t.id = at.tag_id WHERE at.article_id = a.id), '[]'::json) AS tags,
      count(*) OVER () AS total
    FROM articles a JOIN article_categories c ON c.id = a.category_id
    WHERE ${where}
    ORDER BY a.date_published DESC, a.id DESC
    ${paging}`;
}

function toPayload(row: ArticleRow, origin: string): ArticlePayload {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    teaser_text: row.teaser_text,
    author: row.author,
    date: row.date,
    category: row.category,
    tags: row.tags,
    image_thumbnails: imageThumbnails(origin, row.image),
    image_alt: row.image_alt,
  };
}

export async function listArticles(
  db: Queryable,
  query: ContentQuery<ArticleFilter>,
  lang: Locale,
  origin: string,
): Promise<{ count: number; results: ArticlePayload[] }> {
  const where = `($1::integer IS NULL OR a.category_id = $1)
    AND ($2::integer IS NULL OR EXISTS (SELECT 1 FROM articles_tags f WHERE f.article_id = a.id AND f.tag_id = $2))`;
  const { rows } = await db.query<ArticleRow>(articlesSql(lang, where, 'LIMIT $3 OFFSET $4'), [
    query.filters.category ?? null,
    query.filters.tag ?? null,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  const first = rows[0];
  return { count: first ? Number(first.total) : 0, results: rows.map((row) => toPayload(row, origin)) };
}

/** At most this many related concerts (a programme's dates, the newest programmes first). */
const ARTICLE_EVENT_LIMIT = 12;

export async function getArticle(db: Queryable, id: number, lang: Locale, origin: string): Promise<ArticleDetailPayload | undefined> {
  const extra = `, a.body_${lang} AS body, to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;
  const { rows } = await db.query<ArticleRow>(articlesSql(lang, 'a.id = $1', '', extra), [id]);
  const row = rows[0];
  if (!row) return undefined;
  const [events, persons] = await Promise.all([
    db.query<ArticleEventPayload>(
      `SELECT e.id, e.slug_${lang} AS slug, e.title_${lang} AS title,
         to_char(e.date_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date_start
       FROM events_articles ea JOIN events e ON e.id = ea.event_id
       WHERE ea.article_id = $1 ORDER BY e.date_start, e.id LIMIT $2`,
      [id, ARTICLE_EVENT_LIMIT],
    ),
    db.query<ArticlePersonPayload>(
      `SELECT DISTINCT p.id, p.slug, p.first_name || ' ' || p.last_name AS name, p.last_name, p.first_name
       FROM events_articles ea JOIN event_contributors c ON c.event_id = ea.event_id JOIN persons p ON p.id = c.person_id
       WHERE ea.article_id = $1 ORDER BY p.last_name, p.first_name, p.id`,
      [id],
    ),
  ]);
  return {
    ...toPayload(row, origin),
    body: row.body ?? [],
    updated_at: row.updated_at ?? `${row.date}T00:00:00Z`,
    events: events.rows.map(({ id: eventId, slug, title, date_start }) => ({ id: eventId, slug, title, date_start })),
    persons: persons.rows.map(({ id: personId, slug, name }) => ({ id: personId, slug, name })),
  };
}

/** The newest articles flagged as teasers (spec 001 §7 "/{locale}/api/articles-teaser/"). */
/** The magazine articles linked to an event (its detail's section Blog, migration 009), newest first. */
export async function listEventArticles(db: Queryable, eventId: number, lang: Locale, origin: string): Promise<ArticlePayload[]> {
  const { rows } = await db.query<ArticleRow>(
    articlesSql(lang, 'a.id IN (SELECT article_id FROM events_articles WHERE event_id = $1)', ''),
    [eventId],
  );
  return rows.map((row) => toPayload(row, origin));
}

/**
 * The articles that name a person (their full name in the title or the text of that language),
 * newest first: the person's page (README "GET /{lang}/api/persons/{id}/"). strpos, not LIKE, so
 * nothing in a name is a pattern.
 */
export async function listPersonArticles(
  db: Queryable,
  name: string,
  lang: Locale,
  origin: string,
  limit: number,
): Promise<ArticlePayload[]> {
  const where = `(strpos(a.title_${lang}, $1) > 0 OR strpos(a.body_text_${lang}, $1) > 0)`;
  const { rows } = await db.query<ArticleRow>(articlesSql(lang, where, 'LIMIT $2'), [name, limit]);
  return rows.map((row) => toPayload(row, origin));
}

export async function listArticleTeasers(db: Queryable, lang: Locale, origin: string): Promise<ArticlePayload[]> {
  const { rows } = await db.query<ArticleRow>(articlesSql(lang, 'a.is_teaser', 'LIMIT $1'), [ARTICLE_TEASER_COUNT]);
  return rows.map((row) => toPayload(row, origin));
}

/** In the editors' order (position), as the magazine's category links show them (spec 001 §2). */
export async function listArticleCategories(db: Queryable, lang: Locale): Promise<ArticleCategoryPayload[]> {
  const { rows } = await db.query<ArticleCategoryPayload>(
    `SELECT id, name_${lang} AS name, style_name, slug FROM article_categories ORDER BY position, id`,
  );
  return rows;
}

export async function listArticleTags(db: Queryable, lang: Locale): Promise<ArticleTagPayload[]> {
  const { rows } = await db.query<ArticleTagPayload>(`SELECT id, name_${lang} AS name, slug FROM article_tags`);
  return rows.sort(byName(lang));
}
