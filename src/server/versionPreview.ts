// spec 000 §4 "Logged staff can preview a version": a CMS page's URL with a version query `v`.
// Visitors are redirected to the plain page without anyone being asked; only a request that
// carries both the query and a session cookie costs the upstream a user call, and the version
// is then asked with that session (the render reuses the answer through the context's loader).
import type { Logger } from 'pino';
import type { GatewayContext } from '../graphql/GatewayContext';
import type { Locale } from '../shared/locales';

/** Whether the session the request carries is a logged-in staff user's (spec 000 §6: the user call decides). */
export async function isStaffSession(context: GatewayContext, locale: Locale, logger: Logger): Promise<boolean> {
  if (!context.http.hasSession()) return false;
  try {
    return (await context.apis.user.details(locale)).is_logged_in;
  } catch (error) {
    // Nobody can say: treated as a visitor (the plain page), never as staff.
    logger.warn({ err: error }, 'user call for a version preview failed');
    return false;
  }
}

export type VersionLookup =
  /** The stored version of this page, as staff see it. */
  | { kind: 'found' }
  /** No such page, or no such version of it in this language. */
  | { kind: 'missing' }
  /** The upstream would not show it to this session (not staff after all): the plain page. */
  | { kind: 'refused' }
  /** The upstream cannot say now: the page opens and its screen shows the load error. */
  | { kind: 'unavailable' };

export async function lookUpVersion(
  context: GatewayContext,
  query: { locale: Locale; path: string; versionId: string },
  logger: Logger,
): Promise<VersionLookup> {
  try {
    // The same key the page's render asks (src/graphql/pages/resolvers.ts): one upstream call.
    const page = await context.loaders.pages.load(query);
    if (!page) return { kind: 'missing' };
    // The upstream sends anyone but staff to the plain page, and the gateway follows it: a page
    // showing another version than the one asked for.
    return page.version_id !== undefined && page.version_id !== null && String(page.version_id) === query.versionId
      ? { kind: 'found' }
      : { kind: 'refused' };
  } catch (error) {
    logger.warn({ err: error, path: query.path, versionId: query.versionId }, 'version lookup failed');
    return { kind: 'unavailable' };
  }
}
