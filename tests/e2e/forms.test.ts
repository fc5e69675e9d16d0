// The forms page in Chromium, in both languages (spec 000 §2 "Forms page", §3, §5, §7): the seed's
// form with every field type; each validation message (required, e-mail, date, the e-mail
// confirmation that must match), the error summary that takes the focus and leads to the
// fields, a refused and a stored upload, a submission that fails (network, server) and keeps
// everything typed, then one that succeeds and moves the focus to its confirmation; axe clean.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent } from '../../src/shared/consent';
import { browserSuite } from '../support/browserSuite';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const CASES = {
  de: {
    path: '/de/forms/konzertwunsch/7',
    browserLocale: 'de-DE',
    required: 'Dieses Feld ist ein Pflichtfeld!',
    invalidEmail: 'Ungültige E-Mail-Adresse!',
    mismatch: 'Die E-Mail-Adressen stimmen nicht überein!',
    invalidDate: 'Bitte ein gültiges Datum im Format TT-MM-JJJJ angeben!',
    summary: /Bitte prüfen Sie 6 Angaben/,
    fileType: 'Dieser Dateityp ist nicht erlaubt',
    tooLarge: 'Die Datei ist zu groß',
    uploaded: 'ist hochgeladen',
    network: 'Die Verbindung ist unterbrochen. Ihre Eingaben bleiben erhalten',
    server: 'Beim Server ist ein Fehler aufgetreten. Ihre Eingaben bleiben erhalten',
    submit: 'Absenden',
    success: 'Vielen Dank!',
    choice: 'Barock',
    venue: 'Großer Saal',
  },
  en: {
    path: '/en/forms/concert-request/7',
    browserLocale: 'en-GB',
    required: 'This field is required!',
    invalidEmail: 'Invalid e-mail address!',
    mismatch: 'The e-mail addresses do not match!',
    invalidDate: 'Please enter a valid date as DD-MM-YYYY!',
    summary: /Please check 6 entries/,
    fileType: 'This file type is not allowed',
    tooLarge: 'The file is too large',
    uploaded: 'has been uploaded',
    network: 'the connection was lost. Everything you entered is still here',
    server: 'an error occurred on the server. Everything you entered is still here',
    submit: 'Send',
    success: 'Thank you!',
    choice: 'Baroque',
    venue: 'Main hall',
  },
} as const;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function open(language: keyof typeof CASES): Promise<Page> {
  const context = await suite.browser.newContext({ locale: CASES[language].browserLocale, viewport: { width: 1280, height: 900 } });
  close = () => context.close();
  await context.addCookies([
    {
      name: CONSENT_COOKIE,
      value: encodeConsent(createConsent({ tracking: false, marketing: false, externalMedia: false }, new Date(), false)),
      url: suite.web.url,
    },
  ]);
  const page = await context.newPage();
  const response = await page.goto(`${suite.web.url}${CASES[language].path}`);
  expect(response?.status()).toBe(200);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const field = (page: Page, slug: string) => page.locator(`#form-7-${slug}`);
const errorOf = (page: Page, slug: string) => page.locator(`#form-7-${slug}-error`);

describe('forms page in Chromium', () => {
  for (const language of ['de', 'en'] as const) {
    const text = CASES[language];

    it(`checks every field with the spec's messages and leads from the summary to the fields (${language})`, async () => {
      const page = await open(language);
      expect(await axeViolations(page)).toEqual([]);
      // spec 000 §5: checkboxes start as a list with the default, the number with its default.
      expect(await page.locator('#form-7-genres input[value="romantic"]').isChecked()).toBe(true);
      expect(await field(page, 'guests').inputValue()).toBe('2');
      expect(await field(page, 'score').inputValue()).toBe('');

      await page.getByRole('button', { name: text.submit, exact: true }).click();
      const summary = page.locator('.form-summary');
      await summary.waitFor();
      expect(await summary.textContent()).toMatch(text.summary);
      // The summary takes the focus.
      expect(await page.evaluate(() => document.activeElement?.classList.contains('form-summary'))).toBe(true);
      for (const slug of ['name', 'email', 'venue', 'wish_date', 'wish', 'privacy']) {
        expect(await errorOf(page, slug).textContent(), slug).toContain(text.required);
        expect(await field(page, slug).getAttribute('aria-invalid'), slug).toBe('true');
        expect(await field(page, slug).getAttribute('aria-describedby'), slug).toContain(`form-7-${slug}-error`);
      }
      expect(await axeViolations(page)).toEqual([]);
      // A summary link leads to its field.
      await summary.getByRole('link').nth(3).click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('form-7-wish_date');

      // E-mail, date and the confirmation, each with its message; fixed, each error goes.
      await field(page, 'email').fill('nicht-gueltig');
      await field(page, 'email').blur();
      await expect.poll(() => errorOf(page, 'email').textContent()).toContain(text.invalidEmail);
      await field(page, 'email').fill('besucher@example.org');
      await expect.poll(() => errorOf(page, 'email').count()).toBe(0);
      await field(page, 'wish_date').fill('31-02-2027');
      await field(page, 'wish_date').blur();
      await expect.poll(() => errorOf(page, 'wish_date').textContent()).toContain(text.invalidDate);
      await field(page, 'email2').fill('jemand-anderes@example.org');
      await field(page, 'email2').blur();
      await expect.poll(() => errorOf(page, 'email2').textContent()).toContain(text.mismatch);
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      await expect.poll(() => page.locator('.form-summary').textContent()).toContain(text.mismatch);
      await field(page, 'email2').fill('besucher@example.org');
      await expect.poll(() => errorOf(page, 'email2').count()).toBe(0);
    });

    it(`uploads a file, keeps everything after failed submissions and confirms a stored one (${language})`, async () => {
      const page = await open(language);
      await field(page, 'name').fill('Clara Wieck');
      await field(page, 'email').fill('clara@example.org');
      await field(page, 'guests').fill('3');
      await page.locator('#form-7-genres').getByLabel(text.choice, { exact: true }).check();
      await field(page, 'venue').selectOption({ label: text.venue });
      await field(page, 'days').selectOption(['fri', 'sun']);
      await field(page, 'wish_date').fill('24-12-2027');
      await field(page, 'wish').fill('Das Weihnachtsoratorium, bitte.');
      await field(page, 'recording_url').fill('https://example.org/aufnahme');
      await field(page, 'privacy').check();
      await field(page, 'email2').fill('clara@example.org');

      // Refused before anything is sent: a type not accepted, a file too large.
      await field(page, 'score').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect.poll(() => errorOf(page, 'score').textContent()).toContain(text.fileType);
      await field(page, 'score').setInputFiles({
        name: 'huge.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
      });
      await expect.poll(() => errorOf(page, 'score').textContent()).toContain(text.tooLarge);
      // Stored through uploadTempFile.
      const uploaded = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') && (response.request().headers()['content-type'] ?? '').startsWith('multipart/form-data'),
      );
      await field(page, 'score').setInputFiles({ name: 'programm.png', mimeType: 'image/png', buffer: PNG });
      expect((await uploaded).status()).toBe(200);
      await page.locator('.file-field__done', { hasText: text.uploaded }).waitFor();
      await expect.poll(() => errorOf(page, 'score').count()).toBe(0);

      // The submission fails: first without an answer, then with a server error.
      const isSubmission = (body: string | null) => (body ?? '').includes('SubmitFormEntry');
      await page.route('**/graphql', (route) => (isSubmission(route.request().postData()) ? route.abort('failed') : route.fallback()));
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      await expect.poll(() => page.locator('.site-form__failure').textContent()).toContain(text.network);
      await page.unroute('**/graphql');
      await page.route('**/graphql', (route) =>
        isSubmission(route.request().postData())
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"boom"}]}' })
          : route.fallback(),
      );
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      await expect.poll(() => page.locator('.site-form__failure').textContent()).toContain(text.server);
      // Nothing typed is lost.
      expect(await field(page, 'name').inputValue()).toBe('Clara Wieck');
      expect(await field(page, 'wish').inputValue()).toBe('Das Weihnachtsoratorium, bitte.');
      expect(
        await field(page, 'days').evaluate((select) => Array.from((select as HTMLSelectElement).selectedOptions, (option) => option.value)),
      ).toEqual(['fri', 'sun']);
      expect(await field(page, 'privacy').isChecked()).toBe(true);
      expect(await page.locator('.file-field__done').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.unroute('**/graphql');

      // Stored: the confirmation replaces the form and takes the focus.
      // The answer that carries the entry (persisted queries may ask once by hash before).
      const stored = page.waitForResponse(
        async (response) =>
          response.url().includes('/graphql') &&
          isSubmission(response.request().postData()) &&
          (await response.text()).includes('submitFormEntry'),
      );
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      const answer = (await (await stored).json()) as { data?: { submitFormEntry?: { id: string } }; errors?: unknown };
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.submitFormEntry?.id).toMatch(/^\d+$/);
      await page.locator('.form-success h2', { hasText: text.success }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.classList.contains('form-success'))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

// Issue 19: the seed's forms are reachable. The contact page (a CMS page of the seed) links to
// each form in its own language; following one is a client navigation to a form whose fields show.
const CONTACT = {
  de: {
    contact: '/de/kontakt',
    browserLocale: 'de-DE',
    link: 'Gruppenbuchung',
    form: '/de/forms/gruppenbuchung/3',
    labels: ['Organisation', 'Ansprechperson', 'Konzerttermin', 'Anzahl Personen'],
  },
  en: {
    contact: '/en/contact',
    browserLocale: 'en-GB',
    link: 'Group booking',
    form: '/en/forms/group-booking/3',
    labels: ['Organisation', 'Contact person', 'Concert date', 'Number of people'],
  },
} as const;

describe('the contact page in Chromium', () => {
  for (const [language, text] of Object.entries(CONTACT)) {
    it(`leads to the seed's forms in its language, and a form's fields show once the link is followed (${language})`, async () => {
      const context = await suite.browser.newContext({ locale: text.browserLocale, viewport: { width: 1280, height: 900 } });
      close = () => context.close();
      await context.addCookies([
        {
          name: CONSENT_COOKIE,
          value: encodeConsent(createConsent({ tracking: false, marketing: false, externalMedia: false }, new Date(), false)),
          url: suite.web.url,
        },
      ]);
      const page = await context.newPage();
      expect((await page.goto(`${suite.web.url}${text.contact}`))?.status()).toBe(200);
      await page.waitForSelector('html[data-hydrated="true"]');
      // The page's sections stream after the shell (and may arrive after hydration).
      const link = page.locator('main').getByRole('link', { name: text.link, exact: true });
      await link.waitFor();
      // Every form of the seed, each under its own language's path.
      const formLinks = await page
        .locator('main a[href*="/forms/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(formLinks).toHaveLength(7);
      for (const href of formLinks) expect(href).toMatch(new RegExp(`^/${language}/forms/[a-z0-9-]+/[1-7]$`));
      expect(new Set(formLinks.map((href) => href.split('/').at(-1))).size).toBe(7);

      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      expect(await link.getAttribute('href')).toBe(text.form);
      await Promise.all([page.waitForURL(`${suite.web.url}${text.form}`), link.click()]);
      await page.getByRole('heading', { level: 1, name: text.link }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      for (const label of text.labels) expect(await page.getByLabel(label, { exact: false }).first().isVisible(), label).toBe(true);
      expect(await page.locator('#form-3-organisation').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
