// The visitor's cookie state for the page's boot data (src/client/BootData.ts, VisitorState):
// read from the page request itself, so the server renders the chrome that depends on it and
// hydration starts from the same values (issue 20: nothing moves after it is painted).
import type { VisitorState } from '../client/BootData';
import { UpstreamCookieJar } from '../graphql/sources/UpstreamCookieJar';
import { CART_AMOUNT_COOKIE, CART_HOLD_COOKIE, CART_URL_COOKIE } from '../shared/cartBadge';
import { CONSENT_COOKIE } from '../shared/consent';
import { readCookie, TOP_ALERT_COOKIE } from '../shared/topAlert';

export function visitorOf(cookieHeader: string | undefined, secGpc: string | undefined): VisitorState {
  const cookies = cookieHeader ?? '';
  const cookie = (name: string): string | null => readCookie(cookies, name) ?? null;
  return {
    topAlertDismissal: cookie(TOP_ALERT_COOKIE),
    consent: cookie(CONSENT_COOKIE),
    // The header browsers with Global Privacy Control send with every request (navigator.globalPrivacyControl in the page).
    globalPrivacyControl: secGpc?.trim() === '1',
    cartAmount: cookie(CART_AMOUNT_COOKIE),
    cartUrl: cookie(CART_URL_COOKIE),
    cartHoldUntil: cookie(CART_HOLD_COOKIE),
    session: new UpstreamCookieJar(cookieHeader).hasSession(),
  };
}
