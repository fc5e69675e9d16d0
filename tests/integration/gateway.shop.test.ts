// The cart through the gateway, against the real embedded upstream (spec 001 §5, §7, §8): one
// upstream call per seat group into one cart, the cart cookies, the cart query, -214, input
// checks. A recording proxy sees every upstream call with the cookies it carried.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, request } from '../support/http';
import { startsWellAhead } from '../support/seedDates';
import { startWeb, type RunningProcess } from '../support/processes';
import { byText } from '../support/byText';

interface Recorded {
  method: string;
  path: string;
  cookie: string;
}

/** Forwards to the upstream and records each request with its Cookie header. */
async function startRecorder(targetUrl: string): Promise<{ url: string; requests: Recorded[]; close: () => Promise<void> }> {
  const target = new URL(targetUrl);
  const agent = new http.Agent({ keepAlive: true });
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0] ?? '/', cookie: req.headers.cookie ?? '' });
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}

let recorder: Awaited<ReturnType<typeof startRecorder>>;
let web: RunningProcess;

beforeAll(async () => {
  recorder = await startRecorder(inject('cmsUrl'));
  web = await startWeb({ CMS_URL: recorder.url, UPSTREAM_CACHE: 'off' });
});

afterAll(async () => {
  await web?.stop();
  await recorder?.close();
});

interface SeatGroup {
  id: string;
  available: number | null;
  prices: { saleTypeId: number }[];
  timeslots: { id: string; blockId: number | null; available: number | null }[];
}
interface Bookable {
  id: string;
  ticketingId: number;
  variant: string;
  seatGroups: SeatGroup[];
}

const DETAIL = `query ($id: ID!) { event(locale: DE, id: $id) { id ticketingId
  booking { variant seatGroups { id available prices { saleTypeId } timeslots { id blockId available } } } } }`;

/** Events on sale from the second page on (the first page is what other suites book from). */
async function bookableEvents(): Promise<Bookable[]> {
  const list = await graphql(
    web.url,
    'query { events(locale: DE, page: 2, pageSize: 60) { items { id startsAt isSoldOut isCancelled } } }',
  );
  const items = (list.json.data!.events as { items: { id: string; startsAt: string; isSoldOut: boolean; isCancelled: boolean }[] }).items;
  const found: Bookable[] = [];
  for (const item of items.filter((event) => !event.isSoldOut && !event.isCancelled && startsWellAhead(event.startsAt))) {
    const detail = await graphql(web.url, DETAIL, { id: item.id });
    const event = detail.json.data?.event as {
      id: string;
      ticketingId: number | null;
      booking: { variant: string; seatGroups: SeatGroup[] } | null;
    };
    if (event.booking && event.ticketingId !== null) found.push({ id: event.id, ticketingId: event.ticketingId, ...event.booking });
  }
  return found;
}

function setCookies(headers: http.IncomingHttpHeaders): string[] {
  return headers['set-cookie'] ?? [];
}

const cookieValue = (cookies: readonly string[], name: string) =>
  cookies.map((cookie) => new RegExp(`^${name}=([^;]*)`).exec(cookie)?.[1]).find((value) => value !== undefined);

const ADD = `mutation ($locale: Locale!, $input: AddToCartInput!) { addToCart(locale: $locale, input: $input) {
  addedSeatGroupIds ticketsQuantity cartUrl errors { seatGroupId kind responseCode message } } }`;
const CART =
  'query ($locale: Locale!) { cart(locale: $locale) { hasReservation ticketsQuantity total cartUrl items { eventId seatGroup saleTypeId quantity price sum } } }';

let events: Bookable[] = [];

describe('the cart', () => {
  beforeAll(async () => {
    events = await bookableEvents();
  });

  it('adds tickets of two seat groups with one upstream call each, into one cart, and sets the cart cookies', async () => {
    const event = events.find(
      (candidate) =>
        candidate.variant === 'SEAT_GROUP' &&
        candidate.seatGroups.filter((group) => (group.available ?? 0) >= 3 && group.prices.length > 0).length >= 2,
    );
    if (!event) throw new Error('the seed has no event on sale with two seat groups');
    const [first, second] = event.seatGroups.filter((group) => (group.available ?? 0) >= 3 && group.prices.length > 0);
    if (!first || !second) throw new Error('unreachable');
    const tickets = [
      { seatGroupId: first.id, saleTypeId: String(first.prices[0]?.saleTypeId), quantity: 1 },
      { seatGroupId: second.id, saleTypeId: String(second.prices[0]?.saleTypeId), quantity: 2 },
      // The same price again: summed into the first group's one call.
      { seatGroupId: first.id, saleTypeId: String(first.prices[0]?.saleTypeId), quantity: 1 },
    ];
    recorder.requests.length = 0;
    const result = await graphql(web.url, ADD, {
      locale: 'EN',
      input: { eventId: event.id, ticketingId: String(event.ticketingId), tickets },
    });
    expect(result.json.errors).toBeUndefined();
    expect(result.json.data?.addToCart).toMatchObject({ addedSeatGroupIds: [first.id, second.id], ticketsQuantity: 4, errors: [] });
    const cartUrl = (result.json.data!.addToCart as { cartUrl: string }).cartUrl;
    // The upstream's cart page opens through the site itself.
    expect(cartUrl).toMatch(/^\/shop\/cart/);

    const posts = recorder.requests.filter((entry) => entry.method === 'POST');
    expect(posts.map((entry) => entry.path)).toEqual(['/en/api/shop-cart/', '/en/api/shop-cart/']);
    const cookies = setCookies(result.headers);
    const cart = cookieValue(cookies, 'shop_cart');
    expect(cart).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.cookie).not.toContain('shop_cart=');
    expect(posts[1]?.cookie).toContain(`shop_cart=${cart}`);

    // spec 001 §7: cartAmount and cartUrl, path /, 15 minutes, readable by the page.
    expect(cookies).toContain('cartAmount=4; Path=/; Max-Age=900; SameSite=Lax');
    const cartUrlCookie = cookies.find((cookie) => cookie.startsWith('cartUrl='));
    // The badge leads to the site's own cart page (the webshop layout), the result to the upstream's.
    expect(cartUrlCookie).toBe('cartUrl=%2Fwebshop; Path=/; Max-Age=900; SameSite=Lax');

    recorder.requests.length = 0;
    const shown = await graphql(web.url, CART, { locale: 'EN' }, { cookie: `shop_cart=${cart}` });
    const answer = shown.json.data?.cart as {
      hasReservation: boolean;
      ticketsQuantity: number;
      items: { eventId: string; quantity: number }[];
    };
    expect(answer.hasReservation).toBe(true);
    expect(answer.ticketsQuantity).toBe(4);
    expect(answer.items.map((item) => [item.eventId, item.quantity]).sort(byText)).toEqual([
      [event.id, 2],
      [event.id, 2],
    ]);
    expect(recorder.requests.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['GET /en/api/shop-cart/']);

    const page = await request(`${web.url}${cartUrl}`, { headers: { cookie: `shop_cart=${cart}; other=1` } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('No current reservation');
  });

  it('shows an empty cart without a reservation', async () => {
    const result = await graphql(web.url, CART, { locale: 'DE' });
    expect(result.json.errors).toBeUndefined();
    expect(result.json.data?.cart).toEqual({ hasReservation: false, ticketsQuantity: 0, total: null, cartUrl: null, items: [] });
  });

  it('reports -214 with the widget’s message when a timeslot has fewer seats than asked', async () => {
    let choice: { event: Bookable; group: SeatGroup; blockId: number; quantity: number } | undefined;
    for (const event of events.filter((candidate) => candidate.variant === 'TIMESLOT')) {
      for (const group of event.seatGroups) {
        const slot = group.timeslots.find((timeslot) => timeslot.blockId !== null && (timeslot.available ?? 99) < 50);
        if (slot && slot.blockId !== null && group.prices.length > 0)
          choice = { event, group, blockId: slot.blockId, quantity: (slot.available ?? 0) + 1 };
      }
    }
    if (!choice) throw new Error('the seed has no timeslot with fewer than 50 seats left');
    const { event, group, blockId, quantity } = choice;
    const input = {
      eventId: event.id,
      ticketingId: String(event.ticketingId),
      blockId: String(blockId),
      tickets: [{ seatGroupId: group.id, saleTypeId: String(group.prices[0]?.saleTypeId), quantity }],
    };
    recorder.requests.length = 0;
    const de = await graphql(web.url, ADD, { locale: 'DE', input });
    expect(de.json.errors).toBeUndefined();
    expect(de.json.data?.addToCart).toEqual({
      addedSeatGroupIds: [],
      ticketsQuantity: null,
      cartUrl: null,
      errors: [
        {
          seatGroupId: group.id,
          kind: 'NOT_ENOUGH_SEATS',
          responseCode: -214,
          message: 'Nicht genügend (zusammenhängende) Plätze gefunden.',
        },
      ],
    });
    expect(setCookies(de.headers).some((cookie) => cookie.startsWith('cartAmount='))).toBe(false);
    const en = await graphql(web.url, ADD, { locale: 'EN', input });
    expect((en.json.data!.addToCart as { errors: { message: string }[] }).errors[0]?.message).toBe('Not enough (connected) seats found.');
    expect(recorder.requests.filter((entry) => entry.method === 'POST').map((entry) => entry.path)).toEqual([
      '/de/api/shop-cart/',
      '/en/api/shop-cart/',
    ]);
  });

  it('refuses no tickets and quantities outside 1–50 as BAD_USER_INPUT without asking the upstream', async () => {
    recorder.requests.length = 0;
    const none = await graphql(web.url, ADD, { locale: 'EN', input: { eventId: '1', ticketingId: '100001', tickets: [] } });
    expect(none.json.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input',
      fieldErrors: { tickets: ['Select at least one ticket.'] },
    });
    const tooMany = await graphql(web.url, ADD, {
      locale: 'DE',
      input: {
        eventId: '1',
        ticketingId: '100001',
        tickets: [
          { seatGroupId: '1', saleTypeId: '1', quantity: 51 },
          { seatGroupId: '1', saleTypeId: '2', quantity: 0 },
        ],
      },
    });
    expect(tooMany.json.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'tickets.0.quantity': ['Die Anzahl muss zwischen 1 und 50 liegen.'],
      'tickets.1.quantity': ['Die Anzahl muss zwischen 1 und 50 liegen.'],
    });
    expect(recorder.requests).toEqual([]);
  });
});
