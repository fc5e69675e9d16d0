// The event detail page in a real Chromium, in both languages (spec 000 §2 "Event detail", §4, §9;
// spec 001 §3 detail sections, §5 prices, §9 'Book tickets'): its sections and dates, the slug
// redirect on the server (301) and on a client navigation, the 404 page for an unknown id, the
// .ics download, one schema.org MusicEvent per date, axe, and the way from the programme and back.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { graphql, request } from '../support/http';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
/** A client navigation asks /graphql twice (redirect records, the event) and may load a chunk: on two busy cores, seconds. */
const NAVIGATION = { timeout: 15_000 };

interface Language {
  locale: 'de' | 'en';
  graphqlLocale: 'DE' | 'EN';
  base: string;
  tickets: string;
  bookTickets: string;
  programmes: string;
  contributors: string;
  addToCalendar: string;
  backToProgramme: string;
  breadcrumb: string;
  notFound: string;
  fullPrice: string;
}

const LANGUAGES: Language[] = [
  {
    locale: 'de',
    graphqlLocale: 'DE',
    base: '/de/konzerte',
    tickets: 'Termine und Karten',
    bookTickets: 'Karten buchen',
    programmes: 'Programm',
    contributors: 'Mitwirkende',
    addToCalendar: 'In den Kalender',
    backToProgramme: 'Konzerte und Karten',
    breadcrumb: 'Brotkrümelnavigation',
    notFound: 'Diese Seite konnte nicht gefunden werden',
    fullPrice: 'Vollpreis',
  },
  {
    locale: 'en',
    graphqlLocale: 'EN',
    base: '/en/concerts',
    tickets: 'Dates and tickets',
    bookTickets: 'Book tickets',
    programmes: 'Programme',
    contributors: 'Performers',
    addToCalendar: 'Add to calendar',
    backToProgramme: 'Concerts and tickets',
    breadcrumb: 'Breadcrumb',
    notFound: 'This page could not be found',
    fullPrice: 'Vollpreis',
  },
];

interface SeededEvent {
  id: string;
  slug: string;
  title: string;
  /** Each date's status and the prices it sells (none for a date without seat groups, e.g. free entry). */
  dates: { id: string; status: string; booking: { seatGroups: { prices: unknown[] }[] } | null }[];
}

/**
 * The next symphony concert with more than one date (the seed plays each programme three times)
 * and a date still to come with prices: the list holds today's events all day, so at some hours
 * its first concert has only dates that are over (the test passes at any hour of any day).
 */
async function symphonyConcert(language: Language): Promise<SeededEvent> {
  const list = await graphql(
    suite.web.url,
    'query($l: Locale!) { events(locale: $l, filter: { type: "1" }, pageSize: 20) { items { id } } }',
    { l: language.graphqlLocale },
  );
  const items = (list.json.data?.events as { items: { id: string }[] } | undefined)?.items ?? [];
  for (const { id } of items) {
    const detail = await graphql(
      suite.web.url,
      'query($l: Locale!, $id: ID!) { event(locale: $l, id: $id) { id slug title dates { id status booking { seatGroups { prices { amount } } } } } }',
      { l: language.graphqlLocale, id },
    );
    const event = detail.json.data?.event as SeededEvent | null;
    const onSale = (date: SeededEvent['dates'][number]) =>
      date.status !== 'PAST' && date.status !== 'CANCELLED' && (date.booking?.seatGroups.some((group) => group.prices.length > 0) ?? false);
    if (event && event.dates.length > 1 && event.dates.some(onSale)) return event;
  }
  throw new Error('the seed has no symphony concert with several dates');
}

async function open(path: string, locale: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({
    locale: locale === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 900 },
  });
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

describe.each(LANGUAGES)('event detail ($locale)', (language) => {
  let event: SeededEvent;
  let path: string;
  beforeAll(async () => {
    event = await symphonyConcert(language);
    path = `${language.base}/${event.slug}/${event.id}`;
  });

  it('shows the event with its sections, one h1, every date with prices and calendar links, and no axe violations', async () => {
    const { context, page, errors } = await open(path, language.locale);
    try {
      await expect.poll(() => page.locator('h1').allTextContents()).toEqual([event.title]);
      expect(await page.title()).toContain(event.title);
      const headings = await page.locator('main h2').allTextContents();
      expect(headings).toContain(language.programmes);
      expect(headings).toContain(language.contributors);
      expect(headings.at(-1)).toBe(language.tickets);
      const tickets = page.locator('#tickets');
      expect(await tickets.locator('li.event-date').count()).toBe(event.dates.length);
      expect(await tickets.getByText(language.fullPrice).count()).toBeGreaterThan(0);
      // spec 001 §5: no '.00' and, in German, no decimal point.
      const amounts = await tickets.locator('.event-date__amount').allTextContents();
      for (const amount of amounts) expect(amount).not.toMatch(/\.00/);
      if (language.locale === 'de') for (const amount of amounts) expect(amount).not.toMatch(/\d\.\d/);
      // 'Add to calendar' for the dates still to come, not for one that is over or cancelled.
      const calendarLinks = tickets.locator('a[download]');
      const coming = event.dates.filter((date) => date.status !== 'PAST' && date.status !== 'CANCELLED');
      expect(coming.length).toBeGreaterThan(0);
      expect(await calendarLinks.count()).toBe(coming.length);
      expect(await calendarLinks.first().textContent()).toBe(language.addToCalendar);
      expect(await calendarLinks.first().getAttribute('href')).toBe(`${path.replace(/\/\d+$/, '')}/${coming[0]?.id ?? ''}/calendar.ics`);
      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(
        axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('has a sticky Book tickets button that leads to the dates and hides while they are in view', async () => {
    const { context, page } = await open(path, language.locale);
    try {
      const button = page.getByRole('link', { name: language.bookTickets });
      await expect.poll(() => button.isVisible()).toBe(true);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#tickets');
      await expect.poll(() => button.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('writes one valid MusicEvent per date', async () => {
    const { context, page } = await open(path, language.locale);
    try {
      const all = (await page.locator('main script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      // The breadcrumb's BreadcrumbList, then the events.
      expect(all[0]?.['@type']).toBe('BreadcrumbList');
      const blocks = all.slice(1);
      expect(blocks.map((block) => block['@type'])).toEqual(event.dates.map(() => 'MusicEvent'));
      expect(blocks.map((block) => String(block.url).replace(/^.*\//, ''))).toEqual(event.dates.map((date) => date.id));
      for (const [index, block] of blocks.entries()) {
        expect(block['@context']).toBe('https://schema.org');
        expect(block.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Rescheduled)$/);
        expect(block.location).toMatchObject({ '@type': 'Place' });
        // A date that is over or cancelled sells nothing, nor does one without prices: no offers.
        // Which dates are over, and which sell seats, depends on the day the suite runs (the seed
        // follows the clock), so each date's own status and booking decide.
        const date = event.dates[index];
        const prices = date?.booking?.seatGroups.reduce((count, group) => count + group.prices.length, 0) ?? 0;
        if (date?.status === 'PAST' || date?.status === 'CANCELLED' || prices === 0) {
          expect(block.offers).toBeUndefined();
        } else {
          const offers = block.offers as { price: string; priceCurrency: string; availability: string }[];
          expect(offers.length).toBeGreaterThan(0);
          for (const offer of offers) {
            expect(offer.priceCurrency).toBe('EUR');
            expect(offer.price).toMatch(/^\d+\.\d{2}$/);
            expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut)$/);
          }
        }
      }
    } finally {
      await context.close();
    }
  });

  it('answers a wrong slug with 301 to the right one, an unknown or malformed id with the 404 page', async () => {
    const wrong = await request(`${suite.web.url}${language.base}/not-the-slug/${event.id}?from=test`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.location).toBe(`${path}?from=test`);
    expect(wrong.body).not.toContain('<html');
    for (const missing of [`${language.base}/x/999999`, `${language.base}/x/0`, `${language.base}/x/abc`]) {
      const response = await request(`${suite.web.url}${missing}`);
      expect(response.status).toBe(404);
      expect(response.body).toContain(language.notFound);
    }
  });

  it('leads a client navigation with a wrong slug to the right URL, and one to an unknown id to the 404 page', async () => {
    const { context, page } = await open(language.base, language.locale);
    // The links go first in the page's main content: at its end, reaching them scrolls the
    // programme to its bottom, where the next page of events loads and moves them away from under
    // a click on a busy machine (the click missed the link and nothing navigated, 2026-11-30).
    try {
      await page.evaluate(() => {
        (window as unknown as { marker: string }).marker = 'same-document';
      });
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.id = 'wrong-slug';
        link.textContent = 'wrong slug';
        document.getElementById('main-content')?.prepend(link);
      }, `${language.base}/not-the-slug/${event.id}`);
      await page.locator('#wrong-slug').click();
      await expect.poll(() => page.evaluate(() => window.location.pathname), NAVIGATION).toBe(path);
      await expect.poll(() => page.locator('h1').textContent(), NAVIGATION).toBe(event.title);
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
      // The wrong URL took no history entry: back leads to the programme.
      await page.goBack();
      await expect.poll(() => page.evaluate(() => window.location.pathname), NAVIGATION).toBe(language.base);

      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.id = 'unknown-id';
        link.textContent = 'unknown';
        document.getElementById('main-content')?.prepend(link);
      }, `${language.base}/x/999999`);
      await page.locator('#unknown-id').click();
      await expect.poll(() => page.locator('main').textContent(), NAVIGATION).toContain(language.notFound);
    } finally {
      await context.close();
    }
  });

  it('downloads the date’s calendar entry as RFC 5545 text', async () => {
    const { context, page } = await open(path, language.locale);
    try {
      // The first date still to come (a date that is over offers no calendar entry).
      const coming = event.dates.findIndex((date) => date.status !== 'PAST' && date.status !== 'CANCELLED');
      expect(coming).toBeGreaterThanOrEqual(0);
      const link = page.locator('#tickets li.event-date').nth(coming).locator('a[download]');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const ics = Buffer.concat(chunks).toString('utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics).toContain(`UID:event-${event.dates[coming]?.id ?? ''}@aurelia-philharmonie\r\n`);
      expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
      expect(ics).toContain(`SUMMARY:${event.title}`);
      for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    } finally {
      await context.close();
    }
  });

  it('is reached from the programme’s card and leads back to the programme', async () => {
    const { context, page } = await open(language.base, language.locale);
    try {
      const card = page.locator('.event-card__title a').first();
      await card.waitFor();
      const [href, title] = [await card.getAttribute('href'), await card.textContent()];
      expect(href).toMatch(new RegExp(`^${language.base}/[^/]+/\\d+$`));
      await card.click();
      await expect.poll(() => page.evaluate(() => window.location.pathname), NAVIGATION).toBe(href);
      await expect.poll(() => page.locator('h1').textContent(), NAVIGATION).toBe(title);
      // Back through the breadcrumb's programme step.
      await page.getByRole('navigation', { name: language.breadcrumb }).getByRole('link', { name: language.backToProgramme }).click();
      await expect.poll(() => page.evaluate(() => window.location.pathname), NAVIGATION).toBe(language.base);
    } finally {
      await context.close();
    }
  });
});
