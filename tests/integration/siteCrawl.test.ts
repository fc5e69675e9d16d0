// The whole seeded site as a crawler and the W3C Nu HTML checker see it: from the home pages in
// both languages every link of every server-rendered page is followed (a page once, whatever the
// `next` of its login link), and every picture, stylesheet and download is asked once, and every
// width and format that a `srcset` names once (tests/support/crawlSite.ts); one page of every screen type (and the
// error pages) is then checked for valid HTML.
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/shared/routes';
import { htmlErrors, javaAvailable } from '../support/checkHtml';
import { crawlSite, type CrawlResult } from '../support/crawlSite';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { request } from '../support/http';

const gateway = gatewayForSuite({});

let crawled: Promise<CrawlResult> | undefined;
const crawl = () => (crawled ??= crawlSite(gateway.web.url, ['/de', '/en'], { maxPages: 4000, concurrency: 4 }));

describe('the seeded site, crawled from its home pages', () => {
  it('has no broken link, picture, srcset entry, stylesheet or download in either language', { timeout: 600_000 }, async () => {
    const result = await crawl();
    expect(result.broken).toEqual([]);
    // Both languages' pages, reached through the site's own links.
    for (const locale of ['de', 'en'])
      expect(result.pages.filter((page) => page.path.startsWith(`/${locale}/`)).length, locale).toBeGreaterThan(100);
    // The forms are reachable too (issue 19): a crawler finds form pages in both languages.
    for (const locale of ['de', 'en']) {
      const forms = result.pages.filter(
        (page) => matchRoute(page.path.split('?')[0] ?? page.path)?.name === 'form' && page.path.startsWith(`/${locale}/`),
      );
      expect(forms.length, locale).toBeGreaterThan(0);
    }
    expect(result.resources).toBeGreaterThan(50);
    // Each picture asked once at least, and no rendition width or format left out (resourcesToAsk).
    expect(result.asked).toBeGreaterThan(50);
    expect(result.asked).toBeLessThanOrEqual(result.resources);
  });
});

describe.skipIf(!javaAvailable())('the W3C Nu HTML checker', () => {
  it('finds no error on any screen type in either language, nor on the error pages', { timeout: 600_000 }, async () => {
    const result = await crawl();
    const byScreen = new Map<string, { name: string; html: string }>();
    for (const page of result.pages) {
      const route = matchRoute(page.path.split('?')[0] ?? page.path);
      const key = route ? `${route.name} ${route.locale}${page.path.includes('?') ? ' (query)' : ''}` : page.path;
      if (!byScreen.has(key)) byScreen.set(key, { name: `${key} ${page.path}`, html: page.html });
    }
    expect(byScreen.size).toBeGreaterThan(10);
    for (const [name, path] of [
      ['404 de', '/de/gibt-es-nicht'],
      ['404 en', '/en/no-such-page'],
      ['webshop cart', '/webshop?lang=de'],
    ] as const) {
      const page = await request(`${gateway.web.url}${path}`);
      byScreen.set(name, { name: `${name} ${path}`, html: page.body });
    }
    expect(await htmlErrors([...byScreen.values()])).toEqual([]);
  });
});
