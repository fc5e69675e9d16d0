// A version preview by URL in Chromium (spec 000 §4; issue 12 "version preview for staff and the
// 301 for visitors"): staff open a page's URL with a stored version's id and see its old text
// under a notice that names the version, hydrated without a mismatch, and follow its link to the
// current page; a visitor's context opening the same URL gets the current page at the plain URL.
// The page is made for this file and deleted after it.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent, NO_CHOICES } from '../../src/shared/consent';
import { browserSuite } from '../support/browserSuite';
import { graphql } from '../support/http';
import { loginAsStaff } from '../support/staff';

const suite = browserSuite();
const PATH = `e2e-version-${Date.now().toString(36)}`;
const contexts: BrowserContext[] = [];
let staffCookie = '';
let pageId = '';
let oldVersion = '';

async function staff<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await graphql(suite.web.url, query, variables, { cookie: staffCookie });
  if (result.json.errors) throw new Error(JSON.stringify(result.json.errors));
  return result.json.data as T;
}

beforeAll(async () => {
  staffCookie = await loginAsStaff(inject('cmsUrl'));
  pageId = (
    await staff<{ createPage: { id: string } }>('mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }', {
      input: { title: 'Versionen im Browser', path: PATH, isOnline: true },
    })
  ).createPage.id;
  const section = await staff<{ createSection: { id: string } }>(
    'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
    { input: { pageId } },
  );
  const module = await staff<{ createModule: { module: { id: string } } }>(
    'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { ... on HeadlineModule { id } } } }',
    {
      input: {
        parentId: section.createSection.id,
        column: 0,
        fields: { kind: 'HEADLINE', headline: { level: 2, content: 'Gestern stand hier das' } },
      },
    },
  );
  oldVersion =
    (await staff<{ pageVersions: { id: string }[] }>('query ($id: ID!) { pageVersions(locale: DE, pageId: $id) { id } }', { id: pageId }))
      .pageVersions[0]?.id ?? '';
  await staff(
    'mutation ($id: ID!, $fields: ModuleFieldsInput!) { updateModule(locale: DE, id: $id, fields: $fields) { module { __typename } } }',
    {
      id: module.createModule.module.id,
      fields: { kind: 'HEADLINE', headline: { content: 'Heute steht hier das' } },
    },
  );
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  if (pageId) await staff('mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: pageId });
});

async function newContext(width: number, cookie?: string): Promise<Page> {
  const context = await suite.browser.newContext({ locale: 'de-DE', viewport: { width, height: 900 } });
  contexts.push(context);
  const cookies = [{ name: CONSENT_COOKIE, value: encodeConsent(createConsent(NO_CHOICES, new Date(), false)), url: suite.web.url }];
  for (const pair of cookie?.split('; ') ?? []) {
    const [name = '', value = ''] = pair.split('=');
    cookies.push({ name, value, url: suite.web.url });
  }
  await context.addCookies(cookies);
  return context.newPage();
}

const SHOTS = process.env.EDITOR_SCREENSHOTS;

describe('version preview by URL', () => {
  it('shows staff the stored version under a notice, and its link leads to the current page', async () => {
    for (const width of [1280, 390]) {
      const page = await newContext(width, staffCookie);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const response = await page.goto(`${suite.web.url}/de/${PATH}?v=${oldVersion}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await page.waitForSelector('html[data-hydrated="true"]');
      const notice = page.getByRole('complementary', { name: 'Versionsvorschau' });
      await expect
        .poll(() => notice.textContent())
        .toMatch(new RegExp(`^Sie sehen Version ${oldVersion} vom .+ um \\d{2}:\\d{2}\\.Aktuelle Seite anzeigen$`));
      expect(await page.locator('.cms-section h2').allTextContents()).toEqual(['Gestern stand hier das']);
      const axe = await new AxeBuilder({ page }).include('.cms-page').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/version-preview-${width}.png` });
      // Hydrated with the same text the server streamed (a mismatch is logged as an error).
      expect(problems).toEqual([]);

      await notice.getByRole('link', { name: 'Aktuelle Seite anzeigen' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect.poll(() => page.locator('.cms-section h2').allTextContents()).toEqual(['Heute steht hier das']);
      expect(await page.locator('.version-notice').count()).toBe(0);
    }
  });

  it('gives a visitor the current page at the plain URL', async () => {
    const page = await newContext(1280);
    await page.goto(`${suite.web.url}/de/${PATH}?v=${oldVersion}`);
    expect(new URL(page.url()).pathname).toBe(`/de/${PATH}`);
    expect(new URL(page.url()).search).toBe('');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('.cms-section h2').allTextContents()).toEqual(['Heute steht hier das']);
    expect(await page.locator('.version-notice').count()).toBe(0);
  });
});
