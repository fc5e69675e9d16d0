import { describe, expect, it } from 'vitest';
import { parseEventQuery } from './parseEventQuery';

const TODAY = '2026-11-22';
const parse = (query: string) => parseEventQuery(new URLSearchParams(query), TODAY);

describe('parseEventQuery', () => {
  it('defaults to today, page 1 and ten per page (spec 001 §9)', () => {
    expect(parse('')).toEqual({ ok: true, value: { filters: {}, date: TODAY, page: 1, pageSize: 10 } });
  });

  it('reads every filter as a numeric id', () => {
    expect(parse('room=1&type=2&tag=3&series=4&genre=5&date=2026-12-01&page=2&page_size=25')).toEqual({
      ok: true,
      value: { filters: { room: 1, type: 2, tag: 3, series: 4, genre: 5 }, date: '2026-12-01', page: 2, pageSize: 25 },
    });
  });

  it('treats an empty filter value as no filter', () => {
    expect(parse('room=&tag=')).toMatchObject({ ok: true, value: { filters: {} } });
  });

  it('names each bad field (spec 001 §5)', () => {
    const result = parse('room=abc&type=-1&tag=1.5&series=0&genre=99999999999&date=22-11-2026&page=0&page_size=101');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['date', 'genre', 'page', 'page_size', 'room', 'series', 'tag', 'type']);
    for (const messages of Object.values(result.errors)) expect(messages[0]).toMatch(/\S/);
  });

  it('rejects a page that is not a whole number and a repeated parameter', () => {
    expect(parse('page=1.5')).toMatchObject({ ok: false, errors: { page: [expect.any(String)] } });
    expect(parse('page=abc')).toMatchObject({ ok: false, errors: { page: [expect.any(String)] } });
    expect(parse('room=1&room=2')).toMatchObject({ ok: false, errors: { room: ['Enter a single value.'] } });
  });

  it('accepts page sizes from 1 to 100 only', () => {
    expect(parse('page_size=1').ok).toBe(true);
    expect(parse('page_size=100').ok).toBe(true);
    expect(parse('page_size=0').ok).toBe(false);
  });
});
