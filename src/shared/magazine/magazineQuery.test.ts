import { describe, expect, it } from 'vitest';
import { parseMagazinePage } from './magazinePageNumber';
import { magazineCanonicalSearch, magazinePagePath } from './magazineQuery';

const parse = (search: string) => parseMagazinePage(new URLSearchParams(search));

describe('parseMagazinePage', () => {
  it('reads page 1 by default and a plain page number', () => {
    expect(parse('')).toEqual({ ok: true, page: 1 });
    expect(parse('page=')).toEqual({ ok: true, page: 1 });
    expect(parse('page=3')).toEqual({ ok: true, page: 3 });
    expect(parse('page=1000&other=x')).toEqual({ ok: true, page: 1000 });
  });

  it.each(['page=0', 'page=01', 'page=-1', 'page=1.5', 'page=abc', 'page=1e3', 'page=1001', 'page=1&page=2'])('refuses %s', (search) => {
    expect(parse(search).ok).toBe(false);
  });
});

describe('magazinePagePath', () => {
  it('leaves page 1 without a query string', () => {
    expect(magazinePagePath('magazine', 'de', {}, 1)).toBe('/de/orchesterleben');
    expect(magazinePagePath('magazineCategory', 'en', { category: 'people', id: '2' }, 3)).toBe('/en/magazine/categories/people/2?page=3');
    expect(magazinePagePath('magazineTag', 'de', { tag: 'proben', id: '4' }, 2)).toBe('/de/orchesterleben/tags/proben/4?page=2');
  });
});

describe('magazineCanonicalSearch', () => {
  it('keeps a later page and nothing else', () => {
    expect(magazineCanonicalSearch('')).toBe('');
    expect(magazineCanonicalSearch('?page=1&utm_source=x')).toBe('');
    expect(magazineCanonicalSearch('?utm_source=x&page=3')).toBe('?page=3');
  });
});
