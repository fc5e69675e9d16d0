// The shop and event detail of src/cms/README.md against the built CMS as a real process: on
// PGlite always, on PostgreSQL when TEST_DATABASE_URL is set (a schema per run, dropped
// afterwards). Seeded for the first day of last month (tests/support/seedDates.ts). Includes the concurrency check of spec 001 §7/§9: 500
// simultaneous add-to-cart calls for a seat group of 100 seats hold exactly 100 seats.
import { beforeAll, describe, expect, it } from 'vitest';
import { request, type RawResponse } from '../support/http';
import { queryPostgres, TEST_DATABASE_URL, cmsForSuite } from '../support/cmsUnderTest';
import { monthsAfter, PINNED_SEED_DATE } from '../support/seedDates';

const SEED_DATE = PINNED_SEED_DATE;

const JSON_TYPE = 'application/json; charset=utf-8';
const BERLIN_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/;
const CSRF = 'shopTestToken_0123456789abcdefghijklmnop';
const CSRF_HEADERS = { cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
const LIST_ITEM_KEYS = [
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
];
/** What the detail adds to the list item (src/cms/README.md "Event detail"). */
const DETAIL_ONLY_KEYS = [
  'articles',
  'children',
  'contributors',
  'dates',
  'description',
  'images',
  'important_info',
  'previous_date_start',
  'prices',
  'promoter',
  'related_events',
  'seat_groups',
  'sponsors',
  'venue_address',
  'video',
  'works',
];

interface Price {
  id: number;
  price: string;
  sale_type_id: number;
  seat_group: number;
  text: string;
  name: string;
  has_discounts: boolean;
}
interface Timeslot {
  id: number;
  status: string;
  time_start: string;
  block_id: number;
  available: number;
}
interface SeatGroup {
  id: number;
  seat_group: string;
  status: string;
  text: string;
  capacity: number;
  available: number;
  prices: Price[];
  timeslots: Timeslot[];
}
interface ListItem {
  id: number;
  id_jet: number;
  title: string;
  date_start: string;
  date_end: string | null;
  is_sold_out: boolean;
  is_cancelled: boolean;
  room: { id: number };
}
interface Detail extends ListItem {
  description: string;
  seat_groups: SeatGroup[];
  prices: Price[];
}

function json<T>(response: RawResponse): T {
  expect(response.headers['content-type']).toBe(JSON_TYPE);
  return JSON.parse(response.body) as T;
}

function cookieValue(response: RawResponse, name: string): string | undefined {
  const line = (response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

function postCart(base: string, body: unknown, headers: Record<string, string> = CSRF_HEADERS, lang = 'de'): Promise<RawResponse> {
  return request(`${base}/${lang}/api/shop-cart/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Registers the tests; `base()` is read inside each test, after beforeAll started the CMS. */
function shop(base: () => string, heldInDatabase?: (seatGroupId: number) => Promise<number>): void {
  let events: ListItem[] = [];
  const detail = async (id: number, lang: 'de' | 'en' = 'de'): Promise<Detail> => {
    const response = await request(`${base()}/${lang}/api/events/${id}/`);
    expect(response.status, `event ${id}`).toBe(200);
    return json<Detail>(response);
  };
  /** The first open event with an untouched seat group that matches `wanted`. */
  const findGroup = async (
    wanted: (group: SeatGroup) => boolean,
    skip: readonly number[] = [],
  ): Promise<{ event: Detail; group: SeatGroup }> => {
    for (const item of events) {
      // An event that is over sells nothing (-214); the seed's season began on SEED_DATE, so most of its first events are.
      if (item.is_sold_out || item.is_cancelled || Date.parse(item.date_end ?? item.date_start) < Date.now() + 3_600_000) continue;
      const event = await detail(item.id);
      const group = event.seat_groups.find(
        (candidate) => !skip.includes(candidate.id) && candidate.available === candidate.capacity && wanted(candidate),
      );
      if (group) return { event, group };
    }
    throw new Error('no matching seat group in the seed');
  };

  beforeAll(async () => {
    for (let page = 1; ; page += 1) {
      const response = await request(`${base()}/de/api/events/?date=${SEED_DATE}&page_size=100&page=${page}`);
      const body = json<{ next: string | null; results: ListItem[] }>(response);
      events.push(...body.results);
      if (!body.next) break;
    }
    // Events with the small rooms first: their first seat group has 100 seats.
    events = [...events].sort((a, b) => Number(![3, 4, 5, 7].includes(a.room.id)) - Number(![3, 4, 5, 7].includes(b.room.id)));
  });

  describe('event detail', () => {
    it('is the list item plus description, seat groups and prices, in German and English', async () => {
      const first = events[0];
      if (!first) throw new Error('no events');
      const listed = json<{ results: (ListItem & Record<string, unknown>)[] }>(
        await request(`${base()}/de/api/events/?date=${first.date_start.slice(0, 10)}&page_size=100`),
      ).results.find((item) => item.id === first.id);
      const de = await detail(first.id, 'de');
      expect(Object.keys(de).sort()).toEqual([...LIST_ITEM_KEYS, ...DETAIL_ONLY_KEYS].sort());
      const { description, prices, seat_groups: seatGroups } = de;
      const item = Object.fromEntries(LIST_ITEM_KEYS.map((key) => [key, (de as unknown as Record<string, unknown>)[key]]));
      expect(item).toEqual(listed);
      expect(description).toContain(de.title);
      expect(seatGroups.length).toBeGreaterThanOrEqual(2);
      expect(seatGroups.length).toBeLessThanOrEqual(4);
      for (const group of seatGroups) {
        expect(group).toEqual({
          id: expect.any(Number),
          seat_group: expect.any(String),
          status: expect.stringMatching(/^[01]$/),
          text: expect.any(String),
          capacity: expect.any(Number),
          available: expect.any(Number),
          prices: expect.any(Array),
          timeslots: expect.any(Array),
        });
        expect(group.prices[0]).toMatchObject({
          name: 'Vollpreis',
          sale_type_id: 1,
          seat_group: group.id,
          has_discounts: group.prices.length > 1,
        });
        for (const price of group.prices) expect(price.price).toMatch(/^\d+\.\d{2}$/);
      }
      expect(prices).toEqual(seatGroups.flatMap((group) => group.prices));

      const en = await detail(first.id, 'en');
      expect(en.id_jet).toBe(de.id_jet);
      expect(en.seat_groups[0]?.prices[0]?.name).toBe('Full price');
      expect(en.description).not.toBe(de.description);
    });

    it('lists timeslots for events sold by timeslot', async () => {
      const { group } = await findGroup((candidate) => candidate.timeslots.length > 0);
      for (const slot of group.timeslots) {
        expect(slot).toEqual({
          id: expect.any(Number),
          status: expect.stringMatching(/^[01]$/),
          time_start: expect.stringMatching(BERLIN_ISO),
          block_id: expect.any(Number),
          available: expect.any(Number),
        });
      }
    });

    it('answers 404 for an unknown id, 400 for a non-numeric one and 301 without the trailing slash', async () => {
      expect(json(await request(`${base()}/de/api/events/999999/`))).toEqual({ detail: 'Not found.' });
      const bad = await request(`${base()}/en/api/events/abc/`);
      expect(bad.status).toBe(400);
      expect(json(bad)).toEqual({ detail: 'Invalid path parameters.', errors: { id: [expect.any(String)] } });
      const redirect = await request(`${base()}/de/api/events/1`);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe('/de/api/events/1/');
    });

    it('sets the CSRF cookie the cart call echoes', async () => {
      const response = await request(`${base()}/de/api/events/1/`);
      expect(cookieValue(response, 'csrftoken')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    });
  });

  describe('calendar', () => {
    it('lists the days with matching events from the date on, for twelve months', async () => {
      const room = 7;
      const response = await request(`${base()}/de/api/calendar/?date=${SEED_DATE}&room=${room}`);
      expect(response.status).toBe(200);
      const days = json<string[]>(response);
      const expected = [...new Set(events.filter((event) => event.room.id === room).map((event) => event.date_start.slice(0, 10)))].sort();
      expect(days).toEqual(expected);
      expect(days.length).toBeGreaterThan(0);

      // From half-way through the season: twelve months on, reaching the season's last month.
      const from = monthsAfter(SEED_DATE, 6);
      const later = json<string[]>(await request(`${base()}/de/api/calendar/?date=${from}`));
      expect(later.length).toBeGreaterThan(0);
      expect(later.every((day) => day >= from && day < monthsAfter(from, 12))).toBe(true);
      expect(later.some((day) => day >= monthsAfter(SEED_DATE, 11))).toBe(true);
    });

    it('is empty for a combination without events and 400 for a bad query', async () => {
      // README "Seed": chamber concerts (type 2) never play on the lake stage (room 6).
      expect(json(await request(`${base()}/en/api/calendar/?date=${SEED_DATE}&room=6&type=2`))).toEqual([]);
      for (const date of ['0001-01-01', '9999-12-31']) {
        const edge = await request(`${base()}/de/api/calendar/?date=${date}`);
        expect(edge.status, date).toBe(200);
        expect(json(edge)).toEqual([]);
      }
      const bad = await request(`${base()}/de/api/calendar/?date=01-09-2026&tag=x`);
      expect(bad.status).toBe(400);
      expect(json(bad)).toEqual({ detail: 'Invalid query parameters.', errors: { date: [expect.any(String)], tag: [expect.any(String)] } });
    });
  });

  describe('shop event page', () => {
    it('serves the page ticket_url names, in both languages, and 404 for an unknown event', async () => {
      const list = await request(`${base()}/en/api/events/?date=${SEED_DATE}&page_size=20`);
      const items = (
        JSON.parse(list.body) as {
          results: { id: number; title: string; ticket_url: string; is_sold_out: boolean; is_cancelled: boolean }[];
        }
      ).results;
      const onSale = items.find((item) => !item.is_sold_out && !item.is_cancelled);
      if (!onSale) throw new Error('the seed has no event on sale');
      const ticketPath = new URL(onSale.ticket_url).pathname;
      expect(ticketPath).toBe(`/shop/events/${onSale.id}`);
      const page = await request(`${base()}${ticketPath}?lang=en`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toContain(`<h1>${onSale.title.replace(/&/g, '&amp;')}</h1>`);
      expect(page.body).toContain('Prices and free seats');
      expect(page.body).not.toContain('<script');
      const german = await request(`${base()}${ticketPath}?lang=de`);
      expect(german.body).toContain('Preise und freie Plätze');
      expect((await request(`${base()}/shop/events/99999`)).status).toBe(404);
      expect((await request(`${base()}/shop/events/abc`)).status).toBe(404);
    });
  });

  describe('cart', () => {
    it('refuses a call without the CSRF header, or with one that does not match the cookie', async () => {
      const { event, group } = await findGroup((candidate) => candidate.status === '1' && candidate.timeslots.length === 0);
      const body = { quantities: [1], event_jet_id: event.id_jet, sale_type_ids: [1], seat_group: group.id };
      const attempts: Record<string, string>[] = [
        {},
        { cookie: `csrftoken=${CSRF}` },
        { cookie: `csrftoken=${CSRF}`, 'x-csrftoken': `${CSRF}x` },
      ];
      for (const headers of attempts) {
        const response = await postCart(base(), body, headers);
        expect(response.status).toBe(403);
        expect(json(response)).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
      }
    });

    it('answers 400 with field errors for a bad body and 415 for another media type', async () => {
      const missing = await postCart(base(), { quantities: [1, 2], sale_type_ids: [1] });
      expect(missing.status).toBe(400);
      expect(json(missing)).toEqual({
        detail: 'Invalid request body.',
        errors: { event_jet_id: [expect.any(String)], sale_type_ids: [expect.any(String)] },
      });
      const unknown = await postCart(base(), { quantities: [1], event_jet_id: 999999, sale_type_ids: [1] });
      expect(unknown.status).toBe(400);
      expect(json(unknown)).toEqual({ detail: 'Invalid request body.', errors: { event_jet_id: ['No event with this id.'] } });
      const text = await request(`${base()}/de/api/shop-cart/`, {
        method: 'POST',
        headers: { ...CSRF_HEADERS, 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(text.status).toBe(415);
      const broken = await request(`${base()}/de/api/shop-cart/`, {
        method: 'POST',
        headers: { ...CSRF_HEADERS, 'content-type': 'application/json' },
        body: '{',
      });
      expect(json(broken)).toEqual({ detail: 'JSON parse error.' });
    });

    it('reserves tickets, names the cart in an HttpOnly cookie, and shows them on the cart page', async () => {
      const { event, group } = await findGroup(
        (candidate) => candidate.status === '1' && candidate.timeslots.length === 0 && candidate.prices.length >= 2,
      );
      const [full, discount] = group.prices;
      if (!full || !discount) throw new Error('the group has fewer than two prices');
      const first = await postCart(
        base(),
        { quantities: [2, 1], event_jet_id: event.id_jet, sale_type_ids: [full.sale_type_id, discount.sale_type_id], seat_group: group.id },
        CSRF_HEADERS,
        'en',
      );
      expect(first.status).toBe(200);
      const origin = base();
      // reservation_ids: this add's holds, one per sale type, for the release call.
      expect(json(first)).toEqual({
        tickets_quantity: 3,
        cart_url: `${origin}/shop/cart?lang=en`,
        reservation_ids: [expect.any(Number), expect.any(Number)],
      });
      const cookie = (first.headers['set-cookie'] ?? []).find((line) => line.startsWith('shop_cart='));
      expect(cookie).toMatch(/^shop_cart=[0-9a-f-]{36}; .*HttpOnly; SameSite=Lax/);
      const cart = `shop_cart=${cookieValue(first, 'shop_cart') ?? ''}`;

      const second = await postCart(
        base(),
        { quantities: [1], event_jet_id: String(event.id_jet), sale_type_ids: [full.sale_type_id], seat_group: group.id },
        { ...CSRF_HEADERS, cookie: `${CSRF_HEADERS.cookie}; ${cart}` },
      );
      expect(json(second)).toEqual({ tickets_quantity: 4, cart_url: `${origin}/shop/cart`, reservation_ids: [expect.any(Number)] });
      // The release call gives exactly the second add's hold back, and only to its own cart.
      const secondHold = json<{ reservation_ids: number[] }>(second).reservation_ids;
      const release = (cookie: string) =>
        request(`${base()}/de/api/shop-cart/release/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrftoken': CSRF, cookie: `${CSRF_HEADERS.cookie}; ${cookie}` },
          body: JSON.stringify({ reservation_ids: secondHold }),
        });
      const stranger = await release('shop_cart=6b1c7f3e-1d2a-4c3b-8e9f-0a1b2c3d4e5f');
      expect(stranger.status).toBe(400);
      expect(json(stranger)).toEqual({
        detail: 'Invalid request body.',
        errors: { reservation_ids: [`No reservation ${secondHold[0]} in this cart.`] },
      });
      const released = await release(cart);
      expect(released.status).toBe(200);
      expect(json(released)).toEqual({ released: 1, tickets_quantity: 3 });
      expect((await detail(event.id)).seat_groups.find((candidate) => candidate.id === group.id)?.available).toBe(group.capacity - 3);
      const again = await postCart(
        base(),
        { quantities: [1], event_jet_id: event.id_jet, sale_type_ids: [full.sale_type_id], seat_group: group.id },
        { ...CSRF_HEADERS, cookie: `${CSRF_HEADERS.cookie}; ${cart}` },
      );
      expect(again.status).toBe(200);
      expect((await detail(event.id)).seat_groups.find((candidate) => candidate.id === group.id)?.available).toBe(group.capacity - 4);

      const api = await request(`${base()}/de/api/shop-cart/`, { headers: { cookie: cart } });
      expect(api.status).toBe(200);
      expect(json(api)).toMatchObject({ tickets_quantity: 4, items: [{ quantity: 2 }, { quantity: 1 }, { quantity: 1 }] });

      const page = await request(`${base()}/shop/cart?lang=en`, { headers: { cookie: cart } });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('Full price');
      expect(page.body).not.toContain('<script');
      const german = await request(`${base()}/shop/cart`, { headers: { cookie: cart } });
      expect(german.body).toContain('<html lang="de">');
      expect(german.body).toContain('Vollpreis');
      expect(german.body).toContain(group.seat_group);
    });

    it('answers -204 when the cart holds nothing', async () => {
      const api = await request(`${base()}/en/api/shop-cart/`);
      expect(api.status).toBe(404);
      expect(json(api)).toEqual({ response_code: -204 });
      const page = await request(`${base()}/shop/cart`, {
        headers: { 'accept-language': 'en-GB,en;q=0.9', cookie: 'shop_cart=6b1c7f3e-1d2a-4c3b-8e9f-0a1b2c3d4e5f' },
      });
      expect(page.status).toBe(404);
      expect(page.body).toContain('No current reservation.');
    });

    it('holds exactly 100 seats when 500 visitors ask for the last 100 at once, and answers -214 to the rest', async () => {
      const { event, group } = await findGroup(
        (candidate) => candidate.capacity === 100 && candidate.status === '1' && candidate.timeslots.length === 0,
      );
      const saleTypeId = group.prices[0]?.sale_type_id;
      if (saleTypeId === undefined) throw new Error('the group has no price');
      const body = { quantities: [1], event_jet_id: event.id_jet, sale_type_ids: [saleTypeId], seat_group: group.id };
      // http.request with agent: false: one connection per call, no keep-alive queueing.
      const responses = await Promise.all(Array.from({ length: 500 }, () => postCart(base(), body)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(100);
      expect(statuses.filter((status) => status === 409)).toHaveLength(400);
      for (const response of responses.filter((candidate) => candidate.status === 409))
        expect(JSON.parse(response.body)).toEqual({ response_code: -214 });
      // Distinct carts: every success made its own cart with one ticket.
      const carts = new Set(responses.filter((response) => response.status === 200).map((response) => cookieValue(response, 'shop_cart')));
      expect(carts.size).toBe(100);
      for (const response of responses.filter((candidate) => candidate.status === 200))
        expect(JSON.parse(response.body)).toMatchObject({ tickets_quantity: 1 });

      const after = (await detail(event.id)).seat_groups.find((candidate) => candidate.id === group.id);
      expect(after).toMatchObject({ capacity: 100, available: 0 });
      if (heldInDatabase) expect(await heldInDatabase(group.id)).toBe(100);
      const late = await postCart(base(), body);
      expect(late.status).toBe(409);
      expect(json(late)).toEqual({ response_code: -214 });
    });
  });
}

describe('CMS shop on PGlite', () => {
  const cms = cmsForSuite('pglite', { CMS_SEED_DATE: SEED_DATE });
  shop(cms.url);
});

describe.skipIf(!TEST_DATABASE_URL)('CMS shop on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  const cms = cmsForSuite('postgres', { CMS_SEED_DATE: SEED_DATE });
  shop(cms.url, async (seatGroupId) => {
    const rows = await queryPostgres<{ held: number }>(
      `SELECT COALESCE(sum(quantity), 0)::integer AS held FROM "${cms.schema}".reservations WHERE seat_group_id = $1 AND held_until > now()`,
      [seatGroupId],
    );
    return rows[0]?.held ?? 0;
  });
});
