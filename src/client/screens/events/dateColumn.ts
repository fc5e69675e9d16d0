// The date column of the style1 list row, after the design settings' date format 'dd \n D MMM YY'
// (spec 001 §3): a two-letter weekday above the day, the month and the year's last two digits,
// in Europe/Berlin and the page's language (berlinClock.ts, no Intl), once per start time: a page
// shows the same few dates many times.
import { berlinTimeOf, twoDigits } from '../../../shared/berlinClock';
import { CALENDAR_NAMES } from '../../../shared/calendarNames';
import type { Locale } from '../../../shared/locales';

export interface DateColumn {
  weekday: string;
  day: string;
  month: string;
  year: string;
}

const MAX_REMEMBERED = 2000;
const remembered = new Map<string, DateColumn>();

/** The column's parts for an ISO timestamp; a timestamp that does not parse gives empty parts. */
export function dateColumn(isoTimestamp: string, locale: Locale): DateColumn {
  const key = `${locale} ${isoTimestamp}`;
  const known = remembered.get(key);
  if (known) return known;
  const time = Date.parse(isoTimestamp);
  let column: DateColumn = { weekday: '', day: '', month: '', year: '' };
  if (!Number.isNaN(time)) {
    const wall = berlinTimeOf(new Date(time));
    const names = CALENDAR_NAMES[locale];
    // German abbreviations end in a full stop ('Do.', 'Nov.'): the column has no room for it.
    const clean = (value: string | undefined) => (value ?? '').replace(/\.$/, '');
    column = {
      weekday: clean(names.weekdaysShort[wall.weekday]).slice(0, 2),
      day: String(wall.day),
      month: clean(names.monthsShort[wall.month - 1]),
      year: twoDigits(wall.year % 100),
    };
  }
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(key, column);
  return column;
}
