// The home page and the CMS pages in Chromium (spec 000 §2, §3, §4), in both languages: the home
// page is reached, the module overview through the site's own menu by client navigation; every
// module type shows its visible result; the FAQ works by keyboard; an embed waits behind its
// two-click placeholder and loads after consent; the sticky links join the sticky navigation;
// axe finds no violation; the language switch leads to the other language's page.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { browserSuite } from '../support/browserSuite';
import { startWeb, type RunningProcess } from '../support/processes';
import { startRewritingUpstream, type RewritingUpstream } from '../support/rewritingUpstream';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const CASES = [
  {
    locale: 'de',
    home: '/de',
    homeHeading: 'Aurelia Philharmonie',
    menu: 'Hauptnavigation',
    menuLink: 'Module',
    path: '/de/modul-uebersicht',
    heading: 'Alle Module auf einer Seite',
    rejectAll: 'Alle ablehnen',
    loadOnce: 'Einmal laden',
    faq: 'Wann öffnet die Kasse?',
    answer: 'Dienstag bis Samstag von 10 bis 18 Uhr.',
    shown: 'Immer sichtbar',
    more: 'Mehr',
    hidden: ['Bereits abgelaufen', 'Erst ab 2030'],
    headlines: ['Überschriften und Text', 'Ebene drei', 'Ebene vier', 'Ebene fünf', 'Ebene sechs'],
    sticky: ['Newsletter', 'Karten kaufen'],
    stickyLabel: 'Schnellzugriff',
    other: '/en/module-overview',
  },
  {
    locale: 'en',
    home: '/en',
    homeHeading: 'Aurelia Philharmonic',
    menu: 'Main navigation',
    menuLink: 'Modules',
    path: '/en/module-overview',
    heading: 'Every module on one page',
    rejectAll: 'Reject all',
    loadOnce: 'Load once',
    faq: 'When does the box office open?',
    answer: 'Tuesday to Saturday, 10 am to 6 pm.',
    shown: 'Always shown',
    more: 'More',
    hidden: ['Already ended', 'Only from 2030'],
    headlines: ['Headlines and text', 'Level three', 'Level four', 'Level five', 'Level six'],
    sticky: ['Newsletter', 'Buy tickets'],
    stickyLabel: 'Quick access',
    other: '/de/modul-uebersicht',
  },
] as const;

async function visible(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluateAll(
      (elements) =>
        elements.filter((element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0).length,
    );
}

describe('home and CMS pages in Chromium', () => {
  for (const c of CASES) {
    it(`reaches the module overview through the menu, shows every module type, works by keyboard and passes axe (${c.locale})`, async () => {
      const context = await suite.browser.newContext({
        locale: c.locale === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
      // Nothing leaves the machine: the providers' frames are only looked at, never loaded.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${suite.web.url}${c.home}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.locator('h1').textContent()).toBe(c.homeHeading);
        await page.getByRole('button', { name: c.rejectAll, exact: true }).click();
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

        // The site's own menu leads to the module overview without a document load.
        await page.getByRole('navigation', { name: c.menu }).getByRole('link', { name: c.menuLink, exact: true }).click();
        await page.waitForURL(`${suite.web.url}${c.path}`);
        await page.locator('h1', { hasText: c.heading }).waitFor();
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
        await expect.poll(() => page.title()).toContain('| Aurelia Philharmonie');

        // Every module type's visible result.
        expect(await page.locator('.cms-hero h2').isVisible()).toBe(true);
        expect(await page.locator('.cms-anchors a').count()).toBe(4);
        for (const [index, text] of c.headlines.entries()) {
          expect(await page.getByRole('heading', { level: index + 2, name: text, exact: true }).isVisible(), text).toBe(true);
        }
        expect(await page.locator('.cms-headline__preline').first().isVisible()).toBe(true);
        expect(await page.locator('#texte').count()).toBe(1);
        expect(await page.locator('.cms-text .rich-text strong').first().isVisible()).toBe(true);
        expect(await page.locator('.cms-link .cms-button').isVisible()).toBe(true);
        expect(await page.locator('.cms-quote blockquote').isVisible()).toBe(true);
        expect(await visible(page, '.cms-figure img')).toBeGreaterThanOrEqual(5);
        expect(await page.locator('.cms-figure__caption').first().isVisible()).toBe(true);
        expect(await page.locator('.cms-gallery > li').count()).toBe(3);
        expect(await page.locator('picture source[type="image/avif"]').count()).toBeGreaterThan(5);
        expect(await page.locator('.cms-two-columns--image-text').isVisible()).toBe(true);
        expect(await page.locator('.cms-two-columns--text-image').isVisible()).toBe(true);
        expect(await page.locator('.cms-teaser--full h3').isVisible()).toBe(true);
        expect(await page.locator('.cms-html strong').isVisible()).toBe(true);
        // Teaser items: only the one online now.
        const teasers = page.locator('.cms-teaser-list');
        expect(await teasers.getByRole('heading', { name: c.shown }).isVisible()).toBe(true);
        for (const hidden of c.hidden) expect(await teasers.getByText(hidden).count()).toBe(0);
        // A teaser's short link text says where it leads with the teaser's heading (WCAG 2.4.4).
        expect(await teasers.getByRole('link', { name: new RegExp(`^${c.more}\\W+${c.shown}$`) }).count()).toBe(1);
        // Self-hosted media from the site's own origin.
        expect(await page.locator('video.cms-media__video').first().isVisible()).toBe(true);
        expect(await page.locator('audio.cms-media__audio').isVisible()).toBe(true);
        // Every external embed waits behind its placeholder: YouTube (twice), Vimeo, SoundCloud,
        // Spotify, podigee, Instagram, issuu (viewer and PDF viewer), HubSpot.
        for (const provider of ['YouTube', 'Vimeo', 'SoundCloud', 'Spotify', 'podigee', 'Instagram', 'issuu', 'HubSpot']) {
          expect(await page.locator('.external-media__provider', { hasText: provider }).count(), provider).toBeGreaterThan(0);
        }
        expect(await page.locator('.external-media').count()).toBe(10);
        expect(await page.locator('iframe').count()).toBe(0);
        expect(await page.locator('.cms-video-list .external-media').count()).toBe(1);
        // Data modules: the programme's cards, articles, highlights, venues and logos.
        await page.locator('.cms-events .event-card, .cms-events__empty').first().waitFor();
        // The event list's filter (spec 000 §3 filters): one event type narrows the list.
        const typeFilter = page.locator('.cms-events__filter select');
        const typeName = (await typeFilter.locator('option').nth(1).textContent()) ?? '';
        await typeFilter.selectOption({ index: 1 });
        await expect
          .poll(async () => {
            const types = await page.locator('.cms-events .event-card__type').allTextContents();
            return types.length > 0 && types.every((type) => type === typeName)
              ? 'narrowed'
              : (await page.locator('.cms-events__empty').count()) > 0
                ? 'narrowed'
                : types.join('|');
          })
          .toBe('narrowed');
        expect(await page.locator('.cms-events__more a').getAttribute('href')).toMatch(/[?&]type=\d+/);
        await page.locator('.cms-articles:not(.cms-articles--highlight) .cms-article').first().waitFor();
        expect(await page.locator('.cms-articles:not(.cms-articles--highlight) .cms-article').count()).toBe(3);
        await page.locator('.cms-article--highlight').first().waitFor();
        expect(await page.locator('.cms-article--highlight').count()).toBe(2);
        await page.locator('.cms-venue').first().waitFor();
        expect(await page.locator('.cms-venue').count()).toBe(3);
        expect(await page.locator('.cms-logos img').count()).toBe(2);

        // FAQ: a disclosure button per question, by keyboard.
        const question = page.getByRole('button', { name: c.faq });
        expect(await question.getAttribute('aria-expanded')).toBe('false');
        const region = page.getByRole('region', { name: c.faq });
        expect(await region.count()).toBe(0);
        await question.focus();
        await page.keyboard.press('Enter');
        expect(await question.getAttribute('aria-expanded')).toBe('true');
        expect(await page.getByRole('region', { name: c.faq }).textContent()).toContain(c.answer);
        expect(await question.getAttribute('aria-controls')).toBe(await page.getByRole('region', { name: c.faq }).getAttribute('id'));
        await page.keyboard.press('Space');
        expect(await question.getAttribute('aria-expanded')).toBe('false');

        // Consent: the YouTube video loads once asked, the others stay behind their placeholders.
        const video = page.locator('.cms-media .external-media').first();
        await video.getByRole('button', { name: c.loadOnce }).click();
        const frame = video.locator('iframe');
        await frame.waitFor({ state: 'attached' });
        expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aurelia2026');
        expect(await page.locator('iframe').count()).toBe(1);

        // The sticky links join the sticky navigation once the page is scrolled.
        await page.evaluate(() => window.scrollTo(0, window.innerHeight));
        const sticky = page.getByRole('navigation', { name: c.stickyLabel });
        for (const link of c.sticky) await sticky.getByRole('link', { name: link }).waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));

        const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude('iframe').analyze();
        expect(
          axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
        expect(errors).toEqual([]);

        // The language switch leads to the same page in the other language.
        expect(await page.locator('.language-switch a[hreflang]:not([aria-current])').getAttribute('href')).toBe(c.other);
      } finally {
        await context.close();
      }
    });
  }

  it('loads an embed at once after "Always allow", and keeps the home page clean for axe', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    try {
      const page = await context.newPage();
      await page.goto(`${suite.web.url}/en`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('button', { name: 'Reject all', exact: true }).click();
      await page.getByRole('button', { name: 'Always allow external media' }).first().click();
      await page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').waitFor({ state: 'attached' });
      // Stored: the next page shows its embeds without asking.
      await page.goto(`${suite.web.url}/en/module-overview`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.locator('iframe[src^="https://player.vimeo.com/video/"]').waitFor({ state: 'attached' });
      expect(await page.locator('.external-media__placeholder').count()).toBe(0);
      await page.goto(`${suite.web.url}/en`);
      await page.waitForSelector('html[data-hydrated="true"]');
      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude('iframe').analyze();
      expect(
        axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a module of a type the site does not know, in Chromium', () => {
  let upstream: RewritingUpstream | undefined;
  let web: RunningProcess | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // The upstream's answer for /en/about-us gains a module of a model no editor variant here has.
    upstream = await startRewritingUpstream(inject('cmsUrl'), (path, body) => {
      if (!path.startsWith('/en/pageeditor-api/page/about-us')) return body;
      const page = body as { modules: { columns: { children: unknown[] }[] }[] };
      page.modules[0]?.columns[0]?.children.push({ id: 999_002, slug: null, model: 'carousel_3d' });
      return page;
    });
    web = await startWeb({ CMS_URL: upstream.url, UPSTREAM_CACHE: 'off' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    await upstream?.close();
  });

  it('is left out, the page hydrates, and the browser reports it', async () => {
    if (!browser || !web) throw new Error('not started');
    const context = await browser.newContext({ locale: 'en-GB' });
    try {
      const page = await context.newPage();
      const report = page.waitForRequest(
        (request) =>
          new URL(request.url()).pathname === '/_errors' &&
          (JSON.parse(request.postData() ?? '{}') as { kind?: unknown }).kind === 'unknownModule',
      );
      await page.goto(`${web.url}/en/about-us`);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.locator('h1').textContent()).toBe('About us');
      expect(await page.locator('.cms-quote').isVisible()).toBe(true);
      const sent = JSON.parse((await report).postData() ?? '{}') as { message?: string };
      expect(sent.message).toContain('carousel_3d');
    } finally {
      await context.close();
    }
  });
});
