import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute, pathFor } from './routes';

describe('matchRoute', () => {
  it('matches the events list in both languages', () => {
    expect(matchRoute('/de/konzerte')).toEqual({ name: 'events', locale: 'de', params: {} });
    expect(matchRoute('/en/concerts')).toEqual({ name: 'events', locale: 'en', params: {} });
  });

  it('matches detail routes with numeric ids only', () => {
    expect(matchRoute('/en/concerts/brahms-4/17')).toEqual({
      name: 'eventDetail',
      locale: 'en',
      params: { slug: 'brahms-4', id: '17' },
    });
    expect(matchRoute('/en/concerts/brahms-4/x17')?.name).toBe('cmsPage');
  });

  it('prefers magazine tags and categories over articles', () => {
    expect(matchRoute('/de/orchesterleben/tags')?.name).toBe('magazineTags');
    expect(matchRoute('/de/orchesterleben/tags/horn/4')?.name).toBe('magazineTag');
    expect(matchRoute('/de/orchesterleben/categories/portrait/2')?.name).toBe('magazineCategory');
    expect(matchRoute('/de/orchesterleben/ein-tag-im-leben/9')?.name).toBe('magazineArticle');
  });

  it('handles optional search params and the catch-all', () => {
    expect(matchRoute('/de/search')).toEqual({ name: 'search', locale: 'de', params: {} });
    expect(matchRoute('/de/search/events/2')?.params).toEqual({ category: 'events', page: '2' });
    expect(matchRoute('/de/ueber-uns/geschichte')).toEqual({ name: 'cmsPage', locale: 'de', params: { rest: 'ueber-uns/geschichte' } });
  });

  it('does not match outside the localised site', () => {
    expect(matchRoute('/fr/konzerte')).toBeNull();
    expect(matchRoute('/')).toBeNull();
  });

  it('rejects malformed percent-encoding instead of throwing', () => {
    expect(matchRoute('/de/konzerte/%E0%A4%A/1')).toBeNull();
  });
});

describe('pathFor', () => {
  it('builds every route in both languages and the result matches the same route', () => {
    for (const route of ROUTES) {
      for (const locale of ['de', 'en'] as const) {
        const params = { slug: 's', id: '1', tag: 't', category: 'c', rest: 'a/b' };
        const path = pathFor(route.name, locale, params);
        expect(matchRoute(path)?.name, path).toBe(route.name);
      }
    }
  });
});
