import { describe, expect, it } from 'vitest';
import { isValidIsoDate } from './isValidIsoDate';

describe('isValidIsoDate', () => {
  it('accepts real calendar days in YYYY-MM-DD only', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-1-01')).toBe(false);
    expect(isValidIsoDate('20260101')).toBe(false);
    expect(isValidIsoDate('2026-W05')).toBe(false);
  });
});
