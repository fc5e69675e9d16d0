// A venue's regular opening hours for the week (the house's hours, spec 001 §4 and §5): one line
// per weekday, Monday first, each with its ranges ('10–18' with ':00' dropped, like the header) or
// closed; a day without an entry is closed. The same rows give the schema.org
// openingHoursSpecification of the venue's Place.
import { CALENDAR_NAMES } from '../calendarNames';
import type { Locale } from '../locales';
import { formatClock, formatRange, minutesOf, type MinuteRange } from '../openingHours';

export interface WeeklyHoursRow {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  timeFrom: string | null;
  timeTo: string | null;
  closed: boolean;
}

export interface WeekDayHours {
  weekday: number;
  /** Empty when the house is closed that day. */
  ranges: MinuteRange[];
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function weeklyHours(rows: readonly WeeklyHoursRow[]): WeekDayHours[] {
  return WEEKDAYS.map((weekday) => {
    const ranges: MinuteRange[] = [];
    for (const row of rows) {
      if (row.weekday !== weekday || row.closed) continue;
      const from = minutesOf(row.timeFrom);
      const to = minutesOf(row.timeTo);
      if (from !== null && to !== null && to > from) ranges.push({ from, to });
    }
    ranges.sort((a, b) => a.from - b.from);
    return { weekday, ranges };
  });
}

/** '10–14, 15–18:30', as the header writes several ranges (without the unit). */
export function formatRanges(ranges: readonly MinuteRange[]): string {
  return ranges.map(formatRange).join(', ');
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** schema.org OpeningHoursSpecification entries: one per range, closed days left out. */
export function openingHoursSpecification(week: readonly WeekDayHours[]): Record<string, unknown>[] {
  return week.flatMap((day) =>
    day.ranges.map((range) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.weekday - 1] ?? 'Monday'}`,
      opens: formatClock(range.from),
      closes: formatClock(range.to),
    })),
  );
}

/** The weekday's name in the page's language ('Montag', 'Monday'); `weekday` 1 is Monday, 7 Sunday. */
export function weekdayName(weekday: number, locale: Locale): string {
  return CALENDAR_NAMES[locale].weekdays[weekday % 7] ?? '';
}
