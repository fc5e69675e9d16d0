// GET /{lang}/api/calendar/ (spec 001 §7 "query date, room, type, tag → available dates"): the
// days (Europe/Berlin, YYYY-MM-DD) from `date` on, for CALENDAR_MONTHS months, on which at least
// one event matching the filters starts. One call fills the date picker for the whole season.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../shared/constants';
import type { EventQuery } from '../api/parseEventQuery';
import type { Queryable } from '../db/openDatabase';

const CALENDAR_MONTHS = 12;

/** PostgreSQL knows no year 0 and luxon writes years past 9999 with a sign: clamp to ±infinity. */
function instant(moment: DateTime): string {
  if (moment.year < 1) return '-infinity';
  if (moment.year > 9999) return 'infinity';
  return moment.toISO() ?? 'infinity';
}

export async function listCalendarDates(db: Queryable, query: Pick<EventQuery, 'date' | 'filters'>): Promise<string[]> {
  const from = DateTime.fromISO(query.date, { zone: TIMEZONE }).startOf('day');
  const { filters } = query;
  const { rows } = await db.query<{ day: string }>(
    `SELECT DISTINCT to_char(e.date_start AT TIME ZONE '${TIMEZONE}', 'YYYY-MM-DD') AS day
     FROM events e
     WHERE e.date_start >= $1 AND e.date_start < $2
       AND ($3::integer IS NULL OR e.room_id = $3)
       AND ($4::integer IS NULL OR e.exhibition_type_id = $4)
       AND ($5::integer IS NULL OR EXISTS (SELECT 1 FROM events_tags f WHERE f.event_id = e.id AND f.tag_id = $5))
       AND ($6::integer IS NULL OR EXISTS (SELECT 1 FROM events_series f WHERE f.event_id = e.id AND f.series_id = $6))
       AND ($7::integer IS NULL OR EXISTS (SELECT 1 FROM events_genres f WHERE f.event_id = e.id AND f.genre_id = $7))
     ORDER BY day`,
    [
      instant(from),
      instant(from.plus({ months: CALENDAR_MONTHS })),
      filters.room ?? null,
      filters.type ?? null,
      filters.tag ?? null,
      filters.series ?? null,
      filters.genre ?? null,
    ],
  );
  return rows.map((row) => row.day);
}
