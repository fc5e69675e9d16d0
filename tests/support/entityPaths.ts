// One path of each page type that shows one thing (an event, a production, ...), found in the
// site's sitemap: what exists depends on the seed's day, so tests look it up instead of naming it.
import { request } from './http';

export type EntityKind = 'event' | 'production' | 'series' | 'article' | 'musician' | 'venue';

const ENTITY_PATHS: Record<EntityKind, RegExp> = {
  event: /^\/de\/konzerte\/[^/]+\/\d+$/,
  production: /^\/de\/productions\/[^/]+\/\d+$/,
  series: /^\/de\/abonnements\/[^/]+\/\d+$/,
  article: /^\/de\/orchesterleben\/(?!categories\/|tags\/)[^/]+\/\d+$/,
  musician: /^\/de\/orchestermitglieder\/[^/]+\/\d+$/,
  venue: /^\/de\/venues\/[^/]+\/\d+$/,
};

/** The first German path of each kind the sitemap of the site at `baseUrl` lists; throws when a kind has none. */
export async function findEntityPaths(baseUrl: string): Promise<Record<EntityKind, string>> {
  const sitemap = await request(`${baseUrl}/sitemap.xml`);
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const found: Partial<Record<EntityKind, string>> = {};
  for (const [kind, pattern] of Object.entries(ENTITY_PATHS) as [EntityKind, RegExp][]) {
    const path = paths.find((candidate) => pattern.test(candidate));
    if (!path) throw new Error(`the sitemap lists no ${kind} page`);
    found[kind] = path;
  }
  return found as Record<EntityKind, string>;
}
