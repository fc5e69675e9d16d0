// sitemap.xml and robots.txt over HTTP against the real embedded upstream: every URL the sitemap
// lists answers 200 (no redirect, no 404), in both languages, with a last change where the page
// shows one thing; every form's page is there with its other-language version; robots.txt points
// at the sitemap.
import { describe, expect, it } from 'vitest';
import { request } from '../support/http';
import { gatewayForSuite } from '../support/gatewayUnderTest';

const gateway = gatewayForSuite({});

describe('sitemap.xml', () => {
  it('lists pages of both languages, each answering 200', { timeout: 120_000 }, async () => {
    const sitemap = await request(`${gateway.web.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    const paths = locs.map((loc) => new URL(loc).pathname);
    expect(paths).toContain('/de/konzerte');
    expect(paths).toContain('/en/concerts');
    expect(paths).toContain('/de/impressum');
    expect(paths.filter((path) => /^\/de\/konzerte\/[^/]+\/\d+$/.test(path)).length).toBeGreaterThan(5);
    expect(paths.filter((path) => /^\/en\/concerts\/[^/]+\/\d+$/.test(path)).length).toBeGreaterThan(5);
    expect(new Set(paths).size).toBe(paths.length);
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    // Every URL is a page that is there (a redirect would be a broken entry too).
    const failures: string[] = [];
    for (let start = 0; start < paths.length; start += 8) {
      await Promise.all(
        paths.slice(start, start + 8).map(async (path) => {
          const page = await request(`${gateway.web.url}${path}`);
          if (page.status !== 200) failures.push(`${path}: ${page.status}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it('lists every form page in both languages, each with its last change and the other language as alternate', async () => {
    const sitemap = await request(`${gateway.web.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const urls = [...sitemap.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    const formUrls = urls.filter((url) => /<loc>[^<]*\/(de|en)\/forms\/[^<]+<\/loc>/.test(url));
    const pathOf = (url: string) => new URL(/<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '').pathname;
    // The seed's seven forms, each in German and English.
    for (const locale of ['de', 'en']) expect(formUrls.map(pathOf).filter((path) => path.startsWith(`/${locale}/`)).length, locale).toBe(7);
    const booking = formUrls.find((url) => pathOf(url) === '/de/forms/gruppenbuchung/3') ?? '';
    expect(booking).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(booking).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="http:\/\/127\.0\.0\.1:\d+\/en\/forms\/group-booking\/3"\/>/);
    expect(booking).toMatch(/<xhtml:link rel="alternate" hreflang="de" href="http:\/\/127\.0\.0\.1:\d+\/de\/forms\/gruppenbuchung\/3"\/>/);
    // Every form's entry names its other language.
    for (const url of formUrls) expect(url.match(/hreflang="(de|en)"/g), pathOf(url)).toEqual(['hreflang="de"', 'hreflang="en"']);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const robots = await request(`${gateway.web.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.body).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
    expect(robots.body).toContain('Disallow: /graphql');
  });
});
