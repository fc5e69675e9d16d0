#!/usr/bin/env node
// `npm run bench:web` (issue 20, "Fast on a phone"): what a visitor on a phone gets, measured in
// a real browser against the production build. It starts the embedded upstream and the site as
// production runs them, then
// 1. runs Lighthouse (mobile defaults: a mid-range phone, simulated slow 4G and 4x slower CPU)
//    BENCH_WEB_RUNS times (3) on each page and prints the median of each figure, after a
//    reference page: the programme as a browser shows it, without JavaScript (the first row: when it gets
//    worse, the machine is slower, not the site);
// 2. opens, on a phone-sized page with the CPU 4x slower, the menus and dialogs a visitor taps
//    and prints each tap's time to the next paint (Event Timing, as INP counts it), the median of
//    BENCH_WEB_TAPS rounds (3), each in a fresh browser context;
// 3. loads each page BENCH_WEB_RUNS times at full speed on a desktop-sized page (this machine's
//    CPU, no throttling) and counts the main thread's tasks over 50 ms (Long Tasks API) from the
//    start until the page has hydrated and rested for two seconds, after the reference page.
// BENCH_WEB_PARTS=lighthouse,taps,long-tasks (all three by default) runs only the parts named.
// Figures are marked against the issue's targets (scripts/benchWebReport.mjs) and written in full
// to bench-results/web-<date>.json. The command measures; it never fails on a figure.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  TARGETS,
  diagnosticsOf,
  figuresOf,
  formatInteractionTable,
  formatLongTaskTable,
  formatPageTable,
  medianFigures,
  medianInteractions,
  summariseLongTasks,
} from './benchWebReport.mjs';
import { referencePage } from './referencePage.mjs';
import { startProgram, stopProgram } from './benchProcesses.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
/** How often each tap is measured (BENCH_WEB_TAPS, 3): the table gives the median. */
const TAP_ROUNDS = Math.max(1, Number(process.env.BENCH_WEB_TAPS ?? 3));
const ALL_PARTS = ['lighthouse', 'taps', 'long-tasks'];
/** The parts to run (BENCH_WEB_PARTS, comma-separated; all by default). A name we do not know is an error, not a silent skip. */
const PARTS = (() => {
  if (!process.env.BENCH_WEB_PARTS) return new Set(ALL_PARTS);
  const named = process.env.BENCH_WEB_PARTS.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = named.filter((part) => !ALL_PARTS.includes(part));
  if (unknown.length > 0 || named.length === 0)
    throw new Error(`BENCH_WEB_PARTS: unknown part ${unknown.join(', ') || '(none named)'}; the parts are ${ALL_PARTS.join(', ')}`);
  return new Set(named);
})();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// No sandbox (containers), no GPU (none there), and none of Chromium's own background traffic
// (updates, sync, field trials over QUIC) competing with the page for the simulated network.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PHONE = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
const REFERENCE_PATH = '/reference-without-javascript';

/**
 * Serves the reference page at REFERENCE_PATH and passes every other request (stylesheets, fonts,
 * images) to the site, so the reference looks and loads as the programme does minus its
 * JavaScript. Gzipped like the site's own HTML, so both travel the same bytes.
 */
function startReferenceServer(siteUrl, html) {
  const gzipped = gzipSync(html);
  const server = http.createServer((req, res) => {
    if (req.url === REFERENCE_PATH) {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = gzip ? gzipped : Buffer.from(html);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-length': body.length,
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(body);
      return;
    }
    const site = new URL(siteUrl);
    const forwarded = http.request(
      { host: site.hostname, port: site.port, method: req.method, path: req.url, headers: { ...req.headers, host: site.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })),
  );
}

/**
 * The page's document as the browser shows it once it has hydrated: the streamed boundaries'
 * content in place, as the reference page must show it (the same elements to style and lay out).
 */
async function shownDocument(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const tab = await browser.newPage({ viewport: DESKTOP, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    await tab.goto(url, { waitUntil: 'load' });
    await tab.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
    return `<!DOCTYPE html>${await tab.evaluate(() => document.documentElement.outerHTML)}`;
  } finally {
    await browser.close();
  }
}

/** Chromium for Lighthouse, with a remote-debugging port of its own choosing and a fresh profile. */
function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-web-chromium-'));
  const child = spawn(
    CHROMIUM,
    ['--headless=new', ...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    let found = false;
    // Chromium says on stderr which port it took; the stream is read to its end, so that its
    // later messages never fill the pipe and stall the browser.
    child.stderr.on('data', (chunk) => {
      if (found) return;
      output += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        found = true;
        resolve({ child, port: Number(port), profile });
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${output.slice(-500)}`)));
  });
}

// ---------------------------------------------------------------------------------------------
// The pages: fixed paths where the route is fixed; ids and slugs from the running site, since the
// seed's content follows its date.

async function graphql(siteUrl, query, variables = {}) {
  const response = await fetch(`${siteUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors ?? response.status)}`);
  return body.data;
}

/** A word to search for that finds something: the composer of the event measured, else a word of its title. */
async function searchTerm(siteUrl, event) {
  const { event: detail } = await graphql(siteUrl, 'query ($id: ID!) { event(locale: DE, id: $id) { works { composer } } }', {
    id: event.id,
  });
  const words = [...(detail?.works ?? []).map((work) => work.composer.split(' ').pop() ?? ''), ...event.title.split(/\W+/)].filter(
    (word) => word.length >= 4,
  );
  for (const word of words) {
    const found = await graphql(
      siteUrl,
      'query ($q: String!) { searchEvents(locale: DE, query: $q, page: 1, pageSize: 1) { totalCount } }',
      { q: word },
    );
    if (found.searchEvents.totalCount > 0) return word;
  }
  throw new Error(`no search term with hits among ${words.join(', ')}`);
}

/** Every page measured, as { key, label, path }; BENCH_WEB_PAGES=key,key,/path chooses some. */
async function pagesToMeasure(siteUrl) {
  const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const first = (pattern, what) => {
    const found = paths.find((candidate) => pattern.test(candidate));
    if (!found) throw new Error(`the sitemap lists no ${what}`);
    return found;
  };
  // The first event of the programme that is on sale: its page has the booking widget.
  const { events } = await graphql(siteUrl, '{ events(locale: DE, page: 1, pageSize: 50) { items { id title status } } }');
  const event = events.items.find((item) => item.status === 'ON_SALE');
  if (!event) throw new Error('the programme has no event on sale');
  const pages = [
    { key: 'home', label: 'home', path: '/de' },
    { key: 'programme', label: 'programme', path: '/de/konzerte' },
    { key: 'event', label: 'event', path: first(new RegExp(`^/de/konzerte/[^/]+/${event.id}$`), `page of event ${event.id}`) },
    { key: 'production', label: 'production', path: first(/^\/de\/productions\/[^/]+\/\d+$/, 'production') },
    { key: 'series', label: 'subscription series', path: first(/^\/de\/abonnements\/[^/]+\/\d+$/, 'subscription series') },
    { key: 'magazine', label: 'magazine', path: '/de/orchesterleben' },
    // The sitemap lists the newest article first; tag and category pages have one more segment.
    { key: 'article', label: 'article', path: first(/^\/de\/orchesterleben\/[^/]+\/\d+$/, 'article') },
    { key: 'modules', label: 'CMS page, every module', path: '/de/modul-uebersicht' },
    { key: 'ensemble', label: 'ensemble', path: '/de/orchestermitglieder' },
    { key: 'musician', label: 'musician', path: first(/^\/de\/orchestermitglieder\/[^/]+\/\d+$/, 'musician') },
    { key: 'venue', label: 'venue', path: first(/^\/de\/venues\/[^/]+\/\d+$/, 'venue') },
    { key: 'search', label: 'search results', path: `/de/search?q=${encodeURIComponent(await searchTerm(siteUrl, event))}` },
    { key: 'watchlist', label: 'watchlist', path: '/de/merkliste' },
    { key: 'cart', label: 'cart', path: '/webshop' },
    { key: 'home-en', label: 'home (en)', path: '/en' },
    { key: 'programme-en', label: 'programme (en)', path: '/en/concerts' },
  ];
  if (!process.env.BENCH_WEB_PAGES) return pages;
  return process.env.BENCH_WEB_PAGES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((wanted) => {
      if (wanted.startsWith('/')) return { key: wanted, label: 'page', path: wanted };
      const page = pages.find((candidate) => candidate.key === wanted);
      if (!page)
        throw new Error(
          `BENCH_WEB_PAGES: no page '${wanted}'; the keys are ${pages.map((candidate) => candidate.key).join(', ')}, or a path beginning with /`,
        );
      return page;
    });
}

// ---------------------------------------------------------------------------------------------
// 1. Lighthouse

/** One Lighthouse run; a run that fails (on a busy machine the trace sometimes misses the navigation, NO_NAVSTART) is tried once more. */
async function lighthouseRun(port, url) {
  let lastError = '';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      // The default configuration is the mobile one: a phone's screen, simulated slow 4G and a
      // 4x slower CPU, applied to a load Lighthouse observes unthrottled (the figures are
      // computed, so a busy machine skews them less than a throttled load would).
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      if (!result) throw new Error('Lighthouse returned no result');
      if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      return {
        figures: figuresOf(result.lhr),
        diagnostics: diagnosticsOf(result.lhr),
        lighthouseVersion: result.lhr.lighthouseVersion,
        userAgent: result.lhr.environment.hostUserAgent,
        attempts: attempt,
      };
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      console.log(`  attempt ${attempt} failed: ${lastError}`);
    }
  }
  return { error: lastError };
}

async function lighthouseRuns(port, label, url) {
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`lighthouse: ${label} ${url} (run ${run} of ${RUNS}) …`);
    runs.push(await lighthouseRun(port, url));
  }
  const measured = runs.filter((run) => run.figures).map((run) => run.figures);
  return { figures: medianFigures(measured), runs };
}

// ---------------------------------------------------------------------------------------------
// 2. Responsiveness

/**
 * Runs in every page before its own scripts: collects the Event Timing entries (each event of an
 * interaction that took 16 ms or more, the API's smallest threshold, with its duration up to the
 * next paint) and the time of the last tap.
 */
function observeInteractions() {
  const state = { entries: [], tapAt: null };
  Object.defineProperty(window, '__benchWeb', { value: state });
  addEventListener('pointerdown', (event) => (state.tapAt = event.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Whether the element the selector finds is shown; polled on every frame, it gives the frame's time. */
function shownAt(selector) {
  const element = document.querySelector(selector);
  return element?.checkVisibility({ visibilityProperty: true }) ? performance.now() : false;
}

const bannerSettings = (page) =>
  page.getByRole('region', { name: 'Cookies und externe Inhalte' }).getByRole('button', { name: 'Einstellungen', exact: true });
const filterButton = (page) => page.getByRole('button', { name: 'Filter', exact: true });

/**
 * The taps measured, each on a freshly loaded programme (its heaviest page): `prepare` taps what
 * must be open first (not measured), `target` is what is tapped, `shown` is the CSS selector of
 * what the tap opens, `after` leaves the page in the state the next ones expect.
 */
const INTERACTIONS = [
  {
    // First, while the banner is up (a first visit); saving the choices then keeps the banner
    // off the pages of the following interactions, as for a visitor who has chosen.
    label: "cookie settings (banner's 'Einstellungen')",
    target: bannerSettings,
    shown: 'dialog.consent-dialog[open]',
    after: (page) => page.getByRole('button', { name: 'Auswahl speichern' }).tap(),
  },
  {
    label: "programme filter ('Filter' opens the dialog)",
    target: filterButton,
    shown: 'dialog.filter-modal[open] .filter-dropdown__button',
  },
  {
    label: "programme filter dropdown ('Ort' in the dialog)",
    prepare: async (page) => {
      await filterButton(page).tap();
      await page.locator('dialog.filter-modal[open] .filter-dropdown__button').first().waitFor();
    },
    target: (page) => page.locator('dialog.filter-modal[open]').getByRole('button', { name: 'Ort', exact: true }),
    shown: '.filter-dropdown--open .filter-dropdown__option',
  },
  {
    label: "booking widget (first 'Tickets')",
    target: (page) => page.locator('.booking__opener').first(),
    shown: '.booking__panel:not([hidden])',
  },
  { label: 'mobile menu (burger)', target: (page) => page.getByRole('button', { name: 'Menü öffnen' }), shown: 'dialog.mobile-nav[open]' },
  {
    label: "site search (header's 'Suche')",
    target: (page) => page.locator('button.site-search__toggle'),
    shown: '.site-search__panel input',
  },
];

async function measureInteraction(context, siteUrl, pagePath, interaction) {
  const page = await context.newPage();
  try {
    // Slowed down from the start, so hydration is as slow as the phone's and the tap waits for
    // what the phone would still be busy with (the page is given a moment to settle first).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    await page.waitForTimeout(1500);
    if (interaction.prepare) await interaction.prepare(page);
    const target = interaction.target(page);
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500); // the scroll's own frames are not the interaction's
    await page.evaluate(() => {
      window.__benchWeb.entries.length = 0;
      window.__benchWeb.tapAt = null;
    });
    const shown = page.waitForFunction(shownAt, interaction.shown, { polling: 'raf', timeout: 30_000 });
    shown.catch(() => undefined); // awaited below; a failed tap must not leave it unhandled
    await target.tap();
    const shownTime = await (await shown).jsonValue();
    // Event Timing reports an interaction after its next paint: give it a few frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)))));
    const { entries, tapAt } = await page.evaluate(() => ({ entries: window.__benchWeb.entries, tapAt: window.__benchWeb.tapAt }));
    // INP's way: an interaction lasts as long as its longest event (pointerdown, pointerup, click).
    const durations = entries.filter((entry) => entry.interactionId > 0).map((entry) => entry.duration);
    if (interaction.after) await interaction.after(page);
    return {
      label: interaction.label,
      path: pagePath,
      durationMs: durations.length > 0 ? Math.max(...durations) : null,
      shownMs: tapAt === null ? null : Math.max(0, shownTime - tapAt),
      entries,
    };
  } catch (error) {
    console.log(`  ${interaction.label} failed: ${error instanceof Error ? error.message : String(error)}`);
    return {
      label: interaction.label,
      path: pagePath,
      durationMs: null,
      shownMs: null,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    await page.close();
  }
}

async function measureInteractions(siteUrl, pagePath) {
  // Playwright adds its own headless switch, so the flags go without ours.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    // Each round in a fresh context: the banner is up again for the first tap of each. One tap is
    // one sample of a busy machine; the table gives each interaction's median.
    const rounds = [];
    for (let round = 1; round <= TAP_ROUNDS; round += 1) {
      const context = await browser.newContext({
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
      });
      await context.addInitScript(observeInteractions);
      const results = [];
      for (const interaction of INTERACTIONS) {
        console.log(`interaction: ${interaction.label} (round ${round} of ${TAP_ROUNDS}) …`);
        results.push(await measureInteraction(context, siteUrl, pagePath, interaction));
      }
      rounds.push(results);
      await context.close();
    }
    return medianInteractions(rounds);
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Long tasks at full speed

/**
 * Runs in every page before its own scripts: collects the main thread's tasks over 50 ms (Long
 * Tasks API) and, to tell our JavaScript from the browser's own parsing, style and layout, the
 * long animation frames with the scripts that ran in each (Long Animation Frames API: every
 * script run over 5 ms, with what started it and where it came from).
 */
function observeLongTasks() {
  const tasks = [];
  const frames = [];
  Object.defineProperty(window, '__benchWebTasks', { value: tasks });
  Object.defineProperty(window, '__benchWebFrames', { value: frames });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      frames.push({
        startTime: entry.startTime,
        duration: entry.duration,
        styleAndLayoutMs: entry.styleAndLayoutStart > 0 ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
        scripts: entry.scripts.map((script) => ({
          durationMs: script.duration,
          forcedStyleAndLayoutMs: script.forcedStyleAndLayoutDuration,
          invoker: `${script.invokerType} ${script.invoker}`.slice(0, 120),
          source: `${(script.sourceURL || '').split('/').pop()}${script.sourceFunctionName ? `:${script.sourceFunctionName}` : ''}`,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

const DESKTOP = { width: 1280, height: 800 };
/** How long a page rests after hydrating before its tasks are read (Apollo Client's files are fetched when it idles). */
const REST_AFTER_HYDRATION_MS = 2000;

/**
 * Loads each page RUNS times and collects its long tasks. A page is `{ key, label, path, url? }`:
 * `url` (the reference page's own server) instead of the site's; a page without our scripts
 * (`hydrates: false`, the reference) is read two seconds after its load event instead.
 */
async function measureLongTasks(siteUrl, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const page of pages) {
      const loads = [];
      for (let run = 1; run <= RUNS; run += 1) {
        console.log(`long tasks: ${page.label} (load ${run} of ${RUNS}) …`);
        // A fresh context each time: a first visit, nothing cached.
        const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
        try {
          await context.addInitScript(observeLongTasks);
          const tab = await context.newPage();
          await tab.goto(`${page.url ?? siteUrl}${page.path}`, { waitUntil: 'load' });
          if (page.hydrates !== false) await tab.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
          await tab.waitForTimeout(REST_AFTER_HYDRATION_MS);
          loads.push(await tab.evaluate(() => ({ tasks: window.__benchWebTasks, frames: window.__benchWebFrames })));
        } catch (error) {
          loads.push({ tasks: [], error: error instanceof Error ? error.message : String(error) });
        } finally {
          await context.close();
        }
      }
      results.push({ key: page.key, label: page.label, path: page.path, loads });
    }
    return results;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------

function commitOf() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null; // not a git checkout (a container image)
  }
}

const startedAt = new Date();
const loadAtStart = loadavg();
const dataDir = mkdtempSync(path.join(tmpdir(), 'orchestra-bench-web-'));
const cms = await startProgram('dist/cms/main.mjs', { CMS_PORT: '0', CMS_DATA_DIR: dataDir });
const web = await startProgram('dist/server/main.mjs', { PORT: '0', CMS_URL: cms.url });
let reference;
let lighthouseBrowser;
try {
  const pages = await pagesToMeasure(web.url);
  // Warm the site's caches (rendered results, upstream answers) as on a live site, so the
  // first of the runs is not the only one that waits for the upstream.
  for (const page of pages) for (let i = 0; i < 2; i += 1) await (await fetch(`${web.url}${page.path}`)).text();

  reference = await startReferenceServer(web.url, referencePage(await shownDocument(`${web.url}/de/konzerte`)));

  const pageResults = [];
  if (PARTS.has('lighthouse')) {
    lighthouseBrowser = await launchChromium();
    const referenceRuns = await lighthouseRuns(lighthouseBrowser.port, 'reference', `${reference.url}${REFERENCE_PATH}`);
    pageResults.push({ key: 'reference', label: 'reference: programme as shown, no JS', path: REFERENCE_PATH, ...referenceRuns });
    for (const page of pages)
      pageResults.push({ ...page, ...(await lighthouseRuns(lighthouseBrowser.port, page.label, `${web.url}${page.path}`)) });
    await stopProgram(lighthouseBrowser.child);
  }

  const interactions = PARTS.has('taps') ? await measureInteractions(web.url, '/de/konzerte') : [];
  // The reference first, as in the Lighthouse table: the same HTML without scripts shows what
  // the browser's own parsing, style and layout cost on this machine.
  const longTasks = PARTS.has('long-tasks')
    ? await measureLongTasks(web.url, [
        { key: 'reference', label: 'reference: programme as shown, no JS', path: REFERENCE_PATH, url: reference.url, hydrates: false },
        ...pages,
      ])
    : [];
  const longTaskRows = summariseLongTasks(longTasks);

  if (PARTS.has('lighthouse')) {
    console.log(`\nLighthouse, mobile (simulated slow 4G, 4x CPU), median of ${RUNS} run${RUNS === 1 ? '' : 's'}:\n`);
    console.log(formatPageTable(pageResults));
  }
  if (PARTS.has('taps')) {
    console.log(
      `\nInteractions on a phone (${PHONE.width}x${PHONE.height}, CPU ${CPU_SLOWDOWN}x slower), time from the tap to the next paint (Event Timing):\n`,
    );
    console.log(formatInteractionTable(interactions));
  }
  if (PARTS.has('long-tasks')) {
    console.log(
      `\nTasks over 50 ms at full speed (${DESKTOP.width}x${DESKTOP.height}, this machine's CPU), from the start until ${REST_AFTER_HYDRATION_MS / 1000} s after hydration, ${RUNS} load${RUNS === 1 ? '' : 's'} each:\n`,
    );
    console.log(formatLongTaskTable(longTaskRows));
  }

  const failures = [
    ...pageResults.flatMap((page) => page.runs.filter((run) => run.error).map((run) => `${page.path}: ${run.error}`)),
    ...interactions.flatMap((one) => one.samples.filter((tap) => tap.error).map((tap) => `${one.label}: ${tap.error}`)),
    ...longTasks.flatMap((one) => one.loads.filter((load) => load.error).map((load) => `long tasks of ${one.path}: ${load.error}`)),
  ];
  if (failures.length > 0) console.log(`\nNot measured:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);

  const folder = path.join(root, 'bench-results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(
    folder,
    `web-${startedAt
      .toISOString()
      .replace(/:/g, '-')
      .replace(/\.\d+Z$/, 'Z')}.json`,
  );
  const report = {
    startedAt: startedAt.toISOString(),
    commit: commitOf(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? null,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadavg(),
      node: process.version,
    },
    parts: [...PARTS],
    runsPerPage: RUNS,
    targets: TARGETS,
    pages: pageResults,
    interactions: { page: '/de/konzerte', viewport: PHONE, cpuSlowdown: CPU_SLOWDOWN, results: interactions },
    longTasks: { viewport: DESKTOP, restAfterHydrationMs: REST_AFTER_HYDRATION_MS, summary: longTaskRows, pages: longTasks },
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(root, file)}`);
} finally {
  if (lighthouseBrowser) {
    await stopProgram(lighthouseBrowser.child);
    rmSync(lighthouseBrowser.profile, { recursive: true, force: true });
  }
  reference?.server.close();
  await stopProgram(web.child);
  await stopProgram(cms.child);
  rmSync(dataDir, { recursive: true, force: true });
}
