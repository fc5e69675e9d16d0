import { describe, expect, it } from 'vitest';
import { containsCurrentPage, hasSubmenu, isCurrentPage, isInternalUrl, type MenuEntry } from './menuLinks';

const entry = (url: string, overrides: Partial<MenuEntry> = {}): MenuEntry => ({
  id: url,
  url,
  name: url,
  hasTabNavigation: false,
  children: [],
  ...overrides,
});

describe('isInternalUrl (spec 000 §2)', () => {
  it('takes a link starting with / as internal and any other as external', () => {
    expect(isInternalUrl('/de/konzerte')).toBe(true);
    expect(isInternalUrl('/')).toBe(true);
    expect(isInternalUrl('https://example.org/')).toBe(false);
    expect(isInternalUrl('mailto:info@example.org')).toBe(false);
    expect(isInternalUrl('de/konzerte')).toBe(false);
  });

  it('treats a protocol-relative URL as external: it leaves the site', () => {
    expect(isInternalUrl('//example.org/x')).toBe(false);
  });
});

describe('isCurrentPage', () => {
  it('compares paths without trailing slash, query and hash', () => {
    expect(isCurrentPage('/de/konzerte', '/de/konzerte')).toBe(true);
    expect(isCurrentPage('/de/konzerte/', '/de/konzerte')).toBe(true);
    expect(isCurrentPage('/de/konzerte?type=1#x', '/de/konzerte')).toBe(true);
    expect(isCurrentPage('/de/konzerte', '/de/konzerte/abc/1')).toBe(false);
    expect(isCurrentPage('/de', '/de/konzerte')).toBe(false);
  });

  it('never marks an external URL', () => {
    expect(isCurrentPage('https://example.org/de/konzerte', '/de/konzerte')).toBe(false);
  });
});

describe('hasSubmenu (spec 001 §2)', () => {
  it('opens a submenu for an item with children', () => {
    expect(hasSubmenu(entry('/de/a', { children: [entry('/de/a/b')] }))).toBe(true);
  });

  it('keeps items without children and items with tab navigation plain links', () => {
    expect(hasSubmenu(entry('/de/a'))).toBe(false);
    expect(hasSubmenu(entry('/de/a', { hasTabNavigation: true, children: [entry('/de/a/b')] }))).toBe(false);
  });
});

describe('containsCurrentPage', () => {
  it('finds the current page in the item or its children', () => {
    const parent = entry('/de/a', { children: [entry('/de/a/b'), entry('https://example.org')] });
    expect(containsCurrentPage(parent, '/de/a')).toBe(true);
    expect(containsCurrentPage(parent, '/de/a/b/')).toBe(true);
    expect(containsCurrentPage(parent, '/de/c')).toBe(false);
  });
});
