// The ensemble list, a musician's page and a venue's page over HTTP (spec 000 §2 "Ensemble",
// "Venue detail"): each streams in both languages with its title; an unknown id is the 404 page
// and a wrong slug answers 301 to the thing's own path, both before any byte; the JSON-LD blocks
// parse and carry the properties search engines need (Person, Place, BreadcrumbList); the page
// asks the upstream once per distinct resource; the sitemap lists the musicians and the venues.
import { describe, expect, inject, it } from 'vitest';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { graphql, request } from '../support/http';
import { loginAsStaff } from '../support/staff';

const gateway = gatewayForSuite({});

type Locale = 'DE' | 'EN';
interface Named {
  id: string;
  slug: string;
  name: string;
}

const BASES = {
  DE: { ensemble: '/de/orchestermitglieder', venues: '/de/venues' },
  EN: { ensemble: '/en/musicians', venues: '/en/venues' },
} as const;

async function conductor(locale: Locale): Promise<Named> {
  const answer = await graphql(gateway.web.url, `{ persons(locale: ${locale}, pageSize: 1) { items { id slug name } } }`);
  const person = (answer.json.data?.persons as { items: Named[] } | undefined)?.items[0];
  if (!person) throw new Error('no musician in the seed');
  return person;
}

async function concertHall(locale: Locale): Promise<Named> {
  const answer = await graphql(gateway.web.url, `{ venue(locale: ${locale}, id: "1") { id slug name } }`);
  const venue = answer.json.data?.venue as Named | null | undefined;
  if (!venue) throw new Error('no venue 1 in the seed');
  return venue;
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

function blockOfType(html: string, type: string): Record<string, unknown> {
  const block = jsonLdBlocks(html).find((candidate) => candidate['@type'] === type);
  if (!block) throw new Error(`no ${type} JSON-LD on the page`);
  return block;
}

describe('ensemble list', () => {
  it('streams in German and English: the sections with their musicians, each linking to the page', async () => {
    for (const locale of ['DE', 'EN'] as const) {
      const path = BASES[locale].ensemble;
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toMatch(
        new RegExp(`<title>${locale === 'DE' ? 'Orchestermitglieder' : 'Musicians'} \\| Aurelia Philharmoni[ec]</title>`),
      );
      // Nine sections of the seed, plain sections (the seed's team accordion is off).
      expect(page.body.match(/class="ensemble-section"/g)).toHaveLength(9);
      expect(page.body).not.toContain('ensemble-section__toggle');
      expect(page.body.match(/class="person-card[ "]/g)).toHaveLength(80);
      const first = await conductor(locale);
      expect(page.body).toContain(`href="${path}/${first.slug}/${first.id}"`);
      // Portraits as the programme's pictures: a <picture> with sources.
      expect(page.body).toMatch(/<picture><source type="image\/(avif|webp)" srcSet="[^"]+"/);
      const trail = blockOfType(page.body, 'BreadcrumbList');
      expect((trail.itemListElement as unknown[]).length).toBe(2);
    }
  });

  it('draws each section as an accordion when the design settings say so', async () => {
    const staff = await loginAsStaff(inject('cmsUrl'));
    const set = (on: boolean) =>
      graphql(
        gateway.web.url,
        'mutation ($on: Boolean!) { updateDesignSettings(locale: DE, input: { teamAccordion: $on }) { teamAccordion } }',
        { on },
        { cookie: staff },
      );
    expect((await set(true)).json.data?.updateDesignSettings).toEqual({ teamAccordion: true });
    try {
      // The settings are shared for a few seconds: wait until the page shows the change.
      await expect
        .poll(async () => (await request(`${gateway.web.url}/en/musicians`)).body.includes('data-testid="ensemble-accordion"'), {
          timeout: 15_000,
          interval: 500,
        })
        .toBe(true);
      const page = await request(`${gateway.web.url}/en/musicians`);
      expect(
        page.body.match(
          /<button type="button" id="section-[^"]+-button" class="ensemble-section__toggle" aria-expanded="(true|false)" aria-controls="section-[^"]+-panel"/g,
        ),
      ).toHaveLength(9);
      // The first section starts open; its region is labelled by its button.
      expect(page.body).toContain('aria-expanded="true" aria-controls="section-dirigenten-panel"');
      expect(page.body).toMatch(/<div id="section-dirigenten-panel" role="region" aria-labelledby="section-dirigenten-button"/);
      expect(page.body).toMatch(
        /<div id="section-violine-1-panel" role="region" aria-labelledby="section-violine-1-button" class="ensemble-section__panel" hidden=""/,
      );
    } finally {
      expect((await set(false)).json.data?.updateDesignSettings).toEqual({ teamAccordion: false });
    }
  });
});

describe('musician page', () => {
  it('answers 200 with the musician in both languages, 301 for a wrong slug and 404 for an unknown id', async () => {
    for (const locale of ['DE', 'EN'] as const) {
      const base = BASES[locale].ensemble;
      const person = await conductor(locale);
      const path = `${base}/${person.slug}/${person.id}`;
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain(`<title>${escaped(person.name)} | Aurelia`);
      expect(page.body).toContain(`<h1 id="member-title">${escaped(person.name)}</h1>`);
      expect(page.body).toContain('class="rich-text member-page__biography"');
      // The seed names the first conductor in two articles: links to the magazine's article paths.
      expect(
        page.body.match(new RegExp(`href="/${locale === 'DE' ? 'de/orchesterleben' : 'en/magazine'}/[^"/]+/(2|11)"`, 'g')),
      ).toHaveLength(2);
      // Upcoming concerts as the programme's cards, linking to the event pages.
      expect(page.body).toMatch(new RegExp(`href="/${locale === 'DE' ? 'de/konzerte' : 'en/concerts'}/[^"/]+/\\d+"`));
      const moved = await request(`${gateway.web.url}${base}/not-the-slug/${person.id}?x=1`);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(`${path}?x=1`);
      expect((await request(`${gateway.web.url}${base}/x/987654`)).status).toBe(404);
      expect((await request(`${gateway.web.url}${base}/x/abc`)).status).toBe(404);
    }
  });

  it('carries a schema.org Person and a BreadcrumbList with the properties search engines need', async () => {
    const person = await conductor('EN');
    const path = `/en/musicians/${person.slug}/${person.id}`;
    const page = await request(`${gateway.web.url}${path}`);
    const block = blockOfType(page.body, 'Person');
    expect(block['@context']).toBe('https://schema.org');
    expect(block.name).toBe(person.name);
    expect(block.url).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(block.jobTitle).toBeTruthy();
    expect(String(block.image)).toMatch(/^https?:\/\/[^/]+\/media\//);
    expect(block.memberOf).toMatchObject({ '@type': 'MusicGroup', name: 'Aurelia Philharmonie' });
    const trail = blockOfType(page.body, 'BreadcrumbList');
    expect((trail.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Musicians', person.name]);
  });

  it('asks the upstream once per distinct resource: the status check and the render share the person', async () => {
    const person = await conductor('DE');
    const path = `/de/orchestermitglieder/${person.slug}/${person.id}`;
    expect((await request(`${gateway.web.url}${path}`)).status).toBe(200);
    gateway.proxy.resetCounts();
    expect((await request(`${gateway.web.url}${path}`)).status).toBe(200);
    const calls = gateway.proxy.requests.map((entry) => entry.path);
    // At most once: the shared cache (on in this suite) has usually kept it since the first
    // request; with every cache off, tests/integration/upstreamCalls.test.ts counts each page's calls.
    expect(calls.filter((entry) => entry.split('?')[0] === `/de/api/persons/${person.id}/`).length).toBeLessThanOrEqual(1);
    expect(calls.length - new Set(calls).size).toBe(0);
  });
});

describe('venue page', () => {
  it('answers 200 with the venue in both languages, 301 for a wrong slug and 404 for an unknown id', async () => {
    for (const locale of ['DE', 'EN'] as const) {
      const base = BASES[locale].venues;
      const venue = await concertHall(locale);
      const path = `${base}/${venue.slug}/${venue.id}`;
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain(`<title>${escaped(venue.name)} | Aurelia`);
      expect(page.body).toContain(`<h1 id="venue-title">${escaped(venue.name)}</h1>`);
      // The map is a plain link to OpenStreetMap with the coordinates; no map script.
      expect(page.body).toContain('href="https://www.openstreetmap.org/?mlat=48.78230&amp;mlon=9.17720#map=17/48.78230/9.17720"');
      expect(page.body).not.toMatch(/<script[^>]+src="https?:\/\/(?!localhost|127\.0\.0\.1)/);
      // The week's hours and today's state (the header's rules).
      expect(page.body.match(/class="venue-hours__day"/g)).toHaveLength(7);
      expect(page.body).toContain('class="venue-hours__today"');
      // Upcoming events there, linking to their pages.
      expect(page.body).toMatch(new RegExp(`href="/${locale === 'DE' ? 'de/konzerte' : 'en/concerts'}/[^"/]+/\\d+"`));
      const moved = await request(`${gateway.web.url}${base}/not-the-slug/${venue.id}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(path);
      expect((await request(`${gateway.web.url}${base}/x/987654`)).status).toBe(404);
      expect((await request(`${gateway.web.url}${base}/x/0`)).status).toBe(404);
    }
  });

  it('carries a schema.org Place with address, coordinates and opening hours, and a BreadcrumbList', async () => {
    const venue = await concertHall('DE');
    const page = await request(`${gateway.web.url}/de/venues/${venue.slug}/${venue.id}`);
    const block = blockOfType(page.body, 'Place');
    expect(block.name).toBe(venue.name);
    expect(block.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: 'Am Konzertplatz 1',
      postalCode: '70173',
      addressLocality: 'Stuttgart',
    });
    expect(block.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 48.7823, longitude: 9.1772 });
    const hours = block.openingHoursSpecification as { '@type': string; dayOfWeek: string; opens: string; closes: string }[];
    expect(hours.length).toBeGreaterThan(0);
    for (const entry of hours) {
      expect(entry['@type']).toBe('OpeningHoursSpecification');
      expect(entry.dayOfWeek).toMatch(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
      expect(entry.opens < entry.closes).toBe(true);
    }
    const trail = blockOfType(page.body, 'BreadcrumbList');
    expect((trail.itemListElement as { name: string }[]).at(-1)?.name).toBe(venue.name);
  });

  it('asks the upstream once per distinct resource', async () => {
    const venue = await concertHall('EN');
    const path = `/en/venues/${venue.slug}/${venue.id}`;
    expect((await request(`${gateway.web.url}${path}`)).status).toBe(200);
    gateway.proxy.resetCounts();
    expect((await request(`${gateway.web.url}${path}`)).status).toBe(200);
    const calls = gateway.proxy.requests.map((entry) => entry.path);
    // At most once (the shared cache, on here, has usually kept it; upstreamCalls.test.ts counts with caches off).
    expect(calls.filter((entry) => entry.split('?')[0] === `/en/api/venues/${venue.id}/`).length).toBeLessThanOrEqual(1);
    expect(calls.length - new Set(calls).size).toBe(0);
  });
});

describe('sitemap', () => {
  it('lists the ensemble, every musician and every venue in both languages', async () => {
    const sitemap = await request(`${gateway.web.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toMatch(/<loc>https?:\/\/[^<]+\/de\/orchestermitglieder<\/loc>/);
    expect(sitemap.body).toMatch(/<loc>https?:\/\/[^<]+\/en\/musicians<\/loc>/);
    expect(sitemap.body.match(/<loc>[^<]+\/de\/orchestermitglieder\/[^<]+\/\d+<\/loc>/g)).toHaveLength(80);
    expect(sitemap.body.match(/<loc>[^<]+\/en\/musicians\/[^<]+\/\d+<\/loc>/g)).toHaveLength(80);
    expect(sitemap.body.match(/<loc>[^<]+\/(de|en)\/venues\/[^<]+\/\d+<\/loc>/g)).toHaveLength(6);
  });
});
