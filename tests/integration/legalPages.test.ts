// The legal pages (spec 000 §2 Terms, Privacy, Imprint) over HTTP: each streams its text under the
// site's own path in both languages with its title; a text taken offline is the 404 page before
// any byte (the route-target lookup), and is back once it is online again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

// An upstream of its own (a text goes offline here, which other suites must not see), and no
// shared cache: the change shows at once.
const cms = cmsForSuite(OWN_STORAGE);
let web: RunningProcess;

beforeAll(async () => {
  web = await startWeb({ CMS_URL: cms.url(), UPSTREAM_CACHE: 'off' });
});

afterAll(async () => {
  await web?.stop();
});

describe('legal pages', () => {
  it('streams terms, privacy and imprint in German and English with their titles', async () => {
    for (const [path, title] of [
      ['/de/agb', 'AGB'],
      ['/de/datenschutz', 'Datenschutz'],
      ['/de/impressum', 'Impressum'],
      ['/en/agb', 'Terms'],
      ['/en/datenschutz', 'Privacy'],
      ['/en/impressum', 'Imprint'],
    ] as const) {
      const page = await request(`${web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toMatch(new RegExp(`<title>[^<]*${title}[^<]* \\| Aurelia Philharmoni[ec]</title>`));
      expect(page.body).toMatch(/<h1 id="legal-title">[^<]+<\/h1>/);
      expect(page.body).toContain('class="rich-text legal-page__text"');
    }
  });

  it('answers 404 for a text taken offline, before any byte, and 200 again once it is back', async () => {
    const legal = await graphql(web.url, 'query { legalPage(locale: DE, kind: IMPRINT) { id } }');
    const id = (legal.json.data?.legalPage as { id: string } | undefined)?.id ?? '';
    expect(id).not.toBe('');
    const staff = await loginAsStaff(cms.url());
    const token = /csrftoken=([^;]+)/.exec(staff)?.[1] ?? '';
    const publish = (online: boolean) =>
      request(`${cms.url()}/de/pageeditor-api/page/${id}/publish/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: staff, 'x-csrftoken': token },
        body: JSON.stringify({ is_online: online }),
      });
    expect((await publish(false)).status).toBe(200);
    try {
      const gone = await request(`${web.url}/de/impressum`);
      expect(gone.status).toBe(404);
      expect(gone.body).toContain('Diese Seite konnte nicht gefunden werden');
      // The other language's text is its own page state.
      expect((await request(`${web.url}/en/impressum`)).status).toBe(200);
    } finally {
      expect((await publish(true)).status).toBe(200);
    }
    expect((await request(`${web.url}/de/impressum`)).status).toBe(200);
  });
});
