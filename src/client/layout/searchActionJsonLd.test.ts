import { describe, expect, it } from 'vitest';
import { searchActionJsonLd } from './searchActionJsonLd';

describe('searchActionJsonLd', () => {
  it('names the search route with q as the SearchAction target, absolute when the origin is known', () => {
    const markup = searchActionJsonLd('de', 'https://www.example.org');
    expect(markup).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: 'https://www.example.org/de',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://www.example.org/de/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('falls back to a path on the site without an origin, in the page’s language', () => {
    const markup = searchActionJsonLd('en', undefined);
    expect(markup.url).toBe('/en');
    expect(JSON.stringify(markup)).toContain('"urlTemplate":"/en/search?q={search_term_string}"');
  });
});
