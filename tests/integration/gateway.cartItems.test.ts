// Mutation.removeCartItem through /graphql, as the webshop's cart page uses it (spec 001 §7, §8,
// §9), against an upstream of its own (its clock, CMS_TEST_CLOCK, lets a hold run out): a line
// goes, its seats are back on sale, the cart cookies follow (gone with the last line); another
// visitor's line, an unknown or malformed id are refused by field and nothing changes; no cart or
// a hold that ran out is NO_RESERVATION; the shop offline is SHOP_OFFLINE, asking the ticketing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableEvents, liveEvent, seatGroupPicker, type BookableEvent, type SeatGroup } from '../support/bookableEvents';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

const cms = cmsForSuite(OWN_STORAGE, { NODE_ENV: 'test', CMS_TEST_CLOCK: 'true' });
let web: RunningProcess;

interface CartLine {
  id: string;
  eventId: string;
  saleTypeId: string;
  quantity: number;
}
interface Cart {
  hasReservation: boolean;
  ticketsQuantity: number;
  total: string | null;
  heldUntil: string | null;
  items: CartLine[];
}

const ADD = `mutation ($input: AddToCartInput!) { addToCart(locale: DE, input: $input) { addedSeatGroupIds errors { kind } } }`;
const CART_FIELDS = 'hasReservation ticketsQuantity total heldUntil items { id eventId saleTypeId quantity }';
const CART = `query ($locale: Locale!) { cart(locale: $locale) { ${CART_FIELDS} } }`;
const REMOVE = `mutation ($locale: Locale!, $id: ID!) { removeCartItem(locale: $locale, id: $id) { ${CART_FIELDS} } }`;

let events: BookableEvent[] = [];
const live = (id: string) => liveEvent(web.url, id);
const pickGroup = seatGroupPicker(() => events);
/** An untouched seat group without timeslots and with two prices, of an event no other test used. */
const pick = () => pickGroup((candidate) => candidate.prices.length >= 2 && (candidate.available ?? 0) >= 5);

/** The visitor's cookies as a Cookie header, from the Set-Cookie lines of an answer. */
function cookiesOf(headers: { 'set-cookie'?: string[] }): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of headers['set-cookie'] ?? []) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    jar[pair.slice(0, index)] = pair.slice(index + 1);
  }
  return jar;
}

/** A visitor with a cart of two lines (two prices, 2 + 1 tickets) of one seat group. */
async function visitorWithCart(): Promise<{ event: BookableEvent; group: SeatGroup; cookie: string; lines: CartLine[] }> {
  const { event, group } = pick();
  const [first, second] = group.prices;
  const tickets = [
    { seatGroupId: group.id, saleTypeId: String(first!.saleTypeId), quantity: 2 },
    { seatGroupId: group.id, saleTypeId: String(second!.saleTypeId), quantity: 1 },
  ];
  const added = await graphql(web.url, ADD, { input: { eventId: event.id, ticketingId: String(event.ticketingId), tickets } });
  expect(added.json.data?.addToCart).toMatchObject({ addedSeatGroupIds: [group.id], errors: [] });
  const cookie = `shop_cart=${cookiesOf(added.headers).shop_cart}`;
  const cart = (await graphql(web.url, CART, { locale: 'DE' }, { cookie })).json.data!.cart as Cart;
  expect(cart.items).toHaveLength(2);
  return { event, group, cookie, lines: cart.items };
}

async function available(event: BookableEvent, group: SeatGroup): Promise<number | null | undefined> {
  return (await live(event.id)).groups.find((candidate) => candidate.id === group.id)?.available;
}

beforeAll(async () => {
  // SETTINGS_TTL_MS 0: the shop's switch (site settings) takes effect at once.
  web = await startWeb({ CMS_URL: cms.url(), UPSTREAM_CACHE: 'off', SETTINGS_TTL_MS: '0' });
  events = await bookableEvents(web.url, { fromToday: false, pageSize: 40, aheadHours: 3 });
});

afterAll(async () => {
  await web?.stop();
});

describe('removeCartItem', () => {
  it('takes a line out, gives its seats back and rewrites the cart cookies; the last line takes them away', async () => {
    const { event, group, cookie, lines } = await visitorWithCart();
    expect(await available(event, group)).toBe((group.available ?? 0) - 3);
    const [first, second] = lines;

    const removed = await graphql(web.url, REMOVE, { locale: 'EN', id: first!.id }, { cookie });
    expect(removed.json.errors).toBeUndefined();
    const cart = removed.json.data!.removeCartItem as Cart;
    expect(cart).toMatchObject({ hasReservation: true, ticketsQuantity: second!.quantity, items: [{ id: second!.id }] });
    expect(Date.parse(cart.heldUntil ?? '')).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await available(event, group)).toBe((group.available ?? 0) - second!.quantity);
    const set = removed.headers['set-cookie'] ?? [];
    expect(set).toContain(`cartAmount=${second!.quantity}; Path=/; Max-Age=900; SameSite=Lax`);
    expect(set).toContain('cartUrl=%2Fwebshop; Path=/; Max-Age=900; SameSite=Lax');
    expect(set.find((line) => line.startsWith('cartHoldUntil='))).toBe(
      `cartHoldUntil=${Date.parse(cart.heldUntil ?? '')}; Path=/; Max-Age=900; SameSite=Lax`,
    );

    const last = await graphql(web.url, REMOVE, { locale: 'DE', id: second!.id }, { cookie });
    expect(last.json.data?.removeCartItem).toEqual({ hasReservation: false, ticketsQuantity: 0, total: null, heldUntil: null, items: [] });
    const gone = last.headers['set-cookie'] ?? [];
    for (const name of ['cartAmount', 'cartUrl', 'cartHoldUntil']) expect(gone).toContain(`${name}=; Path=/; Max-Age=0; SameSite=Lax`);
    expect(await available(event, group)).toBe(group.available);
  });

  it('refuses another visitor’s line, an unknown and a malformed id by field in the caller’s language, and nothing changes', async () => {
    const owner = await visitorWithCart();
    const stranger = await visitorWithCart();
    const before = await available(owner.event, owner.group);
    const attempts: { id: string; cookie: string }[] = [
      // Another visitor's line: the stranger's cookie with the owner's line id.
      { id: owner.lines[0]!.id, cookie: stranger.cookie },
      { id: '999999999', cookie: owner.cookie },
      { id: '99999999999999999999', cookie: owner.cookie },
      { id: 'abc', cookie: owner.cookie },
      { id: '1 OR 1=1', cookie: owner.cookie },
      { id: '-1', cookie: owner.cookie },
    ];
    for (const attempt of attempts) {
      const de = await graphql(web.url, REMOVE, { locale: 'DE', id: attempt.id }, attempt.cookie ? { cookie: attempt.cookie } : {});
      expect(de.status, attempt.id).toBe(200);
      expect(de.json.data).toBeNull();
      expect(de.json.errors?.[0], attempt.id).toMatchObject({
        message: 'Ungültige Eingabe.',
        extensions: {
          code: 'BAD_USER_INPUT',
          field: 'id',
          fieldErrors: { id: ['Diese Position ist nicht in Ihrem Warenkorb. Es wurde nichts geändert.'] },
        },
      });
      expect((de.headers['set-cookie'] ?? []).some((line) => line.startsWith('cartAmount='))).toBe(false);
    }
    // No cart at all: no current reservation (spec 001 §8 -204).
    const noCart = await graphql(web.url, REMOVE, { locale: 'DE', id: owner.lines[0]!.id });
    expect(noCart.json.errors?.[0]).toMatchObject({ message: 'Keine aktuelle Reservierung.', extensions: { code: 'NO_RESERVATION' } });
    const en = await graphql(web.url, REMOVE, { locale: 'EN', id: owner.lines[0]!.id }, { cookie: stranger.cookie });
    expect(en.json.errors?.[0]?.extensions?.fieldErrors).toEqual({ id: ['This line is not in your cart. Nothing was changed.'] });

    const ownerCart = (await graphql(web.url, CART, { locale: 'DE' }, { cookie: owner.cookie })).json.data!.cart as Cart;
    expect(ownerCart.items).toEqual(owner.lines);
    const strangerCart = (await graphql(web.url, CART, { locale: 'DE' }, { cookie: stranger.cookie })).json.data!.cart as Cart;
    expect(strangerCart.items).toEqual(stranger.lines);
    expect(await available(owner.event, owner.group)).toBe(before);
  });

  it('answers SHOP_OFFLINE while the shop is offline, and the line stays', async () => {
    const { cookie, lines } = await visitorWithCart();
    const staff = await loginAsStaff(cms.url());
    const token = /csrftoken=([^;]+)/.exec(staff)?.[1] ?? '';
    const setShop = (online: boolean) =>
      request(`${cms.url()}/pageeditor-api/settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: staff, 'x-csrftoken': token },
        body: JSON.stringify({ is_shop_online: online }),
      });
    expect((await setShop(false)).status).toBe(200);
    try {
      const answer = await graphql(web.url, REMOVE, { locale: 'EN', id: lines[0]!.id }, { cookie });
      expect(answer.json.errors?.[0]).toMatchObject({ message: 'Webshop offline', extensions: { code: 'SHOP_OFFLINE' } });
    } finally {
      expect((await setShop(true)).status).toBe(200);
    }
    const cart = (await graphql(web.url, CART, { locale: 'DE' }, { cookie })).json.data!.cart as Cart;
    expect(cart.items).toEqual(lines);
  });

  it('answers NO_RESERVATION with -204’s message once the hold has run out (the upstream clock moved 16 minutes)', async () => {
    const { cookie, lines } = await visitorWithCart();
    // The line is read before the clock moves, as a cart page shows it.
    const moved = await request(`${cms.url()}/__test__/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_ms: 16 * 60_000 }),
    });
    expect(moved.status).toBe(200);
    const answer = await graphql(web.url, REMOVE, { locale: 'DE', id: lines[0]!.id }, { cookie });
    expect(answer.json.errors?.[0]).toMatchObject({ message: 'Keine aktuelle Reservierung.', extensions: { code: 'NO_RESERVATION' } });
    const cart = (await graphql(web.url, CART, { locale: 'DE' }, { cookie })).json.data!.cart as Cart;
    expect(cart).toMatchObject({ hasReservation: false, items: [] });
  });
});
