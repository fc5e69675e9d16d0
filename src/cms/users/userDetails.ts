// spec 000 §3 "User details" and the editor's user (spec 000 §7 pageeditor-api/user).
import type { Locale } from '../../shared/locales';
import type { User } from './userStore';

export function userDetails(user: User | undefined, lang: Locale): Record<string, unknown> {
  return {
    has_dashboard_online_access: user?.has_dashboard_online_access ?? false,
    is_logged_in: user !== undefined,
    username: user?.username ?? '',
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    login_url: `/${lang}/api/user-login/`,
    logout_url: `/${lang}/api/user-logout/`,
    webshop_url: '/webshop',
    // The site's user settings (migration 012); logged out: the language asked in.
    language: user?.language ?? lang,
  };
}

/**
 * Editor admin links per entity (spec 000 §3 "Editor admin links"), staff only. This upstream has
 * no admin of its own: the links point into the external admin CMS_ADMIN_URL names (paths as the
 * real CMS's admin has them); without it there are none, rather than links that lead nowhere.
 */
const ADMIN_MENUS = [
  { key: 'article', de: 'Artikel', en: 'Articles', path: '/admin/articles/' },
  { key: 'venue', de: 'Spielstätten', en: 'Venues', path: '/admin/venues/' },
  { key: 'event', de: 'Veranstaltungen', en: 'Events', path: '/admin/events/' },
  { key: 'person', de: 'Personen', en: 'People', path: '/admin/persons/' },
  { key: 'production', de: 'Produktionen', en: 'Productions', path: '/admin/productions/' },
  { key: 'series', de: 'Abonnements', en: 'Series', path: '/admin/series/' },
  { key: 'form', de: 'Formulare', en: 'Forms', path: '/admin/forms/' },
] as const;

/** The editor's user call; `adminUrl` is CMS_ADMIN_URL (validated, no trailing slash) or undefined. */
export function editorUser(user: User, lang: Locale, adminUrl: string | undefined): Record<string, unknown> {
  return {
    email: user.email,
    username: user.username,
    admin_menus:
      user.is_staff && adminUrl !== undefined
        ? ADMIN_MENUS.map((menu) => ({ key: menu.key, title: menu[lang], url: `${adminUrl}${menu.path}` }))
        : [],
  };
}
