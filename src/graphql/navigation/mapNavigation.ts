// The upstream's navigation and redirects (README "Page editor": nav, redirect) as GraphQL objects.
import type { FooterLink, MenuItem, Navigation, Redirect } from '../generated/resolvers';
import type { MenuItemPayload, NavigationPayload, RedirectPayload } from '../sources/pageEditorPayloads';

/** spec 000 §2 "Navigation behaviour": a link starting with / is internal; any other is external. */
export function isExternalLink(url: string): boolean {
  return !url.startsWith('/');
}

function mapMenuItem(item: MenuItemPayload): MenuItem {
  return {
    id: String(item.id),
    url: item.url,
    name: item.menu_name,
    hasTabNavigation: item.has_tab_navigation,
    children: item.children.map(mapMenuItem),
  };
}

export function mapNavigation(payload: NavigationPayload): Navigation {
  return {
    menu: payload.menu.map(mapMenuItem),
    footer: payload.footer.map((link): FooterLink => ({ title: link.title, url: link.url, isExternal: isExternalLink(link.url) })),
    revision: payload.revision,
  };
}

export function mapRedirect(payload: RedirectPayload): Redirect {
  return {
    id: payload.id === undefined ? null : String(payload.id),
    revision: payload.revision ?? null,
    oldPath: payload.old_path,
    newPath: payload.new_path,
  };
}
