// Client navigation in a real Chromium (spec 000 §2 "Navigation behaviour", §4 route guards and
// progress bar, §8 chunk reload, §9 constants): links change screens without a document load,
// back and forward restore the scroll position, the hash rule, the progress bar, a chunk that
// fails to load, redirect records on the server (301) and on the client, in both languages.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { chunkOf } from '../support/buildChunks';
import { request } from '../support/http';

const suite = browserSuite();

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
  documentLoads: string[];
}

async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<Opened> {
  const context = await suite.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  const documentLoads: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
  });
  await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // A value only this document knows: gone after any document load.
  await page.evaluate(() => {
    (window as unknown as { documentMarker: string }).documentMarker = 'first-document';
  });
  return { context, page, errors, documentLoads };
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { documentMarker?: string }).documentMarker === 'first-document');

/** Clicks a link the way a visitor's click reaches the router, without Playwright scrolling to it first. */
async function clickLink(page: Page, selector: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.querySelector<HTMLAnchorElement>(target);
    if (!link) throw new Error(`no link ${target}`);
    link.click();
  }, selector);
}

async function addLink(page: Page, href: string, id = 'test-link'): Promise<void> {
  await page.evaluate(
    ({ target, linkId }) => {
      const link = document.createElement('a');
      link.href = target;
      link.id = linkId;
      link.textContent = target;
      document.getElementById('main-content')?.append(link);
    },
    { target: href, linkId: id },
  );
}

describe('client navigation', () => {
  it('changes screens without a document load, follows the page in title, language, canonical and hreflang, moves the focus and announces the title', async () => {
    const { context, page, errors, documentLoads } = await open('/de/konzerte');
    await clickLink(page, '.language-switch a[hreflang="en"]');
    await page.waitForFunction(() => document.title.startsWith('Concerts and tickets'));
    expect(new URL(page.url()).pathname).toBe('/en/concerts');
    expect(await sameDocument(page)).toBe(true);
    expect(documentLoads).toEqual(['/de/konzerte']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('h1').first().textContent()).toBe('Concerts and tickets');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${suite.web.url}/en/concerts`);
    expect(await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href')).toBe(`${suite.web.url}/de/konzerte`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expect.poll(() => page.getByTestId('route-announcer').textContent()).toBe(await page.title());
    // The screen's data came through GraphQL: the list is there.
    await page.waitForSelector('[data-testid="event-list"]');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('restores the scroll position on back and forward, and starts a new page at the top', async () => {
    const { context, page, errors } = await open('/en/concerts', { width: 390, height: 844 });
    await page.waitForSelector('[data-testid="event-list"]');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(300);
    // Where the page let itself be scrolled (on a day with fewer events it may end above 900).
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(400);
    await clickLink(page, '.language-switch a[hreflang="de"]');
    await page.waitForFunction(() => document.title.startsWith('Konzerte und Karten'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForSelector('[data-testid="event-list"]');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(300);

    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/en/concerts');
    // Back where it was, as far as the page allows: on a day with few events the list ends sooner
    // once the next page's loading row is gone (a month ahead: left at 900, 875 is the bottom).
    await expect
      .poll(() =>
        page.evaluate((left) => {
          const bottom = Math.round(document.documentElement.scrollHeight - window.innerHeight);
          return Math.round(window.scrollY) === Math.min(left, bottom);
        }, scrolled),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.goForward();
    await page.waitForFunction(() => location.pathname === '/de/konzerte');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('waits 1 s for a hash target, keeps looking every 250 ms and scrolls to it with a 130 px offset', async () => {
    const { context, page } = await open('/de/konzerte');
    await addLink(page, '/en/concerts#later-target');
    await clickLink(page, '#test-link');
    await page.waitForFunction(() => document.title.startsWith('Concerts and tickets'));
    // The target appears only now, far down (above the list, whose infinite scroll would move
    // anything below it); the rule is still waiting its second.
    await page.evaluate(() => {
      const target = document.createElement('div');
      target.id = 'later-target';
      target.style.marginTop = '3000px';
      target.style.height = '200px';
      target.textContent = 'Target';
      document.getElementById('main-content')?.prepend(target);
    });
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('later-target')?.getBoundingClientRect().top ?? -1)), {
        timeout: 5000,
      })
      .toBe(130);
    await context.close();
  });

  it('scrolls within the page for a hash link, without a document load', async () => {
    const { context, page, documentLoads } = await open('/en/concerts');
    await page.waitForSelector('.day-group__heading');
    const id = await page.locator('.day-group__heading').nth(2).getAttribute('id');
    await addLink(page, `#${id ?? ''}`, 'hash-link');
    await clickLink(page, '#hash-link');
    await expect
      .poll(() => page.evaluate((target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? -1), id ?? ''))
      .toBe(130);
    expect(new URL(page.url()).hash).toBe(`#${id ?? ''}`);
    expect(documentLoads).toEqual(['/en/concerts']);
    await context.close();
  });

  it('shows the 2 px black progress bar while a navigation waits for its data, and hides it after', async () => {
    const { context, page } = await open('/de/konzerte');
    await page.route('**/graphql?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue();
    });
    await clickLink(page, '.language-switch a[hreflang="en"]');
    const bar = page.getByTestId('progress-bar');
    await expect.poll(() => bar.getAttribute('data-phase')).toBe('running');
    const look = await bar.evaluate((element) => {
      const fill = element.firstElementChild as HTMLElement;
      return {
        height: getComputedStyle(element).height,
        colour: getComputedStyle(fill).backgroundColor,
        opacity: getComputedStyle(element).opacity,
      };
    });
    expect(look.height).toBe('2px');
    expect(look.colour).toBe('rgb(0, 0, 0)');
    await page.waitForFunction(() => location.pathname === '/en/concerts');
    await expect.poll(() => bar.getAttribute('data-phase'), { timeout: 10_000 }).toBe('idle');
    expect(await bar.getAttribute('data-failed')).toBe('false');
    await context.close();
  });

  it('turns the progress bar red when a request fails', async () => {
    const { context, page } = await open('/en/concerts');
    await page.route('**/graphql?**', (route) => route.abort());
    await clickLink(page, '.language-switch a[hreflang="de"]');
    const bar = page.getByTestId('progress-bar');
    // Red while it shows the failure (it hides 500 ms after the last request ended).
    await expect
      .poll(
        () =>
          bar.evaluate((element) => ({
            failed: element.dataset.failed,
            colour: getComputedStyle(element.firstElementChild as HTMLElement).backgroundColor,
          })),
        { interval: 50 },
      )
      .toEqual({ failed: 'true', colour: 'rgb(208, 2, 27)' });
    await context.close();
  });

  it('reloads once when a screen chunk fails to load, and not again within a minute', async () => {
    const chunk = chunkOf('src/client/screens/error/ErrorPage.tsx');
    const { context, page, documentLoads } = await open('/de/konzerte');
    await page.route(`**${chunk}`, (route) => route.abort());
    await addLink(page, '/de/gibt-es-nicht');
    await clickLink(page, '#test-link');
    // The failed chunk made the browser load the page as a document, once.
    await expect.poll(() => documentLoads).toEqual(['/de/konzerte', '/de/gibt-es-nicht']);
    await page.waitForSelector('html[data-hydrated="true"]');
    // The chunk still fails: no second reload within the minute; the page says what happened.
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Dieser Teil der Seite konnte nicht geladen werden.' }).count())
      .toBe(1);
    await page.waitForTimeout(500);
    expect(documentLoads).toEqual(['/de/konzerte', '/de/gibt-es-nicht']);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
    await context.close();
  });

  it('adds the test-mode class for a cypress parameter', async () => {
    const { context, page } = await open('/en/concerts?cypress=1');
    expect(await page.evaluate(() => document.documentElement.classList.contains('test-mode'))).toBe(true);
    await context.close();
  });
});

describe('redirect records and the overlay parameter (spec 000 §2, §4)', () => {
  it('answers a redirect record with a 301 before any byte of a page, in both languages', async () => {
    const german = await request(`${suite.web.url}/de/about`);
    expect(german.status).toBe(301);
    expect(german.headers.location).toBe('/de/ueber-uns');
    const english = await request(`${suite.web.url}/en/programme?tag=1`);
    expect(english.status).toBe(301);
    expect(english.headers.location).toBe('/en/concerts?tag=1');
  });

  it('follows a redirect record on a client navigation too', async () => {
    const { context, page, documentLoads } = await open('/de/konzerte');
    await addLink(page, '/en/programme');
    await clickLink(page, '#test-link');
    await page.waitForFunction(() => location.pathname === '/en/concerts');
    await page.waitForFunction(() => document.title.startsWith('Concerts and tickets'));
    expect(await sameDocument(page)).toBe(true);
    expect(documentLoads).toEqual(['/de/konzerte']);
    await context.close();
  });

  it('sends overlay=true on any page to the programme without it', async () => {
    const response = await request(`${suite.web.url}/en/gibt-es-nicht?overlay=true`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/en/concerts');
  });
});
