// The cart badge's inputs (spec 001 §2, §7): the cookies cartAmount and cartUrl, and the shop's
// own header element when it is on the page. The server renders the badge from the request's
// cookies (boot data: this response's alone, the renders share only query results), hydration
// starts from the same values, and then the browser's values decide: the same cookies, so
// nothing changes unless the shop's element disagrees (the webshop's pages). Cookies notify
// nobody, so they are read again whenever the visitor comes back to the tab (the shop may have
// changed them in another) and on every render, e.g. after a route change.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  CART_AMOUNT_COOKIE,
  CART_CHANGED_EVENT,
  CART_URL_COOKIE,
  cartAmountCookies,
  decideCartBadge,
  SHOP_CART_AMOUNT_ATTRIBUTE,
  SHOP_CART_AMOUNT_SELECTOR,
  type CartBadge,
} from '../../shared/cartBadge';
import { readCookie } from '../../shared/topAlert';
import { useBoot } from '../BootContext';
import type { VisitorState } from '../BootData';

/** Cookies notify nobody: read again on coming back to the tab, and after the page's own add to cart. */
export function subscribeToCartCookies(onChange: () => void): () => void {
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/** The three inputs as one string: a snapshot must compare equal while nothing changed. */
function readInputs(): string {
  const cookies = document.cookie;
  const shop = document.querySelector(SHOP_CART_AMOUNT_SELECTOR)?.getAttribute(SHOP_CART_AMOUNT_ATTRIBUTE) ?? null;
  return JSON.stringify([readCookie(cookies, CART_AMOUNT_COOKIE) ?? null, readCookie(cookies, CART_URL_COOKIE) ?? null, shop]);
}

/** The request's cookies (the shop's element is the browser's to find). */
function requestInputs(visitor: VisitorState): string {
  return JSON.stringify([visitor.cartAmount, visitor.cartUrl, null]);
}

function parseInputs(inputs: string): CartBadge {
  const [cookieAmount, cookieUrl, shopAmount] = JSON.parse(inputs) as [string | null, string | null, string | null];
  return decideCartBadge({ cookieAmount: cookieAmount ?? undefined, cookieUrl: cookieUrl ?? undefined, shopAmount });
}

/** The badge: from the request's cookies on the server and while hydrating, then the browser's. */
export function useCartBadge(): CartBadge {
  const { visitor } = useBoot();
  const inputs = useSyncExternalStore(subscribeToCartCookies, readInputs, () => requestInputs(visitor));
  const badge = useMemo(() => parseInputs(inputs), [inputs]);
  const rewrite = badge.rewriteAmount;
  useEffect(() => {
    // spec 001 §7: the shop's header disagrees with the cookie: the cookie learns its count.
    if (rewrite === null) return;
    for (const assignment of cartAmountCookies(rewrite, window.location.hostname)) document.cookie = assignment;
  }, [rewrite]);
  return badge;
}
