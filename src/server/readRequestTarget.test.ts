import { describe, expect, it } from 'vitest';
import { readRequestTarget } from './readRequestTarget';

describe('readRequestTarget', () => {
  it('reads a page path and its query as a URL parser writes them', () => {
    expect(readRequestTarget('/de/konzerte?room=1&date=01-11-2026')).toEqual({
      pathname: '/de/konzerte',
      search: '?room=1&date=01-11-2026',
    });
    expect(readRequestTarget('/en/concerts')).toEqual({ pathname: '/en/concerts', search: '' });
    expect(readRequestTarget('/de/x/../konzerte')).toEqual({ pathname: '/de/konzerte', search: '' });
  });

  it('keeps a query it cannot decode for the page to judge', () => {
    expect(readRequestTarget('/de/konzerte?room=%ff')).toEqual({ pathname: '/de/konzerte', search: '?room=%ff' });
  });

  it('refuses targets a browser would read as another host', () => {
    for (const target of ['//%5c%5cevil.com', '/\\/\\', '//evil.com/de', '/\\evil.com', '\\\\evil.com', 'http://evil.com/de']) {
      expect(readRequestTarget(target), target).toBeNull();
    }
  });

  it('refuses a backslash anywhere in the path and escapes that cannot be decoded', () => {
    for (const target of ['/de\\konzerte', '/%', '/%E0%A4%A', '/de/%ff', '/de/konzerte%']) {
      expect(readRequestTarget(target), target).toBeNull();
    }
  });
});
