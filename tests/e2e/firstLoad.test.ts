// The first load without Apollo Client (docs/decisions/008): every page type hydrates from the
// results the server streamed with it, asking /graphql for nothing before the page's load event,
// and Apollo Client's chunk is not asked for before that event either (its files are fetched when
// the browser is idle after it). A filter change, the next page of the programme and a client
// navigation load it and work through it, in both languages. The page's scripts themselves are
// fetched only once the browser has painted the server's HTML and decoded the page's priority
// image (docs/decisions/010).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { chunkOf } from '../support/buildChunks';
import { findEntityPaths } from '../support/entityPaths';

const suite = browserSuite();
let apolloChunk: string;
/** One path of each page type that shows one thing, found in the sitemap (what exists depends on the seed's day). */
const found: Record<string, string> = {};

beforeAll(async () => {
  apolloChunk = chunkOf('src/client/data/createApolloClient.ts');
  Object.assign(found, await findEntityPaths(suite.web.url));
});

interface Timings {
  loadEventStart: number;
  graphqlBeforeLoad: string[];
  apolloChunkStart: number | null;
  firstPaint: number | null;
  /** When the first of the page's own scripts (/assets/*.js) was asked for. */
  firstScriptStart: number | null;
  /**
   * When the images the server marked `fetchpriority="high"` that were in the document at the
   * first paint had arrived (null: none was). One that streams in later (in a boundary the shell
   * did not hold) is not waited for: the scripts start from the first paint.
   */
  priorityImagesEnd: number | null;
}

/** When the page's load event began, the /graphql requests that started before it, and when Apollo's chunk was asked for. */
function timings(page: Page): Promise<Timings> {
  return page.evaluate((chunk) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const start = navigation.loadEventStart;
    const scripts = resources.filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime);
    const atPaint = (window as Window & { __priorityAtPaint?: HTMLImageElement[] }).__priorityAtPaint ?? [];
    const priority = new Set(atPaint.map((image) => image.currentSrc));
    const images = resources.filter((entry) => priority.has(entry.name)).map((entry) => entry.responseEnd);
    return {
      firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? null,
      firstScriptStart: scripts.length > 0 ? Math.min(...scripts) : null,
      priorityImagesEnd: images.length > 0 ? Math.max(...images) : null,
      loadEventStart: start,
      graphqlBeforeLoad: resources
        .filter((entry) => new URL(entry.name).pathname === '/graphql' && entry.startTime < start)
        .map((entry) => entry.name),
      apolloChunkStart: resources.find((entry) => new URL(entry.name).pathname === chunk)?.startTime ?? null,
    };
  }, apolloChunk);
}

/** Keeps the priority images that are in the document when the page first paints (as the page's loader sees them). */
function notePriorityImagesAtPaint(): void {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-paint')) return;
    observer.disconnect();
    Object.defineProperty(window, '__priorityAtPaint', { value: [...document.querySelectorAll('img[fetchpriority="high"]')] });
  }).observe({ type: 'paint', buffered: true });
}

async function openAndLoad(page: Page, path: string): Promise<Timings> {
  await page.addInitScript(notePriorityImagesAtPaint);
  const response = await page.goto(`${suite.web.url}${path}`, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  await page.waitForSelector('html[data-hydrated="true"]');
  // The browser idles after the load: Apollo Client's files are fetched then.
  await expect.poll(async () => (await timings(page)).apolloChunkStart, { timeout: 15_000 }).not.toBeNull();
  return timings(page);
}

const PAGES: [string, () => string][] = [
  ['home', () => '/de'],
  ['programme', () => '/de/konzerte'],
  ['event', () => found.event ?? ''],
  ['production', () => found.production ?? ''],
  ['subscription series', () => found.series ?? ''],
  ['magazine', () => '/de/orchesterleben'],
  ['article', () => found.article ?? ''],
  ['module overview (every module type)', () => '/de/modul-uebersicht'],
  ['ensemble', () => '/de/orchestermitglieder'],
  ['musician', () => found.musician ?? ''],
  ['venue', () => found.venue ?? ''],
  ['search results', () => '/de/search?q=konzert'],
  ['watchlist', () => '/de/merkliste'],
  ['cart', () => '/webshop'],
  ['home (English)', () => '/en'],
  ['programme (English)', () => '/en/concerts'],
];

describe('the first load without Apollo Client', () => {
  for (const [name, path] of PAGES) {
    it(`hydrates the ${name} page from what the server streamed, its scripts fetched after the first paint and its priority image, Apollo Client after the load event`, async () => {
      const context = await suite.browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const { loadEventStart, graphqlBeforeLoad, apolloChunkStart, firstPaint, firstScriptStart, priorityImagesEnd } = await openAndLoad(
          page,
          path(),
        );
        expect(firstPaint).not.toBeNull();
        expect(firstScriptStart).toBeGreaterThanOrEqual(firstPaint ?? Number.POSITIVE_INFINITY);
        if (priorityImagesEnd !== null) expect(firstScriptStart).toBeGreaterThanOrEqual(priorityImagesEnd);
        expect(graphqlBeforeLoad).toEqual([]);
        expect(apolloChunkStart).toBeGreaterThanOrEqual(loadEventStart);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  for (const { locale, programme, place, detailBase } of [
    { locale: 'de', programme: '/de/konzerte', place: 'Ort', detailBase: '/de/konzerte/' },
    { locale: 'en', programme: '/en/concerts', place: 'Location', detailBase: '/en/concerts/' },
  ] as const) {
    it(`filters, loads the next page and navigates through Apollo Client once it has loaded (${locale})`, async () => {
      const context = await suite.browser.newContext({
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await openAndLoad(page, programme);
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        const cards = page.locator('.event-card');

        // The next page, asked through Apollo Client and merged by its cache.
        const before = await cards.count();
        await page.locator('[data-testid="event-list-sentinel"]').scrollIntoViewIfNeeded();
        await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(before);
        await page.evaluate(() => window.scrollTo(0, 0));

        // A filter: a query the page did not stream.
        await page.getByRole('button', { name: place, exact: true }).click();
        const option = page.locator('.filter-dropdown--open .filter-dropdown__option').first();
        const roomName = (await option.textContent())?.trim() ?? '';
        await option.click();
        await expect
          .poll(
            async () => {
              const places = await page.locator('.event-card__place').allTextContents();
              return places.length > 0 && places.every((text) => text.includes(roomName));
            },
            { timeout: 15_000 },
          )
          .toBe(true);

        // A client navigation to an event's page.
        const link = cards.first().locator('.event-card__title a');
        const title = (await link.textContent())?.trim() ?? '';
        await link.click();
        await expect.poll(() => new URL(page.url()).pathname.startsWith(detailBase)).toBe(true);
        await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe(title);
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
});
