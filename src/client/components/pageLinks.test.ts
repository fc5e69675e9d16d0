import { describe, expect, it } from 'vitest';
import { pageCount, pageLinks, type PageLink } from './pageLinks';

const show = (links: PageLink[]) => links.map((link) => (link.kind === 'page' ? String(link.page) : '…')).join(' ');

describe('pageLinks', () => {
  it('lists every page when there are few', () => {
    expect(show(pageLinks(1, 1))).toBe('1');
    expect(show(pageLinks(2, 5))).toBe('1 2 3 4 5');
  });

  it('keeps the first, the last and two either side of the current page, with gaps', () => {
    expect(show(pageLinks(1, 14))).toBe('1 2 3 … 14');
    expect(show(pageLinks(7, 14))).toBe('1 … 5 6 7 8 9 … 14');
    expect(show(pageLinks(14, 14))).toBe('1 … 12 13 14');
  });

  it('shows a single left-out number instead of a gap', () => {
    expect(show(pageLinks(5, 14))).toBe('1 2 3 4 5 6 7 … 14');
  });

  it('stays within the pages for a current page beyond the last', () => {
    expect(show(pageLinks(20, 3))).toBe('1 2 3');
    expect(pageLinks(1, 0)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up, with one page for no hits', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(133, 10)).toBe(14);
  });
});
