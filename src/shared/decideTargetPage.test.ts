import { describe, expect, it } from 'vitest';
import { decideTargetPage } from './decideTargetPage';

describe('decideTargetPage', () => {
  it('renders the page at the thing’s own path', () => {
    expect(decideTargetPage('/de/konzerte/2-sinfoniekonzert/15', '', { canonicalPath: '/de/konzerte/2-sinfoniekonzert/15' })).toEqual({
      kind: 'render',
    });
  });

  it('answers 301 to the thing’s own path, keeping the query', () => {
    expect(decideTargetPage('/en/concerts/old-name/15', '?x=1', { canonicalPath: '/en/concerts/symphony-concert-no-2/15' })).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/en/concerts/symphony-concert-no-2/15?x=1',
    });
  });

  it('takes another spelling of the same encoded slug as the same path (no redirect loop)', () => {
    expect(decideTargetPage('/de/konzerte/%c3%a4-b/3', '', { canonicalPath: '/de/konzerte/%C3%A4-b/3' })).toEqual({ kind: 'render' });
    expect(decideTargetPage('/de/konzerte/ä-b/3', '', { canonicalPath: '/de/konzerte/%C3%A4-b/3' })).toEqual({ kind: 'render' });
  });

  it('is not found when nothing is there', () => {
    expect(decideTargetPage('/de/konzerte/x/999999', '', null)).toEqual({ kind: 'notFound' });
  });
});
