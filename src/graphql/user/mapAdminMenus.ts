// The editor admin links (spec 000 §3 "Editor admin links": article, venue, event, person,
// production, series, form) from the editor's user call's `admin_menus`. The upstream decides
// who gets which (staff only, spec 000 §6); the gateway only reads what it lists, entry by entry:
// an entry it cannot use is left out and never breaks the user call.
import { isRecord } from '../../shared/isRecord';
import type { AdminEntity } from '../generated/resolvers';

export interface AdminMenuObject {
  entity: AdminEntity;
  title: string;
  /** Absolute http(s) URL of the entity's list, its path ending in '/'. */
  url: string;
}

const ENTITIES: Record<string, AdminEntity> = {
  article: 'ARTICLE',
  venue: 'VENUE',
  event: 'EVENT',
  person: 'PERSON',
  production: 'PRODUCTION',
  series: 'SERIES',
  form: 'FORM',
};

/**
 * `absoluteUrl` resolves an address against the upstream's own URL (a relative `/admin/events/`
 * of the real CMS names a page of that CMS). Kept: known keys with a title and an http(s) URL
 * without credentials, the first entry per entity; the path gets its trailing '/' so a record's
 * page is the URL followed by `{id}/`.
 */
export function mapAdminMenus(raw: unknown, absoluteUrl: (url: string) => URL | null): AdminMenuObject[] {
  if (!Array.isArray(raw)) return [];
  const menus: AdminMenuObject[] = [];
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    const { key, title, url } = entry;
    if (typeof key !== 'string' || typeof title !== 'string' || typeof url !== 'string') continue;
    const entity = Object.hasOwn(ENTITIES, key) ? ENTITIES[key] : undefined;
    if (entity === undefined || title.trim() === '' || menus.some((menu) => menu.entity === entity)) continue;
    const absolute = url.trim() === '' ? null : absoluteUrl(url.trim());
    if (!absolute || (absolute.protocol !== 'http:' && absolute.protocol !== 'https:')) continue;
    if (absolute.username !== '' || absolute.password !== '') continue;
    if (!absolute.pathname.endsWith('/')) absolute.pathname = `${absolute.pathname}/`;
    menus.push({ entity, title: title.trim(), url: absolute.href });
  }
  return menus;
}
