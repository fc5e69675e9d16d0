import { describe, expect, it } from 'vitest';
import {
  MAX_PRODUCTIONS_PAGE,
  activeProductionFilterCount,
  buildProductionSearch,
  nextProductionQuery,
  parseProductionQuery,
  type ProductionQuery,
} from './productionQuery';

const parse = (search: string) => parseProductionQuery(new URLSearchParams(search));

describe('parseProductionQuery', () => {
  it('reads the defaults from an empty query', () => {
    expect(parse('')).toEqual({ ok: true, query: { filter: {}, date: null, page: 1 } });
  });

  it('reads every filter, the date (day first) and the page', () => {
    expect(parse('season=2&exhibition_type=7&tag=13&date=05-11-2026&page=3&utm=x')).toEqual({
      ok: true,
      query: { filter: { season: '2', exhibition_type: '7', tag: '13' }, date: '2026-11-05', page: 3 },
    });
  });

  it('treats empty values as not given', () => {
    expect(parse('season=&date=&page=')).toEqual({ ok: true, query: { filter: {}, date: null, page: 1 } });
  });

  it.each([
    ['season=abc', 'season'],
    ['tag=0', 'tag'],
    ['exhibition_type=1&exhibition_type=2', 'exhibition_type'],
    ['tag=-1', 'tag'],
    ['date=2026-11-05', 'date'],
    ['date=31-02-2026', 'date'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['page=1.5', 'page'],
    ['page=2&page=3', 'page'],
    [`page=${MAX_PRODUCTIONS_PAGE + 1}`, 'page'],
  ])('refuses %s as an invalid parameter', (search, key) => {
    const decision = parse(search);
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect(decision.problems.join(' ')).toContain(key);
  });
});

describe('buildProductionSearch', () => {
  it('writes the defaults as nothing and round-trips a full query', () => {
    expect(buildProductionSearch({ filter: {}, date: null, page: 1 })).toBe('');
    const query: ProductionQuery = { filter: { tag: '3', season: '1' }, date: '2026-12-01', page: 2 };
    const search = buildProductionSearch(query);
    expect(search).toBe('?season=1&tag=3&date=01-12-2026&page=2');
    expect(parse(search.slice(1))).toEqual({ ok: true, query });
  });
});

describe('nextProductionQuery (spec 001 §4)', () => {
  const current: ProductionQuery = { filter: { season: '1' }, date: null, page: 2 };

  it('ignores a page at or below the current one', () => {
    expect(nextProductionQuery(current, { page: 2 })).toBe(current);
    expect(nextProductionQuery(current, { page: 1 })).toBe(current);
    expect(nextProductionQuery(current, { page: MAX_PRODUCTIONS_PAGE + 1 })).toBe(current);
  });

  it('takes a later page and keeps the filters', () => {
    expect(nextProductionQuery(current, { page: 3 })).toEqual({ filter: { season: '1' }, date: null, page: 3 });
  });

  it('resets to page 1 on any change of filter or date', () => {
    expect(nextProductionQuery(current, { filter: { tag: '4' }, date: '2026-12-01' })).toEqual({
      filter: { tag: '4' },
      date: '2026-12-01',
      page: 1,
    });
  });

  it('counts the active filters and the date', () => {
    expect(activeProductionFilterCount({ filter: { season: '1', tag: '2' }, date: '2026-12-01', page: 1 })).toBe(3);
    expect(activeProductionFilterCount({ filter: {}, date: null, page: 4 })).toBe(0);
  });
});
