// The production list, a production's page and a subscription series' page over HTTP (spec 001 §2
// "Productions", spec 000 §2): each streams in both languages with its title; an invalid list
// parameter leads to the catch page (spec 001 §2, §5); an unknown id is the 404 page and a wrong
// slug answers 301 to the thing's own path, both before any byte.
import { describe, expect, it } from 'vitest';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { graphql, request } from '../support/http';

const gateway = gatewayForSuite({});

async function firstProduction(locale: 'DE' | 'EN'): Promise<{ id: string; slug: string; title: string }> {
  const answer = await graphql(gateway.web.url, `{ productions(locale: ${locale}, pageSize: 1) { items { id slug title } } }`);
  const production = (answer.json.data?.productions as { items: { id: string; slug: string; title: string }[] } | undefined)?.items[0];
  if (!production) throw new Error('no production in the seed');
  return production;
}

async function firstSeries(locale: 'DE' | 'EN'): Promise<{ id: string; slug: string; name: string }> {
  const answer = await graphql(gateway.web.url, `{ series(locale: ${locale}, id: "1") { id slug name } }`);
  const series = answer.json.data?.series as { id: string; slug: string; name: string } | null | undefined;
  if (!series) throw new Error('no series 1 in the seed');
  return series;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

describe('production list', () => {
  it('streams in German and English with its heading and cards', async () => {
    for (const [path, title] of [
      ['/de/productions', 'Produktionen'],
      ['/en/productions', 'Productions'],
    ] as const) {
      const page = await request(`${gateway.web.url}${path}?season=1&page=2`);
      expect(page.status, path).toBe(200);
      expect(page.body).toMatch(new RegExp(`<title>${title} \\| Aurelia Philharmoni[ec]</title>`));
      expect(page.body).toContain('class="production-card"');
    }
  });

  it('sends an invalid parameter to the catch page, like the programme', async () => {
    for (const search of ['season=abc', 'tag=0', 'date=2026-11-05', 'page=0', 'page=x', 'exhibition_type=1&exhibition_type=2']) {
      const page = await request(`${gateway.web.url}/de/productions?${search}`);
      expect(page.status, search).toBe(302);
      expect(page.headers.location, search).toBe('/de/404');
    }
  });
});

describe('production page', () => {
  it('answers 200 with the production, 301 for a wrong slug and 404 for an unknown id', async () => {
    for (const [locale, base] of [
      ['DE', '/de/productions'],
      ['EN', '/en/productions'],
    ] as const) {
      const production = await firstProduction(locale);
      const path = `${base}/${production.slug}/${production.id}`;
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain(`<title>${escaped(production.title)} | Aurelia`);
      expect(page.body).toContain('id="datesAndTickets"');
      const moved = await request(`${gateway.web.url}${base}/not-the-slug/${production.id}?x=1`);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(`${path}?x=1`);
      expect((await request(`${gateway.web.url}${base}/x/987654`)).status).toBe(404);
      expect((await request(`${gateway.web.url}${base}/x/abc`)).status).toBe(404);
    }
  });
});

describe('subscription series page', () => {
  it('answers 200 with the series, 301 for a wrong slug and 404 for an unknown id', async () => {
    for (const [locale, base] of [
      ['DE', '/de/abonnements'],
      ['EN', '/en/subscriptions'],
    ] as const) {
      const series = await firstSeries(locale);
      const path = `${base}/${series.slug}/${series.id}`;
      const page = await request(`${gateway.web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain(`<title>${escaped(series.name)} | Aurelia`);
      expect(page.body).toContain('class="event-card');
      const moved = await request(`${gateway.web.url}${base}/not-the-slug/${series.id}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(path);
      expect((await request(`${gateway.web.url}${base}/x/987654`)).status).toBe(404);
    }
  });
});
