// The seeded season: a pure function of the seed date, so every machine and every test run sees
// the same programme. The season covers the twelve months from the first day of the seed date's
// month (Europe/Berlin, spec 000 §9); the orchestra plays a weekly rhythm in its halls and moves
// to the summer stage from mid-June to the end of August.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../shared/constants';
import { createRandom, type Random } from './createRandom';
import {
  CHAMBER_WORKS,
  CONCERTOS,
  EXHIBITION_TYPES,
  FAMILY_PROGRAMMES,
  GENRE,
  GENRES,
  GUEST_ENSEMBLES,
  OPEN_AIR_PROGRAMMES,
  OVERTURES,
  ROOM,
  ROOMS,
  SCHOOL_PROGRAMMES,
  SERIES,
  SERIES_LIST,
  SYMPHONIES,
  TAG,
  TAGS,
  TYPE,
  VENUES,
  type SeedExhibitionType,
  type SeedGenre,
  type SeedRoom,
  type SeedSeries,
  type SeedTag,
  type SeedVenue,
  type Text,
  type Work,
} from './seasonCatalogue';

export interface SeedEvent {
  id: number;
  slug: Text;
  title: Text;
  subtitle: Text;
  /** ISO 8601 with the Europe/Berlin offset. */
  start: string;
  end: string;
  typeId: number;
  roomId: number;
  tagIds: number[];
  seriesIds: number[];
  genreIds: number[];
  /** Media path without rendition suffix (ensureMedia draws it). */
  image: string;
  imageAlt: Text;
  idJet: number;
  isSoldOut: boolean;
  isCancelled: boolean;
  /** The works played, in programme order (the event detail's programme); empty when not listed. */
  works: readonly Work[];
  /** A visiting ensemble that performs (the event detail's contributors). */
  guest: Text | null;
}

interface SeedTeaser {
  id: number;
  name: string;
  linkUrl: Text;
  preline: Text;
  headline: Text;
  subline: Text;
  linkText: Text;
  image: string;
  imageAlt: Text;
  /** `YYYY-MM-DD`. */
  position: string;
  style3: boolean;
}

export interface Season {
  seedDate: string;
  /** First day of the season and the first day after it, `YYYY-MM-DD`. */
  firstDay: string;
  endDay: string;
  venues: readonly SeedVenue[];
  rooms: readonly SeedRoom[];
  exhibitionTypes: readonly SeedExhibitionType[];
  tags: readonly SeedTag[];
  series: readonly SeedSeries[];
  genres: readonly SeedGenre[];
  events: SeedEvent[];
  teasers: SeedTeaser[];
}

/** Rooms the seed keeps step-free (the hidden "accessible" tag). */
const STEP_FREE_ROOMS: ReadonlySet<number> = new Set([ROOM.grosserSaal, ROOM.kleinerSaal, ROOM.seebuehne, ROOM.pavillon]);
/** Minutes a room needs between two events. */
const TURNAROUND_MINUTES = 30;

interface Draft {
  title: Text;
  subtitle: Text;
  day: DateTime;
  time: string;
  minutes: number;
  roomId: number;
  typeId: number;
  tagIds: number[];
  seriesIds: number[];
  genreIds: number[];
  image: string;
  works?: readonly Work[];
  guest?: Text;
  /** Cancelled whatever the draw: the seed always shows this state on a production's page. */
  cancelled?: true;
}

/** German and English lowercase ASCII slugs: "3. Sinfoniekonzert" → "3-sinfoniekonzert". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "A", "A und B", "A, B und C" (and the English "and"). */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}

/** Cycles through a list without ever running out: the season is longer than the repertoire. */
function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new RangeError('cycle through an empty list');
  return item;
}

function composers(works: readonly Work[]): Text {
  return {
    de: joinNames(unique(works.map((w) => w.composer.de)), 'und'),
    en: joinNames(unique(works.map((w) => w.composer.en)), 'and'),
  };
}

function workLine(w: Work): Text {
  return { de: `${w.composer.de}: ${w.title.de}`, en: `${w.composer.en}: ${w.title.en}` };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function buildSeason(seedDate: string): Season {
  const seed = DateTime.fromISO(seedDate, { zone: TIMEZONE });
  if (!seed.isValid) throw new RangeError(`invalid seed date ${seedDate}`);
  const random = createRandom(`season:${seedDate}`);
  const firstDay = seed.startOf('month');
  const endDay = firstDay.plus({ months: 12 });

  const drafts: Draft[] = [];
  const booked = new Map<number, { from: number; to: number }[]>();

  function startOf(draft: Draft): DateTime {
    const [hour, minute] = draft.time.split(':').map(Number);
    return draft.day.set({ hour: hour ?? 0, minute: minute ?? 0, second: 0, millisecond: 0 });
  }

  /** Adds an event unless it falls outside the season, on a holiday, or its room is taken. */
  function add(draft: Draft, options: { holiday?: boolean } = {}): boolean {
    const start = startOf(draft);
    if (start < firstDay || start >= endDay) return false;
    const monthDay = draft.day.toFormat('MM-dd');
    if (!options.holiday && ['12-24', '12-25', '12-26', '12-31', '01-01'].includes(monthDay)) return false;
    const from = start.toMillis();
    const to = start.plus({ minutes: draft.minutes + TURNAROUND_MINUTES }).toMillis();
    const slots = booked.get(draft.roomId) ?? [];
    if (slots.some((slot) => from < slot.to && slot.from < to)) return false;
    slots.push({ from, to });
    booked.set(draft.roomId, slots);
    drafts.push(draft);
    return true;
  }

  // Holiday concerts first, so the weekly rhythm gives way to them.
  scheduleSpecials(firstDay, endDay, add);

  const overtures = shuffled(OVERTURES, random);
  const concertos = shuffled(CONCERTOS, random);
  const symphonies = shuffled(SYMPHONIES, random);
  const chamberWorks = shuffled(CHAMBER_WORKS, random);
  const counters = { symphony: 0, chamber: 0, salon: 0, family: 0, school: 0, lunch: 0, guest: 0, summer: 0 };

  // The weekly rhythm, by the index of each week outside the summer: a symphony programme every
  // third week (open rehearsal Thursday morning, Thursday and Friday evening, Sunday matinee),
  // chamber music and lunch concerts in alternate weeks, and the rarer formats spread between.
  let regularWeek = 0;
  for (let monday = firstDay.startOf('week'); monday < endDay; monday = monday.plus({ weeks: 1 })) {
    const thursday = monday.plus({ days: 3 });
    const summer = thursday.toFormat('MM-dd') >= '06-15' && thursday.toFormat('MM-dd') <= '08-31';
    if (summer) {
      scheduleSummerWeek(monday, counters.summer, chamberWorks, random, add);
      counters.summer += 1;
      continue;
    }
    const w = regularWeek;
    regularWeek += 1;

    if (w % 3 === 1) {
      counters.symphony += 1;
      const n = counters.symphony;
      const works = [cycle(overtures, n - 1), cycle(concertos, n - 1), cycle(symphonies, n - 1)];
      const title = { de: `${n}. Sinfoniekonzert`, en: `Symphony Concert No. ${n}` };
      const subtitle = composers(works);
      const genreIds = unique(works.map((x) => x.genreId));
      const image = `seed/events/sinfoniekonzert-${pad(((n - 1) % 10) + 1)}`;
      const premiere = works.some((x) => x.title.de.includes('Uraufführung'));
      const base = { title, subtitle, minutes: 120, roomId: ROOM.grosserSaal, typeId: TYPE.symphony, genreIds, image, works };
      add({
        ...base,
        title: { de: `Öffentliche Probe: ${title.de}`, en: `Open rehearsal: ${title.en}` },
        day: monday.plus({ days: 3 }),
        time: '10:00',
        minutes: 150,
        roomId: ROOM.probensaal,
        typeId: TYPE.education,
        tagIds: [TAG.under30],
        seriesIds: [],
      });
      add({
        ...base,
        day: monday.plus({ days: 3 }),
        time: '19:30',
        tagIds: premiere ? [TAG.introduction, TAG.premiere] : [TAG.introduction],
        seriesIds: [SERIES.aboA],
      });
      add({
        ...base,
        day: monday.plus({ days: 4 }),
        time: '19:30',
        tagIds: [TAG.introduction, TAG.under30],
        seriesIds: [SERIES.aboB, SERIES.flexible],
      });
      add({ ...base, day: monday.plus({ days: 6 }), time: '11:00', tagIds: [], seriesIds: [SERIES.matinee] });
    }

    if (w % 2 === 0) {
      counters.chamber += 1;
      const n = counters.chamber;
      const works = [cycle(chamberWorks, 2 * n - 2), cycle(chamberWorks, 2 * n - 1)];
      add({
        title: { de: `${n}. Kammerkonzert`, en: `Chamber Concert No. ${n}` },
        subtitle: composers(works),
        day: monday.plus({ days: 6 }),
        time: '18:00',
        minutes: 100,
        roomId: ROOM.kammermusiksaal,
        typeId: TYPE.chamber,
        tagIds: random.chance(0.3) ? [TAG.introduction] : [],
        seriesIds: [SERIES.chamber],
        genreIds: unique(works.map((x) => x.genreId)),
        works,
        image: `seed/events/kammerkonzert-${pad(((n - 1) % 4) + 1)}`,
      });
    }

    if (w % 4 === 3) {
      counters.salon += 1;
      const piece = cycle(chamberWorks, counters.salon * 3 + 1);
      add({
        title: { de: 'Salonkonzert im Spiegelsaal', en: 'Salon Concert in the Hall of Mirrors' },
        subtitle: workLine(piece),
        day: monday.plus({ days: 2 }),
        time: '19:30',
        minutes: 80,
        roomId: ROOM.spiegelsaal,
        typeId: TYPE.chamber,
        tagIds: [TAG.under30],
        seriesIds: [SERIES.flexible],
        genreIds: [piece.genreId],
        image: `seed/events/salonkonzert-${pad((counters.salon % 2) + 1)}`,
      });
    }

    if (w % 5 === 2) {
      const index = counters.family;
      counters.family += 1;
      const programme = cycle(FAMILY_PROGRAMMES, index);
      // Two performances on one Sunday: spec 001 §2 groups them under one day heading.
      for (const time of ['11:00', '15:00']) {
        add({
          ...programme,
          genreIds: [...programme.genreIds],
          day: monday.plus({ days: 6 }),
          time,
          minutes: 60,
          roomId: ROOM.kleinerSaal,
          typeId: TYPE.family,
          tagIds: [TAG.families, TAG.presented],
          seriesIds: [SERIES.family],
          image: `seed/events/familienkonzert-${pad((index % FAMILY_PROGRAMMES.length) + 1)}`,
        });
      }
    }

    if (w % 4 === 1) {
      const index = counters.school;
      counters.school += 1;
      const programme = cycle(SCHOOL_PROGRAMMES, index);
      for (const time of ['09:30', '11:15']) {
        add({
          ...programme,
          genreIds: [...programme.genreIds],
          day: monday.plus({ days: 1 }),
          time,
          minutes: 75,
          roomId: ROOM.kleinerSaal,
          typeId: TYPE.education,
          tagIds: [TAG.schools, TAG.presented],
          seriesIds: [SERIES.schools],
          image: `seed/events/schulkonzert-${pad((index % SCHOOL_PROGRAMMES.length) + 1)}`,
        });
      }
    }

    if (w % 2 === 1) {
      counters.lunch += 1;
      const piece = cycle(chamberWorks, counters.lunch * 5);
      add({
        title: { de: 'Mittagskonzert', en: 'Lunchtime Concert' },
        subtitle: workLine(piece),
        day: monday.plus({ days: 2 }),
        time: '12:30',
        minutes: 45,
        roomId: ROOM.kleinerSaal,
        typeId: TYPE.special,
        tagIds: [TAG.presented],
        seriesIds: [SERIES.lunch],
        genreIds: [piece.genreId],
        image: `seed/events/mittagskonzert-${pad((counters.lunch % 2) + 1)}`,
      });
    }

    if (w % 6 === 4) {
      const index = counters.guest;
      counters.guest += 1;
      const guest = cycle(GUEST_ENSEMBLES, index);
      add({
        title: { de: `Gastspiel: ${guest.name.de}`, en: `Guest performance: ${guest.name.en}` },
        subtitle: composers(guest.works),
        day: monday.plus({ days: 5 }),
        time: '19:30',
        minutes: 110,
        roomId: guest.roomId,
        typeId: TYPE.guest,
        tagIds: random.chance(0.5) ? [TAG.under30] : [],
        seriesIds: [SERIES.flexible],
        genreIds: unique(guest.works.map((x) => x.genreId)),
        works: guest.works,
        guest: guest.name,
        image: `seed/events/gastspiel-${pad((index % GUEST_ENSEMBLES.length) + 1)}`,
      });
    }
  }

  const events = finishEvents(drafts, startOf, random, seed);
  return {
    seedDate,
    firstDay: firstDay.toISODate() ?? seedDate,
    endDay: endDay.toISODate() ?? seedDate,
    venues: VENUES,
    rooms: ROOMS,
    exhibitionTypes: EXHIBITION_TYPES,
    tags: TAGS,
    series: SERIES_LIST,
    genres: GENRES,
    events,
    teasers: buildTeasers(seed, endDay, events),
  };
}

type Add = (draft: Draft, options?: { holiday?: boolean }) => boolean;

function scheduleSpecials(firstDay: DateTime, endDay: DateTime, add: Add): void {
  for (let year = firstDay.year; year <= endDay.year; year += 1) {
    const newYearsEve = DateTime.fromObject({ year, month: 12, day: 31 }, { zone: TIMEZONE });
    for (const time of ['17:00', '20:30']) {
      add(
        {
          title: { de: 'Silvesterkonzert', en: 'New Year’s Eve Concert' },
          subtitle: { de: 'Strauss, Lehár und Offenbach', en: 'Strauss, Lehár and Offenbach' },
          day: newYearsEve,
          time,
          minutes: 120,
          roomId: ROOM.grosserSaal,
          typeId: TYPE.special,
          tagIds: [TAG.presented],
          seriesIds: [],
          genreIds: [GENRE.romantic],
          image: 'seed/events/silvesterkonzert',
        },
        { holiday: true },
      );
    }
    add(
      {
        title: { de: 'Neujahrskonzert', en: 'New Year’s Concert' },
        subtitle: { de: 'Walzer, Polkas und Märsche', en: 'Waltzes, polkas and marches' },
        day: DateTime.fromObject({ year, month: 1, day: 1 }, { zone: TIMEZONE }),
        time: '17:00',
        minutes: 120,
        roomId: ROOM.grosserSaal,
        typeId: TYPE.special,
        tagIds: [TAG.families],
        seriesIds: [],
        genreIds: [GENRE.romantic],
        image: 'seed/events/neujahrskonzert',
      },
      { holiday: true },
    );
    // The third Sunday of Advent: a week before the fourth, the Sunday on or before 24 December.
    const christmasEve = DateTime.fromObject({ year, month: 12, day: 24 }, { zone: TIMEZONE });
    const fourthAdvent = christmasEve.minus({ days: christmasEve.weekday % 7 });
    add({
      title: { de: 'Bach: Weihnachtsoratorium', en: 'Bach: Christmas Oratorio' },
      subtitle: { de: 'Kantaten I bis III mit dem Kammerchor', en: 'Cantatas I to III with the Chamber Choir' },
      day: fourthAdvent.minus({ weeks: 1 }),
      time: '17:00',
      minutes: 150,
      roomId: ROOM.grosserSaal,
      typeId: TYPE.special,
      tagIds: [TAG.introduction],
      seriesIds: [SERIES.flexible],
      genreIds: [GENRE.baroque],
      image: 'seed/events/weihnachtsoratorium',
      // Its production's only date: every season shows a production whose performance is
      // cancelled (spec 001 §3 is_cancelled), whose page still offers 'Dates and Tickets' (§9).
      cancelled: true,
    });
  }
}

function scheduleSummerWeek(monday: DateTime, week: number, chamberWorks: readonly Work[], random: Random, add: Add): void {
  const programme = cycle(OPEN_AIR_PROGRAMMES, week);
  const image = `seed/events/open-air-${pad((week % OPEN_AIR_PROGRAMMES.length) + 1)}`;
  for (const [offset, tagIds] of [
    [4, [TAG.under30]],
    [5, [TAG.families]],
  ] as const) {
    add({
      ...programme,
      genreIds: [...programme.genreIds],
      day: monday.plus({ days: offset }),
      time: '20:30',
      minutes: 120,
      roomId: ROOM.seebuehne,
      typeId: TYPE.openAir,
      tagIds: [...tagIds],
      seriesIds: [SERIES.summer],
      image,
    });
  }
  add({
    title: { de: 'Jazz-Frühschoppen am See', en: 'Sunday Jazz Brunch by the Lake' },
    subtitle: { de: 'Mit der Big Band des Orchesters', en: 'With the orchestra’s big band' },
    day: monday.plus({ days: 6 }),
    time: '11:00',
    minutes: 120,
    roomId: ROOM.pavillon,
    typeId: TYPE.openAir,
    tagIds: [TAG.families],
    seriesIds: [SERIES.summer],
    genreIds: [GENRE.jazz],
    image: 'seed/events/jazz-am-see',
  });
  const piece = cycle(chamberWorks, week * 3 + random.int(0, 2));
  add({
    title: { de: 'Serenade am Ufer', en: 'Lakeside Serenade' },
    subtitle: workLine(piece),
    day: monday.plus({ days: 2 }),
    time: '18:00',
    minutes: 75,
    roomId: ROOM.pavillon,
    typeId: TYPE.openAir,
    tagIds: [],
    seriesIds: [SERIES.summer],
    genreIds: [piece.genreId],
    image: 'seed/events/serenade-am-ufer',
  });
}

function finishEvents(drafts: Draft[], startOf: (draft: Draft) => DateTime, random: Random, seed: DateTime): SeedEvent[] {
  const timed = drafts
    .map((draft) => ({ draft, start: startOf(draft) }))
    .sort((a, b) => a.start.toMillis() - b.start.toMillis() || a.draft.roomId - b.draft.roomId);

  const events = timed.map(({ draft, start }, index): SeedEvent => {
    const id = index + 1;
    // Schools book whole performances; they never show as sold out. The draws are made the same
    // way for a draft that is cancelled anyway, so the rest of the season does not shift.
    const soldOutDrawn = draft.typeId !== TYPE.education && random.chance(0.07);
    const cancelledDrawn = !soldOutDrawn && random.chance(0.015);
    const lastTicketsDrawn = !soldOutDrawn && !cancelledDrawn && random.chance(0.08);
    const isCancelled = draft.cancelled === true || cancelledDrawn;
    const isSoldOut = !isCancelled && soldOutDrawn;
    const tagIds = [...draft.tagIds];
    if (STEP_FREE_ROOMS.has(draft.roomId)) tagIds.push(TAG.accessible);
    if (lastTicketsDrawn && !isCancelled) tagIds.push(TAG.lastTickets);
    return {
      id,
      slug: { de: slugify(draft.title.de), en: slugify(draft.title.en) },
      title: draft.title,
      subtitle: draft.subtitle,
      start: isoOf(start),
      end: isoOf(start.plus({ minutes: draft.minutes })),
      typeId: draft.typeId,
      roomId: draft.roomId,
      tagIds: unique(tagIds).sort((a, b) => a - b),
      seriesIds: unique(draft.seriesIds).sort((a, b) => a - b),
      genreIds: unique(draft.genreIds).sort((a, b) => a - b),
      image: draft.image,
      imageAlt: {
        de: `Grafik zu „${draft.title.de}“: Notenlinien über farbigen Kreisen`,
        en: `Artwork for “${draft.title.en}”: stave lines over coloured circles`,
      },
      idJet: 100_000 + id,
      isSoldOut,
      isCancelled,
      works: draft.works ?? [],
      guest: draft.guest ?? null,
    };
  });

  // The list must show both states from the seed date on (spec 001 §3 is_sold_out, is_cancelled).
  const seedDay = seed.startOf('day').toMillis();
  const upcoming = events.filter((event, index) => (timed[index]?.start.toMillis() ?? 0) >= seedDay && event.typeId !== TYPE.education);
  for (const [flag, every] of [
    ['isSoldOut', 17],
    ['isCancelled', 43],
  ] as const) {
    if (upcoming.filter((event) => event[flag]).length >= 2) continue;
    for (let i = 5; i < upcoming.length; i += every) {
      const event = upcoming[i];
      if (event && !event.isSoldOut && !event.isCancelled) event[flag] = true;
    }
  }
  return events;
}

function isoOf(moment: DateTime): string {
  return moment.toISO({ suppressMilliseconds: true }) ?? '';
}

function buildTeasers(seed: DateTime, endDay: DateTime, events: readonly SeedEvent[]): SeedTeaser[] {
  const seedDay = seed.startOf('day').toMillis();
  const newYearsEve = events.find((event) => event.title.de === 'Silvesterkonzert' && DateTime.fromISO(event.start).toMillis() >= seedDay);
  const drafts: Omit<SeedTeaser, 'id' | 'position' | 'image' | 'imageAlt'>[] = [
    {
      name: 'Abonnement A',
      linkUrl: { de: `/de/abonnements/abo-a/${SERIES.aboA}`, en: `/en/subscriptions/abo-a/${SERIES.aboA}` },
      preline: { de: 'Abonnement', en: 'Subscription' },
      headline: { de: 'Ihr fester Platz im Konzerthaus', en: 'Your own seat at the Konzerthaus' },
      subline: { de: 'Acht Sinfoniekonzerte, bis zu 30 % günstiger', en: 'Eight symphony concerts, up to 30 % off' },
      linkText: { de: 'Abo A entdecken', en: 'Discover Subscription A' },
      style3: false,
    },
    {
      name: 'Familienkonzerte',
      linkUrl: { de: `/de/konzerte?type=${TYPE.family}`, en: `/en/concerts?type=${TYPE.family}` },
      preline: { de: 'Für Familien', en: 'For families' },
      headline: { de: 'Musik für kleine und große Ohren', en: 'Music for small and big ears' },
      subline: { de: 'Sonntags um 11 und 15 Uhr im Kleinen Saal', en: 'Sundays at 11 am and 3 pm in the Small Hall' },
      linkText: { de: 'Alle Familienkonzerte', en: 'All family concerts' },
      style3: true,
    },
    {
      name: 'Unter 30',
      linkUrl: { de: `/de/konzerte?tag=${TAG.under30}`, en: `/en/concerts?tag=${TAG.under30}` },
      preline: { de: 'Unter 30', en: 'Under 30' },
      headline: { de: 'Jede Karte 12 Euro', en: 'Every ticket 12 euros' },
      subline: { de: 'Für alle unter 30 Jahren, in allen Kategorien', en: 'For everyone under 30, in every category' },
      linkText: { de: 'Konzerte ansehen', en: 'See concerts' },
      style3: false,
    },
    {
      name: 'Orchester',
      linkUrl: { de: '/de/orchestermitglieder', en: '/en/musicians' },
      preline: { de: 'Das Orchester', en: 'The orchestra' },
      headline: { de: '98 Musikerinnen und Musiker', en: '98 musicians' },
      subline: { de: 'Lernen Sie die Menschen hinter den Pulten kennen', en: 'Meet the people behind the music stands' },
      linkText: { de: 'Zum Ensemble', en: 'Meet the ensemble' },
      style3: false,
    },
    {
      name: 'Silvester',
      linkUrl: newYearsEve
        ? { de: `/de/konzerte/${newYearsEve.slug.de}/${newYearsEve.id}`, en: `/en/concerts/${newYearsEve.slug.en}/${newYearsEve.id}` }
        : { de: '/de/konzerte', en: '/en/concerts' },
      preline: { de: 'Zum Jahreswechsel', en: 'New Year' },
      headline: { de: 'Silvester im Konzerthaus', en: 'New Year’s Eve at the Konzerthaus' },
      subline: { de: 'Walzerseligkeit um 17 und 20.30 Uhr', en: 'Waltzes at 5 pm and 8.30 pm' },
      linkText: { de: 'Karten sichern', en: 'Get tickets' },
      style3: false,
    },
    {
      name: 'Magazin',
      linkUrl: { de: '/de/orchesterleben', en: '/en/magazine' },
      preline: { de: 'Orchesterleben', en: 'Magazine' },
      headline: { de: 'Hinter den Kulissen', en: 'Behind the scenes' },
      subline: { de: 'Geschichten aus Probe, Tournee und Werkstatt', en: 'Stories from rehearsals, tours and the workshop' },
      linkText: { de: 'Zum Magazin', en: 'Read the magazine' },
      style3: false,
    },
    {
      name: 'Altes Schloss',
      linkUrl: { de: '/de/venues/kammermusiksaal-im-alten-schloss/2', en: '/en/venues/kammermusiksaal-im-alten-schloss/2' },
      preline: { de: 'Spielstätte', en: 'Venue' },
      headline: { de: 'Kammermusik im Alten Schloss', en: 'Chamber music at the Old Palace' },
      subline: { de: 'Sonntags um 18 Uhr im Kammermusiksaal', en: 'Sundays at 6 pm in the Chamber Music Hall' },
      linkText: { de: 'Mehr zur Spielstätte', en: 'About the venue' },
      style3: false,
    },
    {
      name: 'Schulkonzerte',
      linkUrl: { de: `/de/konzerte?type=${TYPE.education}`, en: `/en/concerts?type=${TYPE.education}` },
      preline: { de: 'Education', en: 'Education' },
      headline: { de: 'Das Orchester im Klassenzimmer', en: 'The orchestra in the classroom' },
      subline: { de: 'Schulkonzerte und offene Proben', en: 'School concerts and open rehearsals' },
      linkText: { de: 'Angebote für Schulen', en: 'For schools' },
      style3: true,
    },
    {
      name: 'Sommer am See',
      linkUrl: { de: `/de/konzerte?series=${SERIES.summer}`, en: `/en/concerts?series=${SERIES.summer}` },
      preline: { de: 'Sommer am See', en: 'Summer by the Lake' },
      headline: { de: 'Open Air auf der Seebühne', en: 'Open air on the Lake Stage' },
      subline: { de: 'Filmmusik, Gershwin und Feuerwerk', en: 'Film music, Gershwin and fireworks' },
      linkText: { de: 'Zum Sommerprogramm', en: 'Summer programme' },
      style3: false,
    },
    {
      name: 'Gutscheine',
      linkUrl: { de: '/webshop', en: '/webshop' },
      preline: { de: 'Geschenkidee', en: 'Gift idea' },
      headline: { de: 'Konzertgutscheine verschenken', en: 'Give concert vouchers' },
      subline: { de: 'Frei wählbarer Betrag, drei Jahre gültig', en: 'Any amount, valid for three years' },
      linkText: { de: 'Gutschein kaufen', en: 'Buy a voucher' },
      style3: false,
    },
  ];

  // Spread from the seed date to the end of the season, so each part of the list has one; a
  // teaser for a date-bound event instead stands three weeks before it (or at the seed date).
  const firstOpenAir = events.find((event) => event.typeId === TYPE.openAir && DateTime.fromISO(event.start).toMillis() >= seedDay);
  const anchors: Record<string, SeedEvent | undefined> = { Silvester: newYearsEve, 'Sommer am See': firstOpenAir };
  const span = Math.floor(endDay.diff(seed.startOf('day'), 'days').days);
  return drafts.map((draft, index) => {
    const id = index + 1;
    const image = `seed/teasers/${slugify(draft.name)}`;
    const anchor = anchors[draft.name];
    const spread = seed.plus({ days: Math.floor(((index + 0.5) * span) / drafts.length) });
    const position = anchor ? DateTime.max(seed, DateTime.fromISO(anchor.start, { zone: TIMEZONE }).minus({ weeks: 3 })) : spread;
    return {
      ...draft,
      id,
      position: position.toISODate() ?? '',
      image,
      imageAlt: {
        de: `Grafik „${draft.headline.de}“: Notenlinien über farbigen Kreisen`,
        en: `Artwork “${draft.headline.en}”: stave lines over coloured circles`,
      },
    };
  });
}
