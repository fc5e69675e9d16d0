// The times of scheduled page changes (issue 22 item 7) as staff type and read them: Berlin's wall
// clock (spec 000 §9: time zone Europe/Berlin, German times with 'Uhr'), whatever the browser's
// own time zone. Plain arithmetic over berlinClock.ts (no Intl, no luxon: the editor hub and the
// editor share it, and luxon stays on the server).
import { berlinOffsetMinutes, berlinTimeOf, twoDigits } from '../berlinClock';
import { calendarParts } from '../calendarDays';
import { berlinDayOf, formatDayHeading, formatTime, toBerlinIso } from '../dateFormats';
import type { Locale } from '../locales';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** What a day (YYYY-MM-DD) and a time (HH:MM) on Berlin's wall clock are. */
export type BerlinWallTime =
  | { kind: 'instant'; instant: Date }
  /** Not a day or not a time. */
  | { kind: 'invalid' }
  /** A time the clocks skip when summer time begins (02:00 to 02:59 on the last Sunday of March). */
  | { kind: 'skipped' };

/**
 * The instant a Berlin day and time name. Of the hour that comes twice when summer time ends, the
 * first (still summer time) is meant, as a person reading the clock would mean it first.
 */
export function berlinInstantOf(day: string, time: string): BerlinWallTime {
  const date = calendarParts(day);
  const clock = TIME.exec(time);
  if (!date || !clock) return { kind: 'invalid' };
  const wall = Date.UTC(date.year, date.month - 1, date.day, Number(clock[1]), Number(clock[2]));
  // Summer time first: of the doubled hour, the earlier instant.
  for (const offsetMinutes of [120, 60]) {
    const instant = new Date(wall - offsetMinutes * 60_000);
    if (berlinOffsetMinutes(instant) === offsetMinutes) return { kind: 'instant', instant };
  }
  return { kind: 'skipped' };
}

/** The instant as the API takes it: ISO 8601 with Berlin's offset (2026-12-01T10:00:00.000+01:00). */
export function berlinIsoOf(instant: Date): string {
  return toBerlinIso(instant.toISOString());
}

/** A Berlin day and time (the form's fields) at `instant`. */
export function berlinFieldsOf(instant: Date): { day: string; time: string } {
  const wall = berlinTimeOf(instant);
  return { day: `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`, time: `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}` };
}

/** The next full hour after `now`, at least a quarter of an hour ahead: what the form offers first. */
export function nextFullHour(now: Date): Date {
  const hour = 3_600_000;
  return new Date(Math.ceil((now.getTime() + hour / 4) / hour) * hour);
}

/** A due time as staff read it: 'Dienstag, 1. Dezember 2026, 10:00 Uhr' / 'Tuesday, 1 December 2026, 10:00'. */
export function formatScheduleTime(iso: string, locale: Locale): string {
  return `${formatDayHeading(berlinDayOf(iso), locale)}, ${formatTime(iso, locale)}`;
}
