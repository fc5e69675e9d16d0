// The pages of a visitor's account and of the staff entry: the login, the user profile and
// settings (spec 000 §2 "User profile", "User settings"), the editor hub /cms-hub (spec 000 §2
// "Editor hub"). They are personal: never indexed, never kept by a shared cache. The user pages
// need a session: without the session cookie the server sends the visitor to the login first,
// with the page to come back to in `next`, which is only ever followed to a path of this site.
import type { Locale } from './locales';
import type { PageKind } from './pageKinds';
import { pageTypeOfKind } from './pageTypes/pageTypeOf';
import { pathFor } from './routes';

/** The editor hub's path (spec 000 §2), not localised like the webshop's. */
export const CMS_HUB_PATH = '/cms-hub';

/** The query parameter naming where the login leads back to. */
const NEXT_PARAMETER = 'next';

/** Pages shown for one visitor alone: noindex, no shared cache (the page types that say `personal`, and the editor hub). */
export function isPrivatePage(kind: PageKind): boolean {
  return kind === 'cmsHub' || pageTypeOfKind(kind)?.personal === true;
}

/** Pages that need a logged-in visitor (the page types that say `needsLogin`). */
export function needsLogin(kind: PageKind): boolean {
  return pageTypeOfKind(kind)?.needsLogin === true;
}

const ORIGIN = 'https://site.invalid';

/**
 * `next` as a path of this site to go to after the login, or null: only a path starting with a
 * single '/' (never '//host' or '/\host', which browsers read as another host), without control
 * characters, that stays on this origin once resolved, and not the login itself.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000 || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname === pathFor('login', 'de') || url.pathname === pathFor('login', 'en')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page in a language, leading back to `next` when it is a path of this site. */
export function loginPathFor(locale: Locale, next?: string | null): string {
  const back = safeNextPath(next);
  return back ? `${pathFor('login', locale)}?${NEXT_PARAMETER}=${encodeURIComponent(back)}` : pathFor('login', locale);
}

/** Where a login page sends the visitor once logged in: its `next`, else the profile. */
export function afterLoginPath(search: string, locale: Locale): string {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAMETER)) ?? pathFor('userProfile', locale);
}
