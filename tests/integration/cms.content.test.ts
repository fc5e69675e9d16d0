// The content and search endpoints of src/cms/README.md ("Productions" … "Search"), checked
// against the built CMS as a real process: on PGlite always, on PostgreSQL when TEST_DATABASE_URL
// is set. Seeded for the first day of last month (tests/support/seedDates.ts): the season, its
// names and the days asked below follow from that date, whatever day the suite runs.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { queryPostgres, TEST_DATABASE_URL, cmsForSuite } from '../support/cmsUnderTest';
import { monthsAfter, PINNED_SEED_DATE } from '../support/seedDates';

const SEED_DATE = PINNED_SEED_DATE;
const SEED_DAY = DateTime.fromISO(SEED_DATE, { zone: 'Europe/Berlin' });
/** The seed names a season after the years it spans: 'Saison 2026/27' for one from September 2026. */
const seasonLabel = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
/** The first day on or after the seed date with the given ISO weekday (1 Monday … 7 Sunday). */
const firstWeekday = (weekday: number) => SEED_DAY.plus({ days: (weekday - SEED_DAY.weekday + 7) % 7 }).toISODate() ?? '';
/** The seed's one exception: the first Christmas Eve on or after the seed date. */
const CHRISTMAS_EVE = ((eve) => (eve < SEED_DAY ? eve.plus({ years: 1 }) : eve))(SEED_DAY.set({ month: 12, day: 24 })).toISODate() ?? '';

const JSON_TYPE = 'application/json; charset=utf-8';
const BERLIN_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}:\d{2}$/;

type Lang = 'de' | 'en';

interface Envelope<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
interface Named {
  id: number;
  name: string;
}
interface Thumbnails {
  small: string;
  large: string;
}
interface EventItem {
  id: number;
  title: string;
  date_start: string;
  series: (Named & { slug: string })[];
  room: Named & { venue: Named & { slug: string } };
}
interface Production {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  teaser_text: string;
  season: (Named & { slug: string }) | null;
  exhibition_type: (Named & { slug: string }) | null;
  tags: Named[];
  date_start: string | null;
  date_end: string | null;
  events_count: number;
  image_thumbnails: Thumbnails | null;
  image_alt: string;
}
interface ProductionDetail extends Production {
  body: SlateNode[];
  events: EventItem[];
}
interface SlateNode {
  type?: string;
  text?: string;
  bold?: boolean;
  italic?: boolean;
  url?: string;
  children?: SlateNode[];
}
interface Category {
  id: number;
  name: string;
  style_name: string;
  slug: string;
}
interface Article {
  id: number;
  slug: string;
  title: string;
  teaser_text: string;
  author: string;
  date: string;
  category: Category;
  tags: (Named & { slug: string })[];
  image_thumbnails: Thumbnails | null;
  image_alt: string;
}
interface Person {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  name: string;
  instrument: string;
  role: string;
  category: Named & { slug: string };
  image_thumbnails: Thumbnails | null;
}
interface Venue {
  id: number;
  name: string;
  slug: string;
  address: { street: string; postal_code: string; city: string };
  image_thumbnails: Thumbnails | null;
}
interface VenueDetail extends Venue {
  description: string;
  rooms: (Named & { show_in_filter: boolean })[];
  geo: { latitude: number; longitude: number } | null;
  opening_hours: { weekday: number; time_from: string | null; time_to: string | null; closed: boolean }[];
  events: EventItem[];
}
interface PersonDetail extends Person {
  biography: string;
  events: EventItem[];
  articles: Article[];
}

/** Upcoming, earliest first, at most `limit`: the shape both detail endpoints promise. */
function expectUpcoming(events: EventItem[], limit: number): void {
  expect(events.length).toBeLessThanOrEqual(limit);
  const starts = events.map((event) => Date.parse(event.date_start));
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  for (const start of starts) expect(start).toBeGreaterThanOrEqual(Date.now() - 60_000);
}
interface OpeningHoursEntry {
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
  alternative_text: string;
  alternative_link_url: string;
}
interface OpeningHours {
  date: string;
  opening_hours: OpeningHoursEntry[];
  opening_hours_exceptions: OpeningHoursEntry[];
}
interface SearchHit {
  kind: string;
  id: number;
  title: string;
  text: string;
  slug: string;
  url: string;
  date_start: string | null;
  rank: number;
}
interface SearchIndex {
  query: string;
  count: number;
  results: { kind: string; count: number; results: SearchHit[] }[];
}
interface ErrorBody {
  detail: string;
  errors?: Record<string, string[]>;
}

interface Reply<T> {
  status: number;
  headers: Headers;
  body: T;
}

async function getJson<T>(url: string, method = 'GET'): Promise<Reply<T>> {
  const response = await fetch(url, { redirect: 'manual', method });
  const body = (await response.json()) as T;
  return { status: response.status, headers: response.headers, body };
}

function texts(nodes: readonly SlateNode[]): string {
  return nodes.map((node) => node.text ?? texts(node.children ?? [])).join(' ');
}

function flatten(nodes: readonly SlateNode[]): SlateNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** Registers the tests; `base()` is read inside each test, after beforeAll started the CMS. */
function contentSuite(base: () => string): void {
  const url = (lang: Lang | '', apiPath: `/${string}`) => `${base()}${lang ? `/${lang}` : ''}${apiPath}`;
  async function ok<T>(lang: Lang | '', apiPath: `/${string}`): Promise<T> {
    const reply = await getJson<T>(url(lang, apiPath));
    expect(reply.status, apiPath).toBe(200);
    expect(reply.headers.get('content-type')).toBe(JSON_TYPE);
    return reply.body;
  }
  async function all<T>(lang: Lang, apiPath: string): Promise<T[]> {
    const results: T[] = [];
    for (let page = 1; ; page += 1) {
      const body = await ok<Envelope<T>>(lang, `/${apiPath}${apiPath.includes('?') ? '&' : '?'}page_size=100&page=${page}`);
      results.push(...body.results);
      if (!body.next) return results;
    }
  }

  describe('productions', () => {
    it.each(['de', 'en'] as const)('lists ten productions in the envelope in %s', async (lang) => {
      const body = await ok<Envelope<Production>>(lang, '/api/productions/');
      expect(body).toMatchObject({ count: 10, next: null, previous: null });
      expect(body.results).toHaveLength(10);
      const first = body.results[0];
      expect(first?.events_count).toBeGreaterThan(0);
      expect(first?.season?.name).toBe(`${lang === 'de' ? 'Saison' : 'Season'} ${seasonLabel(SEED_DAY.year)}`);
      for (const production of body.results) {
        expect(Object.keys(production).sort()).toEqual(
          [
            'date_end',
            'date_start',
            'events_count',
            'exhibition_type',
            'id',
            'image_alt',
            'image_thumbnails',
            'season',
            'slug',
            'subtitle',
            'tags',
            'teaser_text',
            'title',
          ].sort(),
        );
        if (production.events_count > 0) {
          expect(production.date_start).toMatch(BERLIN_ISO);
          expect(production.date_end).toMatch(BERLIN_ISO);
        }
      }
      // Ordered by first performance; the archived production without events comes last.
      const starts = body.results.map((p) => p.date_start).filter((d): d is string => d !== null);
      expect(starts).toEqual([...starts].sort((a, b) => Date.parse(a) - Date.parse(b)));
      expect(body.results.at(-1)?.events_count).toBe(0);
    });

    it('filters by season, exhibition type, tag and date', async () => {
      const previous = await ok<Envelope<Production>>('de', '/api/productions/?season=2');
      expect(previous.count).toBe(1);
      expect(previous.results[0]?.title).toBe('Mahler-Zyklus');
      const symphonies = await ok<Envelope<Production>>('de', '/api/productions/?exhibition_type=1');
      expect(symphonies.count).toBeGreaterThanOrEqual(6);
      for (const p of symphonies.results) expect(p.exhibition_type?.id).toBe(1);
      const openAir = await ok<Envelope<Production>>('en', '/api/productions/?tag=5');
      expect(openAir.results.map((p) => p.title)).toEqual(['Summer by the Lake']);
      // A date late in the season: exactly the productions with a performance on or after it.
      const late = monthsAfter(SEED_DATE, 9);
      const all = (await ok<Envelope<Production>>('de', '/api/productions/')).results;
      const expected = all.filter((p) => p.date_end !== null && p.date_end.slice(0, 10) >= late).map((p) => p.title);
      const fromLate = await ok<Envelope<Production>>('de', `/api/productions/?date=${late}`);
      expect(fromLate.results.map((p) => p.title).sort()).toEqual(expected.sort());
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      const none = await ok<Envelope<Production>>('de', '/api/productions/?season=1&tag=5&exhibition_type=2');
      expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
    });

    it('pages with links that keep the filters', async () => {
      const second = await ok<Envelope<Production>>('de', '/api/productions/?season=1&page_size=4&page=2');
      expect(second.count).toBe(9);
      expect(second.results).toHaveLength(4);
      expect(second.next).toBe(`${base()}/de/api/productions/?season=1&page_size=4&page=3`);
      expect(second.previous).toBe(`${base()}/de/api/productions/?season=1&page_size=4`);
      const beyond = await getJson<ErrorBody>(url('de', '/api/productions/?page=2'));
      expect(beyond.status).toBe(404);
      expect(beyond.body).toEqual({ detail: 'Invalid page.' });
    });

    it('shows a production with its rich text and its events in date order', async () => {
      const detail = await ok<ProductionDetail>('en', '/api/productions/1/');
      expect(detail.title).toBe('Symphony Concert No. 1');
      expect(detail.events.length).toBe(detail.events_count);
      expect(detail.events.length).toBeGreaterThan(0);
      for (const event of detail.events) {
        expect(event.date_start).toMatch(BERLIN_ISO);
        expect(event.title).toContain('Symphony Concert No. 1');
      }
      const starts = detail.events.map((e) => Date.parse(e.date_start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(detail.date_start).toBe(detail.events[0]?.date_start);
      expect(detail.body[0]?.type).toBe('paragraph');
      const german = await ok<ProductionDetail>('de', '/api/productions/1/');
      expect(german.events.map((e) => e.id)).toEqual(detail.events.map((e) => e.id));
      expect(german.events[0]?.title).toContain('1. Sinfoniekonzert');
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of ['999', 'abc', '0', '01']) {
        const reply = await getJson<ErrorBody>(url('de', `/api/productions/${id}/`));
        expect(reply.status, id).toBe(404);
        expect(reply.body).toEqual({ detail: 'Not found.' });
      }
    });
  });

  describe('series detail', () => {
    it.each(['de', 'en'] as const)('shows a series with its events in %s', async (lang) => {
      const series = await ok<{ id: number; name: string; slug: string; show_in_filter: boolean; events: EventItem[] }>(
        lang,
        '/api/series/1/',
      );
      expect(series).toMatchObject({ id: 1, slug: 'abo-a', show_in_filter: true });
      expect(series.name).toBe(lang === 'de' ? 'Abo A – Donnerstag' : 'Subscription A – Thursday');
      expect(series.events.length).toBeGreaterThan(3);
      for (const event of series.events) expect(event.series.map((s) => s.id)).toContain(1);
    });

    it('answers 404 for an unknown series', async () => {
      expect((await getJson<ErrorBody>(url('de', '/api/series/999/'))).status).toBe(404);
    });
  });

  describe('magazine', () => {
    it.each(['de', 'en'] as const)('lists forty articles, newest first, ten a page, in %s', async (lang) => {
      const first = await ok<Envelope<Article>>(lang, '/api/articles/');
      expect(first.count).toBe(40);
      expect(first.results).toHaveLength(10);
      expect(first.next).toBe(`${base()}/${lang}/api/articles/?page=2`);
      const articles = await all<Article>(lang, 'api/articles/');
      expect(articles).toHaveLength(40);
      const dates = articles.map((a) => a.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const article of articles) {
        expect(article.date).toMatch(ISO_DAY);
        expect(Object.keys(article.category).sort()).toEqual(['id', 'name', 'slug', 'style_name']);
        expect(article.tags.length).toBeGreaterThan(0);
        expect(article.image_thumbnails?.large).toMatch(/-1280\.png$/);
      }
      expect(articles[0]?.date).toBe(SEED_DATE);
      expect((await getJson<ErrorBody>(url(lang, '/api/articles/?page=5'))).status).toBe(404);
    });

    it('filters by category and by tag', async () => {
      const categories = await ok<Category[]>('de', '/api/article-categories/');
      expect(categories.length).toBeGreaterThanOrEqual(4);
      expect(categories.length).toBeLessThanOrEqual(6);
      let total = 0;
      for (const category of categories) {
        const list = await all<Article>('de', `api/articles/?category=${category.id}`);
        for (const article of list) expect(article.category.id).toBe(category.id);
        total += list.length;
      }
      expect(total).toBe(40);
      const tags = await ok<(Named & { slug: string })[]>('en', '/api/article-tags/');
      const tag = tags[0];
      expect(tag).toBeDefined();
      const tagged = await all<Article>('en', `api/articles/?tag=${tag?.id ?? 0}`);
      expect(tagged.length).toBeGreaterThan(0);
      for (const article of tagged) expect(article.tags.map((t) => t.id)).toContain(tag?.id);
    });

    it('serves categories, tags and teasers in both languages', async () => {
      const de = await ok<Category[]>('', '/api/article-categories/');
      const en = await ok<Category[]>('en', '/api/article-categories/');
      expect(de.map((c) => c.id)).toEqual(en.map((c) => c.id));
      expect(de[0]).toEqual({ id: 1, name: 'Hinter den Kulissen', style_name: 'style1', slug: 'hinter-den-kulissen' });
      expect(en[0]?.name).toBe('Behind the scenes');
      const tagsDe = await ok<Named[]>('de', '/api/article-tags/');
      const names = tagsDe.map((t) => t.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
      const teasers = await ok<Article[]>('de', '/api/articles-teaser/');
      expect(teasers.length).toBe(3);
      expect(teasers[0]?.id).toBe(1);
    });

    it('shows an article with a Slate body: headings, marks, links and lists', async () => {
      const article = await ok<Article & { body: SlateNode[] }>('de', '/api/articles/3/');
      expect(article.title).toBe('Warum wir Konzerte für Babys spielen');
      const nodes = flatten(article.body);
      const types = new Set(nodes.map((node) => node.type));
      for (const type of ['paragraph', 'heading-two', 'link', 'bulleted-list', 'list-item']) expect(types).toContain(type);
      expect(nodes.some((node) => node.bold)).toBe(true);
      expect(nodes.some((node) => node.italic)).toBe(true);
      expect(nodes.find((node) => node.type === 'link')?.url).toBe('/de/konzerte');
      const english = await ok<Article & { body: SlateNode[] }>('en', '/api/articles/3/');
      expect(english.title).toBe('Why we play concerts for babies');
      expect(texts(english.body)).toContain('concert calendar');
      expect((await getJson<ErrorBody>(url('en', '/api/articles/41/'))).status).toBe(404);
    });

    it('gives an article its last change, the concerts it is about and their musicians', async () => {
      type Related = Article & {
        updated_at: string;
        events: { id: number; slug: string; title: string; date_start: string }[];
        persons: { id: number; slug: string; name: string }[];
      };
      const details = await Promise.all(Array.from({ length: 40 }, (_, index) => ok<Related>('de', `/api/articles/${index + 1}/`)));
      for (const detail of details) {
        expect(detail.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(Array.isArray(detail.events) && Array.isArray(detail.persons)).toBe(true);
      }
      const linked = details.find((detail) => detail.events.length > 0 && detail.persons.length > 0);
      expect(linked).toBeDefined();
      if (!linked) return;
      const starts = linked.events.map((event) => event.date_start);
      expect(starts).toEqual([...starts].sort());
      for (const event of linked.events)
        expect(event).toMatchObject({ id: expect.any(Number), slug: expect.any(String), title: expect.any(String) });
      for (const person of linked.persons)
        expect(person).toMatchObject({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
      // The same link read from the event's side: its Blog section names the article.
      const [first] = linked.events;
      const event = await ok<{ articles: { id: number }[] }>('de', `/api/events/${first?.id ?? 0}/`);
      expect(event.articles.map((article) => article.id)).toContain(linked.id);
    });
  });

  describe('ensemble', () => {
    it.each(['de', 'en'] as const)('lists eighty musicians in seating order in %s', async (lang) => {
      const persons = await all<Person>(lang, 'api/persons/');
      expect(persons).toHaveLength(80);
      expect(new Set(persons.map((p) => p.name)).size).toBe(80);
      const categories = await ok<(Named & { slug: string })[]>(lang, '/api/person-categories/');
      expect(categories.map((c) => c.slug)).toEqual([
        'dirigenten',
        'violine-1',
        'violine-2',
        'viola',
        'violoncello',
        'kontrabass',
        'holz',
        'blech',
        'schlagwerk',
      ]);
      const order = categories.map((c) => c.id);
      const seen = persons.map((p) => order.indexOf(p.category.id));
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(persons[0]?.role).toBe(lang === 'de' ? 'Chefdirigent' : 'Chief conductor');
      expect(persons[0]?.image_thumbnails?.small).toMatch(/-640\.png$/);
    });

    it('filters by category and shows a musician', async () => {
      const violins = await ok<Envelope<Person>>('de', '/api/persons/?category=2&page_size=20');
      expect(violins.count).toBe(14);
      for (const person of violins.results) expect(person).toMatchObject({ instrument: 'Violine', category: { id: 2, name: 'Violine I' } });
      const cellos = await ok<Envelope<Person>>('en', '/api/persons/?category=5');
      expect(cellos.results[0]?.instrument).toBe('Cello');
      const id = violins.results[0]?.id ?? 0;
      const detail = await ok<Person & { biography: string }>('en', `/api/persons/${id}/`);
      expect(detail.biography).toContain(detail.name);
      expect(detail.role).toBe('Concertmaster');
      expect((await getJson<ErrorBody>(url('de', '/api/persons/81/'))).status).toBe(404);
    });

    it.each(['de', 'en'] as const)('gives a musician their upcoming events and the articles that name them in %s', async (lang) => {
      const conductor = await ok<PersonDetail>(lang, '/api/persons/1/');
      // The seed's conductors lead the season's concerts; the season runs twelve months from the seed date.
      expect(conductor.events.length).toBeGreaterThan(0);
      expectUpcoming(conductor.events, 12);
      expect(conductor.articles.map((article) => article.id)).toEqual([2, 11]);
      for (const article of conductor.articles) expect(article.category.slug).not.toBe('');
      const article = await ok<Article & { body: SlateNode[] }>(lang, '/api/articles/11/');
      expect(JSON.stringify(article.body)).toContain(`/${conductor.slug}/1`);
      const second = await ok<PersonDetail>(lang, '/api/persons/2/');
      expect(second.articles.map((a) => a.id)).toEqual([11]);
      const violinist = await ok<PersonDetail>(lang, '/api/persons/30/');
      expect(violinist.articles).toEqual([]);
      expectUpcoming(violinist.events, 12);
    });
  });

  describe('venues', () => {
    it.each(['de', 'en'] as const)('lists the venues with addresses in %s', async (lang) => {
      const venues = await ok<Venue[]>(lang, '/api/venues/');
      expect(venues.map((v) => v.id).sort((a, b) => a - b)).toEqual([1, 2, 3]);
      for (const venue of venues) expect(venue.address.city).toBe('Stuttgart');
    });

    it('shows a venue with its rooms', async () => {
      const venue = await ok<VenueDetail>('en', '/api/venues/1/');
      expect(venue).toMatchObject({ id: 1, slug: 'konzerthaus', name: 'Konzerthaus' });
      expect(venue.rooms.map((r) => r.name)).toEqual(['Main Hall', 'Small Hall', 'Rehearsal Hall']);
      expect(venue.rooms[2]?.show_in_filter).toBe(false);
      expect(venue.description).toContain('Main Hall');
      expect((await getJson<ErrorBody>(url('de', '/api/venues/4/'))).status).toBe(404);
    });

    it.each(['de', 'en'] as const)('gives a venue its place, the weekly hours and its upcoming events in %s', async (lang) => {
      const venue = await ok<VenueDetail>(lang, '/api/venues/1/');
      expect(venue.geo).toEqual({ latitude: 48.7823, longitude: 9.1772 });
      expect(venue.opening_hours.length).toBeGreaterThan(0);
      const weekdays = venue.opening_hours.map((hours) => hours.weekday);
      expect(weekdays).toEqual([...weekdays].sort((a, b) => a - b));
      for (const hours of venue.opening_hours) {
        if (hours.closed) continue;
        expect(hours.time_from).toMatch(TIME);
        expect(hours.time_to).toMatch(TIME);
      }
      expect(venue.events.length).toBeGreaterThan(0);
      expectUpcoming(venue.events, 12);
      for (const event of venue.events) expect(event.room.venue.id).toBe(1);
      const lake = await ok<VenueDetail>(lang, '/api/venues/3/');
      for (const event of lake.events) expect(event.room.venue.id).toBe(3);
    });
  });

  describe('seasons, production tags, breaking news', () => {
    it('lists two seasons, newest first', async () => {
      expect(await ok<unknown>('', '/api/seasons/')).toEqual([
        {
          id: 1,
          name: `Saison ${seasonLabel(SEED_DAY.year)}`,
          slug: `saison-${seasonLabel(SEED_DAY.year).replace('/', '-')}`,
          date_start: SEED_DATE,
          date_end: SEED_DAY.plus({ years: 1 }).minus({ days: 1 }).toISODate(),
        },
        {
          id: 2,
          name: `Saison ${seasonLabel(SEED_DAY.year - 1)}`,
          slug: `saison-${seasonLabel(SEED_DAY.year - 1).replace('/', '-')}`,
          date_start: monthsAfter(SEED_DATE, -12),
          date_end: SEED_DAY.minus({ days: 1 }).toISODate(),
        },
      ]);
      const en = await ok<Named[]>('en', '/api/seasons/');
      expect(en[0]?.name).toBe(`Season ${seasonLabel(SEED_DAY.year)}`);
    });

    it('lists production tags by name', async () => {
      const tags = await ok<Named[]>('en', '/api/production-tags/');
      expect(tags.map((t) => t.name)).toEqual(['For families', 'Highlight', 'New this season', 'Open air', 'With choir']);
    });

    it.each(['de', 'en'] as const)('shows only the current alert in %s', async (lang) => {
      const news = await ok<{ id: number; title: string; text: string; link: { url: string }; link_title: string }[]>(
        lang,
        '/api/breaking-news/',
      );
      expect(news).toHaveLength(1);
      expect(Object.keys(news[0] ?? {}).sort()).toEqual(['id', 'link', 'link_title', 'text', 'title']);
      expect(news[0]?.link.url.startsWith(`/${lang}/`)).toBe(true);
    });
  });

  describe('opening hours', () => {
    it('answers today (Europe/Berlin) with both lists', async () => {
      const today = await ok<OpeningHours>('de', '/api/opening-hours-today/');
      expect(today.date).toMatch(ISO_DAY);
      expect(Array.isArray(today.opening_hours)).toBe(true);
      expect(Array.isArray(today.opening_hours_exceptions)).toBe(true);
    });

    it('gives Thursday two ranges with HH:MM:SS times', async () => {
      const thursday = await ok<OpeningHours>('en', `/api/opening-hours-today/?date=${firstWeekday(4)}`);
      expect(thursday.opening_hours).toEqual([
        { time_from: '10:00:00', time_to: '13:00:00', closed: false, alternative_text: '', alternative_link_url: '' },
        { time_from: '15:00:00', time_to: '19:00:00', closed: false, alternative_text: '', alternative_link_url: '' },
      ]);
      for (const entry of thursday.opening_hours) expect(entry.time_from).toMatch(TIME);
      expect(thursday.opening_hours_exceptions).toEqual([]);
    });

    it('adds the exception of Christmas Eve, localised', async () => {
      const de = await ok<OpeningHours>('de', `/api/opening-hours-today/?date=${CHRISTMAS_EVE}`);
      expect(de.opening_hours_exceptions).toEqual([
        {
          time_from: null,
          time_to: null,
          closed: true,
          alternative_text: 'Heiligabend geschlossen – frohe Festtage!',
          alternative_link_url: '',
        },
      ]);
      const en = await ok<OpeningHours>('en', `/api/opening-hours-today/?date=${CHRISTMAS_EVE}`);
      expect(en.opening_hours_exceptions[0]?.alternative_text).toBe('Closed on Christmas Eve – happy holidays!');
      const sunday = await ok<OpeningHours>('en', `/api/opening-hours-today/?date=${firstWeekday(7)}`);
      expect(sunday.opening_hours).toEqual([
        {
          time_from: null,
          time_to: null,
          closed: true,
          alternative_text: 'Box office opens one hour before each concert',
          alternative_link_url: '/de/konzerte',
        },
      ]);
    });
  });

  describe('bad input', () => {
    it.each([
      ['/api/productions/?season=abc&date=2026-02-30&page=0', ['date', 'page', 'season']],
      ['/api/articles/?category=1&category=2&page_size=101', ['category', 'page_size']],
      ['/api/persons/?category=-1', ['category']],
      ['/api/opening-hours-today/?date=today', ['date']],
      ['/api/search/?query=', ['query']],
      ['/api/search/events/?page=2', ['query']],
      [`/api/search/others/?query=${'x'.repeat(201)}`, ['query']],
      [`/api/search/autocomplete/?query=${'x'.repeat(201)}`, ['query']],
    ] as const)('answers %s with 400 and field errors', async (apiPath, fields) => {
      const reply = await getJson<ErrorBody>(url('de', apiPath));
      expect(reply.status).toBe(400);
      expect(reply.body.detail).toBe('Invalid query parameters.');
      expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual([...fields]);
    });

    it('answers other methods with 405 and redirects a missing slash', async () => {
      const post = await getJson<ErrorBody>(url('de', '/api/articles/'), 'POST');
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      const redirect = await getJson<ErrorBody>(url('en', '/api/venues/1'));
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('/en/api/venues/1/');
    });
  });

  describe('search', () => {
    it('finds German word forms: "Konzert" finds articles about "Konzerte"', async () => {
      const body = await ok<Envelope<SearchHit>>('de', '/api/search/others/?query=Konzert');
      const titles = body.results.map((hit) => hit.title);
      expect(titles).toContain('Warum wir Konzerte für Babys spielen');
      const events = await ok<Envelope<SearchHit>>('de', '/api/search/events/?query=Proben');
      expect(events.count).toBeGreaterThan(0);
      for (const hit of events.results) expect(hit.title).toMatch(/Probe/);
    });

    it('finds English word forms: "concert" finds "concerts", "rehearsals" finds "rehearsal"', async () => {
      const body = await ok<Envelope<SearchHit>>('en', '/api/search/others/?query=concert');
      expect(body.results.map((hit) => hit.title)).toContain('Why we play concerts for babies');
      const events = await ok<Envelope<SearchHit>>('en', '/api/search/events/?query=rehearsals');
      expect(events.count).toBeGreaterThan(0);
      for (const hit of events.results) {
        expect(hit.title).toMatch(/rehearsal/i);
        expect(hit.kind).toBe('events');
        expect(hit.date_start).toMatch(BERLIN_ISO);
        expect(hit.url).toBe(`/en/concerts/${hit.slug}/${hit.id}`);
      }
    });

    it('ranks title matches first and pages in the envelope', async () => {
      const body = await ok<Envelope<SearchHit>>('de', '/api/search/others/?query=Orchesterwart');
      expect(body.results[0]).toMatchObject({
        kind: 'articles',
        id: 1,
        title: 'Ein Tag mit dem Orchesterwart',
        url: '/de/orchesterleben/ein-tag-mit-dem-orchesterwart/1',
      });
      const events = await ok<Envelope<SearchHit>>('de', '/api/search/events/?query=Sinfoniekonzert&page_size=5');
      expect(events.count).toBeGreaterThan(5);
      expect(events.next).toBe(`${base()}/de/api/search/events/?query=Sinfoniekonzert&page_size=5&page=2`);
      const ranks = events.results.map((hit) => hit.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      const beyond = await getJson<ErrorBody>(url('de', '/api/search/events/?query=Sinfoniekonzert&page=999'));
      expect(beyond.status).toBe(404);
      const nothing = await ok<Envelope<SearchHit>>('de', '/api/search/others/?query=-konzert');
      expect(nothing.count).toBe(0);
    });

    it('groups the index search by kind', async () => {
      const body = await ok<SearchIndex>('de', '/api/search/?query=Weihnachtsoratorium');
      expect(body.query).toBe('weihnachtsoratorium');
      expect(body.results.map((group) => group.kind)).toEqual(['events', 'productions', 'articles', 'persons', 'venues', 'pages']);
      const productions = body.results.find((group) => group.kind === 'productions');
      expect(productions?.count).toBe(1);
      expect(productions?.results[0]?.title).toBe('Bach: Weihnachtsoratorium');
      const events = body.results.find((group) => group.kind === 'events');
      expect(events?.count).toBeGreaterThan(0);
      expect(events?.results.length).toBeLessThanOrEqual(3);
      expect(body.count).toBe(body.results.reduce((sum, group) => sum + group.count, 0));
      const venues = await ok<SearchIndex>('en', '/api/search/?query=palace');
      expect(venues.results.find((group) => group.kind === 'venues')?.results[0]?.url).toBe(
        '/en/venues/kammermusiksaal-im-alten-schloss/2',
      );
    });

    it('finds online CMS pages in their language only', async () => {
      const de = await ok<Envelope<SearchHit>>('de', '/api/search/others/?query=Geschichte');
      expect(de.results.find((hit) => hit.kind === 'pages')).toMatchObject({ title: 'Geschichte', url: '/de/ueber-uns/geschichte' });
      const en = await ok<Envelope<SearchHit>>('en', '/api/search/others/?query=history');
      expect(en.results.find((hit) => hit.kind === 'pages')).toMatchObject({ title: 'History', url: '/en/about-us/history' });
      // The press page is offline (seedEditor): it is not found.
      const offline = await ok<Envelope<SearchHit>>('de', '/api/search/others/?query=Presse');
      expect(offline.results.filter((hit) => hit.kind === 'pages')).toEqual([]);
    });

    it('finds musicians by name and instrument', async () => {
      const violins = await ok<Envelope<Person>>('de', '/api/persons/?category=2');
      const someone = violins.results[0];
      const body = await ok<Envelope<SearchHit>>('de', `/api/search/others/?query=${encodeURIComponent(someone?.last_name ?? '')}`);
      expect(body.results.some((hit) => hit.kind === 'persons' && hit.id === someone?.id)).toBe(true);
      const timpani = await ok<Envelope<SearchHit>>('en', '/api/search/others/?query=timpani');
      // The article titled with the word outranks the musician whose instrument it is (weights A over B).
      expect(timpani.results[0]).toMatchObject({ kind: 'articles', title: 'The timpani as a heartbeat' });
      const timpanist = timpani.results.find((hit) => hit.kind === 'persons');
      expect(timpanist?.text).toBe('Timpani');
      expect(timpanist?.url).toBe(`/en/musicians/${timpanist?.slug ?? ''}/${timpanist?.id ?? 0}`);
      expect(timpanist?.rank).toBeLessThan(timpani.results[0]?.rank ?? 0);
    });

    it('autocompletes prefixes, lowercased, and answers an empty text with an empty list', async () => {
      const body = await ok<{ data: string[] }>('de', '/api/search/autocomplete/?query=konzerth');
      expect(body.data).toContain('Konzerthaus');
      const upper = await ok<{ data: string[] }>('de', '/api/search/autocomplete/?query=KONZERTH');
      expect(upper.data).toEqual(body.data);
      const english = await ok<{ data: string[] }>('en', '/api/search/autocomplete/?query=babi');
      expect(english.data).toContain('Why we play concerts for babies');
      expect(await ok<unknown>('de', '/api/search/autocomplete/?query=')).toEqual({ data: [] });
      expect(await ok<unknown>('de', '/api/search/autocomplete/')).toEqual({ data: [] });
      expect(await ok<unknown>('de', '/api/search/autocomplete/?query=%26%7C!')).toEqual({ data: [] });
      expect((await ok<{ data: string[] }>('de', '/api/search/autocomplete/?query=zzzzqx')).data).toEqual([]);
    });
  });
}

describe('CMS content and search on PGlite', () => {
  const cms = cmsForSuite('pglite', { CMS_SEED_DATE: SEED_DATE });
  contentSuite(cms.url);
});

describe.skipIf(!TEST_DATABASE_URL)('CMS content and search on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  const cms = cmsForSuite('postgres', { CMS_SEED_DATE: SEED_DATE });

  it('answers searches from the folded columns of its own schema (migration 007)', async () => {
    const rows = await queryPostgres<{ table_name: string }>(
      "SELECT DISTINCT table_name FROM information_schema.columns WHERE table_schema = $1 AND column_name LIKE 'folded\\_%' AND is_generated = 'ALWAYS' ORDER BY table_name",
      [cms.schema],
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'articles',
      'events',
      'page_translations',
      'persons',
      'productions',
      'venue_details',
      'venues',
    ]);
  });

  contentSuite(cms.url);
});
