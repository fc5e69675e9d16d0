// What the seeded events' detail pages show beyond the list item and the shop (migration
// 009_event_detail): the performances of one programme, the open rehearsal as a child of its
// concerts, the works (from the season's programmes), who performs, a picture slider, a trailer,
// sponsors, an outside promoter for guest performances, related magazine articles, important
// information for cancelled and moved events. Runs only while event_contributors and event_works
// are empty, so it never overwrites what staff wrote; deterministic for a seed date.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../shared/constants';
import type { Queryable } from '../db/openDatabase';
import { lockSchema } from '../db/runMigrations';
import type { DomainSeed } from './domainSeedTypes';
import { buildSeason, type SeedEvent } from './season';
import { TYPE, type Text } from './seasonCatalogue';

type Row = Record<string, unknown>;

interface DetailEventRow {
  id: number;
  title_de: string;
  title_en: string;
  subtitle_de: string;
  exhibition_type_id: number;
  date_start: Date;
  is_sold_out: boolean;
  is_cancelled: boolean;
  image: string | null;
}

interface DetailPersonRow {
  id: number;
  first_name: string;
  last_name: string;
  instrument_de: string;
  instrument_en: string;
  role_de: string;
  role_en: string;
}

/** Performances of one programme are at most this far apart (a Thursday–Sunday run). */
const PROGRAMME_SPAN_MS = 7 * 24 * 60 * 60 * 1000;
const REHEARSAL_PREFIX = 'Öffentliche Probe: ';
/** The season trailer the seeded pages show too (pagesSeedContent.ts). */
const TRAILER_URL = 'https://www.youtube.com/watch?v=aurelia2026';
const SPONSORS: readonly string[] = ['Stadtwerke Aurelia', 'Sparkasse am See', 'Freundeskreis der Aurelia Philharmonie'];
const GUEST_PROMOTER = 'Konzertdirektion Nord';

interface EventDetailPlan {
  /** Event id → the id of its programme's first performance (only for programmes of two or more). */
  programmeOf: Map<number, number>;
  /** Child event id → parent event id. */
  parentOf: Map<number, number>;
  /** Event ids moved to their current start, with the start they had before. */
  rescheduled: Map<number, Date>;
}

/**
 * Groups the performances of one programme (same title, subtitle and type within a week of the
 * first), hangs each open rehearsal under the first concert of its programme, and marks a few
 * upcoming events as moved (every 29th one that is neither cancelled nor sold out).
 */
function planEventDetails(events: readonly DetailEventRow[], seedDay: Date): EventDetailPlan {
  const sorted = [...events].sort((a, b) => a.date_start.getTime() - b.date_start.getTime() || a.id - b.id);
  const open = new Map<string, { lead: DetailEventRow; members: DetailEventRow[] }>();
  const groups: { lead: DetailEventRow; members: DetailEventRow[] }[] = [];
  for (const event of sorted) {
    const key = `${event.title_de}\u0000${event.subtitle_de}\u0000${event.exhibition_type_id}`;
    const current = open.get(key);
    if (current && event.date_start.getTime() - current.lead.date_start.getTime() <= PROGRAMME_SPAN_MS) current.members.push(event);
    else {
      const group = { lead: event, members: [event] };
      open.set(key, group);
      groups.push(group);
    }
  }
  const programmeOf = new Map<number, number>();
  for (const group of groups) {
    if (group.members.length < 2) continue;
    for (const member of group.members) programmeOf.set(member.id, group.lead.id);
  }
  const parentOf = new Map<number, number>();
  for (const event of sorted) {
    if (!event.title_de.startsWith(REHEARSAL_PREFIX)) continue;
    const title = event.title_de.slice(REHEARSAL_PREFIX.length);
    const concert = sorted.find(
      (candidate) =>
        candidate.title_de === title &&
        candidate.date_start > event.date_start &&
        candidate.date_start.getTime() - event.date_start.getTime() <= PROGRAMME_SPAN_MS,
    );
    if (concert) parentOf.set(event.id, concert.id);
  }
  const rescheduled = new Map<number, Date>();
  const movable = sorted.filter(
    (event) => event.date_start >= seedDay && !event.is_cancelled && !event.is_sold_out && event.exhibition_type_id !== TYPE.education,
  );
  for (let i = 11; i < movable.length; i += 29) {
    const event = movable[i];
    if (event) rescheduled.set(event.id, new Date(event.date_start.getTime() - 14 * 24 * 60 * 60 * 1000));
  }
  return { programmeOf, parentOf, rescheduled };
}

async function insertRows(client: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).join(', ');
  await client.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [
    JSON.stringify(rows),
  ]);
}

const fullName = (person: DetailPersonRow) => `${person.first_name} ${person.last_name}`;

function berlinDateText(moment: Date, lang: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { timeZone: TIMEZONE, dateStyle: 'long' }).format(moment);
}

export const seedEventDetails: DomainSeed = async ({ db, logger, seedDate }) => {
  await db.transaction(async (client) => {
    await lockSchema(client);
    const existing = await client.query('SELECT 1 FROM event_contributors UNION ALL SELECT 1 FROM event_works LIMIT 1');
    if (existing.rowCount !== 0) return;
    const started = Date.now();
    const events = (
      await client.query<DetailEventRow>(
        'SELECT id, title_de, title_en, subtitle_de, exhibition_type_id, date_start, is_sold_out, is_cancelled, image FROM events ORDER BY id',
      )
    ).rows;
    const persons = (
      await client.query<DetailPersonRow>(
        'SELECT id, first_name, last_name, instrument_de, instrument_en, role_de, role_en FROM persons ORDER BY category_id, position, id',
      )
    ).rows;
    const articleIds = (await client.query<{ id: number }>('SELECT id FROM articles ORDER BY date_published DESC, id DESC')).rows.map(
      (row) => row.id,
    );

    // The season's programmes by title and start: the works and guests of each seeded event.
    const season = new Map<string, SeedEvent>();
    for (const event of buildSeason(seedDate).events) season.set(`${event.title.de}\u0000${new Date(event.start).getTime()}`, event);
    const plan = planEventDetails(events, DateTime.fromISO(seedDate, { zone: TIMEZONE }).startOf('day').toJSDate());

    const conductors = persons.filter((person) => person.instrument_de === 'Dirigent');
    const leaders = persons.filter((person) => person.role_de.includes('Konzertmeister'));
    const players = persons.filter((person) => person.instrument_de !== 'Dirigent');

    const works: Row[] = [];
    const contributors: Row[] = [];
    const images: Row[] = [];
    const sponsors: Row[] = [];
    const articles: Row[] = [];
    let symphonyIndex = 0;
    for (const event of events) {
      const programme = plan.programmeOf.get(event.id) ?? event.id;
      const seeded = season.get(`${event.title_de}\u0000${event.date_start.getTime()}`);
      seeded?.works.forEach((work, position) =>
        works.push({
          event_id: event.id,
          position,
          composer_de: work.composer.de,
          composer_en: work.composer.en,
          title_de: work.title.de,
          title_en: work.title.en,
        }),
      );
      const people: { name: string; role: Text; personId: number | null }[] = [];
      if (seeded?.guest) people.push({ name: seeded.guest.de, role: { de: 'Gastensemble', en: 'Visiting ensemble' }, personId: null });
      else if (event.exhibition_type_id === TYPE.symphony || event.exhibition_type_id === TYPE.special) {
        const conductor = conductors[programme % Math.max(conductors.length, 1)];
        if (conductor) people.push({ name: fullName(conductor), role: { de: 'Dirigent', en: 'Conductor' }, personId: conductor.id });
        const leader = leaders[programme % Math.max(leaders.length, 1)];
        if (leader) people.push({ name: fullName(leader), role: { de: leader.role_de, en: leader.role_en }, personId: leader.id });
        people.push({ name: 'Aurelia Philharmonie', role: { de: 'Orchester', en: 'Orchestra' }, personId: null });
      } else if (event.exhibition_type_id === TYPE.chamber && players.length > 1) {
        for (const offset of [0, 7]) {
          const player = players[(programme * 3 + offset) % players.length];
          if (player)
            people.push({ name: fullName(player), role: { de: player.instrument_de, en: player.instrument_en }, personId: player.id });
        }
      }
      people.forEach((person, position) =>
        contributors.push({
          event_id: event.id,
          position,
          name: person.name,
          role_de: person.role.de,
          role_en: person.role.en,
          person_id: person.personId,
        }),
      );

      if (event.exhibition_type_id === TYPE.symphony && event.image) {
        // The slider: the programme's own picture and the next two of the series' artwork.
        const match = /^(seed\/events\/sinfoniekonzert-)(\d{2})$/.exec(event.image);
        if (match) {
          const first = Number(match[2]);
          [0, 1, 2].forEach((step, position) => {
            const n = ((first - 1 + step) % 10) + 1;
            images.push({
              event_id: event.id,
              position,
              image: `${match[1]}${String(n).padStart(2, '0')}`,
              image_alt_de: `Impression ${position + 1} zu „${event.title_de}“`,
              image_alt_en: `Impression ${position + 1} of “${event.title_en}”`,
            });
          });
        }
        symphonyIndex += 1;
        SPONSORS.slice(0, 1 + (programme % 2)).forEach((name, position) => sponsors.push({ event_id: event.id, position, name, url: '' }));
        const article = articleIds[programme % Math.max(articleIds.length, 1)];
        if (article !== undefined) articles.push({ event_id: event.id, article_id: article, position: 0 });
      }
    }

    await insertRows(client, 'event_works', works);
    await insertRows(client, 'event_contributors', contributors);
    await insertRows(client, 'event_images', images);
    await insertRows(client, 'event_sponsors', sponsors);
    await insertRows(client, 'events_articles', articles);
    const assignments: Row[] = events.map((event) => ({
      id: event.id,
      programme_id: plan.programmeOf.get(event.id) ?? null,
      parent_id: plan.parentOf.get(event.id) ?? null,
      previous_date_start: plan.rescheduled.get(event.id)?.toISOString() ?? null,
    }));
    await client.query(
      `UPDATE events e SET programme_id = a.programme_id, parent_id = a.parent_id, previous_date_start = a.previous_date_start
       FROM json_populate_recordset(NULL::events, $1::json) a WHERE a.id = e.id`,
      [JSON.stringify(assignments)],
    );
    // Texts where staff have written none: cancelled and moved events, the symphony trailer, guest promoters.
    for (const event of events) {
      const moved = plan.rescheduled.get(event.id);
      const info: Text | null = event.is_cancelled
        ? {
            de: 'Diese Veranstaltung muss leider entfallen. Gekaufte Karten werden erstattet.',
            en: 'Unfortunately this event has to be cancelled. Tickets bought will be refunded.',
          }
        : moved
          ? {
              de: `Neuer Termin: Die Veranstaltung vom ${berlinDateText(moved, 'de')} findet jetzt am ${berlinDateText(event.date_start, 'de')} statt. Gekaufte Karten bleiben gültig.`,
              en: `New date: the event of ${berlinDateText(moved, 'en')} now takes place on ${berlinDateText(event.date_start, 'en')}. Tickets bought remain valid.`,
            }
          : null;
      if (info) {
        await client.query(
          `UPDATE events SET important_info_de = $2, important_info_en = $3 WHERE id = $1 AND important_info_de = '' AND important_info_en = ''`,
          [event.id, info.de, info.en],
        );
      }
    }
    await client.query(
      `UPDATE events SET video_url = $1, video_title_de = 'Saisontrailer der Aurelia Philharmonie', video_title_en = 'Aurelia Philharmonie season trailer'
       WHERE exhibition_type_id = $2 AND video_url = ''`,
      [TRAILER_URL, TYPE.symphony],
    );
    await client.query(`UPDATE events SET promoter_name = $1 WHERE exhibition_type_id = $2 AND promoter_name = ''`, [
      GUEST_PROMOTER,
      TYPE.guest,
    ]);
    logger.info(
      {
        works: works.length,
        contributors: contributors.length,
        images: images.length,
        symphonies: symphonyIndex,
        ms: Date.now() - started,
      },
      'event details seeded',
    );
  });
};
