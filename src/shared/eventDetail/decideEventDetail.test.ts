import { describe, expect, it } from 'vitest';
import { decideEventDetail } from './decideEventDetail';

describe('decideEventDetail', () => {
  it('renders the page when the slug is the event’s slug', () => {
    expect(decideEventDetail({ slug: '2-sinfoniekonzert', id: '15' }, 'de', '', { id: '15', slug: '2-sinfoniekonzert' })).toEqual({ kind: 'render' });
  });

  it('answers 301 to the event’s slug in the page’s language, keeping the query', () => {
    expect(decideEventDetail({ slug: 'old-name', id: '15' }, 'en', '?x=1', { id: '15', slug: 'symphony-concert-no-2' })).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/en/concerts/symphony-concert-no-2/15?x=1',
    });
  });

  it('encodes a slug that needs it in the location', () => {
    const decision = decideEventDetail({ slug: 'x', id: '3' }, 'de', '', { id: '3', slug: 'ä b' });
    expect(decision).toEqual({ kind: 'redirect', status: 301, location: '/de/konzerte/%C3%A4%20b/3' });
  });

  it('is not found for an unknown event, or an answer about another event', () => {
    expect(decideEventDetail({ slug: 'x', id: '999999' }, 'de', '', null)).toEqual({ kind: 'notFound' });
    expect(decideEventDetail({ slug: 'x', id: '7' }, 'de', '', { id: '8', slug: 'x' })).toEqual({ kind: 'notFound' });
  });
});
