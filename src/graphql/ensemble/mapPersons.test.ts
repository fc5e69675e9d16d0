import { describe, expect, it } from 'vitest';
import { personDetailPayload } from '../sources/contentPayloads';
import { decode } from '../sources/payloads';
import { mapPersonDetail, mapPersonPage } from './mapPersons';

const person = {
  id: 9,
  slug: 'anna-berg',
  first_name: 'Anna',
  last_name: 'Berg',
  name: 'Anna Berg',
  instrument: 'Pauke',
  role: '',
  category: { id: 8, name: 'Schlagwerk', slug: 'schlagwerk' },
  image_thumbnails: { small: '/media/p-640.png', large: '/media/p-1280.png' },
  image_alt: null,
};

describe('mapPersons', () => {
  it('maps list items without the biography', () => {
    const page = mapPersonPage({ count: 1, next: null, previous: null, results: [person] }, 1, 10, (url) => url);
    expect(page.items[0]).toEqual({
      id: '9',
      slug: 'anna-berg',
      firstName: 'Anna',
      lastName: 'Berg',
      name: 'Anna Berg',
      instrument: 'Pauke',
      role: null,
      category: { id: '8', name: 'Schlagwerk', slug: 'schlagwerk' },
      image: expect.objectContaining({ small: '/media/p-640.png', large: '/media/p-1280.png', alt: '', sources: [], srcSets: [] }),
      biography: null,
      upcomingEvents: null,
      articles: null,
    });
  });

  it('maps the biography of the detail', () => {
    const detail = decode(personDetailPayload, { ...person, biography: 'Seit 2010 im Orchester.' }, '/de/api/persons/9/');
    const mapped = mapPersonDetail(detail, (url) => url);
    expect(mapped.biography).toBe('Seit 2010 im Orchester.');
    // An upstream without the person's events and articles gives none.
    expect(mapped).toMatchObject({ upcomingEvents: [], articles: [] });
  });

  it('maps the upcoming events and the articles that name the person', () => {
    const detail = decode(
      personDetailPayload,
      {
        ...person,
        biography: '',
        events: [
          { id: 12, slug: 'wo', title: 'Weihnachtsoratorium', date_start: '2026-12-20T19:30:00+01:00', tags: [], series: [], genres: [] },
        ],
        articles: [
          {
            id: 2,
            slug: 'im-gespraech',
            title: 'Im Gespräch',
            date: '2026-08-28',
            category: { id: 1, name: 'Porträt', style_name: 'red', slug: 'portraet' },
            image_thumbnails: null,
            image_alt: '',
          },
        ],
      },
      '/de/api/persons/9/',
    );
    const mapped = mapPersonDetail(detail, (url) => url);
    expect(mapped.biography).toBeNull();
    expect(mapped.upcomingEvents?.map((event) => [event.id, event.startsAt])).toEqual([['12', '2026-12-20T19:30:00+01:00']]);
    expect(mapped.articles?.map((article) => [article.id, article.slug, article.date])).toEqual([['2', 'im-gespraech', '2026-08-28']]);
  });
});
