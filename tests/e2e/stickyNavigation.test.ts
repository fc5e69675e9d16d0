// The sticky navigation's way back to the top (spec 001 §4, §9) in a real Chromium: absent at the
// top, there after half the window height, back at the top in about 0.7 s with the keyboard
// continuing from the top, in both languages; what gets the focus is scrolled into view clear of
// the sticky header and the fixed buttons at the bottom (WCAG 2.4.11).
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent } from '../../src/shared/consent';
import { browserSuite } from '../support/browserSuite';

const suite = browserSuite();

describe('the sticky navigation', () => {
  it('offers "Nach oben" after half the window height and brings the page and the focus back to the top', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'de-DE' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.web.url}/de/konzerte`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const button = page.getByRole('button', { name: 'Nach oben' });
    expect(await button.count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.4));
    await page.waitForTimeout(200);
    expect(await button.count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
    await expect.poll(() => button.count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Schnellzugriff' }).count()).toBe(1);
    const axe = await new AxeBuilder({ page }).include('.sticky-nav').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    await expect.poll(() => button.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the focused element clear of the sticky header and of the fixed buttons, Tab and Shift+Tab, at phone and desktop widths', async () => {
    for (const width of [390, 1280]) {
      const context = await suite.browser.newContext({ viewport: { width, height: 800 }, locale: 'de-DE' });
      await context.addCookies([
        {
          name: CONSENT_COOKIE,
          value: encodeConsent(createConsent({ tracking: false, marketing: false, externalMedia: false }, new Date(), false)),
          url: suite.web.url,
        },
      ]);
      const page = await context.newPage();
      await page.goto(`${suite.web.url}/de/orchestermitglieder`);
      await page.waitForSelector('html[data-hydrated="true"]');
      const links = page.locator('.person-card__name a');
      expect(await links.count()).toBeGreaterThan(30);
      /** Where the focused element is against the header's bottom and the top of the fixed parts below. */
      const place = () =>
        page.evaluate(() => {
          const focused = document.activeElement?.getBoundingClientRect();
          const header = document.querySelector('.site-header')?.getBoundingClientRect();
          const fixedTops = [...document.querySelectorAll('.sticky-nav, .sticky-book-button')]
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.height > 0)
            .map((box) => box.top);
          // Rounded to whole pixels as the browser paints them (device pixel ratio 1): a scroll to
          // a fractional offset leaves sub-pixel positions that overlap by less than a pixel.
          return {
            top: Math.round(focused?.top ?? 0),
            bottom: Math.round(focused?.bottom ?? 0),
            headerBottom: Math.round(header?.bottom ?? 0),
            fixedTop: Math.round(Math.min(window.innerHeight, ...fixedTops)),
          };
        });
      // Down the list with Tab: each one above the buttons at the bottom (the sticky navigation shows once scrolled).
      await links.first().focus();
      for (let step = 0; step < 24; step += 1) {
        await page.keyboard.press('Tab');
        const { top, bottom, headerBottom, fixedTop } = await place();
        expect(bottom, `Tab ${step} at ${width}`).toBeLessThanOrEqual(fixedTop);
        expect(top, `Tab ${step} at ${width}`).toBeGreaterThanOrEqual(headerBottom);
      }
      expect(await page.getByRole('navigation', { name: 'Schnellzugriff' }).count()).toBe(1);
      // Back up with Shift+Tab: each one below the sticky header.
      for (let step = 0; step < 24; step += 1) {
        await page.keyboard.press('Shift+Tab');
        const { top, bottom, headerBottom, fixedTop } = await place();
        expect(top, `Shift+Tab ${step} at ${width}`).toBeGreaterThanOrEqual(headerBottom);
        expect(bottom, `Shift+Tab ${step} at ${width}`).toBeLessThanOrEqual(fixedTop);
      }
      await context.close();
    }
  });

  it('speaks English on English pages', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${suite.web.url}/en/concerts`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect.poll(() => page.getByRole('button', { name: 'Back to top' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Quick access' }).count()).toBe(1);
    await context.close();
  });
});
