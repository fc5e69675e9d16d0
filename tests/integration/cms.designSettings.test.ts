// Design settings and the site settings' PATCH (src/cms/README.md "Settings"), against the built
// CMS as a real process: on PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, cmsForSuite } from '../support/cmsUnderTest';
import { STAFF } from '../support/staff';

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

const DEFAULTS = {
  header: { logo_link: '' },
  cookies: { tag_manager_id: null },
  errors: { '404': { code: '' }, '500': { code: '' }, '503': { code: '' } },
  sticky_overlay_button: true,
  menu_style: 'style2',
  event_item_style: 'style1',
  event_detail_sections: SECTIONS,
  production_detail_sections: SECTIONS,
  team_accordion: false,
  parsers: { date: 'dd \n D MMM YY', time: 'HH.mm', currency: '€' },
};

interface Reply {
  status: number;
  body: unknown;
}

/** A client that keeps its cookies and echoes the CSRF cookie (unless told not to). */
function client(base: () => string) {
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown, csrf = true): Promise<Reply> => {
    const headers: Record<string, string> = {};
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = cookies.get('csrftoken');
    if (csrf && token) headers['x-csrftoken'] = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base()}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
  return {
    call,
    async login() {
      await call('GET', '/api/user-details/');
      const reply = await call('POST', '/de/api/user-login/', STAFF);
      expect(reply.status).toBe(200);
    },
  };
}

function designSettingsSuite(base: () => string): void {
  const visitor = client(base);
  const staff = client(base);

  it.each(['', '/de', '/en'])(
    'serves the seeded defaults at %s/pageeditor-api/design-settings, the same in every language',
    async (prefix) => {
      const reply = await visitor.call('GET', `${prefix}/pageeditor-api/design-settings`);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(DEFAULTS);
    },
  );

  it('refuses a visitor (401), a missing CSRF header (403) and other methods (405)', async () => {
    await visitor.call('GET', '/api/user-details/');
    expect((await visitor.call('PATCH', '/pageeditor-api/design-settings', { team_accordion: true })).status).toBe(401);
    await staff.login();
    expect((await staff.call('PATCH', '/pageeditor-api/design-settings', { team_accordion: true }, false)).status).toBe(403);
    expect((await staff.call('POST', '/pageeditor-api/design-settings', { team_accordion: true })).status).toBe(405);
    expect((await visitor.call('GET', '/pageeditor-api/design-settings')).body).toEqual(DEFAULTS);
  });

  it('lets staff change some fields and keeps the others', async () => {
    await staff.login();
    const changed = await staff.call('PATCH', '/pageeditor-api/design-settings', {
      cookies: { tag_manager_id: 'GTM-AB12CD3' },
      errors: { '404': { code: '<h1>Verlaufen?</h1>' } },
      menu_style: 'style1',
      event_detail_sections: ['Description', 'ImportantInfo'],
      parsers: { currency: 'EUR' },
    });
    expect(changed.status).toBe(200);
    const expected = {
      ...DEFAULTS,
      cookies: { tag_manager_id: 'GTM-AB12CD3' },
      errors: { ...DEFAULTS.errors, '404': { code: '<h1>Verlaufen?</h1>' } },
      menu_style: 'style1',
      event_detail_sections: ['Description', 'ImportantInfo'],
      parsers: { ...DEFAULTS.parsers, currency: 'EUR' },
    };
    expect(changed.body).toEqual(expected);
    expect((await visitor.call('GET', '/en/pageeditor-api/design-settings')).body).toEqual(expected);

    const restored = await staff.call('PATCH', '/pageeditor-api/design-settings', {
      cookies: { tag_manager_id: '' },
      errors: { '404': { code: '' } },
      menu_style: 'style2',
      event_detail_sections: SECTIONS,
      parsers: { currency: '€' },
    });
    expect(restored.body).toEqual(DEFAULTS);
  });

  it('answers bad fields with 400 and one message per field, changing nothing', async () => {
    await staff.login();
    const reply = await staff.call('PATCH', '/pageeditor-api/design-settings', {
      cookies: { tag_manager_id: 'UA-12345' },
      errors: { '418': { code: 'x' }, '404': { code: 7 } },
      menu_style: 'left',
      event_item_style: 'style4',
      event_detail_sections: ['Description', 'Description'],
      production_detail_sections: ['Gallery'],
      sticky_overlay_button: 'yes',
      colour: 'red',
    });
    expect(reply.status).toBe(400);
    const errors = (reply.body as { detail: string; errors: Record<string, string[]> }).errors;
    expect((reply.body as { detail: string }).detail).toBe('Invalid input.');
    expect(Object.keys(errors).sort()).toEqual(
      [
        'colour',
        'cookies.tag_manager_id',
        'errors.404.code',
        'errors.418',
        'event_detail_sections',
        'event_item_style',
        'menu_style',
        'production_detail_sections.0',
        'sticky_overlay_button',
      ].sort(),
    );
    expect(errors['cookies.tag_manager_id']).toEqual(['Enter a tag manager id such as GTM-AB12CD3.']);
    expect(errors.colour).toEqual(['Unknown field.']);
    expect(errors.event_detail_sections).toEqual(['Each section may appear only once.']);
    expect((await staff.call('PATCH', '/pageeditor-api/design-settings', [1, 2])).status).toBe(400);
    expect((await visitor.call('GET', '/pageeditor-api/design-settings')).body).toEqual(DEFAULTS);
  });

  it('lets staff change the site settings HTML blocks with PATCH /pageeditor-api/settings, and refuses visitors', async () => {
    await visitor.call('GET', '/api/user-details/');
    expect((await visitor.call('PATCH', '/pageeditor-api/settings', { html_footer_top: { code: '<p>x</p>' } })).status).toBe(401);
    await staff.login();
    const bad = await staff.call('PATCH', '/pageeditor-api/settings', { html_footer_top: '<p>x</p>', is_site_online: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: Record<string, string[]> }).errors).sort()).toEqual(['html_footer_top', 'is_site_online']);
    const changed = await staff.call('PATCH', '/pageeditor-api/settings', { html_footer_top: { code: '<p>Oben</p>' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      data: { is_site_online: true, html_footer_top: { code: '<p>Oben</p>' }, html_footer_bottom: { code: '' } },
    });
    const cleared = await staff.call('PATCH', '/pageeditor-api/settings', { html_footer_top: { code: '' } });
    expect(cleared.body).toMatchObject({ data: { html_footer_top: { code: '' } } });
  });
}

describe('CMS design settings on PGlite', () => {
  const cms = cmsForSuite('pglite');
  designSettingsSuite(cms.url);
});

describe.skipIf(!TEST_DATABASE_URL)('CMS design settings on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  const cms = cmsForSuite('postgres');
  designSettingsSuite(cms.url);
});
