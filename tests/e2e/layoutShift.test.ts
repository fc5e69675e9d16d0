// Nothing moves after it is painted (issue 20 "Fast on a phone"): the cumulative layout shift of
// a first load is 0 on home, the programme and an event page, in both languages, on a phone and a
// desktop window, with the top alert (the seed's breaking news) and the cookie banner (no consent
// cookie) showing, through hydration and until the page has settled; also on a slow phone, where
// the browser paints the document before all of it has arrived. The page's LCP image is in
// the server's HTML with fetchpriority="high" (and not lazy).
//
// The observers are registered before the document loads (addInitScript, `buffered: true`), so
// every shift from the first paint on is counted; shifts right after input do not count (CLS
// leaves them out too), and this test gives none.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConsent, encodeConsent } from '../../src/shared/consent';
import { browserSuite } from '../support/browserSuite';
import { graphql, request } from '../support/http';

const suite = browserSuite();

interface PaintedElement {
  tag: string;
  fetchPriority: string | null;
  loading: string | null;
  src: string;
}

/** What the page reports back: each shift with the elements that moved, and each LCP candidate. */
interface Measured {
  shifts: { value: number; sources: string[] }[];
  lcp: PaintedElement[];
}

/** Runs in the page before any of its own scripts (a plain function: it is serialised). */
function observeLayout(): void {
  interface ShiftSource {
    node: Node | null;
    previousRect: DOMRectReadOnly;
    currentRect: DOMRectReadOnly;
  }
  interface ShiftEntry extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources: readonly ShiftSource[];
  }
  interface PaintEntry extends PerformanceEntry {
    element: Element | null;
  }
  const describeNode = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
    const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
  };
  const rect = (box: DOMRectReadOnly) => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
  const measured: Measured = { shifts: [], lcp: [] };
  Reflect.set(window, '__layoutMeasured', measured);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      measured.shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => `${describeNode(source.node)}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PaintEntry[]) {
      const element = entry.element;
      if (!element) continue;
      measured.lcp.push({
        tag: element.tagName.toLowerCase(),
        fetchPriority: element.getAttribute('fetchpriority'),
        loading: element.getAttribute('loading'),
        src: element instanceof HTMLImageElement ? element.currentSrc : '',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

interface Language {
  locale: 'de' | 'en';
  graphqlLocale: 'DE' | 'EN';
  home: string;
  programme: string;
  alertLabel: string;
  bannerTitle: string;
}

const LANGUAGES: readonly [Language, Language] = [
  {
    locale: 'de',
    graphqlLocale: 'DE',
    home: '/de',
    programme: '/de/konzerte',
    alertLabel: 'Aktueller Hinweis',
    bannerTitle: 'Cookies und externe Inhalte',
  },
  {
    locale: 'en',
    graphqlLocale: 'EN',
    home: '/en',
    programme: '/en/concerts',
    alertLabel: 'Current notice',
    bannerTitle: 'Cookies and external content',
  },
];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The first event of the programme with a picture, as its page's path in each language. */
const eventPaths = new Map<Language['locale'], string>();

beforeAll(async () => {
  const list = await graphql(suite.web.url, '{ events(locale: DE, pageSize: 20) { items { id image { small } } } }');
  const items = (list.json.data?.events as { items: { id: string; image: { small: string | null } | null }[] } | undefined)?.items ?? [];
  const id = items.find((item) => item.image?.small)?.id;
  if (!id) throw new Error('the seed has no event with a picture in the programme');
  for (const language of LANGUAGES) {
    const detail = await graphql(suite.web.url, 'query($l: Locale!, $id: ID!) { event(locale: $l, id: $id) { slug } }', {
      l: language.graphqlLocale,
      id,
    });
    const slug = (detail.json.data?.event as { slug: string } | null)?.slug;
    if (!slug) throw new Error(`event ${id} has no ${language.locale} page`);
    eventPaths.set(language.locale, `${language.programme}/${slug}/${id}`);
  }
});

/**
 * One first load, measured. `slowPhone`: the processor 20 times slower, so the parser yields
 * mid-document and the browser paints what it has parsed so far.
 */
async function measure(
  path: string,
  viewport: { width: number; height: number },
  language: Language,
  slowPhone = false,
): Promise<{ context: BrowserContext; page: Page; measured: Measured }> {
  // A fresh context: no consent cookie, no dismissed alert.
  const context = await suite.browser.newContext({ viewport, locale: language.locale });
  const page = await context.newPage();
  if (slowPhone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  }
  await page.addInitScript(observeLayout);
  await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  // What hydration and the last responses changed is laid out and painted by then.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  // The chrome the rule is about is there: the alert above the header and the banner.
  expect(await page.getByRole('region', { name: language.alertLabel }).isVisible()).toBe(true);
  expect(await page.getByRole('region', { name: language.bannerTitle }).isVisible()).toBe(true);
  const measured = await page.evaluate((): Measured => Reflect.get(window, '__layoutMeasured') as Measured);
  return { context, page, measured };
}

/** The sum CLS takes: every shift's value (none here followed input). */
function cumulative(measured: Measured): number {
  return measured.shifts.reduce((sum, shift) => sum + shift.value, 0);
}

const PAGES = [
  { name: 'home', path: (language: Language) => language.home },
  { name: 'the programme', path: (language: Language) => language.programme },
  { name: 'an event page', path: (language: Language) => eventPaths.get(language.locale) ?? '' },
] as const;

/**
 * The phone's first load of a page in a language, made once: the layout-shift test measures it,
 * and the LCP test, which needs the same first load, then looks at its pictures and closes it.
 */
const phoneLoads = new Map<string, ReturnType<typeof measure>>();
function phoneLoad(target: (typeof PAGES)[number], language: Language): ReturnType<typeof measure> {
  const key = `${target.name} ${language.locale}`;
  const load = phoneLoads.get(key) ?? measure(target.path(language), VIEWPORTS[0], language);
  phoneLoads.set(key, load);
  return load;
}

describe('layout shift on a first load', () => {
  for (const language of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      for (const target of PAGES) {
        it(`moves nothing on ${target.name} (${language.locale}, ${viewport.name} ${viewport.width}x${viewport.height})`, async () => {
          // The phone's load stays open for the LCP test below, which closes it.
          const phone = viewport === VIEWPORTS[0];
          const { context, measured } = await (phone ? phoneLoad(target, language) : measure(target.path(language), viewport, language));
          // The shifts themselves in the failure message: which element moved, from where to where.
          // Exactly 0: every reserved box has whole-pixel dimensions, so Chromium reports nothing.
          expect({ cls: cumulative(measured), shifts: measured.shifts }).toEqual({ cls: 0, shifts: [] });
          if (!phone) await context.close();
        });
      }
    }
  }
});

describe('layout shift on a first load on a slow phone', () => {
  // The parser yields mid-document: what is painted before the rest of the page chrome is parsed
  // must not move when it is (the header's search toggle, the top alert's close button).
  // Each page type once, each language and window once (a throttled load takes ~10 s, most of it
  // the throttled page waiting: the four run at once, each in its own context).
  const cases = [
    { target: PAGES[0], language: LANGUAGES[1], viewport: VIEWPORTS[1] },
    { target: PAGES[1], language: LANGUAGES[0], viewport: VIEWPORTS[0] },
    { target: PAGES[1], language: LANGUAGES[1], viewport: VIEWPORTS[1] },
    { target: PAGES[2], language: LANGUAGES[0], viewport: VIEWPORTS[1] },
  ] as const;
  // Under `npm run test:clock-ahead` (libfaketime) Chromium's CPU throttling never lets the page
  // load: the throttler reads the thread's CPU clock, which faketime moves too. Left out there.
  const clockMoved = Boolean(process.env.FAKETIME);
  for (const { target, language, viewport } of cases) {
    it.skipIf(clockMoved).concurrent(
      `moves nothing on ${target.name} (${language.locale}, ${viewport.name} ${viewport.width}x${viewport.height})`,
      async ({ expect }) => {
        const { context, measured } = await measure(target.path(language), viewport, language, true);
        expect({ cls: cumulative(measured), shifts: measured.shifts }).toEqual({ cls: 0, shifts: [] });
        await context.close();
      },
    );
  }
});

describe('the LCP image', () => {
  for (const language of LANGUAGES) {
    for (const target of PAGES) {
      it(`is requested early with fetchpriority="high" on ${target.name} (${language.locale})`, async () => {
        const path = target.path(language);
        const { context, page, measured } = await phoneLoad(target, language);
        // The page's LCP image candidate: the picture with the largest area in the first screenful
        // (on a phone a heading's text may outgrow it and be the LCP itself; the picture is the
        // candidate that the browser must not find late). It, and every picture the browser
        // reported as an LCP candidate, was asked for with high priority and not lazily.
        const largest = await page.evaluate((): PaintedElement | null => {
          let best: { area: number; image: HTMLImageElement } | null = null;
          for (const image of Array.from(document.images)) {
            const box = image.getBoundingClientRect();
            const width = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
            const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
            if (width * height > (best?.area ?? 0)) best = { area: width * height, image };
          }
          if (!best) return null;
          return {
            tag: 'img',
            fetchPriority: best.image.getAttribute('fetchpriority'),
            loading: best.image.getAttribute('loading'),
            src: best.image.currentSrc,
          };
        });
        expect(largest).not.toBeNull();
        for (const image of [largest, ...measured.lcp.filter((candidate) => candidate.tag === 'img')]) {
          expect({ src: image?.src, fetchPriority: image?.fetchPriority, loading: image?.loading }).toEqual({
            src: image?.src,
            fetchPriority: 'high',
            loading: 'eager',
          });
        }
        // Discoverable in the server's HTML, before any script runs, with its room.
        const html = (await request(`${suite.web.url}${path}`)).body;
        const first = /<img\b[^>]*>/.exec(html.slice(html.indexOf('id="main-content"')))?.[0] ?? '';
        expect(first).toMatch(/fetchpriority="high"/i);
        expect(first).toContain('loading="eager"');
        expect(first).toMatch(/width="\d+"/);
        expect(first).toMatch(/height="\d+"/);
        // Exactly one picture of the page is asked for first.
        expect(html.match(/<img\b[^>]*\sfetchpriority="high"/gi)).toHaveLength(1);
        await context.close();
      });
    }
  }
});

describe('the chrome the server renders from the request’s cookies', () => {
  // Renders share query results between visitors for a moment (RenderResultCache): the cookies'
  // state must come from each request alone. Alternating visitors ask the same page at once.
  it('follows each request’s own cookies, never another visitor’s', async () => {
    const alert = await graphql(suite.web.url, '{ breakingNews(locale: DE) { id } }');
    const alertId = (alert.json.data?.breakingNews as { id: string }[] | undefined)?.[0]?.id;
    if (!alertId) throw new Error('the seed has no alert online');
    const consent = encodeConsent(createConsent({ tracking: false, marketing: false, externalMedia: false }, new Date(), false));
    const holdUntil = Date.now() + 10 * 60_000;
    const returning = `top-alert-noeku=${alertId}; consent=${consent}; cartAmount=3; cartUrl=%2Fwebshop%2Fcart; cartHoldUntil=${holdUntil}`;
    const pages = await Promise.all(
      [undefined, returning, undefined, returning].map((cookie) =>
        request(`${suite.web.url}/de/konzerte`, { headers: cookie ? { cookie } : {} }),
      ),
    );
    const chromeOf = (html: string) => ({
      alert: html.includes('class="top-alert"'),
      banner: html.includes('class="consent-banner"'),
      badge: /class="top-nav__badge"[^>]*>3</.test(html),
      cartLink: html.includes('href="/webshop/cart"'),
      countdown: html.includes('class="hold-countdown"'),
    });
    const first = { alert: true, banner: true, badge: false, cartLink: false, countdown: false };
    const back = { alert: false, banner: false, badge: true, cartLink: true, countdown: true };
    expect(pages.map((page) => chromeOf(page.body))).toEqual([first, back, first, back]);
  });
});
