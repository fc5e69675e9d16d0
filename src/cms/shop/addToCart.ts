// POST /{lang}/api/shop-cart/ (spec 001 §7): reserves the requested tickets of one seat group for
// HOLD_MINUTES (spec 001 §9) in ONE transaction. The seat group row is locked with
// SELECT … FOR UPDATE before the held seats are counted, so concurrent calls for the same seat
// group take turns and a seat is never held twice. Expired holds simply stop counting
// (held_until > now); `now` comes from the caller's clock so tests can move time.
import { randomUUID } from 'node:crypto';
import type { FieldErrors } from '../api/parseEventQuery';
import type { Database, Queryable } from '../db/openDatabase';
import type { CartRequest } from './parseCartRequest';

/** spec 001 §9: "Ticket reservation hold 15 minutes". */
export const HOLD_MINUTES = 15;
export const HOLD_MS = HOLD_MINUTES * 60_000;

/** spec 001 §8: "-214: Not enough (connected) seats found." */
export const NOT_ENOUGH_SEATS = -214;
/** spec 001 §8: "-204: No current reservation." */
export const NO_CURRENT_RESERVATION = -204;
/**
 * The ticketing's other refusals show as 'Error {code}' (spec 001 §8). This upstream has one:
 * a cart holds at most MAX_CART_TICKETS unexpired tickets, like a ticketing's order limit.
 */
export const CART_LIMIT_REACHED = -209;
export const MAX_CART_TICKETS = 30;

export type Transactional = Queryable & Pick<Database, 'transaction'>;

export type AddToCartResult =
  /** `reservationIds` name this add's holds, so a caller can release exactly them again. */
  | { kind: 'added'; cartId: string; ticketsQuantity: number; heldUntil: Date; reservationIds: number[] }
  /**
   * The cart the cookie names had holds and every one of them ran out: its reservation is over
   * (-204, spec 001 §8). The caller starts a new cart on the next try.
   */
  | { kind: 'expired' }
  /** The cart would hold more than MAX_CART_TICKETS: -209. */
  | { kind: 'cartFull' }
  /** Not enough seats left, or the seat group, timeslot or event is not on sale (or the event is over): -214. */
  | { kind: 'unavailable' }
  | { kind: 'invalid'; errors: FieldErrors };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A well-formed cart id from the cookie, lower-cased; anything else counts as no cart. */
export function cartIdFromCookie(value: string | undefined): string | undefined {
  const id = value?.trim().toLowerCase();
  return id !== undefined && UUID.test(id) ? id : undefined;
}

interface EventRow {
  id: number;
  is_sold_out: boolean;
  is_cancelled: boolean;
  /** The event is over at `now`: its end (its start when it has none) has passed. */
  is_over: boolean;
}
interface SeatGroupRow {
  id: number;
  capacity: number;
  status: string;
}

/** Picks the seat group when the call names none: the first on sale that prices every sale type. */
async function chooseSeatGroup(client: Queryable, eventId: number, saleTypeIds: number[]): Promise<number | undefined> {
  const { rows } = await client.query<{ id: number }>(
    `SELECT sg.id FROM seat_groups sg
     WHERE sg.event_id = $1
       AND (SELECT count(*) FROM prices p WHERE p.seat_group_id = sg.id AND p.sale_type_id = ANY($2::integer[])) = $3
     ORDER BY (sg.status = '1') DESC, sg.position, sg.id
     LIMIT 1`,
    [eventId, saleTypeIds, saleTypeIds.length],
  );
  return rows[0]?.id;
}

export async function addToCart(
  db: Transactional,
  request: CartRequest,
  options: { cartId: string | undefined; now: Date },
): Promise<AddToCartResult> {
  const { now } = options;
  const saleTypeIds = request.lines.map((line) => line.saleTypeId);
  const requested = request.lines.reduce((sum, line) => sum + line.quantity, 0);

  return db.transaction(async (client): Promise<AddToCartResult> => {
    if (options.cartId !== undefined && (await reservationIsOver(client, options.cartId, now))) return { kind: 'expired' };
    const events = await client.query<EventRow>(
      'SELECT id, is_sold_out, is_cancelled, COALESCE(date_end, date_start) <= $2 AS is_over FROM events WHERE id_jet = $1',
      [request.eventJetId, now],
    );
    const event = events.rows[0];
    if (!event) return { kind: 'invalid', errors: { event_jet_id: ['No event with this id.'] } };

    const seatGroupId = request.seatGroupId ?? (await chooseSeatGroup(client, event.id, saleTypeIds));
    if (seatGroupId === undefined) {
      return { kind: 'invalid', errors: { sale_type_ids: ['No seat group of this event sells all these sale types.'] } };
    }
    // The lock that serialises every reservation of this seat group (and of its timeslots).
    const groups = await client.query<SeatGroupRow>(
      'SELECT id, capacity, status FROM seat_groups WHERE id = $1 AND event_id = $2 FOR UPDATE',
      [seatGroupId, event.id],
    );
    const group = groups.rows[0];
    if (!group) return { kind: 'invalid', errors: { seat_group: ['No seat group with this id for this event.'] } };

    const prices = await client.query<{ id: number; sale_type_id: number }>(
      'SELECT id, sale_type_id FROM prices WHERE seat_group_id = $1 AND sale_type_id = ANY($2::integer[])',
      [group.id, saleTypeIds],
    );
    const priceBySaleType = new Map(prices.rows.map((row) => [row.sale_type_id, row.id]));
    const unpriced = saleTypeIds.filter((id) => !priceBySaleType.has(id));
    if (unpriced.length > 0) {
      return { kind: 'invalid', errors: { sale_type_ids: unpriced.map((id) => `No price for sale type ${id} in this seat group.`) } };
    }

    const timeslots = await client.query<{ block_id: number; status: string; capacity: number }>(
      'SELECT block_id, status, capacity FROM timeslots WHERE seat_group_id = $1',
      [group.id],
    );
    let capacity = group.capacity;
    // An event that is over sells nothing any more (the gateway calls it PAST).
    let onSale = group.status === '1' && !event.is_sold_out && !event.is_cancelled && !event.is_over;
    if (timeslots.rows.length > 0) {
      // A seat group sold by timeslot: each timeslot (block) has its own capacity.
      if (request.blockId === undefined)
        return { kind: 'invalid', errors: { block_id: ['This seat group is sold by timeslot: send its block_id.'] } };
      const slot = timeslots.rows.find((row) => row.block_id === request.blockId);
      if (!slot) return { kind: 'invalid', errors: { block_id: ['No timeslot with this block in the seat group.'] } };
      capacity = slot.capacity;
      onSale &&= slot.status === '1';
    } else if (request.blockId !== undefined) {
      return { kind: 'invalid', errors: { block_id: ['This seat group has no timeslots.'] } };
    }
    if (!onSale) return { kind: 'unavailable' };

    const blockId = timeslots.rows.length > 0 ? (request.blockId ?? null) : null;
    const held = await client.query<{ held: number }>(
      `SELECT COALESCE(sum(quantity), 0)::integer AS held FROM reservations
       WHERE seat_group_id = $1 AND held_until > $2 AND ($3::integer IS NULL OR block_id = $3)`,
      [group.id, now, blockId],
    );
    if (capacity - (held.rows[0]?.held ?? 0) < requested) return { kind: 'unavailable' };
    if (options.cartId !== undefined) {
      const inCart = await client.query<{ quantity: number }>(
        'SELECT COALESCE(sum(quantity), 0)::integer AS quantity FROM reservations WHERE cart_id = $1 AND held_until > $2',
        [options.cartId, now],
      );
      if ((inCart.rows[0]?.quantity ?? 0) + requested > MAX_CART_TICKETS) return { kind: 'cartFull' };
    } else if (requested > MAX_CART_TICKETS) return { kind: 'cartFull' };

    const cartId = await ensureCart(client, options.cartId, now);
    const heldUntil = new Date(now.getTime() + HOLD_MS);
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO reservations (cart_id, event_id, seat_group_id, block_id, sale_type_id, price_id, quantity, created, held_until)
       SELECT $1, $2, $3, $4, line.sale_type_id, line.price_id, line.quantity, $5, $6
       FROM unnest($7::integer[], $8::integer[], $9::integer[]) AS line (sale_type_id, price_id, quantity)
       RETURNING id`,
      [
        cartId,
        event.id,
        group.id,
        blockId,
        now,
        heldUntil,
        saleTypeIds,
        saleTypeIds.map((id) => priceBySaleType.get(id)),
        request.lines.map((line) => line.quantity),
      ],
    );
    const total = await client.query<{ quantity: number }>(
      'SELECT COALESCE(sum(quantity), 0)::integer AS quantity FROM reservations WHERE cart_id = $1 AND held_until > $2',
      [cartId, now],
    );
    return {
      kind: 'added',
      cartId,
      ticketsQuantity: total.rows[0]?.quantity ?? requested,
      heldUntil,
      reservationIds: inserted.rows.map((row) => row.id).sort((a, b) => a - b),
    };
  });
}

/** The cart had holds and all of them have run out (a released hold leaves no row behind). */
async function reservationIsOver(client: Queryable, cartId: string, now: Date): Promise<boolean> {
  const { rows } = await client.query<{ total: number; current: number }>(
    `SELECT count(*)::integer AS total, count(*) FILTER (WHERE held_until > $2)::integer AS current
     FROM reservations WHERE cart_id = $1`,
    [cartId, now],
  );
  const row = rows[0];
  return row !== undefined && row.total > 0 && row.current === 0;
}

export type ReleaseResult = { kind: 'released'; released: number; ticketsQuantity: number } | { kind: 'invalid'; errors: FieldErrors };

/**
 * Gives held seats back before their hold runs out: the reservations named, all of the caller's
 * cart, or none (an id of another cart or an unknown one refuses the whole call). The site
 * uses it to keep an order all-or-none when a later seat group of the same order fails.
 */
export async function releaseReservations(
  db: Transactional,
  cartId: string | undefined,
  reservationIds: readonly number[],
  now: Date,
): Promise<ReleaseResult> {
  if (cartId === undefined) return { kind: 'invalid', errors: { reservation_ids: ['No cart: the shop_cart cookie is missing.'] } };
  return db.transaction(async (client): Promise<ReleaseResult> => {
    const own = await client.query<{ id: number }>(
      'SELECT id FROM reservations WHERE cart_id = $1 AND id = ANY($2::integer[]) FOR UPDATE',
      [cartId, [...reservationIds]],
    );
    const found = new Set(own.rows.map((row) => row.id));
    const strangers = reservationIds.filter((id) => !found.has(id));
    if (strangers.length > 0)
      return { kind: 'invalid', errors: { reservation_ids: strangers.map((id) => `No reservation ${id} in this cart.`) } };
    await client.query('DELETE FROM reservations WHERE cart_id = $1 AND id = ANY($2::integer[])', [cartId, [...reservationIds]]);
    const total = await client.query<{ quantity: number }>(
      'SELECT COALESCE(sum(quantity), 0)::integer AS quantity FROM reservations WHERE cart_id = $1 AND held_until > $2',
      [cartId, now],
    );
    return { kind: 'released', released: found.size, ticketsQuantity: total.rows[0]?.quantity ?? 0 };
  });
}

/** The cart named by the cookie when it exists, else a new one (a client never picks an id). */
async function ensureCart(client: Queryable, cartId: string | undefined, now: Date): Promise<string> {
  if (cartId !== undefined) {
    const updated = await client.query('UPDATE carts SET updated = $2 WHERE id = $1', [cartId, now]);
    if (updated.rowCount !== 0) return cartId;
  }
  const id = randomUUID();
  await client.query('INSERT INTO carts (id, created, updated) VALUES ($1, $2, $2)', [id, now]);
  return id;
}
