import { describe, expect, it } from 'vitest';
import { isNumericId, readDate, readIdFilters } from './queryParameters';

describe('readIdFilters', () => {
  it('takes one numeric id per key, leaves empty values unset and notes the rest', () => {
    const problems: string[] = [];
    const filter = readIdFilters(new URLSearchParams('tag=12&venue=&room=x&room=3'), ['tag', 'venue', 'room', 'season'], problems);
    expect(filter).toEqual({ tag: '12' });
    expect(problems).toEqual(['room must be one numeric id, got ["x","3"]']);
  });
});

describe('readDate', () => {
  it('reads DD-MM-YYYY as YYYY-MM-DD and notes a day that does not exist', () => {
    const problems: string[] = [];
    expect(readDate(new URLSearchParams('date=05-03-2027'), problems)).toBe('2027-03-05');
    expect(readDate(new URLSearchParams(''), problems)).toBeNull();
    expect(readDate(new URLSearchParams('date=31-02-2027'), problems)).toBeNull();
    expect(problems).toEqual(['date must be a valid DD-MM-YYYY date, got "31-02-2027"']);
  });
});

describe('isNumericId', () => {
  it('accepts positive integers of up to nine digits without sign or leading zero', () => {
    expect(['1', '17', '999999999'].every(isNumericId)).toBe(true);
    expect(['0', '01', '-1', '1e3', '1000000000', ''].some(isNumericId)).toBe(false);
  });
});
