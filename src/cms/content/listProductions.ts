// GET /{lang}/api/productions/ and /{lang}/api/productions/{id}/ (spec 001 §2 "Productions",
// §3 "Production filter", §7; README "Productions").
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../shared/constants';
import type { Locale } from '../../shared/locales';
import { berlinIso, type EventPayload } from '../api/listEvents';
import type { Queryable } from '../db/openDatabase';
import { imageThumbnails, type Thumbnails } from './imageThumbnails';
import { listLinkedEvents } from './listLinkedEvents';
import type { ContentQuery } from './parseContentQuery';
import type { RichTextBlock } from './richText';

export const PRODUCTION_FILTERS = ['season', 'exhibition_type', 'tag'] as const;
export type ProductionFilter = (typeof PRODUCTION_FILTERS)[number];

interface ProductionRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  teaser_text: string;
  image: string | null;
  image_alt: string;
  season: { id: number; name: string; slug: string } | null;
  exhibition_type: { id: number; name: string; slug: string } | null;
  tags: { id: number; name: string }[];
  first_date: Date | null;
  last_date: Date | null;
  events_count: string;
  total: string;
}

export interface ProductionPayload {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  teaser_text: string;
  season: { id: number; name: string; slug: string } | null;
  exhibition_type: { id: number; name: string; slug: string } | null;
  tags: { id: number; name: string }[];
  /** First and last performance (Europe/Berlin ISO), null without events. */
  date_start: string | null;
  date_end: string | null;
  events_count: number;
  image_thumbnails: Thumbnails | null;
  image_alt: string;
}

export interface ProductionDetailPayload extends ProductionPayload {
  body: RichTextBlock[];
  events: EventPayload[];
}

/**
 * With `date`, only productions with a performance on or after that day (Europe/Berlin), and
 * they are ordered by their next performance from then; without, by their first performance.
 * Productions without events come last. `lang` only picks the `_de`/`_en` columns.
 */
function productionsSql(lang: Locale, where: string, paging: string): string {
  return `
    WITH dates AS (
      SELECT pe.production_id, min(e.date_start) AS first_date, max(e.date_start) AS last_date, count(*) AS events_count,
        min(e.date_start) FILTER (WHERE $1::timestamptz IS NULL OR e.date_start >= $1) AS next_date
      FROM productions_events pe JOIN events e ON e.id = pe.event_id
      GROUP BY pe.production_id
    ), page AS (
      SELECT p.id, d.first_date, d.last_date, COALESCE(d.events_count, 0) AS events_count, d.next_date,
        count(*) OVER () AS total
      FROM productions p LEFT JOIN dates d ON d.production_id = p.id
      WHERE ${where}
      ORDER BY d.next_date NULLS LAST, p.id
      ${paging}
    )
    SELECT p.id, p.slug_${lang} AS slug, p.title_${lang} AS title, p.subtitle_${lang} AS subtitle,
      p.teaser_text_${lang} AS teaser_text, p.image, p.image_alt_${lang} AS image_alt,
      (SELECT json_build_object('id', s.id, 'name', s.name_${lang}, 'slug', s.slug) FROM seasons s WHERE s.id = p.season_id) AS season,
      (SELECT json_build_object('id', x.id, 'name', x.name_${lang}, 'slug', x.slug)
        FROM exhibition_types x WHERE x.id = p.exhibition_type_id) AS exhibition_type,
      COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name_${lang}) ORDER BY t.id)
        FROM productions_tags pt JOIN production_tags t ON t.id = pt.tag_id WHERE pt.production_id = p.id), '[]'::json) AS tags,
      page.first_date, page.last_date, page.events_count, page.total
    FROM page JOIN productions p ON p.id = page.id
    ORDER BY page.next_date NULLS LAST, page.id`;
}

function toPayload(row: ProductionRow, origin: string): ProductionPayload {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    teaser_text: row.teaser_text,
    season: row.season,
    exhibition_type: row.exhibition_type,
    tags: row.tags,
    date_start: row.first_date ? berlinIso(row.first_date) : null,
    date_end: row.last_date ? berlinIso(row.last_date) : null,
    events_count: Number(row.events_count),
    image_thumbnails: imageThumbnails(origin, row.image),
    image_alt: row.image_alt,
  };
}

export async function listProductions(
  db: Queryable,
  query: ContentQuery<ProductionFilter>,
  lang: Locale,
  origin: string,
): Promise<{ count: number; results: ProductionPayload[] }> {
  const from = query.date ? DateTime.fromISO(query.date, { zone: TIMEZONE }).startOf('day').toISO() : null;
  const where = `($2::integer IS NULL OR p.season_id = $2)
    AND ($3::integer IS NULL OR p.exhibition_type_id = $3)
    AND ($4::integer IS NULL OR EXISTS (SELECT 1 FROM productions_tags f WHERE f.production_id = p.id AND f.tag_id = $4))
    AND ($1::timestamptz IS NULL OR d.next_date IS NOT NULL)`;
  const { rows } = await db.query<ProductionRow>(productionsSql(lang, where, 'LIMIT $5 OFFSET $6'), [
    from,
    query.filters.season ?? null,
    query.filters.exhibition_type ?? null,
    query.filters.tag ?? null,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  const first = rows[0];
  return { count: first ? Number(first.total) : 0, results: rows.map((row) => toPayload(row, origin)) };
}

export async function getProduction(db: Queryable, id: number, lang: Locale, origin: string): Promise<ProductionDetailPayload | undefined> {
  const { rows } = await db.query<ProductionRow>(productionsSql(lang, 'p.id = $2', ''), [null, id]);
  const row = rows[0];
  if (!row) return undefined;
  const body = await db.query<{ body: RichTextBlock[] }>(`SELECT body_${lang} AS body FROM productions WHERE id = $1`, [id]);
  return {
    ...toPayload(row, origin),
    body: body.rows[0]?.body ?? [],
    events: await listLinkedEvents(db, 'production', id, lang, origin),
  };
}
