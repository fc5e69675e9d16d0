// The upstream's cookies for one request (never shared between requests). The gateway stands
// between the visitor and the upstream, so the upstream's cookies live on the site's domain:
// the ones the upstream needs (session, CSRF token, shop cart) are taken from the incoming
// request and sent upstream; cookies the upstream sets on writes are remembered for the rest
// of the request (a cart made by the first call is used by the second) and handed back to
// the browser. Every other cookie of the visitor stays with us.
import { randomBytes } from 'node:crypto';

/** spec 000 §7 (session, CSRF), spec 001 §7 (cart); Django's names, as src/cms uses them. */
const SESSION_COOKIE = 'sessionid';
const CSRF_COOKIE = 'csrftoken';
const CART_COOKIE = 'shop_cart';
const RELAYED = new Set([SESSION_COOKIE, CSRF_COOKIE, CART_COOKIE]);
const KEPT_ATTRIBUTES = new Set(['expires', 'max-age', 'httponly', 'secure', 'samesite']);
const VALUE = /^[\w.~:+/=%-]{1,512}$/;

function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (RELAYED.has(name) && VALUE.test(value) && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/**
 * A Set-Cookie of the upstream as the site sets it: same name, value and lifetime, but on the
 * site's own domain and path (the upstream's Domain means nothing to the visitor's browser).
 */
export function relayedSetCookie(setCookie: string): { name: string; value: string; header: string } | undefined {
  const [pair = '', ...attributes] = setCookie.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return undefined;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  if (!RELAYED.has(name) || (value !== '' && !VALUE.test(value))) return undefined;
  const kept = attributes
    .map((attribute) => attribute.trim())
    .filter((attribute) => KEPT_ATTRIBUTES.has(attribute.split('=')[0]?.trim().toLowerCase() ?? ''));
  return { name, value, header: [`${name}=${value}`, 'Path=/', ...kept].join('; ') };
}

export class UpstreamCookieJar {
  private readonly values: Map<string, string>;

  constructor(
    cookieHeader: string | undefined,
    /** Sets a cookie on the visitor's response; absent where no response can take one (SSR). */
    private readonly relay?: (setCookie: string) => void,
  ) {
    this.values = parseCookieHeader(cookieHeader);
  }

  /** A staff session is present: answers may be personal, so the shared cache is bypassed. */
  hasSession(): boolean {
    return this.values.has(SESSION_COOKIE);
  }

  /** The Cookie header for the upstream, or undefined when there is nothing to send. */
  header(): string | undefined {
    const pairs = [...this.values].map(([name, value]) => `${name}=${value}`);
    return pairs.length > 0 ? pairs.join('; ') : undefined;
  }

  /**
   * The token for an unsafe call (double-submit: the same value as cookie and X-CSRFToken).
   * A visitor without one gets a new one, kept for the rest of the request and set on the
   * browser, so later calls carry the same.
   */
  csrfToken(): string {
    let token = this.values.get(CSRF_COOKIE);
    if (!token) {
      token = randomBytes(32).toString('base64url');
      this.values.set(CSRF_COOKIE, token);
      this.relay?.(`${CSRF_COOKIE}=${token}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`);
    }
    return token;
  }

  /**
   * A cookie of the site itself (not the upstream's), set on the visitor's response; readable by
   * the page's script (no HttpOnly), e.g. spec 001 §7's cartAmount and cartUrl. The value is
   * percent-encoded so it can never carry attributes of its own.
   */
  setSiteCookie(name: string, value: string, maxAgeSeconds: number, domain?: string | null): void {
    if (!/^[A-Za-z][\w-]{0,63}$/.test(name) || RELAYED.has(name)) throw new Error(`Not a site cookie name: ${name}`);
    if (domain !== undefined && domain !== null && !/^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/.test(domain))
      throw new Error(`Not a cookie domain: ${domain}`);
    const scope = domain ? `; Domain=${domain}` : '';
    this.relay?.(`${name}=${encodeURIComponent(value)}; Path=/${scope}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax`);
  }

  /** Takes the upstream's Set-Cookie headers: updates this request's values and relays them. */
  absorb(setCookies: readonly string[] | undefined): void {
    for (const setCookie of setCookies ?? []) {
      const cookie = relayedSetCookie(setCookie);
      if (!cookie) continue;
      if (cookie.value === '' || /max-age=0\b/i.test(cookie.header)) this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
      this.relay?.(cookie.header);
    }
  }
}
