// A page type (issue 23): everything the shared code knows about one kind of screen, in one file
// of this folder. Its routes with their path per language, what is checked before anything is
// asked (invalid parameters, ids that cannot exist), whether the thing it shows is looked up
// first, and which sitemap entries lead to it. `pageTypes.ts` lists them, and the route table
// (routes.ts), the page decision (decidePage.ts), the route-target lookup (targetRoutes.ts) and
// the sitemap (sitemap.ts) read that list. The browser's part of a page type (its screen, its
// loading placeholder, its document head) lives next to its screen and is listed in
// src/client/screens/screenRegistry.tsx; the gateway's (how the thing is found) in
// src/graphql/routing/findRouteTarget.ts. Both are keyed by the names defined here, so a page
// type the compiler knows but either side lacks is a type error.
import { isNumericId } from '../queryParameters';
import type { Locale } from '../locales';
import type { SitemapEntry } from '../sitemapEntry';

export type RouteParams = Record<string, string>;

/**
 * Who asks (spec 000 §6). Only the server can tell staff (by their session, asked of the gateway
 * when the request has a version query and a session cookie: src/server/pageHandler.ts); the
 * browser's router decides as a visitor and leaves a version query to a document load.
 */
export type Viewer = 'visitor' | 'staff';

/** The route parameters of the page a sitemap entry names; null when it names none of this route. */
export type SitemapEntryParams = (entry: SitemapEntry) => RouteParams | null;

export interface RouteDefinition {
  readonly name: string;
  /** Path patterns per locale: `:name` is a segment, `:name?` an optional one, `:id` digits only, `*` the rest. */
  readonly paths: Readonly<Record<Locale, string>>;
  /**
   * The route names one thing the upstream may not have (spec 000 §2): it is looked up before
   * the page is decided, by the server through the gateway's loaders and by the browser through
   * Query.routeTarget (unknown: 404; another path: a 301 to its own).
   */
  readonly target?: true;
  /**
   * Its pages in sitemap.xml: 'list' for a list screen (one URL per language, no last change),
   * or the upstream sitemap entries it shows and the route parameters of each (null: none).
   */
  readonly sitemap?: 'list' | { readonly entry: SitemapEntry['kind']; readonly params: SitemapEntryParams };
}

/** What a page type's check says of a request, before anything is asked. */
export type PageCheck =
  | { kind: 'ok' }
  /** The path names nothing that can exist (an id that is no number, an unknown category): 404. */
  | { kind: 'notFound' }
  /** spec 001 §2, §5: an invalid query parameter, logged, reported, and sent to the catch page. */
  | { kind: 'invalidParameters'; reason: string }
  | { kind: 'redirect'; status: number; location: string; reason: string };

export interface PageCheckInput {
  route: { name: string; locale: Locale; params: RouteParams };
  query: URLSearchParams;
  pathname: string;
  viewer: Viewer;
}

export interface PageType {
  /** The screen that shows it (PageKind). */
  readonly kind: string;
  readonly routes: readonly RouteDefinition[];
  /** The status of the page when its checks pass; 200 unless said. */
  readonly status?: number;
  /** Shown for one visitor alone: never indexed, never kept by a shared cache. */
  readonly personal?: true;
  /** spec 000 §6: needs a logged-in visitor; without a session the login comes first. */
  readonly needsLogin?: true;
  check?(input: PageCheckInput): PageCheck;
}

/** Keeps a page type's literal names (its kind, its routes' names and target flags) for the types derived from the list. */
export function definePageType<const T extends PageType>(type: T): T {
  return type;
}

export const PAGE_OK: PageCheck = { kind: 'ok' };
export const PAGE_NOT_FOUND: PageCheck = { kind: 'notFound' };

/**
 * The check of a page that shows one thing by its id: an id that cannot exist is not found
 * without asking anyone; a known one is looked up next (unknown id, wrong slug:
 * src/shared/decideTargetPage.ts).
 */
export function checkId({ route }: PageCheckInput): PageCheck {
  return isNumericId(route.params.id ?? '') ? PAGE_OK : PAGE_NOT_FOUND;
}

/** The sitemap parameters of a thing with a slug and an id (an event, an article, a venue, …). */
function slugAndId(entry: SitemapEntry): RouteParams {
  return { slug: entry.slug ?? '', id: String(entry.id) };
}

/**
 * The route of a page that shows one thing by its slug and id (`/:slug/:id`), looked up before
 * the page is decided and listed in the sitemap for each entry of `entry`'s kind.
 */
export function detailRoute<const Name extends string>(name: Name, paths: Readonly<Record<Locale, string>>, entry: SitemapEntry['kind']) {
  return { name, paths, target: true, sitemap: { entry, params: slugAndId } } as const;
}
