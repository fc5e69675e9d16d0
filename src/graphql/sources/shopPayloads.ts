// The cart (spec 001 §7, §8; src/cms/README.md "Shop").
import { z } from 'zod';

const id = z.number().int();
const money = z.string().regex(/^\d+\.\d{2}$/);

/** 200 of POST /{lang}/api/shop-cart/. */
export const cartAddedPayload = z.object({
  tickets_quantity: z.number().int().nonnegative(),
  cart_url: z.string(),
  /** The holds this add made (src/cms/README.md "Shop"); what the release call takes back. */
  reservation_ids: z.array(id).optional(),
});
export type CartAddedPayload = z.infer<typeof cartAddedPayload>;

/** 409 of POST (and 404 of GET) /{lang}/api/shop-cart/: a ticketing response code such as -214 or -204. */
export const cartResponseCodePayload = z.object({ response_code: z.number().int() });

const cartItemPayload = z.object({
  /** The line (src/cms/README.md "Shop"): what the remove call takes. */
  id,
  event_id: id,
  event: z.string(),
  date_start: z.string(),
  seat_group: z.string(),
  name: z.string(),
  sale_type_id: id,
  quantity: z.number().int().positive(),
  price: money,
  sum: money,
  held_until: z.string(),
});

/** 200 of GET /{lang}/api/shop-cart/. */
export const cartPayload = z.object({
  tickets_quantity: z.number().int().nonnegative(),
  cart_url: z.string(),
  total: money,
  items: z.array(cartItemPayload),
});
export type CartPayload = z.infer<typeof cartPayload>;

/** 200 of POST /{lang}/api/shop-cart/release/. */
export const cartReleasedPayload = z.object({ released: z.number().int().nonnegative(), tickets_quantity: z.number().int().nonnegative() });
export type CartReleasedPayload = z.infer<typeof cartReleasedPayload>;

/** 200 of DELETE /{lang}/api/shop-cart/items/{id}/. */
export const cartItemRemovedPayload = z.object({ tickets_quantity: z.number().int().nonnegative(), cart_url: z.string() });
export type CartItemRemovedPayload = z.infer<typeof cartItemRemovedPayload>;
