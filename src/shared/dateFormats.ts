// Dates as the site shows them: Europe/Berlin, German or English (spec 000 §9, spec 001 §5),
// written with berlinClock.ts and calendarNames.ts (plain arithmetic and name tables, no Intl and no luxon): this is
// the module the browser's code imports (the screens, eventQuery, validation,
// groupProgrammeByDay). luxon stays on the server (dates.ts, which re-exports all of this).
// Calendar days without a time (DD-MM-YYYY in URLs) are in calendarDays.ts.
import { berlinTimeOf, twoDigits, weekdayOfDay } from './berlinClock';
import { CALENDAR_NAMES } from './calendarNames';
import { calendarParts } from './calendarDays';
import type { Locale } from './locales';

function isoDayOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Today's calendar day in Berlin as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const { year, month, day } = berlinTimeOf(now);
  return isoDayOf(year, month, day);
}

/**
 * The same few timestamps and days (a season's events) are formatted on every page: results are
 * kept, per function, up to a bound past which the memo starts over. Pure functions of their
 * arguments only.
 */
function memoized<A extends string[]>(compute: (...args: A) => string, max = 5000): (...args: A) => string {
  const results = new Map<string, string>();
  return (...args: A) => {
    const key = args.join('\u0000');
    let result = results.get(key);
    if (result === undefined) {
      result = compute(...args);
      if (results.size >= max) results.clear();
      results.set(key, result);
    }
    return result;
  };
}

function parseInstant(isoTimestamp: string): Date | null {
  const time = Date.parse(isoTimestamp);
  return Number.isNaN(time) ? null : new Date(time);
}

/** The Berlin calendar day (YYYY-MM-DD) on which an ISO timestamp falls. */
function berlinDayOfUncached(isoTimestamp: string): string {
  const instant = parseInstant(isoTimestamp);
  if (!instant) return isoTimestamp.slice(0, 10);
  const { year, month, day } = berlinTimeOf(instant);
  return isoDayOf(year, month, day);
}
export const berlinDayOf = memoized(berlinDayOfUncached);

/** spec 001 §2: the heading of a day group: day name, day, month name, year. */
function formatDayHeadingUncached(isoDay: string, locale: Locale): string {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  const names = CALENDAR_NAMES[locale];
  const weekday = names.weekdays[weekdayOfDay(year, month, day)];
  const monthName = names.months[month - 1];
  return locale === 'de' ? `${weekday}, ${day}. ${monthName} ${year}` : `${weekday}, ${day} ${monthName} ${year}`;
}
export const formatDayHeading = memoized(formatDayHeadingUncached);

/**
 * A short date for chips and labels: 22.11.2026 / 22/11/2026. A calendar day has no time zone:
 * its digits are rearranged. Anything but a real YYYY-MM-DD day is returned as it came (callers
 * pass days dmyToIso produced).
 */
export function formatShortDate(isoDay: string, locale: Locale): string {
  if (!calendarParts(isoDay)) return isoDay;
  const [year, month, day] = isoDay.split('-');
  return locale === 'de' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

/** spec 001 §5: time as HH:MM, with 'Uhr' added in German. */
function formatTimeUncached(isoTimestamp: string, locale: Locale): string {
  const instant = parseInstant(isoTimestamp);
  const wall = instant ? berlinTimeOf(instant) : undefined;
  const time = wall ? `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}` : '';
  return locale === 'de' ? `${time} Uhr` : time;
}
export const formatTime = memoized(formatTimeUncached);

/**
 * A machine-readable value for <time dateTime>: the instant in Berlin's wall time with its offset,
 * e.g. 2026-11-26T19:30:00.000+01:00. A timestamp that does not parse is returned as it came.
 */
function toBerlinIsoUncached(isoTimestamp: string): string {
  const instant = parseInstant(isoTimestamp);
  if (!instant) return isoTimestamp;
  const wall = berlinTimeOf(instant);
  const sign = wall.offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(wall.offsetMinutes);
  const clock = `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}:${twoDigits(wall.second)}.${String(wall.millisecond).padStart(3, '0')}`;
  return `${isoDayOf(wall.year, wall.month, wall.day)}T${clock}${sign}${twoDigits(Math.floor(offset / 60))}:${twoDigits(offset % 60)}`;
}
export const toBerlinIso = memoized(toBerlinIsoUncached);
