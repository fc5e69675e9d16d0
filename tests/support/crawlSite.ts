// A crawler for the seeded site over HTTP: from the start pages it follows every same-origin link
// of every server-rendered page (`<a href>`, `<link rel=canonical|alternate>`; a page once, whatever
// its `next`), and asks every picture (`<img src>`, `srcset` on `<img>` and `<source>`: each
// picture and each rendition width and format once) and every stylesheet once.
// Nothing runs in a browser: what a visitor's first response holds is what is crawled.
import { request } from './http';
import { scriptFilesOf } from './pageScripts';

interface CrawledPage {
  readonly path: string;
  readonly html: string;
  /** The page the link was first seen on (the start pages have none). */
  readonly from: string | undefined;
}

export interface CrawlResult {
  readonly pages: readonly CrawledPage[];
  /** Each broken reference: `{url} ({status}) from {page}`. */
  readonly broken: readonly string[];
  /** How many distinct resources (pictures and their renditions, stylesheets, scripts, downloads) the pages name. */
  readonly resources: number;
  /** How many of them were asked (resourcesToAsk: each picture and each rendition width and format once). */
  readonly asked: number;
}

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i');

function decodeEntities(value: string): string {
  return value.replace(
    /&(amp|quot|#39|#x27|lt|gt);/g,
    (_match, entity: string) => ({ amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' })[entity] ?? '',
  );
}

/** The markup outside `<script>` and `<template>` bodies (their text is data, not links). */
function markupOnly(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<style\b[\s\S]*?<\/style>/gi, '');
}

function tags(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((match) => match[0]);
}

function attribute(tag: string, name: string): string | undefined {
  const found = ATTRIBUTE(name).exec(tag);
  return found?.[1] === undefined ? undefined : decodeEntities(found[1]);
}

/** The links to follow and the resources to ask, as found in one page. */
function referencesOf(html: string): { links: string[]; resources: string[] } {
  const markup = markupOnly(html);
  const links: string[] = [];
  const resources: string[] = [];
  for (const tag of tags(markup, 'a')) {
    const href = attribute(tag, 'href');
    if (href === undefined) continue;
    // A download is asked, not parsed: calendar files and feeds are not pages.
    if (/\sdownload(=|\s|>)/i.test(tag) || /\.ics(\?|$)/.test(href)) resources.push(href);
    else links.push(href);
  }
  for (const tag of tags(markup, 'link')) {
    const rel = attribute(tag, 'rel') ?? '';
    const href = attribute(tag, 'href');
    if (href === undefined) continue;
    if (/\b(canonical|alternate)\b/.test(rel)) links.push(href);
    else if (/\b(stylesheet|preload|modulepreload|icon)\b/.test(rel)) resources.push(href);
  }
  resources.push(...scriptFilesOf(html));
  for (const tag of [...tags(markup, 'img'), ...tags(markup, 'source')]) {
    const src = attribute(tag, 'src');
    if (src !== undefined) resources.push(src);
    const srcset = attribute(tag, 'srcset');
    if (srcset !== undefined) {
      for (const candidate of srcset.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) resources.push(url);
      }
    }
  }
  return { links, resources };
}

/** Same-origin path with query, without the hash; undefined for other origins and schemes. */
function sameOrigin(reference: string, base: URL): string | undefined {
  if (/^(mailto|tel|javascript|data):/i.test(reference)) return undefined;
  let url: URL;
  try {
    url = new URL(reference, base);
  } catch {
    return `invalid URL ${reference}`;
  }
  if (url.origin !== base.origin) return undefined;
  return url.pathname + url.search;
}

/**
 * What makes two links the same page for the crawl: the path and query without `next`. Every page
 * links to the login page with itself as `next` (where to return after signing in); the login page
 * is the same page for each, and asking it once per page of the site was two thirds of the crawl.
 */
function pageKey(target: string): string {
  const url = new URL(target, 'http://crawl.invalid');
  url.searchParams.delete('next');
  return url.pathname + url.search;
}

/**
 * The resources to ask. A picture's renditions (`/media/...?w=&fm=`) differ only in width and
 * format, and the upstream makes each one when it is first asked (AVIF and WebP encodes, about two
 * thousand on the seeded site: most of a minute on two cores). So each picture is asked once, and
 * each width and format once, on the first picture whose `srcset` names it: every picture is
 * proved to exist and decode, and every rendition the pages name is proved to be made. Everything
 * else (originals, stylesheets, scripts, downloads) is asked as it is.
 */
function resourcesToAsk(resources: readonly (readonly [string, string])[]): (readonly [string, string])[] {
  const pictures = new Set<string>();
  const renditions = new Set<string>();
  return resources.filter(([target]) => {
    if (target.startsWith('invalid URL')) return true;
    const url = new URL(target, 'http://crawl.invalid');
    const width = url.searchParams.get('w');
    const format = url.searchParams.get('fm');
    if (!url.pathname.startsWith('/media/') || (width === null && format === null)) return true;
    const rendition = `${width ?? ''} ${format ?? ''}`;
    const wanted = !pictures.has(url.pathname) || !renditions.has(rendition);
    pictures.add(url.pathname);
    renditions.add(rendition);
    return wanted;
  });
}

/** How often a 503 (the site's "try again": an upstream that did not answer in time) is asked again. */
const RETRIES_AFTER_503 = 2;
/** The longest wait before asking again, whatever Retry-After says. */
const MAX_RETRY_WAIT_MS = 3000;

/**
 * A GET as a patient crawler makes it: a 503 is asked again (up to twice, after Retry-After, at
 * most 3 s), as search engines do; one that stays 503 counts as broken. On two busy cores the
 * upstream can be late while it makes the pictures' renditions the crawl asks for.
 */
async function patientRequest(url: string, headers?: Record<string, string>): ReturnType<typeof request> {
  let response = await request(url, headers ? { headers } : {});
  for (let attempt = 0; attempt < RETRIES_AFTER_503 && response.status === 503; attempt += 1) {
    const seconds = Number(response.headers['retry-after']);
    await new Promise((resolve) =>
      setTimeout(resolve, Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS) : 1000),
    );
    response = await request(url, headers ? { headers } : {});
  }
  return response;
}

export async function crawlSite(
  origin: string,
  starts: readonly string[],
  options: { maxPages: number; concurrency: number },
): Promise<CrawlResult> {
  const base = new URL(origin);
  const seenPages = new Map<string, string | undefined>();
  const seenResources = new Map<string, string>();
  const queue: string[] = [];
  const pages: CrawledPage[] = [];
  const broken: string[] = [];

  /** Keys of the pages asked so far (pageKey), so that a page is asked once whatever its `next`. */
  const seenKeys = new Set<string>();
  const enqueuePage = (target: string, from: string | undefined) => {
    const key = pageKey(target);
    if (seenKeys.has(key)) return;
    seenKeys.add(key);
    seenPages.set(target, from);
    queue.push(target);
  };
  for (const start of starts) enqueuePage(start, undefined);

  const visit = async (target: string) => {
    const from = seenPages.get(target);
    if (target.startsWith('invalid URL')) {
      broken.push(`${target} from ${from ?? 'start'}`);
      return;
    }
    const response = await patientRequest(`${origin}${target}`, { accept: 'text/html', 'accept-language': 'de' });
    if (response.status !== 200) {
      broken.push(
        `${target} (${response.status}${response.headers.location ? ` → ${response.headers.location}` : ''}) from ${from ?? 'start'}`,
      );
      return;
    }
    if (!String(response.headers['content-type']).startsWith('text/html')) return;
    pages.push({ path: target, html: response.body, from });
    const { links, resources } = referencesOf(response.body);
    const pageUrl = new URL(target, base);
    for (const link of links) {
      const found = sameOrigin(link, pageUrl);
      if (found !== undefined) enqueuePage(found, target);
    }
    for (const resource of resources) {
      const found = sameOrigin(resource, pageUrl);
      if (found !== undefined && !seenResources.has(found)) seenResources.set(found, target);
    }
  };

  const worker = async () => {
    for (;;) {
      const next = queue.shift();
      if (next === undefined) return;
      if (pages.length + broken.length >= options.maxPages) {
        broken.push(`more than ${options.maxPages} pages: ${next} not crawled`);
        return;
      }
      await visit(next);
    }
  };
  // Workers stop when the queue is empty for a moment; run rounds until nothing new appears.
  while (queue.length > 0) await Promise.all(Array.from({ length: options.concurrency }, worker));

  const resources = [...seenResources.entries()];
  const asked = resourcesToAsk(resources);
  for (let start = 0; start < asked.length; start += options.concurrency) {
    await Promise.all(
      asked.slice(start, start + options.concurrency).map(async ([target, from]) => {
        if (target.startsWith('invalid URL')) {
          broken.push(`${target} from ${from}`);
          return;
        }
        const response = await patientRequest(`${origin}${target}`);
        if (response.status !== 200 || response.raw.length === 0) broken.push(`${target} (${response.status}) from ${from}`);
      }),
    );
  }
  return { pages, broken, resources: resources.length, asked: asked.length };
}
