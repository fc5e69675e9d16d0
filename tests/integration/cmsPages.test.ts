// The home page and the catch-all CMS pages over HTTP (spec 000 §2, §3, §4, §9): both languages
// stream with their title, Open Graph and Twitter tags and, on the home page, the Organization and
// WebSite JSON-LD; the module overview renders every module type on the server; an offline or
// unknown page is the 404 page and a version query answers 301, both before any byte; teaser
// items follow their online window by the gateway's clock (SITE_TEST_NOW); a module of an
// unknown type is left out without breaking the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { graphql, request } from '../support/http';
import { ROOT, startWeb, type RunningProcess } from '../support/processes';
import { startRewritingUpstream, type RewritingUpstream } from '../support/rewritingUpstream';

const gateway = gatewayForSuite({});

function metaOf(body: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(body);
  return tag?.[1];
}

function jsonLdOf(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

describe('home page', () => {
  it('streams in German and English with its title, social tags and JSON-LD', async () => {
    for (const [path, title, lang] of [
      ['/de', 'Startseite', 'de'],
      ['/en', 'Home', 'en'],
    ] as const) {
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain(`<html lang="${lang}"`);
      expect(page.body).toContain(`<title>${title} | Aurelia Philharmonie</title>`);
      expect(page.body).toMatch(/<h1 id="cms-page-title">Aurelia Philharmoni[ec]<\/h1>/);
      // spec 000 §3 Page og_* fields, with the page's own picture.
      expect(metaOf(page.body, 'og:title')).toBe(title);
      expect(metaOf(page.body, 'og:type')).toBe('website');
      expect(metaOf(page.body, 'og:description')).toMatch(/Aurelia/);
      expect(metaOf(page.body, 'og:image')).toMatch(/^http:\/\/[^/]+\/media\/seed\/pages\/konzerthaus/);
      expect(metaOf(page.body, 'og:url')).toBe(`${gateway.web.url}${path}`);
      expect(metaOf(page.body, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(page.body, 'twitter:title')).toBe(title);
      // The home page names the organisation and the site with its search.
      const jsonLd = jsonLdOf(page.body);
      const organization = jsonLd.find((entry) => entry['@type'] === 'Organization');
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Aurelia Philharmonie',
        url: `${gateway.web.url}${path}`,
      });
      const website = jsonLd.find((entry) => entry['@type'] === 'WebSite');
      expect(website).toMatchObject({ potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' } });
    }
  });

  it('allows the embeds’ frames, and only theirs, in the CSP', async () => {
    const page = await request(`${gateway.web.url}/de`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com/);
    expect(csp).toContain("media-src 'self'");
    expect(csp).not.toContain('frame-src *');
  });
});

describe('CMS pages', () => {
  it('streams a page of the catch-all route with its siblings as tabs, in both languages', async () => {
    for (const [path, title, tabs] of [
      // A child page: its parent's children (the offline press page left out) ...
      ['/de/ueber-uns/geschichte', 'Geschichte', ['Geschichte', 'Team']],
      ['/en/about-us/history', 'History', ['History', 'Team']],
      // ... a parent: itself and its children (spec 000 §3 siblings).
      ['/de/ueber-uns', 'Über uns', ['Über uns', 'Geschichte', 'Team']],
    ] as const) {
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain(`<title>${title} | Aurelia Philharmonie</title>`);
      const nav = /<nav class="page-tabs"[\s\S]*?<\/nav>/.exec(page.body)?.[0] ?? '';
      expect([...nav.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1])).toEqual(tabs);
      expect(nav).not.toContain('Presse');
      expect(nav).toMatch(new RegExp(`href="${path}" aria-current="page">${title}<`));
    }
  });

  it('renders every module type of the module overview on the server', async () => {
    const page = await request(`${gateway.web.url}/de/modul-uebersicht`);
    expect(page.status).toBe(200);
    const body = page.body;
    for (const marker of [
      'class="cms-hero"',
      'class="cms-anchors"',
      'class="cms-headline__preline">Texte<',
      '<h6 class="cms-headline__text">Ebene sechs</h6>',
      'class="rich-text"',
      'class="cms-quote"',
      'class="cms-figure cms-figure--1-1"',
      'class="cms-gallery"',
      'cms-two-columns--text-image',
      'cms-teaser cms-teaser--full',
      'class="cms-html"',
      'class="cms-faq"',
      'class="cms-video-list"',
      'class="cms-logos"',
      '<audio class="cms-media__audio"',
      '<video class="cms-media__video"',
      'class="external-media"',
    ]) {
      expect(body, marker).toContain(marker);
    }
    // The HTML module is sanitised in the gateway: its script is gone, its markup stays.
    expect(body).toContain('<strong>HTML-Modul:</strong>');
    expect(body).not.toContain('alert(1)');
    // Pictures in the formats and breakpoints of spec 000 §9; the first section's eagerly.
    expect(body).toMatch(/<source type="image\/avif" srcSet="[^"]*320w/);
    expect(body).toMatch(/class="cms-hero__image"[^>]*loading="eager"|loading="eager"[^>]*class="cms-hero__image"/);
    expect(body).toMatch(/loading="lazy"/);
    // A sticky link goes to the sticky navigation, not into the column.
    expect(body).not.toContain('>Newsletter</a>');
    // Embeds wait for consent: no provider frame is rendered on the server.
    expect(body).not.toMatch(/<iframe/);
  });

  it('asks a page over /graphql within the gateway’s limits, as a client navigation does', async () => {
    // The browser's CmsPage operation (every module type's fields): depth, tokens and cost must
    // stay under the limits of src/graphql/security/gatewayLimits.ts, or client navigation fails.
    const operations = readFileSync(path.join(ROOT, 'src/client/screens/cmsPage/operations.graphql'), 'utf8');
    const query = operations.slice(operations.indexOf('query CmsPage('), operations.indexOf('# The event list module'));
    const answer = await graphql(gateway.web.url, query, { locale: 'EN', path: 'module-overview' });
    expect(answer.json.errors).toBeUndefined();
    const modules = answer.json.data?.pageModules as { __typename: string }[] | undefined;
    // Every module type of spec 000 §3 (both editor variants) is on the module overview.
    expect(new Set(modules?.map((module) => module.__typename)).size).toBe(29);
  });

  it('answers 404 for a page that is offline and for a path with no page, before any byte', async () => {
    for (const path of ['/de/ueber-uns/presse', '/en/about-us/press', '/de/gibt-es-nicht', '/en/no/such/page']) {
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(404);
    }
    const offline = await request(`${gateway.web.url}/de/ueber-uns/presse`);
    expect(offline.body).toContain('Diese Seite konnte nicht gefunden werden');
    expect(offline.body).not.toContain('Presse (in Vorbereitung)');
  });

  it('sends a version query to the plain page with 301, keeping other parameters', async () => {
    const plain = await request(`${gateway.web.url}/de/ueber-uns?v=7`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('/de/ueber-uns');
    expect(plain.body).not.toContain('<html');
    const home = await request(`${gateway.web.url}/en?utm=x&v=2`);
    expect(home.status).toBe(301);
    expect(home.headers.location).toBe('/en?utm=x');
  });

  it('hides the header’s menus and search on a landing page', async () => {
    const landing = await request(`${gateway.web.url}/de/saisonstart`);
    expect(landing.status).toBe(200);
    expect(landing.body).toContain('site-header--landing');
    expect(landing.body).not.toContain('class="desktop-menu');
    expect(landing.body).not.toContain('class="site-search');
    const normal = await request(`${gateway.web.url}/de/ueber-uns`);
    expect(normal.body).not.toContain('site-header--landing');
  });
});

describe('teaser items and their online windows (SITE_TEST_NOW)', () => {
  // NODE_ENV=test: the clock override is refused in production (src/server/config.ts).
  const atTime = async (now: string | undefined): Promise<string> => {
    const web = await startWeb({ CMS_URL: inject('cmsUrl'), NODE_ENV: 'test', ...(now ? { SITE_TEST_NOW: now } : {}) });
    try {
      const page = await request(`${web.url}/en/module-overview`);
      expect(page.status).toBe(200);
      return page.body;
    } finally {
      await web.stop();
    }
  };

  it('shows each teaser only inside its window', async () => {
    const february = await atTime('2026-02-01T12:00:00+01:00');
    expect(february).toContain('Always shown');
    expect(february).toContain('Already ended');
    expect(february).not.toContain('Only from 2030');
    const later = await atTime('2030-06-01T12:00:00Z');
    expect(later).toContain('Always shown');
    expect(later).not.toContain('Already ended');
    expect(later).toContain('Only from 2030');
    // Before every window: not even the hero (online from 2026-01-01) is shown.
    const before = await atTime('2025-12-01T12:00:00Z');
    expect(before).not.toContain('Always shown');
    expect(before).not.toContain('class="cms-hero"');
  });
});

describe('a module of a type the site does not know', () => {
  let upstream: RewritingUpstream;
  let web: RunningProcess;
  beforeAll(async () => {
    upstream = await startRewritingUpstream(inject('cmsUrl'), (path, body) => {
      if (path !== '/de/pageeditor-api/page/ueber-uns/' && path !== '/de/pageeditor-api/page/ueber-uns') return body;
      const page = body as { modules: { columns: { children: unknown[] }[] }[] };
      page.modules[0]?.columns[0]?.children.unshift({ id: 999_001, slug: null, model: 'carousel_3d', speed: 3 });
      return page;
    });
    web = await startWeb({ CMS_URL: upstream.url, UPSTREAM_CACHE: 'off' });
  });
  afterAll(async () => {
    await web?.stop();
    await upstream?.close();
  });

  it('is left out and the rest of the page shows', async () => {
    const page = await request(`${web.url}/de/ueber-uns`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1 id="cms-page-title">Über uns</h1>');
    expect(page.body).toContain('class="cms-quote"');
    expect(page.body).not.toContain('carousel_3d</');
  });
});
