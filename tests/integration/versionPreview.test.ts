// A CMS page's version query over HTTP (spec 000 §4 "Non-logged visitors with a version query v
// are redirected (301) to the plain path. Logged staff can preview a version."): a visitor, and
// a request whose session the upstream does not know, get the 301; staff get that stored version
// streamed, for them alone (`Cache-Control: private, no-store`), with the notice naming it and the
// way to the current page; a version id that is not one of the page's is their 404. The page is
// made for this file and deleted after it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { graphql, request } from '../support/http';
import { loginAsStaff } from '../support/staff';

const gateway = gatewayForSuite({});
const PATH = `versionsvorschau-${Date.now().toString(36)}`;
let staffCookie = '';
let pageId = '';
let oldVersion = '';

async function staff<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await graphql(gateway.web.url, query, variables, { cookie: staffCookie });
  if (result.json.errors) throw new Error(JSON.stringify(result.json.errors));
  return result.json.data as T;
}

beforeAll(async () => {
  staffCookie = await loginAsStaff(inject('cmsUrl'));
  const created = await staff<{ createPage: { id: string } }>(
    'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
    {
      input: { title: 'Versionsvorschau', path: PATH, isOnline: true },
    },
  );
  pageId = created.createPage.id;
  const section = await staff<{ createSection: { id: string } }>(
    'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
    {
      input: { pageId, preset: 'FULL' },
    },
  );
  const module = await staff<{ createModule: { module: { id: string } } }>(
    'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { ... on HeadlineModule { id } } } }',
    {
      input: {
        parentId: section.createSection.id,
        column: 0,
        fields: { kind: 'HEADLINE', headline: { level: 2, content: 'Die alte Überschrift' } },
      },
    },
  );
  const versions = await staff<{ pageVersions: { id: string }[] }>('query ($id: ID!) { pageVersions(locale: DE, pageId: $id) { id } }', {
    id: pageId,
  });
  oldVersion = versions.pageVersions[0]?.id ?? '';
  await staff(
    'mutation ($id: ID!, $fields: ModuleFieldsInput!) { updateModule(locale: DE, id: $id, fields: $fields) { module { __typename } } }',
    {
      id: module.createModule.module.id,
      fields: { kind: 'HEADLINE', headline: { content: 'Die neue Überschrift' } },
    },
  );
});

afterAll(async () => {
  if (pageId) await staff('mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: pageId });
});

describe('a version query on a CMS page (spec 000 §4)', () => {
  it('sends a visitor to the plain page with 301, asking nobody who they are', async () => {
    const before = gateway.proxy.requests.length;
    const answer = await request(`${gateway.web.url}/de/${PATH}?v=${oldVersion}&utm=x`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/de/${PATH}?utm=x`);
    expect(gateway.proxy.requests.slice(before).filter((entry) => entry.path.includes('user'))).toEqual([]);
  });

  it('sends a session the upstream does not know to the plain page with 301', async () => {
    const answer = await request(`${gateway.web.url}/de/${PATH}?v=${oldVersion}`, {
      headers: { cookie: 'sessionid=not-a-session; csrftoken=x' },
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/de/${PATH}`);
  });

  it('streams the stored version to staff, for them alone, with a notice and the way to the current page', async () => {
    expect(oldVersion).toMatch(/^\d+$/);
    const answer = await request(`${gateway.web.url}/de/${PATH}?v=${oldVersion}`, { headers: { cookie: staffCookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(answer.body).toContain('Die alte Überschrift');
    expect(answer.body).not.toContain('Die neue Überschrift');
    expect(answer.body).toMatch(
      new RegExp(
        `<aside class="version-notice" aria-label="Versionsvorschau"><p class="version-notice__text">Sie sehen Version ${oldVersion} vom \\d{1,2}\\. \\p{L}+ \\d{4} um \\d{2}:\\d{2}\\.</p>`,
        'u',
      ),
    );
    expect(answer.body).toContain(`<a class="version-notice__link" href="/de/${PATH}">Aktuelle Seite anzeigen</a>`);

    const english = await request(`${gateway.web.url}/de/${PATH}?v=${oldVersion}`, {
      headers: { cookie: staffCookie, 'accept-language': 'en' },
    });
    expect(english.status).toBe(200);
  });

  it('keeps the preview out of what visitors get: the plain page shows the current version', async () => {
    // The staff preview just now must not have been kept for anyone else.
    await request(`${gateway.web.url}/de/${PATH}?v=${oldVersion}`, { headers: { cookie: staffCookie } });
    const visitor = await request(`${gateway.web.url}/de/${PATH}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toContain('Die neue Überschrift');
    expect(visitor.body).not.toContain('Die alte Überschrift');
    expect(visitor.body).not.toContain('version-notice');
    expect(visitor.headers['cache-control']).toBe('no-store');
  });

  it('answers staff 404 for a version id that is not one of the page’s', async () => {
    for (const version of ['999999', 'abc', '']) {
      const answer = await request(`${gateway.web.url}/de/${PATH}?v=${version}`, { headers: { cookie: staffCookie } });
      expect(answer.status, version).toBe(404);
      expect(answer.body).toContain('Diese Seite konnte nicht gefunden werden');
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
  });
});
