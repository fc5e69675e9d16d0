// sitemap.xml (issue: the site's face to search engines): every public page of a screen that
// exists, in both languages, with its last change and its other-language versions (hreflang).
// Pure: the web process gives it the upstream's lists (GET /{lang}/api/sitemap/) and the origin.
import { LOCALES, type Locale } from './locales';
import { matchRoute, pathFor, ROUTES, type RouteName, type RouteParams } from './routes';
import type { SitemapEntry } from './sitemapEntry';

/** List screens without a thing of their own (no last change to tell). */
const LIST_ROUTES: readonly RouteName[] = ROUTES.filter((route) => route.sitemap === 'list').map((route) => route.name);

/** The route and parameters of an entry's page (the first route of the page types that takes it); null when it has none. */
export function routeOfEntry(entry: SitemapEntry): { name: RouteName; params: RouteParams } | null {
  for (const route of ROUTES) {
    if (typeof route.sitemap !== 'object' || route.sitemap.entry !== entry.kind) continue;
    const params = route.sitemap.params(entry);
    if (params) return { name: route.name, params };
  }
  return null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

interface Url {
  key: string;
  locale: Locale;
  path: string;
  updated: string | null;
}

/** The page of `entry` in `locale`, when the path leads to it (not shadowed by another route). */
function urlOf(entry: SitemapEntry, locale: Locale): Url | null {
  const route = routeOfEntry(entry);
  if (!route) return null;
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
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${escapeXml(origin + url.path)}</loc>`);
    if (url.updated) lines.push(`    <lastmod>${escapeXml(url.updated)}</lastmod>`);
    const versions = byKey.get(url.key) ?? [];
    if (versions.length > 1) {
      for (const version of versions)
        lines.push(`    <xhtml:link rel="alternate" hreflang="${version.locale}" href="${escapeXml(origin + version.path)}"/>`);
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: everything public may be crawled; the API, the staff entry and the shop may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /graphql',
    'Disallow: /cms-hub',
    'Disallow: /webshop',
    'Disallow: /_errors',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
