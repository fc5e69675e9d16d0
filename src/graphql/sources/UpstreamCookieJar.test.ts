import { describe, expect, it } from 'vitest';
import { relayedSetCookie, UpstreamCookieJar } from './UpstreamCookieJar';

describe('UpstreamCookieJar', () => {
  it('forwards only the upstream’s own cookies, and knows a staff session', () => {
    const visitor = new UpstreamCookieJar('consent=all; _ga=1; shop_cart=6f1c');
    expect(visitor.header()).toBe('shop_cart=6f1c');
    expect(visitor.hasSession()).toBe(false);
    const staff = new UpstreamCookieJar('sessionid=s3cr3t; csrftoken=tok123; theme=dark');
    expect(staff.header()).toBe('sessionid=s3cr3t; csrftoken=tok123');
    expect(staff.hasSession()).toBe(true);
    expect(new UpstreamCookieJar(undefined).header()).toBeUndefined();
  });

  it('refuses cookie values that could smuggle attributes or headers', () => {
    expect(new UpstreamCookieJar('shop_cart=a b').header()).toBeUndefined();
    expect(new UpstreamCookieJar('sessionid=x\r\nX-Evil: 1').header()).toBeUndefined();
  });

  it('makes one CSRF token per request and sets it on the browser once', () => {
    const relayed: string[] = [];
    const jar = new UpstreamCookieJar(undefined, (cookie) => relayed.push(cookie));
    const token = jar.csrfToken();
    expect(jar.csrfToken()).toBe(token);
    expect(jar.header()).toBe(`csrftoken=${token}`);
    expect(relayed).toEqual([`csrftoken=${token}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`]);
    expect(new UpstreamCookieJar('csrftoken=abc').csrfToken()).toBe('abc');
  });

  it('keeps cookies the upstream sets for the rest of the request and relays them without Domain', () => {
    const relayed: string[] = [];
    const jar = new UpstreamCookieJar(undefined, (cookie) => relayed.push(cookie));
    jar.absorb(['shop_cart=9a7e; Domain=cms.internal; Path=/api; HttpOnly; SameSite=Lax; Max-Age=86400', 'tracking=1; Path=/']);
    expect(jar.header()).toBe('shop_cart=9a7e');
    expect(relayed).toEqual(['shop_cart=9a7e; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400']);
    jar.absorb(['shop_cart=; Max-Age=0']);
    expect(jar.header()).toBeUndefined();
  });

  it('sets readable site cookies with an encoded value, never under an upstream cookie’s name', () => {
    const relayed: string[] = [];
    const jar = new UpstreamCookieJar(undefined, (cookie) => relayed.push(cookie));
    jar.setSiteCookie('cartUrl', 'https://shop.example/cart?a=1; Domain=evil', 900);
    expect(relayed).toEqual(['cartUrl=https%3A%2F%2Fshop.example%2Fcart%3Fa%3D1%3B%20Domain%3Devil; Path=/; Max-Age=900; SameSite=Lax']);
    expect(() => jar.setSiteCookie('sessionid', 'x', 900)).toThrow();
    expect(() => jar.setSiteCookie('a b', 'x', 900)).toThrow();
    expect(jar.header()).toBeUndefined();
  });

  it('ignores malformed Set-Cookie values', () => {
    expect(relayedSetCookie('garbage')).toBeUndefined();
    expect(relayedSetCookie('sessionid=a"b; Path=/')).toBeUndefined();
  });
});
