// The events programme in a real Chromium: hydration, no refetch of streamed data, filters
// in the URL, infinite scroll, accessibility.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';

const suite = browserSuite();
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
let graphqlRequests: string[];

beforeEach(async () => {
  await context?.close();
  context = await suite.browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  consoleErrors = [];
  graphqlRequests = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    // Reads go as GET with a persisted-query hash; the first use of a hash retries as POST.
    const body = request.postData();
    const operation =
      url.searchParams.get('operationName') ?? (body ? (JSON.parse(body) as { operationName?: string }).operationName : undefined);
    graphqlRequests.push(`${request.method()} ${operation ?? '?'}`);
  });
});

async function openProgramme(path = '/de/konzerte') {
  const response = await page.goto(`${suite.web.url}${path}`);
  expect(response?.status()).toBe(200);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForSelector('[data-testid="event-list"]');
  await page.waitForLoadState('networkidle');
}

const eventCards = () => page.locator('.event-card');

describe('events programme in Chromium', () => {
  it('hydrates without console errors and makes no GraphQL request for what it shows', async () => {
    await openProgramme();
    expect(await eventCards().count()).toBeGreaterThanOrEqual(10);
    expect(await page.locator('h2.day-group__heading').count()).toBeGreaterThan(0);
    // The only requests allowed are infinite scroll fetching the *next* page when the sentinel
    // is already within 170 % of the viewport, and the header's account, which the server never
    // renders (personal, src/client/layout/operations.graphql HeaderUser); what the server
    // streamed is never asked again.
    expect(graphqlRequests.filter((entry) => !entry.endsWith(' MoreEvents') && !entry.endsWith(' HeaderUser'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('choosing a filter updates the URL and the list; choosing it again clears it', async () => {
    await openProgramme();
    await page.getByRole('button', { name: 'Ort', exact: true }).click();
    const option = page.locator('.filter-dropdown--open .filter-dropdown__option').first();
    const roomName = (await option.textContent())?.trim() ?? '';
    const roomId = await option.getAttribute('data-option-id');
    await option.click();

    await expect.poll(() => new URL(page.url()).searchParams.get('room')).toBe(roomId);
    await page.waitForSelector('[data-testid="event-list"], .empty-result');
    const places = await page.locator('.event-card__place').allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toContain(roomName);
    expect(graphqlRequests.length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: `Ort: ${roomName}`, exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: `Ort: ${roomName}`, exact: true }).click();
    await page.locator('.filter-dropdown--open .filter-dropdown__option[aria-pressed="true"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.has('room')).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it('loads the next page when scrolled to the bottom', async () => {
    await openProgramme();
    const before = await eventCards().count();
    await page.locator('[data-testid="event-list-sentinel"]').scrollIntoViewIfNeeded();
    await expect.poll(() => eventCards().count(), { timeout: 10_000 }).toBeGreaterThan(before);
    expect(graphqlRequests).toContain('GET MoreEvents');
    expect(consoleErrors).toEqual([]);
  });

  it('shows the empty-result text and resets the filters', async () => {
    // A day after the season: nothing is scheduled that far ahead.
    await page.goto(`${suite.web.url}/en/concerts?room=1&date=01-01-2035`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByText('Unfortunately, your selection did not produce any result.').waitFor();
    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.waitForSelector('[data-testid="event-list"]');
    expect(await eventCards().count()).toBeGreaterThanOrEqual(10);
  });

  it('has no WCAG 2.2 AA violations axe can find', async () => {
    await openProgramme('/en/concerts');
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(
      result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
