// sitemap.xml (issue: the site's face to search engines): every public page of a screen that
// exists, in both languages, with its last change and its other-language versions (hreflang).
// Pure: the web process gives it the upstream's lists (GET /{lang}/api/sitemap/) and the origin.
import { formSlug } from './forms/formSlug';
import { LOCALES, type Locale } from './locales';
import { BUILT_ROUTES, matchRoute, pathFor, type RouteName, type RouteParams } from './routes';

export interface SitemapEntry {
  kind: 'page' | 'legal' | 'event' | 'production' | 'series' | 'article' | 'article_category' | 'article_tag' | 'person' | 'venue' | 'form';
  id: number;
  slug: string | null;
  path: string | null;
  /** A form's title in the list's language (a form has no slug upstream); null for the rest. */
  title: string | null;
  updated: string;
}

/** List screens without a thing of their own (no last change to tell). */
const LIST_ROUTES: readonly RouteName[] = ['events', 'productions', 'magazine', 'magazineTags', 'ensemble'];

const LEGAL_ROUTES: Record<string, RouteName> = { agb: 'terms', imprint: 'imprint', 'privacy-policy': 'privacy' };

/** The route and parameters of an entry's page; null when the entry cannot have one. */
export function routeOfEntry(entry: SitemapEntry): { name: RouteName; params: RouteParams } | null {
  const id = String(entry.id);
  const slug = entry.slug ?? '';
  switch (entry.kind) {
    case 'page':
      if (entry.path === null) return null;
      return entry.path === '' ? { name: 'home', params: {} } : { name: 'cmsPage', params: { rest: entry.path } };
    case 'legal': {
      const name = LEGAL_ROUTES[slug];
      return name ? { name, params: {} } : null;
    }
    case 'event':
      return { name: 'eventDetail', params: { slug, id } };
    case 'production':
      return { name: 'productionDetail', params: { slug, id } };
    case 'series':
      return { name: 'seriesDetail', params: { slug, id } };
    case 'article':
      return { name: 'magazineArticle', params: { slug, id } };
    case 'article_category':
      return { name: 'magazineCategory', params: { category: slug, id } };
    case 'article_tag':
      return { name: 'magazineTag', params: { tag: slug, id } };
    case 'person':
      return { name: 'ensembleDetail', params: { slug, id } };
    case 'venue':
      return { name: 'venueDetail', params: { slug, id } };
    case 'form':
      // The same slug the form's page answers under (another one is a 301, no sitemap entry).
      return entry.title === null ? null : { name: 'form', params: { slug: formSlug(entry.title), id } };
    default:
      return null;
  }
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

interface Url {
  key: string;
  locale: Locale;
  path: string;
  updated: string | null;
}

/** The page of `entry` in `locale`, when its screen exists and the path leads to it (not shadowed by another route). */
function urlOf(entry: SitemapEntry, locale: Locale): Url | null {
  const route = routeOfEntry(entry);
  if (!route || !BUILT_ROUTES.has(route.name)) return null;
  let path: string;
  try {
    path = pathFor(route.name, locale, route.params);
  } catch {
    return null;
  }
  if (matchRoute(path)?.name !== route.name) return null;
  return { key: `${entry.kind}:${entry.id}`, locale, path, updated: entry.updated };
}

export function sitemapXml(origin: string, entries: Readonly<Record<Locale, readonly SitemapEntry[]>>): string {
  const urls: Url[] = [];
  for (const name of LIST_ROUTES) {
    if (!BUILT_ROUTES.has(name)) continue;
    for (const locale of LOCALES) urls.push({ key: `list:${name}`, locale, path: pathFor(name, locale), updated: null });
  }
  for (const locale of LOCALES) {
    for (const entry of entries[locale]) {
      const url = urlOf(entry, locale);
      if (url) urls.push(url);
    }
  }
  const byKey = new Map<string, Url[]>();
  for (const url of urls) byKey.set(url.key, [...(byKey.get(url.key) ?? []), url]);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${escapeXml(origin + url.path)}</loc>`);
    if (url.updated) lines.push(`    <lastmod>${escapeXml(url.updated)}</lastmod>`);
    const versions = byKey.get(url.key) ?? [];
    if (versions.length > 1) {
      for (const version of versions) lines.push(`    <xhtml:link rel="alternate" hreflang="${version.locale}" href="${escapeXml(origin + version.path)}"/>`);
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: everything public may be crawled; the API, the staff entry and the shop may not. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /graphql', 'Disallow: /cms-hub', 'Disallow: /webshop', 'Disallow: /_errors', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
