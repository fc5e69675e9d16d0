// Europe/Berlin's wall clock in plain arithmetic, without Intl. The first Intl formatter a page
// builds loads the browser's locale and time-zone data: 40 to 80 ms in one task on this project's development machine, four times that
// on Lighthouse's phone, in the middle of hydration (issue 20: no task over 50 ms). Every date the
// first load shows (programme rows, day headings, times, the header's opening hours, the event
// pages' design patterns) is written with this module instead; Intl stays for what only appears
// after a visitor acts (the calendar, form limits, the editor).
//
// The rule: Central European Time, UTC+1, and from 1996 on summer time, UTC+2, from the last
// Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC (the EU's rule, directive
// 2000/84/EC, in force in Germany since 1996). Instants before 1996 are left to Intl, which knows
// the older rules. berlinClock.test.ts compares every hour of the years around today, and the
// minutes around each change, with the runtime's Intl: should the rule ever change in the time
// zone database, that test fails before a visitor sees a wrong time.
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

const FIRST_YEAR_OF_THE_RULE = 1996;
const HOUR_MS = 3_600_000;

/** The last Sunday of `month` (1 to 12) of `year`, at 01:00 UTC, in milliseconds. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

let olderRules: Intl.DateTimeFormat | undefined;
/** Before 1996: what the runtime's time-zone database says (no visitor's page shows such dates). */
function offsetByIntl(instant: Date): number {
  olderRules ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' });
  const name = olderRules.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 60;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Berlin's offset from UTC at `instant`, in minutes. */
export function berlinOffsetMinutes(instant: Date): number {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  if (year < FIRST_YEAR_OF_THE_RULE) return offsetByIntl(instant);
  return time >= lastSundayAtOneUtc(year, 3) && time < lastSundayAtOneUtc(year, 10) ? 120 : 60;
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
