import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes';
import { MAX_SEARCH_PAGE } from './searchConstants';
import { searchPath } from './searchPath';
import { parseSearchRoute, searchQueryOf } from './searchRoute';

describe('searchPath', () => {
  it('leads to the overview with the text as q, encoded like a GET form', () => {
    expect(searchPath('de', 'Beethoven Sinfonie')).toBe('/de/search?q=Beethoven+Sinfonie');
    expect(searchPath('en', 'a&b=c/ü')).toBe('/en/search?q=a%26b%3Dc%2F%C3%BC');
  });

  it('carries a category with page 1 as route params (spec 000 §2)', () => {
    expect(searchPath('de', 'horn', 'events')).toBe('/de/search/events/1?q=horn');
    expect(searchPath('en', 'horn', 'others', 3)).toBe('/en/search/others/3?q=horn');
  });

  it('builds paths the route table reads back', () => {
    const path = searchPath('en', 'x', 'others', 7).split('?')[0] ?? '';
    expect(matchRoute(path)).toEqual({ name: 'search', locale: 'en', params: { category: 'others', page: '7' } });
  });
});

describe('parseSearchRoute', () => {
  it('reads the overview, a category and its pages', () => {
    expect(parseSearchRoute({})).toEqual({ category: null, page: 1 });
    expect(parseSearchRoute({ category: 'events' })).toEqual({ category: 'events', page: 1 });
    expect(parseSearchRoute({ category: 'others', page: '12' })).toEqual({ category: 'others', page: 12 });
    expect(parseSearchRoute({ category: 'events', page: String(MAX_SEARCH_PAGE) })).toEqual({ category: 'events', page: MAX_SEARCH_PAGE });
  });

  it('refuses unknown categories and pages that are not plain numbers from 1', () => {
    for (const category of ['event', 'EVENTS', 'all', '2', '']) expect(parseSearchRoute({ category })).toBeNull();
    for (const page of ['0', '01', '-1', '1.5', '1e3', 'abc', '', String(MAX_SEARCH_PAGE + 1), '99999999999']) {
      expect(parseSearchRoute({ category: 'events', page })).toBeNull();
    }
  });
});

describe('searchQueryOf', () => {
  it('reads q trimmed, and nothing when it is missing or blank', () => {
    expect(searchQueryOf('?q=+Mahler++')).toBe('Mahler');
    expect(searchQueryOf('?q=a%26b')).toBe('a&b');
    expect(searchQueryOf('')).toBe('');
    expect(searchQueryOf('?q=%20%20')).toBe('');
    expect(searchQueryOf('?x=1')).toBe('');
  });
});
