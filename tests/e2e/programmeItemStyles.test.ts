// The programme's three item styles (spec 001 §2: "Event items render in one of three styles
// (style1, style2, style3) from design settings; style3 is a three-column card grid"), set by
// staff through the gateway's updateDesignSettings and drawn in Chromium at 1280 and 390 px, in
// both languages: style1 the row with a date column and the picture, style2 the compact row
// without pictures and the booking at the row's end, style3 the card grid (three columns wide,
// one on a phone). The setting goes back to the seed's style1 afterwards (the upstream is
// shared with the other test files).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { graphql } from '../support/http';
import { loginAsStaff } from '../support/staff';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let staffCookie = '';

beforeAll(async () => {
  staffCookie = await loginAsStaff(inject('cmsUrl'));
});

async function setItemStyle(style: 'STYLE1' | 'STYLE2' | 'STYLE3'): Promise<void> {
  const reply = await graphql(
    suite.web.url,
    'mutation ($style: EventItemStyle!) { updateDesignSettings(locale: DE, input: { eventItemStyle: $style }) { eventItemStyle } }',
    { style },
    { cookie: staffCookie },
  );
  expect(reply.json.data?.updateDesignSettings).toEqual({ eventItemStyle: style });
}

afterAll(async () => {
  await setItemStyle('STYLE1');
});

const LANGUAGES = {
  de: { path: '/de/konzerte', browserLocale: 'de-DE', weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] },
  en: { path: '/en/concerts', browserLocale: 'en-GB', weekdays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] },
} as const;

async function open(
  language: keyof typeof LANGUAGES,
  width: number,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await suite.browser.newContext({
    locale: LANGUAGES[language].browserLocale,
    timezoneId: 'Europe/Berlin',
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${suite.web.url}${LANGUAGES[language].path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForSelector('[data-testid="event-list"]');
  return { page, errors, close: () => context.close() };
}

type Box = { x: number; y: number; width: number; height: number };
async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe.each(['de', 'en'] as const)('the item styles (%s)', (language) => {
  it('style1: a row with the date column, the picture and the text', async () => {
    await setItemStyle('STYLE1');
    const wide = await open(language, 1280);
    const { page } = wide;
    expect(await page.locator('[data-testid="event-list"]').getAttribute('data-item-style')).toBe('style1');
    // The first day with an event card (a day may hold only a teaser).
    const group = '.day-group:has(.event-card--style1)';
    const card = `${group} .event-card--style1`;
    expect(await page.locator(card).count()).toBeGreaterThan(0);
    // The column names the group's day: its weekday and its number.
    const groupDay = ((await page.locator(group).first().getAttribute('aria-labelledby')) ?? '').replace('day-', '');
    const weekday = LANGUAGES[language].weekdays[(new Date(`${groupDay}T12:00:00Z`).getUTCDay() + 6) % 7];
    expect(await page.locator(`${card} .event-card__weekday`).first().textContent()).toBe(weekday);
    expect(await page.locator(`${card} .event-card__day`).first().textContent()).toBe(String(Number(groupDay.slice(8))));
    // Date column, picture and text side by side from left to right.
    const date = await box(page, `${card} .event-card__date`);
    const image = await box(page, `${card} .event-card__image`);
    const body = await box(page, `${card} .event-card__body`);
    expect(date.x + date.width).toBeLessThanOrEqual(image.x);
    expect(image.x + image.width).toBeLessThanOrEqual(body.x);
    expect(await axeViolations(page)).toEqual([]);
    expect(wide.errors).toEqual([]);
    await wide.close();

    // On a phone the picture goes above the text, beside the date column.
    const narrow = await open(language, 390);
    const narrowImage = await box(narrow.page, `${card} .event-card__image`);
    const narrowBody = await box(narrow.page, `${card} .event-card__body`);
    expect(narrowImage.y + narrowImage.height).toBeLessThanOrEqual(narrowBody.y);
    expect((await box(narrow.page, `${card} .event-card__date`)).x).toBeLessThan(narrowImage.x);
    await narrow.close();
  });

  it('style2: compact rows without pictures, the booking at the row’s end', async () => {
    await setItemStyle('STYLE2');
    const wide = await open(language, 1280);
    const { page } = wide;
    expect(await page.locator('[data-testid="event-list"]').getAttribute('data-item-style')).toBe('style2');
    expect(await page.locator('.event-card--style2').count()).toBeGreaterThan(0);
    expect(await page.locator('.event-card img').count()).toBe(0);
    const card = '.event-card--style2:has(.booking__opener)';
    const row = await box(page, card);
    const time = await box(page, `${card} .event-card__meta`);
    const title = await box(page, `${card} .event-card__title`);
    const tickets = await box(page, `${card} .booking__opener`);
    // Time | title | booking, on one line.
    expect(time.x + time.width).toBeLessThanOrEqual(title.x);
    expect(tickets.x).toBeGreaterThan(row.x + row.width / 2);
    expect(Math.abs(tickets.y - title.y)).toBeLessThan(title.height + 16);
    // Compact: a row is lower than a row of style1 with its picture (180 px and more).
    expect(row.height).toBeLessThan(160);
    expect(await axeViolations(page)).toEqual([]);
    expect(wide.errors).toEqual([]);
    await wide.close();

    const narrow = await open(language, 390);
    const narrowTitle = await box(narrow.page, `${card} .event-card__title`);
    const narrowTickets = await box(narrow.page, `${card} .booking__opener`);
    expect(narrowTickets.y).toBeGreaterThan(narrowTitle.y);
    await narrow.close();
  });

  it('style3: a grid of cards, three columns wide and one on a phone', async () => {
    await setItemStyle('STYLE3');
    const wide = await open(language, 1280);
    const { page } = wide;
    expect(await page.locator('[data-testid="event-list"]').getAttribute('data-item-style')).toBe('style3');
    const columns = (selector: string, target: Page) =>
      target
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(await columns('.day-group__entries', page)).toBe(3);
    // A day with two entries or more puts them side by side, each picture above its text.
    const group = page.locator('.day-group:has(.day-group__entry + .day-group__entry)').first();
    const first = await group.locator('.day-group__entry').nth(0).boundingBox();
    const second = await group.locator('.day-group__entry').nth(1).boundingBox();
    expect(first && second && Math.abs(first.y - second.y) < 1 && second.x > first.x + first.width).toBe(true);
    const image = await box(page, '.event-card--style3 .event-card__image');
    const body = await box(page, '.event-card--style3 .event-card__body');
    expect(image.y + image.height).toBeLessThanOrEqual(body.y);
    expect(await axeViolations(page)).toEqual([]);
    expect(wide.errors).toEqual([]);
    await wide.close();

    const narrow = await open(language, 390);
    expect(await columns('.day-group__entries', narrow.page)).toBe(1);
    await narrow.close();
  });
});
