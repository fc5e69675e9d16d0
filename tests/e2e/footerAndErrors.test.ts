// The footer (spec 001 §2 "Footer"), the site settings' HTML blocks (spec 000 §3) and the error
// page with and without custom HTML (spec 000 §2 "Error page", §8) in a real Chromium, in both
// languages, with axe. Settings are changed through the gateway's staff mutations and put back
// in afterAll: the upstream is shared with the other test files.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { graphql, request } from '../support/http';
import { loginAsStaff } from '../support/staff';

const suite = browserSuite();
let staffCookie = '';

const BLOCKS = {
  htmlFooterTop:
    '<p class="partner-note">Oben im Fuß <strong>fett</strong></p><script>window.__xss = 1</script><a href="javascript:window.__xss=2">Klick</a>' +
    '<style>footer{display:none}</style><iframe src="/de"></iframe><p style="position:fixed" onmouseover="window.__xss=3">Ohne Stil</p>',
  htmlFooterBottom: '<p>Unten im Fuß</p>',
  htmlFooterLogos: '<span class="logo">Partnerlogo</span>',
  htmlHeader: '<p>Über dem Kopf</p>',
};
const CLEARED = { htmlFooterTop: '', htmlFooterBottom: '', htmlFooterLogos: '', htmlHeader: '' };

async function staff(query: string, variables: Record<string, unknown> = {}) {
  const reply = await graphql(suite.web.url, query, variables, { cookie: staffCookie });
  expect(reply.json.errors).toBeUndefined();
  return reply.json.data;
}
const setSiteHtml = (input: Record<string, string>) =>
  staff('mutation($input: SiteSettingsInput!) { updateSiteSettings(locale: DE, input: $input) { htmlFooterTop } }', { input });
const setCustom404 = (html: string) =>
  staff(
    'mutation($html: String!) { updateDesignSettings(locale: DE, input: { errorPages: [{ status: 404, html: $html }] }) { errorPages { status } } }',
    { html },
  );

beforeAll(async () => {
  staffCookie = await loginAsStaff(inject('cmsUrl'));
});

afterAll(async () => {
  if (!staffCookie) return;
  await setSiteHtml(CLEARED);
  await setCustom404('');
});

async function open(path: string, width = 1280) {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The 404 page's own document answers 404, which Chromium logs.
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  const response = await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, errors, status: response?.status() };
}

async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the footer', () => {
  beforeAll(async () => {
    await setSiteHtml(BLOCKS);
  });

  for (const { locale, path, contact, legal, cookies, whistleblower, newTab, copyright } of [
    {
      locale: 'de',
      path: '/de/konzerte',
      contact: { name: 'Kontakt', href: '/de/kontakt' },
      legal: [
        ['AGB', '/de/agb'],
        ['Impressum', '/de/impressum'],
        ['Datenschutz', '/de/datenschutz'],
      ],
      cookies: 'Cookie-Einstellungen',
      whistleblower: 'Hinweisgeberschutzgesetz',
      newTab: '(öffnet in neuem Tab)',
      copyright: 'Aurelia Philharmonie',
    },
    {
      locale: 'en',
      path: '/en/concerts',
      contact: { name: 'Contact', href: '/en/contact' },
      legal: [
        ['GTC', '/en/agb'],
        ['Imprint', '/en/impressum'],
        ['Privacy policy', '/en/datenschutz'],
      ],
      cookies: 'Cookie settings',
      whistleblower: 'Whistleblower Protection Act',
      newTab: '(opens in a new tab)',
      copyright: 'Aurelia Philharmonic',
    },
  ]) {
    it(`shows its links, the sanitised HTML blocks and passes axe (${locale})`, async () => {
      const { context, page, errors } = await open(path);
      const footer = page.getByRole('contentinfo');

      // The CMS's footer navigation: an internal link stays in the tab.
      const internal = footer.getByRole('link', { name: contact.name, exact: true });
      await expect.poll(() => internal.getAttribute('href')).toBe(contact.href);
      expect(await internal.getAttribute('target')).toBeNull();
      // Links the fixed list has are not repeated.
      for (const [name, href] of legal) {
        const links = footer.getByRole('link', { name, exact: true });
        expect(await links.count()).toBe(1);
        expect(await links.getAttribute('href')).toBe(href);
      }
      // The external link opens a new tab, without a handle on this one, and says so.
      const external = footer.getByRole('link', { name: `${whistleblower} ${newTab}` });
      expect(await external.getAttribute('target')).toBe('_blank');
      expect(await external.getAttribute('rel')).toContain('noopener');
      expect(await external.getAttribute('href')).toMatch(/^https:\/\//);

      // Cookie settings is a button that asks the consent manager to open.
      await page.evaluate(() =>
        window.addEventListener('consent:open', () => document.documentElement.setAttribute('data-consent-opened', 'yes')),
      );
      await footer.getByRole('button', { name: cookies }).click();
      expect(await page.locator('html').getAttribute('data-consent-opened')).toBe('yes');

      // The HTML blocks, sanitised by the gateway: their text is there, nothing active is.
      await expect.poll(() => footer.getByText('Oben im Fuß').count()).toBe(1);
      expect(await footer.locator('.partner-note strong').textContent()).toBe('fett');
      expect(await footer.getByText('Unten im Fuß').count()).toBe(1);
      expect(await footer.getByText('Partnerlogo').count()).toBe(1);
      expect(await page.getByText('Über dem Kopf').count()).toBe(1);
      expect(await footer.locator('script, style, iframe, [style], [onmouseover]').count()).toBe(0);
      expect(await footer.locator('a', { hasText: 'Klick' }).getAttribute('href')).toBeNull();
      expect(await footer.getByText('Ohne Stil').isVisible()).toBe(true);
      await page.mouse.move(10, 10);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

      expect(await footer.locator('.site-footer__copyright').textContent()).toMatch(new RegExp(`^© 20\\d\\d ${copyright}$`));
      expect(await axeViolations(page, 'footer')).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the error page', () => {
  it('shows the design settings’ custom 404 HTML, sanitised, and the default page once it is cleared (de)', async () => {
    await setCustom404(
      '<h1>Verlaufen?</h1><p>Hier geht es <a href="/de/konzerte">zum Programm</a>.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2" alt="">',
    );
    const custom = await open(`/de/gibt-es-nicht-${Date.now()}`, 390);
    expect(custom.status).toBe(404);
    const main = custom.page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Verlaufen?');
    expect(await main.getByRole('link', { name: 'zum Programm' }).getAttribute('href')).toBe('/de/konzerte');
    expect(await main.locator('script, [onerror]').count()).toBe(0);
    expect(await custom.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await axeViolations(custom.page, 'main')).toEqual([]);
    expect(custom.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    await custom.context.close();

    await setCustom404('');
    const plain = await open(`/de/gibt-es-nicht-${Date.now()}`);
    expect(plain.status).toBe(404);
    expect(await plain.page.getByRole('heading', { level: 1 }).textContent()).toBe('Diese Seite konnte nicht gefunden werden');
    expect(await plain.page.locator('main').getByText('Fehler 404').count()).toBe(1);
    expect(await plain.page.locator('main').getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de');
    expect(await axeViolations(plain.page, 'main')).toEqual([]);
    expect(plain.errors).toEqual([]);
    await plain.context.close();
  });

  it('shows the custom HTML and the default page in English too', async () => {
    await setCustom404('<h1>Lost?</h1><p>Try the <a href="/en/concerts">programme</a>.</p>');
    const custom = await open('/en/no-such-page-here');
    expect(custom.status).toBe(404);
    expect(await custom.page.getByRole('heading', { level: 1 }).textContent()).toBe('Lost?');
    expect(await axeViolations(custom.page, 'main')).toEqual([]);
    await custom.context.close();

    await setCustom404('');
    const plain = await open('/en/no-such-page-either');
    expect(await plain.page.getByRole('heading', { level: 1 }).textContent()).toBe('This page could not be found');
    expect(await plain.page.locator('main').getByRole('link', { name: 'To the homepage' }).getAttribute('href')).toBe('/en');
    expect(await axeViolations(plain.page, 'main')).toEqual([]);
    expect(plain.errors).toEqual([]);
    await plain.context.close();
  });
});

describe('the notices (spec 000 §8)', () => {
  it('tells a visitor on a slow connection and a weak device, with reload and close buttons that work (de)', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    // The browser's own answers, as a 2G phone with 2 cores and 1 GiB would give them.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '2g', saveData: false }) });
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 2 });
      Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 1 });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.web.url}/de/konzerte`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const region = page.locator('.site-notices');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => region.locator('.site-notice').count()).toBe(2);
    expect(await region.getByText('Ihre Verbindung ist gerade sehr langsam', { exact: false }).count()).toBe(1);
    expect(await region.getByText('Ihr Gerät hat wenig Leistung', { exact: false }).count()).toBe(1);
    expect(await axeViolations(page, '.site-notices')).toEqual([]);

    // Closing one keeps it closed on the next page of this tab; the focus goes to the content.
    await region.locator('[data-notice="lowBandwidth"]').getByRole('button', { name: 'Hinweis schließen' }).click();
    expect(await region.locator('.site-notice').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // 'Seite neu laden' reloads the page.
    await Promise.all([page.waitForEvent('load'), region.getByRole('button', { name: 'Seite neu laden' }).click()]);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.locator('.site-notices .site-notice').count()).toBe(1);
    expect(await page.locator('[data-notice="weakHardware"]').count()).toBe(1);
    // The notice for browsers too old to run the bundle stays hidden in this one.
    expect(await page.locator('[data-notice="legacyBrowser"]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows nothing on an ordinary browser, and has the no-JavaScript notice for a browser without it (en)', async () => {
    const ordinary = await open('/en/concerts');
    await ordinary.page.waitForTimeout(300);
    expect(await ordinary.page.locator('.site-notices .site-notice').count()).toBe(0);
    await ordinary.context.close();

    // A Playwright context with javaScriptEnabled: false (scripts switched off over CDP) did not
    // render <noscript> content in our runs, so the page's HTML is read as it arrives instead.
    const html = (await request(`${suite.web.url}/en/concerts?room=1`)).body;
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain('JavaScript is switched off.');
    expect(noscript).toContain('<a href="/en/concerts?room=1">Reload after switching it on</a>');
  });
});
