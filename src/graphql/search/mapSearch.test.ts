import { describe, expect, it } from 'vitest';
import { searchIndexPayload, type SearchHitPayload } from '../sources/contentPayloads';
import { decode } from '../sources/payloads';
import { mapSearchHit, mapSearchHitPage, mapSearchIndex } from './mapSearch';
import { normaliseQuery } from './resolvers';

const hit: SearchHitPayload = {
  kind: 'events',
  id: 4,
  title: 'Öffentliche Probe',
  text: '',
  slug: 'probe',
  url: '/de/konzerte/probe/4',
  date_start: '2026-12-01T10:00:00+01:00',
  rank: 0.6,
};

/** Before the hit's start. */
const before = new Date('2026-12-01T08:59:59Z');

describe('mapSearch', () => {
  it('maps hits with their kind as the enum value', () => {
    const page = mapSearchHitPage({ count: 1, next: null, previous: null, results: [{ ...hit, kind: 'events' }] }, 1, 10, before);
    expect(page.items[0]).toEqual({
      kind: 'EVENT',
      id: '4',
      title: 'Öffentliche Probe',
      text: null,
      slug: 'probe',
      url: '/de/konzerte/probe/4',
      startsAt: '2026-12-01T10:00:00+01:00',
      endsAt: null,
      isPast: false,
      rank: 0.6,
    });
  });

  it('marks an event as past once its end has come, or its start when it has none, by the given clock', () => {
    const withEnd = { ...hit, date_end: '2026-12-01T12:30:00+01:00' };
    expect(mapSearchHit(hit, new Date('2026-12-01T09:00:00Z')).isPast).toBe(true);
    expect(mapSearchHit(withEnd, new Date('2026-12-01T11:29:59Z'))).toMatchObject({ endsAt: '2026-12-01T12:30:00+01:00', isPast: false });
    expect(mapSearchHit(withEnd, new Date('2026-12-01T11:30:00Z')).isPast).toBe(true);
    // Other kinds have no dates and are never past.
    expect(mapSearchHit({ ...hit, kind: 'articles', date_start: null }, new Date('2030-01-01T00:00:00Z')).isPast).toBe(false);
  });

  it('maps the index groups and rejects an unknown kind at the edge', () => {
    const payload = decode(
      searchIndexPayload,
      {
        query: 'probe',
        count: 1,
        results: [
          { kind: 'events', count: 1, results: [hit] },
          { kind: 'pages', count: 0, results: [] },
        ],
      },
      '/de/api/search/',
    );
    expect(mapSearchIndex(payload, before)).toMatchObject({
      query: 'probe',
      totalCount: 1,
      groups: [
        { kind: 'EVENT', totalCount: 1 },
        { kind: 'PAGE', hits: [] },
      ],
    });
    expect(() =>
      decode(searchIndexPayload, { query: 'x', count: 0, results: [{ kind: 'shows', count: 0, results: [] }] }, '/de/api/search/'),
    ).toThrow(/does not match the contract/);
  });

  it('normalises the query as spec 000 §5 sends it', () => {
    expect(normaliseQuery('  Beethoven   SINF ')).toBe('beethoven sinf');
    expect(normaliseQuery(' \t ')).toBe('');
  });
});
