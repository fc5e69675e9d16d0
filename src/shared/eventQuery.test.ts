import { describe, expect, it } from 'vitest';
import { buildEventSearch, parseEventQuery, withEventQuery } from './eventQuery';

const parse = (search: string) => parseEventQuery(new URLSearchParams(search));

describe('parseEventQuery', () => {
  it('accepts numeric filter ids and a DD-MM-YYYY date, reversing the date', () => {
    expect(parse('room=3&genre=12&date=05-12-2026')).toEqual({
      ok: true,
      query: { filter: { room: '3', genre: '12' }, date: '2026-12-05' },
    });
  });

  it('treats an empty query as today with no filter', () => {
    expect(parse('')).toEqual({ ok: true, query: { filter: {}, date: null } });
  });

  it('rejects a non-numeric filter value', () => {
    const decision = parse('room=abc');
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect(decision.problems[0]).toContain('room');
  });

  it('rejects repeated filter keys and negative or zero ids', () => {
    expect(parse('tag=1&tag=2').ok).toBe(false);
    expect(parse('tag=-1').ok).toBe(false);
    expect(parse('tag=0').ok).toBe(false);
  });

  it('rejects malformed and impossible dates (spec 000 §5)', () => {
    expect(parse('date=2026-12-05').ok).toBe(false);
    expect(parse('date=5-12-2026').ok).toBe(false);
    expect(parse('date=30-02-2026').ok).toBe(false);
    expect(parse('date=29-02-2028').ok).toBe(true);
  });
});

describe('buildEventSearch', () => {
  it('writes filters in a stable order and the date day first', () => {
    expect(buildEventSearch({ filter: { genre: '2', room: '1' }, date: '2026-01-31' })).toBe('?room=1&genre=2&date=31-01-2026');
  });

  it('is empty without filter and date, and round-trips with parseEventQuery', () => {
    expect(buildEventSearch({ filter: {}, date: null })).toBe('');
    const query = { filter: { type: '4', series: '7' }, date: '2027-03-01' };
    expect(parse(buildEventSearch(query).slice(1))).toEqual({ ok: true, query });
  });
});

describe('withEventQuery', () => {
  it('replaces only the programme’s parameters and keeps the page’s own', () => {
    expect(withEventQuery('?q=brahms&room=3&date=01-12-2026', { filter: { genre: '2' }, date: null })).toBe('?q=brahms&genre=2');
    expect(withEventQuery('', { filter: { room: '4' }, date: '2026-12-24' })).toBe('?room=4&date=24-12-2026');
  });

  it('removes them all when the overlay closes, and leaves nothing when nothing else was there', () => {
    expect(withEventQuery('?q=brahms&room=3&type=1&tag=2&series=5&genre=6&date=01-12-2026', null)).toBe('?q=brahms');
    expect(withEventQuery('?room=3', null)).toBe('');
  });
});
