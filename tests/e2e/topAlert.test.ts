// The top alert (spec 001 §4) in a real Chromium: shown once loaded, closed by its button (the
// dismissal cookie then keeps that alert away), shown again for another alert's id, in both languages.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/http';
import { browserSuite } from '../support/browserSuite';

const suite = browserSuite();
let alert: { id: string; title: string };
let englishTitle = '';

beforeAll(async () => {
  const german = await graphql(suite.web.url, '{ breakingNews(locale: DE) { id title } }');
  const english = await graphql(suite.web.url, '{ breakingNews(locale: EN) { id title } }');
  const first = (german.json.data as { breakingNews: { id: string; title: string }[] }).breakingNews[0];
  if (!first) throw new Error('the seed has no alert online');
  alert = first;
  englishTitle = (english.json.data as { breakingNews: { title: string }[] }).breakingNews[0]?.title ?? '';
});

async function open(path: string, cookie?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  if (cookie !== undefined) await context.addCookies([{ name: 'top-alert-noeku', value: cookie, url: suite.web.url }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, errors };
}

describe('the top alert', () => {
  it('shows the first alert once loaded, and closing it keeps it closed with the alert id in the cookie', async () => {
    const { context, page, errors } = await open('/de/konzerte');
    const region = page.getByRole('region', { name: 'Aktueller Hinweis' });
    await expect.poll(() => region.isVisible()).toBe(true);
    expect(await region.textContent()).toContain(alert.title);
    const axe = await new AxeBuilder({ page }).include('.top-alert').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole('button', { name: 'Hinweis schließen' }).click();
    expect(await region.count()).toBe(0);
    // The focus does not get lost with the button.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'top-alert-noeku');
    expect(cookie?.value).toBe(alert.id);
    expect(cookie?.path).toBe('/');

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(300);
    expect(await page.locator('.top-alert').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows again when the cookie holds another alert’s id, and not for a value that is no id', async () => {
    const other = await open('/de/konzerte', '999999');
    await expect.poll(() => other.page.locator('.top-alert').isVisible()).toBe(true);
    await other.context.close();
    const junk = await open('/de/konzerte', 'abc');
    await junk.page.waitForTimeout(300);
    expect(await junk.page.locator('.top-alert').count()).toBe(0);
    await junk.context.close();
  });

  it('speaks English on English pages', async () => {
    const { context, page, errors } = await open('/en/concerts');
    const region = page.getByRole('region', { name: 'Current notice' });
    await expect.poll(() => region.isVisible()).toBe(true);
    expect(await region.textContent()).toContain(englishTitle);
    expect(await page.getByRole('button', { name: 'Close notice' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides while the header is open, without storing the cookie, and returns when it closes (spec 001 §4)', async () => {
    const { context, page, errors } = await open('/en/concerts');
    const region = page.getByRole('region', { name: 'Current notice' });
    await expect.poll(() => region.isVisible()).toBe(true);
    // Once the menu has streamed in, the burger opens the mobile navigation.
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.waitFor();
    await burger.click();
    await expect.poll(() => page.locator('.top-alert').isVisible()).toBe(false);
    expect(await region.count()).toBe(0);
    expect((await context.cookies()).some((cookie) => cookie.name === 'top-alert-noeku')).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => region.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
