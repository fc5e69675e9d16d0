import { describe, expect, it } from 'vitest';
import { decode } from '../sources/payloads';
import { productionDetailPayload, productionPagePayload } from '../sources/contentPayloads';
import { mapProductionDetail, mapProductionPage, mapSeason, mapSeriesDetail } from './mapProductions';

const publicUrl = (url: string) => url.replace('http://cms:3001', '');

const production = {
  id: 7,
  slug: 'weihnachtsoratorium',
  title: 'Weihnachtsoratorium',
  subtitle: '',
  teaser_text: 'Bach zum Fest',
  season: { id: 1, name: 'Saison 2026/27', slug: '2026-27' },
  exhibition_type: { id: 3, name: 'Oratorium', slug: 'oratorium' },
  tags: [{ id: 2, name: 'Festlich' }],
  date_start: '2026-12-20T19:30:00+01:00',
  date_end: '2026-12-21T19:30:00+01:00',
  events_count: 2,
  image_thumbnails: { small: 'http://cms:3001/media/a-640.png', large: 'http://cms:3001/media/a-1280.png' },
  image_alt: 'Chor',
};

const event = {
  id: 12,
  slug: 'wo',
  title: 'Weihnachtsoratorium',
  date_start: '2026-12-20T19:30:00+01:00',
  tags: [],
  series: [],
  genres: [],
};

describe('mapProductions', () => {
  it('maps a list page: camelCase, ids as strings, empty texts as null, no body or events', () => {
    const payload = decode(
      productionPagePayload,
      { count: 11, next: 'http://x/?page=2', previous: null, results: [production] },
      '/de/api/productions/',
    );
    const page = mapProductionPage(payload, 1, 10, publicUrl);
    expect(page).toMatchObject({ totalCount: 11, page: 1, pageSize: 10, hasNextPage: true, hasPreviousPage: false });
    expect(page.items[0]).toEqual({
      id: '7',
      slug: 'weihnachtsoratorium',
      title: 'Weihnachtsoratorium',
      subtitle: null,
      teaserText: 'Bach zum Fest',
      season: { id: '1', name: 'Saison 2026/27', slug: '2026-27', startDate: null, endDate: null },
      exhibitionType: { id: '3', name: 'Oratorium', slug: 'oratorium' },
      tags: [{ id: '2', name: 'Festlich' }],
      startsAt: '2026-12-20T19:30:00+01:00',
      endsAt: '2026-12-21T19:30:00+01:00',
      eventsCount: 2,
      image: expect.objectContaining({ small: '/media/a-640.png', large: '/media/a-1280.png', alt: 'Chor', sources: [], srcSets: [] }),
      body: null,
      events: null,
    });
  });

  it('maps a detail with its body and its events as Event objects', () => {
    const body = [{ type: 'paragraph', children: [{ text: 'Jauchzet' }] }];
    const payload = decode(productionDetailPayload, { ...production, body, events: [event] }, '/de/api/productions/7/');
    const detail = mapProductionDetail(payload, publicUrl);
    expect(detail.body).toEqual(body);
    expect(detail.events).toMatchObject([
      { id: '12', title: 'Weihnachtsoratorium', startsAt: '2026-12-20T19:30:00+01:00', description: null },
    ]);
  });

  it('rejects a body that is not a list of nodes at the edge', () => {
    expect(() => decode(productionDetailPayload, { ...production, body: 'text', events: [] }, '/de/api/productions/7/')).toThrow(/body/);
  });

  it('maps seasons and series', () => {
    expect(mapSeason({ id: 2, name: 'S', slug: 's', date_start: '2025-11-01', date_end: '2026-10-31' })).toEqual({
      id: '2',
      name: 'S',
      slug: 's',
      startDate: '2025-11-01',
      endDate: '2026-10-31',
    });
    const series = mapSeriesDetail(
      { id: 4, name: 'Abo A', slug: 'abo-a', show_in_filter: false, events: [{ ...event, tags: [], series: [], genres: [] }] },
      publicUrl,
    );
    expect(series).toMatchObject({ id: '4', showInFilter: false, events: [{ id: '12' }] });
  });
});
