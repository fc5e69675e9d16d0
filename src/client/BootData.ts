// What the server tells the browser about the page it rendered, in a JSON script element,
// so hydration renders exactly the tree the server streamed.
import type { PageState } from './navigation/PageState';

export interface BootData extends PageState {
  /** The page request's id (`x-request-id`): the browser's error reports carry it (src/client/reportError.ts). */
  requestId: string;
  /** Today in Berlin when the server rendered (the default date filter, spec 001 §2). */
  today: string;
  /** The instant the server rendered (ISO 8601): what time-dependent labels hydrate with. */
  renderedAt: string;
  /** The site's origin as the visitor reached it (canonical and hreflang links). */
  origin: string;
  /** The entry script, the stylesheet and the first page's screen chunks (modulepreload). */
  assets: { script: string; style: string; preload: readonly string[] };
}

export const BOOT_ELEMENT_ID = 'boot-data';

/** The page part of the boot data: what the router starts with. */
export function pageStateOf(boot: BootData): PageState {
  return {
    locale: boot.locale,
    page: boot.page,
    status: boot.status,
    route: boot.route,
    pathname: boot.pathname,
    search: boot.search,
    pageHeaderLoading: boot.pageHeaderLoading,
    head: boot.head,
  };
}
