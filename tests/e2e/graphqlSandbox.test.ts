// The GraphQL sandbox at GET /graphql in a real Chromium, under the site's CSP: it runs a
// query and browses the schema (introspection on), and says so when introspection is off.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startWeb, type RunningProcess } from '../support/processes';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openSandbox(url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser's own favicon request is the only 404 a bare page makes.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('404')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${url}/graphql`);
  return { page, problems };
}

describe('GraphQL sandbox with introspection', () => {
  let web: RunningProcess;

  beforeAll(async () => {
    web = await startWeb({ CMS_URL: inject('cmsUrl'), GRAPHQL_INTROSPECTION: 'true' });
  });

  afterAll(async () => {
    await web?.stop();
  });

  it('runs the query with its variables and shows the result', async () => {
    const { page, problems } = await openSandbox(web.url);
    await page.getByLabel('Query', { exact: true }).fill('query ($locale: Locale!) { events(locale: $locale, pageSize: 2) { pageSize items { id } } }');
    await page.getByLabel('Variables (JSON)').fill('{ "locale": "DE" }');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByTestId('sandbox-result').textContent()).toContain('"pageSize": 2');
    expect(await page.getByRole('status').textContent()).toMatch(/^HTTP 200 in \d+ ms$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('tells about variables that are not JSON instead of sending them', async () => {
    const { page } = await openSandbox(web.url);
    await page.getByLabel('Variables (JSON)').fill('{ locale: DE');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByTestId('sandbox-result').textContent()).toContain('Variables are not valid JSON');
    await page.close();
  });

  it('browses the schema from introspection, following a field to its type', async () => {
    const { page, problems } = await openSandbox(web.url);
    const types = page.getByRole('navigation', { name: 'Types' });
    await expect.poll(() => types.getByRole('button').count()).toBeGreaterThan(10);
    expect(await types.getByRole('button').first().textContent()).toBe('Query');
    await page.getByRole('button', { name: 'EventPage!' }).click();
    const detail = page.getByRole('region', { name: 'Type EventPage' });
    expect(await detail.textContent()).toContain('hasNextPage: Boolean!');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('GraphQL sandbox without introspection (the production default)', () => {
  let web: RunningProcess;

  beforeAll(async () => {
    web = await startWeb({ CMS_URL: inject('cmsUrl') });
  });

  afterAll(async () => {
    await web?.stop();
  });

  it('still runs queries and says why there is no schema', async () => {
    const { page } = await openSandbox(web.url);
    await expect.poll(() => page.getByRole('region', { name: 'Schema' }).textContent()).toContain('introspection is switched by GRAPHQL_INTROSPECTION');
    await page.getByLabel('Query', { exact: true }).fill('{ ok }');
    await page.getByLabel('Variables (JSON)').fill('');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByTestId('sandbox-result').textContent()).toContain('"ok": true');
    await page.close();
  });
});
