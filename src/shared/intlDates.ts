// Dates as the site shows them: Europe/Berlin, German or English (spec 000 §9, spec 001 §5),
// with the browser's own Intl and nothing else: this is the module code the browser loads
// imports (the screens, eventQuery, validation, groupProgrammeByDay). luxon stays on the server
// (dates.ts, which re-exports all of this).
import { TIMEZONE } from './constants';
import type { Locale } from './locales';

// Formatting runs for every event on every page: Intl formatters are built once and reused
// (luxon's per-call parsing showed up in the page-render profile). They hold no request data.
const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const BERLIN_TIME = new Intl.DateTimeFormat('de-DE', { timeZone: TIMEZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY_HEADING: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
};

/** Today's calendar day in Berlin as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return BERLIN_DAY.format(now);
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

/** Noon UTC of a calendar day: formatting it in UTC names that day whatever the server's zone. */
function calendarDay(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** The Berlin calendar day (YYYY-MM-DD) on which an ISO timestamp falls. */
function berlinDayOfUncached(isoTimestamp: string): string {
  const instant = parseInstant(isoTimestamp);
  return instant ? BERLIN_DAY.format(instant) : isoTimestamp.slice(0, 10);
}
export const berlinDayOf = memoized(berlinDayOfUncached);

/** Whether `year` is a leap year of the proleptic Gregorian calendar (year 0 included). */
function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** The days of a month (1 to 12) of the Gregorian calendar, for any year: Date.UTC would read 0-99 as 1900-1999. */
function daysInMonthOf(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** A calendar day YYYY-MM-DD as numbers, or null unless it names a real day (years 0000 to 9999). */
function calendarParts(isoDay: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonthOf(year, month) ? { year, month, day } : null;
}

/**
 * spec 000 §5: a date string in DD-MM-YYYY must be two digits, two digits, four digits and a
 * valid date. spec 001 §2: the URL carries it day first, reversed internally to YYYY-MM-DD.
 * Every day of a four-digit year starts at a Berlin midnight that exists (the clocks change at
 * 02:00 and 03:00), so validity is the Gregorian calendar's alone.
 */
export function dmyToIso(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  return calendarParts(iso) ? iso : null;
}

export function isoToDmy(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

/** spec 001 §2: the heading of a day group: day name, day, month name, year. */
function formatDayHeadingUncached(isoDay: string, locale: Locale): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of DAY_HEADING[locale].formatToParts(calendarDay(isoDay))) parts[part.type] = part.value;
  const { weekday, day, month, year } = parts;
  return locale === 'de' ? `${weekday}, ${day}. ${month} ${year}` : `${weekday}, ${day} ${month} ${year}`;
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
  const time = instant ? BERLIN_TIME.format(instant) : '';
  return locale === 'de' ? `${time} Uhr` : time;
}
export const formatTime = memoized(formatTimeUncached);

const BERLIN_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/**
 * A machine-readable value for <time dateTime>: the instant in Berlin's wall time with its offset,
 * e.g. 2026-11-26T19:30:00.000+01:00. Built with a reused Intl formatter; a timestamp that does
 * not parse is returned as it came.
 */
function toBerlinIsoUncached(isoTimestamp: string): string {
  const instant = parseInstant(isoTimestamp);
  if (!instant) return isoTimestamp;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of BERLIN_PARTS.formatToParts(instant)) parts[part.type] = part.value;
  // 'GMT+01:00'; the zone's own offset is never zero-length, but UTC would print plain 'GMT'.
  const offset = (parts.timeZoneName ?? 'GMT').slice(3) || '+00:00';
  const millis = String(instant.getUTCMilliseconds()).padStart(3, '0');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.${millis}${offset}`;
}
export const toBerlinIso = memoized(toBerlinIsoUncached);
