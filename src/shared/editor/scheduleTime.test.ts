import { describe, expect, it } from 'vitest';
import { berlinFieldsOf, berlinInstantOf, berlinIsoOf, formatScheduleTime, nextFullHour } from './scheduleTime';

const instantOf = (day: string, time: string) => {
  const result = berlinInstantOf(day, time);
  return result.kind === 'instant' ? result.instant.toISOString() : result.kind;
};

describe('berlinInstantOf', () => {
  it('reads Berlin wall time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(instantOf('2026-12-01', '10:00')).toBe('2026-12-01T09:00:00.000Z');
    expect(instantOf('2026-07-01', '10:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(instantOf('2026-12-31', '23:59')).toBe('2026-12-31T22:59:00.000Z');
    expect(instantOf('2027-01-01', '00:00')).toBe('2026-12-31T23:00:00.000Z');
  });

  it('knows the hour the clocks skip in March and takes the first of the doubled hour in October', () => {
    expect(instantOf('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('2026-03-29', '02:00')).toBe('skipped');
    expect(instantOf('2026-03-29', '02:30')).toBe('skipped');
    expect(instantOf('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(instantOf('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('refuses what is no day or no time', () => {
    for (const [day, time] of [
      ['2026-02-30', '10:00'],
      ['', '10:00'],
      ['2026-12-01', ''],
      ['2026-12-01', '24:00'],
      ['2026-12-01', '9:30'],
      ['01.12.2026', '10:00'],
      ['2026-12-01', '10:60'],
    ] as const) {
      expect(instantOf(day, time), `${day} ${time}`).toBe('invalid');
    }
  });

  it('agrees with Intl for every hour of a year, both ways', () => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 60 * 60_000) {
      const instant = new Date(time);
      const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
      const fields = berlinFieldsOf(instant);
      expect(fields).toEqual({ day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` });
      const back = berlinInstantOf(fields.day, fields.time);
      // The doubled hour of October reads back as its first (summer) instant.
      if (back.kind !== 'instant') throw new Error(`${instant.toISOString()} read back as ${back.kind}`);
      expect(berlinFieldsOf(back.instant)).toEqual(fields);
    }
  });
});

describe('the rest', () => {
  it("writes the instant with Berlin's offset", () => {
    expect(berlinIsoOf(new Date('2026-12-01T09:00:00Z'))).toBe('2026-12-01T10:00:00.000+01:00');
    expect(berlinIsoOf(new Date('2026-07-01T08:00:00Z'))).toBe('2026-07-01T10:00:00.000+02:00');
  });

  it('offers the next full hour at least a quarter of an hour ahead', () => {
    expect(nextFullHour(new Date('2026-12-01T09:10:00Z')).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(nextFullHour(new Date('2026-12-01T09:50:00Z')).toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(nextFullHour(new Date('2026-12-01T09:00:00Z')).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('reads a due time in German and English', () => {
    expect(formatScheduleTime('2026-12-01T10:00:00+01:00', 'de')).toBe('Dienstag, 1. Dezember 2026, 10:00 Uhr');
    expect(formatScheduleTime('2026-12-01T09:00:00Z', 'en')).toBe('Tuesday, 1 December 2026, 10:00');
  });
});
