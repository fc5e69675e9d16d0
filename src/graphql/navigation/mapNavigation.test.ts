import { describe, expect, it } from 'vitest';
import { isExternalLink, mapNavigation, mapRedirect } from './mapNavigation';

describe('mapNavigation', () => {
  it('keeps the menu tree with names and tab navigation, and marks external footer links', () => {
    const navigation = mapNavigation({
      menu: [
        {
          id: 1,
          url: '/de/orchester',
          menu_name: 'Orchester',
          has_tab_navigation: true,
          children: [{ id: 2, url: '/de/orchester/geschichte', menu_name: 'Geschichte', has_tab_navigation: false, children: [] }],
        },
      ],
      footer: [
        { title: 'Impressum', url: '/de/impressum' },
        { title: 'Instagram', url: 'https://instagram.com/x' },
      ],
      revision: 7,
    });
    expect(navigation.revision).toBe(7);
    expect(navigation.menu).toEqual([
      {
        id: '1',
        url: '/de/orchester',
        name: 'Orchester',
        hasTabNavigation: true,
        children: [{ id: '2', url: '/de/orchester/geschichte', name: 'Geschichte', hasTabNavigation: false, children: [] }],
      },
    ]);
    expect(navigation.footer.map((link) => link.isExternal)).toEqual([false, true]);
  });

  it('treats only links starting with / as internal (spec 000 §2)', () => {
    expect(isExternalLink('/en/about-us')).toBe(false);
    expect(isExternalLink('#top')).toBe(true);
    expect(isExternalLink('mailto:info@example.org')).toBe(true);
  });

  it('maps redirect records to camelCase', () => {
    expect(mapRedirect({ old_path: '/de/about', new_path: '/de/ueber-uns' })).toEqual({
      id: null,
      revision: null,
      oldPath: '/de/about',
      newPath: '/de/ueber-uns',
    });
    expect(mapRedirect({ id: 3, old_path: '/de/about', new_path: '/de/ueber-uns', revision: 12 })).toEqual({
      id: '3',
      revision: 12,
      oldPath: '/de/about',
      newPath: '/de/ueber-uns',
    });
  });
});
