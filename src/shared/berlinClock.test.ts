import { describe, expect, it } from 'vitest';
import { berlinOffsetMinutes, berlinTimeOf, weekdayOfDay } from './berlinClock';
import { CALENDAR_NAMES } from './calendarNames';
import { pluralFormOf } from './i18n/createTranslator';

// The runtime's time-zone database, the reference berlinClock.ts must agree with.
const BERLIN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
  weekday: 'short',
  timeZoneName: 'longOffset',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function byIntl(instant: Date) {
  const parts = Object.fromEntries(BERLIN.formatToParts(instant).map((part) => [part.type, part.value]));
  const offset = /^GMT([+-])(\d{2}):(\d{2})$/.exec(parts.timeZoneName ?? '');
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    offsetMinutes: offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0,
  };
}

function withoutMilliseconds(instant: Date) {
  const { millisecond: _millisecond, ...rest } = berlinTimeOf(instant);
  return rest;
}

const HOUR = 3_600_000;

describe("berlinClock: Berlin's wall clock without Intl", () => {
  it('agrees with the time-zone database at every hour from two years back to five years ahead of today', () => {
    const thisYear = new Date().getUTCFullYear();
    const from = Date.UTC(thisYear - 2, 0, 1);
    const to = Date.UTC(thisYear + 6, 0, 1);
    const disagreements: string[] = [];
    // Seven minutes past each hour, so that minutes and seconds are compared too.
    for (let time = from + 7 * 60_000 + 13_000; time < to; time += HOUR) {
      const instant = new Date(time);
      const ours = withoutMilliseconds(instant);
      const theirs = byIntl(instant);
      if (JSON.stringify(ours) !== JSON.stringify(theirs))
        disagreements.push(`${instant.toISOString()}: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`);
      if (disagreements.length > 5) break;
    }
    expect(disagreements).toEqual([]);
  });

  it('agrees at every minute around each change of the clocks, 1980 to 2040', () => {
    const disagreements: string[] = [];
    const sundays: number[] = [Date.UTC(1980, 3, 6), Date.UTC(1980, 8, 28)];
    for (let year = 1981; year <= 2040; year += 1) {
      // The last Sundays of March, September and October.
      for (const month of [2, 8, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        sundays.push(Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay()));
      }
    }
    // From 00:00 to 02:00 UTC of each such day: the change is at 01:00 UTC.
    for (const sunday of sundays) {
      for (let time = sunday; time < sunday + 2 * HOUR; time += 60_000) {
        const instant = new Date(time);
        if (JSON.stringify(withoutMilliseconds(instant)) !== JSON.stringify(byIntl(instant))) disagreements.push(instant.toISOString());
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it('agrees at every hour of 1950 to 1995, the years of older rules', () => {
    const disagreements: string[] = [];
    for (let time = Date.UTC(1950, 0, 1) + 7 * 60_000; time < Date.UTC(1996, 0, 1); time += 6 * HOUR) {
      const instant = new Date(time);
      if (JSON.stringify(withoutMilliseconds(instant)) !== JSON.stringify(byIntl(instant))) disagreements.push(instant.toISOString());
      if (disagreements.length > 5) break;
    }
    expect(disagreements).toEqual([]);
  });

  it('names the change of the clocks exactly: 02:00 becomes 03:00 in March, 03:00 becomes 02:00 in October', () => {
    // 29 March 2026 and 25 October 2026 are the last Sundays of their months.
    expect(berlinTimeOf(new Date('2026-03-29T00:59:59Z'))).toMatchObject({ hour: 1, minute: 59, offsetMinutes: 60 });
    expect(berlinTimeOf(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ hour: 3, minute: 0, offsetMinutes: 120 });
    expect(berlinTimeOf(new Date('2026-10-25T00:59:59Z'))).toMatchObject({ hour: 2, minute: 59, offsetMinutes: 120 });
    expect(berlinTimeOf(new Date('2026-10-25T01:00:00Z'))).toMatchObject({ hour: 2, minute: 0, offsetMinutes: 60 });
    expect(berlinTimeOf(new Date('2026-12-31T23:30:00.250Z'))).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      millisecond: 250,
      weekday: 5,
    });
  });

  it('knows the older rules: summer time ended in September until 1995, and there was none from 1950 to 1979', () => {
    expect(berlinOffsetMinutes(new Date('1995-10-15T12:00:00Z'))).toBe(60);
    expect(berlinOffsetMinutes(new Date('1995-07-15T12:00:00Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('1980-04-06T01:00:00Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('1975-07-15T12:00:00Z'))).toBe(60);
  });

  it('gives the weekday of any calendar day, years 0 to 99 included', () => {
    expect(weekdayOfDay(2026, 11, 27)).toBe(5);
    expect(weekdayOfDay(2000, 2, 29)).toBe(2);
    expect(weekdayOfDay(50, 6, 1)).toBe(new Date('0050-06-01T12:00:00Z').getUTCDay());
  });

  it("writes the names as German and British dates do in the runtime's locale data", () => {
    const locales = { de: 'de-DE', en: 'en-GB' } as const;
    for (const locale of ['de', 'en'] as const) {
      const names = CALENDAR_NAMES[locale];
      // In a date with its day and year, as the programme's rows and day headings write them.
      const inDate = new Intl.DateTimeFormat(locales[locale], {
        timeZone: 'UTC',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
      const long = new Intl.DateTimeFormat(locales[locale], {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
      const partOf = (format: Intl.DateTimeFormat, date: Date, type: Intl.DateTimeFormatPartTypes) =>
        format.formatToParts(date).find((part) => part.type === type)?.value;
      for (let month = 0; month < 12; month += 1) {
        const date = new Date(Date.UTC(2026, month, 15, 12));
        expect(names.monthsShort[month], `${locale} month ${month + 1}`).toBe(partOf(inDate, date, 'month'));
        expect(names.months[month], `${locale} month ${month + 1}`).toBe(partOf(long, date, 'month'));
      }
      for (let weekday = 0; weekday < 7; weekday += 1) {
        // 4 January 2026 was a Sunday.
        const date = new Date(Date.UTC(2026, 0, 4 + weekday, 12));
        expect(names.weekdaysShort[weekday], `${locale} weekday ${weekday}`).toBe(partOf(inDate, date, 'weekday'));
        expect(names.weekdays[weekday], `${locale} weekday ${weekday}`).toBe(partOf(long, date, 'weekday'));
      }
    }
  });
});

describe("the translator's plural rule", () => {
  it('is the cardinal rule of German and English (Intl.PluralRules)', () => {
    const counts = [-2, -1, 0, 0.5, 1, 1.5, 2, 3, 11, 21, 101, 1000];
    for (const locale of ['de', 'en']) {
      const rules = new Intl.PluralRules(locale);
      expect(counts.map(pluralFormOf), locale).toEqual(counts.map((count) => rules.select(count)));
    }
  });
});
