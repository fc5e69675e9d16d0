import { describe, expect, it } from 'vitest';
import { formatDetailTime, formatPrice, formatWithPattern, lowestPrice } from './detailFormats';

describe('formatWithPattern', () => {
  it('writes the design settings’ date format in Berlin time, a line break after the weekday', () => {
    expect(formatWithPattern('2026-11-26T19:30:00+01:00', 'dd \n D MMM YY', 'de')).toEqual(['Do', '26 Nov 26']);
    expect(formatWithPattern('2026-11-26T19:30:00+01:00', 'dd \n D MMM YY', 'en')).toEqual(['Thu', '26 Nov 26']);
  });

  it('follows the Berlin day across midnight UTC and keeps what is no token', () => {
    expect(formatWithPattern('2026-11-26T23:30:00Z', 'D.MM.YYYY', 'de')).toEqual(['27.11.2026']);
  });
});

describe('formatDetailTime', () => {
  it('uses the design’s time format and adds Uhr in German (spec 001 §5)', () => {
    expect(formatDetailTime('2026-11-26T19:30:00+01:00', 'HH.mm', 'de')).toBe('19.30 Uhr');
    expect(formatDetailTime('2026-07-03T09:05:00+02:00', 'HH.mm', 'en')).toBe('09.05');
  });
});

describe('formatPrice', () => {
  it('drops .00 and writes a decimal comma in German (spec 001 §5)', () => {
    expect(formatPrice('27.00', 'de')).toBe('27 €');
    expect(formatPrice('12.50', 'de')).toBe('12,50 €');
    expect(formatPrice('12.50', 'en')).toBe('€12.50');
    expect(formatPrice('0.00', 'en')).toBe('€0');
  });
});

describe('lowestPrice', () => {
  it('is the lowest amount above zero', () => {
    expect(lowestPrice(['38.00', '0.00', '12.50', '27.00'])).toBe('12.50');
    expect(lowestPrice(['0.00'])).toBeNull();
  });
});
