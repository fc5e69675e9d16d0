import { describe, expect, it } from 'vitest';
import { venueDetailPayload } from '../sources/contentPayloads';
import { decode } from '../sources/payloads';
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
      geo: null,
      openingHours: null,
      upcomingEvents: null,
    });
  });

  it('maps the rooms of the detail; an upstream without place, hours and events gives none', () => {
    const payload = decode(
      venueDetailPayload,
      { ...venue, description: 'Das Haus am Ring.', rooms: [{ id: 3, name: 'Probensaal', show_in_filter: false }] },
      '/de/api/venues/1/',
    );
    const detail = mapVenueDetail(payload, (url) => url);
    expect(detail).toMatchObject({ description: 'Das Haus am Ring.', rooms: [{ id: '3', name: 'Probensaal', showInFilter: false }] });
    expect(detail).toMatchObject({ geo: null, openingHours: [], upcomingEvents: [] });
  });

  it('maps the place, the weekly hours and the upcoming events of the detail', () => {
    const payload = decode(
      venueDetailPayload,
      {
        ...venue,
        description: '',
        rooms: [],
        geo: { latitude: 48.78, longitude: 9.18 },
        opening_hours: [
          { weekday: 1, time_from: '10:00:00', time_to: '18:00:00', closed: false },
          { weekday: 7, time_from: null, time_to: null, closed: true },
        ],
        events: [
          { id: 12, slug: 'wo', title: 'Weihnachtsoratorium', date_start: '2026-12-20T19:30:00+01:00', tags: [], series: [], genres: [] },
        ],
      },
      '/de/api/venues/1/',
    );
    const detail = mapVenueDetail(payload, (url) => url);
    expect(detail.geo).toEqual({ latitude: 48.78, longitude: 9.18 });
    expect(detail.openingHours).toEqual([
      { weekday: 1, timeFrom: '10:00:00', timeTo: '18:00:00', closed: false },
      { weekday: 7, timeFrom: null, timeTo: null, closed: true },
    ]);
    expect(detail.upcomingEvents?.map((event) => [event.id, event.title])).toEqual([['12', 'Weihnachtsoratorium']]);
  });

  it('refuses coordinates off the earth and weekdays past Sunday', () => {
    expect(() => decode(venueDetailPayload, { ...venue, rooms: [], geo: { latitude: 91, longitude: 0 } }, '/de/api/venues/1/')).toThrow();
    expect(() =>
      decode(
        venueDetailPayload,
        { ...venue, rooms: [], opening_hours: [{ weekday: 8, time_from: null, time_to: null, closed: true }] },
        '/de/api/venues/1/',
      ),
    ).toThrow();
  });
});
