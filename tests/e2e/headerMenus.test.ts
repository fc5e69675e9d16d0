// The header's menus in a real Chromium (spec 001 §2 "Header and chrome", §4 "Menus and chrome",
// §7 cookies; spec 000 §4): the desktop submenus (one open at a time; closed by Escape, a click
// outside and a route change), tab-navigation items as links, the mobile navigation by keyboard
// alone (focus trap, accordion, Escape, focus back on the burger, page scroll locked), the cart
// badge from the cookies and from the shop's header, 'Webshop offline', the logged-in account
// dropdown, and axe with the menus open, in both languages.
//
// Most tests run the site behind a proxy that serves a menu of their own (two submenus, a
// tab-navigation item, an external link; tests/support/headerMenuFixture.ts) and switches the shop
// offline when a test asks; the seeded menu's own submenus are tested as they are, in both
// languages.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { headerMenuRewrite } from '../support/headerMenuFixture';
import { request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { startRewritingUpstream, type RewritingUpstream } from '../support/rewritingUpstream';
import { loginAsStaff } from '../support/staff';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 800 };

let proxy: RewritingUpstream | undefined;
let web: RunningProcess | undefined;
let browser: Browser | undefined;
let shopOnline = true;
let testMenu = true;

beforeAll(async () => {
  proxy = await startRewritingUpstream(inject('cmsUrl'), (path, body) =>
    testMenu || path.includes('settings') ? headerMenuRewrite(() => shopOnline)(path, body) : body,
  );
  // Every page asks the (rewritten) upstream again: a test may switch the shop offline.
  web = await startWeb({ CMS_URL: proxy.url, UPSTREAM_CACHE: 'off', SETTINGS_TTL_MS: '0' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await proxy?.close();
});

function site(): string {
  if (!web) throw new Error('the web process has not started');
  return web.url;
}

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function open(
  path: string,
  viewport: { width: number; height: number },
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Opened> {
  if (!browser) throw new Error('Chromium has not started');
  const context = await browser.newContext({ viewport });
  await prepare?.(context);
  const page = await context.newPage();
  // A step that cannot happen fails with Playwright's account of it, not as a test timeout.
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${site()}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // The menus and the shop's state stream with the header's query, after the shell.
  await page.waitForSelector('nav.desktop-menu:not(.desktop-menu--fallback)', { state: 'attached' });
  return { context, page, errors };
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Waits for what hydration, a query or a cookie brings (the machine may be busy: not a speed test). */
function poll<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

const expanded = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).getAttribute('aria-expanded');
const focused = (page: Page) =>
  page.evaluate(() =>
    document.activeElement ? `${document.activeElement.tagName} ${document.activeElement.textContent?.trim() ?? ''}` : '',
  );

describe('the desktop menu', () => {
  it('opens one submenu at a time and closes it on Escape, a click outside and a route change (German)', async () => {
    const { context, page, errors } = await open('/de/konzerte', DESKTOP);
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    // spec 001 §2: an item with tab navigation is a plain link, though it has children.
    expect(await menu.getByRole('link', { name: 'Orchester', exact: true }).getAttribute('href')).toBe('/de/ueber-uns');
    expect(await menu.getByRole('button', { name: 'Orchester', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Konzerte', exact: true }).getAttribute('aria-current')).toBe('page');

    expect(await expanded(page, 'Besuch')).toBe('false');
    expect(await menu.getByRole('link', { name: 'Kontakt' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Besuch', exact: true }).click();
    expect(await expanded(page, 'Besuch')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Kontakt' }).isVisible()).toBe(true);
    const controls = await page.getByRole('button', { name: 'Besuch', exact: true }).getAttribute('aria-controls');
    expect(await page.locator(`[id="${controls}"]`).isVisible()).toBe(true);
    // An external link opens in a new tab and says so.
    const external = menu.getByRole('link', { name: /Anfahrt/ });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    expect(await external.textContent()).toContain('(öffnet in einem neuen Tab)');
    expect(await axeViolations(page)).toEqual([]);

    // One at a time.
    await page.getByRole('button', { name: 'Orchesterleben', exact: true }).click();
    expect(await expanded(page, 'Besuch')).toBe('false');
    expect(await expanded(page, 'Orchesterleben')).toBe('true');

    // Escape: closed, the focus back on its button.
    await page.keyboard.press('Escape');
    expect(await expanded(page, 'Orchesterleben')).toBe('false');
    expect(await focused(page)).toBe('BUTTON Orchesterleben');

    // A click outside.
    await page.getByRole('button', { name: 'Besuch', exact: true }).click();
    await page.getByRole('heading', { level: 1 }).click();
    expect(await expanded(page, 'Besuch')).toBe('false');

    // A route change within the app (history and the location React follows).
    await page.getByRole('button', { name: 'Besuch', exact: true }).click();
    expect(await expanded(page, 'Besuch')).toBe('true');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/de/kontakt');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await poll(() => expanded(page, 'Besuch')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('closes on following a link to another page, and speaks English on English pages', async () => {
    const { context, page, errors } = await open('/en/concerts', DESKTOP);
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await menu.getByRole('link', { name: 'Orchestra', exact: true }).getAttribute('href')).toBe('/en/about-us');
    await page.getByRole('button', { name: 'Visit', exact: true }).click();
    await page.getByRole('button', { name: 'Magazine', exact: true }).click();
    expect(await expanded(page, 'Visit')).toBe('false');
    expect(await expanded(page, 'Magazine')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Magazine overview' }).getAttribute('href')).toBe('/en/magazine');
    expect(await menu.getByRole('link', { name: 'All concerts' }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Visit', exact: true }).click();
    expect(await menu.getByRole('link', { name: /Directions/ }).textContent()).toContain('(opens in a new tab)');
    await Promise.all([page.waitForURL(`${site()}/en/impressum`), menu.getByRole('link', { name: 'Imprint' }).click()]);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await expanded(page, 'Visit')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Imprint' }).isVisible()).toBe(false);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  }, 150_000);

  const SEEDED = {
    de: {
      start: '/de/konzerte',
      menu: 'Hauptnavigation',
      tabs: ['Orchester', '/de/ueber-uns'],
      first: 'Spielzeit',
      firstChild: 'Produktionen',
      second: 'Kontakt',
      form: ['Gruppenbuchung', '/de/forms/gruppenbuchung/3'],
    },
    en: {
      start: '/en/concerts',
      menu: 'Main navigation',
      tabs: ['Orchestra', '/en/about-us'],
      first: 'Season',
      firstChild: 'Productions',
      second: 'Contact',
      form: ['Group booking', '/en/forms/group-booking/3'],
    },
  } as const;
  for (const [language, c] of Object.entries(SEEDED)) {
    it(`opens the seeded menu's submenus by button, one at a time, and closes them on a client navigation (${language})`, async () => {
      testMenu = false;
      try {
        const { context, page, errors } = await open(c.start, DESKTOP);
        const menu = page.getByRole('navigation', { name: c.menu });
        // spec 001 §2: the item with tab navigation stays a plain link.
        expect(await menu.getByRole('link', { name: c.tabs[0], exact: true }).getAttribute('href')).toBe(c.tabs[1]);
        expect(await menu.getByRole('button', { name: c.tabs[0], exact: true }).count()).toBe(0);
        // Two items open a submenu by button.
        expect(await expanded(page, c.first)).toBe('false');
        expect(await expanded(page, c.second)).toBe('false');
        expect(await menu.getByRole('link', { name: c.firstChild, exact: true }).isVisible()).toBe(false);
        await page.getByRole('button', { name: c.first, exact: true }).click();
        expect(await expanded(page, c.first)).toBe('true');
        expect(await menu.getByRole('link', { name: c.firstChild, exact: true }).isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        // One at a time.
        await page.getByRole('button', { name: c.second, exact: true }).click();
        expect(await expanded(page, c.second)).toBe('true');
        expect(await expanded(page, c.first)).toBe('false');
        expect(await menu.getByRole('link', { name: c.firstChild, exact: true }).isVisible()).toBe(false);
        // A link of the submenu changes the route without a document load and closes it.
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        await Promise.all([page.waitForURL(`${site()}${c.form[1]}`), menu.getByRole('link', { name: c.form[0], exact: true }).click()]);
        await page.getByRole('heading', { level: 1, name: c.form[0] }).waitFor();
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
        expect(await expanded(page, c.second)).toBe('false');
        expect(await menu.getByRole('link', { name: c.form[0], exact: true }).isVisible()).toBe(false);
        expect(errors).toEqual([]);
        await context.close();
      } finally {
        testMenu = true;
      }
    }, 150_000);
  }
});

describe('the mobile navigation', () => {
  it('works with the keyboard alone: Enter opens it, Tab stays inside, the accordion opens, Escape closes it onto the burger; the page does not scroll meanwhile', async () => {
    const { context, page, errors } = await open('/de/konzerte', MOBILE);
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    // The menus stream with the header's query; then the desktop menu is hidden at this width.
    await poll(() => burger.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(false);
    // Reach the burger with Tab, as a keyboard user does.
    for (let i = 0; i < 15 && (await focused(page)) !== 'BUTTON Menü öffnen'; i += 1) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('BUTTON Menü öffnen');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await focused(page)).toBe('BUTTON ×Menü schließen');
    // spec 000 §4: the page does not scroll while the menu is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Tab cycles inside: from the last control back to the first (the close button).
    const inside = async () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
    const seen: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
      seen.push(await focused(page));
      if (seen.at(-1) === 'BUTTON ×Menü schließen') break;
    }
    expect(seen.at(-1)).toBe('BUTTON ×Menü schließen');
    expect(seen).toContain('A Favoriten');
    expect(seen.some((entry) => entry.startsWith('A DE'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
    expect(await focused(page)).toBe(seen.at(-2));

    // The accordion: a parent is a button that shows its children.
    await dialog.getByRole('button', { name: 'Besuch' }).focus();
    await page.keyboard.press('Enter');
    expect(await dialog.getByRole('button', { name: 'Besuch' }).getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.getByRole('link', { name: 'Kontakt' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('A Übersicht Besuch');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await poll(() => dialog.isVisible()).toBe(false);
    expect(await focused(page)).toBe('BUTTON Menü öffnen');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    // The lock is given back exactly: no inline overflow is left behind.
    expect(await page.evaluate(() => [document.documentElement.style.overflow, document.documentElement.className])).toEqual(['', '']);
    await page.mouse.wheel(0, 600);
    await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('closes on a click on the backdrop and on its close button, in English, from the configured side', async () => {
    const { context, page, errors } = await open('/en/concerts', MOBILE);
    const burger = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await burger.click();
    await poll(() => dialog.isVisible()).toBe(true);
    // The default side is the right: the panel ends at the window's right edge.
    await poll(async () => Math.round((await dialog.boundingBox())?.x ?? 0) + Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(
      MOBILE.width,
    );
    expect(
      await dialog
        .getByRole('navigation', { name: 'More links' })
        .getByRole('link', { name: /My Cart/ })
        .isVisible(),
    ).toBe(true);
    await page.mouse.click(10, 400);
    await poll(() => dialog.isVisible()).toBe(false);

    await burger.click();
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    expect(await focused(page)).toBe('BUTTON Open menu');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('keeps the header style while the menu is open, and turns compact after a quarter of the window height', async () => {
    const { context, page } = await open('/de/konzerte', MOBILE);
    const header = page.locator('header.site-header');
    const compact = async () => (await header.getAttribute('class'))?.includes('site-header--scrolled') ?? false;
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.2));
    await page.waitForTimeout(200);
    expect(await compact()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.3));
    await poll(compact).toBe(true);
    // Opened from the keyboard where it is: a pointer click would first scroll the sticky header's
    // burger "into view", to the top of the page.
    await page.locator('button.burger').evaluate((burger: HTMLButtonElement) => burger.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await poll(() => page.getByRole('dialog', { name: 'Menü' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(Math.round(MOBILE.height * 0.3));
    // A resize would pass the threshold back (a taller window), but the menu is open.
    await page.setViewportSize({ width: MOBILE.width, height: 2000 });
    await page.waitForTimeout(200);
    expect(await compact()).toBe(true);
    await page.keyboard.press('Escape');
    await poll(compact).toBe(false);
    await context.close();
  }, 150_000);
});

describe('the top navigation', () => {
  it('shows the cart badge from the cookies and links to the cookie’s cart; the shop’s own header wins and rewrites the cookie', async () => {
    const cookies = async (context: BrowserContext) => {
      await context.addCookies([
        { name: 'cartAmount', value: '3', url: site() },
        { name: 'cartUrl', value: encodeURIComponent('/shop/cart?lang=de'), url: site() },
      ]);
    };
    const { context, page, errors } = await open('/de/konzerte', DESKTOP, cookies);
    const service = page.getByRole('navigation', { name: 'Servicenavigation' });
    const cart = service.getByRole('link', { name: /Mein Warenkorb/ });
    await poll(() => cart.textContent()).toContain('3');
    expect(await cart.getAttribute('href')).toBe('/shop/cart?lang=de');
    expect(await cart.evaluate((element) => element.textContent)).toContain('3 Artikel');
    // Issue 10: Favorites is the watchlist in the page's language (spec 001 §2 had '/en').
    expect(await service.getByRole('link', { name: 'Favoriten' }).getAttribute('href')).toBe('/de/merkliste');

    // spec 001 §7: the shop's header element, when present, says what is in the cart.
    await page.evaluate(() => {
      const shopBadge = document.createElement('span');
      shopBadge.setAttribute('data-shop-cart-amount', '5');
      document.body.append(shopBadge);
      window.dispatchEvent(new Event('focus'));
    });
    await poll(() => cart.locator('.top-nav__badge').textContent()).toBe('5');
    await poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'cartAmount')?.value).toBe('5');
    const rewritten = (await context.cookies()).find((cookie) => cookie.name === 'cartAmount');
    expect(rewritten?.path).toBe('/');
    // 15 minutes (spec 001 §9), give or take the test's own time.
    expect((rewritten?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect((rewritten?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
    expect(errors).toEqual([]);
    await context.close();

    const english = await open('/en/concerts', DESKTOP, cookies);
    const englishCart = english.page.getByRole('navigation', { name: 'Service navigation' }).getByRole('link', { name: /My Cart/ });
    await poll(() => englishCart.textContent()).toContain('3 items');
    await english.context.close();
  }, 150_000);

  it('shows no badge without the cookies and leads to the webshop', async () => {
    const { context, page } = await open('/de/konzerte', DESKTOP);
    const cart = page.getByRole('navigation', { name: 'Servicenavigation' }).getByRole('link', { name: /Mein Warenkorb/ });
    await page.waitForTimeout(200);
    expect(await cart.locator('.top-nav__badge').count()).toBe(0);
    expect(await cart.getAttribute('href')).toBe('/webshop');
    await context.close();
  }, 150_000);

  for (const [language, path, cartName, accountName] of [
    ['German', '/de/konzerte', /Mein Warenkorb/, 'Mein Konto'],
    ['English', '/en/concerts', /My Cart/, 'My Account'],
  ] as const) {
    it(`says "Webshop offline" on cart and account when the shop is offline (${language}): on hover and focus, dismissed by Escape, named by aria-describedby`, async () => {
      shopOnline = false;
      try {
        const { context, page, errors } = await open(path, DESKTOP);
        const cart = page.getByRole('link', { name: cartName }).first();
        const tooltipId = await cart.getAttribute('aria-describedby');
        expect(tooltipId).toBeTruthy();
        const tooltip = page.locator(`[id="${tooltipId}"]`);
        expect(await tooltip.getAttribute('role')).toBe('tooltip');
        expect(await tooltip.textContent()).toBe('Webshop offline');
        expect(await tooltip.isVisible()).toBe(false);
        // The links stay usable (see src/client/layout/TopNavigation.tsx).
        expect(await cart.getAttribute('href')).toBe('/webshop');

        await cart.hover();
        await poll(() => tooltip.isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await poll(() => tooltip.isVisible()).toBe(false);
        await page.mouse.move(640, 700);

        const account = page.getByRole('link', { name: accountName }).first();
        await poll(() => account.getAttribute('aria-describedby')).toBeTruthy();
        const accountTooltip = page.locator(`[id="${await account.getAttribute('aria-describedby')}"]`);
        await account.focus();
        await poll(() => accountTooltip.isVisible()).toBe(true);
        expect(await accountTooltip.textContent()).toBe('Webshop offline');
        await page.keyboard.press('Escape');
        await poll(() => accountTooltip.isVisible()).toBe(false);
        expect(errors).toEqual([]);
        await context.close();
      } finally {
        shopOnline = true;
      }
    }, 150_000);
  }

  it('has no offline tooltip while the shop is online', async () => {
    const { context, page } = await open('/de/konzerte', DESKTOP);
    expect(
      await page
        .getByRole('link', { name: /Mein Warenkorb/ })
        .first()
        .getAttribute('aria-describedby'),
    ).toBeNull();
    await context.close();
  }, 150_000);

  it('shows a logged-in visitor’s name with a dropdown (full name, My Profile, Log out), never in the server’s HTML', async () => {
    const cookieHeader = await loginAsStaff(inject('cmsUrl'));
    const pairs = cookieHeader.split('; ').map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      return { name, value: rest.join('='), url: site() };
    });
    // The server renders no personal data: the name comes from the browser's own query.
    const html = await request(`${site()}/de/konzerte`, { headers: { cookie: cookieHeader } });
    expect(html.body).not.toContain('Redaktion Aurelia');

    const { context, page, errors } = await open('/de/konzerte', DESKTOP, (browserContext) => browserContext.addCookies(pairs));
    const service = page.getByRole('navigation', { name: 'Servicenavigation' });
    const toggle = service.getByRole('button', { name: 'Redaktion Aurelia' });
    await poll(() => toggle.isVisible()).toBe(true);
    // spec 001 §2: logged in, the account link goes to the start page.
    expect(await service.getByRole('link', { name: 'Mein Konto' }).getAttribute('href')).toBe('/de');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await panel.textContent()).toContain('Angemeldet als Redaktion Aurelia');
    expect(await panel.getByRole('link', { name: 'Mein Profil' }).getAttribute('href')).toBe('/de/user/profil');
    expect(await panel.getByRole('button', { name: 'Abmelden' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('BUTTON Redaktion Aurelia');

    // Log out: the header shows the visitor logged out, the focus on the account link.
    await toggle.click();
    await panel.getByRole('button', { name: 'Abmelden' }).click();
    const accountLink = service.getByRole('link', { name: 'Mein Konto' });
    await poll(() => accountLink.getAttribute('href')).toBe('/de/user/anmelden?next=%2Fde%2Fkonzerte');
    expect(await service.getByRole('button', { name: 'Redaktion Aurelia' }).count()).toBe(0);
    await poll(() => focused(page)).toBe('A Mein Konto');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});
