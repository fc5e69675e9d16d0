// The cookie consent (spec 000 §1, §4 "Cookie banner") in a real Chromium, in both languages:
// the banner on a first visit, the stored answer (version and time), the legal pages without it,
// the banner again on leaving a legal page after a 'no' to tracking, a new consent version,
// Global Privacy Control, the settings dialog, and axe on both.
//
// The banner rule goes by the URL's route: the legal pages (imprint, privacy, terms) are known
// by their paths in both languages.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_VERSION,
  createConsent,
  decodeConsent,
  encodeConsent,
  type ConsentChoices,
} from '../../src/shared/consent';
import { browserSuite } from '../support/browserSuite';
import { chunkOf } from '../support/buildChunks';

const suite = browserSuite();
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const TEXTS = {
  de: {
    events: '/de/konzerte',
    legal: ['/de/impressum', '/de/datenschutz', '/de/agb'],
    banner: 'Cookies und externe Inhalte',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    settings: 'Einstellungen',
    dialog: 'Cookie-Einstellungen',
    footerSettings: 'Cookie-Einstellungen',
    save: 'Auswahl speichern',
    tracking: 'Optimierung und Tracking',
    marketing: 'Marketing',
    externalMedia: 'Externe Medien',
    required: 'Notwendig',
    openMenu: 'Menü öffnen',
    menuDialog: 'Menü',
    eventsLink: 'Konzerte',
    gpc: 'Global Privacy Control',
  },
  en: {
    events: '/en/concerts',
    legal: ['/en/impressum', '/en/datenschutz', '/en/agb'],
    banner: 'Cookies and external content',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    settings: 'Settings',
    dialog: 'Cookie settings',
    footerSettings: 'Cookie settings',
    save: 'Save choices',
    tracking: 'Optimisation and tracking',
    marketing: 'Marketing',
    externalMedia: 'External media',
    required: 'Necessary',
    openMenu: 'Open menu',
    menuDialog: 'Menu',
    eventsLink: 'Concerts',
    gpc: 'Global Privacy Control',
  },
} as const;
type Language = keyof typeof TEXTS;

interface Visit {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function newVisit(options: { cookie?: string; globalPrivacyControl?: boolean } = {}): Promise<Visit> {
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  if (options.cookie !== undefined) await context.addCookies([{ name: CONSENT_COOKIE, value: options.cookie, url: suite.web.url }]);
  if (options.globalPrivacyControl) {
    await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

async function go(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
}

const banner = (page: Page, language: Language) => page.getByRole('region', { name: TEXTS[language].banner });

async function expectBannerShown(page: Page, language: Language): Promise<void> {
  await expect.poll(() => banner(page, language).isVisible()).toBe(true);
}

/** After hydration the answer is read at once; 300 ms later a banner would long be there. */
async function expectNoBanner(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  expect(await page.locator('.consent-banner').count()).toBe(0);
}

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((entry) => entry.name === CONSENT_COOKIE);
  return { cookie, consent: decodeConsent(cookie?.value) };
}

function cookieWith(choices: ConsentChoices, version = CONSENT_VERSION): string {
  return encodeConsent({ ...createConsent(choices, new Date(), false), version });
}

const REJECTED: ConsentChoices = { tracking: false, marketing: false, externalMedia: false };
const ACCEPTED: ConsentChoices = { tracking: true, marketing: true, externalMedia: true };

describe.each(['de', 'en'] as const)('the cookie banner (%s)', (language) => {
  const text = TEXTS[language];

  it('shows on a first visit, early in the focus order, with no axe violation', async () => {
    const { context, page, errors } = await newVisit();
    await go(page, text.events);
    await expectBannerShown(page, language);
    // spec 000 §2: accessibility navigation first, then the cookie manager.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    // The banner's privacy link, then its buttons.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.consent-banner') !== null)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(text.acceptAll);
    const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides no focused element under the banner (WCAG 2.4.11): the page scrolls it above', async () => {
    const { context, page } = await newVisit();
    await go(page, text.events);
    await expectBannerShown(page, language);
    const hidden: string[] = [];
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const focused = document.activeElement;
        const bannerBox = document.querySelector('.consent-banner')?.getBoundingClientRect();
        if (!(focused instanceof HTMLElement) || !bannerBox || focused.closest('.consent-banner')) return null;
        const box = focused.getBoundingClientRect();
        return { name: focused.textContent?.trim().slice(0, 40) ?? focused.tagName, top: box.top, bannerTop: bannerBox.top };
      });
      // Entirely hidden: the element's top is at or below the banner's top.
      if (where && where.top >= where.bannerTop) hidden.push(where.name);
    }
    expect(hidden).toEqual([]);
    await context.close();
  });

  it('"Reject all" stores the answer with its version and time, and the banner stays away on reload', async () => {
    const { context, page, errors } = await newVisit();
    await go(page, text.events);
    await expectBannerShown(page, language);
    const before = Date.now();
    await page.getByRole('button', { name: text.rejectAll, exact: true }).click();
    expect(await page.locator('.consent-banner').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    const { cookie, consent } = await storedConsent(context);
    expect(consent?.version).toBe(CONSENT_VERSION);
    expect(consent?.choices).toEqual(REJECTED);
    const givenAt = Date.parse(consent?.givenAt ?? '');
    expect(givenAt).toBeGreaterThanOrEqual(before - 1000);
    expect(givenAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // A year (give or take the test's own seconds).
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(365 * 24 * 3600 - 60);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expectNoBanner(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"Accept all" stores every group', async () => {
    const { context, page } = await newVisit();
    await go(page, text.events);
    await expectBannerShown(page, language);
    await page.getByRole('button', { name: text.acceptAll, exact: true }).click();
    expect((await storedConsent(context)).consent?.choices).toEqual(ACCEPTED);
    await context.close();
  });

  it('is not shown on imprint, privacy and terms, even without an answer', async () => {
    const { context, page, errors } = await newVisit();
    for (const path of text.legal) {
      await go(page, path);
      await expectNoBanner(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows again on leaving a legal page when the answer had tracking off, until answered again', async () => {
    const { context, page, errors } = await newVisit({ cookie: cookieWith({ tracking: false, marketing: true, externalMedia: true }) });
    await go(page, text.events);
    await expectNoBanner(page);
    await go(page, text.legal[0] ?? '');
    await expectNoBanner(page);
    // On a phone the programme link is in the mobile menu.
    await page.getByRole('button', { name: text.openMenu, exact: true }).click();
    await page.getByRole('dialog', { name: text.menuDialog }).getByRole('link', { name: text.eventsLink, exact: true }).click();
    await page.waitForURL(`**${text.events}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expectBannerShown(page, language);

    await page.getByRole('button', { name: text.rejectAll, exact: true }).click();
    expect(await page.locator('.consent-banner').count()).toBe(0);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expectNoBanner(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stays away on leaving a legal page when the answer had tracking on', async () => {
    const { context, page } = await newVisit({ cookie: cookieWith(ACCEPTED) });
    await go(page, text.legal[1] ?? '');
    // On a phone the programme link is in the mobile menu.
    await page.getByRole('button', { name: text.openMenu, exact: true }).click();
    await page.getByRole('dialog', { name: text.menuDialog }).getByRole('link', { name: text.eventsLink, exact: true }).click();
    await page.waitForURL(`**${text.events}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expectNoBanner(page);
    await context.close();
  });

  it('asks again when the stored answer is of an older version, or unreadable', async () => {
    for (const cookie of [cookieWith(ACCEPTED, CONSENT_VERSION - 1), 'not%20json', '%7B%22v%22%3A1%7D']) {
      const { context, page } = await newVisit({ cookie });
      await go(page, text.events);
      await expectBannerShown(page, language);
      await context.close();
    }
  });

  it('settings: a dialog with one switch per group, required on and fixed, focus kept and returned, no axe violation', async () => {
    const { context, page, errors } = await newVisit();
    await go(page, text.events);
    await expectBannerShown(page, language);
    const settingsButton = page.getByRole('button', { name: text.settings, exact: true });
    await settingsButton.click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    const required = dialog.getByRole('checkbox', { name: text.required });
    expect(await required.isChecked()).toBe(true);
    expect(await required.isDisabled()).toBe(true);
    for (const name of [text.tracking, text.marketing, text.externalMedia]) {
      const box = dialog.getByRole('checkbox', { name });
      expect(await box.isChecked(), name).toBe(false);
      expect(await box.isDisabled(), name).toBe(false);
    }
    const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Escape closes without answering; the focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(text.settings);
    expect((await storedConsent(context)).cookie).toBeUndefined();

    await settingsButton.click();
    await dialog.getByRole('checkbox', { name: text.externalMedia }).check();
    await dialog.getByRole('button', { name: text.save }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await storedConsent(context)).consent?.choices).toEqual({ tracking: false, marketing: false, externalMedia: true });
    expect(await page.locator('.consent-banner').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the settings from elsewhere (OPEN_CONSENT_EVENT), also on a legal page, with the stored answer', async () => {
    const { context, page } = await newVisit({ cookie: cookieWith({ tracking: true, marketing: false, externalMedia: false }) });
    await go(page, text.legal[2] ?? '');
    const dialog = page.getByRole('dialog', { name: text.dialog });
    // The manager is a chunk loaded right after hydration: an event sent before it listens finds
    // no one (the site's own callers go through openConsentSettings, which keeps the request).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('consent:open')));
        return dialog.isVisible();
      })
      .toBe(true);
    expect(await dialog.getByRole('checkbox', { name: text.tracking }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: text.marketing }).isChecked()).toBe(false);
    await dialog.getByRole('checkbox', { name: text.tracking }).uncheck();
    await dialog.getByRole('button', { name: text.save }).click();
    expect((await storedConsent(context)).consent?.choices).toEqual(REJECTED);
    await expectNoBanner(page);
    await context.close();
  });

  it('keeps a request made while the manager still loads: the footer button opens it once it is there', async () => {
    const { context, page, errors } = await newVisit({ cookie: cookieWith(ACCEPTED) });
    // Hold the manager's chunk back until the footer's button has been pressed.
    const chunk = chunkOf('src/client/layout/consent/ConsentManager.tsx');
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${chunk}`, async (route) => {
      await released;
      await route.continue();
    });
    await go(page, text.events);
    const footerButton = page.locator('footer').getByRole('button', { name: text.footerSettings });
    await footerButton.click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    expect(await dialog.count()).toBe(0);
    release();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: text.tracking }).isChecked()).toBe(true);
    // Closed without answering, the focus goes back to the button that asked.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(text.footerSettings);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('honours Global Privacy Control: tracking and marketing off and locked, saying why', async () => {
    const { context, page, errors } = await newVisit({ globalPrivacyControl: true });
    await go(page, text.events);
    await expectBannerShown(page, language);
    expect(await banner(page, language).textContent()).toContain(text.gpc);
    await page.getByRole('button', { name: text.settings, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const name of [text.tracking, text.marketing]) {
      const box = dialog.getByRole('checkbox', { name });
      expect(await box.isChecked(), name).toBe(false);
      expect(await box.isDisabled(), name).toBe(true);
      const description = await box.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${description ?? ''}"]`).textContent(), name).toContain(text.gpc);
    }
    expect(await dialog.getByRole('checkbox', { name: text.externalMedia }).isDisabled()).toBe(false);
    const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Escape');

    // 'Accept all' cannot switch them on.
    await page.getByRole('button', { name: text.acceptAll, exact: true }).click();
    expect((await storedConsent(context)).consent?.choices).toEqual({ tracking: false, marketing: false, externalMedia: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the tag manager on the site', () => {
  it('is not requested before or after an answer while no container id is set (design settings not wired yet)', async () => {
    const { context, page } = await newVisit();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('googletagmanager')) requests.push(request.url());
    });
    await go(page, TEXTS.de.events);
    await expectBannerShown(page, 'de');
    await page.getByRole('button', { name: TEXTS.de.acceptAll, exact: true }).click();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('script[data-tag-manager]'))).toBeNull();
    // What loadTagManager will give gtm.js: the nonce of the page's own scripts, readable here.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement>('script[nonce]')].some((script) => script.nonce.length > 0),
      ),
    ).toBe(true);
    await context.close();
  });
});
