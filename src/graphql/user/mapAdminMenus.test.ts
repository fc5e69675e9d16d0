import { describe, expect, it } from 'vitest';
import { mapAdminMenus } from './mapAdminMenus';

const UPSTREAM = new URL('http://cms.internal:8000/');
const absolute = (url: string): URL | null => (URL.canParse(url, UPSTREAM) ? new URL(url, UPSTREAM) : null);

describe('mapAdminMenus', () => {
  it('maps every entity of spec 000 §3, resolving relative URLs against the upstream', () => {
    const raw = [
      { key: 'article', title: 'Artikel', url: '/admin/articles/' },
      { key: 'venue', title: 'Spielstätten', url: 'https://admin.example/admin/venues/' },
      { key: 'event', title: 'Veranstaltungen', url: '/admin/events/' },
      { key: 'person', title: 'Personen', url: '/admin/persons/' },
      { key: 'production', title: 'Produktionen', url: '/admin/productions/' },
      { key: 'series', title: 'Abonnements', url: '/admin/series/' },
      { key: 'form', title: 'Formulare', url: '/admin/forms/' },
    ];
    expect(mapAdminMenus(raw, absolute)).toEqual([
      { entity: 'ARTICLE', title: 'Artikel', url: 'http://cms.internal:8000/admin/articles/' },
      { entity: 'VENUE', title: 'Spielstätten', url: 'https://admin.example/admin/venues/' },
      { entity: 'EVENT', title: 'Veranstaltungen', url: 'http://cms.internal:8000/admin/events/' },
      { entity: 'PERSON', title: 'Personen', url: 'http://cms.internal:8000/admin/persons/' },
      { entity: 'PRODUCTION', title: 'Produktionen', url: 'http://cms.internal:8000/admin/productions/' },
      { entity: 'SERIES', title: 'Abonnements', url: 'http://cms.internal:8000/admin/series/' },
      { entity: 'FORM', title: 'Formulare', url: 'http://cms.internal:8000/admin/forms/' },
    ]);
  });

  it('ends the path in a slash, so a record’s page is the URL followed by its id', () => {
    expect(mapAdminMenus([{ key: 'event', title: 'Events', url: 'https://admin.example/admin/events' }], absolute)).toEqual([
      { entity: 'EVENT', title: 'Events', url: 'https://admin.example/admin/events/' },
    ]);
  });

  it('leaves out entries it cannot use: unknown keys, other schemes, credentials, missing or odd fields', () => {
    const raw = [
      { key: 'dashboard', title: 'Dashboard', url: '/admin/' },
      { key: 'toString', title: 'x', url: '/admin/x/' },
      { key: 'event', title: 'Events', url: 'javascript:alert(1)' },
      { key: 'event', title: 'Events', url: 'data:text/html,<b>x</b>' },
      { key: 'venue', title: 'Venues', url: 'https://user:secret@admin.example/admin/venues/' },
      { key: 'person', title: '', url: '/admin/persons/' },
      { key: 'form', title: 'Forms', url: '' },
      { key: 'form', title: 'Forms', url: 'http://[bad' },
      { key: 'series', url: '/admin/series/' },
      { key: 'production', title: 7, url: '/admin/productions/' },
      'article',
      null,
      ['event'],
      { key: 'article', title: ' Artikel ', url: '/admin/articles/' },
      { key: 'article', title: 'Zweimal', url: '/admin/other/' },
    ];
    expect(mapAdminMenus(raw, absolute)).toEqual([
      { entity: 'ARTICLE', title: 'Artikel', url: 'http://cms.internal:8000/admin/articles/' },
    ]);
  });

  it('reads no list as no links', () => {
    for (const raw of [undefined, null, 'nope', 42, { key: 'event', title: 'Events', url: '/admin/events/' }]) {
      expect(mapAdminMenus(raw, absolute)).toEqual([]);
    }
  });
});
