// Venues and their rooms (spec 000 §2 "Venue detail", §7 "venues"; README "Venues").
import type { Locale } from '../../shared/locales';
import { byName } from '../api/byName';
import type { Queryable } from '../db/openDatabase';
import type { EventPayload } from '../api/listEvents';
import { imageThumbnails, type Thumbnails } from './imageThumbnails';
import { listLinkedEvents } from './listLinkedEvents';

export interface VenuePayload {
  id: number;
  name: string;
  slug: string;
  address: { street: string; postal_code: string; city: string };
  image_thumbnails: Thumbnails | null;
  image_alt: string;
}

export interface VenueDetailPayload extends VenuePayload {
  description: string;
  rooms: { id: number; name: string; show_in_filter: boolean }[];
  /** WGS 84 coordinates (migration 011), both or neither. */
  geo: { latitude: number; longitude: number } | null;
  /** The house's regular opening hours (the header's, README "opening-hours-today"), by weekday then start. */
  opening_hours: { weekday: number; time_from: string | null; time_to: string | null; closed: boolean }[];
  /** The upcoming events in the venue's rooms, earliest first. */
  events: EventPayload[];
}

/** How many upcoming events the venue detail carries. */
const VENUE_EVENT_LIMIT = 12;

interface VenueRow {
  id: number;
  name: string;
  slug: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  description: string | null;
  image: string | null;
  image_alt: string | null;
  latitude: number | null;
  longitude: number | null;
  rooms: VenueDetailPayload['rooms'];
}

function venuesSql(lang: Locale, where: string): string {
  return `
    SELECT v.id, v.name_${lang} AS name, v.slug, d.street, d.postal_code, d.city, d.description_${lang} AS description,
      d.image, d.image_alt_${lang} AS image_alt, d.latitude, d.longitude,
      COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name_${lang}, 'show_in_filter', r.show_in_filter) ORDER BY r.id)
        FROM rooms r WHERE r.venue_id = v.id), '[]'::json) AS rooms
    FROM venues v LEFT JOIN venue_details d ON d.venue_id = v.id
    WHERE ${where}`;
}

function toPayload(row: VenueRow, origin: string): VenuePayload {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    address: { street: row.street ?? '', postal_code: row.postal_code ?? '', city: row.city ?? '' },
    image_thumbnails: imageThumbnails(origin, row.image),
    image_alt: row.image_alt ?? '',
  };
}

export async function listVenues(db: Queryable, lang: Locale, origin: string): Promise<VenuePayload[]> {
  const { rows } = await db.query<VenueRow>(venuesSql(lang, 'true'));
  return rows.map((row) => toPayload(row, origin)).sort(byName(lang));
}

export async function getVenue(db: Queryable, id: number, lang: Locale, origin: string): Promise<VenueDetailPayload | undefined> {
  const { rows } = await db.query<VenueRow>(venuesSql(lang, 'v.id = $1'), [id]);
  const row = rows[0];
  if (!row) return undefined;
  const [hours, events] = await Promise.all([
    db.query<VenueDetailPayload['opening_hours'][number]>(
      `SELECT weekday, to_char(time_from, 'HH24:MI:SS') AS time_from, to_char(time_to, 'HH24:MI:SS') AS time_to, closed
       FROM opening_hours ORDER BY weekday, time_from NULLS FIRST, id`,
    ),
    listLinkedEvents(db, 'venue', id, lang, origin, VENUE_EVENT_LIMIT),
  ]);
  return {
    ...toPayload(row, origin),
    description: row.description ?? '',
    rooms: row.rooms,
    geo: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    opening_hours: hours.rows,
    events,
  };
}
