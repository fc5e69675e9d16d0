import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dmyToIso } from './calendarDays';
import { berlinDayOf, formatDayHeading, formatShortDate, formatTime, toBerlinIso } from './dateFormats';

/** What luxon (the server's date library before this module) answers for a DD-MM-YYYY date. */
function luxonDmyToIso(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const date = DateTime.fromObject({ year: Number(year), month: Number(month), day: Number(day) }, { zone: 'Europe/Berlin' });
  return date.isValid ? date.toISODate() : null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

describe('dateFormats (the browser-safe date functions, Intl only)', () => {
  it('accepts exactly the DD-MM-YYYY days luxon accepts (spec 000 §5), leap years and years 0000-0099 included', () => {
    const years = [0, 4, 100, 400, 1900, 1945, 1980, 2000, 2024, 2025, 2026, 2027, 2100, 9999];
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const value = `${pad(day)}-${pad(month)}-${pad(year, 4)}`;
          expect(dmyToIso(value), value).toBe(luxonDmyToIso(value));
        }
      }
    }
    for (const value of ['5-12-2026', '05-12-26', '05.12.2026', ' 05-12-2026', '05-12-2026 ', '', 'aa-bb-cccc']) {
      expect(dmyToIso(value), value).toBeNull();
    }
  });

  it('keeps the days of the DST changes in Europe/Berlin (2026-03-29, 2026-10-25)', () => {
    expect(dmyToIso('29-03-2026')).toBe('2026-03-29');
    expect(dmyToIso('25-10-2026')).toBe('2026-10-25');
    expect(formatShortDate('2026-03-29', 'de')).toBe('29.03.2026');
    expect(formatShortDate('2026-10-25', 'en')).toBe('25/10/2026');
    expect(formatDayHeading('2026-03-29', 'de')).toBe('Sonntag, 29. März 2026');
    expect(formatDayHeading('2026-10-25', 'en')).toBe('Sunday, 25 October 2026');
  });

  it('writes short dates as luxon did (dd.LL.yyyy / dd/LL/yyyy)', () => {
    for (const day of ['2026-01-01', '2026-11-22', '2028-02-29', '0001-12-31', '9999-12-31']) {
      expect(formatShortDate(day, 'de'), day).toBe(DateTime.fromISO(day, { zone: 'Europe/Berlin' }).toFormat('dd.LL.yyyy'));
      expect(formatShortDate(day, 'en'), day).toBe(DateTime.fromISO(day, { zone: 'Europe/Berlin' }).toFormat('dd/LL/yyyy'));
    }
    expect(formatShortDate('2026-02-30', 'de')).toBe('2026-02-30');
  });

  it('shows times and days across the spring change: 02:00 becomes 03:00 on 2026-03-29', () => {
    expect(formatTime('2026-03-29T00:59:00Z', 'de')).toBe('01:59 Uhr');
    expect(formatTime('2026-03-29T01:00:00Z', 'de')).toBe('03:00 Uhr');
    expect(formatTime('2026-03-29T01:00:00Z', 'en')).toBe('03:00');
    expect(toBerlinIso('2026-03-29T00:59:00Z')).toBe('2026-03-29T01:59:00.000+01:00');
    expect(toBerlinIso('2026-03-29T01:00:00Z')).toBe('2026-03-29T03:00:00.000+02:00');
    expect(berlinDayOf('2026-03-28T23:30:00Z')).toBe('2026-03-29');
    expect(berlinDayOf('2026-03-29T21:59:00Z')).toBe('2026-03-29');
    expect(berlinDayOf('2026-03-29T22:00:00Z')).toBe('2026-03-30');
  });

  it('shows times and days across the autumn change: 03:00 becomes 02:00 again on 2026-10-25', () => {
    // 02:30 happens twice: first in summer time, then in winter time.
    expect(formatTime('2026-10-25T00:30:00Z', 'de')).toBe('02:30 Uhr');
    expect(formatTime('2026-10-25T01:30:00Z', 'de')).toBe('02:30 Uhr');
    expect(toBerlinIso('2026-10-25T00:30:00Z')).toBe('2026-10-25T02:30:00.000+02:00');
    expect(toBerlinIso('2026-10-25T01:30:00Z')).toBe('2026-10-25T02:30:00.000+01:00');
    expect(berlinDayOf('2026-10-24T22:30:00Z')).toBe('2026-10-25');
    expect(berlinDayOf('2026-10-25T22:59:00Z')).toBe('2026-10-25');
    expect(berlinDayOf('2026-10-25T23:00:00Z')).toBe('2026-10-26');
    for (const value of ['2026-03-29T01:00:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      expect(toBerlinIso(value)).toBe(DateTime.fromISO(value).setZone('Europe/Berlin').toISO());
    }
  });
});
