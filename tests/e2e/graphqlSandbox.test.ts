// GraphiQL at GET /graphql in a real Chromium with the network cut off: every request to
// another origin is aborted and counted. It must load from our own origin alone, open with the
// docs and the example tabs, run an example, and do so without a console error or a CSP
// violation (the page's own policy: docs/graphql-sandbox.md).
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
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

interface Sandbox {
  context: BrowserContext;
  page: Page;
  /** Requests to any origin but the site's, each aborted. */
  offOrigin: string[];
  /** Console errors and uncaught exceptions of the page and its workers. */
  problems: string[];
  /** CSP violations the page reported. */
  violations(): Promise<string[]>;
  /** URLs of the workers the page started. */
  workers: string[];
  /** Bodies of the page's POSTs to /graphql. */
  operations: string[];
}

async function openSandbox(siteUrl: string): Promise<Sandbox> {
  const origin = new URL(siteUrl).origin;
  const context = await browser.newContext();
  const offOrigin: string[] = [];
  // The whole context (page and workers): anything not from our origin is cut off, as with no network.
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) {
      await route.continue();
      return;
    }
    offOrigin.push(url);
    await route.abort('internetdisconnected');
  });
  // Before any script of the page: collect the CSP violations the document reports.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const workers: string[] = [];
  const operations: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/graphql') operations.push(sent.postData() ?? '');
  });
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('worker', (worker) => {
    workers.push(worker.url());
    worker.on('console', onConsole);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto(`${siteUrl}/graphql`);
  expect(response?.status()).toBe(200);
  return {
    context,
    page,
    offOrigin,
    problems,
    workers,
    operations,
    violations: () => page.evaluate(() => (window as Window & { cspViolations?: string[] }).cspViolations ?? []),
  };
}

/**
 * Opens an example tab and waits until GraphiQL has taken its operation: the editor shows it,
 * and GraphiQL reads the operation name 100 ms (debounced) after the editor changed.
 */
async function openTab(page: Page, name: string): Promise<void> {
  await page.locator('.graphiql-tab', { hasText: name }).click();
  await expect
    .poll(async () => (await page.locator('.graphiql-query-editor .view-lines').textContent())?.replaceAll('\u00a0', ' '))
    .toContain(` ${name}(`);
  await page.waitForTimeout(500);
}

/** The response pane's text as Monaco shows it (its lines, spaces as no-break spaces). */
async function responseText(page: Page): Promise<string> {
  return ((await page.locator('.graphiql-response .view-lines').textContent()) ?? '').replaceAll('\u00a0', ' ');
}

describe('GraphiQL with introspection, offline but for our origin', () => {
  let web: RunningProcess;

  beforeAll(async () => {
    web = await startWeb({ CMS_URL: inject('cmsUrl'), GRAPHQL_INTROSPECTION: 'true' });
  });

  afterAll(async () => {
    await web?.stop();
  });

  it('opens with the schema docs and the example tabs, runs the programme example and shows its result', async () => {
    const sandbox = await openSandbox(web.url);
    const { page } = sandbox;

    // The doc explorer is open and filled from introspection.
    const docs = page.locator('.graphiql-doc-explorer');
    await docs.waitFor({ timeout: 30_000 });
    await expect.poll(() => docs.textContent(), { timeout: 30_000 }).toContain('Query');
    expect(sandbox.operations.filter((body) => body.includes('__schema'))).toHaveLength(1);

    const tabs = page.locator('.graphiql-tab');
    await expect.poll(() => tabs.count()).toBe(7);
    expect(await tabs.allTextContents()).toEqual(
      expect.arrayContaining(
        ['Programme', 'EventWithBooking', 'CmsPage', 'Search', 'Cart', 'EditorLogin', 'UpdateModule'].map(
          (name) => expect.stringContaining(name) as unknown,
        ),
      ),
    );

    // The first tab (the programme) is active: run it and read its result.
    await page.locator('.graphiql-query-editor .monaco-editor').waitFor({ timeout: 30_000 });
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => responseText(page), { timeout: 30_000 }).toContain('"totalCount"');
    const shown = await responseText(page);
    expect(shown).toContain('"events"');
    expect(shown).not.toContain('"errors"');

    // Autocomplete: the GraphQL worker answers in the query editor.
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nquery Probe { even');
    await page.keyboard.press('Control+Space');
    await expect
      .poll(() => page.locator('.suggest-widget .monaco-list-row').allTextContents(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining('events') as unknown]));

    // The explorer plugin lists the query fields to click together.
    await page.getByRole('button', { name: 'Show GraphiQL Explorer' }).click();
    const explorer = page.locator('.graphiql-explorer-root');
    await explorer.waitFor();
    await expect.poll(() => explorer.textContent()).toContain('eventFilterOptions');

    // The history plugin has the operation that ran.
    await page.getByRole('button', { name: 'Show History' }).click();
    await expect.poll(() => page.locator('.graphiql-history').textContent()).toContain('Programme');

    // Monaco's workers are our own files, and nothing else was asked of any other origin.
    expect(sandbox.workers.length).toBeGreaterThanOrEqual(2);
    for (const url of sandbox.workers)
      expect(url).toMatch(new RegExp(`^${web.url}/assets/sandbox-(editor|graphql|json)-worker-[A-Z0-9]+\\.js$`));
    expect(sandbox.offOrigin).toEqual([]);
    expect(await sandbox.violations()).toEqual([]);
    expect(sandbox.problems).toEqual([]);
    await sandbox.context.close();
  });

  it('runs an example with variables from another tab: the editor login', async () => {
    const sandbox = await openSandbox(web.url);
    const { page } = sandbox;
    await page.locator('.graphiql-query-editor .monaco-editor').waitFor({ timeout: 30_000 });
    await openTab(page, 'EditorLogin');
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => responseText(page), { timeout: 30_000 }).toContain('"isLoggedIn": true');
    expect(sandbox.offOrigin).toEqual([]);
    expect(await sandbox.violations()).toEqual([]);
    expect(sandbox.problems).toEqual([]);
    await sandbox.context.close();
  });
});

describe('GraphiQL without introspection (the production default)', () => {
  let web: RunningProcess;

  beforeAll(async () => {
    web = await startWeb({ CMS_URL: inject('cmsUrl') });
  });

  afterAll(async () => {
    await web?.stop();
  });

  it('asks for no schema and still runs operations', async () => {
    const sandbox = await openSandbox(web.url);
    const { page } = sandbox;
    await page.locator('.graphiql-query-editor .monaco-editor').waitFor({ timeout: 30_000 });
    await openTab(page, 'Cart');
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => responseText(page), { timeout: 30_000 }).toContain('"hasReservation": false');
    expect(sandbox.operations).toHaveLength(1);
    expect(sandbox.operations.filter((body) => body.includes('__schema'))).toEqual([]);
    expect(sandbox.offOrigin).toEqual([]);
    expect(await sandbox.violations()).toEqual([]);
    expect(sandbox.problems).toEqual([]);
    await sandbox.context.close();
  });
});
