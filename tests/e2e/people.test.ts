// The ensemble, a musician's page and a venue's page in Chromium, in both languages (spec 000 §2
// "Ensemble", "Venue detail"): from an event page the conductor's link leads to the musician's
// page, its breadcrumb to the ensemble list and a card back to a musician, all by client
// navigation; from the event page the venue's link leads to the venue's page with its map link.
// With the design settings' team accordion on, each section is a disclosure worked by keyboard
// (Enter and Space on the button toggle aria-expanded and the region). axe finds no violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { graphql, request } from '../support/http';
import { loginAsStaff } from '../support/staff';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let staffCookie = '';

beforeAll(async () => {
  staffCookie = await loginAsStaff(inject('cmsUrl'));
});

async function setTeamAccordion(on: boolean): Promise<void> {
  const reply = await graphql(
    suite.web.url,
    'mutation ($on: Boolean!) { updateDesignSettings(locale: DE, input: { teamAccordion: $on }) { teamAccordion } }',
    { on },
    { cookie: staffCookie },
  );
  expect(reply.json.data?.updateDesignSettings).toEqual({ teamAccordion: on });
}

afterAll(async () => {
  await setTeamAccordion(false);
});

async function expectNoAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

const CASES = [
  {
    locale: 'de',
    graphLocale: 'DE',
    browserLocale: 'de-DE',
    events: '/de/konzerte',
    ensemble: '/de/orchestermitglieder',
    ensembleName: 'Orchestermitglieder',
    venues: '/de/venues/',
    mapName: 'Auf der Karte zeigen',
  },
  {
    locale: 'en',
    graphLocale: 'EN',
    browserLocale: 'en-GB',
    events: '/en/concerts',
    ensemble: '/en/musicians',
    ensembleName: 'Musicians',
    venues: '/en/venues/',
    mapName: 'Show on the map',
  },
] as const;

/** An upcoming event the first conductor plays in (their page lists it; its page links to them). */
async function conductorsEvent(
  locale: 'DE' | 'EN',
): Promise<{ person: { id: string; name: string }; event: { id: string; slug: string } }> {
  const answer = await graphql(suite.web.url, `{ person(locale: ${locale}, id: "1") { id name upcomingEvents { id slug } } }`);
  const person = answer.json.data?.person as
    { id: string; name: string; upcomingEvents: { id: string; slug: string }[] } | null | undefined;
  const event = person?.upcomingEvents[0];
  if (!person || !event) throw new Error('the first conductor has no upcoming event in the seed');
  return { person, event };
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);

describe('ensemble and venues in Chromium', () => {
  for (const { locale, graphLocale, browserLocale, events, ensemble, ensembleName, venues, mapName } of CASES) {
    it(`leads from an event page to the musician, the ensemble and the venue by the site's links (${locale})`, async () => {
      const { person, event } = await conductorsEvent(graphLocale);
      const context = await suite.browser.newContext({ locale: browserLocale, viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${suite.web.url}${events}/${event.slug}/${event.id}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.locator('h1#event-title').waitFor();
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

        // The contributors name the conductor with a link to their page.
        await page.locator('.event-detail__section--contributors a', { hasText: person.name }).first().click();
        await page.waitForURL((url) => url.pathname.startsWith(`${ensemble}/`));
        await page.locator('h1#member-title', { hasText: person.name }).waitFor();
        await expect.poll(() => page.title()).toContain(person.name);
        expect(await page.locator('.member-page__biography p').count()).toBeGreaterThan(0);
        expect(await page.locator('.member-page .event-card').count()).toBeGreaterThan(0);
        // The seed's articles that name the conductor link to the magazine.
        expect(await page.locator('.member-article__title').count()).toBe(2);
        await expectNoAxeViolation(page);

        // The breadcrumb leads to the ensemble; a card leads back to a musician.
        await page.locator('.breadcrumbs').getByRole('link', { name: ensembleName, exact: true }).click();
        await page.waitForURL(`${suite.web.url}${ensemble}`);
        await page.getByRole('heading', { level: 1, name: ensembleName }).waitFor();
        await page.locator('.person-card').first().waitFor();
        expect(await page.locator('.ensemble-section').count()).toBe(9);
        expect(await page.locator('.person-card').count()).toBe(80);
        expect(await page.locator('.person-card picture source').count()).toBeGreaterThan(0);
        await expectNoAxeViolation(page);
        const second = page.locator('.person-card__name a').nth(1);
        const secondName = (await second.textContent()) ?? '';
        await second.click();
        await page.locator('h1#member-title', { hasText: secondName }).waitFor();
        expect(await sameDocument(page)).toBe(true);

        // Back on the event page, the venue's link leads to the venue's page.
        await page.goBack();
        await page.locator('.person-card').first().waitFor();
        await page.goBack();
        await page.locator('h1#member-title', { hasText: person.name }).waitFor();
        await page.goBack();
        await page.locator('h1#event-title').waitFor();
        const venueLink = page.locator('.event-detail__place a');
        const venueName = (await venueLink.textContent()) ?? '';
        await venueLink.click();
        await page.waitForURL((url) => url.pathname.startsWith(venues));
        await page.locator('h1#venue-title', { hasText: venueName }).waitFor();
        expect(await sameDocument(page)).toBe(true);
        const map = page.getByRole('link', { name: mapName });
        expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
        expect(await map.getAttribute('target')).toBe('_blank');
        expect(await page.locator('.venue-hours__day').count()).toBe(7);
        expect(await page.locator('.venue-page .event-card').count()).toBeGreaterThan(0);
        await expectNoAxeViolation(page);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('works the team accordion by keyboard in both languages when the design settings turn it on', async () => {
    await setTeamAccordion(true);
    // The settings are shared for a few seconds: wait until a page shows the change.
    await expect
      .poll(async () => (await request(`${suite.web.url}/de/orchestermitglieder`)).body.includes('data-testid="ensemble-accordion"'), {
        timeout: 15_000,
        interval: 500,
      })
      .toBe(true);
    for (const { browserLocale, ensemble } of CASES) {
      const context = await suite.browser.newContext({ locale: browserLocale, viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.web.url}${ensemble}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        const toggles = page.locator('.ensemble-section__toggle');
        await toggles.first().waitFor();
        expect(await toggles.count()).toBe(9);
        // The first section starts open, the others closed.
        expect(await toggles.first().getAttribute('aria-expanded')).toBe('true');
        const toggle = toggles.nth(1);
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        const region = page.locator(`#${(await toggle.getAttribute('aria-controls')) ?? ''}`);
        expect(await region.getAttribute('role')).toBe('region');
        expect(await region.isVisible()).toBe(false);
        // Tab moves from the first button to the second (the open first section's cards in between).
        await toggles.first().focus();
        const firstSectionLinks = await page.locator('.ensemble-section').first().locator('.person-card__name a').count();
        for (let index = 0; index <= firstSectionLinks; index += 1) await page.keyboard.press('Tab');
        expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        expect(await region.isVisible()).toBe(true);
        expect(await region.locator('.person-card').count()).toBeGreaterThan(0);
        // axe at the top of the page: scrolled by the Tab presses, a card could sit half under the
        // sticky header, which axe's target-size rule reads as an obscured target (content scrolls
        // under a sticky header by design; the focus never goes there: stickyNavigation.test.ts).
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolation(page);
        await page.keyboard.press('Space');
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await region.isVisible()).toBe(false);
      } finally {
        await context.close();
      }
    }
  });
});
