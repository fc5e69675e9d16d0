import { describe, expect, it } from 'vitest';
import { berlinMinuteOfDay, decideOpeningHoursLabel, formatClock, formatRange, minutesOf, type OpeningHoursEntry } from './openingHours';

const open = (timeFrom: string, timeTo: string): OpeningHoursEntry => ({
  timeFrom,
  timeTo,
  closed: false,
  alternativeText: null,
  alternativeLinkUrl: null,
});
const at = (clock: string) => minutesOf(clock) ?? -1;

describe('the opening-hours label (spec 001 §4)', () => {
  const day = [open('10:00:00', '18:00:00')];

  it('says when it opens before the first range starts', () => {
    expect(decideOpeningHoursLabel(day, at('09:59'))).toEqual({ kind: 'openFrom', from: at('10:00') });
    expect(decideOpeningHoursLabel(day, at('00:00'))).toEqual({ kind: 'openFrom', from: at('10:00') });
  });

  it('says until when it is open within a single range, from its first minute to its last', () => {
    expect(decideOpeningHoursLabel(day, at('10:00'))).toEqual({ kind: 'openUntil', to: at('18:00') });
    expect(decideOpeningHoursLabel(day, at('17:59'))).toEqual({ kind: 'openUntil', to: at('18:00') });
  });

  it('says closed from the last range’s end on', () => {
    expect(decideOpeningHoursLabel(day, at('18:00'))).toEqual({ kind: 'closed', text: null, linkUrl: null });
    expect(decideOpeningHoursLabel(day, at('23:59'))).toEqual({ kind: 'closed', text: null, linkUrl: null });
  });

  it('lists all ranges while open on a day of several, the break between them included', () => {
    const split = [open('10:00:00', '14:30:00'), open('15:00:00', '18:00:00')];
    const ranges = [
      { from: at('10:00'), to: at('14:30') },
      { from: at('15:00'), to: at('18:00') },
    ];
    expect(decideOpeningHoursLabel(split, at('11:00'))).toEqual({ kind: 'openRanges', ranges });
    expect(decideOpeningHoursLabel(split, at('14:45'))).toEqual({ kind: 'openRanges', ranges });
    // Early and late still use the first start and the last end.
    expect(decideOpeningHoursLabel(split, at('09:00'))).toEqual({ kind: 'openFrom', from: at('10:00') });
    expect(decideOpeningHoursLabel(split, at('18:00')).kind).toBe('closed');
  });

  it('is closed all day with no range, or a closed entry, and then gives that entry’s own text', () => {
    expect(decideOpeningHoursLabel([], at('12:00'))).toEqual({ kind: 'closed', text: null, linkUrl: null });
    const holiday: OpeningHoursEntry = {
      timeFrom: null,
      timeTo: null,
      closed: true,
      alternativeText: 'Heute Feiertag',
      alternativeLinkUrl: '/de/besuch',
    };
    expect(decideOpeningHoursLabel([holiday], at('12:00'))).toEqual({ kind: 'closed', text: 'Heute Feiertag', linkUrl: '/de/besuch' });
  });

  it('ignores entries whose times cannot be read or end before they start', () => {
    const odd = [open('25:00:00', '26:00:00'), open('18:00:00', '10:00:00'), open('12:00:00', '13:00:00')];
    expect(decideOpeningHoursLabel(odd, at('12:30'))).toEqual({ kind: 'openUntil', to: at('13:00') });
  });
});

describe('time display (spec 001 §5)', () => {
  it('shows HH:MM, and drops ":00" within ranges', () => {
    expect(formatClock(at('09:05'))).toBe('09:05');
    expect(formatRange({ from: at('10:00'), to: at('14:30') })).toBe('10–14:30');
    expect(formatRange({ from: at('09:15'), to: at('18:00') })).toBe('09:15–18');
  });

  it('reads HH:MM and HH:MM:SS, 24:00 as the end of the day, and nothing else', () => {
    expect(minutesOf('08:30:00')).toBe(510);
    expect(minutesOf('24:00:00')).toBe(1440);
    expect(minutesOf('24:01')).toBeNull();
    expect(minutesOf('8:30')).toBeNull();
    expect(minutesOf(null)).toBeNull();
  });

  it('tells the minute of the day in Berlin, in winter and in summer time', () => {
    expect(berlinMinuteOfDay(new Date('2026-01-15T09:00:00Z'))).toBe(at('10:00'));
    expect(berlinMinuteOfDay(new Date('2026-07-15T09:00:00Z'))).toBe(at('11:00'));
    expect(berlinMinuteOfDay(new Date('2026-03-29T00:59:00Z'))).toBe(at('01:59'));
    expect(berlinMinuteOfDay(new Date('2026-03-29T01:00:00Z'))).toBe(at('03:00'));
  });
});
