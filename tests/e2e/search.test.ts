// The site search in a real Chromium, in both languages (spec 000 §2 "Search", §4 "Search form",
// §5, §7, §9): the header's combobox with the keyboard alone, its timing rules, the lowercased
// autocomplete request, and the search screen with its categories, pages and messages.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { graphql } from '../support/http';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface Language {
  locale: 'de' | 'en';
  graphqlLocale: 'DE' | 'EN';
  start: string;
  toggle: string;
  input: string;
  formLabel: string;
  clear: string;
  close: string;
  suggestions: RegExp;
  /** Typed with capitals; the request must carry it lowercased. */
  typed: string;
  /** A word the seed's events contain, with more than one page of event hits. */
  term: string;
  heading: (query: string) => string;
  emptyHint: string;
  noResults: string;
  beyondLast: string;
  toFirstPage: string;
  next: string;
  previous: string;
  eventsCategory: string;
  timeSuffix: RegExp;
}

const LANGUAGES: Language[] = [
  {
    locale: 'de',
    graphqlLocale: 'DE',
    start: '/de/konzerte',
    toggle: 'Suche',
    input: 'Suchbegriff',
    formLabel: 'Website durchsuchen',
    clear: 'Eingabe löschen',
    close: 'Suche schließen',
    suggestions: /^\d+ Vorschläge?\. Mit Pfeil nach unten auswählen\.$/,
    typed: 'SinF',
    term: 'sinfoniekonzert',
    heading: (query) => `Suchergebnisse für „${query}“`,
    emptyHint: 'Geben Sie einen Suchbegriff ein',
    noResults: 'haben wir leider nichts gefunden',
    beyondLast: 'Auf dieser Seite gibt es keine Ergebnisse.',
    toFirstPage: 'Zur ersten Seite',
    next: 'Nächste Seite',
    previous: 'Vorherige Seite',
    eventsCategory: 'Veranstaltungen',
    timeSuffix: /\d{2}:\d{2} Uhr/,
  },
  {
    locale: 'en',
    graphqlLocale: 'EN',
    start: '/en/concerts',
    toggle: 'Search',
    input: 'Search term',
    formLabel: 'Search the website',
    clear: 'Clear the text',
    close: 'Close search',
    suggestions: /^\d+ suggestions?\. Use the down arrow to choose\.$/,
    typed: 'SyM',
    term: 'symphony',
    heading: (query) => `Search results for “${query}”`,
    emptyHint: 'Enter a search term',
    noResults: 'we found nothing for',
    beyondLast: 'There are no results on this page.',
    toFirstPage: 'To the first page',
    next: 'Next page',
    previous: 'Previous page',
    eventsCategory: 'Events',
    timeSuffix: /, \d{2}:\d{2}$/,
  },
];

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** The variables of every SearchAutocomplete request the page sent. */
  autocompleteQueries: string[];
}

function variablesOf(request: Request): Record<string, unknown> | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  // Reads go as GET with persisted queries (operationName and variables in the URL), else POST.
  if (request.method() === 'GET') {
    if (url.searchParams.get('operationName') !== 'SearchAutocomplete') return null;
    return JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>;
  }
  const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
  return body?.operationName === 'SearchAutocomplete' ? (body.variables ?? {}) : null;
}

async function open(path: string, width = 1280): Promise<Opened> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  const errors: string[] = [];
  const autocompleteQueries: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A resource that failed is counted below by its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('response', (response) => {
    // Pictures come from the upstream through /media, which a loaded test machine may let time
    // out; they are not the search's. Everything else must load.
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/media/'))
      errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    const variables = variablesOf(request);
    if (variables) autocompleteQueries.push(String(variables.query));
  });
  await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, errors, autocompleteQueries };
}

/** Records in the page when the combobox takes the focus and when its panel is hidden. */
async function watchTimes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const times: Record<string, number> = {};
    Object.assign(window, { searchTimes: times });
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof HTMLElement && event.target.getAttribute('role') === 'combobox') times.focused ??= performance.now();
    });
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') times.enter ??= performance.now();
      },
      true,
    );
    document.addEventListener('focusout', (event) => {
      if (event.target instanceof HTMLElement && event.target.getAttribute('role') === 'combobox') times.blurred = performance.now();
    });
    const panel = document.querySelector('.site-search__panel');
    if (panel) {
      new MutationObserver(() => {
        if (panel.hasAttribute('hidden')) times.hidden = performance.now();
      }).observe(panel, { attributes: true, attributeFilter: ['hidden'] });
    }
  });
}

const times = (page: Page) => page.evaluate(() => (window as unknown as { searchTimes: Record<string, number | undefined> }).searchTimes);
const activeRole = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName ?? null);

let counts: Record<string, { events: number; others: number }> = {};

beforeAll(async () => {
  for (const language of LANGUAGES) {
    const answer = await graphql(
      suite.web.url,
      'query ($locale: Locale!, $q: String!) { searchEvents(locale: $locale, query: $q, pageSize: 1) { totalCount } searchOthers(locale: $locale, query: $q, pageSize: 1) { totalCount } }',
      { locale: language.graphqlLocale, q: language.term },
    );
    const data = answer.json.data as { searchEvents: { totalCount: number }; searchOthers: { totalCount: number } };
    counts = { ...counts, [language.locale]: { events: data.searchEvents.totalCount, others: data.searchOthers.totalCount } };
    // The paging tests need more than one page of event hits.
    if (data.searchEvents.totalCount <= 10)
      throw new Error(`the seed has only ${data.searchEvents.totalCount} events for ${language.term}`);
  }
});

describe.each(LANGUAGES)('the header search ($locale)', (language) => {
  it('works with the keyboard alone: Tab to the toggle, Enter, typing, ArrowDown, Enter on a suggestion', async () => {
    const { context, page, errors, autocompleteQueries } = await open(language.start);
    await watchTimes(page);
    const toggle = page.getByRole('button', { name: language.toggle, exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    for (let presses = 0; presses < 40 && !(await toggle.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const input = page.getByRole('combobox', { name: language.input });
    // spec 000 §4, §9: the input takes the focus 200 ms after opening, not before.
    await expect.poll(() => activeRole(page)).toBe('combobox');
    const opened = await times(page);
    expect((opened.focused ?? 0) - (opened.enter ?? Infinity)).toBeGreaterThanOrEqual(199);

    await page.keyboard.type(language.typed);
    const listbox = page.getByRole('listbox');
    await expect.poll(() => listbox.isVisible()).toBe(true);
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    // The number of suggestions is announced politely, in the page's language.
    const status = page.locator('.search-form--header [role="status"]');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await expect.poll(async () => (await status.textContent()) ?? '').toMatch(language.suggestions);
    // spec 000 §5: the autocomplete request carries the text lowercased, never empty.
    expect(autocompleteQueries.length).toBeGreaterThan(0);
    expect(autocompleteQueries).toContain(language.typed.toLowerCase());
    for (const query of autocompleteQueries) expect(query).toBe(query.toLowerCase());
    expect(autocompleteQueries).not.toContain('');

    // spec 000 §4: ArrowDown moves into the suggestions, to the first one.
    await page.keyboard.press('ArrowDown');
    const first = options.first();
    expect(await input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    // Home gives the visual focus back to the text.
    await page.keyboard.press('Home');
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('ArrowDown');
    const chosen = (await first.textContent()) ?? '';
    expect(chosen).not.toBe('');

    // Choosing a suggestion sets the text and submits: the search screen with q.
    await Promise.all([page.waitForURL((url) => url.pathname === `/${language.locale}/search`), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(chosen);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(language.heading(chosen));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('clears with its clear button, keeps the form while the focus stays inside, and closes 200 ms after the focus leaves', async () => {
    const { context, page, errors } = await open(language.start);
    await watchTimes(page);
    const toggle = page.getByRole('button', { name: language.toggle, exact: true });
    await toggle.click();
    const input = page.getByRole('combobox', { name: language.input });
    await expect.poll(() => activeRole(page)).toBe('combobox');
    const clear = page.getByRole('button', { name: language.clear });
    // spec 000 §4: the clear button shows only while there is text.
    expect(await clear.count()).toBe(0);
    await page.keyboard.type('xy');
    expect(await clear.isVisible()).toBe(true);
    await clear.click();
    expect(await input.inputValue()).toBe('');
    expect(await clear.count()).toBe(0);
    expect(await activeRole(page)).toBe('combobox');

    // Focus moving to the form's own buttons does not close it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.site-search__panel') !== null)).toBe(true);
    await page.waitForTimeout(400);
    expect(await page.locator('.site-search__panel').isVisible()).toBe(true);

    // Back in the input, then out of the form (Shift+Tab to the toggle): closed, not sooner than 200 ms.
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.locator('.site-search__panel').isHidden()).toBe(true);
    const closed = await times(page);
    expect((closed.hidden ?? 0) - (closed.blurred ?? Infinity)).toBeGreaterThanOrEqual(199);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes on a press outside, on Escape (suggestions first) and on its close button', async () => {
    const { context, page, errors } = await open(language.start);
    const toggle = page.getByRole('button', { name: language.toggle, exact: true });
    const panel = page.locator('.site-search__panel');
    const input = page.getByRole('combobox', { name: language.input });

    await toggle.click();
    await expect.poll(() => activeRole(page)).toBe('combobox');
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => panel.isHidden()).toBe(true);

    await toggle.click();
    await expect.poll(() => activeRole(page)).toBe('combobox');
    await page.keyboard.type(language.typed);
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.search-form--header .search-suggestions').isHidden()).toBe(true);
    expect(await panel.isVisible()).toBe(true);
    // Typing opens the suggestions again.
    await page.keyboard.type('o');
    await expect.poll(() => page.locator('.search-form--header .search-suggestions').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isHidden()).toBe(true);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    await toggle.click();
    await page.getByRole('button', { name: language.close }).click();
    await expect.poll(() => panel.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([1280, 390])(
    'does nothing on an empty submit, and has no axe violation while open with suggestions, %i px wide',
    async (width) => {
      const { context, page, errors } = await open(language.start, width);
      const start = page.url();
      await page.getByRole('button', { name: language.toggle, exact: true }).click();
      await expect.poll(() => activeRole(page)).toBe('combobox');
      await page.keyboard.press('Enter');
      await page.keyboard.type('   ');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      expect(page.url()).toBe(start);
      expect(await page.locator('.site-search__panel').isVisible()).toBe(true);

      await page.keyboard.press('Control+A');
      await page.keyboard.type(language.typed);
      await expect.poll(() => page.getByRole('listbox').isVisible()).toBe(true);
      await page.keyboard.press('ArrowDown');
      // Past the 0.56 s animation, so colours are measured as they end up.
      await page.waitForTimeout(700);
      const axe = await new AxeBuilder({ page }).include('.site-header').withTags(AXE_TAGS).analyze();
      expect(
        axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('carries the site-search action markup once, with the search route taking q', async () => {
    const { context, page } = await open(language.start);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const actions = blocks
      .map((text) => JSON.parse(text) as { '@type': string; potentialAction?: { target: { urlTemplate: string } } })
      .filter((block) => block['@type'] === 'WebSite');
    expect(actions).toHaveLength(1);
    expect(actions[0]?.potentialAction?.target.urlTemplate).toBe(`${suite.web.url}/${language.locale}/search?q={search_term_string}`);
    // The header's form is loaded on the first intent and exists from the first opening on.
    await page.getByRole('button', { name: language.toggle, exact: true }).click();
    const form = page.getByRole('search', { name: language.formLabel });
    expect(await form.getAttribute('action')).toBe(`/${language.locale}/search`);
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.locator('input[name="q"]').count()).toBe(1);
    await context.close();
  });
});

describe.each(LANGUAGES)('the search screen ($locale)', (language) => {
  it('shows both categories with their counts and first hits, an event with its date and time, and links to the category', async () => {
    const { context, page, errors, autocompleteQueries } = await open(`/${language.locale}/search?q=${language.term}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(language.heading(language.term));
    // The form holds the query, and asks for no suggestions until the visitor types.
    expect(await page.locator('.search-form--page input[name="q"]').inputValue()).toBe(language.term);
    expect(autocompleteQueries).toEqual([]);
    const count = counts[language.locale];
    const nav = page.locator('.search-categories');
    expect(await nav.textContent()).toContain(`${language.eventsCategory} (${count?.events})`);
    const eventsSection = page.locator('.search-section').first();
    expect(await eventsSection.locator('.search-hit').count()).toBe(3);
    expect((await eventsSection.locator('time').first().textContent()) ?? '').toMatch(language.timeSuffix);
    const showAll = eventsSection.getByRole('link', { name: String(count?.events) });
    expect(await showAll.getAttribute('href')).toBe(`/${language.locale}/search/events/1?q=${language.term}`);
    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages through a category with real previous, next and page links', async () => {
    const { context, page, errors } = await open(`/${language.locale}/search/events/1?q=${language.term}`);
    const pagination = page.getByRole('navigation', { name: /./ }).filter({ has: page.getByRole('link', { name: language.next }) });
    expect(await page.locator('.search-hit').count()).toBe(10);
    expect(await pagination.getByRole('link', { name: language.previous }).count()).toBe(0);
    const next = pagination.getByRole('link', { name: language.next });
    expect(await next.getAttribute('href')).toBe(`/${language.locale}/search/events/2?q=${language.term}`);
    const firstOfPageOne = await page.locator('.search-hit').first().textContent();
    await Promise.all([page.waitForURL(`**/search/events/2?q=${language.term}`), next.click()]);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('.search-hit').first().textContent()).not.toBe(firstOfPageOne);
    expect(await page.locator('.search-pagination [aria-current="page"]').textContent()).toBe('2');
    expect(await page.getByRole('link', { name: language.previous }).getAttribute('href')).toBe(
      `/${language.locale}/search/events/1?q=${language.term}`,
    );
    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // spec 000 §2: a search from a category page keeps the category, on its page 1.
    const form = page.locator('.search-form--page');
    await form.getByRole('combobox').fill('Horn');
    await Promise.all([page.waitForURL(`**/search/events/1?q=Horn`), form.getByRole('combobox').press('Enter')]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when nothing is found, when a page is beyond the last, and hints when there is no query', async () => {
    const { context, page, errors } = await open(`/${language.locale}/search?q=zzqxvvy`);
    expect(await page.locator('.search-empty').textContent()).toContain(language.noResults);

    const last = Math.ceil((counts[language.locale]?.events ?? 0) / 10);
    await page.goto(`${suite.web.url}/${language.locale}/search/events/${last + 1}?q=${language.term}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('.search-empty').textContent()).toContain(language.beyondLast);
    expect(await page.getByRole('link', { name: language.toFirstPage }).getAttribute('href')).toBe(
      `/${language.locale}/search/events/1?q=${language.term}`,
    );

    await page.goto(`${suite.web.url}/${language.locale}/search`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('.search-hint').textContent()).toContain(language.emptyHint);
    expect(await page.locator('.search-form--page input[name="q"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown category or a page that is no number with the 404 page', async () => {
    const { context, page } = await open(`/${language.locale}/search`);
    for (const path of [`/${language.locale}/search/nothing?q=x`, `/${language.locale}/search/events/0?q=x`]) {
      const response = await page.goto(`${suite.web.url}${path}`);
      expect(response?.status()).toBe(404);
    }
    await context.close();
  });

  it('works without JavaScript: the toggle is a link to the search screen, whose form searches by GET', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.web.url}${language.start}`);
    const link = page.locator('a.site-search__toggle');
    expect(await link.getAttribute('href')).toBe(`/${language.locale}/search`);
    await Promise.all([page.waitForURL(`**/${language.locale}/search`), link.click()]);
    const form = page.locator('.search-form--page');
    await form.locator('input[name="q"]').fill(language.term);
    await Promise.all([
      page.waitForURL(`**/${language.locale}/search?q=${language.term}`),
      form.getByRole('button', { name: /./ }).last().click(),
    ]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(language.heading(language.term));
    await context.close();
  });
});
