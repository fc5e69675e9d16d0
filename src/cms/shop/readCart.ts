// The tickets a cart holds right now (spec 001 §9: a hold ends after 15 minutes), for
// GET /{lang}/api/shop-cart/ and the cart page. Expired reservations are left out.
import type { Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';

interface CartItem {
  /** The line's id (its reservation): what DELETE /{lang}/api/shop-cart/items/{id}/ takes. */
  id: number;
  eventId: number;
  eventTitle: string;
  /** The event's start (or the timeslot's start when sold by timeslot). */
  start: Date;
  seatGroup: string;
  priceName: string;
  saleTypeId: number;
  quantity: number;
  /** Unit price and line sum as decimal strings, e.g. '25.00'. */
  unitPrice: string;
  sum: string;
  heldUntil: Date;
}

export interface Cart {
  ticketsQuantity: number;
  total: string;
  items: CartItem[];
}

interface CartRow {
  id: number;
  event_id: number;
  event_title: string;
  start: Date;
  seat_group: string;
  price_name: string;
  sale_type_id: number;
  quantity: number;
  unit_price: string;
  sum: string;
  held_until: Date;
  total: string;
}

/** The cart's unexpired reservations, or undefined when there is none (-204). */
export async function readCart(db: Queryable, cartId: string | undefined, now: Date, lang: Locale): Promise<Cart | undefined> {
  if (cartId === undefined) return undefined;
  // `lang` only ever picks between the `_de` and `_en` columns.
  const { rows } = await db.query<CartRow>(
    `SELECT r.id, r.event_id, e.title_${lang} AS event_title, COALESCE(t.time_start, e.date_start) AS start,
       sg.name_${lang} AS seat_group, p.name_${lang} AS price_name, r.sale_type_id, r.quantity,
       p.price::text AS unit_price, (p.price * r.quantity)::numeric(12, 2)::text AS sum, r.held_until,
       (sum(p.price * r.quantity) OVER ())::numeric(12, 2)::text AS total
     FROM reservations r
     JOIN events e ON e.id = r.event_id
     JOIN seat_groups sg ON sg.id = r.seat_group_id
     JOIN prices p ON p.id = r.price_id
     LEFT JOIN timeslots t ON t.seat_group_id = r.seat_group_id AND t.block_id = r.block_id
     WHERE r.cart_id = $1 AND r.held_until > $2
     ORDER BY start, r.id`,
    [cartId, now],
  );
  const first = rows[0];
  if (!first) return undefined;
  return {
    ticketsQuantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    total: first.total,
    items: rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      eventTitle: row.event_title,
      start: row.start,
      seatGroup: row.seat_group,
      priceName: row.price_name,
      saleTypeId: row.sale_type_id,
      quantity: row.quantity,
      unitPrice: row.unit_price,
      sum: row.sum,
      heldUntil: row.held_until,
    })),
  };
}
