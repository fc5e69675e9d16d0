import { describe, expect, it } from 'vitest';
import { checkWatchlistIds, MAX_WATCHLIST_EVENTS, parseFeedIds, sanitiseStoredIds, watchlistFeedPath, webcalUrl } from './watchlistIds';

const many = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

describe('parseFeedIds', () => {
  it('reads comma-separated numeric ids, each once in its first place', () => {
    expect(parseFeedIds('12,34')).toEqual({ ok: true, ids: ['12', '34'] });
    expect(parseFeedIds('34,12,34,12')).toEqual({ ok: true, ids: ['34', '12'] });
  });

  it('refuses what is not a list of ids', () => {
    expect(parseFeedIds('')).toEqual({ ok: false, problem: 'missing' });
    for (const value of ['12,', ',12', '12,,34', '12, 34', 'abc', '-1', '0', '012', '1e3', '12;34', '9999999999']) {
      expect(parseFeedIds(value), value).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('allows at most the cap of distinct events, counting repeats once', () => {
    expect(parseFeedIds(many(MAX_WATCHLIST_EVENTS).join(','))).toMatchObject({ ok: true });
    expect(parseFeedIds([...many(MAX_WATCHLIST_EVENTS), '1', '2'].join(','))).toMatchObject({ ok: true });
    expect(parseFeedIds(many(MAX_WATCHLIST_EVENTS + 1).join(','))).toEqual({ ok: false, problem: 'tooMany' });
  });
});

describe('checkWatchlistIds', () => {
  it('needs at least one id', () => {
    expect(checkWatchlistIds([])).toEqual({ ok: false, problem: 'missing' });
    expect(checkWatchlistIds(['7'])).toEqual({ ok: true, ids: ['7'] });
  });
});

describe('sanitiseStoredIds', () => {
  it('keeps numeric ids (strings or whole numbers), each once, up to the cap', () => {
    expect(sanitiseStoredIds(['3', 4, '3', 'x', null, { id: 5 }, -2, 1.5, '07'])).toEqual(['3', '4']);
    expect(sanitiseStoredIds(many(MAX_WATCHLIST_EVENTS + 5))).toHaveLength(MAX_WATCHLIST_EVENTS);
  });

  it('reads anything that is not a list as an empty one', () => {
    for (const value of [null, undefined, 'abc', 42, { ids: ['1'] }]) expect(sanitiseStoredIds(value)).toEqual([]);
  });
});

describe('feed URLs', () => {
  it('puts the feed below the watchlist page of the language', () => {
    expect(watchlistFeedPath('de', ['12', '34'])).toBe('/de/merkliste/feed.ics?events=12,34');
    expect(watchlistFeedPath('en', ['5'])).toBe('/en/watchlist/feed.ics?events=5');
  });

  it('names the same feed with webcal for calendar apps', () => {
    expect(webcalUrl('https://example.org/de/merkliste/feed.ics?events=1')).toBe('webcal://example.org/de/merkliste/feed.ics?events=1');
    expect(webcalUrl('http://127.0.0.1:3000/en/watchlist/feed.ics?events=1')).toBe(
      'webcal://127.0.0.1:3000/en/watchlist/feed.ics?events=1',
    );
  });
});
