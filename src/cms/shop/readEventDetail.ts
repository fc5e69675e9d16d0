// GET /{lang}/api/events/{id}/: the list item of README "GET /{lang}/api/events/" plus the
// booking widget's "current event data" (spec 001 §3: ticket_url, seat_groups, prices, id_jet,
// date_start) and the event text. A fixed number of statements per request (no N+1): the event,
// its seat groups, their prices, their timeslots. `lang` only ever picks `_de` or `_en` columns.
import type { Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';
import { berlinIso, eventColumnsSql, toEventPayload, type EventPayload, type EventRow } from '../api/listEvents';

/** spec 001 §3 "Price". `seat_group` is the seat group's id (what the cart call sends back). */
export interface PricePayload {
  id: number;
  price: string;
  sale_type_id: number;
  seat_group: number;
  text: string;
  name: string;
  has_discounts: boolean;
}

/** spec 001 §3 "Timeslot", plus the seats still free. */
export interface TimeslotPayload {
  id: number;
  status: '0' | '1';
  time_start: string;
  block_id: number;
  available: number;
}

/** spec 001 §3 "Seat group" (`seat_group` is its name), plus capacity and the seats still free. */
export interface SeatGroupPayload {
  id: number;
  seat_group: string;
  status: '0' | '1';
  text: string;
  capacity: number;
  available: number;
  prices: PricePayload[];
  timeslots: TimeslotPayload[];
}

export interface EventDetailPayload extends EventPayload {
  description: string;
  seat_groups: SeatGroupPayload[];
  prices: PricePayload[];
}

interface DetailRow extends Omit<EventRow, 'total'> {
  description: string;
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
    SELECT ${eventColumnsSql(lang)}, e.description_${lang} AS description
    FROM events e
    JOIN exhibition_types x ON x.id = e.exhibition_type_id
    JOIN rooms r ON r.id = e.room_id
    JOIN venues v ON v.id = r.venue_id
    WHERE e.id = $1`;
}

const status = (value: string): '0' | '1' => (value === '1' ? '1' : '0');

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

  const [groups, prices, timeslots] = await Promise.all([
    db.query<GroupRow>(
      `SELECT sg.id, sg.name_${lang} AS name, sg.status, sg.text_${lang} AS text, sg.capacity,
         (SELECT COALESCE(sum(r.quantity), 0)::integer FROM reservations r
          WHERE r.seat_group_id = sg.id AND r.held_until > $2) AS held
       FROM seat_groups sg WHERE sg.event_id = $1 ORDER BY sg.position, sg.id`,
      [id, now],
    ),
    db.query<PriceRow>(
      `SELECT p.id, p.seat_group_id, p.price::text AS price, p.sale_type_id, p.name_${lang} AS name,
         p.text_${lang} AS text, p.has_discounts
       FROM prices p JOIN seat_groups sg ON sg.id = p.seat_group_id
       WHERE sg.event_id = $1 ORDER BY sg.position, sg.id, p.position, p.id`,
      [id],
    ),
    db.query<TimeslotRow>(
      `SELECT t.id, t.seat_group_id, t.status, t.time_start, t.block_id, t.capacity,
         (SELECT COALESCE(sum(r.quantity), 0)::integer FROM reservations r
          WHERE r.seat_group_id = t.seat_group_id AND r.block_id = t.block_id AND r.held_until > $2) AS held
       FROM timeslots t JOIN seat_groups sg ON sg.id = t.seat_group_id
       WHERE sg.event_id = $1 ORDER BY t.time_start, t.id`,
      [id, now],
    ),
  ]);

  const pricePayloads = prices.rows.map(
    (price): PricePayload => ({
      id: price.id,
      price: price.price,
      sale_type_id: price.sale_type_id,
      seat_group: price.seat_group_id,
      text: price.text,
      name: price.name,
      has_discounts: price.has_discounts,
    }),
  );
  const seatGroups = groups.rows.map((group): SeatGroupPayload => {
    const slots = timeslots.rows
      .filter((slot) => slot.seat_group_id === group.id)
      .map(
        (slot): TimeslotPayload => ({
          id: slot.id,
          status: status(slot.status),
          time_start: berlinIso(slot.time_start),
          block_id: slot.block_id,
          available: Math.max(0, slot.capacity - slot.held),
        }),
      );
    // Sold by timeslot: the free seats are those of its timeslots on sale.
    const available =
      slots.length > 0
        ? slots.filter((slot) => slot.status === '1').reduce((sum, slot) => sum + slot.available, 0)
        : Math.max(0, group.capacity - group.held);
    return {
      id: group.id,
      seat_group: group.name,
      status: status(group.status),
      text: group.text,
      capacity: group.capacity,
      available,
      prices: pricePayloads.filter((price) => price.seat_group === group.id),
      timeslots: slots,
    };
  });

  return {
    ...toEventPayload(row, origin),
    description: row.description,
    seat_groups: seatGroups,
    prices: pricePayloads,
  };
}
