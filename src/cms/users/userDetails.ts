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

/** Editor admin links per entity (spec 000 §3 "Editor admin links"), staff only. */
const ADMIN_MENUS = [
  { key: 'article', de: 'Artikel', en: 'Articles', url: '/admin/articles/' },
  { key: 'venue', de: 'Spielstätten', en: 'Venues', url: '/admin/venues/' },
  { key: 'event', de: 'Veranstaltungen', en: 'Events', url: '/admin/events/' },
  { key: 'person', de: 'Personen', en: 'People', url: '/admin/persons/' },
  { key: 'production', de: 'Produktionen', en: 'Productions', url: '/admin/productions/' },
  { key: 'series', de: 'Abonnements', en: 'Series', url: '/admin/series/' },
  { key: 'form', de: 'Formulare', en: 'Forms', url: '/admin/forms/' },
] as const;

export function editorUser(user: User, lang: Locale): Record<string, unknown> {
  return {
    email: user.email,
    username: user.username,
    admin_menus: user.is_staff ? ADMIN_MENUS.map((menu) => ({ key: menu.key, title: menu[lang], url: menu.url })) : [],
  };
}
