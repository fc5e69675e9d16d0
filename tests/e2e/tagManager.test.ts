// loadTagManager (src/client/layout/consent/loadTagManager.ts) in a real Chromium under a nonce
// CSP like the site's: nothing before consent to tracking; then consent-mode defaults (all
// denied) before the answer and before gtm.js, which loads with the page's nonce. gtm.js is a
// local stub (page.route): there is no outside network here.
//
// The site itself cannot be asked yet: its container id comes from design settings, which the
// gateway does not serve yet (ConsentManager gets tagManagerId={null}). Once it does, a test of
// the whole page belongs in tests/e2e/consent.test.ts.
import { build } from 'esbuild';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { ROOT } from '../support/processes';

const ORIGIN = 'http://consent.test';
const NONCE = 'bm9uY2UtZm9yLXRoZS10ZXN0';
const CSP = `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; style-src 'self'; img-src 'self' data:; connect-src 'self'`;

let browser: Browser | undefined;
let loaderSource = '';

beforeAll(async () => {
  const bundled = await build({
    entryPoints: [path.join(ROOT, 'src/client/layout/consent/loadTagManager.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'TagManagerUnderTest',
    platform: 'browser',
    write: false,
  });
  loaderSource = bundled.outputFiles[0]?.text ?? '';
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Harness {
  page: Page;
  gtmRequests: string[];
  violations: () => Promise<string[]>;
  close: () => Promise<void>;
}

async function open(): Promise<Harness> {
  if (!browser) throw new Error('Chromium has not started');
  const context = await browser.newContext();
  const page = await context.newPage();
  const gtmRequests: string[] = [];
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/loader.js') {
      await route.fulfill({ contentType: 'text/javascript', body: loaderSource });
      return;
    }
    await route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': CSP },
      body: `<!doctype html><html lang="en"><head><title>t</title><script nonce="${NONCE}" src="/loader.js"></script></head><body></body></html>`,
    });
  });
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    gtmRequests.push(route.request().url());
    // The stub records that it ran, i.e. that the CSP let it run.
    await route.fulfill({ contentType: 'text/javascript', body: 'window.gtmStubRan = true;' });
  });
  await page.route(/^(?!http:\/\/consent\.test|https:\/\/www\.googletagmanager\.com)/, (route) => route.abort());
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(`${ORIGIN}/`);
  return {
    page,
    gtmRequests,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    close: () => context.close(),
  };
}

type Choices = { tracking: boolean; marketing: boolean; externalMedia: boolean };
type Loader = { loadTagManager: (id: string, choices: Choices) => string };

function load(page: Page, id: string, choices: Choices): Promise<string> {
  return page.evaluate(
    ([containerId, chosen]) =>
      (window as unknown as { TagManagerUnderTest: Loader }).TagManagerUnderTest.loadTagManager(containerId, chosen),
    [id, choices] as const,
  );
}

/** The dataLayer as plain data: gtag commands (Arguments objects) as ['args', ...]. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? ['args', ...Array.from(entry as ArrayLike<unknown>)] : entry,
    ),
  );
}

describe('loadTagManager in Chromium under the site’s kind of CSP', () => {
  it('loads nothing while tracking is not allowed, nor for an id that is not a container id', async () => {
    const { page, gtmRequests, violations, close } = await open();
    expect(await load(page, 'GTM-TEST01', { tracking: false, marketing: true, externalMedia: true })).toBe('refused');
    expect(await load(page, 'GTM-TEST01&l=x', { tracking: true, marketing: true, externalMedia: true })).toBe('refused');
    await page.waitForTimeout(200);
    expect(gtmRequests).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('script[data-tag-manager]'))).toBeNull();
    expect(await violations()).toEqual([]);
    await close();
  });

  it('after consent: denied defaults, then the answer, then gtm.js with the page’s nonce, run under the CSP', async () => {
    const { page, gtmRequests, violations, close } = await open();
    expect(await load(page, 'GTM-TEST01', { tracking: true, marketing: false, externalMedia: false })).toBe('loaded');
    await expect.poll(() => page.evaluate(() => (window as unknown as { gtmStubRan?: boolean }).gtmStubRan === true)).toBe(true);
    expect(gtmRequests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST01']);
    expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[data-tag-manager]')?.nonce)).toBe(
      'bm9uY2UtZm9yLXRoZS10ZXN0',
    );
    const layer = await dataLayer(page);
    expect(layer.slice(0, 2)).toEqual([
      [
        'args',
        'consent',
        'default',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
      [
        'args',
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
    expect(layer[2]).toMatchObject({ event: 'gtm.js' });
    expect(await violations()).toEqual([]);

    // A later answer is passed on as an update; the script is not added twice.
    expect(await load(page, 'GTM-TEST01', { tracking: false, marketing: false, externalMedia: false })).toBe('updated');
    expect((await dataLayer(page)).at(-1)).toEqual([
      'args',
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(await page.evaluate(() => document.querySelectorAll('script[data-tag-manager]').length)).toBe(1);
    expect(gtmRequests).toHaveLength(1);
    await close();
  });

  it('the harness does enforce the CSP: a script without the nonce is refused', async () => {
    const { page, gtmRequests, violations, close } = await open();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://www.googletagmanager.com/gtm.js?id=GTM-NONONCE';
      document.head.append(script);
    });
    await expect.poll(violations).toEqual(['script-src-elem https://www.googletagmanager.com/gtm.js?id=GTM-NONONCE']);
    expect(gtmRequests).toEqual([]);
    await close();
  });
});
