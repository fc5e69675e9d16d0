// A season with concerts that are over and concerts still to come, whatever the day: the seed's
// season starts on the first day of its seed date's month (src/cms/seed/season.ts), so a seed
// date a month before today gives a whole month that is over and eleven still to come. Relative
// to today, never a fixed calendar date.
import { DateTime } from 'luxon';
import { CHAMBER_WORKS, CONCERTOS, OVERTURES, SYMPHONIES } from '../../src/cms/seed/seasonCatalogue';
import { TIMEZONE } from '../../src/shared/constants';

/** `YYYY-MM-DD`, a month before today in Europe/Berlin. */
export function seedDateAMonthAgo(): string {
  const date = DateTime.now().setZone(TIMEZONE).minus({ months: 1 }).toISODate();
  if (!date) throw new Error('no date a month ago');
  return date;
}

/** The seed's composers named by one word, the same in both languages ('Mozart', 'Brahms', …). */
export function seedComposers(): string[] {
  const names = [...OVERTURES, ...CONCERTOS, ...SYMPHONIES, ...CHAMBER_WORKS].filter((work) => work.composer.de === work.composer.en).map((work) => work.composer.de);
  return [...new Set(names)].filter((name) => /^\p{L}+$/u.test(name));
}

/** "Over": the end, or the start without one, is not after `now` (as the gateway's statusAt and the upstream's search order have it). */
export function isOver(startsAt: string, endsAt: string | null, now: Date): boolean {
  return Date.parse(endsAt ?? startsAt) <= now.getTime();
}
