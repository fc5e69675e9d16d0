// The booking widget in Chromium (spec 001 §4 "Booking widget", §5, §8, §9) on the programme,
// against an upstream of its own: its seats are exhausted here, and its clock (CMS_TEST_CLOCK,
// a test run only) is moved forward to let a hold run out (-204). Keyboard-only flows in both
// variants and languages, every error code for real, the one-widget rule, the close rules and
// delays, the price list toggle, the cart cookies with the header's badge and countdown, the
// two-group order that fails half way, and axe on every step.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { graphql, request } from '../support/http';
import { startsWellAhead } from '../support/seedDates';
import { ROOT, startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

const cms = cmsForSuite(OWN_STORAGE, { NODE_ENV: 'test', CMS_TEST_CLOCK: 'true' });
let web: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  web = await startWeb({ CMS_URL: cms.url() });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
});

type Locale = 'de' | 'en';
interface Price {
  id: string;
  amount: string;
  saleTypeId: number;
  name: string;
}
interface Group {
  id: string;
  name: string;
  available: number | null;
  prices: Price[];
  timeslots: { id: string; startsAt: string; blockId: number | null; available: number | null }[];
}
interface Bookable {
  id: string;
  title: string;
  startsAt: string;
  ticketingId: number;
  variant: 'SEAT_GROUP' | 'TIMESLOT';
  groups: Group[];
}

const LIVE = `query ($locale: Locale!, $id: ID!) { bookableEvent(locale: $locale, id: $id) { id title startsAt ticketingId
  booking { variant seatGroups { id name available prices { id amount saleTypeId name } timeslots { id startsAt blockId available } } } } }`;

async function live(id: string, locale: Locale = 'de'): Promise<Bookable> {
  const answer = await graphql(web.url, LIVE, { locale: locale.toUpperCase(), id });
  const event = answer.json.data!.bookableEvent as {
    id: string;
    title: string;
    startsAt: string;
    ticketingId: number;
    booking: { variant: Bookable['variant']; seatGroups: Group[] };
  };
  return {
    id: event.id,
    title: event.title,
    startsAt: event.startsAt,
    ticketingId: event.ticketingId,
    variant: event.booking.variant,
    groups: event.booking.seatGroups,
  };
}

let catalogue: Bookable[] = [];
const used = new Set<string>();

/** An untouched event on sale that `wanted` accepts (each test books its own event). */
function pick(wanted: (event: Bookable) => boolean): Bookable {
  const event = catalogue.find((candidate) => !used.has(candidate.id) && wanted(candidate));
  if (!event) throw new Error('the seed has no such event');
  used.add(event.id);
  return event;
}

beforeAll(async () => {
  const list = await graphql(
    web.url,
    'query { events(locale: DE, page: 1, pageSize: 100) { items { id startsAt isSoldOut isCancelled } } }',
  );
  const items = (list.json.data!.events as { items: { id: string; startsAt: string; isSoldOut: boolean; isCancelled: boolean }[] }).items;
  for (const item of items.filter((event) => !event.isSoldOut && !event.isCancelled && startsWellAhead(event.startsAt)))
    catalogue.push(await live(item.id));
  catalogue = catalogue.filter((event) => event.groups.length > 0);
});

const PROGRAMME: Record<Locale, string> = { de: '/de/konzerte', en: '/en/concerts' };

/** The programme on the event's day (spec 001 §2: date as day-month-year). */
async function openDay(page: Page, locale: Locale, event: Bookable): Promise<Locator> {
  const [year, month, day] = event.startsAt.slice(0, 10).split('-');
  await page.goto(`${web.url}${PROGRAMME[locale]}?date=${day}-${month}-${year}`);
  const card = page.locator('article', { has: page.locator(`[id="event-${event.id}"]`) });
  await card.waitFor();
  // Hydrated: the opener reacts.
  await page.waitForSelector('html[data-hydrated="true"]');
  return card;
}

/** The card's 'Tickets' button, named with the event's title in the page's language. */
function opener(card: Locator, locale: Locale): Locator {
  return card.getByRole('button', { name: locale === 'de' ? /^Tickets für / : /^Tickets for / });
}

/** From the top of the page: the skip link, then Tab to `target` (the keyboard alone). */
async function tabFromTop(page: Page, target: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.locator('.skip-link');
  if (await isFocused(skip)) await page.keyboard.press('Enter');
  await tabTo(page, target, 200);
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Tab (or Shift+Tab) until `target` has the focus: the keyboard alone. */
async function tabTo(page: Page, target: Locator, max = 150, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} never took the focus`);
}

async function newPage(locale: Locale, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: locale === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

async function expectNoAxeViolations(page: Page, step: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .include('.booking__panel:not([hidden])')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    result.violations.map((violation) => `${step}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The files only the widget's panel needs (the build's manifest: its chunks that no other part preloads). */
async function widgetOnlyChunks(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(ROOT, 'dist/client/manifest.json'), 'utf8')) as {
    preload: Record<string, string[]>;
  };
  // The panel's own chunks: those no other part preloads (a chunk it shares with others, such as
  // the data hooks, may come earlier with one of them: the programme's screen, the account menu,
  // Apollo Client when the browser is idle, the calendar on intent).
  const others = new Set(Object.entries(manifest.preload).flatMap(([name, files]) => (name === 'BookingPanel' ? [] : files)));
  return (manifest.preload.BookingPanel ?? []).filter((file) => !others.has(file));
}

const SHOTS = process.env.BOOKING_SCREENSHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.locator('.booking__panel:not([hidden])').screenshot({ path: `${SHOTS}/${name}.png` });
}

const T = {
  de: {
    more: 'Ein Ticket mehr',
    addToCart: 'In den Warenkorb',
    discounts: 'Ermäßigungen',
    back: 'Zurück',
    showAll: 'Alle Preise anzeigen',
    change: 'Zeitfenster ändern',
  },
  en: {
    more: 'One ticket more',
    addToCart: 'Add to cart',
    discounts: 'Discounts',
    back: 'Back',
    showAll: 'Show all prices',
    change: 'Change timeslot',
  },
} as const;

function plus(panel: Locator, locale: Locale, priceName: string, group: Group): Locator {
  return panel.getByRole('button', { name: `${T[locale].more}: ${priceName}, ${group.name}`, exact: true });
}

/** The same seat group with its names in `locale` (the catalogue is read in German). */
async function groupIn(event: Bookable, group: Group, locale: Locale): Promise<Group> {
  const found = (await live(event.id, locale)).groups.find((candidate) => candidate.id === group.id);
  if (!found) throw new Error(`seat group ${group.id} is gone`);
  return found;
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

describe('the booking widget', () => {
  it(
    'books in the seat-group variant with the keyboard alone (German), with discounts, the toggle, cookies, badge and countdown',
    { timeout: 150_000 },
    async () => {
      const event = pick(
        (candidate) =>
          candidate.variant === 'SEAT_GROUP' && candidate.groups.some((group) => group.prices.length > 2 && (group.available ?? 99) > 5),
      );
      const group = event.groups.find((candidate) => candidate.prices.length > 2 && (candidate.available ?? 99) > 5)!;
      const { context, page } = await newPage('de');
      const card = await openDay(page, 'de', event);
      const button = opener(card, 'de');
      expect(await button.getAttribute('aria-label')).toBe(`Tickets für ${event.title}`);
      // The budget: the panel's own chunk is not loaded with the page, only on the intent to book.
      const panelChunks = await widgetOnlyChunks();
      const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      expect(panelChunks.length).toBeGreaterThan(0);
      expect((await loaded()).filter((file) => panelChunks.includes(file))).toEqual([]);
      await tabFromTop(page, button);
      await page.keyboard.press('Enter');
      const panel = card.locator('.booking__panel');
      await expect.poll(() => isFocused(panel)).toBe(true);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      expect((await loaded()).filter((file) => panelChunks.includes(file))).toEqual(panelChunks);
      const add = panel.getByRole('button', { name: T.de.addToCart });
      await add.waitFor();
      // spec 001 §5: disabled until a ticket is chosen; the full price is 'Vollpreis' by sale type.
      expect(await add.isDisabled()).toBe(true);
      await expectNoAxeViolations(page, 'main');
      await shot(page, 'de-main');

      await tabTo(page, plus(panel, 'de', 'Vollpreis', group));
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      expect(await add.isDisabled()).toBe(false);
      await expect.poll(() => panel.locator('.booking__selection').textContent()).toContain('2 Tickets ausgewählt');

      const discounts = panel.getByRole('button', { name: `${T.de.discounts} ${group.name}` });
      await tabTo(page, discounts);
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(panel.getByRole('button', { name: T.de.back }))).toBe(true);
      // spec 001 §4, §9: more than 2 prices: the first two, and a toggle to show all.
      const list = panel.locator('.booking-prices');
      expect(await list.locator('li').count()).toBe(2);
      expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('180px');
      const toggle = panel.getByRole('button', { name: T.de.showAll });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expectNoAxeViolations(page, 'discounts');
      await shot(page, 'de-discounts');
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      expect(await list.locator('li').count()).toBe(group.prices.length);
      expect(await panel.locator('.booking-prices--expanded').evaluate((element) => getComputedStyle(element).maxHeight)).toBe('400px');
      const discount = [...group.prices].reverse().find((price) => price.saleTypeId !== 1)!;
      await tabTo(page, plus(panel, 'de', discount.name, group), 40, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await tabTo(page, panel.getByRole('button', { name: T.de.back }), 40, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(discounts)).toBe(true);

      await tabTo(page, add);
      await page.keyboard.press('Enter');
      const heading = panel.locator('.booking-summary__heading');
      await expect.poll(() => heading.textContent()).toBe('3 Tickets wurde erfolgreich in Ihren Warenkorb gelegt.');
      await expect.poll(() => isFocused(heading)).toBe(true);
      expect(await panel.locator('[role="status"]').first().textContent()).toContain(
        'Ihre Tickets werden für die nächsten 15 Minuten reserviert.',
      );
      expect(await panel.getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe('/webshop');
      expect(await panel.getByRole('button', { name: 'Weitere hinzufügen' }).count()).toBe(1);
      await expectNoAxeViolations(page, 'success');
      await shot(page, 'de-success');

      // spec 001 §7, §9: the cart cookies, path /, 15 minutes; the badge and the countdown follow.
      const amount = await cookie(context, 'cartAmount');
      expect(amount).toMatchObject({ value: '3', path: '/' });
      expect(amount!.expires * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(amount!.expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      expect((await cookie(context, 'cartUrl'))?.path).toBe('/');
      expect(await page.locator('.top-nav__badge').first().textContent()).toBe('3');
      await expect.poll(() => page.locator('.hold-countdown').first().textContent()).toMatch(/^Reserviert: 1[45]:\d\d$/);
      const before = await page.locator('.hold-countdown').first().textContent();
      await expect.poll(() => page.locator('.hold-countdown').first().textContent(), { timeout: 3000 }).not.toBe(before);

      // The seats are held: what the widget offers next time is read live.
      const after = (await live(event.id)).groups.find((candidate) => candidate.id === group.id);
      expect(after?.available).toBe((group.available ?? 0) - 3);

      // Escape closes and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect.poll(() => isFocused(button)).toBe(true);
      await expect.poll(() => panel.isHidden()).toBe(true);
      await context.close();
    },
  );

  it(
    'books in the timeslot variant with the keyboard alone (English), the first available timeslot preselected',
    { timeout: 150_000 },
    async () => {
      const event = pick(
        (candidate) =>
          candidate.variant === 'TIMESLOT' && candidate.groups[0]!.timeslots.filter((slot) => (slot.available ?? 1) > 0).length > 1,
      );
      const group = await groupIn(event, event.groups[0]!, 'en');
      const slots = group.timeslots.filter((slot) => (slot.available ?? 1) > 0);
      const { context, page } = await newPage('en');
      const card = await openDay(page, 'en', event);
      await tabFromTop(page, opener(card, 'en'));
      await page.keyboard.press('Enter');
      const panel = card.locator('.booking__panel');
      await expect.poll(() => isFocused(panel)).toBe(true);
      const time = (iso: string) =>
        new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(new Date(iso));
      await expect.poll(() => panel.locator('.booking-timeslot').textContent()).toContain(time(slots[0]!.startsAt));
      await expectNoAxeViolations(page, 'timeslot main');
      await shot(page, 'en-timeslot-main');

      const change = panel.getByRole('button', { name: T.en.change });
      await tabTo(page, change);
      await page.keyboard.press('Enter');
      const radios = panel.getByRole('radio');
      expect(await radios.count()).toBe(slots.length);
      expect(await radios.first().isChecked()).toBe(true);
      await expectNoAxeViolations(page, 'timeslots');
      await shot(page, 'en-timeslots');
      await tabTo(page, radios.first());
      await page.keyboard.press('ArrowDown');
      expect(await radios.nth(1).isChecked()).toBe(true);
      await tabTo(page, panel.getByRole('button', { name: T.en.back }), 20, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(change)).toBe(true);
      expect(await panel.locator('.booking-timeslot').textContent()).toContain(time(slots[1]!.startsAt));

      const full = group.prices.find((price) => price.saleTypeId === 1)!;
      await tabTo(page, plus(panel, 'en', 'Vollpreis', group));
      expect(full).toBeDefined();
      await page.keyboard.press('Enter');
      await tabTo(page, panel.getByRole('button', { name: T.en.addToCart }));
      await page.keyboard.press('Enter');
      await expect
        .poll(() => panel.locator('.booking-summary__heading').textContent())
        .toBe('1 ticket has been successfully added into your cart.');
      expect(await panel.textContent()).toContain('Your tickets will be reserved for the next 15 minutes.');
      const slotAfter = (await live(event.id)).groups[0]!.timeslots.find((slot) => slot.id === slots[1]!.id);
      expect(slotAfter?.available).toBe((slots[1]!.available ?? 0) - 1);
      await context.close();
    },
  );

  // Each variant in the other language too, from the event's own page ('Dates and tickets').
  for (const { variant, locale } of [
    { variant: 'SEAT_GROUP', locale: 'en' },
    { variant: 'TIMESLOT', locale: 'de' },
  ] as const) {
    it(
      `books in the ${variant === 'SEAT_GROUP' ? 'seat-group' : 'timeslot'} variant from the event's own page with the keyboard alone (${locale === 'de' ? 'German' : 'English'})`,
      { timeout: 150_000 },
      async () => {
        const event = pick((candidate) => candidate.variant === variant && (candidate.groups[0]?.available ?? 99) > 2);
        const group = await groupIn(event, event.groups[0]!, locale);
        const { context, page } = await newPage(locale);
        // Any slug: the page answers 301 to its own path.
        await page.goto(`${web.url}${locale === 'de' ? '/de/konzerte' : '/en/concerts'}/x/${event.id}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        // The event's own date among the dates of its programme, and its opener, named with the
        // event and the date (spec 001 §3: one widget per date).
        const title = (await live(event.id, locale)).title;
        const date = page.locator('.event-date', { has: page.locator(`time[datetime^="${event.startsAt.slice(0, 16)}"]`) });
        const button = date.getByRole('button', { name: `${locale === 'de' ? 'Tickets für' : 'Tickets for'} ${title}, ` });
        await button.waitFor();
        await tabFromTop(page, button);
        await page.keyboard.press('Enter');
        const panel = page.locator('.booking__panel:not([hidden])');
        await expect.poll(() => isFocused(panel)).toBe(true);
        if (variant === 'TIMESLOT') {
          const slot = group.timeslots.find((candidate) => (candidate.available ?? 1) > 0)!;
          const time = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'Europe/Berlin',
          }).format(new Date(slot.startsAt));
          await expect.poll(() => panel.locator('.booking-timeslot').textContent()).toContain(time);
        }
        await tabTo(page, plus(panel, locale, 'Vollpreis', group));
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        await expectNoAxeViolations(page, `${variant} ${locale} main`);
        await tabTo(page, panel.getByRole('button', { name: T[locale].addToCart }));
        await page.keyboard.press('Enter');
        const heading = panel.locator('.booking-summary__heading');
        await expect
          .poll(() => heading.textContent())
          .toBe(
            locale === 'de'
              ? '2 Tickets wurde erfolgreich in Ihren Warenkorb gelegt.'
              : '2 tickets has been successfully added into your cart.',
          );
        await expect.poll(() => isFocused(heading)).toBe(true);
        expect(await panel.textContent()).toContain(
          locale === 'de'
            ? 'Ihre Tickets werden für die nächsten 15 Minuten reserviert.'
            : 'Your tickets will be reserved for the next 15 minutes.',
        );
        // Only the event list offers 'add more' (spec 001 §4).
        expect(await panel.getByRole('button', { name: 'Weitere hinzufügen' }).count()).toBe(0);
        await expectNoAxeViolations(page, `${variant} ${locale} success`);
        expect((await cookie(context, 'cartAmount'))?.value).toBe('2');
        await expect.poll(() => page.locator('.top-nav__badge').first().textContent()).toBe('2');
        await context.close();
      },
    );
  }

  it('keeps one widget open on a page, and closes by outside click, Escape and the close button with the delays of spec 001 §9', async () => {
    const day = pick(
      (candidate) =>
        candidate.variant === 'SEAT_GROUP' &&
        catalogue.some((other) => other.id !== candidate.id && other.startsAt.slice(0, 10) === candidate.startsAt.slice(0, 10)),
    );
    const other = catalogue.find((candidate) => candidate.id !== day.id && candidate.startsAt.slice(0, 10) === day.startsAt.slice(0, 10))!;
    const { context, page } = await newPage('de');
    await page.clock.install();
    const card = await openDay(page, 'de', day);
    await opener(card, 'de').click();
    await card.getByRole('button', { name: T.de.addToCart }).waitFor();
    // From here the page's timers run only when the test says (spec 001 §9 delays).
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await opener(card, 'de').click();
    await page.clock.runFor(260);
    const otherCard = page.locator('article', { has: page.locator(`[id="event-${other.id}"]`) });
    const first = card.locator('.booking__panel');
    const second = otherCard.locator('.booking__panel');
    await opener(card, 'de').click();
    await first.getByRole('button', { name: T.de.addToCart }).waitFor();
    await opener(otherCard, 'de').click();
    await expect.poll(() => first.getAttribute('data-state')).toBe('closing');
    await page.clock.runFor(260);
    expect(await first.isHidden()).toBe(true);
    expect(await second.getAttribute('data-state')).toBe('open');
    await expect.poll(() => isFocused(second)).toBe(true);

    // Outside click.
    await page.locator('h1').first().click();
    await expect.poll(() => second.getAttribute('data-state')).toBe('closing');
    await page.clock.runFor(260);
    expect(await second.isHidden()).toBe(true);

    // Closing clears the selection at once; the step and summary go 250 ms later.
    await opener(card, 'de').click();
    const group = day.groups[0]!;
    await plus(first, 'de', 'Vollpreis', group).click();
    const discountsButton = first.getByRole('button', { name: `${T.de.discounts} ${group.name}` });
    if ((await discountsButton.count()) > 0) await discountsButton.click();
    const stepBefore = await first.locator('.booking__step').getAttribute('data-step');
    await page.keyboard.press('Escape');
    expect(await first.getAttribute('data-state')).toBe('closing');
    expect(await first.locator('output').first().textContent()).toBe('0');
    expect(await first.locator('.booking__step').getAttribute('data-step')).toBe(stepBefore);
    await page.clock.runFor(240);
    expect(await first.isVisible()).toBe(true);
    await page.clock.runFor(20);
    expect(await first.isHidden()).toBe(true);
    await opener(card, 'de').click();
    expect(await first.locator('.booking__step').getAttribute('data-step')).toBe('main');

    // The close button gives the focus back to the opener.
    await first.getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => isFocused(opener(card, 'de'))).toBe(true);
    await context.close();
  });

  it('shows -214 when the seat group was exhausted meanwhile, with the group named and nothing held', async () => {
    const event = pick(
      (candidate) => candidate.variant === 'SEAT_GROUP' && candidate.groups.some((group) => (group.available ?? 999) <= 120),
    );
    const group = await groupIn(
      event,
      event.groups.find((candidate) => (candidate.available ?? 999) <= 120)!,
      'en',
    );
    const { context, page } = await newPage('en');
    const card = await openDay(page, 'en', event);
    await opener(card, 'en').click();
    const panel = card.locator('.booking__panel');
    await plus(panel, 'en', 'Vollpreis', group).click();
    // Other visitors buy every seat left (30 at most per cart).
    for (let left = group.available ?? 0; left > 0; left -= Math.min(30, left)) {
      const result = await graphql(
        web.url,
        'mutation ($input: AddToCartInput!) { addToCart(locale: EN, input: $input) { ticketsQuantity errors { kind } } }',
        {
          input: {
            eventId: event.id,
            ticketingId: String(event.ticketingId),
            tickets: [{ seatGroupId: group.id, saleTypeId: '1', quantity: Math.min(30, left) }],
          },
        },
      );
      expect(result.json.data?.addToCart).toMatchObject({ errors: [] });
    }
    await panel.getByRole('button', { name: T.en.addToCart }).click();
    await expect.poll(() => panel.locator('.booking-summary__heading').textContent()).toBe("Unfortunately, that didn't work.");
    const text = await panel.locator('.booking-summary').textContent();
    expect(text).toContain('Not enough (connected) seats found.');
    expect(text).toContain(`Seat group: ${group.name}`);
    expect(await panel.getByRole('link', { name: 'Zum Webshop' }).count()).toBe(1);
    expect(await cookie(context, 'cartAmount')).toBeUndefined();
    await expectNoAxeViolations(page, 'error');
    await shot(page, 'en-error');
    await context.close();
  });

  it('undoes a two-group order that fails half way (-209, another code of the ticketing): nothing held, the code shown', async () => {
    const event = pick(
      (candidate) =>
        candidate.variant === 'SEAT_GROUP' &&
        candidate.groups.filter((group) => (group.available ?? 99) >= 30 && group.prices.some((price) => price.saleTypeId === 1)).length >=
          2,
    );
    const [first, second] = event.groups.filter(
      (group) => (group.available ?? 99) >= 30 && group.prices.some((price) => price.saleTypeId === 1),
    );
    const { context, page } = await newPage('de');
    const card = await openDay(page, 'de', event);
    await opener(card, 'de').click();
    const panel = card.locator('.booking__panel');
    // 20 + 11 tickets: the first group is held, the second would pass the cart's 30.
    for (let count = 0; count < 20; count += 1) await plus(panel, 'de', 'Vollpreis', first!).click();
    for (let count = 0; count < 11; count += 1) await plus(panel, 'de', 'Vollpreis', second!).click();
    await panel.getByRole('button', { name: T.de.addToCart }).click();
    await expect.poll(() => panel.locator('.booking-summary__heading').textContent()).toBe('Das hat leider nicht geklappt.');
    const text = await panel.locator('.booking-summary').textContent();
    expect(text).toContain('Fehler -209');
    expect(text).toContain('Wir möchten Sie bitten, Ihre Tickets über unseren Webshop zu kaufen.');
    expect(text).toContain(`Platzgruppe: ${second!.name}`);
    // All or none: the first group's 20 seats are free again, and no cookie says otherwise.
    const after = await live(event.id);
    expect(after.groups.find((group) => group.id === first!.id)?.available).toBe(first!.available);
    expect(after.groups.find((group) => group.id === second!.id)?.available).toBe(second!.available);
    expect(await cookie(context, 'cartAmount')).toBeUndefined();
    await context.close();
  });

  it('shows -204 when the hold has run out (the upstream clock moved 16 minutes), and the cart cookies go', async () => {
    const event = pick((candidate) => candidate.variant === 'SEAT_GROUP' && (candidate.groups[0]!.available ?? 9) > 2);
    const group = await groupIn(event, event.groups[0]!, 'en');
    const { context, page } = await newPage('en');
    const card = await openDay(page, 'en', event);
    await opener(card, 'en').click();
    const panel = card.locator('.booking__panel');
    await plus(panel, 'en', 'Vollpreis', group).click();
    await panel.getByRole('button', { name: T.en.addToCart }).click();
    await expect
      .poll(() => panel.locator('.booking-summary__heading').textContent())
      .toBe('1 ticket has been successfully added into your cart.');
    const moved = await request(`${cms.url()}/__test__/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_ms: 16 * 60_000 }),
    });
    expect(moved.status).toBe(200);
    await panel.getByRole('button', { name: 'Weitere hinzufügen' }).click();
    await plus(panel, 'en', 'Vollpreis', group).click();
    await panel.getByRole('button', { name: T.en.addToCart }).click();
    await expect.poll(() => panel.locator('.booking-summary__heading').textContent()).toBe("Unfortunately, that didn't work.");
    expect(await panel.locator('.booking-summary').textContent()).toContain('No current reservation.');
    await expect.poll(async () => (await cookie(context, 'cartAmount'))?.value).toBeUndefined();
    await context.close();
  });
  it('says "Webshop offline" when the shop went offline before the add, in both languages, and holds nothing', async () => {
    const staff = await loginAsStaff(cms.url());
    const token = /csrftoken=([^;]+)/.exec(staff)?.[1] ?? '';
    const setShop = (online: boolean) =>
      request(`${cms.url()}/pageeditor-api/settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: staff, 'x-csrftoken': token },
        body: JSON.stringify({ is_shop_online: online }),
      });
    const event = pick((candidate) => candidate.variant === 'SEAT_GROUP' && (candidate.groups[0]!.available ?? 9) > 2);
    const expected = {
      de: ['Webshop offline', 'Der Webshop ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.'],
      en: ['Webshop offline', 'The webshop cannot be reached right now. Please try again later.'],
    } as const;
    for (const locale of ['de', 'en'] as const) {
      const group = await groupIn(event, event.groups[0]!, locale);
      const { context, page } = await newPage(locale);
      try {
        const card = await openDay(page, locale, event);
        await opener(card, locale).click();
        const panel = card.locator('.booking__panel');
        await plus(panel, locale, 'Vollpreis', group).click();
        // The page was shown with the shop online; it goes offline before the visitor adds.
        expect((await setShop(false)).status).toBe(200);
        try {
          await panel.getByRole('button', { name: T[locale].addToCart }).click();
          const summary = panel.locator('.booking-summary--error');
          await summary.waitFor();
          for (const line of expected[locale]) expect(await summary.textContent()).toContain(line);
          await expectNoAxeViolations(page, `offline ${locale}`);
        } finally {
          expect((await setShop(true)).status).toBe(200);
        }
        expect((await live(event.id)).groups.find((candidate) => candidate.id === group.id)?.available).toBe(event.groups[0]!.available);
        expect(await cookie(context, 'cartAmount')).toBeUndefined();
      } finally {
        await context.close();
      }
    }
  });
});
