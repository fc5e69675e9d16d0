// The watchlist in a real Chromium, in both languages (issue 10: the header's Favorites): the star
// on the event's page pressed with the keyboard, the header's count, the watchlist screen with
// the event's live data and its feed links, removal with undo, two pages of one browser kept in
// step through the storage event, storage that holds rubbish or cannot be used, and axe on the
// screen filled and empty.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { graphql } from '../support/http';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
/** A client navigation asks /graphql and may load a chunk: on two busy cores, seconds. */
const SLOW = { timeout: 15_000 };
const STORAGE_KEY = 'aurelia-philharmonie.watchlist.v1';

interface Language {
  locale: 'de' | 'en';
  graphqlLocale: 'DE' | 'EN';
  watchlistPath: string;
  eventBase: string;
  title: string;
  favorites: string;
  add: string;
  remove: string;
  added: string;
  oneEvent: string;
  countInHeader: string;
  removeOne: string;
  removed: string;
  removeAll: string;
  undo: string;
  empty: string;
  gone: string;
  unavailable: string;
  subscribe: string;
  programme: string;
}

const LANGUAGES: Language[] = [
  {
    locale: 'de',
    graphqlLocale: 'DE',
    watchlistPath: '/de/merkliste',
    eventBase: '/de/konzerte',
    title: 'Merkliste',
    favorites: 'Favoriten',
    add: 'Zur Merkliste hinzufügen',
    remove: 'Von der Merkliste entfernen',
    added: 'steht jetzt auf Ihrer Merkliste',
    oneEvent: '1 Veranstaltung',
    countInHeader: '1 gemerkte Veranstaltung',
    removeOne: 'Entfernen',
    removed: 'wurde von Ihrer Merkliste entfernt',
    removeAll: 'Alle entfernen',
    undo: 'Rückgängig',
    empty: 'Ihre Merkliste ist leer',
    gone: 'Nicht mehr verfügbar',
    unavailable: 'Die Merkliste ist in diesem Browser nicht verfügbar',
    subscribe: 'Im Kalender abonnieren',
    programme: 'Zum Programm',
  },
  {
    locale: 'en',
    graphqlLocale: 'EN',
    watchlistPath: '/en/watchlist',
    eventBase: '/en/concerts',
    title: 'Watchlist',
    favorites: 'Favorites',
    add: 'Add to watchlist',
    remove: 'Remove from watchlist',
    added: 'is now on your watchlist',
    oneEvent: '1 event',
    countInHeader: '1 event on the watchlist',
    removeOne: 'Remove',
    removed: 'was removed from your watchlist',
    removeAll: 'Remove all',
    undo: 'Undo',
    empty: 'Your watchlist is empty',
    gone: 'No longer available',
    unavailable: 'The watchlist is not available in this browser',
    subscribe: 'Subscribe in your calendar',
    programme: 'To the programme',
  },
];

interface SeededEvent {
  id: string;
  slug: string;
  title: string;
}

async function eventsOnSale(language: Language, count: number): Promise<SeededEvent[]> {
  const list = await graphql(suite.web.url, 'query($l: Locale!) { events(locale: $l, pageSize: 30) { items { id slug title status } } }', {
    l: language.graphqlLocale,
  });
  const items = (list.json.data?.events as { items: (SeededEvent & { status: string })[] } | undefined)?.items ?? [];
  const onSale = items.filter((event) => event.status === 'ON_SALE');
  if (onSale.length < count) throw new Error('the seed has too few events on sale');
  return onSale.slice(0, count);
}

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
}

async function open(path: string, language: Language, init?: (context: BrowserContext) => Promise<void>): Promise<Opened> {
  const context = await suite.browser.newContext({
    locale: language.locale === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 900 },
  });
  await init?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, errors };
}

async function openAnother(context: BrowserContext, path: string, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  watchErrors(page, errors);
  await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
const favorites = (page: Page, language: Language) =>
  page
    .getByRole('navigation', { name: language.locale === 'de' ? 'Servicenavigation' : 'Service navigation' })
    .getByRole('link', { name: new RegExp(`^${language.favorites}`) });

describe.each(LANGUAGES)('watchlist ($locale)', (language) => {
  let event: SeededEvent;
  let other: SeededEvent;
  beforeAll(async () => {
    [event, other] = (await eventsOnSale(language, 2)) as [SeededEvent, SeededEvent];
  });
  const eventPath = () => `${language.eventBase}/${event.slug}/${event.id}`;

  it('stars an event with the keyboard, counts it in the header, lists it with its feed, removes it with undo, and has no axe violations filled or empty', async () => {
    const { context, page, errors } = await open(eventPath(), language);
    try {
      const star = page.getByRole('button', { name: `${language.add}: ${event.title}` });
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
      expect(await favorites(page, language).getAttribute('href')).toBe(language.watchlistPath);
      expect(await favorites(page, language).textContent()).not.toMatch(/\d/);
      // The keyboard path: from the breadcrumb's last link, Tab reaches the star beside the title.
      await page.locator('nav.breadcrumbs a').last().focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('false');
      await page.keyboard.press('Space');
      const pressed = page.getByRole('button', { name: `${language.remove}: ${event.title}` });
      await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
      await expect.poll(() => page.locator('.watch-star [role="status"]').textContent()).toContain(language.added);
      expect(JSON.parse((await stored(page)) ?? '[]')).toEqual([event.id]);
      // A new load: the server sends the star unpressed, the browser presses it after hydration.
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true');
      // The header's count, seen and heard.
      await expect.poll(() => favorites(page, language).locator('.top-nav__badge').textContent()).toBe('1');
      expect(await favorites(page, language).getAttribute('aria-label')).toBeNull();
      await expect.poll(async () => (await favorites(page, language).innerText()).replace(/\s+/g, ' ')).toContain(language.favorites);
      expect(
        await page.getByRole('link', { name: new RegExp(`${language.favorites}\\s*, ${language.countInHeader}`) }).count(),
      ).toBeGreaterThan(0);

      // Favorites leads to the watchlist (a client navigation), which lists the event live.
      await favorites(page, language).click();
      await expect.poll(() => page.evaluate(() => window.location.pathname), SLOW).toBe(language.watchlistPath);
      await expect.poll(() => page.locator('h1').textContent(), SLOW).toBe(language.title);
      const list = page.locator('.watchlist__list');
      await expect.poll(() => list.locator('li').count(), SLOW).toBe(1);
      expect(await page.locator('.watchlist__bar h2').textContent()).toBe(language.oneEvent);
      expect(await list.getByRole('link', { name: event.title }).getAttribute('href')).toBe(eventPath());
      expect(await list.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      // The feed: one webcal link to subscribe and the https (here http) link to copy.
      const origin = new URL(suite.web.url);
      const feedPath = `${language.watchlistPath}/feed.ics?events=${event.id}`;
      expect(await page.getByRole('link', { name: language.subscribe }).getAttribute('href')).toBe(`webcal://${origin.host}${feedPath}`);
      expect(await page.locator('.watchlist-feed__url').inputValue()).toBe(`${suite.web.url}${feedPath}`);
      expect(await axeViolations(page)).toEqual([]);

      // Remove with the keyboard: the undo button takes the focus, the status says what happened.
      await list.getByRole('button', { name: `${language.remove}: ${event.title}` }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('heading', { name: language.empty }).count()).toBe(1);
      await expect.poll(() => page.locator('.watchlist__notice [role="status"]').textContent()).toContain(language.removed);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(language.undo);
      expect(await stored(page)).toBeNull();
      expect(await favorites(page, language).locator('.top-nav__badge').count()).toBe(0);
      expect(await page.getByRole('link', { name: language.programme }).getAttribute('href')).toBe(language.eventBase);
      expect(await axeViolations(page)).toEqual([]);

      // Undo brings it back; 'Remove all' empties the list again.
      await page.keyboard.press('Enter');
      await expect.poll(() => list.locator('li').count(), SLOW).toBe(1);
      expect(JSON.parse((await stored(page)) ?? '[]')).toEqual([event.id]);
      await page.getByRole('button', { name: language.removeAll }).click();
      await expect.poll(() => page.getByRole('heading', { name: language.empty }).count()).toBe(1);
      expect(await stored(page)).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps two pages of the browser in step through the storage event', async () => {
    const { context, page: detail, errors } = await open(eventPath(), language);
    try {
      const watchlist = await openAnother(context, language.watchlistPath, errors);
      await expect.poll(() => watchlist.getByRole('heading', { name: language.empty }).count()).toBe(1);
      await detail.getByRole('button', { name: `${language.add}: ${event.title}` }).click();
      // The other page's header and list follow without a reload.
      await expect.poll(() => favorites(watchlist, language).locator('.top-nav__badge').textContent(), SLOW).toBe('1');
      await expect.poll(() => watchlist.locator('.watchlist__list').getByRole('link', { name: event.title }).count(), SLOW).toBe(1);
      // And back: removed on the list, the star on the event's page is released.
      await watchlist.getByRole('button', { name: `${language.remove}: ${event.title}` }).click();
      await expect
        .poll(() => detail.getByRole('button', { name: `${language.add}: ${event.title}` }).getAttribute('aria-pressed'), SLOW)
        .toBe('false');
      await expect.poll(() => favorites(detail, language).locator('.top-nav__badge').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads what it can of malformed storage, shows unknown ids as no longer available, and hydrates without errors', async () => {
    const { context, page, errors } = await open(language.watchlistPath, language, async (browserContext) => {
      await browserContext.addInitScript(
        ([key, value]) => {
          if (!window.sessionStorage.getItem('seeded')) window.localStorage.setItem(key, value);
          window.sessionStorage.setItem('seeded', '1');
        },
        [STORAGE_KEY, JSON.stringify([other.id, 'x', { id: 3 }, '999999', other.id])] as const,
      );
    });
    try {
      const list = page.locator('.watchlist__list');
      await expect.poll(() => list.locator('li').count(), SLOW).toBe(2);
      expect(await list.getByRole('link', { name: other.title }).count()).toBe(1);
      expect(await list.locator('.watchlist-item--gone').textContent()).toContain(language.gone);
      await list.locator('.watchlist-item--gone button').click();
      await expect.poll(() => list.locator('li').count()).toBe(1);
      expect(JSON.parse((await stored(page)) ?? '[]')).toEqual([other.id]);

      await page.evaluate((key) => window.localStorage.setItem(key, '{not json'), STORAGE_KEY);
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect.poll(() => page.getByRole('heading', { name: language.empty }).count(), SLOW).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leaves the star out and explains on the watchlist when the browser keeps no site data', async () => {
    const blockStorage = async (context: BrowserContext) => {
      await context.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      });
    };
    const { context, page, errors } = await open(eventPath(), language, blockStorage);
    try {
      await expect.poll(() => page.locator('.watch-star').count()).toBe(0);
      expect(await page.locator('h1').textContent()).toBe(event.title);
      const watchlist = await openAnother(context, language.watchlistPath, errors);
      await expect.poll(() => watchlist.getByRole('heading', { name: language.unavailable }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
