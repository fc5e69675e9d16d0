// The gateway's content domains (productions, magazine, ensemble, venues, info, search) resolved
// against the real embedded upstream in both languages. Upstream calls are counted through the
// proxy: lists carry what their items show, so a screen costs one call per list it shows.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { graphql } from '../support/http';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { byText } from '../support/byText';
import { SHARED_SEASON_START } from '../support/seedDates';

const gateway = gatewayForSuite({ UPSTREAM_CACHE: 'off' });

const upstreamPaths = () => gateway.proxy.requests.map((entry) => entry.path.split('?')[0]);

type GraphQLResult = Awaited<ReturnType<typeof graphql>>;

/** Runs a query that must succeed and gives its data. */
async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await graphql(gateway.web.url, query, variables);
  expect(result.json.errors).toBeUndefined();
  return result.json.data as T;
}

function expectBadInput(result: GraphQLResult, field: string, message: RegExp): void {
  const error = result.json.errors?.[0];
  expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(error?.extensions?.field).toBe(field);
  expect(error?.message).toMatch(message);
}

interface Page<T> {
  totalCount: number;
  page: number;
  pageSize: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  items: T[];
}

const PAGE_FIELDS = 'totalCount page pageSize hasNextPage hasPreviousPage';
const BERLIN_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe('productions', () => {
  const LIST = `query ($locale: Locale!, $filter: ProductionFilterInput, $from: Date, $page: Int!, $pageSize: Int!) {
    productions(locale: $locale, filter: $filter, from: $from, page: $page, pageSize: $pageSize) { ${PAGE_FIELDS}
      items { id slug title subtitle teaserText season { id name slug startDate } exhibitionType { id name } tags { id name }
        startsAt endsAt eventsCount image { small large alt } body events { id } } } }`;
  interface ProductionItem {
    id: string;
    title: string;
    season: { id: string; startDate: string | null } | null;
    startsAt: string | null;
    endsAt: string | null;
    eventsCount: number;
    image: { small: string | null; large: string | null } | null;
    body: unknown;
    events: unknown;
  }

  it('lists productions in both languages, one page at a time, in one upstream call each', async () => {
    gateway.proxy.resetCounts();
    const de = (await data<{ productions: Page<ProductionItem> }>(LIST, { locale: 'DE', page: 1, pageSize: 4 })).productions;
    const en = (await data<{ productions: Page<ProductionItem> }>(LIST, { locale: 'EN', page: 1, pageSize: 4 })).productions;
    expect(upstreamPaths()).toEqual(['/de/api/productions/', '/en/api/productions/']);
    expect(de).toMatchObject({ totalCount: 10, page: 1, pageSize: 4, hasNextPage: true, hasPreviousPage: false });
    expect(de.items).toHaveLength(4);
    expect(de.items.map((item) => item.id)).toEqual(en.items.map((item) => item.id));
    expect(de.items[0]?.title).not.toBe(en.items[0]?.title);
    for (const item of de.items) {
      expect(item.startsAt).toMatch(BERLIN_ISO);
      expect(item.eventsCount).toBeGreaterThan(0);
      // Lists leave the detail's body and events out; the season inside carries no days.
      expect(item.body).toBeNull();
      expect(item.events).toBeNull();
      expect(item.season?.startDate).toBeNull();
      expect(item.image?.small).toMatch(/\/media\/.+\.png$/);
    }
    const last = (await data<{ productions: Page<ProductionItem> }>(LIST, { locale: 'DE', page: 3, pageSize: 4 })).productions;
    expect(last).toMatchObject({ totalCount: 10, page: 3, hasNextPage: false, hasPreviousPage: true });
    expect(last.items).toHaveLength(2);
    // The archived production of season 2 has no events: it comes last.
    expect(last.items.at(-1)).toMatchObject({ eventsCount: 0, startsAt: null, endsAt: null, season: { id: '2' } });
  });

  it('filters by season and by a first day', async () => {
    const season = (
      await data<{ productions: Page<ProductionItem> }>(LIST, { locale: 'EN', filter: { season: '2' }, page: 1, pageSize: 10 })
    ).productions;
    expect(season.totalCount).toBe(1);
    expect(season.items[0]?.season?.id).toBe('2');
    const from = (
      await data<{ productions: Page<ProductionItem> }>(LIST, { locale: 'DE', from: SHARED_SEASON_START, page: 1, pageSize: 10 })
    ).productions;
    // Productions without a performance from that day on (the archived one) are left out.
    expect(from.totalCount).toBe(9);
    expect(from.items.every((item) => item.eventsCount > 0)).toBe(true);
  });

  it('refuses bad filters and paging as BAD_USER_INPUT in the caller’s language, without an upstream call', async () => {
    gateway.proxy.resetCounts();
    expectBadInput(
      await graphql(gateway.web.url, LIST, { locale: 'DE', filter: { season: 'abc' }, page: 1, pageSize: 10 }),
      'filter.season',
      /filter\.season muss eine numerische Id sein/,
    );
    expectBadInput(
      await graphql(gateway.web.url, LIST, { locale: 'EN', filter: { exhibitionType: '01' }, page: 1, pageSize: 10 }),
      'filter.exhibitionType',
      /must be a numeric id/,
    );
    expectBadInput(await graphql(gateway.web.url, LIST, { locale: 'EN', page: 0, pageSize: 10 }), 'page', /page must be 1 or more/);
    expectBadInput(
      await graphql(gateway.web.url, LIST, { locale: 'DE', page: 1, pageSize: 101 }),
      'pageSize',
      /pageSize muss zwischen 1 und 100/,
    );
    expect(upstreamPaths()).toEqual([]);
  });

  it('answers a production with its events and body in one upstream call', async () => {
    const query = `query ($locale: Locale!, $id: ID!) { production(locale: $locale, id: $id) { id title body eventsCount
      events { id title startsAt room { name venue { name } } tags { name } image { small } booking { variant } } } }`;
    gateway.proxy.resetCounts();
    interface Detail {
      production: {
        id: string;
        title: string;
        body: { type: string; children: unknown[] }[];
        eventsCount: number;
        events: { id: string; startsAt: string; booking: unknown }[];
      };
    }
    const de = (await data<Detail>(query, { locale: 'DE', id: '1' })).production;
    expect(upstreamPaths()).toEqual(['/de/api/productions/1/']);
    const en = (await data<Detail>(query, { locale: 'EN', id: '1' })).production;
    expect(de.title).not.toBe(en.title);
    expect(de.body.length).toBeGreaterThan(0);
    for (const node of de.body) {
      expect(typeof node.type).toBe('string');
      expect(Array.isArray(node.children)).toBe(true);
    }
    expect(de.events.length).toBe(de.eventsCount);
    expect(de.events.map((event) => event.startsAt)).toEqual(de.events.map((event) => event.startsAt).sort(byText));
    expect(de.events.every((event) => event.booking === null)).toBe(true);
  });

  it('gives null for an unknown production or series, and for an impossible id without asking', async () => {
    gateway.proxy.resetCounts();
    const result = await data<{ production: unknown; series: unknown; bad: unknown; badSeries: unknown }>(
      `query { production(locale: DE, id: "999999") { id } series(locale: EN, id: "424242") { id }
        bad: production(locale: DE, id: "abc") { id } badSeries: series(locale: DE, id: "0") { id } }`,
    );
    expect(result).toEqual({ production: null, series: null, bad: null, badSeries: null });
    expect(upstreamPaths().sort(byText)).toEqual(['/de/api/productions/999999/', '/en/api/series/424242/']);
  });

  it('answers a series with its events, seasons and production tags in both languages', async () => {
    const query = `query ($locale: Locale!) { series(locale: $locale, id: "1") { id name slug showInFilter events { id startsAt series { id } } }
      seasons(locale: $locale) { id name slug startDate endDate } productionTags(locale: $locale) { id name } }`;
    interface Result {
      series: { id: string; name: string; events: { startsAt: string; series: { id: string }[] }[] };
      seasons: { id: string; name: string; startDate: string; endDate: string }[];
      productionTags: { id: string; name: string }[];
    }
    gateway.proxy.resetCounts();
    const de = await data<Result>(query, { locale: 'DE' });
    expect(upstreamPaths().sort(byText)).toEqual(['/de/api/production-tags/', '/de/api/seasons/', '/de/api/series/1/']);
    const en = await data<Result>(query, { locale: 'EN' });
    expect(de.series.events.length).toBeGreaterThan(0);
    for (const event of de.series.events) expect(event.series.map((series) => series.id)).toContain('1');
    expect(de.seasons.map((season) => season.id)).toEqual(['1', '2']);
    expect(de.seasons[0]?.startDate).toMatch(/^\d{4}-\d{2}-01$/);
    expect(de.productionTags).toHaveLength(5);
    expect(de.productionTags.map((tag) => tag.name)).not.toEqual(en.productionTags.map((tag) => tag.name));
  });
});

describe('magazine', () => {
  const LIST = `query ($locale: Locale!, $filter: ArticleFilterInput, $page: Int! = 1) {
    articles(locale: $locale, filter: $filter, page: $page) { ${PAGE_FIELDS}
      items { id slug title teaserText author date category { id name styleName slug } tags { id name slug } image { small large alt } body } } }`;
  interface ArticleItem {
    id: string;
    title: string;
    date: string;
    category: { id: string; name: string; styleName: string; slug: string };
    tags: { id: string; name: string; slug: string }[];
    body: unknown;
  }

  it('lists 10 articles with their categories and tags in exactly one upstream call, in both languages', async () => {
    gateway.proxy.resetCounts();
    const de = (await data<{ articles: Page<ArticleItem> }>(LIST, { locale: 'DE' })).articles;
    expect(upstreamPaths()).toEqual(['/de/api/articles/']);
    const en = (await data<{ articles: Page<ArticleItem> }>(LIST, { locale: 'EN' })).articles;
    expect(de).toMatchObject({ totalCount: 40, page: 1, pageSize: 10, hasNextPage: true, hasPreviousPage: false });
    expect(de.items).toHaveLength(10);
    expect(de.items[0]?.id).toBe('1');
    expect(de.items.map((item) => item.date)).toEqual(
      de.items
        .map((item) => item.date)
        .sort(byText)
        .reverse(),
    );
    expect(de.items.every((item) => item.category.styleName !== '' && item.body === null)).toBe(true);
    expect(de.items.some((item) => item.tags.length > 0)).toBe(true);
    expect(de.items[0]?.title).not.toBe(en.items[0]?.title);
    const last = (await data<{ articles: Page<ArticleItem> }>(LIST, { locale: 'DE', page: 4 })).articles;
    expect(last).toMatchObject({ page: 4, hasNextPage: false, hasPreviousPage: true });
  });

  it('filters by category and tag, and refuses a bad filter', async () => {
    const category = (await data<{ articles: Page<ArticleItem> }>(LIST, { locale: 'EN', filter: { category: '2' } })).articles;
    expect(category.totalCount).toBeGreaterThan(0);
    expect(category.items.every((item) => item.category.id === '2')).toBe(true);
    const tag = (await data<{ articles: Page<ArticleItem> }>(LIST, { locale: 'DE', filter: { tag: '1' } })).articles;
    expect(tag.items.every((item) => item.tags.some((t) => t.id === '1'))).toBe(true);
    gateway.proxy.resetCounts();
    expectBadInput(
      await graphql(gateway.web.url, LIST, { locale: 'EN', filter: { tag: 'jazz' } }),
      'filter.tag',
      /filter\.tag must be a numeric id/,
    );
    expect(upstreamPaths()).toEqual([]);
  });

  it('shows the magazine start screen (categories, article list, teasers) in three upstream calls', async () => {
    gateway.proxy.resetCounts();
    const result = await data<{
      articleCategories: { id: string; styleName: string }[];
      articles: Page<ArticleItem>;
      articleTeasers: ArticleItem[];
    }>(
      `query { articleCategories(locale: DE) { id name styleName slug }
        articles(locale: DE) { totalCount items { id title category { name styleName } tags { name } } }
        articleTeasers(locale: DE) { id title category { name } image { large } } }`,
    );
    expect(upstreamPaths().sort(byText)).toEqual(['/de/api/article-categories/', '/de/api/articles-teaser/', '/de/api/articles/']);
    expect(result.articleCategories).toHaveLength(5);
    expect(result.articleTeasers).toHaveLength(3);
    expect(result.articles.items).toHaveLength(10);
  });

  it('answers an article with its body, and null for unknown or impossible ids', async () => {
    const query = `query ($locale: Locale!, $id: ID!) { article(locale: $locale, id: $id) { id title body category { name } } }`;
    const de = (await data<{ article: { title: string; body: { type: string }[] } }>(query, { locale: 'DE', id: '1' })).article;
    const en = (await data<{ article: { title: string; body: { type: string }[] } }>(query, { locale: 'EN', id: '1' })).article;
    expect(de.title).not.toBe(en.title);
    expect(de.body.length).toBeGreaterThan(0);
    expect(de.body.every((node) => typeof node.type === 'string')).toBe(true);
    gateway.proxy.resetCounts();
    expect((await data<{ article: unknown }>(query, { locale: 'EN', id: '999999' })).article).toBeNull();
    expect((await data<{ article: unknown }>(query, { locale: 'EN', id: '-1' })).article).toBeNull();
    expect(upstreamPaths()).toEqual(['/en/api/articles/999999/']);
  });

  it('lists the article tags by name in both languages', async () => {
    const query = 'query ($locale: Locale!) { articleTags(locale: $locale) { id name slug } }';
    const de = (await data<{ articleTags: { name: string }[] }>(query, { locale: 'DE' })).articleTags;
    const en = (await data<{ articleTags: { name: string }[] }>(query, { locale: 'EN' })).articleTags;
    expect(de).toHaveLength(10);
    expect(en).toHaveLength(10);
    expect(de.map((tag) => tag.name)).not.toEqual(en.map((tag) => tag.name));
  });
});

describe('ensemble', () => {
  const LIST = `query ($locale: Locale!, $filter: PersonFilterInput, $page: Int! = 1, $pageSize: Int! = 10) {
    persons(locale: $locale, filter: $filter, page: $page, pageSize: $pageSize) { ${PAGE_FIELDS}
      items { id slug firstName lastName name instrument role category { id name slug } image { small alt } biography } } }`;
  interface PersonItem {
    id: string;
    name: string;
    firstName: string;
    lastName: string;
    instrument: string | null;
    category: { id: string; name: string };
    biography: string | null;
  }

  it('lists the musicians in seating order with their sections, in one upstream call', async () => {
    gateway.proxy.resetCounts();
    const de = (await data<{ persons: Page<PersonItem> }>(LIST, { locale: 'DE', pageSize: 20 })).persons;
    expect(upstreamPaths()).toEqual(['/de/api/persons/']);
    const en = (await data<{ persons: Page<PersonItem> }>(LIST, { locale: 'EN', pageSize: 20 })).persons;
    expect(de).toMatchObject({ totalCount: 80, pageSize: 20, hasNextPage: true, hasPreviousPage: false });
    expect(de.items.map((item) => item.id)).toEqual(en.items.map((item) => item.id));
    for (const item of de.items) {
      expect(item.name).toBe(`${item.firstName} ${item.lastName}`);
      expect(item.biography).toBeNull();
    }
    const categories = de.items.map((item) => item.category.name);
    const english = en.items.map((item) => item.category.name);
    expect(categories).not.toEqual(english);
  });

  it('filters by section, answers a person with the biography and the sections list', async () => {
    const sections = (
      await data<{ personCategories: { id: string; name: string }[] }>('query { personCategories(locale: EN) { id name slug } }')
    ).personCategories;
    expect(sections).toHaveLength(9);
    const sectionId = sections[1]?.id ?? '';
    const list = (await data<{ persons: Page<PersonItem> }>(LIST, { locale: 'EN', filter: { category: sectionId } })).persons;
    expect(list.totalCount).toBeGreaterThan(0);
    expect(list.items.every((item) => item.category.id === sectionId)).toBe(true);
    const id = list.items[0]?.id ?? '';
    const person = (
      await data<{ person: PersonItem }>('query ($id: ID!) { person(locale: DE, id: $id) { id name biography category { id } } }', { id })
    ).person;
    expect(person.id).toBe(id);
    expect(person.biography).toEqual(expect.any(String));
    gateway.proxy.resetCounts();
    const missing = await data<{ a: unknown; b: unknown }>(
      'query { a: person(locale: DE, id: "999999") { id } b: person(locale: EN, id: "x") { id } }',
    );
    expect(missing).toEqual({ a: null, b: null });
    expect(upstreamPaths()).toEqual(['/de/api/persons/999999/']);
    expectBadInput(await graphql(gateway.web.url, LIST, { locale: 'DE', filter: { category: '1.5' } }), 'filter.category', /numerische Id/);
  });

  it('answers a musician with the upcoming concerts and the articles that name them in one upstream call, none in lists', async () => {
    const query = `query ($locale: Locale!) {
      person(locale: $locale, id: "1") { id upcomingEvents { id startsAt room { venue { id } } } articles { id slug title date category { name } } }
      persons(locale: $locale, pageSize: 2) { items { id upcomingEvents { id } articles { id } } }
    }`;
    for (const locale of ['DE', 'EN'] as const) {
      gateway.proxy.resetCounts();
      const answer = await data<{
        person: {
          upcomingEvents: { id: string; startsAt: string }[];
          articles: { id: string; slug: string; title: string; date: string; category: { name: string } }[];
        };
        persons: { items: { upcomingEvents: unknown; articles: unknown }[] };
      }>(query, { locale });
      expect(upstreamPaths().filter((path) => path === `/${locale.toLowerCase()}/api/persons/1/`)).toHaveLength(1);
      const starts = answer.person.upcomingEvents.map((event) => Date.parse(event.startsAt));
      expect(starts.length).toBeGreaterThan(0);
      expect(starts.length).toBeLessThanOrEqual(12);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(answer.person.articles.map((article) => article.id)).toEqual(['2', '11']);
      expect(answer.person.articles[0]?.category.name).not.toBe('');
      expect(answer.persons.items.every((item) => item.upcomingEvents === null && item.articles === null)).toBe(true);
    }
  });
});

describe('venues', () => {
  it('lists the venues with addresses and answers one with its rooms', async () => {
    const listQuery =
      'query ($locale: Locale!) { venues(locale: $locale) { id name slug address { street postalCode city } image { small alt } description rooms { id } } }';
    interface VenueItem {
      id: string;
      name: string;
      address: { city: string };
      description: string | null;
      rooms: { id: string; name: string; showInFilter: boolean }[] | null;
    }
    gateway.proxy.resetCounts();
    const de = (await data<{ venues: VenueItem[] }>(listQuery, { locale: 'DE' })).venues;
    expect(upstreamPaths()).toEqual(['/de/api/venues/']);
    const en = (await data<{ venues: VenueItem[] }>(listQuery, { locale: 'EN' })).venues;
    expect(de).toHaveLength(3);
    expect(en).toHaveLength(3);
    expect(de.every((venue) => venue.address.city !== '' && venue.description === null && venue.rooms === null)).toBe(true);
    const id = de[0]?.id ?? '';
    const detailQuery =
      'query ($locale: Locale!, $id: ID!) { venue(locale: $locale, id: $id) { id name description rooms { id name showInFilter } } }';
    gateway.proxy.resetCounts();
    const venue = (await data<{ venue: VenueItem }>(detailQuery, { locale: 'EN', id })).venue;
    expect(upstreamPaths()).toEqual([`/en/api/venues/${id}/`]);
    expect(venue.description).toEqual(expect.any(String));
    expect(venue.rooms?.length).toBeGreaterThan(0);
    expect((await data<{ venue: unknown }>(detailQuery, { locale: 'DE', id: '99999' })).venue).toBeNull();
  });

  it('answers a venue with its coordinates, the weekly hours and its upcoming events in one upstream call', async () => {
    const query = `query { venue(locale: DE, id: "1") { geo { latitude longitude } openingHours { weekday timeFrom timeTo closed } upcomingEvents { id room { venue { id } } } }
      venues(locale: DE) { id geo { latitude } openingHours { weekday } upcomingEvents { id } } }`;
    gateway.proxy.resetCounts();
    const answer = await data<{
      venue: {
        geo: { latitude: number; longitude: number };
        openingHours: { weekday: number; timeFrom: string | null; closed: boolean }[];
        upcomingEvents: { room: { venue: { id: string } } }[];
      };
      venues: { geo: unknown; openingHours: unknown; upcomingEvents: unknown }[];
    }>(query);
    expect(upstreamPaths().filter((path) => path === '/de/api/venues/1/')).toHaveLength(1);
    expect(answer.venue.geo).toEqual({ latitude: 48.7823, longitude: 9.1772 });
    expect(answer.venue.openingHours.length).toBeGreaterThan(0);
    expect(
      answer.venue.openingHours.every(
        (hours) => hours.weekday >= 1 && hours.weekday <= 7 && (hours.closed || /^\d{2}:\d{2}:\d{2}$/.test(hours.timeFrom ?? '')),
      ),
    ).toBe(true);
    expect(answer.venue.upcomingEvents.length).toBeGreaterThan(0);
    expect(answer.venue.upcomingEvents.every((event) => event.room.venue.id === '1')).toBe(true);
    expect(answer.venues.every((venue) => venue.geo === null && venue.openingHours === null && venue.upcomingEvents === null)).toBe(true);
  });
});

describe('info', () => {
  it('lists the breaking news online now in both languages', async () => {
    const query = 'query ($locale: Locale!) { breakingNews(locale: $locale) { id title text linkUrl linkTitle } }';
    const de = (await data<{ breakingNews: { id: string; title: string }[] }>(query, { locale: 'DE' })).breakingNews;
    const en = (await data<{ breakingNews: { id: string; title: string }[] }>(query, { locale: 'EN' })).breakingNews;
    // The seed has two alerts: one online, one expired.
    expect(de).toHaveLength(1);
    expect(en).toHaveLength(1);
    expect(de[0]?.title).not.toBe(en[0]?.title);
  });

  const HOURS = `query ($locale: Locale!, $date: Date) { openingHoursToday(locale: $locale, date: $date) { date
    regular { timeFrom timeTo closed alternativeText } exceptions { timeFrom timeTo closed alternativeText alternativeLinkUrl }
    effectiveRanges { timeFrom timeTo closed alternativeText } } }`;
  interface Range {
    timeFrom: string | null;
    timeTo: string | null;
    closed: boolean;
    alternativeText: string | null;
  }
  interface Hours {
    openingHoursToday: { date: string; regular: Range[]; exceptions: Range[]; effectiveRanges: Range[] };
  }

  it('answers today’s opening hours', async () => {
    const today = DateTime.now().setZone('Europe/Berlin').toISODate();
    const hours = (await data<Hours>(HOURS, { locale: 'DE' })).openingHoursToday;
    expect(hours.date).toBe(today);
    expect(hours.effectiveRanges).toEqual(hours.exceptions.length > 0 ? hours.exceptions : hours.regular);
  });

  it('lets the exceptions of a day replace its regular hours (spec 001 §4)', async () => {
    // The seed's one exception: the first Christmas Eve on or after the seed date (today), closed.
    const now = DateTime.now().setZone('Europe/Berlin');
    let christmasEve = now.set({ month: 12, day: 24 }).startOf('day');
    if (christmasEve < now.startOf('day')) christmasEve = christmasEve.plus({ years: 1 });
    const de = (await data<Hours>(HOURS, { locale: 'DE', date: christmasEve.toISODate() })).openingHoursToday;
    const en = (await data<Hours>(HOURS, { locale: 'EN', date: christmasEve.toISODate() })).openingHoursToday;
    expect(de.exceptions).toEqual([
      {
        timeFrom: null,
        timeTo: null,
        closed: true,
        alternativeText: 'Heiligabend geschlossen – frohe Festtage!',
        alternativeLinkUrl: null,
      },
    ]);
    expect(en.exceptions[0]?.alternativeText).toBe('Closed on Christmas Eve – happy holidays!');
    expect(de.effectiveRanges).toEqual([
      { timeFrom: null, timeTo: null, closed: true, alternativeText: 'Heiligabend geschlossen – frohe Festtage!' },
    ]);
    // A Thursday without exception: the regular hours, in two ranges (seed).
    let thursday = christmasEve.plus({ days: 7 });
    while (thursday.weekday !== 4) thursday = thursday.plus({ days: 1 });
    const regular = (await data<Hours>(HOURS, { locale: 'EN', date: thursday.toISODate() })).openingHoursToday;
    expect(regular.exceptions).toEqual([]);
    expect(regular.regular).toHaveLength(2);
    expect(regular.effectiveRanges).toEqual(regular.regular);
    for (const range of regular.regular) expect(range.timeFrom).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });
});

describe('search', () => {
  const HITS = `${PAGE_FIELDS} items { kind id title text slug url startsAt rank }`;
  interface Hit {
    kind: string;
    id: string;
    title: string;
    text: string | null;
    url: string;
    startsAt: string | null;
    rank: number;
  }

  it('autocompletes in both languages, lowercased, and answers empty text with [] without an upstream call', async () => {
    const query = 'query ($locale: Locale!, $query: String!) { searchAutocomplete(locale: $locale, query: $query) }';
    gateway.proxy.resetCounts();
    const de = (await data<{ searchAutocomplete: string[] }>(query, { locale: 'DE', query: '  KONZERTH ' })).searchAutocomplete;
    expect(de).toContain('Konzerthaus');
    expect(gateway.proxy.requests.map((entry) => entry.path)).toEqual(['/de/api/search/autocomplete/?query=konzerth']);
    const en = (await data<{ searchAutocomplete: string[] }>(query, { locale: 'EN', query: 'babi' })).searchAutocomplete;
    expect(en).toContain('Why we play concerts for babies');
    gateway.proxy.resetCounts();
    expect((await data<{ searchAutocomplete: string[] }>(query, { locale: 'DE', query: '' })).searchAutocomplete).toEqual([]);
    expect((await data<{ searchAutocomplete: string[] }>(query, { locale: 'EN', query: '   ' })).searchAutocomplete).toEqual([]);
    expect((await data<{ searchAutocomplete: string[] }>(query, { locale: 'EN', query: '&|!' })).searchAutocomplete).toEqual([]);
    expect(upstreamPaths()).toEqual([]);
    expectBadInput(await graphql(gateway.web.url, query, { locale: 'EN', query: 'x'.repeat(201) }), 'query', /at most 200 characters/);
  });

  // "Konzerte" occurs in article titles, "Probe" in event titles: the upstream finds word forms by
  // word start and one-letter difference (src/cms/README.md "Search").
  it('finds word forms through the gateway: "Konzert" finds "Konzerte", "Proben" finds events titled "Probe", "concerts" finds "Concert"', async () => {
    const events = `query ($locale: Locale!, $query: String!) { searchEvents(locale: $locale, query: $query, pageSize: 100) { ${HITS} } }`;
    const de = (await data<{ searchEvents: Page<Hit> }>(events, { locale: 'DE', query: 'Proben' })).searchEvents;
    expect(de.totalCount).toBeGreaterThan(0);
    for (const hit of de.items) {
      expect(hit.title).toMatch(/Probe\b/);
      expect(hit.kind).toBe('EVENT');
      expect(hit.startsAt).toMatch(BERLIN_ISO);
      expect(hit.url).toMatch(/^\/de\//);
    }
    const en = (await data<{ searchEvents: Page<Hit> }>(events, { locale: 'EN', query: 'concerts' })).searchEvents;
    expect(en.totalCount).toBeGreaterThan(0);
    for (const hit of en.items) expect(`${hit.title} ${hit.text ?? ''}`).toMatch(/concert/i);
    expect(en.items.some((hit) => /\bConcert\b/.test(hit.title))).toBe(true);
    const others = `query ($locale: Locale!, $query: String!) { searchOthers(locale: $locale, query: $query, pageSize: 50) { ${HITS} } }`;
    const konzert = (await data<{ searchOthers: Page<Hit> }>(others, { locale: 'DE', query: 'Konzert' })).searchOthers;
    expect(konzert.items.map((hit) => hit.title)).toContain('Warum wir Konzerte für Babys spielen');
    const concert = (await data<{ searchOthers: Page<Hit> }>(others, { locale: 'EN', query: 'concert' })).searchOthers;
    expect(concert.items.map((hit) => hit.title)).toContain('Why we play concerts for babies');
    expect([...konzert.items, ...concert.items].every((hit) => hit.kind !== 'EVENT' && hit.startsAt === null)).toBe(true);
  });

  it('pages search hits in the shared page shape', async () => {
    const query = `query ($page: Int!) { searchEvents(locale: DE, query: "Sinfoniekonzert", page: $page, pageSize: 5) { ${HITS} } }`;
    gateway.proxy.resetCounts();
    const first = (await data<{ searchEvents: Page<Hit> }>(query, { page: 1 })).searchEvents;
    expect(upstreamPaths()).toEqual(['/de/api/search/events/']);
    expect(first).toMatchObject({ page: 1, pageSize: 5, hasNextPage: true, hasPreviousPage: false });
    expect(first.totalCount).toBeGreaterThan(5);
    const ranks = first.items.map((hit) => hit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const second = (await data<{ searchEvents: Page<Hit> }>(query, { page: 2 })).searchEvents;
    expect(second).toMatchObject({ page: 2, hasPreviousPage: true });
    expect(second.items.map((hit) => hit.id)).not.toEqual(first.items.map((hit) => hit.id));
  });

  it('groups the index search by kind in a fixed order', async () => {
    const query = `query ($locale: Locale!, $query: String!) { searchIndex(locale: $locale, query: $query) { query totalCount
      groups { kind totalCount hits { kind id title url } } } }`;
    interface Index {
      searchIndex: { query: string; totalCount: number; groups: { kind: string; totalCount: number; hits: Hit[] }[] };
    }
    const de = (await data<Index>(query, { locale: 'DE', query: 'Weihnachtsoratorium' })).searchIndex;
    expect(de.query).toBe('weihnachtsoratorium');
    expect(de.groups.map((group) => group.kind)).toEqual(['EVENT', 'PRODUCTION', 'ARTICLE', 'PERSON', 'VENUE', 'PAGE']);
    expect(de.totalCount).toBe(de.groups.reduce((sum, group) => sum + group.totalCount, 0));
    for (const group of de.groups) {
      expect(group.hits.length).toBeLessThanOrEqual(3);
      expect(group.hits.every((hit) => hit.kind === group.kind)).toBe(true);
    }
    expect(de.groups[1]?.totalCount).toBeGreaterThan(0);
    const en = (await data<Index>(query, { locale: 'EN', query: 'palace' })).searchIndex;
    expect(en.groups.find((group) => group.kind === 'VENUE')?.totalCount).toBeGreaterThan(0);
  });

  it('refuses an empty query, a too long one and bad paging as BAD_USER_INPUT without an upstream call', async () => {
    gateway.proxy.resetCounts();
    expectBadInput(
      await graphql(gateway.web.url, 'query { searchIndex(locale: DE, query: "  ") { totalCount } }'),
      'query',
      /query darf nicht leer sein/,
    );
    expectBadInput(
      await graphql(gateway.web.url, 'query { searchEvents(locale: EN, query: "") { totalCount } }'),
      'query',
      /query must not be empty/,
    );
    expectBadInput(
      await graphql(gateway.web.url, 'query ($q: String!) { searchOthers(locale: DE, query: $q) { totalCount } }', { q: 'a'.repeat(201) }),
      'query',
      /höchstens 200 Zeichen/,
    );
    expectBadInput(
      await graphql(gateway.web.url, 'query { searchOthers(locale: EN, query: "concert", pageSize: 0) { totalCount } }'),
      'pageSize',
      /pageSize/,
    );
    expect(upstreamPaths()).toEqual([]);
  });
});

// An event hit is past by the gateway's clock, as an event's status is (SITE_TEST_NOW here: the
// middle of the shared seed's first month, whose season starts on the first day of its seed
// date's month), whatever the upstream's clock ranked it by.
describe("search hits over by the gateway's clock", () => {
  const now = DateTime.now().setZone('Europe/Berlin').startOf('month').plus({ days: 14, hours: 12 });
  const clocked = gatewayForSuite({ UPSTREAM_CACHE: 'off', NODE_ENV: 'test', SITE_TEST_NOW: now.toISO() ?? '' });

  it('marks an event hit as past once its end, or its start without one, has come, and nothing else', async () => {
    interface ClockedHit {
      kind: string;
      startsAt: string | null;
      endsAt: string | null;
      isPast: boolean;
    }
    const hits: ClockedHit[] = [];
    for (let page = 1; ; page += 1) {
      const result = await graphql(
        clocked.web.url,
        'query ($page: Int!) { searchEvents(locale: DE, query: "konzert", page: $page, pageSize: 100) { hasNextPage items { kind startsAt endsAt isPast } } }',
        { page },
      );
      expect(result.json.errors).toBeUndefined();
      const events = (result.json.data as { searchEvents: { hasNextPage: boolean; items: ClockedHit[] } }).searchEvents;
      hits.push(...events.items);
      if (!events.hasNextPage) break;
    }
    for (const hit of hits) {
      expect(hit.endsAt === null || BERLIN_ISO.test(hit.endsAt)).toBe(true);
      expect(hit.isPast, JSON.stringify(hit)).toBe(Date.parse(hit.endsAt ?? hit.startsAt ?? '') <= now.toMillis());
    }
    expect(hits.some((hit) => hit.isPast)).toBe(true);
    expect(hits.some((hit) => !hit.isPast)).toBe(true);
    const others = await graphql(
      clocked.web.url,
      'query { searchOthers(locale: DE, query: "konzert", pageSize: 20) { items { kind isPast endsAt } } }',
    );
    const items = (others.json.data as { searchOthers: { items: { isPast: boolean; endsAt: string | null }[] } }).searchOthers.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((hit) => !hit.isPast && hit.endsAt === null)).toBe(true);
  });
});
