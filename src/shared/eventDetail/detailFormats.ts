// How the event detail writes dates, times and prices: the design settings' parsers (spec 001 §3:
// date 'dd \n D MMM YY', time 'HH.mm', the currency sign) with Intl in Europe/Berlin (the browser
// has no luxon, docs/ARCHITECTURE.md), and spec 001 §5: 'Uhr' after a time in German, prices
// without '.00' and with a decimal comma in German.
import { TIMEZONE } from '../constants';
import type { Locale } from '../locales';

/** spec 001 §9: the full price is named 'Vollpreis'; it is the ticketing system's sale type 1. */
export const FULL_PRICE_SALE_TYPE_ID = 1;
export const FULL_PRICE_LABEL = 'Vollpreis';

const TOKENS = /YYYY|YY|MMMM|MMM|MM|dddd|ddd|dd|DD|D|HH|mm/g;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { timeZone: TIMEZONE, hourCycle: 'h23', ...options });
    formatters.set(key, found);
  }
  return found;
}

function part(instant: Date, locale: Locale, options: Intl.DateTimeFormatOptions, type: Intl.DateTimeFormatPartTypes): string {
  return formatter(locale, options).formatToParts(instant).find((entry) => entry.type === type)?.value ?? '';
}

function token(name: string, instant: Date, locale: Locale): string {
  switch (name) {
    case 'YYYY':
      return part(instant, locale, { year: 'numeric' }, 'year');
    case 'YY':
      return part(instant, locale, { year: '2-digit' }, 'year');
    case 'MMMM':
      return part(instant, locale, { month: 'long' }, 'month');
    case 'MMM':
      return part(instant, locale, { month: 'short' }, 'month').replace(/\.$/, '');
    case 'MM':
      return part(instant, locale, { month: '2-digit' }, 'month');
    case 'dddd':
      return part(instant, locale, { weekday: 'long' }, 'weekday');
    case 'ddd':
    case 'dd':
      return part(instant, locale, { weekday: 'short' }, 'weekday').replace(/\.$/, '');
    case 'DD':
      return part(instant, locale, { day: '2-digit' }, 'day');
    case 'D':
      return part(instant, locale, { day: 'numeric' }, 'day');
    case 'HH':
      return part(instant, locale, { hour: '2-digit' }, 'hour').padStart(2, '0');
    case 'mm':
      return part(instant, locale, { minute: '2-digit' }, 'minute').padStart(2, '0');
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
  return pattern
    .replace(/\\n/g, '\n')
    .split('\n')
    .map((line) => line.replace(TOKENS, (name) => token(name, instant, locale)).trim())
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
