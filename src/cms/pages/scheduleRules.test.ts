import { describe, expect, it } from 'vitest';
import { parseDueAt, parseScheduleBody, SCHEDULE_MESSAGES } from './scheduleRules';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('parseDueAt', () => {
  it('takes a date and time with its offset or Z, seconds and fractions optional', () => {
    expect(parseDueAt('2026-12-01T10:00:00+01:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(parseDueAt('2026-12-01T10:00+01:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    // To the whole second, as the API writes instants.
    expect(parseDueAt('2026-07-01T10:00:30.750+02:00')?.toISOString()).toBe('2026-07-01T08:00:30.000Z');
    expect(parseDueAt('2026-12-01T09:00:00Z')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('refuses what is no instant: no offset, impossible days and times, other forms, other types', () => {
    for (const value of [
      '2026-12-01T10:00:00',
      '2026-12-01',
      '2026-02-30T10:00:00+01:00',
      '2026-12-01T25:00:00+01:00',
      '2026-12-01T10:60+01:00',
      '2026-12-01T10:00+24:00',
      '2026-W49-1T10:00Z',
      '01.12.2026 10:00',
      ' 2026-12-01T10:00Z',
      1764579600000,
      null,
    ]) {
      expect(parseDueAt(value), String(value)).toBeUndefined();
    }
  });
});

describe('parseScheduleBody', () => {
  it('gives the action and the instant', () => {
    expect(parseScheduleBody({ action: 'offline', due_at: '2026-12-01T10:00:00+01:00' }, NOW)).toEqual({
      ok: true,
      value: { action: 'offline', dueAt: new Date('2026-12-01T09:00:00Z') },
    });
  });

  it('names every problem by field', () => {
    expect(parseScheduleBody({}, NOW)).toEqual({
      ok: false,
      errors: { action: [SCHEDULE_MESSAGES.required], due_at: [SCHEDULE_MESSAGES.required] },
    });
    expect(parseScheduleBody({ action: 'publish', due_at: '2026-02-30T10:00:00+01:00', colour: 'red' }, NOW)).toEqual({
      ok: false,
      errors: { action: ['Select one of: online, offline.'], due_at: [SCHEDULE_MESSAGES.dueFormat], colour: ['Unknown field.'] },
    });
  });

  it('wants a time after now, on the clock it is given, and within five years', () => {
    expect(parseScheduleBody({ action: 'online', due_at: '2026-11-22T12:00:00Z' }, NOW)).toEqual({
      ok: false,
      errors: { due_at: [SCHEDULE_MESSAGES.duePast] },
    });
    expect(parseScheduleBody({ action: 'online', due_at: '2026-11-22T11:59:59+00:00' }, NOW)).toEqual({
      ok: false,
      errors: { due_at: [SCHEDULE_MESSAGES.duePast] },
    });
    expect(parseScheduleBody({ action: 'online', due_at: '2026-11-22T12:00:01Z' }, NOW).ok).toBe(true);
    expect(parseScheduleBody({ action: 'online', due_at: '2031-11-22T12:00:00Z' }, NOW).ok).toBe(true);
    expect(parseScheduleBody({ action: 'online', due_at: '2031-11-22T12:00:01Z' }, NOW)).toEqual({
      ok: false,
      errors: { due_at: [SCHEDULE_MESSAGES.dueTooFar] },
    });
    // A test run's clock moved a day ahead: what was ahead of the wall clock may now be past.
    expect(parseScheduleBody({ action: 'online', due_at: '2026-11-23T11:00:00Z' }, new Date('2026-11-23T12:00:00Z')).ok).toBe(false);
  });
});
