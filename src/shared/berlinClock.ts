// Europe/Berlin's wall clock in plain arithmetic, without Intl. The first Intl formatter a page
// builds loads the browser's locale and time-zone data: 40 to 80 ms in one task on this project's development machine, four times that
// on Lighthouse's phone, in the middle of hydration (issue 20: no task over 50 ms). Every date the
// first load shows (programme rows, day headings, times, the header's opening hours, the event
// pages' design patterns) is written with this module instead; Intl stays for what only appears
// after a visitor acts (the calendar, form limits, the editor).
//
// The rules: Central European Time, UTC+1, and summer time, UTC+2, from the last Sunday of March
// 01:00 UTC to the last Sunday of October 01:00 UTC (the EU's rule, directive 2000/84/EC, in
// Germany since 1996); from 1981 to 1995 it ended on the last Sunday of September, in 1980 it ran
// from 6 April to 28 September, and from 1950 to 1979 there was none. The summer times of 1945 to
// 1949 are not modelled (UTC+1 is given): no page of the site shows an instant that old.
// berlinClock.test.ts compares every hour of the years around today, and the minutes around each
// change from 1950 on, with the runtime's Intl: should the rule ever change in the time zone
// database, that test fails before a visitor sees a wrong time.
//
// The names of days and months are in calendarNames.ts.

/** An instant's wall-clock time in Berlin. */
export interface BerlinTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: number;
  /** Minutes ahead of UTC: 60 in winter, 120 in summer. */
  offsetMinutes: number;
}

const HOUR_MS = 3_600_000;

/** The last Sunday of `month` (1 to 12) of `year`, at 01:00 UTC, in milliseconds. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/** When summer time begins and ends in `year` (UTC milliseconds), or null in a year without it. */
function summerTimeOf(year: number): [number, number] | null {
  if (year >= 1996) return [lastSundayAtOneUtc(year, 3), lastSundayAtOneUtc(year, 10)];
  if (year >= 1981) return [lastSundayAtOneUtc(year, 3), lastSundayAtOneUtc(year, 9)];
  if (year === 1980) return [Date.UTC(1980, 3, 6, 1), Date.UTC(1980, 8, 28, 1)];
  return null;
}

/** Berlin's offset from UTC at `instant`, in minutes. */
export function berlinOffsetMinutes(instant: Date): number {
  const summer = summerTimeOf(instant.getUTCFullYear());
  const time = instant.getTime();
  return summer && time >= summer[0] && time < summer[1] ? 120 : 60;
}

/** The wall-clock time in Berlin at `instant` (a valid Date). */
export function berlinTimeOf(instant: Date): BerlinTime {
  const offsetMinutes = berlinOffsetMinutes(instant);
  const wall = new Date(instant.getTime() + offsetMinutes * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    weekday: wall.getUTCDay(),
    offsetMinutes,
  };
}

/** The weekday (0 = Sunday) of a calendar day, whatever the time zone. */
export function weekdayOfDay(year: number, month: number, day: number): number {
  const date = new Date(Date.UTC(2000, month - 1, day, 12));
  date.setUTCFullYear(year);
  return date.getUTCDay();
}

export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
