// The events of one production or one series, in the event list's item shape (README
// "GET /{lang}/api/events/"), for the detail endpoints (spec 001 §3 detail section "Events").
import type { Locale } from '../../shared/locales';
import { berlinIso, type EventPayload } from '../api/listEvents';
import type { Queryable } from '../db/openDatabase';
import { imageThumbnails } from './imageThumbnails';

interface LinkedEventRow {
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
  event_type_new: EventPayload['event_type_new'];
  room: EventPayload['room'];
  tags: EventPayload['tags'];
  series: EventPayload['series'];
  genres: EventPayload['genres'];
}

/** The link table each owner kind reaches its events through; fixed names, never input. */
const PROGRAMME_OF_EVENT =
  'SELECT p.id FROM events p WHERE COALESCE(p.programme_id, p.id) = (SELECT COALESCE(o.programme_id, o.id) FROM events o WHERE o.id = $1)';
const CHILDREN_OF_EVENT = `SELECT c.id FROM events c WHERE c.parent_id IN (${PROGRAMME_OF_EVENT})`;
const LINKS = {
  production: 'SELECT event_id FROM productions_events WHERE production_id = $1',
  series: 'SELECT event_id FROM events_series WHERE series_id = $1',
  // migration 009: the performances of the event's programme (itself included), its children,
  // and the other upcoming events of its production (the detail's sections Children and Events).
  programme: PROGRAMME_OF_EVENT,
  children: CHILDREN_OF_EVENT,
  related: `SELECT pe.event_id FROM productions_events pe JOIN events r ON r.id = pe.event_id
    WHERE pe.production_id = (SELECT production_id FROM productions_events WHERE event_id = $1)
      AND r.date_start >= now() AND pe.event_id NOT IN (${PROGRAMME_OF_EVENT}) AND pe.event_id NOT IN (${CHILDREN_OF_EVENT})`,
  // The upcoming events a musician plays in (a contributor linked to the person) and the upcoming
  // events in a venue's rooms: the person's and the venue's pages (README "persons", "venues").
  person: `SELECT ec.event_id FROM event_contributors ec JOIN events u ON u.id = ec.event_id
    WHERE ec.person_id = $1 AND u.date_start >= now()`,
  venue: 'SELECT u.id FROM events u JOIN rooms ur ON ur.id = u.room_id WHERE ur.venue_id = $1 AND u.date_start >= now()',
} as const;

export type EventOwner = keyof typeof LINKS;

/** One statement: the events with their type, room, venue, tags, series and genres as JSON. */
export async function listLinkedEvents(
  db: Queryable,
  owner: EventOwner,
  ownerId: number,
  lang: Locale,
  origin: string,
  /** At most this many, the earliest first; all when not given. */
  limit?: number,
): Promise<EventPayload[]> {
  const { rows } = await db.query<LinkedEventRow>(
    `SELECT e.id, e.slug_${lang} AS slug, e.title_${lang} AS title, e.subtitle_${lang} AS subtitle,
       e.date_start, e.date_end, e.image, e.image_alt_${lang} AS image_alt, e.id_jet, e.is_sold_out, e.is_cancelled,
       json_build_object('id', x.id, 'name', x.name_${lang}, 'slug', x.slug) AS event_type_new,
       json_build_object('id', r.id, 'name', r.name_${lang},
         'venue', json_build_object('id', v.id, 'name', v.name_${lang}, 'slug', v.slug)) AS room,
       COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name_${lang}) ORDER BY t.id)
         FROM events_tags et JOIN event_tags t ON t.id = et.tag_id WHERE et.event_id = e.id), '[]'::json) AS tags,
       COALESCE((SELECT json_agg(json_build_object('id', s.id, 'name', s.name_${lang}, 'slug', s.slug) ORDER BY s.id)
         FROM events_series es JOIN series s ON s.id = es.series_id WHERE es.event_id = e.id), '[]'::json) AS series,
       COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name_${lang}) ORDER BY g.id)
         FROM events_genres eg JOIN genres g ON g.id = eg.genre_id WHERE eg.event_id = e.id), '[]'::json) AS genres
     FROM events e
     JOIN exhibition_types x ON x.id = e.exhibition_type_id
     JOIN rooms r ON r.id = e.room_id
     JOIN venues v ON v.id = r.venue_id
     WHERE e.id IN (${LINKS[owner]})
     ORDER BY e.date_start, e.id
     ${limit === undefined ? '' : 'LIMIT $2'}`,
    limit === undefined ? [ownerId] : [ownerId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    date_start: berlinIso(row.date_start),
    date_end: row.date_end ? berlinIso(row.date_end) : null,
    event_type_new: row.event_type_new,
    room: { id: row.room.id, name: row.room.name, venue: row.room.venue },
    tags: row.tags,
    series: row.series,
    genres: row.genres,
    image_thumbnails: imageThumbnails(origin, row.image),
    image_alt: row.image_alt,
    ticket_url: `${origin}/shop/events/${row.id}`,
    id_jet: row.id_jet,
    is_sold_out: row.is_sold_out,
    is_cancelled: row.is_cancelled,
  }));
}
