// The sticky navigation's way back to the top (spec 001 §4, §9) in a real Chromium: absent at the
// top, there after half the window height, back at the top in about 0.7 s with the keyboard
// continuing from the top, in both languages.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
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
