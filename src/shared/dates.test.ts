import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { berlinDayOf, dmyToIso, formatDayHeading, formatTime, isIsoTimestamp, isoToDmy, toBerlinIso, todayIso } from './dates';

describe('dates', () => {
  it('formats day headings with day name, day, month name and year (spec 001 §2)', () => {
    expect(formatDayHeading('2026-11-26', 'de')).toBe('Donnerstag, 26. November 2026');
    expect(formatDayHeading('2026-11-26', 'en')).toBe('Thursday, 26 November 2026');
    expect(formatDayHeading('2027-03-28', 'de')).toBe('Sonntag, 28. März 2027');
  });

  it('shows times in Berlin, with Uhr in German (spec 001 §5)', () => {
    expect(formatTime('2026-11-26T19:30:00+01:00', 'de')).toBe('19:30 Uhr');
    expect(formatTime('2026-11-26T18:30:00Z', 'en')).toBe('19:30');
    // Summer time: UTC+2.
    expect(formatTime('2026-07-01T09:00:00Z', 'de')).toBe('11:00 Uhr');
  });

  it('puts a late-evening event on its Berlin day, across the DST change', () => {
    expect(berlinDayOf('2026-11-26T23:30:00Z')).toBe('2026-11-27');
    expect(berlinDayOf('2027-03-28T01:30:00Z')).toBe('2027-03-28');
  });

  it('knows today in Berlin and converts between URL and ISO dates', () => {
    expect(todayIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dmyToIso('05-12-2026')).toBe('2026-12-05');
    expect(isoToDmy('2026-12-05')).toBe('05-12-2026');
  });

  it('writes <time dateTime> values in Berlin wall time with the offset of that day', () => {
    expect(toBerlinIso('2026-11-26T19:30:00+01:00')).toBe('2026-11-26T19:30:00.000+01:00');
    expect(toBerlinIso('2026-11-26T18:30:00Z')).toBe('2026-11-26T19:30:00.000+01:00');
    expect(toBerlinIso('2026-07-01T09:00:00.250Z')).toBe('2026-07-01T11:00:00.250+02:00');
    expect(toBerlinIso('2026-12-31T23:30:00Z')).toBe('2027-01-01T00:30:00.000+01:00');
    expect(toBerlinIso('not a date')).toBe('not a date');
    // The same value luxon computes.
    for (const value of ['2027-03-28T00:59:59Z', '2027-03-28T01:00:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      expect(toBerlinIso(value)).toBe(DateTime.fromISO(value, { setZone: true }).setZone('Europe/Berlin').toISO());
    }
  });

  it('accepts ISO timestamps of real days and times, and nothing else', () => {
    for (const value of [
      '2026-11-26T19:30:00+01:00',
      '2026-11-26T19:30Z',
      '2028-02-29T00:00:00.123456+0100',
      '2026-11-26T19:30:00',
      '2026-11-26',
    ]) {
      expect(isIsoTimestamp(value), value).toBe(true);
    }
    for (const value of [
      '2026-02-29T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-11-31T10:00:00Z',
      '2026-11-26T24:00:00Z',
      '2026-11-26T19:60:00Z',
      '2026-11-26T19:30:00+25:00',
      '26.11.2026',
      '',
      'tomorrow',
    ]) {
      expect(isIsoTimestamp(value), value).toBe(false);
    }
  });
});
