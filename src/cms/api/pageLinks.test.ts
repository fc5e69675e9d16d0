import { describe, expect, it } from 'vitest';
import { pageLinks } from './pageLinks';

describe('pageLinks', () => {
  const url = (query: string) => new URL(`http://cms.test:3001/de/api/events/${query}`);

  it('links the next page and keeps the other parameters', () => {
    expect(pageLinks(url('?date=2026-11-22&room=2'), 1, 3)).toEqual({
      next: 'http://cms.test:3001/de/api/events/?date=2026-11-22&room=2&page=2',
      previous: null,
    });
  });

  it('links page 1 without a page parameter, like Django REST framework', () => {
    expect(pageLinks(url('?page=2&tag=4'), 2, 2)).toEqual({
      next: null,
      previous: 'http://cms.test:3001/de/api/events/?tag=4',
    });
  });

  it('links both ways from a middle page', () => {
    const links = pageLinks(url('?page=3&page_size=5'), 3, 9);
    expect(links.next).toBe('http://cms.test:3001/de/api/events/?page=4&page_size=5');
    expect(links.previous).toBe('http://cms.test:3001/de/api/events/?page=2&page_size=5');
  });

  it('has no links for a single page', () => {
    expect(pageLinks(url(''), 1, 1)).toEqual({ next: null, previous: null });
  });
});
