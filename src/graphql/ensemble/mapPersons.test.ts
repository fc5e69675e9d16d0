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
    });
  });

  it('maps the biography of the detail', () => {
    const detail = decode(personDetailPayload, { ...person, biography: 'Seit 2010 im Orchester.' }, '/de/api/persons/9/');
    expect(mapPersonDetail(detail, (url) => url).biography).toBe('Seit 2010 im Orchester.');
  });
});
