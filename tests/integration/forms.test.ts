// The forms page (spec 000 §2 "Forms page") over HTTP: the form streams under its own path in
// both languages with every field and the appended e-mail confirmation; a slug other than the
// one made from its title answers 301 to it (the query kept), an unknown or malformed id is the
// 404 page, all before any byte. A submission through the gateway is stored.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { htmlErrors, javaAvailable } from '../support/checkHtml';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';

let web: RunningProcess;

beforeAll(async () => {
  web = await startWeb({ CMS_URL: inject('cmsUrl') });
});

afterAll(async () => {
  await web?.stop();
});

describe('forms page', () => {
  it('streams the form with every field type in German and English', async () => {
    for (const [path, title, confirm] of [
      ['/de/forms/konzertwunsch/7', 'Konzertwunsch', 'E-Mail-Adresse wiederholen'],
      ['/en/forms/concert-request/7', 'Concert request', 'Repeat'],
    ] as const) {
      const page = await request(`${web.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body).toMatch(new RegExp(`<title>${title} \\| Aurelia Philharmoni[ec]</title>`));
      expect(page.body).toContain(`<h1 id="form-title">${title}</h1>`);
      expect(page.body).toContain(confirm);
      // One control per kind: text, e-mail, number, checkboxes, select, multiple select, date,
      // textarea, file, url, single checkbox and the confirmation; the hidden field is not shown.
      for (const slug of ['name', 'email', 'guests', 'venue', 'days', 'wish_date', 'wish', 'score', 'recording_url', 'privacy', 'email2']) {
        expect(page.body, slug).toMatch(new RegExp(`id="form-7-${slug}"`));
      }
      expect(page.body).toMatch(/id="form-7-genres-\d"/);
      expect(page.body).toContain('multiple=""');
      expect(page.body).toContain('type="file"');
      expect(page.body).not.toContain('id="form-7-source"');
      // spec 000 §5: checkboxes start with their default, the number too.
      expect(page.body).toMatch(/checked="" value="romantic"|value="romantic" checked=""/);
      expect(page.body).toMatch(/id="form-7-guests"[^>]*value="2"|value="2"[^>]*id="form-7-guests"/);
    }
  });

  it('answers 301 to the slug of the title in the page language, keeping the query', async () => {
    const moved = await request(`${web.url}/de/forms/falsch/7?x=1`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/de/forms/konzertwunsch/7?x=1');
    const english = await request(`${web.url}/en/forms/konzertwunsch/1`);
    expect(english.status).toBe(301);
    expect(english.headers.location).toBe('/en/forms/contact/1');
  });

  it('answers 404 for an unknown or malformed form id', async () => {
    for (const path of ['/de/forms/kontakt/9999', '/en/forms/contact/0', '/de/forms/kontakt/abc']) {
      const page = await request(`${web.url}${path}`);
      expect(page.status, path).toBe(404);
      expect(page.body).toMatch(/Diese Seite konnte nicht gefunden werden|This page could not be found/);
    }
  });

  it('stores a submission and refuses a mismatching e-mail confirmation in the caller language', async () => {
    const submit = (values: Record<string, unknown>[]) =>
      graphql(
        web.url,
        'mutation ($values: [FormValueInput!]!) { submitFormEntry(locale: DE, formId: "2", values: $values) { id formId } }',
        { values },
      );
    const ok = await submit([
      { slug: 'email', text: 'a@example.org' },
      { slug: 'privacy', flag: true },
      { slug: 'email2', text: 'a@example.org' },
    ]);
    expect(ok.json.errors).toBeUndefined();
    expect(ok.json.data?.submitFormEntry).toMatchObject({ formId: '2' });
    const mismatch = await submit([
      { slug: 'email', text: 'a@example.org' },
      { slug: 'privacy', flag: true },
      { slug: 'email2', text: 'b@example.org' },
    ]);
    expect(mismatch.json.errors?.[0]?.extensions?.fieldErrors).toEqual({ email2: ['Die E-Mail-Adressen stimmen nicht überein!'] });
  });
});

describe.skipIf(!javaAvailable())('the W3C Nu HTML checker', () => {
  it('finds no error on the forms page, the login and the editor hub in either language', { timeout: 300_000 }, async () => {
    const documents = await Promise.all(
      [
        '/de/forms/konzertwunsch/7',
        '/en/forms/concert-request/7',
        '/de/user/anmelden',
        '/en/user/login',
        '/cms-hub?lang=de',
        '/cms-hub?lang=en',
      ].map(async (path) => ({
        name: path,
        html: (await request(`${web.url}${path}`)).body,
      })),
    );
    expect(await htmlErrors(documents)).toEqual([]);
  });
});
