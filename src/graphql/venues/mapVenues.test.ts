import { describe, expect, it } from 'vitest';
import { mapVenue, mapVenueDetail } from './mapVenues';

const venue = {
  id: 1,
  name: 'Konzerthaus',
  slug: 'konzerthaus',
  address: { street: 'Am Ring 1', postal_code: '10115', city: 'Berlin' },
  image_thumbnails: null,
  image_alt: '',
};

describe('mapVenues', () => {
  it('maps the address in camelCase and leaves description and rooms to the detail', () => {
    expect(mapVenue(venue, (url) => url)).toEqual({
      id: '1',
      name: 'Konzerthaus',
      slug: 'konzerthaus',
      address: { street: 'Am Ring 1', postalCode: '10115', city: 'Berlin' },
      image: null,
      description: null,
      rooms: null,
    });
  });

  it('maps the rooms of the detail', () => {
    const detail = mapVenueDetail({ ...venue, description: 'Das Haus am Ring.', rooms: [{ id: 3, name: 'Probensaal', show_in_filter: false }] }, (url) => url);
    expect(detail).toMatchObject({ description: 'Das Haus am Ring.', rooms: [{ id: '3', name: 'Probensaal', showInFilter: false }] });
  });
});
