// Dates (and a few facts of the seed) for tests, relative to the clock the seed and the site use
// (the process's clock, which `npm run test:clock-ahead` moves), never a fixed day: the seeded
// season is a pure function of its seed date (src/cms/seed/season.ts), so a suite that pins the
// date sees one season on every run of that day and a season with the same shape on any other.
import { DateTime } from 'luxon';
import { CHAMBER_WORKS, CONCERTOS, OVERTURES, SYMPHONIES } from '../../src/cms/seed/seasonCatalogue';
import { TIMEZONE } from '../../src/shared/constants';

/**
 * The first day of last month (Europe/Berlin). Its season runs twelve months from that day, so
 * today is four to nine weeks into it: there are events that are over (sell nothing, spec 001 §8
 * -214) and ten months or more still to come, whatever the day of the month.
 */
export const PINNED_SEED_DATE = DateTime.now().setZone(TIMEZONE).minus({ months: 1 }).startOf('month').toISODate() ?? '';

/** `YYYY-MM-DD`, `months` months after the given day (its first when the day is a first). */
export function monthsAfter(day: string, months: number): string {
  return DateTime.fromISO(day, { zone: TIMEZONE }).plus({ months }).toISODate() ?? '';
}

/** Today in Europe/Berlin, `YYYY-MM-DD`: the day the site's programme starts from. */
export function todayInBerlin(): string {
  return DateTime.now().setZone(TIMEZONE).toISODate() ?? '';
}

/**
 * The first day of the season of the upstream that tests/support/globalSetup.ts starts (seeded
 * for today: the first of this month). Asked `from` it, a list holds the whole season.
 */
export const SHARED_SEASON_START = DateTime.now().setZone(TIMEZONE).startOf('month').toISODate() ?? '';

/** `YYYY-MM-DD`, `days` days after the given day. */
export function daysAfter(day: string, days: number): string {
  return DateTime.fromISO(day, { zone: TIMEZONE }).plus({ days }).toISODate() ?? '';
}

/** "Over": the end, or the start without one, is not after `now` (as the gateway's statusAt and the upstream's search order have it). */
export function isOver(startsAt: string, endsAt: string | null, now: Date): boolean {
  return Date.parse(endsAt ?? startsAt) <= now.getTime();
}

/** The seed's composers named by one word, the same in both languages ('Mozart', 'Brahms', …). */
export function seedComposers(): string[] {
  const names = [...OVERTURES, ...CONCERTOS, ...SYMPHONIES, ...CHAMBER_WORKS]
    .filter((work) => work.composer.de === work.composer.en)
    .map((work) => work.composer.de);
  return [...new Set(names)].filter((name) => /^\p{L}+$/u.test(name));
}

/**
 * True when the event starts at least `hours` after now: a test that books it can finish before
 * it is over (the gateway sells nothing that is over, spec 001 §8), whatever the time of day the
 * suite runs at. The seed puts events on today's evening too, which are over by late evening.
 */
export function startsWellAhead(startsAt: string, hours = 3, now = Date.now()): boolean {
  return Date.parse(startsAt) - now >= hours * 3_600_000;
}
