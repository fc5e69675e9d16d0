// The web process over HTTP: statuses decided before streaming, security headers, assets,
// locale detection, GraphQL errors, upstream outages and shutdown.
import { gunzipSync } from 'node:zlib';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { graphql, request } from '../support/http';
import { startWeb } from '../support/processes';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { SHARED_SEASON_START } from '../support/seedDates';

// No settings or content cache: an outage shows at once.
const gateway = gatewayForSuite({ SETTINGS_TTL_MS: '0', UPSTREAM_CACHE: 'off', UPSTREAM_TIMEOUT_MS: '2000' });

describe('pages', () => {
  it('renders the events page in German and English with the right language and title', async () => {
    const de = await request(`${gateway.web.url}/de/konzerte`);
    expect(de.status).toBe(200);
    expect(de.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(de.body).toContain('<html lang="de"');
    expect(de.body).toContain('<title>Konzerte und Karten | Aurelia Philharmonie</title>');
    const en = await request(`${gateway.web.url}/en/concerts`);
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('Concerts and tickets');
  });

  it('streams the default layout’s parts in the order of spec 000 §2', async () => {
    const page = await request(`${gateway.web.url}/en/concerts`);
    // (The sticky navigation follows the footer once it has something to offer: not on an event route at the top.)
    const marks = ['class="skip-link"', '<header', 'id="main-content"', 'data-search-index="end"', '<footer'];
    const positions = marks.map((mark) => page.body.indexOf(mark));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('redirects an invalid filter value or a malformed date to the catch page', async () => {
    const badFilter = await request(`${gateway.web.url}/de/konzerte?room=abc`);
    expect(badFilter.status).toBe(302);
    expect(badFilter.headers.location).toBe('/de/404');
    const badDate = await request(`${gateway.web.url}/en/concerts?date=2026-13-01`);
    expect(badDate.status).toBe(302);
    expect(badDate.headers.location).toBe('/en/404');
    const catchPage = await request(`${gateway.web.url}/de/404`);
    expect(catchPage.status).toBe(404);
    expect(catchPage.body).toContain('Diese Seite konnte nicht gefunden werden');
  });

  it('answers an unknown path with the 404 page and status 404, in the path language', async () => {
    const de = await request(`${gateway.web.url}/de/gibt-es-nicht`);
    expect(de.status).toBe(404);
    expect(de.body).toContain('Diese Seite konnte nicht gefunden werden');
    expect(de.body).toContain('Zur Startseite');
    const en = await request(`${gateway.web.url}/en/nothing/here`);
    expect(en.status).toBe(404);
    expect(en.body).toContain('This page could not be found');
  });

  it('sends / to /de or /en by Accept-Language, without a cookie', async () => {
    const en = await request(`${gateway.web.url}/`, { headers: { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' } });
    expect(en.status).toBe(302);
    expect(en.headers.location).toBe('/en');
    expect(en.headers['set-cookie']).toBeUndefined();
    expect(en.headers.vary).toContain('Accept-Language');
    const de = await request(`${gateway.web.url}/`);
    expect(de.headers.location).toBe('/de');
  });

  it('puts a per-request CSP nonce on every inline script and nowhere else', async () => {
    const first = await request(`${gateway.web.url}/de/konzerte`);
    const second = await request(`${gateway.web.url}/de/konzerte`);
    const nonceOf = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    const scripts = [...first.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) {
      // Data blocks (the boot data, the site-search JSON-LD) are not run, so CSP does not apply.
      if (attributes.includes('type="application/json"') || attributes.includes('type="application/ld+json"')) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('lets the tag manager measure once allowed (img-src, connect-src), with script-src still only self and the nonce', async () => {
    const csp = String((await request(`${gateway.web.url}/de/konzerte`)).headers['content-security-policy']);
    const directive = (name: string) => csp.split(/;\s*/).find((entry) => entry.startsWith(`${name} `));
    expect(directive('script-src')).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    expect(directive('img-src')).toBe("img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com");
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
  });

  it('serves hashed assets with immutable caching and compresses responses', async () => {
    const page = await request(`${gateway.web.url}/de/konzerte`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.raw).toString('utf8')).toContain('</html>');
    const plain = await request(`${gateway.web.url}/de/konzerte`);
    const script = /import\("(\/assets\/entry-client-[A-Z0-9]+\.js)"\)/.exec(plain.body)?.[1];
    expect(script).toBeDefined();
    const asset = await request(`${gateway.web.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    expect((await request(`${gateway.web.url}/assets/missing-123.js`)).status).toBe(404);
  });

  it('logs with a request id and echoes it', async () => {
    const response = await request(`${gateway.web.url}/healthz`, { headers: { 'x-request-id': 'test-req-42' } });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toBe('test-req-42');
    expect((await request(`${gateway.web.url}/healthz`)).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers other methods on pages with 405', async () => {
    const response = await request(`${gateway.web.url}/de/konzerte`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('GraphQL', () => {
  it('serves the first page of events with filter options and teasers', async () => {
    const result = await graphql(
      gateway.web.url,
      `
        query ($from: Date!) {
          events(locale: DE, from: $from) {
            totalCount
            page
            hasNextPage
            items {
              id
              title
              startsAt
            }
          }
          eventFilterOptions(locale: DE) {
            rooms {
              id
              name
            }
            genres {
              id
              name
            }
          }
          programmeTeasers(locale: DE) {
            id
            position
          }
        }
      `,
      { from: SHARED_SEASON_START },
    );
    expect(result.status).toBe(200);
    expect(result.json.errors).toBeUndefined();
    const events = result.json.data?.events as { totalCount: number; items: { startsAt: string }[]; hasNextPage: boolean };
    expect(events.items).toHaveLength(10);
    expect(events.hasNextPage).toBe(true);
    const starts = events.items.map((item) => Date.parse(item.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('rejects bad arguments with BAD_USER_INPUT and a localised message', async () => {
    const pageSize = await graphql(gateway.web.url, 'query { events(locale: DE, pageSize: 1000) { totalCount } }');
    expect(pageSize.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(pageSize.json.errors?.[0]?.message).toContain('pageSize muss');
    const filter = await graphql(gateway.web.url, 'query { events(locale: EN, filter: { room: "x" }) { totalCount } }');
    expect(filter.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(filter.json.errors?.[0]?.message).toBe('filter.room must be a numeric id.');
    const date = await graphql(gateway.web.url, 'query ($d: Date) { events(locale: EN, from: $d) { totalCount } }', { d: '2026-02-30' });
    expect(date.status).toBe(400);
    expect(date.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(date.json)).not.toContain('stacktrace');
  });

  it('answers a malformed JSON body with 400, not a crash', async () => {
    const response = await request(`${gateway.web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('at ');
  });
});

describe('when the upstream is down', () => {
  it('shows the 503 Website offline page and recovers once the upstream is back', async () => {
    await gateway.proxy.stop();
    try {
      const offline = await request(`${gateway.web.url}/de/konzerte`);
      expect(offline.status).toBe(503);
      expect(offline.body).toContain('Website offline');
      expect(offline.headers['retry-after']).toBe('30');
      const api = await graphql(gateway.web.url, 'query { events(locale: EN) { totalCount } }');
      expect(api.json.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await gateway.proxy.start();
    }
    const back = await request(`${gateway.web.url}/de/konzerte`);
    expect(back.status).toBe(200);
    expect(back.body).toContain('data-testid="event-list"');
  });
});

describe('shutdown', () => {
  it('finishes an open request and exits 0 on SIGTERM', async () => {
    const other = await startWeb({ CMS_URL: gateway.proxy.url });
    gateway.proxy.hold((path) => path.startsWith('/en/api/events/'));
    const held = gateway.proxy.waitForHeld();
    const pending = new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(`${other.url}/en/concerts`, { agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    await held;
    const exit = other.stop('SIGTERM');
    gateway.proxy.release();
    const page = await pending;
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="event-list"');
    expect(await exit).toBe(0);
  });
});
