import { describe, expect, it } from 'vitest';
import { isoWeekday, openingHoursFor, type StoredOpeningHours } from './openingHoursToday';

function hours(partial: Partial<StoredOpeningHours>): StoredOpeningHours {
  return {
    time_from: null,
    time_to: null,
    closed: false,
    alternative_text_de: '',
    alternative_text_en: '',
    alternative_link_url: '',
    ...partial,
  };
}

const REGULAR = [
  hours({ weekday: 4, time_from: '15:00:00', time_to: '18:00:00' }),
  hours({ weekday: 4, time_from: '10:00:00', time_to: '13:00:00' }),
  hours({ weekday: 5, time_from: '10:00:00', time_to: '18:00:00' }),
  hours({
    weekday: 7,
    closed: true,
    alternative_text_de: 'Abendkasse',
    alternative_text_en: 'Box office at the hall',
    alternative_link_url: '/de/konzerte',
  }),
];
const EXCEPTIONS = [
  hours({
    day: '2026-12-24',
    closed: true,
    alternative_text_de: 'Heiligabend geschlossen',
    alternative_text_en: 'Closed on Christmas Eve',
  }),
];

describe('isoWeekday', () => {
  it('names the weekday of a calendar day (Monday 1 … Sunday 7)', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-12-24')).toBe(4);
  });
});

describe('openingHoursFor', () => {
  it("gives the weekday's ranges, earliest first, with HH:MM:SS times (spec 001 §3)", () => {
    expect(openingHoursFor('2026-11-26', REGULAR, EXCEPTIONS, 'de')).toEqual({
      date: '2026-11-26',
      opening_hours: [
        { time_from: '10:00:00', time_to: '13:00:00', closed: false, alternative_text: '', alternative_link_url: '' },
        { time_from: '15:00:00', time_to: '18:00:00', closed: false, alternative_text: '', alternative_link_url: '' },
      ],
      opening_hours_exceptions: [],
    });
  });

  it('adds the exceptions of that date, which replace the regular hours (spec 001 §4)', () => {
    const result = openingHoursFor('2026-12-24', REGULAR, EXCEPTIONS, 'en');
    expect(result.opening_hours).toHaveLength(2);
    expect(result.opening_hours_exceptions).toEqual([
      { time_from: null, time_to: null, closed: true, alternative_text: 'Closed on Christmas Eve', alternative_link_url: '' },
    ]);
  });

  it('localises the alternative text and sends a closed day without times', () => {
    expect(openingHoursFor('2026-11-22', REGULAR, EXCEPTIONS, 'de').opening_hours).toEqual([
      { time_from: null, time_to: null, closed: true, alternative_text: 'Abendkasse', alternative_link_url: '/de/konzerte' },
    ]);
  });

  it('is empty for a weekday without stored hours', () => {
    expect(openingHoursFor('2026-11-24', REGULAR, EXCEPTIONS, 'de')).toEqual({
      date: '2026-11-24',
      opening_hours: [],
      opening_hours_exceptions: [],
    });
  });
});
