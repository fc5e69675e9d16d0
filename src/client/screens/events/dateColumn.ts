// The date column of the style1 list row, after the design settings' date format 'dd \n D MMM YY'
// (spec 001 §3): a two-letter weekday above the day, the month and the year's last two digits,
// in Europe/Berlin and the page's language. Formatted with Intl (the browser's own), once per
// start time: a page shows the same few dates many times.
import { TIMEZONE } from '../../../shared/constants';
import type { Locale } from '../../../shared/locales';

export interface DateColumn {
  weekday: string;
  day: string;
  month: string;
  year: string;
}

const PARTS: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', { timeZone: TIMEZONE, weekday: 'short', day: 'numeric', month: 'short', year: '2-digit' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, weekday: 'short', day: 'numeric', month: 'short', year: '2-digit' }),
};

const MAX_REMEMBERED = 2000;
const remembered = new Map<string, DateColumn>();

/** The column's parts for an ISO timestamp; a timestamp that does not parse gives empty parts. */
export function dateColumn(isoTimestamp: string, locale: Locale): DateColumn {
  const key = `${locale} ${isoTimestamp}`;
  const known = remembered.get(key);
  if (known) return known;
  const time = Date.parse(isoTimestamp);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  if (!Number.isNaN(time)) for (const part of PARTS[locale].formatToParts(new Date(time))) parts[part.type] = part.value;
  // German abbreviations end in a full stop ('Do.', 'Nov.'): the column has no room for it.
  const clean = (value: string | undefined) => (value ?? '').replace(/\.$/, '');
  const column = { weekday: clean(parts.weekday).slice(0, 2), day: parts.day ?? '', month: clean(parts.month), year: parts.year ?? '' };
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(key, column);
  return column;
}
