// The shop cart of the upstream (spec 001 §7, §8). Every call carries the visitor's cart cookie
// through the request's cookie jar: the cart the first add creates is used by the next ones.
import { CART_AMOUNT_COOKIE, CART_COOKIE_MAX_AGE_S, CART_HOLD_COOKIE, CART_URL_COOKIE } from '../../shared/cartBadge';
import type { Locale } from '../../shared/locales';
import { decode } from './payloads';
import {
  cartAddedPayload,
  cartItemRemovedPayload,
  cartPayload,
  cartReleasedPayload,
  cartResponseCodePayload,
  type CartAddedPayload,
  type CartItemRemovedPayload,
  type CartPayload,
  type CartReleasedPayload,
} from './shopPayloads';
import { UpstreamError } from './UpstreamError';
import type { UpstreamCookieJar } from './UpstreamCookieJar';
import type { UpstreamHttp } from './UpstreamHttp';
import { fieldErrorsPayload } from './userPayloads';

/** One POST /{lang}/api/shop-cart/: the lines of one seat group (spec 001 §7). */
export interface CartAddition {
  eventJetId: number;
  seatGroup: number;
  saleTypeIds: number[];
  quantities: number[];
  blockId?: number | undefined;
}

export type { CartAddedPayload };

export type CartAddOutcome =
  | { kind: 'added'; cart: CartAddedPayload }
  /** 409: the ticketing's response code (spec 001 §8: -214 not enough seats). */
  | { kind: 'refused'; responseCode: number }
  /** 400: the upstream found the body invalid (unknown group, unpriced sale type, wrong block). */
  | { kind: 'invalid'; errors: Record<string, string[]> };

export type CartItemRemoveOutcome =
  | { kind: 'removed'; cart: CartItemRemovedPayload }
  /** 404 (or 400): no such line in the visitor's cart (another visitor's, an unknown id, no cart). */
  | { kind: 'unknown' }
  /** 409: the ticketing's response code (-204: the line's hold has run out). */
  | { kind: 'refused'; responseCode: number };

export class ShopApi {
  constructor(
    private readonly http: UpstreamHttp,
    /** The request's cookies: the site's cart cookies are set on the visitor's response. */
    private readonly cookies?: UpstreamCookieJar,
    /** spec 001 §7: the parent domain the cart cookies are written on (null: the host alone). */
    private readonly cookieDomain: string | null = null,
  ) {}

  /**
   * spec 001 §7: cartAmount and cartUrl on the parent domain, path /, for 15 minutes, after
   * tickets were added; with them when the cart's first hold runs out (the header's countdown).
   */
  rememberCart(cart: { tickets_quantity: number; cart_url: string }, holdUntil: number | null): void {
    this.cookies?.setSiteCookie(CART_AMOUNT_COOKIE, String(cart.tickets_quantity), CART_COOKIE_MAX_AGE_S, this.cookieDomain);
    this.cookies?.setSiteCookie(CART_URL_COOKIE, cart.cart_url, CART_COOKIE_MAX_AGE_S, this.cookieDomain);
    if (holdUntil !== null) this.cookies?.setSiteCookie(CART_HOLD_COOKIE, String(holdUntil), CART_COOKIE_MAX_AGE_S, this.cookieDomain);
  }

  /** The reservation is over (-204): the badge, its link and the countdown go. */
  forgetCart(): void {
    for (const name of [CART_AMOUNT_COOKIE, CART_URL_COOKIE, CART_HOLD_COOKIE]) this.cookies?.setSiteCookie(name, '', 0, this.cookieDomain);
  }

  /** Gives the named holds of the visitor's cart back (src/cms/README.md "Shop": release). */
  async release(locale: Locale, reservationIds: readonly number[]): Promise<CartReleasedPayload> {
    const path = `/${locale}/api/shop-cart/release/`;
    const { status, body } = await this.http.send('POST', path, { reservation_ids: reservationIds });
    if (status === 200) return decode(cartReleasedPayload, body, path);
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }

  /** The cart's unexpired tickets; null when there is no current reservation (404, -204). */
  async cart(locale: Locale): Promise<CartPayload | null> {
    const path = `/${locale}/api/shop-cart/`;
    try {
      return await this.http.getDecoded(cartPayload, path);
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  /** Takes one line out of the visitor's cart; its seats go back on sale (src/cms/README.md "Shop"). */
  async removeItem(locale: Locale, itemId: number): Promise<CartItemRemoveOutcome> {
    const path = `/${locale}/api/shop-cart/items/${itemId}/`;
    const { status, body } = await this.http.send('DELETE', path);
    if (status === 200) return { kind: 'removed', cart: decode(cartItemRemovedPayload, body, path) };
    // 400: an id beyond what the ticketing's ids can be, which names no line either.
    if (status === 404 || status === 400) return { kind: 'unknown' };
    if (status === 409) return { kind: 'refused', responseCode: decode(cartResponseCodePayload, body, path).response_code };
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }

  async add(locale: Locale, addition: CartAddition): Promise<CartAddOutcome> {
    const path = `/${locale}/api/shop-cart/`;
    const { status, body } = await this.http.send('POST', path, {
      quantities: addition.quantities,
      event_jet_id: addition.eventJetId,
      sale_type_ids: addition.saleTypeIds,
      seat_group: addition.seatGroup,
      ...(addition.blockId !== undefined ? { block_id: addition.blockId } : {}),
    });
    if (status === 200) return { kind: 'added', cart: decode(cartAddedPayload, body, path) };
    if (status === 409) return { kind: 'refused', responseCode: decode(cartResponseCodePayload, body, path).response_code };
    if (status === 400) return { kind: 'invalid', errors: decode(fieldErrorsPayload, body, path).errors };
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }
}
