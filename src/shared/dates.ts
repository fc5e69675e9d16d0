// Dates as the site shows them: Europe/Berlin, German or English (spec 000 §9, spec 001 §5).
import { DateTime } from 'luxon';
import { TIMEZONE } from './constants';
import type { Locale } from './locales';

/** Today's calendar day in Berlin as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: TIMEZONE }).toISODate() ?? '1970-01-01';
}

/** The Berlin calendar day (YYYY-MM-DD) on which an ISO timestamp falls. */
export function berlinDayOf(isoTimestamp: string): string {
  const value = DateTime.fromISO(isoTimestamp, { setZone: true }).setZone(TIMEZONE);
  return value.isValid ? (value.toISODate() ?? isoTimestamp.slice(0, 10)) : isoTimestamp.slice(0, 10);
}

/**
 * spec 000 §5: a date string in DD-MM-YYYY must be two digits, two digits, four digits and a
 * valid date. spec 001 §2: the URL carries it day first, reversed internally to YYYY-MM-DD.
 */
export function dmyToIso(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const date = DateTime.fromObject({ year: Number(year), month: Number(month), day: Number(day) }, { zone: TIMEZONE });
  return date.isValid ? date.toISODate() : null;
}

export function isoToDmy(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

/** spec 001 §2: the heading of a day group: day name, day, month name, year. */
export function formatDayHeading(isoDay: string, locale: Locale): string {
  const day = DateTime.fromISO(isoDay, { zone: TIMEZONE }).setLocale(locale === 'de' ? 'de-DE' : 'en-GB');
  return day.toFormat(locale === 'de' ? 'cccc, d. LLLL yyyy' : 'cccc, d LLLL yyyy');
}

/** A short date for chips and labels: 22.11.2026 / 22/11/2026. */
export function formatShortDate(isoDay: string, locale: Locale): string {
  const day = DateTime.fromISO(isoDay, { zone: TIMEZONE });
  return day.toFormat(locale === 'de' ? 'dd.LL.yyyy' : 'dd/LL/yyyy');
}

/** spec 001 §5: time as HH:MM, with 'Uhr' added in German. */
export function formatTime(isoTimestamp: string, locale: Locale): string {
  const time = DateTime.fromISO(isoTimestamp, { setZone: true }).setZone(TIMEZONE).toFormat('HH:mm');
  return locale === 'de' ? `${time} Uhr` : time;
}

/** A machine-readable value for <time dateTime>. */
export function toBerlinIso(isoTimestamp: string): string {
  return DateTime.fromISO(isoTimestamp, { setZone: true }).setZone(TIMEZONE).toISO() ?? isoTimestamp;
}
