import { describe, expect, it } from 'vitest';
import { dateColumn } from './dateColumn';

describe('dateColumn', () => {
  it('names the Berlin day in both languages, as dd / D / MMM YY', () => {
    // 23:30 UTC on 25 November is 00:30 on Thursday 26 November in Berlin.
    expect(dateColumn('2026-11-25T23:30:00Z', 'de')).toEqual({ weekday: 'Do', day: '26', month: 'Nov', year: '26' });
    expect(dateColumn('2026-11-25T23:30:00Z', 'en')).toEqual({ weekday: 'Th', day: '26', month: 'Nov', year: '26' });
    expect(dateColumn('2027-03-02T18:00:00+01:00', 'de')).toEqual({ weekday: 'Di', day: '2', month: 'März', year: '27' });
  });

  it('gives empty parts for a timestamp that does not parse', () => {
    expect(dateColumn('not a time', 'en')).toEqual({ weekday: '', day: '', month: '', year: '' });
  });
});
