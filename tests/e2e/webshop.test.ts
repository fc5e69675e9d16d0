// The webshop layout and its cart page in Chromium (spec 000 §2 "Webshop", "Layouts"; spec 001 §7
// shop-cart, §8, §9), against an upstream of its own whose clock (CMS_TEST_CLOCK) lets a hold run
// out. Tickets are booked with the booking widget of an event's own page, 'Zum Warenkorb' and
// 'My Cart' lead to the cart, its lines and countdown show, lines are removed with the keyboard
// and the header's badge follows; the hold running out; the old ticket-shop paths' 301s on the
// server and on a client navigation; a shop subpath's 404; axe on the cart filled and empty.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { chunkOf } from '../support/buildChunks';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { graphql, request } from '../support/http';
import { startsWellAhead } from '../support/seedDates';
import { loginAsStaff } from '../support/staff';
import { startWeb, type RunningProcess } from '../support/processes';

const cms = cmsForSuite(OWN_STORAGE, { NODE_ENV: 'test', CMS_TEST_CLOCK: 'true' });
let web: RunningProcess;
let browser: Browser;

type Locale = 'de' | 'en';
interface Price {
  amount: string;
  saleTypeId: number;
}
interface Group {
  id: string;
  name: string;
  available: number | null;
  prices: Price[];
  timeslots: unknown[];
}
interface Bookable {
  id: string;
  title: string;
  startsAt: string;
  variant: string;
  groups: Group[];
}

const LIVE = `query ($locale: Locale!, $id: ID!) { bookableEvent(locale: $locale, id: $id) { id title startsAt
  booking { variant seatGroups { id name available prices { amount saleTypeId } timeslots { id } } } } }`;

async function live(id: string, locale: Locale): Promise<Bookable> {
  const answer = await graphql(web.url, LIVE, { locale: locale.toUpperCase(), id });
  const event = answer.json.data!.bookableEvent as {
    id: string;
    title: string;
    startsAt: string;
    booking: { variant: string; seatGroups: Group[] };
  };
  return { id: event.id, title: event.title, startsAt: event.startsAt, variant: event.booking.variant, groups: event.booking.seatGroups };
}

let catalogue: string[] = [];

/** An event on sale with two seat groups of free seats, sold without timeslots, each test its own. */
async function pickEvent(locale: Locale): Promise<{ event: Bookable; groups: [Group, Group] }> {
  while (catalogue.length > 0) {
    const id = catalogue.shift()!;
    const event = await live(id, locale);
    const groups = event.groups.filter(
      (group) => group.timeslots.length === 0 && (group.available ?? 0) >= 5 && group.prices.some((price) => price.saleTypeId === 1),
    );
    if (event.variant === 'SEAT_GROUP' && groups.length >= 2) return { event, groups: [groups[0]!, groups[1]!] };
  }
  throw new Error('the seed has no such event left');
}

beforeAll(async () => {
  // The site settings are read again after a second (not five): the shop is closed and opened here.
  web = await startWeb({ CMS_URL: cms.url(), SETTINGS_TTL_MS: '1000' });
  browser = await launchBrowser();
  const list = await graphql(
    web.url,
    'query { events(locale: DE, page: 1, pageSize: 40) { items { id startsAt isSoldOut isCancelled } } }',
  );
  catalogue = (list.json.data!.events as { items: { id: string; startsAt: string; isSoldOut: boolean; isCancelled: boolean }[] }).items
    .filter((event) => !event.isSoldOut && !event.isCancelled && startsWellAhead(event.startsAt))
    .map((event) => event.id);
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
});

const T = {
  de: {
    more: 'Ein Ticket mehr',
    addToCart: 'In den Warenkorb',
    toCart: 'Zum Warenkorb',
    reserved: 'Ihre Tickets werden für die nächsten 15 Minuten reserviert.',
    title: 'Warenkorb',
    remove: (price: string, group: string, event: string) => `${price}, ${group}, ${event} entfernen`,
    removed: (price: string, group: string, event: string) => `${price}, ${group}, ${event} wurde aus Ihrem Warenkorb entfernt.`,
    hold: /^Reserviert noch 1[45]:\d\d$/,
    empty: 'Keine aktuelle Reservierung.',
    expired: 'Ihre Reservierung ist abgelaufen.',
    toProgramme: 'Zum Programm',
    programme: '/de/konzerte',
  },
  en: {
    more: 'One ticket more',
    addToCart: 'Add to cart',
    toCart: 'Zum Warenkorb',
    reserved: 'Your tickets will be reserved for the next 15 minutes.',
    title: 'Cart',
    remove: (price: string, group: string, event: string) => `Remove ${price}, ${group}, ${event}`,
    removed: (price: string, group: string, event: string) => `${price}, ${group}, ${event} has been removed from your cart.`,
    hold: /^Reserved for 1[45]:\d\d$/,
    empty: 'No current reservation.',
    expired: 'Your reservation has expired.',
    toProgramme: 'To the programme',
    programme: '/en/concerts',
  },
} as const;

async function newPage(locale: Locale, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: locale === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
    viewport: { width, height: 900 },
  });
  return { context, page: await context.newPage() };
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Tab until `target` has the focus: the keyboard alone. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} never took the focus`);
}

async function expectNoAxeViolations(page: Page, step: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    result.violations.map((violation) => `${step}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The programme's prices as the cart shows them (spec 001 §5: no '.00', a decimal comma in German). */
function price(amount: string, locale: Locale): string {
  const [whole, cents] = amount.split('.');
  const value = cents === '00' ? whole! : `${whole}${locale === 'de' ? ',' : '.'}${cents}`;
  return locale === 'de' ? `${value} €` : `€${value}`;
}

/**
 * Books on the event's own page with its booking widget: two full-price tickets of the first
 * group and one of the second. Leaves the success summary open.
 */
async function book(page: Page, locale: Locale, event: Bookable, groups: [Group, Group]): Promise<Locator> {
  await page.goto(`${web.url}/${locale}/${locale === 'de' ? 'konzerte' : 'concerts'}/slug/${event.id}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // The event's own date among the dates of its programme (all of one title).
  const date = page.locator('.event-date', { has: page.locator(`time[datetime^="${event.startsAt.slice(0, 16)}"]`) });
  await date.locator('.booking__opener').click();
  const panel = date.locator('.booking__panel');
  const plus = (group: Group) => panel.getByRole('button', { name: `${T[locale].more}: Vollpreis, ${group.name}`, exact: true });
  await plus(groups[0]).click();
  await plus(groups[0]).click();
  await plus(groups[1]).click();
  await panel.getByRole('button', { name: T[locale].addToCart }).click();
  // The summary's text, so a refusal names its reason when this fails.
  await expect.poll(() => panel.locator('.booking-summary').first().textContent(), { timeout: 10_000 }).toContain(T[locale].reserved);
  return panel;
}

function fullPrice(group: Group): Price {
  return group.prices.find((candidate) => candidate.saleTypeId === 1)!;
}

async function badge(page: Page): Promise<string | null> {
  const element = page.locator('.top-nav__badge').first();
  return (await element.count()) === 0 ? null : element.textContent();
}

describe('the webshop cart page', () => {
  it(
    'is reached by ‘Zum Warenkorb’, lists the held lines with the countdown, and removes them with the keyboard while the badge follows (German)',
    { timeout: 120_000 },
    async () => {
      const { event, groups } = await pickEvent('de');
      const { context, page } = await newPage('de');
      const panel = await book(page, 'de', event, groups);
      await expect.poll(() => badge(page)).toBe('3');
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await panel.getByRole('link', { name: T.de.toCart }).click();
      await page.waitForURL(`${web.url}/webshop`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(T.de.title);
      // A client navigation: the same document.
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await page.title()).toBe('Warenkorb | Aurelia Philharmonie');

      const lines = page.locator('.cart-line');
      await expect.poll(() => lines.count()).toBe(2);
      const texts = await lines.allTextContents();
      const [first, second] = groups;
      const lineOf = (group: Group) => texts.find((text) => text.includes(group.name)) ?? '';
      expect(lineOf(first)).toContain(event.title);
      expect(lineOf(first)).toContain(`Vollpreis (${price(fullPrice(first).amount, 'de')})`);
      expect(lineOf(first)).toContain(`Anzahl2`);
      expect(lineOf(first)).toContain(`Summe${price((Number(fullPrice(first).amount) * 2).toFixed(2), 'de')}`);
      expect(lineOf(second)).toContain('Anzahl1');
      const total = (Number(fullPrice(first).amount) * 2 + Number(fullPrice(second).amount)).toFixed(2);
      expect(await page.locator('.cart-total').textContent()).toBe(`3 TicketsGesamtsumme ${price(total, 'de')}`);
      // The countdown ticks; its accessible name says the minutes, the live region stays quiet above 10.
      const timer = page.locator('.cart-hold__time');
      expect(await timer.getAttribute('role')).toBe('timer');
      await expect.poll(() => timer.textContent()).toMatch(T.de.hold);
      const before = await timer.textContent();
      await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(before);
      expect(await timer.getAttribute('aria-label')).toMatch(/^Ihre Tickets sind noch 1[45] Minuten reserviert\.$/);
      // The webshop layout: the site's header and footer around the cart.
      expect(await page.locator('.site-header').count()).toBe(1);
      expect(await page.locator('.site-footer').count()).toBe(1);
      await expectNoAxeViolations(page, 'filled');

      // Keyboard: the first line's control, Enter.
      const firstLine = (await lines.first().textContent())?.includes(first.name) ? first : second;
      const otherLine = firstLine === first ? second : first;
      const removeFirst = page.getByRole('button', { name: T.de.remove('Vollpreis', firstLine.name, event.title), exact: true });
      await tabTo(page, removeFirst);
      await page.keyboard.press('Enter');
      await expect.poll(() => lines.count()).toBe(1);
      await expect
        .poll(() => page.locator('.webshop-cart [role="status"]').allTextContents())
        .toContain(T.de.removed('Vollpreis', firstLine.name, event.title));
      const removeOther = page.getByRole('button', { name: T.de.remove('Vollpreis', otherLine.name, event.title), exact: true });
      await expect.poll(() => isFocused(removeOther)).toBe(true);
      const left = firstLine === first ? '1' : '2';
      await expect.poll(() => badge(page)).toBe(left);
      expect((await context.cookies()).find((cookie) => cookie.name === 'cartAmount')?.value).toBe(left);
      // The seats are back on sale.
      const after = await live(event.id, 'de');
      expect(after.groups.find((group) => group.id === firstLine.id)?.available).toBe(firstLine.available);

      // The last line: the empty state takes the focus, the badge goes.
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.webshop-cart__state h2').textContent()).toBe(T.de.empty);
      await expect.poll(() => isFocused(page.locator('.webshop-cart__state h2'))).toBe(true);
      await expect.poll(() => badge(page)).toBeNull();
      expect(await page.getByRole('link', { name: T.de.toProgramme }).getAttribute('href')).toBe(T.de.programme);
      await expectNoAxeViolations(page, 'empty');
      await context.close();
    },
  );

  it(
    'is reached by ‘My Cart’ in English, and says so when the hold has run out (both clocks moved 16 minutes)',
    { timeout: 120_000 },
    async () => {
      const { event, groups } = await pickEvent('en');
      const { context, page } = await newPage('en');
      await page.clock.install();
      await book(page, 'en', event, groups);
      await expect.poll(() => page.locator('.top-nav__cart').first().getAttribute('href')).toBe('/webshop');
      await page.locator('.top-nav__cart').first().click();
      await page.waitForURL(`${web.url}/webshop`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(T.en.title);
      await expect.poll(() => page.locator('.cart-line').count()).toBe(2);
      expect(await page.locator('.cart-total').textContent()).toContain('3 tickets');
      expect(await page.locator('.cart-line').first().textContent()).toMatch(/Full price \(€\d+(\.\d\d)?\)/);
      await expect.poll(() => page.locator('.cart-hold__time').textContent()).toMatch(T.en.hold);
      await expectNoAxeViolations(page, 'filled, English');

      const moved = await request(`${cms.url()}/__test__/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_ms: 16 * 60_000 }),
      });
      expect(moved.status).toBe(200);
      await page.clock.fastForward('16:00');
      await expect.poll(() => page.locator('.webshop-cart__state h2').textContent()).toBe(T.en.expired);
      expect(await page.locator('.cart-line').count()).toBe(0);
      await expect.poll(() => page.locator('.webshop-cart [role="status"]').allTextContents()).toContain(T.en.expired);
      await expect.poll(() => badge(page)).toBeNull();
      const programme = page.getByRole('link', { name: T.en.toProgramme });
      expect(await programme.getAttribute('href')).toBe(T.en.programme);
      await expectNoAxeViolations(page, 'expired');
      await context.close();
    },
  );

  it(
    'says ‘Webshop offline’ in both languages while the shop is closed, asks the cart for nothing and offers no removal; the held lines are back when it opens',
    { timeout: 120_000 },
    async () => {
      const staff = await loginAsStaff(cms.url());
      const token = /csrftoken=([^;]+)/.exec(staff)?.[1] ?? '';
      const setShop = (online: boolean) =>
        request(`${cms.url()}/pageeditor-api/settings`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie: staff, 'x-csrftoken': token },
          body: JSON.stringify({ is_shop_online: online }),
        });
      const { event, groups } = await pickEvent('de');
      const { context, page } = await newPage('de');
      try {
        await book(page, 'de', event, groups);
        expect((await setShop(false)).status).toBe(200);
        const texts = {
          de: 'Der Webshop ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
          en: 'The webshop cannot be reached right now. Please try again later.',
        } as const;
        for (const locale of ['de', 'en'] as const) {
          // The site settings are shared for a few seconds: the page says so once they are read again.
          await expect
            .poll(
              async () => {
                await page.goto(`${web.url}/webshop?lang=${locale}`);
                await page.waitForSelector('html[data-hydrated="true"]');
                return page.locator('.webshop-cart__state h2').textContent();
              },
              { timeout: 30_000, interval: 1000 },
            )
            .toBe('Webshop offline');
          // Once it is known to be closed, a fresh load of the page asks the cart for nothing.
          const cartCalls: string[] = [];
          page.on('request', (request) => {
            if (request.url().includes('/graphql') && /WebshopCart|\bcart\b/i.test(request.url() + (request.postData() ?? '')))
              cartCalls.push(request.url());
          });
          await page.reload();
          await page.waitForSelector('html[data-hydrated="true"]');
          await page.waitForLoadState('networkidle');
          expect(await page.locator('.webshop-cart__state h2').textContent()).toBe('Webshop offline');
          expect(await page.locator('.webshop-cart__state').textContent()).toContain(texts[locale]);
          expect(await page.getByRole('button', { name: locale === 'de' ? / entfernen$/ : /^Remove / }).count()).toBe(0);
          expect(cartCalls).toEqual([]);
          page.removeAllListeners('request');
          await expectNoAxeViolations(page, `offline ${locale}`);
        }
      } finally {
        expect((await setShop(true)).status).toBe(200);
      }
      // Open again: the lines held before are all there.
      await expect
        .poll(
          async () => {
            await page.goto(`${web.url}/webshop?lang=de`);
            await page.waitForSelector('html[data-hydrated="true"]');
            // The cart is asked by the browser after hydration: wait for its answer, whatever it is.
            await page.locator('.cart-line, .webshop-cart__state').first().waitFor();
            return page.getByRole('button', { name: / entfernen$/ }).count();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(2);
      await context.close();
    },
  );

  it(
    'follows the cart when the first of two holds runs out: the badge and the countdown rewritten to what is still held, for as long as it is held',
    { timeout: 150_000 },
    async () => {
      const first = await pickEvent('de');
      const second = await pickEvent('de');
      const { context, page } = await newPage('de');
      // The browser's clock starts where the upstream's is (earlier tests moved that one on).
      const upstream = await request(`${cms.url()}/__test__/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_ms: 0 }),
      });
      await page.clock.install({ time: Date.parse((JSON.parse(upstream.body) as { now: string }).now) });
      const advance = async (minutes: number) => {
        const moved = await request(`${cms.url()}/__test__/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advance_ms: minutes * 60_000 }),
        });
        expect(moved.status).toBe(200);
        await page.clock.fastForward(minutes * 60_000);
      };
      await book(page, 'de', first.event, first.groups);
      await advance(10);
      await book(page, 'de', second.event, second.groups);
      await expect.poll(() => badge(page)).toBe('6');
      // The first hold runs out; the second has about nine minutes left.
      await advance(6);
      await page.goto(`${web.url}/webshop`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect.poll(() => page.locator('.cart-line').count()).toBe(2);
      expect(await page.locator('.cart-line__event').allTextContents()).toEqual([second.event.title, second.event.title]);
      await expect.poll(() => badge(page)).toBe('3');
      const cookies = await context.cookies();
      const amount = cookies.find((entry) => entry.name === 'cartAmount');
      const holdUntil = cookies.find((entry) => entry.name === 'cartHoldUntil');
      expect(amount?.value).toBe('3');
      const cart = await page.evaluate(() => document.querySelector('.cart-hold__time')?.textContent ?? '');
      expect(cart).toMatch(/^Reserviert noch (8|9):\d\d$/);
      // Both cookies live until the second hold's end, not a fresh 15 minutes.
      expect(Number(holdUntil?.value)).toBeGreaterThan(0);
      expect(amount!.expires).toBeGreaterThan(0);
      expect(Math.abs(amount!.expires - holdUntil!.expires)).toBeLessThanOrEqual(1);
      await expect.poll(() => page.locator('.hold-countdown').first().textContent()).toMatch(/^Reserviert: (8|9):\d\d$/);
      await context.close();
    },
  );

  it(
    'reads the held lines with one fetch of the cart’s query, Apollo Client’s chunk held back (a page that only reads never evaluates it)',
    { timeout: 120_000 },
    async () => {
      const { event, groups } = await pickEvent('de');
      const { context, page } = await newPage('de');
      await book(page, 'de', event, groups);
      // A new document of the same visitor, whose browser cannot have Apollo Client at all.
      const reader = await context.newPage();
      const apollo = chunkOf('src/client/data/createApolloClient.ts');
      await reader.route(`**${apollo}`, (route) => route.abort());
      const queries: string[] = [];
      reader.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/graphql') queries.push(sent.postData() ?? '');
      });
      await reader.goto(`${web.url}/webshop`);
      await expect.poll(() => reader.locator('.cart-line').count()).toBe(2);
      expect(await reader.locator('.cart-total').textContent()).toContain('3 Tickets');
      expect(queries).toHaveLength(1);
      expect(JSON.parse(queries[0] ?? '{}')).toMatchObject({
        operationName: 'WebshopCart',
        query: expect.stringMatching(/^query WebshopCart\b/),
        variables: { locale: 'DE' },
      });
      await context.close();
    },
  );

  it('shows no current reservation on the shop paths without a cart, in the visitor’s language or the one chosen', async () => {
    const { context, page } = await newPage('en');
    await page.goto(`${web.url}/ticketshop-test`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.locator('.webshop-cart__state h2').textContent()).toBe(T.en.empty);
    // The language switch keeps the path and asks for the language.
    const german = page.locator('.language-switch a[hreflang="de"]').first();
    expect(await german.getAttribute('href')).toBe('/ticketshop-test?lang=de');
    await german.click();
    await page.waitForURL(`${web.url}/ticketshop-test?lang=de`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(T.de.title);
    await expect.poll(() => page.locator('.webshop-cart__state h2').textContent()).toBe(T.de.empty);
    await expectNoAxeViolations(page, 'empty, German');
    await context.close();
  });
});

describe('the webshop paths', () => {
  it('have the webshop layout: no sticky overlay button, event overlay or sticky navigation', async () => {
    // A low window, so the footer is out of sight at the top and half its height is soon scrolled.
    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 400 } });
    const page = await context.newPage();
    const scrollDown = () => page.evaluate(() => window.scrollTo(0, 300));
    // The default layout offers both (the seed's design settings offer the overlay button).
    await page.goto(`${web.url}/de/search`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.locator('.sticky-nav__overlay').count()).toBe(1);
    await scrollDown();
    await expect.poll(() => page.locator('.sticky-nav__top').count()).toBe(1);
    await page.goto(`${web.url}/webshop`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.locator('.webshop-cart__state').count()).toBe(1);
    await scrollDown();
    await page.waitForTimeout(500);
    expect(await page.locator('.sticky-nav').count()).toBe(0);
    expect(await page.locator('main.site-main--webshop').count()).toBe(1);
    await context.close();
  });

  it('answer the old ticket-shop list paths with a 301 to the new pages in the visitor’s language, before any byte', async () => {
    const cases: [string, string, string][] = [
      ['/ticketshop/events', 'de-DE,de;q=0.9', '/de/konzerte'],
      ['/ticketshop/events', 'en-GB,en;q=0.9', '/en/concerts'],
      ['/webshop/itemgroups', 'en', '/en/magazine'],
      ['/ticketshop-test2/itemgroups/konzertberichte/4', 'de', '/de/orchesterleben/categories/konzertberichte/4'],
      ['/ticketshop-template/series/kammermusik/12?lang=en', 'de', '/en/subscriptions/kammermusik/12'],
    ];
    for (const [path, language, location] of cases) {
      const answer = await request(`${web.url}${path}`, { headers: { 'accept-language': language } });
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
      expect(answer.headers.vary, path).toContain('Accept-Language');
    }
  });

  it('follow an old path on a client navigation to the programme, without a document load', async () => {
    const { context, page } = await newPage('de');
    await page.goto(`${web.url}/en/search`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
      const link = document.createElement('a');
      link.href = '/ticketshop/events';
      link.id = 'old-shop-link';
      link.textContent = 'Old ticket shop';
      document.querySelector('#main-content')?.prepend(link);
    });
    await page.locator('#old-shop-link').click();
    // The visitor's language is the page's they came from (the browser asks for German).
    await page.waitForURL(`${web.url}/en/concerts`);
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe('');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });

  it('answer an unknown shop subpath with the 404 page in the webshop layout', async () => {
    const answer = await request(`${web.url}/webshop/nothing/here`, { headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<html lang="en"');
    expect(answer.body).toContain('site-main--webshop');
    const { context, page } = await newPage('de');
    await page.goto(`${web.url}/ticketshop/cart`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('h1').textContent()).toBe('Diese Seite konnte nicht gefunden werden');
    expect(await page.locator('.sticky-nav').count()).toBe(0);
    await context.close();
  });
});
