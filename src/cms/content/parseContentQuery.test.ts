import { describe, expect, it } from 'vitest';
import { parseContentQuery, pathId } from './parseContentQuery';

const PRODUCTIONS = { filters: ['season', 'exhibition_type', 'tag'] as const, date: true };
const parse = (query: string) => parseContentQuery(new URLSearchParams(query), PRODUCTIONS);

describe('parseContentQuery', () => {
  it('defaults to page 1 and ten per page with no filters (spec 001 §9 "production page default 1")', () => {
    expect(parse('')).toEqual({ ok: true, value: { filters: {}, page: 1, pageSize: 10 } });
  });

  it('reads the production filters, the date and the paging', () => {
    expect(parse('season=2&exhibition_type=1&tag=3&date=2026-10-01&page=2&page_size=5')).toEqual({
      ok: true,
      value: { filters: { season: 2, exhibition_type: 1, tag: 3 }, date: '2026-10-01', page: 2, pageSize: 5 },
    });
  });

  it('treats empty values as not given and ignores unknown parameters', () => {
    expect(parse('season=&tag=&date=&utm_source=x')).toEqual({ ok: true, value: { filters: {}, page: 1, pageSize: 10 } });
  });

  it('names every bad field', () => {
    const result = parse('season=abc&exhibition_type=0&tag=01&date=2026-02-30&page=0&page_size=101');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['date', 'exhibition_type', 'page', 'page_size', 'season', 'tag']);
  });

  it('rejects a repeated parameter', () => {
    expect(parse('tag=1&tag=2')).toEqual({ ok: false, errors: { tag: ['Enter a single value.'] } });
  });

  it('does not read a date where the list takes none', () => {
    const result = parseContentQuery(new URLSearchParams('category=2&date=nonsense'), { filters: ['category'] as const });
    expect(result).toEqual({ ok: true, value: { filters: { category: 2 }, page: 1, pageSize: 10 } });
  });
});

describe('pathId', () => {
  it('accepts numeric ids only', () => {
    expect(pathId('12')).toBe(12);
    expect(pathId('012')).toBeUndefined();
    expect(pathId('0')).toBeUndefined();
    expect(pathId('abc')).toBeUndefined();
    expect(pathId(undefined)).toBeUndefined();
  });
});
