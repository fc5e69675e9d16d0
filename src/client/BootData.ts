// What the server tells the browser about the page it rendered, in a JSON script element,
// so hydration renders exactly the tree the server streamed.
import type { Locale } from '../shared/locales';
import type { RouteName } from '../shared/routes';

export type PageKind = 'events' | 'search' | 'notFound' | 'badRequest' | 'offline';

export interface BootData {
  locale: Locale;
  page: PageKind;
  status: number;
  /** The route that matched, when one did (for the language switch). */
  route: { name: RouteName; params: Record<string, string> } | null;
  /** The page request's id (`x-request-id`): the browser's error reports carry it (src/client/reportError.ts). */
  requestId: string;
  pathname: string;
  search: string;
  /** The origin the visitor used (scheme and host), when the request names a plain one: for absolute URLs in markup. */
  origin?: string;
  /** Today in Berlin when the server rendered (the default date filter, spec 001 §2). */
  today: string;
  /** The instant the server rendered (ISO 8601): what time-dependent labels hydrate with. */
  renderedAt: string;
  assets: { script: string; style: string };
}

export const BOOT_ELEMENT_ID = 'boot-data';
