// How the event detail writes dates, times and prices: the design settings' parsers (spec 001 §3:
// date 'dd \n D MMM YY', time 'HH.mm', the currency sign) in Europe/Berlin with berlinClock.ts (no
// Intl, no luxon: docs/ARCHITECTURE.md), and spec 001 §5: 'Uhr' after a time in German, prices
// without '.00' and with a decimal comma in German.
import { berlinTimeOf, twoDigits, type BerlinTime } from '../berlinClock';
import { CALENDAR_NAMES } from '../calendarNames';
import type { Locale } from '../locales';

/** spec 001 §9: the full price ('Vollpreis') is the ticketing system's sale type 1. */
export const FULL_PRICE_SALE_TYPE_ID = 1;

const TOKENS = /YYYY|YY|MMMM|MMM|MM|dddd|ddd|dd|DD|D|HH|mm/g;

/** German abbreviations end in a full stop ('Do.', 'Okt.'); a pattern writes its own punctuation. */
const withoutStop = (value: string | undefined) => (value ?? '').replace(/\.$/, '');

function token(name: string, wall: BerlinTime, locale: Locale): string {
  const names = CALENDAR_NAMES[locale];
  switch (name) {
    case 'YYYY':
      return String(wall.year);
    case 'YY':
      return twoDigits(wall.year % 100);
    case 'MMMM':
      return names.months[wall.month - 1] ?? '';
    case 'MMM':
      return withoutStop(names.monthsShort[wall.month - 1]);
    case 'MM':
      return twoDigits(wall.month);
    case 'dddd':
      return names.weekdays[wall.weekday] ?? '';
    case 'ddd':
    case 'dd':
      return withoutStop(names.weekdaysShort[wall.weekday]);
    case 'DD':
      return twoDigits(wall.day);
    case 'D':
      return String(wall.day);
    case 'HH':
      return twoDigits(wall.hour);
    case 'mm':
      return twoDigits(wall.minute);
    default:
      return name;
  }
}

/**
 * An instant in a design-settings pattern (moment-style tokens: YYYY YY MMMM MMM MM dddd ddd dd DD
 * D HH mm; anything else is kept). A line break in the pattern splits the result into lines.
 */
export function formatWithPattern(isoTimestamp: string, pattern: string, locale: Locale): string[] {
  const instant = new Date(isoTimestamp);
  if (Number.isNaN(instant.getTime())) return [isoTimestamp];
  const wall = berlinTimeOf(instant);
  return pattern
    .replace(/\\n/g, '\n')
    .split('\n')
    .map((line) => line.replace(TOKENS, (name) => token(name, wall, locale)).trim())
    .filter((line) => line.length > 0);
}

/** spec 001 §5: the design's time format, with 'Uhr' added in German. */
export function formatDetailTime(isoTimestamp: string, pattern: string, locale: Locale): string {
  const time = formatWithPattern(isoTimestamp, pattern, locale).join(' ');
  return locale === 'de' ? `${time} Uhr` : time;
}

/** spec 001 §5: '27.00' → '27', '12.50' → '12,50' in German; with the design's currency sign. */
export function formatPrice(amount: string, locale: Locale, currencySign = '€'): string {
  const match = /^(\d+)\.(\d{2})$/.exec(amount);
  const value = !match ? amount : match[2] === '00' ? match[1] : `${match[1]}${locale === 'de' ? ',' : '.'}${match[2]}`;
  return locale === 'de' ? `${value} ${currencySign}` : `${currencySign}${value}`;
}

/** The lowest price above zero of a list ('ab 38 €'), or null when none is. */
export function lowestPrice(amounts: readonly string[]): string | null {
  let lowest: string | null = null;
  for (const amount of amounts) {
    const value = Number(amount);
    if (!Number.isFinite(value) || value <= 0) continue;
    if (lowest === null || value < Number(lowest)) lowest = amount;
  }
  return lowest;
}
