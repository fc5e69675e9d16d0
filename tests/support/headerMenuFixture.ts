// A site menu with what the header's rules need and the seed lacks: two items with submenus, one
// with tab navigation (a plain link), an external link. Served through startRewritingUpstream in
// place of the upstream's /{lang}/pageeditor-api/nav menu; the footer stays the upstream's.
import type { AnswerRewrite } from './rewritingUpstream';

interface NavPayloadItem {
  id: number;
  url: string;
  menu_name: string;
  has_tab_navigation: boolean;
  children: NavPayloadItem[];
}

const item = (id: number, url: string, name: string, children: NavPayloadItem[] = [], tabs = false): NavPayloadItem => ({
  id,
  url,
  menu_name: name,
  has_tab_navigation: tabs,
  children,
});

const TEST_MENU: Record<'de' | 'en', NavPayloadItem[]> = {
  de: [
    item(101, '/de/konzerte', 'Konzerte'),
    item(
      102,
      '/de/ueber-uns',
      'Orchester',
      [item(103, '/de/ueber-uns/geschichte', 'Geschichte'), item(104, '/de/ueber-uns/team', 'Team')],
      true,
    ),
    item(105, '/de/besuch', 'Besuch', [
      item(106, '/de/kontakt', 'Kontakt'),
      item(107, '/de/impressum', 'Impressum'),
      item(108, 'https://example.org/anfahrt', 'Anfahrt'),
    ]),
    item(109, '/de/orchesterleben', 'Orchesterleben', [item(110, '/de/konzerte', 'Alle Konzerte'), item(111, '/de/agb', 'AGB')]),
  ],
  en: [
    item(201, '/en/concerts', 'Concerts'),
    item(202, '/en/about-us', 'Orchestra', [item(203, '/en/about-us/history', 'History'), item(204, '/en/about-us/team', 'Team')], true),
    item(205, '/en/visit', 'Visit', [
      item(206, '/en/contact', 'Contact'),
      item(207, '/en/impressum', 'Imprint'),
      item(208, 'https://example.org/directions', 'Directions'),
    ]),
    item(209, '/en/magazine', 'Magazine', [item(210, '/en/concerts', 'All concerts'), item(211, '/en/agb', 'Terms')]),
  ],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The test menu in place of the upstream's, and is_shop_online as `shopOnline()` says. */
export function headerMenuRewrite(shopOnline: () => boolean): AnswerRewrite {
  return (path, body) => {
    const nav = /^\/(de|en)\/pageeditor-api\/nav\/?$/.exec(path);
    if (nav && isRecord(body)) return { ...body, menu: TEST_MENU[nav[1] === 'en' ? 'en' : 'de'] };
    if (/^(\/(de|en))?\/pageeditor-api\/settings\/?$/.test(path) && isRecord(body) && isRecord(body.data)) {
      return { ...body, data: { ...body.data, is_shop_online: shopOnline() } };
    }
    return body;
  };
}
