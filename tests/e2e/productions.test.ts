// The productions in Chromium, in both languages (spec 001 §2 "Productions", §4): the list opened
// directly, a filter that replaces the query string and the list, 'load more' appending the next
// page; a production reached from the list by client navigation whose sticky button jumps to
// #datesAndTickets ('Add to calendar' only for dates still to come); a series page reached from an
// event page's series link; axe finds no violation on the list, the production and the series page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { graphql } from '../support/http';
import { restingScrollY } from '../support/restingScroll';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** Each date of #datesAndTickets: whether it is over (past or cancelled) and whether it offers 'Add to calendar'. */
function calendarLinksByDate(page: Page): Promise<{ over: boolean; link: boolean }[]> {
  return page.locator('#datesAndTickets .event-date').evaluateAll((dates) =>
    dates.map((date) => ({
      over: date.matches('.event-date--past, .event-date--cancelled'),
      link: date.querySelector('a[download]') !== null,
    })),
  );
}

/** The path of the first production in the list with a date still to come (which ones are depends on the day). */
async function productionWithDatesToCome(locale: 'de' | 'en', list: string): Promise<string> {
  const l = locale.toUpperCase();
  const listed = await graphql(suite.web.url, 'query($l: Locale!) { productions(locale: $l, pageSize: 20) { items { id } } }', { l });
  const items = (listed.json.data?.productions as { items: { id: string }[] } | undefined)?.items ?? [];
  for (const { id } of items) {
    const detail = await graphql(
      suite.web.url,
      'query($l: Locale!, $id: ID!) { production(locale: $l, id: $id) { slug events { status } } }',
      { l, id },
    );
    const production = detail.json.data?.production as { slug: string; events: { status: string }[] | null } | null;
    if (production?.events?.some((event) => event.status !== 'PAST' && event.status !== 'CANCELLED'))
      return `${list}/${production.slug}/${id}`;
  }
  throw new Error('no production of the seed has a date still to come');
}

// The seed's Christmas Oratorio (production 7) has one performance, cancelled in every season.
const CASES = [
  {
    locale: 'de',
    list: '/de/productions',
    heading: 'Produktionen',
    loadMore: 'Weitere Produktionen laden',
    sticky: 'Termine und Karten',
    bookTickets: 'Karten buchen',
    home: '/de',
    seriesBase: '/de/abonnements/',
    cancelledProduction: '/de/productions/bach-weihnachtsoratorium/7',
  },
  {
    locale: 'en',
    list: '/en/productions',
    heading: 'Productions',
    loadMore: 'Load more productions',
    sticky: 'Dates and Tickets',
    bookTickets: 'Book tickets',
    home: '/en',
    seriesBase: '/en/subscriptions/',
    cancelledProduction: '/en/productions/bach-christmas-oratorio/7',
  },
] as const;

describe('productions in Chromium', () => {
  for (const { locale, list, heading, loadMore, sticky, bookTickets, home, seriesBase, cancelledProduction } of CASES) {
    it(`filters and pages the list in the URL, opens a production and jumps to its dates (${locale})`, async () => {
      const context = await suite.browser.newContext({
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.web.url}${list}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const cards = page.locator('.production-card');
        await cards.first().waitFor();
        const all = await cards.count();
        expect(all).toBeGreaterThan(1);
        await expectNoAxeViolation(page);

        // 'Load more' appends the next page and writes it into the query string.
        await page.getByRole('button', { name: loadMore }).click();
        await page.waitForURL(/[?&]page=2$/);
        await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(all);

        // A filter replaces the query string (the page goes back to 1) and reloads the list.
        await page.getByRole('button', { name: 'Tags', exact: true }).click();
        await page.locator('[data-option-id="3"]').click();
        await page.waitForURL((url) => url.search === '?tag=3');
        // The list starts again (its skeleton) and shows fewer productions, but some.
        await expect
          .poll(
            async () => {
              const shown = await cards.count();
              return shown > 0 && shown < all;
            },
            { timeout: 15_000 },
          )
          .toBe(true);

        // A production reached from the list without a document load.
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        const link = cards.first().locator('h2 a');
        const title = (await link.textContent()) ?? '';
        await link.click();
        await page.locator('h1#production-title', { hasText: title }).waitFor();
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
        await expect.poll(() => page.title()).toContain(title);

        // The sticky button leads to the dates with their booking widget.
        const button = page.getByTestId('sticky-dates-button');
        expect(await button.textContent()).toBe(sticky);
        await button.click();
        await page.waitForURL(/#datesAndTickets$/);
        await expect
          .poll(() => page.locator('#datesAndTickets').evaluate((section) => Math.round(section.getBoundingClientRect().top)), {
            timeout: 5_000,
          })
          .toBeLessThan(900);
        await restingScrollY(page);
        expect(await page.locator('#datesAndTickets .event-date').count()).toBeGreaterThan(0);
        for (const date of await calendarLinksByDate(page)) expect(date.link).toBe(!date.over);
        await expectNoAxeViolation(page);
      } finally {
        await context.close();
      }
    });

    it(`offers 'Add to calendar' for dates still to come only, not for a cancelled one (${locale})`, async () => {
      const context = await suite.browser.newContext({
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.web.url}${cancelledProduction}`);
        await page.locator('h1#production-title').waitFor();
        expect(await calendarLinksByDate(page)).toEqual([{ over: true, link: false }]);
        // A production with dates to come: a link for each of those, none for those that are over.
        await page.goto(`${suite.web.url}${await productionWithDatesToCome(locale, list)}`);
        await page.locator('h1#production-title').waitFor();
        const dates = await calendarLinksByDate(page);
        expect(dates.filter((date) => !date.over).length).toBeGreaterThan(0);
        for (const date of dates) expect(date.link).toBe(!date.over);
      } finally {
        await context.close();
      }
    });

    it(`says '${sticky}' on a production whose only date is cancelled and '${bookTickets}' elsewhere (spec 001 §9) (${locale})`, async () => {
      const context = await suite.browser.newContext({
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 390, height: 844 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.web.url}${cancelledProduction}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        const datesButton = page.getByRole('link', { name: sticky, exact: true });
        await expect.poll(() => datesButton.isVisible()).toBe(true);
        expect(await datesButton.getAttribute('href')).toBe('#datesAndTickets');
        // One sticky ticket button a page: the overlay's 'Book tickets' steps aside here.
        expect(await page.getByRole('button', { name: bookTickets, exact: true }).count()).toBe(0);

        // The home page: the sticky ticket button opens the programme over the page.
        await page.goto(`${suite.web.url}${home}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        const overlayButton = page.locator('.sticky-nav').getByRole('button', { name: bookTickets, exact: true });
        await expect.poll(() => overlayButton.isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: sticky, exact: true }).count()).toBe(0);
      } finally {
        await context.close();
      }
    });

    it(`reaches a series page from an event page's series link (${locale})`, async () => {
      const context = await suite.browser.newContext({
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.web.url}${list}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.locator('.production-card h2 a').first().click();
        await page.locator('h1#production-title').waitFor();
        // A performance that belongs to a subscription: its event page names the series.
        const seriesLink = page.locator('.production-detail__section--series a').first();
        const seriesName = (await seriesLink.textContent()) ?? '';
        const performances = page.locator('.production-detail__section--events .event-card__title a');
        const count = await performances.count();
        let found = false;
        for (let index = 0; index < count && !found; index += 1) {
          await performances.nth(index).click();
          await page.locator('h1#event-title').waitFor();
          const eventSeries = page.locator('.event-detail__section--series a', { hasText: seriesName });
          if ((await eventSeries.count()) > 0) {
            found = true;
            await eventSeries.first().click();
          } else {
            await page.goBack();
            await page.locator('h1#production-title').waitFor();
          }
        }
        expect(found).toBe(true);
        await page.waitForURL((url) => url.pathname.startsWith(seriesBase));
        await page.locator('h1#series-title', { hasText: seriesName }).waitFor();
        expect(await page.locator('.series-detail .event-card').count()).toBeGreaterThan(0);
        await expectNoAxeViolation(page);
      } finally {
        await context.close();
      }
    });
  }
});
