// The date picker's calendar arithmetic (spec 001 §2 "Filters", the calendar): calendar days as
// YYYY-MM-DD strings, weeks from Monday to Sunday (both languages' convention here), and the
// keys of the WAI-ARIA APG "Date Picker Dialog" pattern. Pure: a calendar day has no time zone,
// so everything is computed on noon UTC of the day and never on the visitor's clock; "today"
// comes from the page (Europe/Berlin).

export interface CalendarMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

const LAST_DAY = '9999-12-31';
const FIRST_DAY = '0001-01-01';

function toDate(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day, 12));
  // Date.UTC reads the years 0 to 99 as 1900 to 1999: set the year on its own.
  date.setUTCFullYear(year);
  return date;
}

function toIso(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

function clampDay(isoDay: string): string {
  return isoDay < FIRST_DAY ? FIRST_DAY : isoDay > LAST_DAY ? LAST_DAY : isoDay;
}

function daysInMonth({ year, month }: CalendarMonth): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function monthOf(isoDay: string): CalendarMonth {
  const [year = 1970, month = 1] = isoDay.split('-').map(Number);
  return { year, month };
}

export function firstDayOf({ year, month }: CalendarMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

export function sameMonth(a: CalendarMonth, b: CalendarMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

/** How many months `b` lies after `a` (negative when before). */
export function monthsBetween(a: CalendarMonth, b: CalendarMonth): number {
  return (b.year - a.year) * 12 + (b.month - a.month);
}

export function addDays(isoDay: string, days: number): string {
  const date = toDate(isoDay);
  date.setUTCDate(date.getUTCDate() + days);
  return clampDay(toIso(date));
}

/** The same day of another month; the 31st becomes the last day of a shorter month. */
export function addMonths(isoDay: string, months: number): string {
  const { year, month } = monthOf(isoDay);
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  if (target.year < 1) return FIRST_DAY;
  if (target.year > 9999) return LAST_DAY;
  const day = Math.min(Number(isoDay.slice(8, 10)), daysInMonth(target));
  return `${firstDayOf(target).slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** 0 for Monday to 6 for Sunday. */
export function weekdayIndex(isoDay: string): number {
  return (toDate(isoDay).getUTCDay() + 6) % 7;
}

/** A place of the month's grid: a day of the month, or a day of the weeks around it. */
export interface CalendarCell {
  day: string;
  /** false: the place is shown empty (a number always names a day of the heading's month). */
  inMonth: boolean;
}

/** The month as weeks of seven places from Monday, the month's first and last weeks filled up. */
export function monthGrid(month: CalendarMonth): CalendarCell[][] {
  const first = firstDayOf(month);
  const last = `${first.slice(0, 8)}${String(daysInMonth(month)).padStart(2, '0')}`;
  const weeks: CalendarCell[][] = [];
  let day = addDays(first, -weekdayIndex(first));
  while (day <= last) {
    const week: CalendarCell[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push({ day, inMonth: day >= first && day <= last });
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/**
 * The day a key moves the focus to (APG "Date Picker Dialog", grid keys), or null for a key the
 * grid does not handle. Arrows: a day or a week; Home and End: the week's Monday and Sunday;
 * Page Up and Page Down: the same day a month earlier or later, with Shift a year. The focus
 * never goes before `earliest` (the first day of today's month: nothing earlier can be chosen).
 */
export function moveFocus(isoDay: string, key: string, shiftKey: boolean, earliest: string): string | null {
  let next: string;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(isoDay, -1);
      break;
    case 'ArrowRight':
      next = addDays(isoDay, 1);
      break;
    case 'ArrowUp':
      next = addDays(isoDay, -7);
      break;
    case 'ArrowDown':
      next = addDays(isoDay, 7);
      break;
    case 'Home':
      next = addDays(isoDay, -weekdayIndex(isoDay));
      break;
    case 'End':
      next = addDays(isoDay, 6 - weekdayIndex(isoDay));
      break;
    case 'PageUp':
      next = addMonths(isoDay, shiftKey ? -12 : -1);
      break;
    case 'PageDown':
      next = addMonths(isoDay, shiftKey ? 12 : 1);
      break;
    default:
      return null;
  }
  return next < earliest ? earliest : next;
}

/**
 * What a day of the grid is for the visitor. 'today' is today without events: still offered,
 * since choosing today returns to the default date filter (spec 001 §2).
 */
export type DayState = 'past' | 'available' | 'noEvents' | 'today' | 'unknown';

/**
 * spec 001 §2, §7: days before today cannot be chosen; the others can when the calendar call
 * named them, and today always. `available` is null while the call is under way or after it
 * failed (spec 001 §8: the visitor gets no message, every day from today on stays choosable).
 */
export function dayState(isoDay: string, today: string, available: ReadonlySet<string> | null): DayState {
  if (isoDay < today) return 'past';
  if (available === null) return 'unknown';
  if (available.has(isoDay)) return 'available';
  return isoDay === today ? 'today' : 'noEvents';
}

export function isChoosable(state: DayState): boolean {
  return state !== 'past' && state !== 'noEvents';
}
