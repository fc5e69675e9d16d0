import { describe, expect, it } from 'vitest';
import { checkScheduleForm, initialScheduleForm, scheduleFieldErrors } from './scheduleForm';

const NOW = new Date('2026-11-22T09:10:00Z');

describe('initialScheduleForm', () => {
  it('offers the other state than the page has, at the next full hour in Berlin', () => {
    expect(initialScheduleForm(NOW, false)).toEqual({ action: 'ONLINE', day: '2026-11-22', time: '11:00' });
    expect(initialScheduleForm(NOW, true)).toEqual({ action: 'OFFLINE', day: '2026-11-22', time: '11:00' });
    expect(initialScheduleForm(NOW, undefined).action).toBe('ONLINE');
  });
});

describe('checkScheduleForm', () => {
  it("gives the instant with Berlin's offset", () => {
    expect(checkScheduleForm({ action: 'ONLINE', day: '2026-12-01', time: '10:00' }, NOW)).toEqual({
      ok: true,
      dueAt: '2026-12-01T10:00:00.000+01:00',
    });
    expect(checkScheduleForm({ action: 'OFFLINE', day: ' 2027-07-01 ', time: '18:30' }, NOW)).toEqual({
      ok: true,
      dueAt: '2027-07-01T18:30:00.000+02:00',
    });
  });

  it('names the empty and malformed fields first', () => {
    expect(checkScheduleForm({ action: 'ONLINE', day: '', time: '' }, NOW)).toEqual({
      ok: false,
      problems: [
        ['day', 'required'],
        ['time', 'required'],
      ],
    });
    expect(checkScheduleForm({ action: 'ONLINE', day: '2026-02-30', time: '25:00' }, NOW)).toEqual({
      ok: false,
      problems: [
        ['day', 'dayInvalid'],
        ['time', 'timeInvalid'],
      ],
    });
  });

  it('refuses a time in the past (or now) and one the clocks skip', () => {
    expect(checkScheduleForm({ action: 'ONLINE', day: '2026-11-22', time: '10:10' }, NOW)).toEqual({
      ok: false,
      problems: [['when', 'past']],
    });
    expect(checkScheduleForm({ action: 'ONLINE', day: '2026-11-22', time: '10:11' }, NOW).ok).toBe(true);
    expect(checkScheduleForm({ action: 'ONLINE', day: '2027-03-28', time: '02:30' }, NOW)).toEqual({
      ok: false,
      problems: [['when', 'skipped']],
    });
  });
});

describe('scheduleFieldErrors', () => {
  it("puts the gateway's dueAt and action messages on the form's fields and keeps the rest for the form", () => {
    expect(
      scheduleFieldErrors({
        dueAt: ['Der Zeitpunkt muss in der Zukunft liegen.'],
        action: ['Bitte wählen.'],
        pageId: ['Diese Seite gibt es in dieser Sprache nicht.'],
      }),
    ).toEqual({
      byField: { when: 'Der Zeitpunkt muss in der Zukunft liegen.', action: 'Bitte wählen.' },
      rest: ['Diese Seite gibt es in dieser Sprache nicht.'],
    });
  });
});
