import { describe, expect, it } from 'vitest';
import { berlinDayOf, dmyToIso, formatDayHeading, formatTime, isoToDmy, todayIso } from './dates';

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
});
