import { describe, expect, it } from 'vitest';
import { mapLink } from './mapLink';
import { placeJsonLd } from './placeJsonLd';
import { formatRanges, weekdayName, weeklyHours } from './weeklyHours';

const rows = [
  { weekday: 2, timeFrom: '15:00:00', timeTo: '18:30:00', closed: false },
  { weekday: 2, timeFrom: '10:00:00', timeTo: '14:00:00', closed: false },
  { weekday: 1, timeFrom: null, timeTo: null, closed: true },
  { weekday: 6, timeFrom: '10:00:00', timeTo: '14:00:00', closed: false },
  // Unreadable or reversed ranges count as none.
  { weekday: 3, timeFrom: '18:00:00', timeTo: '10:00:00', closed: false },
];

describe('weeklyHours', () => {
  it('gives every weekday from Monday, its ranges by start, and closed days empty', () => {
    const week = weeklyHours(rows);
    expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week.map((day) => formatRanges(day.ranges))).toEqual(['', '10–14, 15–18:30', '', '', '', '10–14', '']);
  });

  it('names the weekdays in both languages, Monday first', () => {
    expect([1, 7].map((day) => weekdayName(day, 'de'))).toEqual(['Montag', 'Sonntag']);
    expect([1, 7].map((day) => weekdayName(day, 'en'))).toEqual(['Monday', 'Sunday']);
  });
});

describe('placeJsonLd', () => {
  it('writes a Place with address, coordinates, one opening-hours entry per range and the rooms', () => {
    const block = placeJsonLd(
      {
        name: 'Konzerthaus',
        description: 'Die Heimat des Orchesters.',
        address: { street: 'Am Konzertplatz 1', postalCode: '70173', city: 'Stuttgart' },
        geo: { latitude: 48.7823, longitude: 9.1772 },
        week: weeklyHours(rows),
        rooms: ['Großer Saal'],
        imageUrl: '/media/haus.png',
        path: '/de/venues/konzerthaus/1',
      },
      'https://example.org',
    );
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'Konzerthaus',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Am Konzertplatz 1',
        postalCode: '70173',
        addressLocality: 'Stuttgart',
        addressCountry: 'DE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 48.7823, longitude: 9.1772 },
      containsPlace: [{ '@type': 'Place', name: 'Großer Saal' }],
      image: 'https://example.org/media/haus.png',
      url: 'https://example.org/de/venues/konzerthaus/1',
    });
    expect(block.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '10:00', closes: '14:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '15:00', closes: '18:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '10:00', closes: '14:00' },
    ]);
  });

  it('leaves out coordinates, hours and rooms it does not know', () => {
    const block = placeJsonLd(
      {
        name: 'Seebühne',
        description: '',
        address: { street: '', postalCode: '', city: '' },
        geo: null,
        week: weeklyHours([]),
        rooms: [],
        imageUrl: null,
        path: '/en/venues/see/3',
      },
      'https://example.org',
    );
    expect(Object.keys(block).sort()).toEqual(['@context', '@type', 'name', 'url']);
  });
});

describe('mapLink', () => {
  it('marks the coordinates on OpenStreetMap, else searches the address, else gives none', () => {
    const address = { street: 'Am Konzertplatz 1', postalCode: '70173', city: 'Stuttgart' };
    expect(mapLink({ address, geo: { latitude: 48.7823, longitude: 9.1772 } })).toBe(
      'https://www.openstreetmap.org/?mlat=48.78230&mlon=9.17720#map=17/48.78230/9.17720',
    );
    expect(mapLink({ address, geo: null })).toBe('https://www.openstreetmap.org/search?query=Am%20Konzertplatz%201%2C%2070173%20Stuttgart');
    expect(mapLink({ address: { street: '', postalCode: '', city: '' }, geo: null })).toBeNull();
  });
});
