import { describe, expect, it } from 'vitest';
import { decidePage, decideRefusedRequest } from './decidePage';

describe('decidePage', () => {
  it('renders the events page with 200 for valid filters', () => {
    expect(decidePage('/de/konzerte', '?room=2&date=01-12-2026', 'online')).toMatchObject({
      kind: 'render',
      status: 200,
      page: 'events',
      locale: 'de',
    });
  });

  it('redirects an invalid filter value or date to the catch page of the language', () => {
    expect(decidePage('/en/concerts', '?room=abc', 'online')).toMatchObject({ kind: 'redirect', location: '/en/404' });
    expect(decidePage('/de/konzerte', '?date=31-02-2026', 'online')).toMatchObject({ kind: 'redirect', location: '/de/404' });
  });

  it('renders the search screen for the overview and the two categories, with or without a query', () => {
    expect(decidePage('/de/search', '', 'online')).toMatchObject({ kind: 'render', status: 200, page: 'search', locale: 'de' });
    expect(decidePage('/en/search', '?q=horn', 'online')).toMatchObject({ status: 200, page: 'search', locale: 'en' });
    expect(decidePage('/de/search/events', '?q=horn', 'online')).toMatchObject({ status: 200, page: 'search' });
    expect(decidePage('/en/search/others/3', '?q=horn', 'online')).toMatchObject({ status: 200, page: 'search' });
  });

  it('renders the watchlist in both languages, whatever the browser keeps (the server cannot know)', () => {
    expect(decidePage('/de/merkliste', '', 'online')).toMatchObject({ kind: 'render', status: 200, page: 'watchlist', locale: 'de' });
    expect(decidePage('/en/watchlist', '', 'online')).toMatchObject({ kind: 'render', status: 200, page: 'watchlist', locale: 'en' });
    // A path below it is no screen of its own: the catch-all CMS page, whose lookup finds nothing (404).
    expect(decidePage('/de/merkliste/etwas', '', 'online')).toMatchObject({ status: 200, page: 'cmsPage' });
  });

  it('renders the ensemble, a musician and a venue in both languages; an id that cannot exist is not found at once', () => {
    expect(decidePage('/de/orchestermitglieder', '', 'online')).toMatchObject({
      kind: 'render',
      status: 200,
      page: 'ensemble',
      locale: 'de',
    });
    expect(decidePage('/en/musicians', '', 'online')).toMatchObject({ kind: 'render', status: 200, page: 'ensemble', locale: 'en' });
    expect(decidePage('/de/orchestermitglieder/anna-berg/1', '', 'online')).toMatchObject({ status: 200, page: 'ensembleDetail' });
    expect(decidePage('/en/venues/konzerthaus/1', '', 'online')).toMatchObject({ status: 200, page: 'venueDetail', locale: 'en' });
    for (const path of ['/de/orchestermitglieder/anna-berg/01', '/en/venues/konzerthaus/0']) {
      expect(decidePage(path, '', 'online'), path).toMatchObject({ status: 404, page: 'notFound' });
    }
    // Paths of no screen's shape are CMS page paths: the route-target lookup answers 404 for them.
    for (const path of ['/de/venues', '/en/musicians/anna-berg']) {
      expect(decidePage(path, '', 'online'), path).toMatchObject({ page: 'cmsPage', route: { name: 'cmsPage' } });
    }
  });

  it('answers 404 for a search category that does not exist or a page that is no page number', () => {
    for (const path of [
      '/de/search/all',
      '/de/search/2',
      '/en/search/events/0',
      '/en/search/events/01',
      '/de/search/others/x',
      '/de/search/events/99999999',
    ]) {
      expect(decidePage(path, '?q=horn', 'online')).toMatchObject({ status: 404, page: 'notFound' });
    }
  });

  it('opens the event detail for a numeric id and answers 404 for an id that cannot exist', () => {
    expect(decidePage('/de/konzerte/2-sinfoniekonzert/15', '', 'online')).toMatchObject({ status: 200, page: 'eventDetail', locale: 'de' });
    expect(decidePage('/en/concerts/any/15', '', 'online')).toMatchObject({ status: 200, page: 'eventDetail', locale: 'en' });
    for (const path of ['/de/konzerte/x/0', '/de/konzerte/x/015']) {
      expect(decidePage(path, '', 'online')).toMatchObject({ status: 404, page: 'notFound' });
    }
    // No event route matches: the catch-all CMS page, which the route-target lookup makes the 404 page.
    for (const path of ['/de/konzerte/x/abc', '/en/concerts/x/1/2']) {
      expect(decidePage(path, '', 'online')).toMatchObject({ status: 200, page: 'cmsPage' });
    }
  });

  it('opens the production list with valid parameters and sends invalid ones to the catch page (spec 001 §2)', () => {
    expect(decidePage('/de/productions', '?season=1&exhibition_type=2&tag=3&date=05-11-2026&page=2', 'online')).toMatchObject({
      status: 200,
      page: 'productions',
      locale: 'de',
    });
    expect(decidePage('/en/productions', '', 'online')).toMatchObject({ status: 200, page: 'productions', locale: 'en' });
    for (const search of ['?season=abc', '?date=2026-11-05', '?page=0', '?tag=1&tag=2']) {
      expect(decidePage('/en/productions', search, 'online')).toMatchObject({
        kind: 'redirect',
        location: '/en/404',
        invalidParameters: true,
      });
    }
  });

  it('opens production and series pages for a numeric id and answers 404 for an id that cannot exist', () => {
    expect(decidePage('/de/productions/1-sinfoniekonzert/1', '', 'online')).toMatchObject({ status: 200, page: 'productionDetail' });
    expect(decidePage('/de/abonnements/abo-a/1', '', 'online')).toMatchObject({ status: 200, page: 'seriesDetail', locale: 'de' });
    expect(decidePage('/en/subscriptions/abo-a/1', '', 'online')).toMatchObject({ status: 200, page: 'seriesDetail', locale: 'en' });
    for (const path of ['/de/productions/x/0', '/en/subscriptions/x/007']) {
      expect(decidePage(path, '', 'online')).toMatchObject({ status: 404, page: 'notFound' });
    }
    expect(decidePage('/de/abonnements/x/abc', '', 'online')).toMatchObject({ status: 200, page: 'cmsPage' });
  });

  it('renders the magazine: lists with a page number, the tags page and articles; a bad page is the catch page', () => {
    expect(decidePage('/de/orchesterleben', '', 'online')).toMatchObject({ status: 200, page: 'magazine', locale: 'de' });
    expect(decidePage('/en/magazine', '?page=3', 'online')).toMatchObject({ status: 200, page: 'magazine', locale: 'en' });
    expect(decidePage('/de/orchesterleben/categories/menschen/2', '?page=2', 'online')).toMatchObject({ status: 200, page: 'magazine' });
    expect(decidePage('/en/magazine/tags/proben/5', '', 'online')).toMatchObject({ status: 200, page: 'magazine' });
    expect(decidePage('/en/magazine/tags', '', 'online')).toMatchObject({ status: 200, page: 'magazineTags' });
    expect(decidePage('/de/orchesterleben/ein-tag/1', '', 'online')).toMatchObject({ status: 200, page: 'magazineArticle' });
    for (const [path, search] of [
      ['/de/orchesterleben', '?page=0'],
      ['/en/magazine/categories/people/2', '?page=abc'],
      ['/de/orchesterleben/tags/x/1', '?page=1&page=2'],
    ] as const) {
      expect(decidePage(path, search, 'online')).toMatchObject({
        kind: 'redirect',
        status: 302,
        location: path.startsWith('/de') ? '/de/404' : '/en/404',
        invalidParameters: true,
      });
    }
  });

  it('answers 404 for the catch page and paths outside the localised site; other paths are CMS pages', () => {
    // The catch-all CMS page: the route-target lookup answers 404 before any byte when no page is there.
    expect(decidePage('/de/gibt-es-nicht', '', 'online')).toMatchObject({ status: 200, page: 'cmsPage', locale: 'de' });
    expect(decidePage('/de/404', '', 'online')).toMatchObject({ status: 404, page: 'notFound' });
    expect(decidePage('/favicon.ico', '', 'online')).toMatchObject({ status: 404, locale: 'de' });
  });

  it('answers 503 when the site is offline or its settings cannot be read', () => {
    expect(decidePage('/de/konzerte', '', 'offline')).toMatchObject({ status: 503, page: 'offline' });
    expect(decidePage('/en/concerts', '', 'unreachable')).toMatchObject({ status: 503, page: 'offline', locale: 'en' });
  });

  it('never redirects off the site when dropping a trailing slash', () => {
    expect(decidePage('//evil.example/', '', 'online')).toMatchObject({ kind: 'redirect', location: '/evil.example' });
    expect(decidePage('///', '', 'online')).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('opens the home and CMS pages, and sends a version query to the plain page (spec 000 §4)', () => {
    expect(decidePage('/de', '', 'online')).toMatchObject({ status: 200, page: 'cmsPage', route: { name: 'home' } });
    expect(decidePage('/en/about-us/history', '', 'online')).toMatchObject({ status: 200, page: 'cmsPage', route: { name: 'cmsPage' } });
    expect(decidePage('/de/ueber-uns', '?v=12', 'online')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/ueber-uns',
      reason: 'version query',
    });
    expect(decidePage('/en', '?a=1&v=3', 'online')).toMatchObject({ kind: 'redirect', status: 301, location: '/en?a=1' });
  });

  it('opens a version for staff and makes a version id that cannot exist their 404 (spec 000 §4)', () => {
    expect(decidePage('/de/ueber-uns', '?v=12', 'online', 'de', 'staff')).toMatchObject({
      kind: 'render',
      status: 200,
      page: 'cmsPage',
      route: { name: 'cmsPage' },
    });
    expect(decidePage('/en', '?v=3&edit=1', 'online', 'de', 'staff')).toMatchObject({
      kind: 'render',
      status: 200,
      page: 'cmsPage',
      route: { name: 'home' },
    });
    for (const search of ['?v=abc', '?v=', '?v=1&v=2', '?v=-1']) {
      expect(decidePage('/de/ueber-uns', search, 'online', 'de', 'staff'), search).toMatchObject({
        kind: 'render',
        status: 404,
        page: 'notFound',
      });
    }
    // Only CMS pages have versions: elsewhere `v` means nothing, for staff too.
    expect(decidePage('/de/konzerte', '?v=3', 'online', 'de', 'staff')).toMatchObject({ kind: 'render', status: 200, page: 'events' });
  });

  it('drops a trailing slash and the overlay parameter with redirects', () => {
    expect(decidePage('/de/konzerte/', '?tag=1', 'online')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/konzerte?tag=1',
      reason: 'trailing slash',
    });
    expect(decidePage('/de/konzerte', '?overlay=true&tag=1', 'online')).toMatchObject({
      kind: 'redirect',
      status: 302,
      location: '/de/konzerte?tag=1',
    });
  });

  it('sends overlay=true on any page of the site to the events page without it (spec 000 §2)', () => {
    expect(decidePage('/en/gibt-es-nicht', '?overlay=true', 'online')).toMatchObject({ kind: 'redirect', location: '/en/concerts' });
    expect(decidePage('/de', '?overlay=true&cypress=1', 'online')).toMatchObject({ kind: 'redirect', location: '/de/konzerte?cypress=1' });
  });
});

describe('decidePage on the webshop paths (spec 000 §2 "Webshop")', () => {
  it('shows the cart at each base in the visitor’s language, or the one ?lang= asks for', () => {
    expect(decidePage('/webshop', '', 'online', 'en')).toEqual({
      kind: 'render',
      status: 200,
      page: 'webshopCart',
      locale: 'en',
      route: null,
    });
    expect(decidePage('/ticketshop-test', '', 'online')).toMatchObject({ status: 200, page: 'webshopCart', locale: 'de' });
    expect(decidePage('/webshop', '?lang=de', 'online', 'en')).toMatchObject({ page: 'webshopCart', locale: 'de' });
  });

  it('answers the old ticket-shop list paths with a 301 to the new pages in the visitor’s language, without their query', () => {
    expect(decidePage('/ticketshop/events', '?date=1', 'online', 'en')).toMatchObject({
      kind: 'redirect',
      status: 301,
      location: '/en/concerts',
    });
    expect(decidePage('/webshop/itemgroups', '', 'online', 'de')).toMatchObject({
      kind: 'redirect',
      status: 301,
      location: '/de/orchesterleben',
    });
    expect(decidePage('/webshop/series/kammermusik/12', '?lang=en', 'online', 'de')).toMatchObject({
      kind: 'redirect',
      status: 301,
      location: '/en/subscriptions/kammermusik/12',
    });
  });

  it('answers 404 for other subpaths, drops a trailing slash first, and 503 while the site is offline', () => {
    expect(decidePage('/webshop/nothing', '', 'online', 'en')).toEqual({
      kind: 'render',
      status: 404,
      page: 'notFound',
      locale: 'en',
      route: null,
    });
    expect(decidePage('/webshop/', '', 'online')).toMatchObject({ kind: 'redirect', location: '/webshop' });
    expect(decidePage('/webshop', '', 'offline', 'en')).toMatchObject({ status: 503, page: 'offline', locale: 'en' });
  });
});

describe('decideRefusedRequest', () => {
  it('answers the 400 or 404 page in the language of the first segment, German by default', () => {
    expect(decideRefusedRequest('/en/%', 400, 'online')).toMatchObject({ kind: 'render', status: 400, page: 'badRequest', locale: 'en' });
    expect(decideRefusedRequest('//%5c%5cevil.com', 400, 'online')).toMatchObject({ status: 400, page: 'badRequest', locale: 'de' });
    expect(decideRefusedRequest('/media/missing.png', 404, 'online')).toMatchObject({ status: 404, page: 'notFound', locale: 'de' });
  });

  it('answers the offline page while the site is offline', () => {
    expect(decideRefusedRequest('/en/%', 400, 'offline')).toMatchObject({ status: 503, page: 'offline', locale: 'en' });
  });
});

describe('decidePage: forms, account pages and the editor hub', () => {
  it('renders a form page for a numeric id and the 404 page for any other', () => {
    expect(decidePage('/de/forms/kontakt/1', '', 'online')).toMatchObject({ status: 200, page: 'form', locale: 'de' });
    // Not a form's shape: a CMS page path, which the route-target lookup answers with 404.
    expect(decidePage('/en/forms/contact/1x', '', 'online')).toMatchObject({ page: 'cmsPage', locale: 'en' });
  });

  it('renders the login and the user pages under their localised paths', () => {
    expect(decidePage('/de/user/anmelden', '', 'online')).toMatchObject({ status: 200, page: 'login' });
    expect(decidePage('/en/user/login', '', 'online')).toMatchObject({ status: 200, page: 'login', locale: 'en' });
    expect(decidePage('/de/user/profil', '', 'online')).toMatchObject({ status: 200, page: 'userProfile' });
    expect(decidePage('/en/user/profile-en', '', 'online')).toMatchObject({ status: 200, page: 'userProfile', locale: 'en' });
    expect(decidePage('/de/user/einstellungen', '', 'online')).toMatchObject({ status: 200, page: 'userSettings' });
    expect(decidePage('/en/user/settings', '', 'online')).toMatchObject({ status: 200, page: 'userSettings', locale: 'en' });
  });

  it('renders /cms-hub in the language asked, also while the site is offline', () => {
    expect(decidePage('/cms-hub', '', 'online', 'en')).toMatchObject({ status: 200, page: 'cmsHub', locale: 'en' });
    expect(decidePage('/cms-hub', '?lang=de', 'offline', 'en')).toMatchObject({ status: 200, page: 'cmsHub', locale: 'de' });
    expect(decidePage('/cms-hub/', '', 'online')).toMatchObject({ kind: 'redirect', location: '/cms-hub' });
  });
});
