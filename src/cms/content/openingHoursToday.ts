// GET /{lang}/api/opening-hours-today/ (spec 001 §3 "Opening hours response", §4 "Opening-hours
// label", §7; README "Opening hours"). The answer carries the regular hours of the day's weekday
// and the exceptions stored for that date; exceptions replace the regular hours when present
// (spec 001 §4), which the client decides, so both lists are sent as stored.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../shared/constants';
import type { Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';

interface OpeningHoursEntry {
  /** `HH:MM:SS`, null on a closed entry. */
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
  alternative_text: string;
  alternative_link_url: string;
}

export interface OpeningHoursPayload {
  /** The day answered, `YYYY-MM-DD` (Europe/Berlin). */
  date: string;
  opening_hours: OpeningHoursEntry[];
  opening_hours_exceptions: OpeningHoursEntry[];
}

export interface StoredOpeningHours {
  /** ISO weekday 1 (Monday) … 7 (Sunday) for regular hours. */
  weekday?: number;
  /** `YYYY-MM-DD` for an exception. */
  day?: string;
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
  alternative_text_de: string;
  alternative_text_en: string;
  alternative_link_url: string;
}

/** The ISO weekday of a calendar day, whatever the server's time zone. */
export function isoWeekday(day: string): number {
  return DateTime.fromISO(day, { zone: TIMEZONE }).weekday;
}

function toEntry(row: StoredOpeningHours, lang: Locale): OpeningHoursEntry {
  return {
    time_from: row.closed ? null : row.time_from,
    time_to: row.closed ? null : row.time_to,
    closed: row.closed,
    alternative_text: lang === 'de' ? row.alternative_text_de : row.alternative_text_en,
    alternative_link_url: row.alternative_link_url,
  };
}

/** Earliest range first; closed entries (no times) after the ranges. */
function byStart(a: StoredOpeningHours, b: StoredOpeningHours): number {
  return (a.time_from ?? '99').localeCompare(b.time_from ?? '99');
}

/** The pure part: which stored rows apply to `day`, in order, in the request's language. */
export function openingHoursFor(
  day: string,
  regular: readonly StoredOpeningHours[],
  exceptions: readonly StoredOpeningHours[],
  lang: Locale,
): OpeningHoursPayload {
  const weekday = isoWeekday(day);
  return {
    date: day,
    opening_hours: regular
      .filter((row) => row.weekday === weekday)
      .sort(byStart)
      .map((row) => toEntry(row, lang)),
    opening_hours_exceptions: exceptions
      .filter((row) => row.day === day)
      .sort(byStart)
      .map((row) => toEntry(row, lang)),
  };
}

const COLUMNS = `to_char(time_from, 'HH24:MI:SS') AS time_from, to_char(time_to, 'HH24:MI:SS') AS time_to, closed,
  alternative_text_de, alternative_text_en, alternative_link_url`;

/** `day` is "today" in Europe/Berlin unless the caller asks for another day (README). */
export async function openingHoursToday(db: Queryable, day: string, lang: Locale): Promise<OpeningHoursPayload> {
  const regular = await db.query<StoredOpeningHours>(`SELECT weekday, ${COLUMNS} FROM opening_hours WHERE weekday = $1`, [isoWeekday(day)]);
  const exceptions = await db.query<StoredOpeningHours>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${COLUMNS} FROM opening_hours_exceptions WHERE day = $1`,
    [day],
  );
  return openingHoursFor(day, regular.rows, exceptions.rows, lang);
}
