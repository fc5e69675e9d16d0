// The booking widget scrolled into view (spec 001 §4: "scrolled into view after 100 ms when it
// overflows"; issue 19) in Chromium, in both languages, at 1280 x 720 and 390 x 844: opened near
// the bottom of the window, on the programme's last event and on an event page's per-date
// widget, the panel ends with 'Add to cart' in the room the visitor can read (below the sticky
// header, above the fixed bars at the bottom) once its seat groups and prices have arrived, and
// stays there; a panel that fits where it opened does not move the page; a panel never grows
// taller than that room (the cookie banner takes most of a phone's window): it scrolls inside,
// 'Add to cart' in view.
//
// The seat groups and prices arrive half a second after the click here, as they do on a real
// network (the panel's chunk and the live query): this file holds the widget's query back 600 ms,
// well past the spec's 100 ms, so the panel shows its loading state when the 100 ms are up.
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent, NO_CHOICES } from '../../src/shared/consent';
import { browserSuite } from '../support/browserSuite';
import { graphql } from '../support/http';
import { restingScrollY } from '../support/restingScroll';

const suite = browserSuite();

type Locale = 'de' | 'en';
const TEXT = {
  de: { programme: '/de/konzerte', opener: /^Tickets für /, addToCart: 'In den Warenkorb' },
  en: { programme: '/en/concerts', opener: /^Tickets for /, addToCart: 'Add to cart' },
} as const;
const WINDOWS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;
type WindowSize = { readonly width: number; readonly height: number };

/** How long the widget's query is held back (the content arrives after the spec's 100 ms). */
const QUERY_DELAY_MS = 600;
/** Long enough for a smooth scroll to end; the page must have moved (or not) by then. */
const SETTLE = { timeout: 4000 };

interface ProgrammeEvent {
  id: string;
  startsAt: string;
}
const programme: ProgrammeEvent[] = [];

beforeAll(async () => {
  for (let page = 1; ; page += 1) {
    const answer = await graphql(
      suite.web.url,
      `
        query ($page: Int!) {
          events(locale: DE, page: $page, pageSize: 100) {
            hasNextPage
            items {
              id
              startsAt
            }
          }
        }
      `,
      { page },
    );
    const events = answer.json.data!.events as { hasNextPage: boolean; items: ProgrammeEvent[] };
    programme.push(...events.items);
    if (!events.hasNextPage) break;
  }
  expect(programme.length).toBeGreaterThan(10);
});

/** The programme's last days: from the sixth-last event's day on, one page, nothing more to load. */
function lastDaysPath(locale: Locale): string {
  const [year, month, day] = programme.at(-6)!.startsAt.slice(0, 10).split('-');
  return `${TEXT[locale].programme}?date=${day}-${month}-${year}`;
}

let withDates: Promise<string> | undefined;
/** An event whose page lists more than one date (the programme's last such one). */
function eventWithDates(): Promise<string> {
  withDates ??= (async () => {
    for (const candidate of [...programme].reverse()) {
      const answer = await graphql(suite.web.url, 'query ($id: ID!) { event(locale: DE, id: $id) { dates { id } } }', { id: candidate.id });
      if (((answer.json.data?.event as { dates: unknown[] } | null)?.dates.length ?? 0) > 1) return candidate.id;
    }
    throw new Error('the seed has no event with more than one date');
  })();
  return withDates;
}

async function newPage(
  browser: Browser,
  locale: Locale,
  size: WindowSize,
  { consent = true, reducedMotion = false } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: locale === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
    viewport: size,
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  // A visitor who answered the cookie question (no banner), unless the test wants the banner.
  if (consent)
    await context.addCookies([
      { name: CONSENT_COOKIE, value: encodeConsent(createConsent(NO_CHOICES, new Date(), false)), url: suite.web.url },
    ]);
  const page = await context.newPage();
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      const request = route.request();
      const operation =
        new URL(request.url()).searchParams.get('operationName') ??
        (request.postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation === 'BookableEvent') await new Promise((resolve) => setTimeout(resolve, QUERY_DELAY_MS));
      await route.continue();
    },
  );
  return { context, page };
}

async function load(page: Page, path: string, { banner = false } = {}): Promise<void> {
  await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // The cookie banner comes with a chunk of its own after hydration: where it shows, it is there
  // before the visitor books.
  if (banner) await page.locator('.consent-banner').waitFor();
}

interface Place {
  /** Where the element is (the window's coordinates). */
  top: number;
  bottom: number;
  /** The room the visitor can read: below the sticky header, above the fixed bars at the bottom. */
  roomTop: number;
  roomBottom: number;
  inside: boolean;
  scrollY: number;
}

/** Where `target` is against the header's bottom edge and the top of any fixed bar at the bottom. */
function placeOf(target: Locator): Promise<Place> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector('.site-header')?.getBoundingClientRect();
    const height = document.documentElement.clientHeight;
    const bars = [...document.querySelectorAll('.consent-banner, .sticky-nav, .sticky-book-button')]
      .map((bar) => bar.getBoundingClientRect())
      .filter((bar) => bar.height > 0 && bar.top < height);
    const roomTop = header?.bottom ?? 0;
    const roomBottom = Math.min(height, ...bars.map((bar) => bar.top));
    return {
      top: box.top,
      bottom: box.bottom,
      roomTop,
      roomBottom,
      inside: box.top >= roomTop - 0.5 && box.bottom <= roomBottom + 0.5,
      scrollY: window.scrollY,
    };
  });
}

/**
 * Scrolls the page so that the opener's bottom edge is `above` px above the bottom of the room
 * the page keeps free (its scroll-padding: the bars at the bottom), or its top `below` px below
 * the header. Twice: the sticky navigation joins the bars once the page is scrolled.
 */
async function placeOpener(opener: Locator, where: { above: number } | { below: number }): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await opener.evaluate((button, spot) => {
      const style = getComputedStyle(document.documentElement);
      const box = button.getBoundingClientRect();
      const target =
        'above' in spot
          ? document.documentElement.clientHeight - Number.parseFloat(style.scrollPaddingBottom) - spot.above - box.height
          : Number.parseFloat(style.scrollPaddingTop) + spot.below;
      window.scrollBy({ top: box.top - target, behavior: 'instant' });
    }, where);
    await opener.page().waitForTimeout(150);
  }
}

const SHOTS = process.env.BOOKING_SCREENSHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * Opens the widget and waits for its content; the panel's 'Add to cart' must come into the room
 * and the page must stay there afterwards (no second move). `expect` is the test's own: the
 * languages' tests run at the same time, and Vitest's global `expect.poll` cannot tell which
 * test it belongs to then.
 */
async function openAndExpectAddToCartInView(
  expect: ExpectStatic,
  page: Page,
  opener: Locator,
  locale: Locale,
  label: string,
): Promise<Locator> {
  await opener.click();
  const panel = page.locator('.booking__panel[data-state="open"]');
  // The loading state first (the query is held back), then the content.
  await panel.locator('.booking__loading').waitFor();
  const add = panel.getByRole('button', { name: TEXT[locale].addToCart });
  await add.waitFor();
  await expect.poll(() => placeOf(add), { ...SETTLE, message: `${label}: 'Add to cart' in the room` }).toMatchObject({ inside: true });
  // A smooth scroll may still be under way: once it has come to rest, nothing moves the page again.
  const settled = await restingScrollY(page);
  await page.waitForTimeout(700);
  const later = await placeOf(add);
  expect(Math.abs(later.scrollY - settled), `${label}: the page stays where the panel came into view`).toBeLessThanOrEqual(1);
  expect(later.inside, `${label}: 'Add to cart' still in the room`).toBe(true);
  return panel;
}

describe('the booking widget scrolled into view (spec 001 §4, issue 19)', () => {
  // Opened where the loading state fits below the button but the prices do not (the 100 ms check
  // alone saw nothing to do), and right above the bars at the bottom (the loading state itself
  // overflows at 100 ms, and the prices push further).
  const PLACEMENTS = [
    { placement: 'the loading state fitting below its button', above: 260 },
    { placement: 'its button right above the bars at the bottom', above: 0 },
  ] as const;

  // The two languages at once, each language's tests one after another (concurrent: false), each
  // in a context of its own: most of a test is waiting (for the held-back query, a smooth scroll,
  // the page at rest).
  for (const locale of ['de', 'en'] as const) {
    describe(locale === 'de' ? 'in German' : 'in English', { concurrent: true }, () => {
      for (const size of WINDOWS) {
        for (const { placement, above } of PLACEMENTS) {
          it(
            `brings 'Add to cart' of the programme's last event into view once the prices have arrived (${placement}), at ${size.width} x ${size.height} (${locale})`,
            { timeout: 60_000, concurrent: false },
            async ({ expect }) => {
              const label = `${locale} ${size.width}x${size.height}, ${placement}`;
              const { context, page } = await newPage(suite.browser, locale, size);
              try {
                await load(page, lastDaysPath(locale));
                await page.locator('.event-list__end').waitFor();
                const opener = page
                  .locator('article')
                  .filter({ has: page.locator('.booking__opener') })
                  .last()
                  .getByRole('button', { name: TEXT[locale].opener });
                await placeOpener(opener, { above });
                expect((await placeOf(opener)).inside, `${label}: the button is in view before the click`).toBe(true);
                const panel = await openAndExpectAddToCartInView(expect, page, opener, locale, label);
                // The panel fits the room at these sizes: all of it is in view.
                expect((await placeOf(panel)).inside, `${label}: the whole panel in the room`).toBe(true);
                await shot(page, `scroll-programme-${locale}-${size.width}-${above}`);
              } finally {
                await context.close();
              }
            },
          );
        }

        it(
          `brings 'Add to cart' of an event page's per-date widget into view once the prices have arrived, at ${size.width} x ${size.height} (${locale})`,
          { timeout: 60_000, concurrent: false },
          async ({ expect }) => {
            const label = `${locale} ${size.width}x${size.height} event page`;
            // A visitor who asked for reduced motion: the page jumps instead of gliding (the programme's tests glide).
            const { context, page } = await newPage(suite.browser, locale, size, { reducedMotion: true });
            try {
              // Any slug: the page answers 301 to its own path.
              await load(page, `${TEXT[locale].programme}/x/${await eventWithDates()}`);
              const openers = page.locator('.event-date').getByRole('button', { name: TEXT[locale].opener });
              // The dates stream in after the shell: on a busy machine the page hydrates before them.
              await openers.nth(1).waitFor();
              expect(await openers.count()).toBeGreaterThan(1);
              // The last date's widget, its button where the loading state fits below it.
              const opener = openers.last();
              await placeOpener(opener, { above: 200 });
              expect((await placeOf(opener)).inside, `${label}: the button is in view before the click`).toBe(true);
              await openAndExpectAddToCartInView(expect, page, opener, locale, label);
              await shot(page, `scroll-event-${locale}-${size.width}`);
            } finally {
              await context.close();
            }
          },
        );
      }

      // A window tall enough for the smallest panel of any seed (two seat groups with their reductions
      // take about 530 px; at 720 px that overflows on some days' seeds, and following it is right).
      it(
        `leaves the page where it is when the whole panel fits below its button (1280 x 1000, ${locale})`,
        { timeout: 60_000, concurrent: false },
        async ({ expect }) => {
          const { context, page } = await newPage(suite.browser, locale, { width: 1280, height: 1000 });
          try {
            await load(page, lastDaysPath(locale));
            await page.locator('.event-list__end').waitFor();
            // The page's event with the fewest seat groups (the smallest panel), its button just below the header.
            const ids = await page
              .locator('article [id^="event-"]')
              .evaluateAll((elements) => elements.map((element) => element.id.slice('event-'.length)));
            let smallest: { id: string; groups: number } | undefined;
            for (const id of ids) {
              const answer = await graphql(
                suite.web.url,
                'query ($id: ID!) { bookableEvent(locale: DE, id: $id) { isSoldOut isCancelled booking { variant seatGroups { id } } } }',
                { id },
              );
              const event = answer.json.data?.bookableEvent as {
                isSoldOut: boolean;
                isCancelled: boolean;
                booking: { variant: string; seatGroups: unknown[] } | null;
              } | null;
              if (!event?.booking || event.isSoldOut || event.isCancelled || event.booking.variant !== 'SEAT_GROUP') continue;
              if (!smallest || event.booking.seatGroups.length < smallest.groups)
                smallest = { id, groups: event.booking.seatGroups.length };
            }
            expect(smallest, 'the page has an event on sale').toBeDefined();
            const opener = page
              .locator('article', { has: page.locator(`[id="event-${smallest!.id}"]`) })
              .getByRole('button', { name: TEXT[locale].opener });
            await placeOpener(opener, { below: 8 });
            const start = (await placeOf(opener)).scrollY;
            await opener.click();
            const add = page.locator('.booking__panel[data-state="open"]').getByRole('button', { name: TEXT[locale].addToCart });
            await add.waitFor();
            await page.waitForTimeout(800);
            const place = await placeOf(add);
            expect(place.inside, `${locale}: 'Add to cart' in the room`).toBe(true);
            expect(
              (await placeOf(page.locator('.booking__panel[data-state="open"]'))).inside,
              `${locale}: the whole panel in the room (else this window is too small for the test)`,
            ).toBe(true);
            expect(place.scrollY, `${locale}: the page did not move`).toBe(start);
          } finally {
            await context.close();
          }
        },
      );

      it(
        `keeps a panel taller than the room within it, scrolling inside with 'Add to cart' in view (390 x 844 with the cookie banner, ${locale})`,
        { timeout: 60_000, concurrent: false },
        async ({ expect }) => {
          const { context, page } = await newPage(suite.browser, locale, WINDOWS[1], { consent: false });
          try {
            await load(page, lastDaysPath(locale), { banner: true });
            await page.locator('.event-list__end').waitFor();
            const opener = page
              .locator('article')
              .filter({ has: page.locator('.booking__opener') })
              .last()
              .getByRole('button', { name: TEXT[locale].opener });
            await placeOpener(opener, { above: 0 });
            const panel = await openAndExpectAddToCartInView(expect, page, opener, locale, `${locale} 390x844 with the banner`);
            // The banner leaves a room smaller than the panel's content: the panel takes the room's
            // height at most and scrolls inside, its footer with 'Add to cart' staying in view.
            const place = await placeOf(panel);
            expect(place.inside, `${locale}: the whole panel in the room`).toBe(true);
            expect(
              await panel.evaluate((element) => element.scrollHeight > element.clientHeight),
              `${locale}: the panel scrolls inside`,
            ).toBe(true);
            await shot(page, `scroll-tall-${locale}-390`);
          } finally {
            await context.close();
          }
        },
      );
    });
  }
});
