// DELETE /{lang}/api/shop-cart/items/{id}/ of src/cms/README.md "Shop" against the built CMS as a
// real process: the cart page's remove control. Its own upstream, with the test clock
// (CMS_TEST_CLOCK) to let a hold run out. A line goes back on sale at once; another visitor's
// line, an unknown or malformed id and a missing CSRF header change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { request, type RawResponse } from '../support/http';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { startsWellAhead } from '../support/seedDates';

const cms = cmsForSuite(OWN_STORAGE, { NODE_ENV: 'test', CMS_TEST_CLOCK: 'true' });

const CSRF = 'cartItemsTestToken_0123456789abcdefghijkl';
const CSRF_HEADERS = { cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
const STRANGER = 'shop_cart=6b1c7f3e-1d2a-4c3b-8e9f-0a1b2c3d4e5f';

interface SeatGroup {
  id: number;
  status: string;
  capacity: number;
  available: number;
  prices: { sale_type_id: number }[];
  timeslots: unknown[];
}
interface Detail {
  id: number;
  id_jet: number;
  is_sold_out: boolean;
  is_cancelled: boolean;
  seat_groups: SeatGroup[];
}
interface CartBody {
  tickets_quantity: number;
  items: { id: number; event_id: number; sale_type_id: number; quantity: number }[];
}

function json<T>(response: RawResponse): T {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return JSON.parse(response.body) as T;
}

async function detail(id: number): Promise<Detail> {
  return json<Detail>(await request(`${cms.url()}/de/api/events/${id}/`));
}

/** A cart of two lines (two prices of one untouched seat group), named by its cookie. */
async function fillCart(event: Detail, group: SeatGroup): Promise<{ cookie: string; lines: CartBody['items'] }> {
  const [full, discount] = group.prices;
  if (!full || !discount) throw new Error('the group has fewer than two prices');
  const added = await request(`${cms.url()}/de/api/shop-cart/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
    body: JSON.stringify({
      quantities: [2, 1],
      event_jet_id: event.id_jet,
      sale_type_ids: [full.sale_type_id, discount.sale_type_id],
      seat_group: group.id,
    }),
  });
  expect(added.status).toBe(200);
  const line = (added.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('shop_cart='));
  const cookie = line?.split(';')[0] ?? '';
  const cart = json<CartBody>(await request(`${cms.url()}/de/api/shop-cart/`, { headers: { cookie } }));
  return { cookie, lines: cart.items };
}

function remove(id: string | number, cookie: string, headers: Record<string, string> = { 'x-csrftoken': CSRF }): Promise<RawResponse> {
  return request(`${cms.url()}/en/api/shop-cart/items/${id}/`, {
    method: 'DELETE',
    headers: { ...headers, cookie: `csrftoken=${CSRF}; ${cookie}` },
  });
}

let groups: { event: Detail; group: SeatGroup }[] = [];

beforeAll(async () => {
  const list = json<{ results: { id: number; date_start: string; is_sold_out: boolean; is_cancelled: boolean }[] }>(
    await request(`${cms.url()}/de/api/events/?page_size=60`),
  );
  for (const item of list.results.filter((event) => !event.is_sold_out && !event.is_cancelled && startsWellAhead(event.date_start))) {
    const event = await detail(item.id);
    const group = event.seat_groups.find(
      (candidate) =>
        candidate.status === '1' &&
        candidate.timeslots.length === 0 &&
        candidate.prices.length >= 2 &&
        candidate.available === candidate.capacity,
    );
    if (group) groups.push({ event, group });
    if (groups.length >= 3) break;
  }
  groups = groups.slice(0, 3);
});

function take(): { event: Detail; group: SeatGroup } {
  const next = groups.shift();
  if (!next) throw new Error('the seed has too few untouched seat groups');
  return next;
}

describe('removing a cart line', () => {
  it('takes one line out of the caller’s cart and puts its seats back on sale at once', async () => {
    const { event, group } = take();
    const { cookie, lines } = await fillCart(event, group);
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(lines.every((line) => Number.isInteger(line.id))).toBe(true);
    expect((await detail(event.id)).seat_groups.find((candidate) => candidate.id === group.id)?.available).toBe(group.capacity - 3);

    const removed = await remove(lines[0]!.id, cookie);
    expect(removed.status).toBe(200);
    expect(removed.headers['cache-control']).toBe('no-store');
    expect(json(removed)).toEqual({ tickets_quantity: 1, cart_url: `${cms.url()}/shop/cart?lang=en` });
    expect((await detail(event.id)).seat_groups.find((candidate) => candidate.id === group.id)?.available).toBe(group.capacity - 1);
    const cart = json<CartBody>(await request(`${cms.url()}/de/api/shop-cart/`, { headers: { cookie } }));
    expect(cart.items.map((line) => line.id)).toEqual([lines[1]!.id]);

    // The same line again is no line of this cart any more.
    const again = await remove(lines[0]!.id, cookie);
    expect(again.status).toBe(404);
    expect(json(again)).toEqual({ detail: `No line ${lines[0]!.id} in this cart.` });

    // The last line: the cart is empty, its page and API say so (-204).
    const last = await remove(lines[1]!.id, cookie);
    expect(json(last)).toMatchObject({ tickets_quantity: 0 });
    expect((await request(`${cms.url()}/de/api/shop-cart/`, { headers: { cookie } })).status).toBe(404);
    expect((await detail(event.id)).seat_groups.find((candidate) => candidate.id === group.id)?.available).toBe(group.capacity);
  });

  it('refuses another visitor’s line, an unknown or malformed id, no cart and no CSRF header, and changes nothing', async () => {
    const { event, group } = take();
    const { cookie, lines } = await fillCart(event, group);
    const line = lines[0]!;
    const unchanged = async () => {
      const cart = json<CartBody>(await request(`${cms.url()}/de/api/shop-cart/`, { headers: { cookie } }));
      expect(cart.items.map((item) => [item.id, item.quantity])).toEqual(lines.map((item) => [item.id, item.quantity]));
      expect((await detail(event.id)).seat_groups.find((candidate) => candidate.id === group.id)?.available).toBe(group.capacity - 3);
    };

    const stranger = await remove(line.id, STRANGER);
    expect(stranger.status).toBe(404);
    expect(json(stranger)).toEqual({ detail: `No line ${line.id} in this cart.` });
    const noCart = await remove(line.id, '');
    expect(noCart.status).toBe(404);
    const unknown = await remove(999_999, cookie);
    expect(unknown.status).toBe(404);
    for (const malformed of ['abc', '1.5', '-3', '99999999999']) {
      const answer = await remove(malformed, cookie);
      expect(answer.status, malformed).toBe(400);
      expect(json(answer)).toEqual({ detail: 'Invalid path parameters.', errors: { id: ['A line id is a whole number.'] } });
    }
    const withoutHeader = await remove(line.id, cookie, {});
    expect(withoutHeader.status).toBe(403);
    expect(json(withoutHeader)).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    const wrongHeader = await remove(line.id, cookie, { 'x-csrftoken': `${CSRF}x` });
    expect(wrongHeader.status).toBe(403);
    const post = await request(`${cms.url()}/en/api/shop-cart/items/${line.id}/`, {
      method: 'POST',
      headers: { ...CSRF_HEADERS, cookie: `csrftoken=${CSRF}; ${cookie}` },
    });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('DELETE');
    await unchanged();
  });

  it('answers -204 for a line whose hold has run out (the clock moved 16 minutes)', async () => {
    const { event, group } = take();
    const { cookie, lines } = await fillCart(event, group);
    const moved = await request(`${cms.url()}/__test__/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_ms: 16 * 60_000 }),
    });
    expect(moved.status).toBe(200);
    const late = await remove(lines[0]!.id, cookie);
    expect(late.status).toBe(409);
    expect(json(late)).toEqual({ response_code: -204 });
  });
});
