import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayState, isChoosable, monthGrid, monthsBetween, moveFocus, weekdayIndex } from './calendarMonth';

describe('monthGrid', () => {
  it('lays a month out in weeks from Monday, with empty cells around it', () => {
    // 1 November 2026 is a Sunday.
    const weeks = monthGrid({ year: 2026, month: 11 });
    const inMonth = (week: { day: string; inMonth: boolean }[] | undefined) => week?.map((cell) => (cell.inMonth ? cell.day : null));
    expect(weeks).toHaveLength(6);
    expect(inMonth(weeks[0])).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[0]?.[0]?.day).toBe('2026-10-26');
    expect(weeks[1]?.[0]?.day).toBe('2026-11-02');
    expect(inMonth(weeks[5])).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks[5]?.[6]?.day).toBe('2026-12-06');
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(30);
  });

  it('knows leap years and a February that fills four weeks exactly', () => {
    expect(
      monthGrid({ year: 2028, month: 2 })
        .flat()
        .filter((cell) => cell.inMonth),
    ).toHaveLength(29);
    expect(
      monthGrid({ year: 2100, month: 2 })
        .flat()
        .filter((cell) => cell.inMonth),
    ).toHaveLength(28);
    // 1 February 2027 is a Monday: four full weeks, no empty cell.
    const february = monthGrid({ year: 2027, month: 2 });
    expect(february).toHaveLength(4);
    expect(february.flat().every((cell) => cell.inMonth)).toBe(true);
  });
});

describe('day arithmetic', () => {
  it('moves across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-11-15', -12)).toBe('2025-11-15');
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-05');
    expect(monthsBetween({ year: 2026, month: 11 }, { year: 2027, month: 2 })).toBe(3);
  });

  it('names weekdays from Monday (0) to Sunday (6)', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
    expect(weekdayIndex('0099-06-15')).toBe(weekdayIndex('0099-06-08'));
  });
});

describe('moveFocus (APG date picker keys)', () => {
  const earliest = '2026-11-01';
  it('moves by a day, a week, to the week’s ends, by a month and with Shift by a year', () => {
    const day = '2026-11-26'; // a Thursday
    expect(moveFocus(day, 'ArrowRight', false, earliest)).toBe('2026-11-27');
    expect(moveFocus(day, 'ArrowLeft', false, earliest)).toBe('2026-11-25');
    expect(moveFocus(day, 'ArrowDown', false, earliest)).toBe('2026-12-03');
    expect(moveFocus(day, 'ArrowUp', false, earliest)).toBe('2026-11-19');
    expect(moveFocus(day, 'Home', false, earliest)).toBe('2026-11-23');
    expect(moveFocus(day, 'End', false, earliest)).toBe('2026-11-29');
    expect(moveFocus(day, 'PageDown', false, earliest)).toBe('2026-12-26');
    expect(moveFocus(day, 'PageDown', true, earliest)).toBe('2027-11-26');
    expect(moveFocus('2026-12-26', 'PageUp', false, earliest)).toBe('2026-11-26');
    expect(moveFocus('2027-11-26', 'PageUp', true, earliest)).toBe('2026-11-26');
  });

  it('never goes before the earliest day and ignores other keys', () => {
    expect(moveFocus('2026-11-03', 'ArrowUp', false, earliest)).toBe(earliest);
    expect(moveFocus('2026-11-20', 'PageUp', false, earliest)).toBe(earliest);
    expect(moveFocus('2026-11-20', 'Enter', false, earliest)).toBeNull();
    expect(moveFocus('2026-11-20', 'a', false, earliest)).toBeNull();
  });
});

describe('dayState', () => {
  const today = '2026-11-23';
  const available = new Set(['2026-11-24', '2026-11-26']);
  it('offers the days the calendar call named, from today on', () => {
    expect(dayState('2026-11-22', today, available)).toBe('past');
    expect(dayState('2026-11-24', today, available)).toBe('available');
    expect(dayState('2026-11-25', today, available)).toBe('noEvents');
    expect(isChoosable(dayState('2026-11-25', today, available))).toBe(false);
    expect(isChoosable(dayState('2026-11-22', today, available))).toBe(false);
  });

  it('offers today without events: choosing it returns to the default date', () => {
    expect(dayState(today, today, available)).toBe('today');
    expect(isChoosable(dayState(today, today, available))).toBe(true);
    expect(dayState('2026-11-24', '2026-11-24', available)).toBe('available');
  });

  it('keeps every day from today on choosable while the dates are unknown', () => {
    expect(dayState('2026-11-25', today, null)).toBe('unknown');
    expect(isChoosable(dayState('2026-11-25', today, null))).toBe(true);
    expect(isChoosable(dayState('2026-11-22', today, null))).toBe(false);
  });
});
