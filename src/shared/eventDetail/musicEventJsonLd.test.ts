import { describe, expect, it } from 'vitest';
import { musicEventJsonLd, type JsonLdEvent } from './musicEventJsonLd';

// The properties schema.org defines for each type written (https://schema.org/MusicEvent and its
// parents Event and Thing, https://schema.org/Place, /PostalAddress, /Offer, /MusicComposition,
// /Person, /MusicGroup, /Organization): only the subset a page may use is listed.
const THING = ['name', 'description', 'url', 'image'];
const PROPERTIES: Record<string, readonly string[]> = {
  MusicEvent: [
    ...THING,
    'inLanguage',
    'startDate',
    'endDate',
    'eventStatus',
    'previousStartDate',
    'eventAttendanceMode',
    'location',
    'performer',
    'workPerformed',
    'organizer',
    'offers',
  ],
  Place: [...THING, 'address'],
  PostalAddress: [...THING, 'streetAddress', 'postalCode', 'addressLocality', 'addressCountry'],
  Offer: [...THING, 'price', 'priceCurrency', 'availability'],
  MusicComposition: [...THING, 'composer'],
  Person: THING,
  MusicGroup: THING,
  Organization: THING,
};
const ENUMERATIONS: Record<string, readonly string[]> = {
  eventStatus: ['EventScheduled', 'EventCancelled', 'EventRescheduled', 'EventPostponed', 'EventMovedOnline'].map(
    (name) => `https://schema.org/${name}`,
  ),
  availability: ['InStock', 'SoldOut', 'PreOrder', 'LimitedAvailability'].map((name) => `https://schema.org/${name}`),
  eventAttendanceMode: ['https://schema.org/OfflineEventAttendanceMode'],
};

/** Every object with an @type only uses that type's properties; enumerations use known members. */
function problemsOf(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => problemsOf(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const type = record['@type'];
  const problems: string[] = [];
  if (typeof type !== 'string' || !PROPERTIES[type]) problems.push(`${path}: unknown @type ${String(type)}`);
  for (const [key, child] of Object.entries(record)) {
    if (key === '@type' || key === '@context') continue;
    if (typeof type === 'string' && !PROPERTIES[type]?.includes(key)) problems.push(`${path}.${key} is no property of ${type}`);
    const members = ENUMERATIONS[key];
    if (members && !members.includes(String(child))) problems.push(`${path}.${key}: ${String(child)}`);
    problems.push(...problemsOf(child, `${path}.${key}`));
  }
  return problems;
}

const EVENT: JsonLdEvent = {
  title: '2. Sinfoniekonzert',
  subtitle: 'Ravel, Rachmaninow und Brahms',
  description: 'Ein Abend mit Brahms.',
  imageUrl: '/media/seed/events/sinfoniekonzert-02-1280.png',
  place: { name: 'Großer Saal, Konzerthaus', street: 'Am Konzertplatz 1', postalCode: '70173', city: 'Stuttgart' },
  performers: [
    { name: 'Daniel Tanaka', isPerson: true },
    { name: 'Aurelia Philharmonie', isPerson: false },
  ],
  works: [{ composer: 'Brahms', title: 'Sinfonie Nr. 4' }],
  promoter: null,
  dates: [
    {
      id: '15',
      slug: '2-sinfoniekonzert',
      startsAt: '2026-11-26T19:30:00+01:00',
      endsAt: '2026-11-26T21:30:00+01:00',
      status: 'ON_SALE',
      previousStartsAt: null,
      ticketUrl: '/shop/events/15',
      booking: {
        seatGroups: [
          {
            name: 'Parkett',
            available: 12,
            prices: [
              { amount: '38.00', name: 'Vollpreis' },
              { amount: '19.00', name: 'Ermäßigt' },
            ],
          },
          { name: 'Rang', available: 0, prices: [{ amount: '27.00', name: 'Vollpreis' }] },
        ],
      },
    },
    {
      id: '16',
      slug: '2-sinfoniekonzert',
      startsAt: '2026-11-27T19:30:00+01:00',
      endsAt: null,
      status: 'CANCELLED',
      previousStartsAt: null,
      ticketUrl: null,
      booking: null,
    },
    {
      id: '18',
      slug: '2-sinfoniekonzert',
      startsAt: '2026-11-29T11:00:00+01:00',
      endsAt: null,
      status: 'RESCHEDULED',
      previousStartsAt: '2026-11-15T11:00:00+01:00',
      ticketUrl: null,
      booking: null,
    },
  ],
};

describe('musicEventJsonLd', () => {
  const blocks = musicEventJsonLd(EVENT, 'de', 'https://example.org');

  it('writes one MusicEvent per date, each with its own page', () => {
    expect(blocks.map((block) => [block['@type'], block.url, block.startDate])).toEqual([
      ['MusicEvent', 'https://example.org/de/konzerte/2-sinfoniekonzert/15', '2026-11-26T19:30:00+01:00'],
      ['MusicEvent', 'https://example.org/de/konzerte/2-sinfoniekonzert/16', '2026-11-27T19:30:00+01:00'],
      ['MusicEvent', 'https://example.org/de/konzerte/2-sinfoniekonzert/18', '2026-11-29T11:00:00+01:00'],
    ]);
  });

  it('uses only properties and enumeration members schema.org defines for the types written', () => {
    expect(problemsOf(blocks)).toEqual([]);
    // The check itself finds a property of another type.
    expect(problemsOf({ '@type': 'Offer', startDate: 'x' })).toEqual(['$.startDate is no property of Offer']);
  });

  it('names the status of each date', () => {
    expect(blocks.map((block) => block.eventStatus)).toEqual([
      'https://schema.org/EventScheduled',
      'https://schema.org/EventCancelled',
      'https://schema.org/EventRescheduled',
    ]);
    expect(blocks[2]?.previousStartDate).toBe('2026-11-15T11:00:00+01:00');
  });

  it('offers every live price in euro, in stock only where its seat group has free seats; none for a cancelled date', () => {
    expect(blocks[0]?.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Parkett – Vollpreis',
        price: '38.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://example.org/shop/events/15',
      },
      {
        '@type': 'Offer',
        name: 'Parkett – Ermäßigt',
        price: '19.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://example.org/shop/events/15',
      },
      {
        '@type': 'Offer',
        name: 'Rang – Vollpreis',
        price: '27.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/SoldOut',
        url: 'https://example.org/shop/events/15',
      },
    ]);
    expect(blocks[1]?.offers).toBeUndefined();
    const first = EVENT.dates[0];
    if (!first) throw new Error('the example has a first date');
    const [soldOut] = musicEventJsonLd({ ...EVENT, dates: [{ ...first, status: 'SOLD_OUT' }] }, 'en', 'https://example.org');
    const offers = (soldOut?.offers ?? []) as { availability: string }[];
    expect(offers.map((offer) => offer.availability)).toEqual(Array(3).fill('https://schema.org/SoldOut'));
  });

  it('names performers, works, the place with its address and the orchestra as organiser', () => {
    expect(blocks[0]?.performer).toEqual([
      { '@type': 'Person', name: 'Daniel Tanaka' },
      { '@type': 'MusicGroup', name: 'Aurelia Philharmonie' },
    ]);
    expect(blocks[0]?.workPerformed).toEqual([
      { '@type': 'MusicComposition', name: 'Sinfonie Nr. 4', composer: { '@type': 'Person', name: 'Brahms' } },
    ]);
    expect(blocks[0]?.location).toMatchObject({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Stuttgart', addressCountry: 'DE' },
    });
    expect(blocks[0]?.organizer).toEqual({ '@type': 'Organization', name: 'Aurelia Philharmonie', url: 'https://example.org/de' });
    expect(blocks[0]?.image).toEqual(['https://example.org/media/seed/events/sinfoniekonzert-02-1280.png']);
  });
});
