// The header's cart badge (spec 001 §2 "Top navigation", §7 "Cookies", §9): the item count and
// the cart's address come from the cookies cartAmount and cartUrl, which the site writes after
// tickets were added (src/graphql/sources/ShopApi.ts) and the shop writes on the parent domain.
// The shop's own header, when it is on the page, knows better: its count wins and the cookie is
// rewritten when they differ.

/** spec 001 §7: the cookies the badge and the cart link are read from. */
export const CART_AMOUNT_COOKIE = 'cartAmount';
export const CART_URL_COOKIE = 'cartUrl';

/** spec 001 §7, §9: the cart cookies live 15 minutes, like the hold. */
export const CART_COOKIE_MAX_AGE_S = 15 * 60;

/**
 * Beside the spec's two: when the cart's first hold runs out (milliseconds since 1970), for the
 * header's countdown. Written with them, on the same domain, path and lifetime.
 */
export const CART_HOLD_COOKIE = 'cartHoldUntil';

/** The hold's end from the cookie; null when it is no timestamp. */
export function parseHoldUntil(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{12,14}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Whole seconds left until `until` at `now` (never below 0). */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** `m:ss`, as a countdown shows it. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A window event the page fires after its own add to cart: cookies notify nobody, so the
 * header's badge and countdown read them again at once.
 */
export const CART_CHANGED_EVENT = 'site:cart-changed';

/**
 * The shop's own header element that carries its cart count, e.g.
 * `<span data-shop-cart-amount="3">3</span>`: the count is the attribute's value. The shop's
 * templates are asked to mark their badge with this attribute (a stable hook, unlike a class
 * name the shop's styles may change).
 */
export const SHOP_CART_AMOUNT_SELECTOR = '[data-shop-cart-amount]';
export const SHOP_CART_AMOUNT_ATTRIBUTE = 'data-shop-cart-amount';

/** More than any cart holds: anything longer is not a count. */
const COUNT = /^\d{1,4}$/;

/** A cookie value or an attribute as a count of items; null when it is no count. */
export function parseCartAmount(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return COUNT.test(trimmed) ? Number(trimmed) : null;
}

/** A cookie value percent-decoded (the gateway encodes it); null when it cannot be decoded. */
export function decodeCookieValue(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The cart's address if it is one the link may lead to: a path of this site (starting with one
 * `/`) or an http(s) URL. Anything else (`javascript:`, `//host`, a backslash trick) is ignored:
 * the cookie may have been written by any host under the parent domain.
 */
export function safeCartUrl(value: string | null): string | null {
  if (value === null) return null;
  const url = value.trim();
  if (url === '' || /[\s\\]/.test(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  return /^https?:\/\/[^/?#]+/i.test(url) ? url : null;
}

export interface CartBadge {
  /** The count to show; null shows no badge (no cart, an empty one, or no readable count). */
  count: number | null;
  /** Where 'My Cart' leads; null: the default (the webshop). */
  url: string | null;
  /** The count the cartAmount cookie must be rewritten to, when the shop's header disagrees. */
  rewriteAmount: number | null;
}

/**
 * spec 001 §2, §7: the badge shows the item count of the cookie, or of the shop's own header
 * element when that is on the page (its count wins, and the cookie is rewritten when they
 * differ). No badge for zero: an empty cart has nothing to count.
 */
export function decideCartBadge(input: {
  cookieAmount: string | undefined;
  cookieUrl: string | undefined;
  shopAmount: string | null;
}): CartBadge {
  const fromCookie = parseCartAmount(input.cookieAmount);
  const fromShop = parseCartAmount(input.shopAmount);
  const count = fromShop ?? fromCookie;
  return {
    count: count !== null && count > 0 ? count : null,
    url: safeCartUrl(decodeCookieValue(input.cookieUrl)),
    rewriteAmount: fromShop !== null && fromShop !== fromCookie ? fromShop : null,
  };
}

/**
 * The domain the cart cookies are written on (spec 001 §7 "parent domain"): the host without
 * its first label when it has three or more (www.example.org → example.org), the host itself
 * when it has two; none (a host-only cookie) for an IP address or a single-label host such as
 * localhost, where no parent domain exists.
 */
export function parentCookieDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || !host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : host;
}

/**
 * The `document.cookie` assignments that rewrite cartAmount (path /, 15 minutes, parent domain).
 * A host-only copy (the gateway writes one on the site's own host) is expired first: two cookies
 * of one name would leave the older one read first, and the badge would never settle.
 */
export function cartAmountCookies(count: number, hostname: string, maxAgeS = CART_COOKIE_MAX_AGE_S): string[] {
  return siteCookie(CART_AMOUNT_COOKIE, String(count), hostname, maxAgeS);
}

function siteCookie(name: string, value: string, hostname: string, maxAgeS: number): string[] {
  const domain = parentCookieDomain(hostname);
  const rewrite = `${name}=${value}; path=/; max-age=${maxAgeS}; SameSite=Lax`;
  if (!domain) return [rewrite];
  return [`${name}=; path=/; max-age=0`, `${rewrite}; domain=${domain}`];
}

/**
 * The assignments that make the badge and the countdown match a cart the shop just described:
 * its ticket count and the end of its first hold that has not run out, both living only until
 * that end (never a fresh 15 minutes: when the first of several holds ran out, the rest of the
 * cart is shown for exactly as long as it is held).
 */
export function heldCartCookies(cart: { count: number; heldUntilMs: number }, hostname: string, nowMs: number): string[] {
  const maxAge = Math.min(CART_COOKIE_MAX_AGE_S, secondsLeft(cart.heldUntilMs, nowMs));
  return [...cartAmountCookies(cart.count, hostname, maxAge), ...siteCookie(CART_HOLD_COOKIE, String(cart.heldUntilMs), hostname, maxAge)];
}

/**
 * The `document.cookie` assignments that take the three cart cookies away (host-only and on the
 * parent domain): the cart page found no reservation any more (the hold ran out, or the cart was
 * emptied elsewhere), so the badge and the countdown must not go on showing one.
 */
export function forgetCartCookies(hostname: string): string[] {
  const domain = parentCookieDomain(hostname);
  return [CART_AMOUNT_COOKIE, CART_URL_COOKIE, CART_HOLD_COOKIE].flatMap((name) => {
    const expired = `${name}=; path=/; max-age=0`;
    return domain ? [expired, `${expired}; domain=${domain}`] : [expired];
  });
}

/** spec 000 §2: the webshop's own layout lives at /webshop: where 'My Cart' leads without a cartUrl. */
export const WEBSHOP_PATH = '/webshop';

/**
 * The minutes left that the cart page announces to screen readers (politely, once each): a
 * countdown read out every second would drown everything else.
 */
const HOLD_ANNOUNCEMENT_MINUTES = [10, 5, 1] as const;

/**
 * The last mark of HOLD_ANNOUNCEMENT_MINUTES the hold has reached with `seconds` left, or null
 * while it is above the first (and once it has run out: the page says so itself). The cart page
 * puts the sentence for it into a live region, which therefore changes only at these marks.
 */
export function holdAnnouncementMinutes(seconds: number): number | null {
  if (seconds <= 0) return null;
  let reached: number | null = null;
  for (const minutes of HOLD_ANNOUNCEMENT_MINUTES) if (seconds <= minutes * 60) reached = minutes;
  return reached;
}
