// The REST contract of src/cms/README.md, checked against the built CMS as a real process:
// on PGlite always, on PostgreSQL when TEST_DATABASE_URL is set. Seeded for the first day of last
// month (tests/support/seedDates.ts): a season of twelve months from it, partly over.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPostgres, TEST_DATABASE_URL, cmsForSuite } from '../support/cmsUnderTest';
import { startCms, type RunningProcess } from '../support/processes';
import { byText } from '../support/byText';
import { monthsAfter, PINNED_SEED_DATE } from '../support/seedDates';

const SEED_DATE = PINNED_SEED_DATE;
const JSON_TYPE = 'application/json; charset=utf-8';
const BERLIN_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/;

interface Named {
  id: number;
  name: string;
}
interface Room extends Named {
  show_in_filter: boolean;
  venue: { id: number; name: string; slug: string };
}
interface EventItem {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  date_start: string;
  date_end: string | null;
  event_type_new: { id: number; name: string; slug: string };
  room: Room;
  tags: Named[];
  series: (Named & { slug: string })[];
  genres: Named[];
  image_thumbnails: { small: string; large: string } | null;
  image_alt: string;
  ticket_url: string;
  id_jet: number;
  is_sold_out: boolean;
  is_cancelled: boolean;
}
interface Envelope {
  count: number;
  next: string | null;
  previous: string | null;
  results: EventItem[];
}
interface Teaser {
  id: number;
  name: string;
  link: { url: string };
  preline: string;
  headline: string;
  subline: string;
  link_text: string;
  image_obj: { url: string; alt: string; width: number; height: number };
  image_thumbnails: { large: string };
  position: string;
  style3: boolean;
}

interface Reply<T> {
  status: number;
  headers: Headers;
  body: T;
}

async function getJson<T>(url: string): Promise<Reply<T>> {
  const response = await fetch(url, { redirect: 'manual' });
  const body = (await response.json()) as T;
  return { status: response.status, headers: response.headers, body };
}

/** The part of a path after the language prefix, e.g. `/api/events/?date=…`. */
type ApiPath = `/${string}`;

/** Registers the contract tests; `base()` is read inside each test, after beforeAll started the CMS. */
function contract(base: () => string): void {
  const url = (lang: 'de' | 'en' | '', apiPath: ApiPath) => `${base()}${lang ? `/${lang}` : ''}${apiPath}`;

  async function events(lang: 'de' | 'en', query: string): Promise<Envelope> {
    const reply = await getJson<Envelope>(url(lang, `/api/events/?${query}`));
    expect(reply.status, query).toBe(200);
    return reply.body;
  }

  async function allEvents(lang: 'de' | 'en', query = ''): Promise<EventItem[]> {
    const results: EventItem[] = [];
    for (let page = 1; ; page += 1) {
      const body = await events(lang, `date=${SEED_DATE}&page_size=100&page=${page}${query}`);
      results.push(...body.results);
      if (!body.next) return results;
    }
  }

  it('reports health', async () => {
    const reply = await getJson<unknown>(`${base()}/healthz`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
  });

  it.each(['', '/de', '/en'])('serves the site settings at %s/pageeditor-api/settings', async (prefix) => {
    const reply = await getJson<unknown>(`${base()}${prefix}/pageeditor-api/settings`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe(JSON_TYPE);
    expect(reply.body).toEqual({
      status: 200,
      data: {
        is_site_online: true,
        is_shop_online: true,
        html_header: { code: '' },
        html_footer_top: { code: '' },
        html_footer_bottom: { code: '' },
        html_footer_logos: { code: '' },
      },
    });
  });

  describe('filter options', () => {
    it('lists rooms with their venue, localised and ordered by name', async () => {
      const de = await getJson<Room[]>(url('de', '/api/rooms/'));
      const en = await getJson<Room[]>(url('en', '/api/rooms/'));
      for (const reply of [de, en]) {
        expect(reply.status).toBe(200);
        expect(reply.headers.get('content-type')).toBe(JSON_TYPE);
        expect(reply.body.length).toBeGreaterThanOrEqual(6);
        for (const room of reply.body) {
          expect(Object.keys(room).sort()).toEqual(['id', 'name', 'show_in_filter', 'venue']);
          expect(Object.keys(room.venue).sort()).toEqual(['id', 'name', 'slug']);
        }
      }
      expect(de.body.map((room) => room.name)).toContain('Großer Saal');
      expect(en.body.map((room) => room.name)).toContain('Main Hall');
      expect(new Set(de.body.map((room) => room.venue.id)).size).toBe(3);
      expect(de.body.some((room) => !room.show_in_filter)).toBe(true);
      const names = de.body.map((room) => room.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    });

    it.each([
      ['exhibition-types', ['id', 'name', 'slug'], 'Sinfoniekonzert', 'Symphony concert'],
      ['event-tags', ['id', 'name', 'show_in_filter'], 'Für Familien', 'For families'],
      ['series', ['id', 'name', 'show_in_filter', 'slug'], 'Sonntagsmatinee', 'Sunday Matinee'],
      ['genres', ['id', 'name'], 'Romantik', 'Romantic'],
    ] as const)('lists %s with fields %j in German and English', async (list, keys, german, english) => {
      const de = await getJson<Named[]>(url('de', `/api/${list}/`));
      const en = await getJson<Named[]>(url('en', `/api/${list}/`));
      const unprefixed = await getJson<Named[]>(url('', `/api/${list}/`));
      expect(de.status).toBe(200);
      expect(en.status).toBe(200);
      expect(de.body.length).toBeGreaterThanOrEqual(6);
      for (const option of [...de.body, ...en.body]) expect(Object.keys(option).sort()).toEqual([...keys]);
      expect(de.body.map((option) => option.name)).toContain(german);
      expect(en.body.map((option) => option.name)).toContain(english);
      expect(unprefixed.body).toEqual(de.body);
      expect(en.body.map((option) => option.id).sort(byText)).toEqual(de.body.map((option) => option.id).sort(byText));
    });
  });

  describe('events', () => {
    it('pages the list in the envelope, ten by default, ordered by start', async () => {
      const reply = await getJson<Envelope>(url('de', `/api/events/?date=${SEED_DATE}`));
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe(JSON_TYPE);
      expect(Object.keys(reply.body).sort()).toEqual(['count', 'next', 'previous', 'results']);
      expect(reply.body.count).toBeGreaterThanOrEqual(150);
      expect(reply.body.count).toBeLessThanOrEqual(250);
      expect(reply.body.results).toHaveLength(10);
      expect(reply.body.previous).toBeNull();
      const starts = reply.body.results.map((event) => Date.parse(event.date_start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it('gives each event the fields of the contract', async () => {
      const { results } = await events('de', `date=${SEED_DATE}`);
      for (const event of results) {
        expect(Object.keys(event).sort()).toEqual(
          [
            'date_end',
            'date_start',
            'event_type_new',
            'genres',
            'id',
            'id_jet',
            'image_alt',
            'image_thumbnails',
            'is_cancelled',
            'is_sold_out',
            'room',
            'series',
            'slug',
            'subtitle',
            'tags',
            'ticket_url',
            'title',
          ].sort(),
        );
        expect(event.date_start).toMatch(BERLIN_ISO);
        expect(event.date_end).toMatch(BERLIN_ISO);
        expect(event.slug).toMatch(/^[a-z0-9-]+$/);
        expect(Object.keys(event.event_type_new).sort()).toEqual(['id', 'name', 'slug']);
        expect(Object.keys(event.room.venue).sort()).toEqual(['id', 'name', 'slug']);
        expect(event.image_thumbnails?.small).toMatch(new RegExp(`^${base()}/media/.+-640\\.png$`));
        expect(event.image_thumbnails?.large).toMatch(new RegExp(`^${base()}/media/.+-1280\\.png$`));
        expect(event.image_alt.length).toBeGreaterThan(0);
        expect(typeof event.is_sold_out).toBe('boolean');
        expect(typeof event.is_cancelled).toBe('boolean');
      }
    });

    it('localises by prefix and answers without one in German', async () => {
      const de = await events('de', `date=${SEED_DATE}`);
      const en = await events('en', `date=${SEED_DATE}`);
      const unprefixed = await getJson<Envelope>(url('', `/api/events/?date=${SEED_DATE}`));
      expect(en.results.map((event) => event.id)).toEqual(de.results.map((event) => event.id));
      expect(en.results.map((event) => event.title)).not.toEqual(de.results.map((event) => event.title));
      expect(de.results.some((event) => /konzert/i.test(event.title))).toBe(true);
      expect(en.results.some((event) => /concert/i.test(event.title))).toBe(true);
      expect(unprefixed.body.results).toEqual(de.results);
    });

    it('starts at the date given, in Europe/Berlin', async () => {
      const from = monthsAfter(SEED_DATE, 4);
      const { results, count } = await events('de', `date=${from}&page_size=100`);
      const all = await events('de', `date=${SEED_DATE}`);
      expect(count).toBeLessThan(all.count);
      for (const event of results) expect(event.date_start.slice(0, 10) >= from).toBe(true);
    });

    it('shows sold-out and cancelled events and days with more than one event', async () => {
      const all = await allEvents('en');
      expect(all.length).toBe((await events('en', `date=${SEED_DATE}`)).count);
      expect(all.some((event) => event.is_sold_out)).toBe(true);
      expect(all.some((event) => event.is_cancelled)).toBe(true);
      const perDay = new Map<string, number>();
      for (const event of all) perDay.set(event.date_start.slice(0, 10), (perDay.get(event.date_start.slice(0, 10)) ?? 0) + 1);
      expect([...perDay.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(5);
    });

    it.each([
      ['room', 'rooms', (event: EventItem) => [event.room.id]],
      ['type', 'exhibition-types', (event: EventItem) => [event.event_type_new.id]],
      ['tag', 'event-tags', (event: EventItem) => event.tags.map((tag) => tag.id)],
      ['series', 'series', (event: EventItem) => event.series.map((series) => series.id)],
      ['genre', 'genres', (event: EventItem) => event.genres.map((genre) => genre.id)],
    ] as const)('narrows the list by %s, for every option shown in the filter', async (filter, list, idsOf) => {
      const total = (await events('de', `date=${SEED_DATE}`)).count;
      const options = (await getJson<(Named & { show_in_filter?: boolean })[]>(url('de', `/api/${list}/`))).body;
      const shown = options.filter((option) => option.show_in_filter !== false);
      expect(shown.length).toBeGreaterThan(0);
      for (const option of shown) {
        const body = await events('de', `date=${SEED_DATE}&${filter}=${option.id}&page_size=100`);
        expect(body.count, `${filter}=${option.id} (${option.name})`).toBeGreaterThan(0);
        expect(body.count).toBeLessThan(total);
        for (const event of body.results) expect(idsOf(event)).toContain(option.id);
      }
    });

    it('finds nothing for an impossible combination: chamber concerts on the lake stage', async () => {
      const rooms = (await getJson<Room[]>(url('de', '/api/rooms/'))).body;
      const types = (await getJson<Named[]>(url('de', '/api/exhibition-types/'))).body;
      const lakeStage = rooms.find((room) => room.name === 'Seebühne');
      const chamber = types.find((type) => type.name === 'Kammerkonzert');
      expect(lakeStage && chamber).toBeTruthy();
      expect((await events('de', `date=${SEED_DATE}&room=${lakeStage?.id}`)).count).toBeGreaterThan(0);
      expect((await events('de', `date=${SEED_DATE}&type=${chamber?.id}`)).count).toBeGreaterThan(0);
      const none = await events('de', `date=${SEED_DATE}&room=${lakeStage?.id}&type=${chamber?.id}`);
      expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
    });

    it('links next and previous pages absolutely, keeping the other parameters', async () => {
      const query = `date=${SEED_DATE}&tag=1&page_size=5`;
      const first = await events('en', query);
      expect(first.count).toBeGreaterThan(10);
      expect(first.previous).toBeNull();
      expect(first.next).not.toBeNull();
      const next = new URL(first.next ?? '');
      expect(`${next.protocol}//${next.host}`).toBe(base());
      expect(next.pathname).toBe('/en/api/events/');
      expect(Object.fromEntries(next.searchParams)).toEqual({ date: SEED_DATE, tag: '1', page_size: '5', page: '2' });

      const second = (await getJson<Envelope>(first.next ?? '')).body;
      expect(second.results).toHaveLength(5);
      expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
      const previous = new URL(second.previous ?? '');
      expect(Object.fromEntries(previous.searchParams)).toEqual({ date: SEED_DATE, tag: '1', page_size: '5' });
      expect((await getJson<Envelope>(second.previous ?? '')).body).toEqual(first);

      const lastPage = Math.ceil(first.count / 5);
      const last = await events('en', `${query}&page=${lastPage}`);
      expect(last.next).toBeNull();
      expect(last.results.length).toBeGreaterThan(0);
      const beyond = await getJson<unknown>(url('en', `/api/events/?${query}&page=${lastPage + 1}`));
      expect(beyond.status).toBe(404);
      expect(beyond.body).toEqual({ detail: 'Invalid page.' });
    });

    it.each([
      ['room=abc', 'room'],
      ['type=1x', 'type'],
      ['tag=-3', 'tag'],
      ['series=1.5', 'series'],
      ['genre=eins', 'genre'],
      ['date=2026-02-30', 'date'],
      ['date=01-09-2026', 'date'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page_size=0', 'page_size'],
      ['page_size=101', 'page_size'],
    ])('rejects %s with a 400 naming the field', async (query, field) => {
      for (const lang of ['de', 'en'] as const) {
        const reply = await getJson<{ detail: string; errors: Record<string, string[]> }>(url(lang, `/api/events/?${query}`));
        expect(reply.status).toBe(400);
        expect(reply.headers.get('content-type')).toBe(JSON_TYPE);
        expect(reply.body.detail).toBe('Invalid query parameters.');
        expect(Object.keys(reply.body.errors)).toEqual([field]);
        expect(reply.body.errors[field]?.[0]).toMatch(/\S/);
      }
    });
  });

  describe('teasers', () => {
    it('lists teasers in both languages, ordered by position', async () => {
      const de = await getJson<Teaser[]>(url('de', '/api/teasers/'));
      const en = await getJson<Teaser[]>(url('en', '/api/teasers/'));
      expect(de.status).toBe(200);
      expect(de.headers.get('content-type')).toBe(JSON_TYPE);
      expect(de.body.length).toBeGreaterThanOrEqual(8);
      expect(de.body.length).toBeLessThanOrEqual(12);
      for (const teaser of [...de.body, ...en.body]) {
        expect(Object.keys(teaser).sort()).toEqual(
          [
            'id',
            'image_obj',
            'image_thumbnails',
            'headline',
            'link',
            'link_text',
            'name',
            'position',
            'preline',
            'style3',
            'subline',
          ].sort(),
        );
        expect(teaser.position).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(teaser.link.url).toMatch(/^\//);
        expect(teaser.image_obj).toMatchObject({ width: 1280, height: 720 });
        expect(teaser.image_obj.alt.length).toBeGreaterThan(0);
        expect(teaser.image_thumbnails.large).toBe(teaser.image_obj.url);
      }
      const positions = de.body.map((teaser) => teaser.position);
      expect(positions).toEqual([...positions].sort());
      expect(de.body.some((teaser) => teaser.link.url.startsWith('/de/'))).toBe(true);
      expect(en.body.some((teaser) => teaser.link.url.startsWith('/en/'))).toBe(true);
      expect(en.body.map((teaser) => teaser.headline)).not.toEqual(de.body.map((teaser) => teaser.headline));
    });
  });

  describe('media', () => {
    it('serves the generated pictures as cacheable PNGs', async () => {
      const [event] = (await events('de', `date=${SEED_DATE}`)).results;
      const [teaser] = (await getJson<Teaser[]>(url('de', '/api/teasers/'))).body;
      for (const picture of [event?.image_thumbnails?.small, event?.image_thumbnails?.large, teaser?.image_obj.url]) {
        const response = await fetch(picture ?? '');
        expect(response.status, picture).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      }
    });

    it('answers a missing picture with a JSON 404', async () => {
      const reply = await getJson<unknown>(`${base()}/media/seed/events/missing-640.png`);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ detail: 'Not found.' });
    });
  });

  describe('errors', () => {
    it.each(['/fr/api/events/', '/de/api/unknown/', '/nothing-here', '/de/api/events/extra'])(
      'answers %s with a JSON 404',
      async (pathname) => {
        const reply = await getJson<unknown>(`${base()}${pathname}`);
        expect(reply.status).toBe(404);
        expect(reply.headers.get('content-type')).toBe(JSON_TYPE);
        expect(reply.body).toEqual({ detail: 'Not found.' });
      },
    );

    it('rejects an unknown filter on the event list and the calendar with a field error', async () => {
      const list = await getJson<{ detail: string; errors: Record<string, string[]> }>(url('de', '/api/events/?colour=red&tag=1'));
      expect(list.status).toBe(400);
      expect(Object.keys(list.body.errors)).toEqual(['colour']);
      const calendar = await getJson<{ errors: Record<string, string[]> }>(url('en', '/api/calendar/?page=2'));
      expect(calendar.status).toBe(400);
      expect(Object.keys(calendar.body.errors)).toEqual(['page']);
    });

    it('redirects a path without its trailing slash', async () => {
      const reply = await getJson<unknown>(url('en', '/api/events?tag=1'));
      expect(reply.status).toBe(301);
      expect(reply.headers.get('location')).toBe('/en/api/events/?tag=1');
    });

    it('answers a malformed JSON body with JSON, not a stack trace', async () => {
      const response = await fetch(url('de', '/api/events/'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{oops',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe(JSON_TYPE);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ detail: 'JSON parse error.' });
      expect(text).not.toMatch(/at .+\.m?js/);
    });
  });
}

async function freshDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'orchestra-cms-contract-'));
}

describe('CMS REST contract on PGlite', () => {
  const cms = cmsForSuite('pglite', { CMS_SEED_DATE: SEED_DATE });
  contract(cms.url);
});

describe.skipIf(!TEST_DATABASE_URL)('CMS REST contract on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  const cms = cmsForSuite('postgres', { CMS_SEED_DATE: SEED_DATE });

  it('keeps its tables in the schema it was given', async () => {
    const rows = await queryPostgres<{ count: string }>(`SELECT count(*) FROM "${cms.schema}".events`);
    expect(Number(rows[0]?.count)).toBeGreaterThan(150);
  });

  contract(cms.url);
});

interface RestartTarget {
  env: Record<string, string | undefined>;
  /** Runs SQL against the database the stopped CMS used. */
  runSql: (dataDir: string, sql: string) => Promise<void>;
  cleanup: () => Promise<void>;
}

function restartSuite(name: string, target: RestartTarget, skip = false): void {
  describe.skipIf(skip)(name, () => {
    let dataDir = '';
    beforeAll(async () => {
      dataDir = await freshDir();
    });
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
      await target.cleanup();
    });

    it('keeps its data across a restart on the same data folder and does not seed again', async () => {
      const start = () => startCms({ ...target.env, CMS_DATA_DIR: dataDir, CMS_SEED_DATE: SEED_DATE, LOG_LEVEL: 'info' });
      const firstPage = async (cms: RunningProcess) =>
        (await getJson<Envelope>(`${cms.url}/de/api/events/?date=${SEED_DATE}&page_size=1`)).body;

      const first = await start();
      const before = await firstPage(first);
      expect(first.output()).toContain('database seeded');
      expect(await first.stop()).toBe(0);

      await target.runSql(dataDir, "UPDATE events SET title_de = 'Geänderter Titel' WHERE id = 1");

      const second = await start();
      try {
        const after = await firstPage(second);
        expect(after.count).toBe(before.count);
        expect(before.results[0]?.id).toBe(1);
        expect(before.results[0]?.title).not.toBe('Geänderter Titel');
        expect(after.results[0]?.id).toBe(1);
        expect(after.results[0]?.title).toBe('Geänderter Titel');
        expect(second.output()).toContain('"msg":"listening"');
        expect(second.output()).not.toContain('database seeded');
        expect(second.output()).not.toContain('migration applied');
      } finally {
        expect(await second.stop()).toBe(0);
      }
    });
  });
}

restartSuite('CMS restart on PGlite', {
  env: {},
  async runSql(dataDir, sql) {
    // The CMS is stopped, so this process may open its PGlite folder (its pid lock is gone).
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await db.exec(sql);
    } finally {
      await db.close();
    }
  },
  cleanup: async () => undefined,
});

const restartSchema = `cms_restart_${process.pid}_${Date.now().toString(36)}`;
restartSuite(
  'CMS restart on PostgreSQL (set TEST_DATABASE_URL to run)',
  {
    env: { DATABASE_URL: TEST_DATABASE_URL, CMS_DATABASE_SCHEMA: restartSchema },
    async runSql(_dataDir, sql) {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${restartSchema}` });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
    async cleanup() {
      if (!TEST_DATABASE_URL) return;
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${restartSchema}" CASCADE`);
      await client.end();
    },
  },
  !TEST_DATABASE_URL,
);
