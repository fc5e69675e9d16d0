// The design settings' query and mutations and the error page's content, with a real gateway
// context against a small fake upstream: which upstream calls each makes, what it answers, and
// what it invalidates.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql } from 'graphql';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedCache } from '../cache/SharedCache';
import { createGateway, type Gateway } from '../createGateway';

interface Seen {
  method: string;
  path: string;
  body: unknown;
  csrf: string | undefined;
}

const SECTIONS = [
  'ImportantInfo',
  'Description',
  'OpeningHours',
  'ImageSlider',
  'Contributors',
  'Programs',
  'Children',
  'Video',
  'Series',
  'Events',
  'Blog',
  'Sponsors',
  'Promoter',
];
const DESIGN = {
  header: { logo_link: '' },
  cookies: { tag_manager_id: null },
  errors: {
    '404': { code: '<h1 onclick="x()">Verlaufen?</h1><script>alert(1)</script>' },
    '500': { code: '' },
    '503': { code: '<p>Gleich wieder da</p>' },
  },
  sticky_overlay_button: true,
  menu_style: 'style2',
  event_item_style: 'style1',
  event_detail_sections: SECTIONS,
  production_detail_sections: ['Description', 'Gallery'],
  team_accordion: false,
  parsers: { date: 'dd \n D MMM YY', time: 'HH.mm', currency: '€' },
};
const SETTINGS = {
  status: 200,
  data: {
    is_site_online: true,
    is_shop_online: true,
    html_header: { code: '' },
    html_footer_top: { code: '<p style="color:red">Oben<img src=x onerror="alert(1)" alt="x"></p>' },
    html_footer_bottom: { code: '' },
    html_footer_logos: { code: '<iframe src="https://evil.example"></iframe>' },
  },
};

const seen: Seen[] = [];
let answer: (request: Seen) => { status: number; body?: unknown } = () => ({ status: 404 });
let server: http.Server;
let gateway: Gateway;
let cache: SharedCache;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: Seen = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
        csrf: req.headers['x-csrftoken'] as string | undefined,
      };
      seen.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cache = new SharedCache({ maxEntries: 100, maxBytes: 1_000_000 });
  gateway = createGateway({
    upstreamUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreamTimeoutMs: 2000,
    settingsTtlMs: 5000,
    cache,
    upstreamCache: true,
    renderResultTtlMs: 0,
    logger: pino({ level: 'silent' }),
    production: true,
    introspection: false,
    staticErrorPages: new Map([
      ['500', '<h1>Störung</h1><script>alert(1)</script>'],
      ['503.en', '<h1>Back soon</h1>'],
    ]),
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(async () => {
  seen.length = 0;
  vi.restoreAllMocks();
  await cache.invalidate(['designSettings:', 'settings:']);
  answer = (request) =>
    request.path === '/pageeditor-api/design-settings'
      ? { status: 200, body: DESIGN }
      : request.path === '/pageeditor-api/settings'
        ? { status: 200, body: SETTINGS }
        : { status: 404 };
});

function run(source: string, cookieHeader?: string) {
  const contextValue = gateway.createContext({ requestId: 'test', logger: pino({ level: 'silent' }), cookieHeader });
  return graphql({ schema: gateway.schema, source, contextValue });
}

const STAFF = 'sessionid=abc; csrftoken=token123';
const DESIGN_QUERY =
  '{ designSettings { logoLink tagManagerId errorPages { status html } stickyOverlayButton menuStyle eventItemStyle eventDetailSections productionDetailSections teamAccordion dateFormat timeFormat currencySign } }';

describe('designSettings', () => {
  it('asks the upstream once, maps every field and sanitises the custom HTML', async () => {
    const result = await run(DESIGN_QUERY);
    expect(result.errors).toBeUndefined();
    expect(result.data?.designSettings).toEqual({
      logoLink: null,
      tagManagerId: null,
      errorPages: [
        { status: 404, html: '<h1>Verlaufen?</h1>' },
        { status: 503, html: '<p>Gleich wieder da</p>' },
      ],
      stickyOverlayButton: true,
      menuStyle: 'RIGHT',
      eventItemStyle: 'STYLE1',
      eventDetailSections: [
        'IMPORTANT_INFO',
        'DESCRIPTION',
        'OPENING_HOURS',
        'IMAGE_SLIDER',
        'CONTRIBUTORS',
        'PROGRAMS',
        'CHILDREN',
        'VIDEO',
        'SERIES',
        'EVENTS',
        'BLOG',
        'SPONSORS',
        'PROMOTER',
      ],
      // A section the site does not know is left out.
      productionDetailSections: ['DESCRIPTION'],
      teamAccordion: false,
      dateFormat: 'dd \n D MMM YY',
      timeFormat: 'HH.mm',
      currencySign: '€',
    });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /pageeditor-api/design-settings']);
  });

  it('shares the answer between requests like the site settings', async () => {
    await run(DESIGN_QUERY);
    await run(DESIGN_QUERY);
    expect(seen).toHaveLength(1);
  });

  it('answers UPSTREAM_ERROR for a malformed upstream answer', async () => {
    answer = () => ({ status: 200, body: { ...DESIGN, menu_style: 'sideways' } });
    const result = await run(DESIGN_QUERY);
    expect(result.errors?.[0]?.extensions.code).toBe('UPSTREAM_ERROR');
  });
});

describe('siteSettings', () => {
  it('sanitises the HTML blocks and answers null for blocks with nothing left', async () => {
    const result = await run('{ siteSettings { htmlHeader htmlFooterTop htmlFooterBottom htmlFooterLogos } }');
    expect(result.data?.siteSettings).toEqual({
      htmlHeader: null,
      htmlFooterTop: '<p>Oben<img src="x" alt="x" /></p>',
      htmlFooterBottom: null,
      htmlFooterLogos: null,
    });
  });
});

describe('errorPage', () => {
  const page = (status: number, locale = 'DE') => `{ errorPage(locale: ${locale}, status: ${status}) { status source html } }`;

  it('shows the design settings’ HTML for 404, sanitised', async () => {
    const result = await run(page(404));
    expect(result.data?.errorPage).toEqual({ status: 404, source: 'DESIGN_SETTINGS', html: '<h1>Verlaufen?</h1>' });
  });

  it('falls back on the static file for the status (sanitised), in the language when there is one', async () => {
    expect((await run(page(500))).data?.errorPage).toEqual({ status: 500, source: 'STATIC_FILE', html: '<h1>Störung</h1>' });
    answer = () => ({ status: 200, body: { ...DESIGN, errors: {} } });
    await cache.invalidate('designSettings:');
    expect((await run(page(503, 'EN'))).data?.errorPage).toEqual({ status: 503, source: 'STATIC_FILE', html: '<h1>Back soon</h1>' });
    expect((await run(page(503, 'DE'))).data?.errorPage).toEqual({ status: 503, source: 'DEFAULT', html: null });
  });

  it('answers DEFAULT for statuses without custom HTML, without asking the upstream', async () => {
    expect((await run(page(400))).data?.errorPage).toEqual({ status: 400, source: 'DEFAULT', html: null });
    expect(seen).toEqual([]);
  });

  it('falls back when the design settings cannot be read, instead of failing the page', async () => {
    answer = () => ({ status: 502 });
    const result = await run(page(404));
    expect(result.errors).toBeUndefined();
    expect(result.data?.errorPage).toEqual({ status: 404, source: 'DEFAULT', html: null });
  });

  it('does not ask for design settings on the 503 page when the upstream could not be reached', async () => {
    answer = () => ({ status: 503 });
    expect(await gateway.siteStatus()).toBe('unreachable');
    seen.length = 0;
    const result = await run(page(503, 'EN'));
    expect(result.data?.errorPage).toEqual({ status: 503, source: 'STATIC_FILE', html: '<h1>Back soon</h1>' });
    expect(seen).toEqual([]);
  });

  it('shows the design settings’ 503 HTML when the settings say offline (the upstream answered)', async () => {
    answer = (request) =>
      request.path === '/pageeditor-api/settings'
        ? { status: 200, body: { ...SETTINGS, data: { ...SETTINGS.data, is_site_online: false } } }
        : { status: 200, body: DESIGN };
    expect(await gateway.siteStatus()).toBe('offline');
    const result = await run(page(503));
    expect(result.data?.errorPage).toEqual({ status: 503, source: 'DESIGN_SETTINGS', html: '<p>Gleich wieder da</p>' });
  });

  it('refuses a status that is not an error status', async () => {
    const result = await run(page(200));
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('updateDesignSettings', () => {
  const UPDATE =
    'mutation { updateDesignSettings(locale: EN, input: { tagManagerId: "GTM-AB12", menuStyle: LEFT, errorPages: [{ status: 404, html: "<p>x</p>" }], eventDetailSections: [DESCRIPTION, VIDEO], currencySign: "EUR" }) { tagManagerId menuStyle errorPages { status html } } }';

  it('refuses a visitor without asking the upstream', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    const result = await run(UPDATE);
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(seen).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('sends one PATCH with the CSRF header and the snake_case body, and drops the cached design settings', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    answer = () => ({
      status: 200,
      body: { ...DESIGN, cookies: { tag_manager_id: 'GTM-AB12' }, menu_style: 'style1', errors: { '404': { code: '<p>x</p>' } } },
    });
    const result = await run(UPDATE, STAFF);
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateDesignSettings).toEqual({
      tagManagerId: 'GTM-AB12',
      menuStyle: 'LEFT',
      errorPages: [{ status: 404, html: '<p>x</p>' }],
    });
    expect(seen).toEqual([
      {
        method: 'PATCH',
        path: '/pageeditor-api/design-settings',
        body: {
          cookies: { tag_manager_id: 'GTM-AB12' },
          menu_style: 'style1',
          errors: { '404': { code: '<p>x</p>' } },
          event_detail_sections: ['Description', 'Video'],
          parsers: { currency: 'EUR' },
        },
        csrf: 'token123',
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith(['designSettings:']);
  });

  it('answers the upstream’s field errors on the input’s paths', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    answer = () => ({
      status: 400,
      body: {
        detail: 'Invalid input.',
        errors: { 'cookies.tag_manager_id': ['Enter a tag manager id such as GTM-AB12CD3.'], 'errors.418': ['Unknown field.'] },
      },
    });
    const result = await run(UPDATE, STAFF);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'input.tagManagerId': ['Enter a tag manager id such as GTM-AB12CD3.'], 'input.errorPages': ['Unknown field.'] },
    });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('answers UNAUTHENTICATED when the upstream refuses the session', async () => {
    answer = () => ({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    const result = await run(UPDATE, STAFF);
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateSiteSettings', () => {
  it('sends the HTML blocks to PATCH /pageeditor-api/settings, answers them sanitised and drops the cached settings', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    answer = () => ({ status: 200, body: SETTINGS });
    const result = await run(
      'mutation { updateSiteSettings(locale: DE, input: { htmlFooterTop: "<p>Oben</p>" }) { htmlFooterTop isSiteOnline } }',
      STAFF,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateSiteSettings).toEqual({ htmlFooterTop: '<p>Oben<img src="x" alt="x" /></p>', isSiteOnline: true });
    expect(seen).toEqual([
      { method: 'PATCH', path: '/pageeditor-api/settings', body: { html_footer_top: { code: '<p>Oben</p>' } }, csrf: 'token123' },
    ]);
    expect(invalidate).toHaveBeenCalledWith(['settings:']);
  });

  it('refuses a visitor without asking the upstream', async () => {
    const result = await run('mutation { updateSiteSettings(locale: DE, input: { htmlFooterTop: "" }) { htmlFooterTop } }');
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(seen).toEqual([]);
  });
});
