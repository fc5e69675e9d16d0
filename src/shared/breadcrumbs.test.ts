import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumbs';

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs, the current page without one', () => {
    expect(
      breadcrumbJsonLd(
        [{ label: 'Startseite', path: '/de' }, { label: 'Konzerte und Karten', path: '/de/konzerte' }, { label: '2. Sinfoniekonzert' }],
        'https://www.example.org',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.example.org/de' },
        { '@type': 'ListItem', position: 2, name: 'Konzerte und Karten', item: 'https://www.example.org/de/konzerte' },
        { '@type': 'ListItem', position: 3, name: '2. Sinfoniekonzert' },
      ],
    });
  });
});
