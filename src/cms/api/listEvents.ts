// GET /{lang}/api/events/ (spec 001 §7; README "Endpoints").
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../shared/constants';
import type { Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';
import { thumbnailsFor, type Thumbnails } from '../media/thumbnailsFor';
import type { EventQuery } from './parseEventQuery';

export interface EventRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  date_start: Date;
  date_end: Date | null;
  image: string | null;
  image_alt: string;
  id_jet: number | null;
  is_sold_out: boolean;
  is_cancelled: boolean;
  type_id: number;
  type_name: string;
  type_slug: string;
  room_id: number;
  room_name: string;
  venue_id: number;
  venue_name: string;
  venue_slug: string;
  tags: { id: number; name: string }[];
  series: { id: number; name: string; slug: string }[];
  genres: { id: number; name: string }[];
  total: string;
}

export interface EventPayload {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  date_start: string;
  date_end: string | null;
  event_type_new: { id: number; name: string; slug: string };
  room: { id: number; name: string; venue: { id: number; name: string; slug: string } };
  tags: { id: number; name: string }[];
  series: { id: number; name: string; slug: string }[];
  genres: { id: number; name: string }[];
  image_thumbnails: Thumbnails | null;
  image_alt: string;
  ticket_url: string;
  id_jet: number | null;
  is_sold_out: boolean;
  is_cancelled: boolean;
}

/** ISO 8601 with the Europe/Berlin offset, no milliseconds (README "Dates and times"). */
export function berlinIso(moment: Date): string {
  return DateTime.fromJSDate(moment, { zone: TIMEZONE }).toISO({ suppressMilliseconds: true }) ?? moment.toISOString();
}

/**
 * The columns of an event in the list item shape (EventRow without `total`), for a query that
 * joins `events e`, `exhibition_types x`, `rooms r` and `venues v` (also the detail call's).
 * `lang` only ever picks between the `_de` and `_en` columns.
 */
export function eventColumnsSql(lang: Locale): string {
  return `e.id, e.slug_${lang} AS slug, e.title_${lang} AS title, e.subtitle_${lang} AS subtitle,
      e.date_start, e.date_end, e.image, e.image_alt_${lang} AS image_alt, e.id_jet, e.is_sold_out, e.is_cancelled,
      x.id AS type_id, x.name_${lang} AS type_name, x.slug AS type_slug,
      r.id AS room_id, r.name_${lang} AS room_name,
      v.id AS venue_id, v.name_${lang} AS venue_name, v.slug AS venue_slug,
      COALESCE((
        SELECT json_agg(json_build_object('id', t.id, 'name', t.name_${lang}) ORDER BY t.id)
        FROM events_tags et JOIN event_tags t ON t.id = et.tag_id WHERE et.event_id = e.id
      ), '[]'::json) AS tags,
      COALESCE((
        SELECT json_agg(json_build_object('id', s.id, 'name', s.name_${lang}, 'slug', s.slug) ORDER BY s.id)
        FROM events_series es JOIN series s ON s.id = es.series_id WHERE es.event_id = e.id
      ), '[]'::json) AS series,
      COALESCE((
        SELECT json_agg(json_build_object('id', g.id, 'name', g.name_${lang}) ORDER BY g.id)
        FROM events_genres eg JOIN genres g ON g.id = eg.genre_id WHERE eg.event_id = e.id
      ), '[]'::json) AS genres`;
}

/**
 * The SQL for one page. One statement per request (no N+1): the `page` CTE filters, counts all
 * matches with a window function and cuts the page; only those rows are then joined with their
 * type, room, venue and (through json_agg subqueries) their tags, series and genres.
 * `lang` only ever picks between the `_de` and `_en` columns.
 */
function eventsSql(lang: Locale): string {
  return `
    WITH page AS (
      SELECT e.id, e.date_start, count(*) OVER () AS total
      FROM events e
      WHERE e.date_start >= $1
        AND ($2::integer IS NULL OR e.room_id = $2)
        AND ($3::integer IS NULL OR e.exhibition_type_id = $3)
        AND ($4::integer IS NULL OR EXISTS (SELECT 1 FROM events_tags f WHERE f.event_id = e.id AND f.tag_id = $4))
        AND ($5::integer IS NULL OR EXISTS (SELECT 1 FROM events_series f WHERE f.event_id = e.id AND f.series_id = $5))
        AND ($6::integer IS NULL OR EXISTS (SELECT 1 FROM events_genres f WHERE f.event_id = e.id AND f.genre_id = $6))
      ORDER BY e.date_start, e.id
      LIMIT $7 OFFSET $8
    )
    SELECT ${eventColumnsSql(lang)},
      page.total
    FROM page
    JOIN events e ON e.id = page.id
    JOIN exhibition_types x ON x.id = e.exhibition_type_id
    JOIN rooms r ON r.id = e.room_id
    JOIN venues v ON v.id = r.venue_id
    ORDER BY page.date_start, page.id`;
}

export interface EventPage {
  /** All events matching the filters; 0 when the page is empty (also beyond the last page). */
  count: number;
  results: EventPayload[];
}

export async function listEvents(db: Queryable, query: EventQuery, lang: Locale, origin: string): Promise<EventPage> {
  // The day starts at midnight in Berlin, whatever the server's time zone (spec 000 §9).
  const from = DateTime.fromISO(query.date, { zone: TIMEZONE }).startOf('day').toISO();
  const { filters } = query;
  const result = await db.query<EventRow>(eventsSql(lang), [
    from,
    filters.room ?? null,
    filters.type ?? null,
    filters.tag ?? null,
    filters.series ?? null,
    filters.genre ?? null,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  const first = result.rows[0];
  return {
    count: first ? Number(first.total) : 0,
    results: result.rows.map((row) => toEventPayload(row, origin)),
  };
}

/** One event row (with its type, room, venue and links) in the list item shape; shared with the detail call. */
export function toEventPayload(row: Omit<EventRow, 'total'>, origin: string): EventPayload {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    date_start: berlinIso(row.date_start),
    date_end: row.date_end ? berlinIso(row.date_end) : null,
    event_type_new: { id: row.type_id, name: row.type_name, slug: row.type_slug },
    room: { id: row.room_id, name: row.room_name, venue: { id: row.venue_id, name: row.venue_name, slug: row.venue_slug } },
    tags: row.tags,
    series: row.series,
    genres: row.genres,
    image_thumbnails: row.image ? thumbnailsFor(origin, row.image) : null,
    image_alt: row.image_alt,
    // spec 001 §3 "ticket_url": the event's page in the ticket shop (shopRoutes.ts /shop/events/:id).
    ticket_url: `${origin}/shop/events/${row.id}`,
    id_jet: row.id_jet,
    is_sold_out: row.is_sold_out,
    is_cancelled: row.is_cancelled,
  };
}
