import { describe, expect, it } from 'vitest';
import { legacyShopLocation, matchShopPath, SHOP_BASE_PATHS, shopLocale, shopPathIn } from './shopPaths';

describe('matchShopPath (spec 000 §2 "Webshop")', () => {
  it('shows the cart at every shop base, and nothing outside them', () => {
    for (const base of SHOP_BASE_PATHS) expect(matchShopPath(base)).toEqual({ kind: 'cart', base });
    expect(matchShopPath('/webshopping')).toBeNull();
    expect(matchShopPath('/de/webshop')).toBeNull();
    expect(matchShopPath('/shop/cart')).toBeNull();
    expect(matchShopPath('/ticketshop-test3')).toBeNull();
  });

  it('maps the old ticket-shop list paths under any base to the events, articles and subscription pages', () => {
    expect(matchShopPath('/ticketshop/events')).toEqual({ kind: 'legacy', base: '/ticketshop', route: 'events', params: {} });
    expect(matchShopPath('/webshop/itemgroups')).toEqual({ kind: 'legacy', base: '/webshop', route: 'magazine', params: {} });
    expect(matchShopPath('/ticketshop-test2/itemgroups/konzertberichte/4')).toEqual({
      kind: 'legacy',
      base: '/ticketshop-test2',
      route: 'magazineCategory',
      params: { category: 'konzertberichte', id: '4' },
    });
    expect(matchShopPath('/ticketshop-template/series/kammer%C3%A4bend/12')).toEqual({
      kind: 'legacy',
      base: '/ticketshop-template',
      route: 'seriesDetail',
      params: { slug: 'kammeräbend', id: '12' },
    });
  });

  it('leaves every other subpath unknown (the 404 page)', () => {
    for (const path of [
      '/webshop/cart',
      '/webshop/events/3',
      '/webshop/series',
      '/webshop/series/abo',
      '/webshop/series/abo/x',
      '/webshop/series/abo/1/2',
      '/webshop/itemgroups/%E0%A4/1',
      '/webshop/series//1',
    ]) {
      expect(matchShopPath(path), path).toEqual({ kind: 'unknown', base: '/webshop' });
    }
  });
});

describe('legacyShopLocation', () => {
  it('builds the target in the visitor’s language, keeping the id', () => {
    const series = matchShopPath('/ticketshop/series/kammermusik/12');
    if (series?.kind !== 'legacy') throw new Error('not a legacy path');
    expect(legacyShopLocation(series, 'de')).toBe('/de/abonnements/kammermusik/12');
    expect(legacyShopLocation(series, 'en')).toBe('/en/subscriptions/kammermusik/12');
    const events = matchShopPath('/ticketshop/events');
    if (events?.kind !== 'legacy') throw new Error('not a legacy path');
    expect(legacyShopLocation(events, 'en')).toBe('/en/concerts');
  });
});

describe('shopLocale and shopPathIn', () => {
  it('takes ?lang= when it names a language, else the visitor’s', () => {
    expect(shopLocale('?lang=en', 'de')).toBe('en');
    expect(shopLocale('?lang=fr', 'de')).toBe('de');
    expect(shopLocale('', 'en')).toBe('en');
  });

  it('writes the language into the query and keeps the rest', () => {
    expect(shopPathIn('/webshop', '', 'en')).toBe('/webshop?lang=en');
    expect(shopPathIn('/webshop', '?a=1&lang=de', 'en')).toBe('/webshop?a=1&lang=en');
  });
});
