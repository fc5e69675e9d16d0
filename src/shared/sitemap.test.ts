import { describe, expect, it } from 'vitest';
import { robotsTxt, routeOfEntry, sitemapXml } from './sitemap';
import type { SitemapEntry } from './sitemapEntry';

const event = (id: number, slug: string): SitemapEntry => ({
  kind: 'event',
  id,
  slug,
  path: null,
  title: null,
  updated: '2026-11-20T10:00:00.000Z',
});

describe('sitemapXml', () => {
  it('lists each page in both languages with its last change and its other-language version', () => {
    const xml = sitemapXml('https://www.example.org', { de: [event(12, 'sinfoniekonzert')], en: [event(12, 'symphony-concert')] });
    expect(xml).toContain('<loc>https://www.example.org/de/konzerte/sinfoniekonzert/12</loc>');
    expect(xml).toContain('<loc>https://www.example.org/en/concerts/symphony-concert/12</loc>');
    expect(xml).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    expect(xml.match(/hreflang="en" href="https:\/\/www\.example\.org\/en\/concerts\/symphony-concert\/12"/g)).toHaveLength(2);
    // The programme itself, without a last change.
    expect(xml).toContain('<loc>https://www.example.org/de/konzerte</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(
      true,
    );
  });

  it('leaves out what has no screen yet, what another route shadows, and what cannot have a page', () => {
    const entries: SitemapEntry[] = [
      { kind: 'legal', id: 3, slug: 'unknown-key', path: null, title: null, updated: '2026-11-20T10:00:00.000Z' },
      { kind: 'page', id: 4, slug: null, path: null, title: null, updated: '2026-11-20T10:00:00.000Z' },
      { kind: 'page', id: 5, slug: null, path: 'konzerte', title: null, updated: '2026-11-20T10:00:00.000Z' },
      { kind: 'page', id: 6, slug: null, path: 'ueber-uns', title: null, updated: '2026-11-20T10:00:00.000Z' },
    ];
    const xml = sitemapXml('https://x.example', { de: entries, en: [] });
    expect(xml).not.toContain('unknown-key');
    // /de/konzerte is the programme, not a CMS page: listed once, as the programme.
    expect(xml.match(/<loc>https:\/\/x\.example\/de\/konzerte<\/loc>/g)).toHaveLength(1);
    // A CMS page is listed under its own path.
    expect(xml).toContain('<loc>https://x.example/de/ueber-uns</loc>');
  });

  it('lists the magazine: its start and tags pages, articles, categories and tags in both languages', () => {
    const updated = '2026-11-21T08:00:00.000Z';
    const entries = (lang: 'de' | 'en'): SitemapEntry[] => [
      { kind: 'article', id: 3, slug: lang === 'de' ? 'konzerte-fuer-babys' : 'concerts-for-babies', path: null, title: null, updated },
      { kind: 'article_category', id: 2, slug: 'menschen', path: null, title: null, updated },
      { kind: 'article_tag', id: 5, slug: 'proben', path: null, title: null, updated },
    ];
    const xml = sitemapXml('https://x.example', { de: entries('de'), en: entries('en') });
    for (const loc of [
      '/de/orchesterleben',
      '/en/magazine',
      '/de/orchesterleben/tags',
      '/en/magazine/tags',
      '/de/orchesterleben/konzerte-fuer-babys/3',
      '/en/magazine/concerts-for-babies/3',
      '/de/orchesterleben/categories/menschen/2',
      '/en/magazine/categories/menschen/2',
      '/de/orchesterleben/tags/proben/5',
      '/en/magazine/tags/proben/5',
    ]) {
      expect(xml).toContain(`<loc>https://x.example${loc}</loc>`);
    }
    expect(xml).toContain('hreflang="en" href="https://x.example/en/magazine/concerts-for-babies/3"');
  });

  it('lists each form under the slug its title makes in each language, with its other-language version', () => {
    const updated = '2026-11-22T09:00:00.000Z';
    const form = (title: string): SitemapEntry => ({ kind: 'form', id: 3, slug: null, path: null, title, updated });
    const xml = sitemapXml('https://x.example', { de: [form('Gruppenbuchung')], en: [form('Group booking')] });
    expect(xml).toContain('<loc>https://x.example/de/forms/gruppenbuchung/3</loc>');
    expect(xml).toContain('<loc>https://x.example/en/forms/group-booking/3</loc>');
    expect(xml.match(/hreflang="de" href="https:\/\/x\.example\/de\/forms\/gruppenbuchung\/3"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="en" href="https:\/\/x\.example\/en\/forms\/group-booking\/3"/g)).toHaveLength(2);
    // A form without a title cannot have a path.
    expect(routeOfEntry({ kind: 'form', id: 4, slug: null, path: null, title: null, updated })).toBeNull();
  });

  it('maps each kind to its route', () => {
    expect(routeOfEntry({ kind: 'legal', id: 1, slug: 'privacy-policy', path: null, title: null, updated: '' })).toEqual({
      name: 'privacy',
      params: {},
    });
    expect(routeOfEntry({ kind: 'page', id: 1, slug: null, path: '', title: null, updated: '' })).toEqual({ name: 'home', params: {} });
    expect(routeOfEntry({ kind: 'article_tag', id: 7, slug: 'oper', path: null, title: null, updated: '' })).toEqual({
      name: 'magazineTag',
      params: { tag: 'oper', id: '7' },
    });
  });

  it('escapes what XML must not see raw', () => {
    const xml = sitemapXml('https://x.example', { de: [event(1, 'a&b')], en: [] });
    expect(xml).toContain('/de/konzerte/a%26b/1');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers off the API and points at the sitemap', () => {
    const text = robotsTxt('https://www.example.org');
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /graphql');
    expect(text).toContain('Sitemap: https://www.example.org/sitemap.xml');
  });
});
