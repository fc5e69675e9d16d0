// The reservation service against a real database (PGlite in a temporary folder, all migrations,
// the seeded season and shop), with an injected clock: holds, expiry, -214 and -204.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Migration } from '../db/migrations';
import { openDatabase, type Database } from '../db/openDatabase';
import { runMigrations } from '../db/runMigrations';
import { buildSeason } from '../seed/season';
import { seedIfEmpty } from '../seed/seedDatabase';
import { SALE_TYPE, seedShop } from '../seed/seedShop';
import { addToCart, cartIdFromCookie, HOLD_MS, MAX_CART_TICKETS, releaseReservations } from './addToCart';
import type { CartRequest } from './parseCartRequest';
import { readCart } from './readCart';
import { readEventDetail } from './readEventDetail';

const logger = pino({ level: 'silent' });
const SEED_DATE = '2026-09-01';
const T0 = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

/**
 * The same list as db/migrations.ts, read from disk: that module imports `.sql` files, which only
 * esbuild (not vitest) loads as text.
 */
function migrationsFromDisk(): Migration[] {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(path.join(folder, file), 'utf8') }));
}

let dataDir = '';
let db: Database;
/** An open event (not sold out, not cancelled) with a seat group of 10 seats made for these tests. */
let fixture: { eventId: number; idJet: number; groupId: number; timeslotGroupId: number; closedGroupId: number };

async function insertGroup(eventId: number, capacity: number, status: '0' | '1'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO seat_groups (event_id, name_de, name_en, capacity, status, position) VALUES ($1, 'Test', 'Test', $2, $3, 99) RETURNING id`,
    [eventId, capacity, status],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no seat group inserted');
  await db.query(
    `INSERT INTO prices (seat_group_id, sale_type_id, name_de, name_en, price, has_discounts)
     VALUES ($1, 1, 'Vollpreis', 'Full price', 30, true), ($1, 2, 'Ermäßigt', 'Reduced', 15, false), ($1, 4, 'Kinder', 'Children', 0, false)`,
    [id],
  );
  return id;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-shop-unit-'));
  db = await openDatabase({ databaseUrl: undefined, dataDir, schema: 'public', logger });
  await runMigrations(db, migrationsFromDisk(), logger);
  await seedIfEmpty(db, () => buildSeason(SEED_DATE), logger);
  await seedShop({ db, logger, seedDate: SEED_DATE, mediaDir: path.join(dataDir, 'media') });
  const events = await db.query<{ id: number; id_jet: number }>(
    // An event that is not over at any of the tests' instants (T0 and up to a day later).
    'SELECT id, id_jet FROM events WHERE NOT is_sold_out AND NOT is_cancelled AND date_start > $1 ORDER BY id LIMIT 1',
    [at(2 * 24 * 60 * MINUTE)],
  );
  const event = events.rows[0];
  if (!event) throw new Error('no open event in the seed');
  const groupId = await insertGroup(event.id, 10, '1');
  const timeslotGroupId = await insertGroup(event.id, 30, '1');
  await db.query(
    `INSERT INTO timeslots (seat_group_id, time_start, block_id, status, capacity)
     VALUES ($1, $2, 901, '1', 4), ($1, $3, 902, '0', 4)`,
    [timeslotGroupId, at(60 * MINUTE), at(90 * MINUTE)],
  );
  const closedGroupId = await insertGroup(event.id, 10, '0');
  fixture = { eventId: event.id, idJet: event.id_jet, groupId, timeslotGroupId, closedGroupId };
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function request(overrides: Partial<CartRequest> = {}): CartRequest {
  return {
    eventJetId: fixture.idJet,
    lines: [{ saleTypeId: SALE_TYPE.full, quantity: 1 }],
    seatGroupId: fixture.groupId,
    blockId: undefined,
    ...overrides,
  };
}

async function heldIn(groupId: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ held: number }>(
    'SELECT COALESCE(sum(quantity), 0)::integer AS held FROM reservations WHERE seat_group_id = $1 AND held_until > $2',
    [groupId, now],
  );
  return rows[0]?.held ?? 0;
}

describe('seedShop', () => {
  it('gives every event 2–4 seat groups with 2–4 prices, the first of them the full price', async () => {
    const { rows } = await db.query<{ event_id: number; groups: number; min_prices: number; max_prices: number; without_full: number }>(
      `SELECT sg.event_id, count(*)::integer AS groups,
         min((SELECT count(*) FROM prices p WHERE p.seat_group_id = sg.id))::integer AS min_prices,
         max((SELECT count(*) FROM prices p WHERE p.seat_group_id = sg.id))::integer AS max_prices,
         count(*) FILTER (WHERE NOT EXISTS (
           SELECT 1 FROM prices p WHERE p.seat_group_id = sg.id AND p.sale_type_id = 1 AND p.name_de = 'Vollpreis' AND p.position = 0
         ))::integer AS without_full
       FROM seat_groups sg WHERE sg.position < 99 GROUP BY sg.event_id`,
    );
    const events = await db.query<{ count: string }>('SELECT count(*) FROM events');
    expect(rows).toHaveLength(Number(events.rows[0]?.count));
    for (const row of rows) {
      expect(row.groups, `event ${row.event_id}`).toBeGreaterThanOrEqual(2);
      expect(row.groups).toBeLessThanOrEqual(4);
      expect(row.min_prices).toBeGreaterThanOrEqual(2);
      expect(row.max_prices).toBeLessThanOrEqual(4);
      expect(row.without_full).toBe(0);
    }
  });

  it('seeds small and unavailable seat groups, free children prices, timeslots and texts', async () => {
    const { rows } = await db.query<{ small: number; closed: number; free: number; timeslots: number; no_text: number }>(
      `SELECT (SELECT count(*) FROM seat_groups WHERE capacity = 100 AND status = '1')::integer AS small,
         (SELECT count(*) FROM seat_groups WHERE status = '0')::integer AS closed,
         (SELECT count(*) FROM prices WHERE price = 0)::integer AS free,
         (SELECT count(DISTINCT seat_group_id) FROM timeslots)::integer AS timeslots,
         (SELECT count(*) FROM events WHERE description_de = '' OR description_en = '')::integer AS no_text`,
    );
    const counts = rows[0];
    expect(counts?.small).toBeGreaterThan(10);
    expect(counts?.closed).toBeGreaterThan(10);
    expect(counts?.free).toBeGreaterThan(5);
    expect(counts?.timeslots).toBeGreaterThan(3);
    expect(counts?.no_text).toBe(0);
  });

  it('runs once: a second call leaves the seat groups alone', async () => {
    const before = await db.query<{ count: string }>('SELECT count(*) FROM seat_groups');
    await seedShop({ db, logger, seedDate: '2027-01-01', mediaDir: '' });
    const after = await db.query<{ count: string }>('SELECT count(*) FROM seat_groups');
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  });
});

describe('addToCart', () => {
  it('holds seats for 15 minutes: still held after 14, free again after 15 minutes and 1 second', async () => {
    const start = at(0);
    const first = await addToCart(
      db,
      request({
        lines: [
          { saleTypeId: SALE_TYPE.full, quantity: 8 },
          { saleTypeId: SALE_TYPE.reduced, quantity: 2 },
        ],
      }),
      {
        cartId: undefined,
        now: start,
      },
    );
    expect(first).toEqual({
      kind: 'added',
      cartId: expect.any(String),
      ticketsQuantity: 10,
      heldUntil: new Date(start.getTime() + HOLD_MS),
      reservationIds: [expect.any(Number), expect.any(Number)],
    });
    expect(await heldIn(fixture.groupId, start)).toBe(10);

    expect(await addToCart(db, request(), { cartId: undefined, now: at(14 * MINUTE) })).toEqual({ kind: 'unavailable' });
    expect(await heldIn(fixture.groupId, at(14 * MINUTE))).toBe(10);

    const later = at(15 * MINUTE + 1000);
    expect(await heldIn(fixture.groupId, later)).toBe(0);
    const second = await addToCart(db, request({ lines: [{ saleTypeId: SALE_TYPE.full, quantity: 10 }] }), {
      cartId: undefined,
      now: later,
    });
    expect(second).toMatchObject({ kind: 'added', ticketsQuantity: 10 });

    // The first cart's reservation is over: -204 for it, the second cart holds its tickets.
    if (first.kind !== 'added' || second.kind !== 'added') throw new Error('unreachable');
    expect(await readCart(db, first.cartId, later, 'de')).toBeUndefined();
    const cart = await readCart(db, second.cartId, later, 'en');
    expect(cart).toMatchObject({
      ticketsQuantity: 10,
      total: '300.00',
      items: [{ seatGroup: 'Test', priceName: 'Full price', quantity: 10, sum: '300.00' }],
    });
  });

  it('answers -214 when more tickets are asked for than are left, and reserves none of them', async () => {
    const now = at(60 * MINUTE);
    expect(await heldIn(fixture.groupId, now)).toBe(0);
    const result = await addToCart(
      db,
      request({
        lines: [
          { saleTypeId: SALE_TYPE.full, quantity: 6 },
          { saleTypeId: SALE_TYPE.children, quantity: 5 },
        ],
      }),
      {
        cartId: undefined,
        now,
      },
    );
    expect(result).toEqual({ kind: 'unavailable' });
    expect(await heldIn(fixture.groupId, now)).toBe(0);
  });

  it('adds to the cart the cookie names and counts all of its tickets', async () => {
    const now = at(120 * MINUTE);
    const first = await addToCart(db, request({ lines: [{ saleTypeId: SALE_TYPE.full, quantity: 2 }] }), { cartId: undefined, now });
    if (first.kind !== 'added') throw new Error(`expected a reservation, got ${first.kind}`);
    const second = await addToCart(db, request({ lines: [{ saleTypeId: SALE_TYPE.children, quantity: 1 }] }), {
      cartId: first.cartId,
      now: at(125 * MINUTE),
    });
    expect(second).toMatchObject({ kind: 'added', cartId: first.cartId, ticketsQuantity: 3 });
    // The first hold ends 15 minutes after it was made; the second one 5 minutes later.
    expect((await readCart(db, first.cartId, at(136 * MINUTE), 'de'))?.ticketsQuantity).toBe(1);
    expect(await readCart(db, first.cartId, at(141 * MINUTE), 'de')).toBeUndefined();
  });

  it('never lets a client choose a cart id: an unknown one gets a new cart', async () => {
    const stranger = '6b1c7f3e-1d2a-4c3b-8e9f-0a1b2c3d4e5f';
    const result = await addToCart(db, request(), { cartId: stranger, now: at(200 * MINUTE) });
    expect(result.kind).toBe('added');
    if (result.kind === 'added') expect(result.cartId).not.toBe(stranger);
    expect(cartIdFromCookie('not-a-uuid')).toBeUndefined();
    expect(cartIdFromCookie(stranger.toUpperCase())).toBe(stranger);
  });

  it('sells a seat group with timeslots per block, each with its own capacity', async () => {
    const now = at(300 * MINUTE);
    const slot = { seatGroupId: fixture.timeslotGroupId, blockId: 901 };
    expect(await addToCart(db, request({ seatGroupId: fixture.timeslotGroupId }), { cartId: undefined, now })).toEqual({
      kind: 'invalid',
      errors: { block_id: [expect.any(String)] },
    });
    expect(await addToCart(db, request({ ...slot, lines: [{ saleTypeId: 1, quantity: 4 }] }), { cartId: undefined, now })).toMatchObject({
      kind: 'added',
    });
    expect(await addToCart(db, request(slot), { cartId: undefined, now })).toEqual({ kind: 'unavailable' });
    expect(await addToCart(db, request({ ...slot, blockId: 902 }), { cartId: undefined, now })).toEqual({ kind: 'unavailable' });
    expect(await addToCart(db, request({ ...slot, blockId: 903 }), { cartId: undefined, now })).toEqual({
      kind: 'invalid',
      errors: { block_id: [expect.any(String)] },
    });
  });

  it('answers -214 once the event is over (its end, or its start without one, has passed), and holds nothing', async () => {
    const event = await db.query<{ starts: Date; ends: Date | null }>(
      'SELECT date_start AS starts, date_end AS ends FROM events WHERE id = $1',
      [fixture.eventId],
    );
    const row = event.rows[0];
    if (!row) throw new Error('fixture event missing');
    const over = new Date((row.ends ?? row.starts).getTime() + 1000);
    expect(await addToCart(db, request(), { cartId: undefined, now: over })).toEqual({ kind: 'unavailable' });
    expect(await heldIn(fixture.groupId, over)).toBe(0);
  });

  it('answers -214 for an unavailable seat group', async () => {
    expect(await addToCart(db, request({ seatGroupId: fixture.closedGroupId }), { cartId: undefined, now: at(0) })).toEqual({
      kind: 'unavailable',
    });
  });

  it('refuses unknown events, foreign seat groups, unpriced sale types and stray block ids field by field', async () => {
    const now = at(400 * MINUTE);
    const other = await db.query<{ id: number }>('SELECT id FROM seat_groups WHERE event_id <> $1 LIMIT 1', [fixture.eventId]);
    const cases: [Partial<CartRequest>, string][] = [
      [{ eventJetId: 999_999 }, 'event_jet_id'],
      [{ seatGroupId: other.rows[0]?.id ?? 0 }, 'seat_group'],
      [{ lines: [{ saleTypeId: 77, quantity: 1 }] }, 'sale_type_ids'],
      [{ blockId: 901 }, 'block_id'],
    ];
    for (const [overrides, field] of cases) {
      const result = await addToCart(db, request(overrides), { cartId: undefined, now });
      expect(result, field).toEqual({ kind: 'invalid', errors: { [field]: [expect.any(String)] } });
    }
  });

  it('picks the first seat group on sale that prices every sale type when none is named', async () => {
    const now = at(500 * MINUTE);
    const result = await addToCart(db, request({ seatGroupId: undefined }), { cartId: undefined, now });
    if (result.kind !== 'added') throw new Error(`expected a reservation, got ${result.kind}`);
    const cart = await readCart(db, result.cartId, now, 'de');
    const groups = await db.query<{ name_de: string }>(
      `SELECT name_de FROM seat_groups WHERE event_id = $1 AND status = '1' ORDER BY position, id LIMIT 1`,
      [fixture.eventId],
    );
    expect(cart?.items[0]?.seatGroup).toBe(groups.rows[0]?.name_de);
  });
});

describe('readEventDetail', () => {
  it('shows the seats left, counting only unexpired holds', async () => {
    const now = at(600 * MINUTE);
    await addToCart(db, request({ lines: [{ saleTypeId: 1, quantity: 3 }] }), { cartId: undefined, now });
    const held = await readEventDetail(db, fixture.eventId, 'de', 'http://cms.test', now);
    const group = held?.seat_groups.find((candidate) => candidate.id === fixture.groupId);
    expect(group).toMatchObject({
      capacity: 10,
      available: 7,
      status: '1',
      prices: [{ name: 'Vollpreis', price: '30.00', has_discounts: true }, {}, { price: '0.00' }],
    });
    const later = await readEventDetail(db, fixture.eventId, 'en', 'http://cms.test', at(616 * MINUTE));
    expect(later?.seat_groups.find((candidate) => candidate.id === fixture.groupId)?.available).toBe(10);
    expect(await readEventDetail(db, 999_999, 'de', 'http://cms.test', now)).toBeUndefined();
  });
});

describe('an order that ends', () => {
  it('answers -204 to an add into a cart whose holds all ran out, and a new cart takes the next add', async () => {
    const first = await addToCart(db, request(), { cartId: undefined, now: at(700 * MINUTE) });
    if (first.kind !== 'added') throw new Error(`expected a reservation, got ${first.kind}`);
    // Still one current hold at 714 minutes: the same cart takes more.
    expect(await addToCart(db, request(), { cartId: first.cartId, now: at(714 * MINUTE) })).toMatchObject({
      kind: 'added',
      cartId: first.cartId,
      ticketsQuantity: 2,
    });
    // Both holds over (the second ends at 729 minutes): the reservation is over.
    expect(await addToCart(db, request(), { cartId: first.cartId, now: at(730 * MINUTE) })).toEqual({ kind: 'expired' });
    expect(await heldIn(fixture.groupId, at(730 * MINUTE))).toBe(0);
    expect(await addToCart(db, request(), { cartId: undefined, now: at(730 * MINUTE) })).toMatchObject({
      kind: 'added',
      ticketsQuantity: 1,
    });
  });

  it('releases exactly the named holds of the caller’s cart, and nothing when one id is not the cart’s', async () => {
    const now = at(800 * MINUTE);
    const kept = await addToCart(db, request({ lines: [{ saleTypeId: SALE_TYPE.full, quantity: 2 }] }), { cartId: undefined, now });
    if (kept.kind !== 'added') throw new Error(`expected a reservation, got ${kept.kind}`);
    const released = await addToCart(
      db,
      request({
        lines: [
          { saleTypeId: SALE_TYPE.full, quantity: 3 },
          { saleTypeId: SALE_TYPE.reduced, quantity: 1 },
        ],
      }),
      { cartId: kept.cartId, now },
    );
    if (released.kind !== 'added') throw new Error(`expected a reservation, got ${released.kind}`);
    expect(await heldIn(fixture.groupId, now)).toBe(6);

    const stranger = await addToCart(db, request(), { cartId: undefined, now });
    if (stranger.kind !== 'added') throw new Error(`expected a reservation, got ${stranger.kind}`);
    expect(await releaseReservations(db, kept.cartId, [...released.reservationIds, ...stranger.reservationIds], now)).toEqual({
      kind: 'invalid',
      errors: { reservation_ids: [`No reservation ${stranger.reservationIds[0]} in this cart.`] },
    });
    expect(await heldIn(fixture.groupId, now)).toBe(7);
    expect(await releaseReservations(db, undefined, released.reservationIds, now)).toMatchObject({ kind: 'invalid' });

    expect(await releaseReservations(db, kept.cartId, released.reservationIds, now)).toEqual({
      kind: 'released',
      released: 2,
      ticketsQuantity: 2,
    });
    expect(await heldIn(fixture.groupId, now)).toBe(3);
    expect((await readCart(db, kept.cartId, now, 'de'))?.ticketsQuantity).toBe(2);
  });
});

describe('the cart limit', () => {
  it(`answers -209 when a cart would hold more than ${MAX_CART_TICKETS} tickets, and holds nothing of that add`, async () => {
    const now = at(900 * MINUTE);
    const first = await addToCart(db, request({ lines: [{ saleTypeId: SALE_TYPE.full, quantity: 8 }] }), { cartId: undefined, now });
    if (first.kind !== 'added') throw new Error(`expected a reservation, got ${first.kind}`);
    expect(
      await addToCart(db, request({ lines: [{ saleTypeId: SALE_TYPE.reduced, quantity: 2 }] }), { cartId: first.cartId, now }),
    ).toMatchObject({ kind: 'added', ticketsQuantity: 10 });
    const tooMany = { ...request(), seatGroupId: undefined, lines: [{ saleTypeId: SALE_TYPE.full, quantity: MAX_CART_TICKETS - 9 }] };
    expect(await addToCart(db, tooMany, { cartId: first.cartId, now })).toEqual({ kind: 'cartFull' });
    expect((await readCart(db, first.cartId, now, 'de'))?.ticketsQuantity).toBe(10);
  });
});
