// The legal pages (spec 000 §2 Terms, Privacy, Imprint) in Chromium, in both languages: reached
// through the footer's links by client navigation (no document load), each with its one h1, its
// text and the document title; axe finds no violation; the language switch keeps the legal page.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const CASES = [
  { locale: 'de', start: '/de/konzerte', links: [['AGB', '/de/agb', 'AGB'], ['Impressum', '/de/impressum', 'Impressum'], ['Datenschutz', '/de/datenschutz', 'Datenschutz']], other: '/en/impressum' },
  { locale: 'en', start: '/en/concerts', links: [['GTC', '/en/agb', 'Terms'], ['Imprint', '/en/impressum', 'Imprint'], ['Privacy policy', '/en/datenschutz', 'Privacy']], other: '/de/impressum' },
] as const;

describe('legal pages in Chromium', () => {
  for (const { locale, start, links, other } of CASES) {
    it(`are reached through the footer without a document load, with one h1 and no axe violation (${locale})`, async () => {
      const context = await suite.browser.newContext({ locale: locale === 'de' ? 'de-DE' : 'en-GB', viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.web.url}${start}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        // A marker on the window survives client navigation only.
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        for (const [name, path, title] of links) {
          await page.locator('footer').getByRole('link', { name, exact: true }).click();
          await page.waitForURL(`${suite.web.url}${path}`);
          // The URL changes first; the new screen follows once its data is there.
          await page.locator('h1#legal-title', { hasText: title }).waitFor();
          expect(await page.locator('h1').count()).toBe(1);
          await expect.poll(() => page.title()).toContain(title);
          expect(await page.locator('.legal-page__text').textContent()).not.toBe('');
          // The text's own first headline does not repeat the title.
          const firstHeading = await page.locator('.legal-page__text').evaluate((text) => text.querySelector('h2, h3')?.textContent ?? null);
          expect(firstHeading).not.toBe(title);
          expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
        }
        const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        // The language switch leads to the same legal text in the other language.
        await page.goto(`${suite.web.url}${links[1][1]}`);
        expect(await page.locator('.language-switch a[hreflang]:not([aria-current])').getAttribute('href')).toBe(other);
      } finally {
        await context.close();
      }
    });
  }
});
