// DELETE /{lang}/api/shop-cart/items/{id}/ (README "Shop"): the cart page's control that takes one
// line out of the visitor's cart. A line is one reservation (one price in one seat group of one
// event, src/cms/shop/readCart.ts); removing it gives its seats back at once, like the release
// call, but for a single line the visitor sees and only while its hold still runs.
import type { Queryable } from '../db/openDatabase';
import type { Transactional } from './addToCart';

export type RemoveCartItemResult =
  /** The line is gone; `ticketsQuantity` counts the cart's unexpired tickets left. */
  | { kind: 'removed'; ticketsQuantity: number }
  /** No cart, or the cart has no line with this id (another visitor's line, an unknown id). */
  | { kind: 'unknown' }
  /** The line is the caller's, but its hold has run out: nothing is held to give back (-204). */
  | { kind: 'expired' };

export async function removeCartItem(
  db: Transactional,
  cartId: string | undefined,
  itemId: number,
  now: Date,
): Promise<RemoveCartItemResult> {
  if (cartId === undefined) return { kind: 'unknown' };
  return db.transaction(async (client): Promise<RemoveCartItemResult> => {
    // The row lock keeps a concurrent add or release of the same line from counting it twice.
    const { rows } = await client.query<{ held_until: Date }>(
      'SELECT held_until FROM reservations WHERE id = $1 AND cart_id = $2 FOR UPDATE',
      [itemId, cartId],
    );
    const line = rows[0];
    if (!line) return { kind: 'unknown' };
    if (line.held_until.getTime() <= now.getTime()) return { kind: 'expired' };
    await client.query('DELETE FROM reservations WHERE id = $1 AND cart_id = $2', [itemId, cartId]);
    return { kind: 'removed', ticketsQuantity: await heldQuantity(client, cartId, now) };
  });
}

async function heldQuantity(client: Queryable, cartId: string, now: Date): Promise<number> {
  const { rows } = await client.query<{ quantity: number }>(
    'SELECT COALESCE(sum(quantity), 0)::integer AS quantity FROM reservations WHERE cart_id = $1 AND held_until > $2',
    [cartId, now],
  );
  return rows[0]?.quantity ?? 0;
}
