// The site search puts what is still to come first (spec 000 §2 "Search", §7): a search for a
// composer lists the coming concerts before those that are over, and marks those as past, in
// words and for screen readers, in both languages. Against an upstream of its own, seeded for the
// first day of last month (tests/support/seedDates.ts), so weeks of concerts are over whatever the day.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { graphql } from '../support/http';
import { PINNED_SEED_DATE, seedComposers } from '../support/seedDates';
import { startWeb, type RunningProcess } from '../support/processes';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
/** A concert lasts less than this: one that started longer ago is over, whatever its end. */
const LONGER_THAN_A_CONCERT_MS = 24 * 3600_000;

const cms = cmsForSuite(OWN_STORAGE, { CMS_SEED_DATE: PINNED_SEED_DATE });
let web: RunningProcess;
let browser: Browser;

const LANGUAGES = [
  { locale: 'de', graphqlLocale: 'DE', past: 'Vergangen' },
  { locale: 'en', graphqlLocale: 'EN', past: 'Past' },
] as const;

interface Hit {
  rank: number;
  startsAt: string | null;
}

/**
 * A composer whose concerts fit on one page of the events category, all matching alike (one
 * rank), some over and some to come. Chosen by their starts alone (fields the search had before
 * this rule), skipping a composer with a concert that started within the last day: so whether
 * each is over is beyond doubt, without the test keeping a clock of its own to compare with.
 */
async function composerOfBoth(): Promise<string> {
  const now = Date.now();
  for (const composer of seedComposers()) {
    let fits = true;
    for (const language of LANGUAGES) {
      const answer = await graphql(
        web.url,
        'query ($locale: Locale!, $q: String!) { searchEvents(locale: $locale, query: $q, pageSize: 100) { totalCount items { rank startsAt } } }',
        {
          locale: language.graphqlLocale,
          q: composer,
        },
      );
      const page = (answer.json.data as { searchEvents: { totalCount: number; items: Hit[] } } | undefined)?.searchEvents;
      if (!page) throw new Error(JSON.stringify(answer.json.errors));
      const starts = page.items.map((hit) => Date.parse(hit.startsAt ?? ''));
      fits &&=
        page.totalCount <= 10 &&
        new Set(page.items.map((hit) => hit.rank)).size === 1 &&
        starts.some((start) => start < now - LONGER_THAN_A_CONCERT_MS) &&
        starts.some((start) => start > now) &&
        starts.every((start) => start > now || start < now - LONGER_THAN_A_CONCERT_MS);
    }
    if (fits) return composer;
  }
  throw new Error('the seed has no composer with concerts over and to come on one page');
}

let composer = '';

beforeAll(async () => {
  web = await startWeb({ CMS_URL: cms.url() });
  browser = await launchBrowser();
  composer = await composerOfBoth();
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
});

interface ShownHit {
  start: number;
  /** The visible mark's text, or null. */
  mark: string | null;
  /** What the title link's aria-describedby names, or null. */
  linkDescription: string | null;
}

async function shownHits(list: Locator): Promise<ShownHit[]> {
  return list.locator('.search-hit').evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector('.search-hit__title a');
      const described = link?.getAttribute('aria-describedby');
      return {
        start: Date.parse(item.querySelector('time')?.getAttribute('datetime') ?? ''),
        mark: item.querySelector('.search-hit__past')?.textContent ?? null,
        linkDescription: described
          ? described
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ') || null
          : null,
      };
    }),
  );
}

describe.each(LANGUAGES)('a search for a composer ($locale)', (language) => {
  it.each([1280, 390])('lists the coming concerts first and marks those that are over as past, %i px wide', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${web.url}/${language.locale}/search/events/1?q=${encodeURIComponent(composer)}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    // The results stream in after the shell (their own Suspense boundary): on a busy machine the
    // page hydrates before they have arrived.
    await page.locator('main .search-hit').first().waitFor();
    const now = Date.now();

    const hits = await shownHits(page.locator('main'));
    const coming = hits.filter((hit) => hit.start > now);
    const over = hits.filter((hit) => hit.start < now);
    // What the page showed, should it show no coming or no past concert.
    const shown = `${composer} at ${new Date(now).toISOString()}: ${JSON.stringify(hits.map((hit) => (Number.isNaN(hit.start) ? 'no datetime' : new Date(hit.start).toISOString())))} ${(await page.locator('main').innerText()).slice(0, 400)}`;
    expect(coming.length, shown).toBeGreaterThan(0);
    expect(over.length, shown).toBeGreaterThan(0);
    // Every coming concert before every one that is over; the coming soonest first, those over latest first.
    expect(hits).toEqual([...coming, ...over]);
    expect(coming.map((hit) => hit.start)).toEqual(coming.map((hit) => hit.start).sort((a, b) => a - b));
    expect(over.map((hit) => hit.start)).toEqual(over.map((hit) => hit.start).sort((a, b) => b - a));
    // Marked in words, in the page's language, and read with the title's link; the coming ones are not.
    for (const hit of over) expect(hit).toMatchObject({ mark: language.past, linkDescription: language.past });
    for (const hit of coming) expect(hit).toMatchObject({ mark: null, linkDescription: null });

    const axe = await new AxeBuilder({ page }).include('main').withTags(AXE_TAGS).analyze();
    expect(
      axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leads the overview with what is still to come', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await page.goto(`${web.url}/${language.locale}/search?q=${encodeURIComponent(composer)}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('.search-section .search-hit').first().waitFor();
    const now = Date.now();
    const first = (await shownHits(page.locator('.search-section').first()))[0];
    expect(first?.start).toBeGreaterThan(now);
    expect(first?.mark).toBeNull();
    await context.close();
  });
});
