// The programme's filters in a real Chromium, in both languages (spec 001 §2 "Event overview",
// "Filters", §7 calendar, §8, §9): the calendar of available dates (WAI-ARIA APG date picker:
// keys, month buttons, Escape, focus back on its button; days without events for the active
// filters disabled; today and the chosen day marked), the `date` parameter as DD-MM-YYYY, the
// date chip, the 'Reset filter' chip, choosing an option again, the announcement of the new
// list and the scroll to the top after a change; below 64em the 'Calendar' and 'Filter' buttons
// and their modal dialog with the keyboard alone; a failed calendar call; axe with the calendar
// and with the dialog open.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent } from '../../src/shared/consent';
import { browserSuite } from '../support/browserSuite';
import { graphql } from '../support/http';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const LANGUAGES = {
  de: {
    path: '/de/konzerte',
    browserLocale: 'de-DE',
    intl: 'de-DE',
    graphqlLocale: 'DE',
    calendar: 'Kalender',
    filter: 'Filter',
    room: 'Ort',
    type: 'Veranstaltungsart',
    calendarDialog: 'Datum wählen',
    filterDialog: 'Programm filtern',
    closeDialog: 'Schließen',
    closeCalendar: 'Kalender schließen',
    nextMonth: 'Nächster Monat',
    previousMonth: 'Vorheriger Monat',
    resetChip: 'Filter zurücksetzen',
    dateChip: (day: string) => `ab ${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`,
    removeFilter: (name: string) => `Filter ${name} entfernen`,
    count: /^\d+ Veranstaltung(en)?$/,
    noEvents: 'keine Veranstaltungen',
  },
  en: {
    path: '/en/concerts',
    browserLocale: 'en-GB',
    intl: 'en-GB',
    graphqlLocale: 'EN',
    calendar: 'Calendar',
    filter: 'Filter',
    room: 'Location',
    type: 'Exhibition type',
    calendarDialog: 'Choose a date',
    filterDialog: 'Filter the programme',
    closeDialog: 'Close',
    closeCalendar: 'Close calendar',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    resetChip: 'Reset filter',
    dateChip: (day: string) => `from ${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`,
    removeFilter: (name: string) => `Remove filter ${name}`,
    count: /^\d+ events?$/,
    noEvents: 'no events',
  },
} as const;
type Language = keyof typeof LANGUAGES;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Today in Berlin as YYYY-MM-DD: the page's default date and the calendar's first choosable day. */
function berlinToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function nextMonthOf(isoDay: string): string {
  const [year = 0, month = 0] = isoDay.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

function monthTitle(yearMonth: string, intl: string): string {
  return new Intl.DateTimeFormat(intl, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${yearMonth}-15T12:00:00Z`));
}

async function open(language: Language, width: number, path: string = LANGUAGES[language].path): Promise<{ page: Page; errors: string[] }> {
  const text = LANGUAGES[language];
  context = await suite.browser.newContext({ locale: text.browserLocale, timezoneId: 'Europe/Berlin', viewport: { width, height: 900 } });
  // The cookie question is answered before: the banner would stand over the list and take the first Tab stops.
  await context.addCookies([
    {
      name: CONSENT_COOKIE,
      value: encodeConsent(createConsent({ tracking: false, marketing: false, externalMedia: false }, new Date(), false)),
      url: suite.web.url,
    },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${suite.web.url}${path}`);
  expect(response?.status()).toBe(200);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForSelector('[data-testid="event-list"], .empty-result');
  return { page, errors };
}

const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? (active.getAttribute('aria-label') ?? active.textContent ?? '').trim() : '';
  });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The days the gateway offers from today on for a filter (what the calendar must enable). */
async function calendarDays(language: Language, filter: Record<string, string> = {}): Promise<string[]> {
  const result = await graphql(
    suite.web.url,
    'query ($locale: Locale!, $filter: EventFilterInput, $from: Date!) { eventCalendar(locale: $locale, filter: $filter, from: $from) }',
    {
      locale: LANGUAGES[language].graphqlLocale,
      filter,
      from: berlinToday(),
    },
  );
  return result.json.data?.eventCalendar as string[];
}

async function rooms(language: Language): Promise<{ id: string; name: string }[]> {
  const result = await graphql(suite.web.url, 'query ($locale: Locale!) { eventFilterOptions(locale: $locale) { rooms { id name } } }', {
    locale: LANGUAGES[language].graphqlLocale,
  });
  const options = result.json.data?.eventFilterOptions as { rooms: { id: string; name: string }[] } | undefined;
  if (!options) throw new Error(`no filter options: ${result.body}`);
  return options.rooms;
}

/** Presses a key until the grid's focus is on `target` (from an earlier day, the same month or later). */
async function moveFocusTo(page: Page, target: string): Promise<void> {
  for (let step = 0; step < 62; step += 1) {
    const day = await focusedDay(page);
    if (day === target) return;
    await page.keyboard.press(day !== null && day < target ? 'ArrowRight' : 'ArrowLeft');
  }
  throw new Error(`the focus did not reach ${target}`);
}

function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  return (include ? builder.include(include) : builder)
    .analyze()
    .then((result) =>
      result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    );
}

describe.each(['de', 'en'] as const)('the programme’s calendar (%s, desktop)', (language) => {
  const text = LANGUAGES[language];

  it('opens from its button with the keyboard, moves by the APG keys, changes months and closes on Escape', async () => {
    const { page, errors } = await open(language, 1280);
    const today = berlinToday();
    const button = page.getByRole('button', { name: text.calendar, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text.calendarDialog });
    await dialog.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');

    // The focus is on today: the current date and, with no date chosen, the selected one.
    await expect.poll(() => focusedDay(page)).toBe(today);
    const todayCell = dialog.locator(`[data-day="${today}"]`);
    expect(await todayCell.getAttribute('aria-current')).toBe('date');
    expect(await todayCell.getAttribute('aria-selected')).toBe('true');
    expect(await dialog.locator('[aria-current="date"]').count()).toBe(1);
    expect(await dialog.getByRole('heading', { level: 3 }).textContent()).toBe(monthTitle(today.slice(0, 7), text.intl));

    await page.keyboard.press('ArrowRight');
    expect(await focusedDay(page)).toBe(addDays(today, 1));
    await page.keyboard.press('ArrowDown');
    expect(await focusedDay(page)).toBe(addDays(today, 8));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedDay(page)).toBe(today);
    // Home and End: the week's Monday and Sunday.
    await page.keyboard.press('Home');
    const monday = (await focusedDay(page)) ?? '';
    expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
    await page.keyboard.press('End');
    expect(await focusedDay(page)).toBe(addDays(monday, 6));
    // Page Down: the same day a month later, and the heading names that month.
    await moveFocusTo(page, today);
    await page.keyboard.press('PageDown');
    const later = (await focusedDay(page)) ?? '';
    expect(later.slice(0, 7)).toBe(nextMonthOf(today));
    await expect.poll(() => dialog.getByRole('heading', { level: 3 }).textContent()).toBe(monthTitle(nextMonthOf(today), text.intl));
    await page.keyboard.press('PageUp');
    expect((await focusedDay(page))?.slice(0, 7)).toBe(today.slice(0, 7));
    // The month buttons change the month and keep the focus.
    const next = dialog.getByRole('button', { name: text.nextMonth });
    await next.click();
    await expect.poll(() => dialog.getByRole('heading', { level: 3 }).textContent()).toBe(monthTitle(nextMonthOf(today), text.intl));
    expect(await focusedName(page)).toBe(text.nextMonth);
    await dialog.getByRole('button', { name: text.previousMonth }).click();
    await expect.poll(() => dialog.getByRole('heading', { level: 3 }).textContent()).toBe(monthTitle(today.slice(0, 7), text.intl));
    // Nothing before today's month: the previous-month button is off there.
    expect(await dialog.getByRole('button', { name: text.previousMonth }).isDisabled()).toBe(true);

    // Tab stays inside the dialog.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), `Tab ${step}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusedName(page)).toContain(text.calendar);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(searchParam(page, 'date')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('disables the days without events for the active filter, days before today too, and follows a change of filter', async () => {
    const today = berlinToday();
    const month = nextMonthOf(today);
    const all = (await calendarDays(language)).filter((day) => day.startsWith(month));
    // A room whose days in that month are fewer than all days: its calendar must differ.
    let room: { id: string; name: string; days: string[] } | undefined;
    for (const candidate of await rooms(language)) {
      const days = (await calendarDays(language, { room: candidate.id })).filter((day) => day.startsWith(month));
      if (days.length > 0 && days.length < all.length) {
        room = { ...candidate, days };
        break;
      }
    }
    if (!room) throw new Error(`the seed has no room with fewer event days than all rooms in ${month}`);

    const { page, errors } = await open(language, 1280);
    const enabledDays = async () => {
      const dialog = page.getByRole('dialog', { name: text.calendarDialog });
      await dialog.locator('table[aria-busy="false"]').waitFor();
      return dialog
        .locator('td[data-day][aria-disabled="false"]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-day')));
    };
    const button = page.getByRole('button', { name: text.calendar, exact: true });
    await button.click();
    // Days before today are disabled (and named so), today and later ones by the calendar call.
    const dialog = page.getByRole('dialog', { name: text.calendarDialog });
    await dialog.locator('table[aria-busy="false"]').waitFor();
    const yesterday = addDays(today, -1);
    if (yesterday.slice(0, 7) === today.slice(0, 7))
      expect(await dialog.locator(`[data-day="${yesterday}"]`).getAttribute('aria-disabled')).toBe('true');
    await dialog.getByRole('button', { name: text.nextMonth }).click();
    expect(await enabledDays()).toEqual(all);
    const noEventDay = (await dialog.locator('td[data-state="noEvents"]').first().getAttribute('data-day')) ?? '';
    expect(await dialog.locator(`[data-day="${noEventDay}"]`).getAttribute('aria-label')).toContain(text.noEvents);
    await page.keyboard.press('Escape');

    // With the room chosen, the calendar offers the room's days only.
    await page.getByRole('button', { name: text.room, exact: true }).click();
    await page.locator(`.filter-dropdown--open .filter-dropdown__option[data-option-id="${room.id}"]`).click();
    await expect.poll(() => searchParam(page, 'room')).toBe(room.id);
    await button.click();
    await dialog.getByRole('button', { name: text.nextMonth }).click();
    expect(await enabledDays()).toEqual(room.days);

    // A disabled day is reachable with the keyboard but cannot be chosen.
    const disabled = (await dialog.locator('td[data-state="noEvents"]').first().getAttribute('data-day')) ?? '';
    await dialog.locator(`[data-day="${room.days[0] ?? ''}"]`).focus();
    await moveFocusTo(page, disabled);
    await page.keyboard.press('Enter');
    await dialog.locator(`[data-day="${disabled}"]`).dispatchEvent('click');
    expect(await dialog.isVisible()).toBe(true);
    expect(searchParam(page, 'date')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('sets the date as DD-MM-YYYY, shows the date chip, announces the list, scrolls up, and clears the date for today', async () => {
    const { page, errors } = await open(language, 1280);
    const today = berlinToday();
    const month = nextMonthOf(today);
    const target = (await calendarDays(language)).find((day) => day.startsWith(month));
    if (!target) throw new Error(`no event day in ${month}`);

    await page.getByRole('button', { name: text.calendar, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.calendarDialog });
    await expect.poll(() => focusedDay(page)).toBe(today);
    await page.keyboard.press('PageDown');
    await dialog.locator('table[aria-busy="false"]').waitFor();
    await moveFocusTo(page, target);
    await page.keyboard.press('Enter');

    const dmy = `${target.slice(8)}-${target.slice(5, 7)}-${target.slice(0, 4)}`;
    await expect.poll(() => searchParam(page, 'date')).toBe(dmy);
    await expect.poll(() => dialog.count()).toBe(0);
    // The focus is back on the button, which names the date now.
    expect(await focusedName(page)).toContain(text.dateChip(target).replace(/^\S+ /, ''));
    // The list starts at the chosen day, and its size is announced in the polite status.
    await expect.poll(() => page.locator('.day-group').first().getAttribute('aria-labelledby')).toBe(`day-${target}`);
    await expect.poll(() => page.locator('.programme__announcement').textContent()).toMatch(text.count);

    const chip = page.getByRole('button', { name: text.removeFilter(text.dateChip(target)) });
    expect(await chip.isVisible()).toBe(true);
    // A date alone is one choice: no 'Reset filter' chip.
    expect(await page.getByRole('button', { name: text.resetChip, exact: true }).count()).toBe(0);

    // Any change scrolls the page to the top in 0.6 s (from a place the reloading list's
    // skeleton still reaches, so the browser alone would leave it there).
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await chip.evaluate((element) => (element as HTMLButtonElement).click());
    await expect.poll(() => searchParam(page, 'date')).toBeNull();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    // The removed chip's focus went on to the filters, not to the document.
    expect(await page.evaluate(() => document.activeElement?.closest('.filter-bar') !== null)).toBe(true);

    // Choosing today clears the date again.
    await page.goto(`${suite.web.url}${text.path}?date=${dmy}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: new RegExp(`^${text.calendar}`) }).click();
    await expect.poll(() => focusedDay(page)).toBe(target);
    expect(await dialog.locator(`[data-day="${target}"]`).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: text.previousMonth }).click();
    await dialog.locator(`[data-day="${today}"]`).click();
    await expect.poll(() => searchParam(page, 'date')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('shows the Reset filter chip for two filters or a filter and a date, and choosing an option again clears it', async () => {
    const { page, errors } = await open(language, 1280);
    const chooseFirst = async (label: string) => {
      await page.getByRole('button', { name: label, exact: true }).click();
      const option = page.locator('.filter-dropdown--open .filter-dropdown__option').first();
      const id = (await option.getAttribute('data-option-id')) ?? '';
      await option.click();
      return id;
    };
    const reset = page.getByRole('button', { name: text.resetChip, exact: true });

    const roomId = await chooseFirst(text.room);
    await expect.poll(() => searchParam(page, 'room')).toBe(roomId);
    await page.waitForSelector('[data-testid="event-list"], .empty-result');
    expect(await reset.count()).toBe(0);
    // The chosen option again: the filter is cleared.
    await page.getByRole('button', { name: new RegExp(`^${text.room}: `) }).click();
    await page.locator('.filter-dropdown--open .filter-dropdown__option[aria-pressed="true"]').click();
    await expect.poll(() => searchParam(page, 'room')).toBeNull();

    await chooseFirst(text.room);
    const typeId = await chooseFirst(text.type);
    await expect.poll(() => searchParam(page, 'type')).toBe(typeId);
    await expect.poll(() => reset.count()).toBe(1);
    await reset.click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.locator('.filter-chips').count()).toBe(0);

    // One filter and a date.
    const future = addDays(berlinToday(), 40);
    const dmy = `${future.slice(8)}-${future.slice(5, 7)}-${future.slice(0, 4)}`;
    await page.goto(`${suite.web.url}${text.path}?room=${roomId}&date=${dmy}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => reset.count()).toBe(1);
    expect(await page.getByRole('button', { name: text.removeFilter(text.dateChip(future)) }).count()).toBe(1);
    await reset.click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it('has no axe violations with the calendar open', async () => {
    const { page } = await open(language, 1280);
    await page.getByRole('button', { name: text.calendar, exact: true }).click();
    await page.getByRole('dialog', { name: text.calendarDialog }).locator('table[aria-busy="false"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe.each(['de', 'en'] as const)('the filter dialog on small screens (%s, 390 px)', (language) => {
  const text = LANGUAGES[language];

  it('opens the calendar and the filters from their buttons, with the keyboard alone', async () => {
    const { page, errors } = await open(language, 390);
    const today = berlinToday();
    // The wide bar's controls are not shown: the two buttons are.
    expect(await page.getByRole('button', { name: text.room, exact: true }).count()).toBe(0);
    const calendarButton = page.getByRole('button', { name: text.calendar, exact: true });
    const filterButton = page.getByRole('button', { name: text.filter, exact: true });
    expect(await calendarButton.isVisible()).toBe(true);

    // Calendar: opened by Enter, the focus on today's cell, Tab kept inside, the page's scroll stopped.
    await calendarButton.focus();
    await page.keyboard.press('Enter');
    const calendarDialog = page.getByRole('dialog', { name: text.calendarDialog });
    await calendarDialog.waitFor();
    await expect.poll(() => focusedDay(page)).toBe(today);
    expect(await page.evaluate(() => document.documentElement.classList.contains('has-scroll-lock'))).toBe(true);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog.filter-modal') !== null), `Tab ${step}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => calendarDialog.count()).toBe(0);
    expect(await focusedName(page)).toBe(text.calendar);
    expect(await page.evaluate(() => document.documentElement.classList.contains('has-scroll-lock'))).toBe(false);

    // Calendar again: a day chosen with the keyboard sets the date and closes the dialog.
    const target = (await calendarDays(language)).find((day) => day.startsWith(nextMonthOf(today)));
    if (!target) throw new Error('no event day next month');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedDay(page)).toBe(today);
    await page.keyboard.press('PageDown');
    await calendarDialog.locator('table[aria-busy="false"]').waitFor();
    await moveFocusTo(page, target);
    await page.keyboard.press(' ');
    await expect.poll(() => searchParam(page, 'date')).toBe(`${target.slice(8)}-${target.slice(5, 7)}-${target.slice(0, 4)}`);
    await expect.poll(() => calendarDialog.count()).toBe(0);
    expect(await focusedName(page)).toContain(text.calendar);

    // Filter: Tab to the button, Enter; the focus on the first dropdown; an option chosen with Enter.
    await page.keyboard.press('Tab');
    expect(await isFocused(filterButton)).toBe(true);
    await page.keyboard.press('Enter');
    const filterDialog = page.getByRole('dialog', { name: text.filterDialog });
    await filterDialog.waitFor();
    expect(await focusedName(page)).toContain(text.room);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const optionId = await page.evaluate(() => document.activeElement?.getAttribute('data-option-id') ?? null);
    expect(optionId).not.toBeNull();
    await page.keyboard.press('Enter');
    await expect.poll(() => searchParam(page, 'room')).toBe(optionId);
    // The dialog stays for more choices; Escape in an open list closes only the list.
    expect(await filterDialog.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => filterDialog.locator('.filter-dropdown--open').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => filterDialog.locator('.filter-dropdown--open').count()).toBe(0);
    expect(await filterDialog.isVisible()).toBe(true);
    // The close button (before the dropdowns) closes it; the focus is back on the button, which
    // counts the filter.
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(filterDialog.getByRole('button', { name: text.closeDialog, exact: true }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => filterDialog.count()).toBe(0);
    expect(await focusedName(page)).toMatch(new RegExp(`^${text.filter}`));
    // The chips stay on the page, outside the dialog: the room, the date, and 'Reset filter'.
    expect(await page.getByRole('button', { name: text.resetChip, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: text.removeFilter(text.dateChip(target)) }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('has no axe violations with the dialog open', async () => {
    const { page } = await open(language, 390);
    await page.getByRole('button', { name: text.filter, exact: true }).click();
    await page.getByRole('dialog', { name: text.filterDialog }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: text.calendar, exact: true }).click();
    await page.getByRole('dialog', { name: text.calendarDialog }).locator('table[aria-busy="false"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('a failed calendar call', () => {
  it('leaves every day from today on choosable, shows no message and reports it', async () => {
    const { page, errors } = await open('en', 1280);
    // Reads go as GET with a persisted-query hash; the first use of a hash is sent again as POST.
    await page.route('**/graphql**', async (route) => {
      const request = route.request();
      const body = request.postData();
      const operation =
        new URL(request.url()).searchParams.get('operationName') ??
        (body ? (JSON.parse(body) as { operationName?: string }).operationName : undefined);
      if (operation === 'EventCalendar') await route.abort('failed');
      else await route.continue();
    });
    const report = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/_errors' &&
        (JSON.parse(request.postData() ?? '{}') as { kind?: unknown }).kind === 'optionsCall',
    );
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a date' });
    await report;
    await dialog.locator('table[aria-busy="false"]').waitFor();
    await dialog.getByRole('button', { name: 'Next month' }).click();
    const cells = dialog.locator('td[data-day]');
    expect(await cells.count()).toBeGreaterThan(27);
    expect(await dialog.locator('td[data-day][aria-disabled="true"]').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    // A day can be chosen as ever.
    const day = (await cells.nth(10).getAttribute('data-day')) ?? '';
    await cells.nth(10).click();
    await expect.poll(() => searchParam(page, 'date')).toBe(`${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`);
    expect(errors).toEqual([]);
  });
});
