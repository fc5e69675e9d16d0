// GET /{lang}/api/events/{id}/: the list item of README "GET /{lang}/api/events/" plus the
// booking widget's "current event data" (spec 001 §3: ticket_url, seat_groups, prices, id_jet,
// date_start), the event text and what the detail page's sections show (spec 001 §3 design
// settings: ImportantInfo … Promoter; migration 009): the dates of its programme, each with its
// own booking data, the works, contributors, pictures, video, children, related events, articles,
// sponsors and promoter. A fixed number of statements per request (no N+1), whatever the number
// of dates. `lang` only ever picks `_de` or `_en` columns.
import type { Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';
import { berlinIso, eventColumnsSql, toEventPayload, type EventPayload, type EventRow } from '../api/listEvents';
import { imageThumbnails } from '../content/imageThumbnails';
import { listEventArticles, type ArticlePayload } from '../content/listArticles';
import { listLinkedEvents } from '../content/listLinkedEvents';

/** spec 001 §3 "Price". `seat_group` is the seat group's id (what the cart call sends back). */
interface PricePayload {
  id: number;
  price: string;
  sale_type_id: number;
  seat_group: number;
  text: string;
  name: string;
  has_discounts: boolean;
}

/** spec 001 §3 "Timeslot", plus the seats still free. */
interface TimeslotPayload {
  id: number;
  status: '0' | '1';
  time_start: string;
  block_id: number;
  available: number;
}

/** spec 001 §3 "Seat group" (`seat_group` is its name), plus capacity and the seats still free. */
interface SeatGroupPayload {
  id: number;
  seat_group: string;
  status: '0' | '1';
  text: string;
  capacity: number;
  available: number;
  prices: PricePayload[];
  timeslots: TimeslotPayload[];
}

/** One performance of the event's programme with its own booking data. */
interface EventDatePayload extends EventPayload {
  previous_date_start: string | null;
  seat_groups: SeatGroupPayload[];
  prices: PricePayload[];
}

export interface EventDetailPayload extends EventDatePayload {
  description: string;
  important_info: string;
  /** The room's venue with its address (venue_details), when it has one. */
  venue_address: { street: string; postal_code: string; city: string } | null;
  works: { composer: string; title: string }[];
  contributors: { name: string; role: string; person: { id: number; slug: string } | null }[];
  images: { image_thumbnails: ReturnType<typeof imageThumbnails>; image_alt: string }[];
  video: { url: string; title: string } | null;
  sponsors: { name: string; url: string }[];
  promoter: { name: string; url: string } | null;
  /** The performances of the programme, itself included, by start. */
  dates: EventDatePayload[];
  children: EventPayload[];
  related_events: EventPayload[];
  articles: ArticlePayload[];
}

interface DetailRow extends Omit<EventRow, 'total'> {
  description: string;
  important_info: string;
  previous_date_start: Date | null;
  video_url: string;
  video_title: string;
  promoter_name: string;
  promoter_url: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
}

interface GroupRow {
  id: number;
  name: string;
  status: string;
  text: string;
  capacity: number;
  held: number;
}
interface PriceRow {
  id: number;
  seat_group_id: number;
  price: string;
  sale_type_id: number;
  name: string;
  text: string;
  has_discounts: boolean;
}
interface TimeslotRow {
  id: number;
  seat_group_id: number;
  status: string;
  time_start: Date;
  block_id: number;
  capacity: number;
  held: number;
}

function eventSql(lang: Locale): string {
  return `
    SELECT ${eventColumnsSql(lang)}, e.description_${lang} AS description, e.important_info_${lang} AS important_info,
      e.previous_date_start, e.video_url, e.video_title_${lang} AS video_title, e.promoter_name, e.promoter_url,
      vd.street, vd.postal_code, vd.city
    FROM events e
    JOIN exhibition_types x ON x.id = e.exhibition_type_id
    JOIN rooms r ON r.id = e.room_id
    JOIN venues v ON v.id = r.venue_id
    LEFT JOIN venue_details vd ON vd.venue_id = v.id
    WHERE e.id = $1`;
}

const status = (value: string): '0' | '1' => (value === '1' ? '1' : '0');

interface Booking {
  seat_groups: SeatGroupPayload[];
  prices: PricePayload[];
}

/** The seat groups, prices and timeslots of several events: three statements, whatever their number. */
async function readBookings(db: Queryable, ids: readonly number[], lang: Locale, now: Date): Promise<Map<number, Booking>> {
  const [groups, prices, timeslots] = await Promise.all([
    db.query<GroupRow & { event_id: number }>(
      `SELECT sg.event_id, sg.id, sg.name_${lang} AS name, sg.status, sg.text_${lang} AS text, sg.capacity,
         (SELECT COALESCE(sum(r.quantity), 0)::integer FROM reservations r
          WHERE r.seat_group_id = sg.id AND r.held_until > $2) AS held
       FROM seat_groups sg WHERE sg.event_id = ANY($1::integer[]) ORDER BY sg.position, sg.id`,
      [ids, now],
    ),
    db.query<PriceRow>(
      `SELECT p.id, p.seat_group_id, p.price::text AS price, p.sale_type_id, p.name_${lang} AS name,
         p.text_${lang} AS text, p.has_discounts
       FROM prices p JOIN seat_groups sg ON sg.id = p.seat_group_id
       WHERE sg.event_id = ANY($1::integer[]) ORDER BY sg.position, sg.id, p.position, p.id`,
      [ids],
    ),
    db.query<TimeslotRow>(
      `SELECT t.id, t.seat_group_id, t.status, t.time_start, t.block_id, t.capacity,
         (SELECT COALESCE(sum(r.quantity), 0)::integer FROM reservations r
          WHERE r.seat_group_id = t.seat_group_id AND r.block_id = t.block_id AND r.held_until > $2) AS held
       FROM timeslots t JOIN seat_groups sg ON sg.id = t.seat_group_id
       WHERE sg.event_id = ANY($1::integer[]) ORDER BY t.time_start, t.id`,
      [ids, now],
    ),
  ]);

  const pricePayloads = prices.rows.map((price): PricePayload => ({
    id: price.id,
    price: price.price,
    sale_type_id: price.sale_type_id,
    seat_group: price.seat_group_id,
    text: price.text,
    name: price.name,
    has_discounts: price.has_discounts,
  }));
  const bookings = new Map<number, Booking>(ids.map((id) => [id, { seat_groups: [], prices: [] }]));
  for (const group of groups.rows) {
    const slots = timeslots.rows
      .filter((slot) => slot.seat_group_id === group.id)
      .map((slot): TimeslotPayload => ({
        id: slot.id,
        status: status(slot.status),
        time_start: berlinIso(slot.time_start),
        block_id: slot.block_id,
        available: Math.max(0, slot.capacity - slot.held),
      }));
    // Sold by timeslot: the free seats are those of its timeslots on sale.
    const available =
      slots.length > 0
        ? slots.filter((slot) => slot.status === '1').reduce((sum, slot) => sum + slot.available, 0)
        : Math.max(0, group.capacity - group.held);
    const groupPrices = pricePayloads.filter((price) => price.seat_group === group.id);
    const booking = bookings.get(group.event_id);
    if (!booking) continue;
    booking.seat_groups.push({
      id: group.id,
      seat_group: group.name,
      status: status(group.status),
      text: group.text,
      capacity: group.capacity,
      available,
      prices: groupPrices,
      timeslots: slots,
    });
    booking.prices.push(...groupPrices);
  }
  return bookings;
}

interface WorkRow {
  composer: string;
  title: string;
}
interface ContributorRow {
  name: string;
  role: string;
  person_id: number | null;
  person_slug: string | null;
}
interface ImageRow {
  image: string;
  image_alt: string;
}
interface SponsorRow {
  name: string;
  url: string;
}
interface MovedRow {
  id: number;
  previous_date_start: Date | null;
}

export async function readEventDetail(
  db: Queryable,
  id: number,
  lang: Locale,
  origin: string,
  now: Date,
): Promise<EventDetailPayload | undefined> {
  const events = await db.query<DetailRow>(eventSql(lang), [id]);
  const row = events.rows[0];
  if (!row) return undefined;

  const [dates, children, related, articles, works, contributors, images, sponsors] = await Promise.all([
    listLinkedEvents(db, 'programme', id, lang, origin),
    listLinkedEvents(db, 'children', id, lang, origin),
    listLinkedEvents(db, 'related', id, lang, origin),
    listEventArticles(db, id, lang, origin),
    db.query<WorkRow>(
      `SELECT composer_${lang} AS composer, title_${lang} AS title FROM event_works WHERE event_id = $1 ORDER BY position`,
      [id],
    ),
    db.query<ContributorRow>(
      `SELECT c.name, c.role_${lang} AS role, p.id AS person_id, p.slug AS person_slug
       FROM event_contributors c LEFT JOIN persons p ON p.id = c.person_id WHERE c.event_id = $1 ORDER BY c.position`,
      [id],
    ),
    db.query<ImageRow>(`SELECT image, image_alt_${lang} AS image_alt FROM event_images WHERE event_id = $1 ORDER BY position`, [id]),
    db.query<SponsorRow>('SELECT name, url FROM event_sponsors WHERE event_id = $1 ORDER BY position', [id]),
  ]);
  const dateIds = dates.some((date) => date.id === id) ? dates.map((date) => date.id) : [id];
  const [bookings, moved] = await Promise.all([
    readBookings(db, dateIds, lang, now),
    db.query<MovedRow>('SELECT id, previous_date_start FROM events WHERE id = ANY($1::integer[])', [dateIds]),
  ]);
  const previousOf = new Map(
    moved.rows.map((entry) => [entry.id, entry.previous_date_start ? berlinIso(entry.previous_date_start) : null]),
  );
  const withBooking = (event: EventPayload): EventDatePayload => ({
    ...event,
    previous_date_start: previousOf.get(event.id) ?? null,
    ...(bookings.get(event.id) ?? { seat_groups: [], prices: [] }),
  });
  const self = withBooking(toEventPayload(row, origin));

  return {
    ...self,
    description: row.description,
    important_info: row.important_info,
    venue_address: row.street !== null && row.city ? { street: row.street, postal_code: row.postal_code ?? '', city: row.city } : null,
    works: works.rows,
    contributors: contributors.rows.map((contributor) => ({
      name: contributor.name,
      role: contributor.role,
      person:
        contributor.person_id !== null && contributor.person_slug !== null
          ? { id: contributor.person_id, slug: contributor.person_slug }
          : null,
    })),
    images: images.rows.map((image) => ({ image_thumbnails: imageThumbnails(origin, image.image), image_alt: image.image_alt })),
    video: row.video_url ? { url: row.video_url, title: row.video_title } : null,
    sponsors: sponsors.rows,
    promoter: row.promoter_name ? { name: row.promoter_name, url: row.promoter_url } : null,
    dates: dates.some((date) => date.id === id) ? dates.map(withBooking) : [self],
    children,
    related_events: related,
    articles,
  };
}
