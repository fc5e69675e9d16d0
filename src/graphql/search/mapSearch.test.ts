import { describe, expect, it } from 'vitest';
import { searchIndexPayload } from '../sources/contentPayloads';
import { decode } from '../sources/payloads';
import { mapSearchHitPage, mapSearchIndex } from './mapSearch';
import { normaliseQuery } from './resolvers';

const hit = {
  kind: 'events',
  id: 4,
  title: 'Öffentliche Probe',
  text: '',
  slug: 'probe',
  url: '/de/konzerte/probe/4',
  date_start: '2026-12-01T10:00:00+01:00',
  rank: 0.6,
};

describe('mapSearch', () => {
  it('maps hits with their kind as the enum value', () => {
    const page = mapSearchHitPage({ count: 1, next: null, previous: null, results: [{ ...hit, kind: 'events' }] }, 1, 10);
    expect(page.items[0]).toEqual({
      kind: 'EVENT',
      id: '4',
      title: 'Öffentliche Probe',
      text: null,
      slug: 'probe',
      url: '/de/konzerte/probe/4',
      startsAt: '2026-12-01T10:00:00+01:00',
      rank: 0.6,
    });
  });

  it('maps the index groups and rejects an unknown kind at the edge', () => {
    const payload = decode(
      searchIndexPayload,
      { query: 'probe', count: 1, results: [{ kind: 'events', count: 1, results: [hit] }, { kind: 'pages', count: 0, results: [] }] },
      '/de/api/search/',
    );
    expect(mapSearchIndex(payload)).toMatchObject({ query: 'probe', totalCount: 1, groups: [{ kind: 'EVENT', totalCount: 1 }, { kind: 'PAGE', hits: [] }] });
    expect(() => decode(searchIndexPayload, { query: 'x', count: 0, results: [{ kind: 'shows', count: 0, results: [] }] }, '/de/api/search/')).toThrow(
      /does not match the contract/,
    );
  });

  it('normalises the query as spec 000 §5 sends it', () => {
    expect(normaliseQuery('  Beethoven   SINF ')).toBe('beethoven sinf');
    expect(normaliseQuery(' \t ')).toBe('');
  });
});
