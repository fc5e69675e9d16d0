// Design settings and the error page's content through the gateway, against the real embedded
// upstream: the query, the staff mutations (a visitor is refused), the shared cache dropped
// after a change, and the 404 page showing the custom HTML. Every change is undone again, since
// the upstream is shared with other test files.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';
import { startUpstreamProxy, type UpstreamProxy } from '../support/upstreamProxy';

let proxy: UpstreamProxy;
let web: RunningProcess;
let staffCookie: string;

beforeAll(async () => {
  const cmsUrl = inject('cmsUrl');
  proxy = await startUpstreamProxy(cmsUrl);
  [web, staffCookie] = await Promise.all([startWeb({ CMS_URL: proxy.url }), loginAsStaff(cmsUrl)]);
});

afterAll(async () => {
  // Whatever a failed test left behind goes back to the seed's values.
  await graphql(
    web.url,
    'mutation { updateDesignSettings(locale: DE, input: { errorPages: [{ status: 404, html: "" }], tagManagerId: "" }) { tagManagerId } }',
    {},
    { cookie: staffCookie },
  );
  await web?.stop();
  await proxy?.close();
});

const DESIGN =
  '{ designSettings { tagManagerId menuStyle eventItemStyle stickyOverlayButton teamAccordion currencySign errorPages { status html } eventDetailSections } }';
const designCalls = () => proxy.requests.filter((entry) => entry.path === '/pageeditor-api/design-settings').length;

describe('designSettings through the gateway', () => {
  it('serves the seeded defaults and keeps them in the shared cache', async () => {
    const before = designCalls();
    const first = await graphql(web.url, DESIGN);
    const second = await graphql(web.url, DESIGN);
    expect(first.json.errors).toBeUndefined();
    expect(first.json.data?.designSettings).toEqual({
      tagManagerId: null,
      menuStyle: 'RIGHT',
      eventItemStyle: 'STYLE1',
      stickyOverlayButton: true,
      teamAccordion: false,
      currencySign: '€',
      errorPages: [],
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
    });
    expect(second.json.data).toEqual(first.json.data);
    expect(designCalls() - before).toBeLessThanOrEqual(1);
  });

  it('refuses a visitor’s updateDesignSettings without a call upstream', async () => {
    const before = proxy.requests.length;
    const reply = await graphql(web.url, 'mutation { updateDesignSettings(locale: EN, input: { teamAccordion: true }) { teamAccordion } }');
    expect(reply.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(reply.json.errors?.[0]?.message).toBe('Please log in.');
    expect(proxy.requests.slice(before).filter((entry) => entry.method === 'PATCH')).toEqual([]);
  });

  it('lets staff set custom 404 HTML: the gateway answers it sanitised, the 404 page shows it, and clearing it brings the default back', async () => {
    const set = await graphql(
      web.url,
      'mutation($html: String!) { updateDesignSettings(locale: DE, input: { errorPages: [{ status: 404, html: $html }] }) { errorPages { status html } } }',
      { html: '<h1>Verlaufen?</h1><script>alert(1)</script><p onclick="x()">Hier <a href="javascript:alert(1)">nicht</a> entlang.</p>' },
      { cookie: staffCookie },
    );
    expect(set.json.errors).toBeUndefined();
    expect(set.json.data?.updateDesignSettings).toEqual({
      errorPages: [{ status: 404, html: '<h1>Verlaufen?</h1><p>Hier <a>nicht</a> entlang.</p>' }],
    });

    // The shared answer was dropped: a visitor sees the change at once.
    const page = await graphql(web.url, '{ errorPage(locale: DE, status: 404) { source html } }');
    expect(page.json.data?.errorPage).toEqual({ source: 'DESIGN_SETTINGS', html: '<h1>Verlaufen?</h1><p>Hier <a>nicht</a> entlang.</p>' });
    const missing = await request(`${web.url}/de/gibt-es-nicht-${Date.now()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<h1>Verlaufen?</h1><p>Hier <a>nicht</a> entlang.</p>');
    expect(missing.body).not.toContain('alert(1)');

    await graphql(
      web.url,
      'mutation { updateDesignSettings(locale: DE, input: { errorPages: [{ status: 404, html: "" }] }) { errorPages { status } } }',
      {},
      { cookie: staffCookie },
    );
    expect((await graphql(web.url, '{ errorPage(locale: DE, status: 404) { source html } }')).json.data?.errorPage).toEqual({
      source: 'DEFAULT',
      html: null,
    });
  });

  it('answers bad input as BAD_USER_INPUT with the fields named, changing nothing', async () => {
    const reply = await graphql(
      web.url,
      'mutation { updateDesignSettings(locale: EN, input: { tagManagerId: "UA-1", errorPages: [{ status: 418, html: "x" }], eventDetailSections: [VIDEO, VIDEO] }) { tagManagerId } }',
      {},
      { cookie: staffCookie },
    );
    expect(reply.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys((reply.json.errors?.[0]?.extensions?.fieldErrors ?? {}) as Record<string, string[]>).sort()).toEqual([
      'input.errorPages',
      'input.eventDetailSections',
      'input.tagManagerId',
    ]);
    expect((await graphql(web.url, '{ designSettings { tagManagerId } }')).json.data?.designSettings).toEqual({ tagManagerId: null });
  });

  it('shows the static 500 page in the page’s language', async () => {
    const german = await graphql(web.url, '{ errorPage(locale: DE, status: 500) { source html } }');
    expect(german.json.data?.errorPage).toMatchObject({ source: 'STATIC_FILE' });
    expect(JSON.stringify(german.json.data)).toContain('Es ist ein unbekannter Fehler aufgetreten');
    const english = await graphql(web.url, '{ errorPage(locale: EN, status: 500) { html } }');
    expect(JSON.stringify(english.json.data)).toContain('An unknown error occurred');
  });
});
