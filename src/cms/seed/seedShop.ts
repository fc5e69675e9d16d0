// The shop's seat inventory for the seeded season (README "Seed"): for every event 2–4 seat
// groups sized to its room, 2–4 prices each (spec 001 §9: the full price is 'Vollpreis', the
// others are discounts, some free for children), timeslots for some family and open-air events,
// and the event texts. Runs only while seat_groups is empty, so it never overwrites the shop's
// data; deterministic for a seed date (seeded PRNG).
import type { Queryable } from '../db/openDatabase';
import { lockSchema } from '../db/runMigrations';
import { createRandom, type Random } from './createRandom';
import type { DomainSeed } from './domainSeedTypes';
import { ROOM, TYPE, type Text } from './seasonCatalogue';

interface GroupTemplate {
  name: Text;
  text: Text;
  capacity: number;
}

const group = (de: string, en: string, capacity: number, text: Text = { de: '', en: '' }): GroupTemplate => ({
  name: { de, en },
  text,
  capacity,
});

/** Seat groups per room, best first; an event takes the first 2–4 of its room. */
const ROOM_GROUPS: Record<number, GroupTemplate[]> = {
  [ROOM.grosserSaal]: [
    group('Parkett Kategorie 1', 'Stalls category 1', 400, { de: 'Reihe 1–14', en: 'Rows 1–14' }),
    group('Parkett Kategorie 2', 'Stalls category 2', 320, { de: 'Reihe 15–28', en: 'Rows 15–28' }),
    group('Rang', 'Balcony', 250),
    group('Chorempore', 'Choir gallery', 100, { de: 'Sicht auf das Dirigat', en: 'Facing the conductor' }),
  ],
  [ROOM.kleinerSaal]: [
    group('Saal', 'Hall', 220),
    group('Empore', 'Gallery', 100),
    group('Rollstuhlplätze', 'Wheelchair spaces', 8, { de: 'mit Begleitplatz', en: 'with a companion seat' }),
  ],
  [ROOM.probensaal]: [group('Freie Platzwahl', 'Unreserved seating', 100), group('Stehplätze', 'Standing', 40)],
  [ROOM.kammermusiksaal]: [group('Reihe 1–8', 'Rows 1–8', 100), group('Reihe 9–16', 'Rows 9–16', 90), group('Galerie', 'Gallery', 40)],
  [ROOM.spiegelsaal]: [group('Saal', 'Hall', 100), group('Fensterplätze', 'Window seats', 30)],
  [ROOM.seebuehne]: [
    group('Tribüne', 'Grandstand', 1200),
    group('Rasenplätze', 'Lawn', 800, { de: 'Decken erlaubt, keine Stühle', en: 'Blankets allowed, no chairs' }),
    group('Loge am Wasser', 'Lakeside box', 100),
  ],
  [ROOM.pavillon]: [group('Freie Platzwahl', 'Unreserved seating', 100), group('Liegestühle', 'Deckchairs', 30)],
};
const FALLBACK_GROUPS = [group('Saal', 'Hall', 300), group('Empore', 'Gallery', 100)];

/** Sale types of the ticketing system (the ids the cart call sends). */
export const SALE_TYPE = { full: 1, reduced: 2, pupils: 3, children: 4, under30: 5 } as const;

/** The full price of the best seat group, in euros, by exhibition type. */
const BASE_PRICE: Record<number, [number, number]> = {
  [TYPE.symphony]: [38, 68],
  [TYPE.chamber]: [22, 35],
  [TYPE.family]: [10, 16],
  [TYPE.education]: [6, 9],
  [TYPE.guest]: [35, 85],
  [TYPE.openAir]: [24, 45],
  [TYPE.special]: [40, 90],
};
const FAMILY_TYPES = new Set<number>([TYPE.family, TYPE.education, TYPE.openAir]);

interface EventRow {
  id: number;
  exhibition_type_id: number;
  room_id: number;
  date_start: Date;
  is_sold_out: boolean;
  is_cancelled: boolean;
}

interface PriceSeed {
  saleTypeId: number;
  name: Text;
  text: Text;
  price: number;
}

type Row = Record<string, string | number | boolean | null>;

const euros = (amount: number): string => amount.toFixed(2);

function pricesFor(random: Random, typeId: number, fullPrice: number): PriceSeed[] {
  const proof = { de: 'gegen Nachweis', en: 'with proof of eligibility' };
  const full: PriceSeed = {
    saleTypeId: SALE_TYPE.full,
    name: { de: 'Vollpreis', en: 'Full price' },
    text: { de: '', en: '' },
    price: fullPrice,
  };
  const reduced: PriceSeed = {
    saleTypeId: SALE_TYPE.reduced,
    name: { de: 'Ermäßigt', en: 'Reduced' },
    text: {
      de: 'Schwerbehinderte, Arbeitslose, Freiwilligendienst – gegen Nachweis',
      en: 'Disabled visitors, unemployed, volunteers – with proof',
    },
    price: Math.round(fullPrice * 0.5),
  };
  const pupils: PriceSeed = {
    saleTypeId: SALE_TYPE.pupils,
    name: { de: 'Schüler & Studierende', en: 'Pupils & students' },
    text: proof,
    price: Math.min(fullPrice, 9),
  };
  const children: PriceSeed = {
    saleTypeId: SALE_TYPE.children,
    name: { de: 'Kinder unter 6 Jahren', en: 'Children under 6' },
    text: { de: 'auf dem Schoß, ohne eigenen Platz', en: 'on a lap, without a seat of their own' },
    price: 0,
  };
  const under30: PriceSeed = { saleTypeId: SALE_TYPE.under30, name: { de: 'Unter 30', en: 'Under 30' }, text: proof, price: 15 };
  const discounts = FAMILY_TYPES.has(typeId) ? [children, reduced, pupils] : [reduced, pupils, under30];
  return [full, ...discounts.slice(0, random.int(1, 3))];
}

async function insertRows(client: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).join(', ');
  await client.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [
    JSON.stringify(rows),
  ]);
}

export const seedShop: DomainSeed = async ({ db, logger, seedDate }) => {
  await db.transaction(async (client) => {
    await lockSchema(client);
    const existing = await client.query('SELECT 1 FROM seat_groups LIMIT 1');
    if (existing.rowCount !== 0) return;
    const started = Date.now();
    const random = createRandom(`shop:${seedDate}`);
    const events = await client.query<EventRow>(
      'SELECT id, exhibition_type_id, room_id, date_start, is_sold_out, is_cancelled FROM events ORDER BY id',
    );
    const groups: Row[] = [];
    const prices: Row[] = [];
    const timeslots: Row[] = [];
    let nextBlock = 5001;
    for (const event of events.rows) {
      const templates = ROOM_GROUPS[event.room_id] ?? FALLBACK_GROUPS;
      const count = random.int(Math.min(2, templates.length), Math.min(4, templates.length));
      const [low, high] = BASE_PRICE[event.exhibition_type_id] ?? [20, 40];
      const bestPrice = random.int(low, high);
      // Some family and open-air events admit by timeslot (spec 001 §4 "timeslot variant").
      const byTimeslot = FAMILY_TYPES.has(event.exhibition_type_id) && random.chance(0.4);
      const closed = event.is_sold_out || event.is_cancelled;
      templates.slice(0, count).forEach((template, index) => {
        const id = groups.length + 1;
        groups.push({
          id,
          event_id: event.id,
          name_de: template.name.de,
          name_en: template.name.en,
          text_de: template.text.de,
          text_en: template.text.en,
          capacity: template.capacity,
          // spec 001 §9: '0' is unavailable. Sold-out and cancelled events sell nothing.
          status: closed || (index > 0 && random.chance(0.12)) ? '0' : '1',
          position: index,
        });
        const fullPrice = Math.max(5, Math.round(bestPrice * (1 - 0.2 * index)));
        const groupPrices = pricesFor(random, event.exhibition_type_id, fullPrice);
        groupPrices.forEach((price, position) => {
          prices.push({
            id: prices.length + 1,
            seat_group_id: id,
            sale_type_id: price.saleTypeId,
            name_de: price.name.de,
            name_en: price.name.en,
            text_de: price.text.de,
            text_en: price.text.en,
            price: euros(price.price),
            // The full price leads to the 'discounts' step when there are discounts (spec 001 §4).
            has_discounts: price.saleTypeId === SALE_TYPE.full && groupPrices.length > 1,
            position,
          });
        });
        if (byTimeslot) {
          // Admission every 30 minutes in the hour before the start; each slot a third of the seats.
          for (let slot = 0; slot < 3; slot += 1) {
            timeslots.push({
              id: timeslots.length + 1,
              seat_group_id: id,
              time_start: new Date(event.date_start.getTime() - (90 - 30 * slot) * 60_000).toISOString(),
              block_id: nextBlock,
              status: slot === 0 && random.chance(0.3) ? '0' : '1',
              capacity: Math.ceil(template.capacity / 3),
            });
            nextBlock += 1;
          }
        }
      });
    }
    await insertRows(client, 'seat_groups', groups);
    await insertRows(client, 'prices', prices);
    await insertRows(client, 'timeslots', timeslots);
    for (const table of ['seat_groups', 'prices', 'timeslots']) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT max(id) FROM ${table}), 1), (SELECT count(*) > 0 FROM ${table}))`,
      );
    }
    // The booking widget's text (spec 001 §3), only where staff have not written one.
    await client.query(
      `UPDATE events e SET
         description_de = e.title_de || CASE WHEN e.subtitle_de <> '' THEN ' – ' || e.subtitle_de ELSE '' END
           || '. ' || x.name_de || ' im Raum „' || r.name_de || '“. Einlass ab 30 Minuten vor Beginn.',
         description_en = e.title_en || CASE WHEN e.subtitle_en <> '' THEN ' – ' || e.subtitle_en ELSE '' END
           || '. ' || x.name_en || ' in the ' || r.name_en || '. Doors open 30 minutes before the start.'
       FROM exhibition_types x, rooms r
       WHERE x.id = e.exhibition_type_id AND r.id = e.room_id AND e.description_de = '' AND e.description_en = ''`,
    );
    logger.info({ seatGroups: groups.length, prices: prices.length, timeslots: timeslots.length, ms: Date.now() - started }, 'shop seeded');
  });
};
