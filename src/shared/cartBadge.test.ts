import { describe, expect, it } from 'vitest';
import {
  cartAmountCookies,
  heldCartCookies,
  decideCartBadge,
  forgetCartCookies,
  decodeCookieValue,
  formatCountdown,
  holdAnnouncementMinutes,
  parentCookieDomain,
  parseCartAmount,
  parseHoldUntil,
  safeCartUrl,
  secondsLeft,
} from './cartBadge';
import { readCookie } from './topAlert';

describe('parseCartAmount', () => {
  it('reads a count of digits, spaces around it allowed', () => {
    expect(parseCartAmount('3')).toBe(3);
    expect(parseCartAmount(' 12 ')).toBe(12);
    expect(parseCartAmount('0')).toBe(0);
  });

  it('refuses what is no count', () => {
    for (const value of [undefined, null, '', '-1', '2.5', '3a', 'NaN', '1e3', '12345', '0x10']) expect(parseCartAmount(value)).toBeNull();
  });
});

describe('safeCartUrl', () => {
  it('keeps site paths and http(s) URLs', () => {
    expect(safeCartUrl('/shop/cart?lang=en')).toBe('/shop/cart?lang=en');
    expect(safeCartUrl('https://shop.example.org/cart')).toBe('https://shop.example.org/cart');
    expect(safeCartUrl('HTTP://shop.example.org')).toBe('HTTP://shop.example.org');
  });

  it('drops addresses that leave the site in a way a link must not', () => {
    for (const value of [
      null,
      '',
      'javascript:alert(1)',
      '//evil.example/cart',
      '/\\evil.example',
      'data:text/html,x',
      'https://',
      'shop/cart',
      '/shop cart',
    ])
      expect(safeCartUrl(value)).toBeNull();
  });
});

describe('decodeCookieValue', () => {
  it('decodes what the gateway percent-encoded and refuses broken escapes', () => {
    expect(decodeCookieValue('http%3A%2F%2Fshop%2Fcart')).toBe('http://shop/cart');
    expect(decodeCookieValue('%E0%A4%A')).toBeNull();
    expect(decodeCookieValue(undefined)).toBeNull();
  });
});

describe('decideCartBadge (spec 001 §2, §7)', () => {
  it('shows the cookie’s count and links to the cookie’s cart', () => {
    const cookies = 'other=1; cartAmount=3; cartUrl=%2Fshop%2Fcart';
    const badge = decideCartBadge({
      cookieAmount: readCookie(cookies, 'cartAmount'),
      cookieUrl: readCookie(cookies, 'cartUrl'),
      shopAmount: null,
    });
    expect(badge).toEqual({ count: 3, url: '/shop/cart', rewriteAmount: null });
  });

  it('shows no badge without a cookie, for an empty cart or a value that is no count', () => {
    expect(decideCartBadge({ cookieAmount: undefined, cookieUrl: undefined, shopAmount: null })).toEqual({
      count: null,
      url: null,
      rewriteAmount: null,
    });
    expect(decideCartBadge({ cookieAmount: '0', cookieUrl: undefined, shopAmount: null }).count).toBeNull();
    expect(decideCartBadge({ cookieAmount: 'many', cookieUrl: undefined, shopAmount: null }).count).toBeNull();
  });

  it('takes the shop header’s count and asks for the cookie to be rewritten when they differ', () => {
    expect(decideCartBadge({ cookieAmount: '3', cookieUrl: undefined, shopAmount: '5' })).toEqual({
      count: 5,
      url: null,
      rewriteAmount: 5,
    });
    expect(decideCartBadge({ cookieAmount: undefined, cookieUrl: undefined, shopAmount: '2' })).toMatchObject({
      count: 2,
      rewriteAmount: 2,
    });
    // Emptied in the shop: no badge, and the cookie learns it too.
    expect(decideCartBadge({ cookieAmount: '3', cookieUrl: undefined, shopAmount: '0' })).toMatchObject({ count: null, rewriteAmount: 0 });
  });

  it('leaves the cookie alone when the shop agrees or shows no count', () => {
    expect(decideCartBadge({ cookieAmount: '4', cookieUrl: undefined, shopAmount: '4' }).rewriteAmount).toBeNull();
    expect(decideCartBadge({ cookieAmount: '4', cookieUrl: undefined, shopAmount: '' })).toMatchObject({ count: 4, rewriteAmount: null });
  });

  it('ignores an unsafe cart address', () => {
    expect(decideCartBadge({ cookieAmount: '1', cookieUrl: 'javascript%3Aalert(1)', shopAmount: null }).url).toBeNull();
  });
});

describe('parentCookieDomain', () => {
  it('drops the first label of a host with three or more', () => {
    expect(parentCookieDomain('www.aurelia-philharmonie.de')).toBe('aurelia-philharmonie.de');
    expect(parentCookieDomain('shop.tickets.example.org')).toBe('tickets.example.org');
  });

  it('keeps a two-label host and has none for IPs and single labels', () => {
    expect(parentCookieDomain('example.org')).toBe('example.org');
    expect(parentCookieDomain('127.0.0.1')).toBeNull();
    expect(parentCookieDomain('localhost')).toBeNull();
    expect(parentCookieDomain('::1')).toBeNull();
  });
});

describe('heldCartCookies', () => {
  it("writes the count and the hold's end for as long as the hold lasts, never longer than 15 minutes", () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    expect(heldCartCookies({ count: 2, heldUntilMs: now + 6 * 60_000 + 400 }, '127.0.0.1', now)).toEqual([
      'cartAmount=2; path=/; max-age=361; SameSite=Lax',
      `cartHoldUntil=${now + 6 * 60_000 + 400}; path=/; max-age=361; SameSite=Lax`,
    ]);
    expect(heldCartCookies({ count: 1, heldUntilMs: now + 3600_000 }, 'www.example.org', now)).toEqual([
      'cartAmount=; path=/; max-age=0',
      'cartAmount=1; path=/; max-age=900; SameSite=Lax; domain=example.org',
      'cartHoldUntil=; path=/; max-age=0',
      `cartHoldUntil=${now + 3600_000}; path=/; max-age=900; SameSite=Lax; domain=example.org`,
    ]);
  });
});

describe('cartAmountCookies', () => {
  it('writes a host-only cookie where there is no parent domain', () => {
    expect(cartAmountCookies(5, '127.0.0.1')).toEqual(['cartAmount=5; path=/; max-age=900; SameSite=Lax']);
  });

  it('expires the host-only copy and writes on the parent domain for 15 minutes', () => {
    expect(cartAmountCookies(2, 'www.example.org')).toEqual([
      'cartAmount=; path=/; max-age=0',
      'cartAmount=2; path=/; max-age=900; SameSite=Lax; domain=example.org',
    ]);
  });
});

describe('forgetCartCookies', () => {
  it('expires the three cart cookies, on the parent domain too when there is one', () => {
    expect(forgetCartCookies('localhost')).toEqual([
      'cartAmount=; path=/; max-age=0',
      'cartUrl=; path=/; max-age=0',
      'cartHoldUntil=; path=/; max-age=0',
    ]);
    expect(forgetCartCookies('www.example.org')).toEqual([
      'cartAmount=; path=/; max-age=0',
      'cartAmount=; path=/; max-age=0; domain=example.org',
      'cartUrl=; path=/; max-age=0',
      'cartUrl=; path=/; max-age=0; domain=example.org',
      'cartHoldUntil=; path=/; max-age=0',
      'cartHoldUntil=; path=/; max-age=0; domain=example.org',
    ]);
  });
});

describe('the hold countdown', () => {
  it('reads the end from the cookie and counts whole seconds down as m:ss', () => {
    expect(parseHoldUntil('1763812345000')).toBe(1763812345000);
    expect(parseHoldUntil('soon')).toBeNull();
    expect(parseHoldUntil(undefined)).toBeNull();
    expect(secondsLeft(10_000, 1_500)).toBe(9);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(5)).toBe('0:05');
  });
});

describe('holdAnnouncementMinutes', () => {
  it('names the last of 10, 5 and 1 minutes the hold has reached, nothing above 10 minutes or once it is over', () => {
    expect(holdAnnouncementMinutes(15 * 60)).toBeNull();
    expect(holdAnnouncementMinutes(10 * 60 + 1)).toBeNull();
    expect(holdAnnouncementMinutes(10 * 60)).toBe(10);
    expect(holdAnnouncementMinutes(5 * 60 + 1)).toBe(10);
    expect(holdAnnouncementMinutes(5 * 60)).toBe(5);
    expect(holdAnnouncementMinutes(61)).toBe(5);
    expect(holdAnnouncementMinutes(60)).toBe(1);
    expect(holdAnnouncementMinutes(1)).toBe(1);
    expect(holdAnnouncementMinutes(0)).toBeNull();
  });
});
