// The legal pages (spec 000 §2 Terms, Privacy, Imprint) in Chromium, in both languages: reached
// through the footer's links by client navigation (no document load), each with its one h1, its
// text and the document title; axe finds no violation; the language switch keeps the legal page.
// The seed's texts (issue 19): the imprint shows every part the law asks for, the privacy policy
// names each group of the consent manager and each external-media provider, all marked as sample.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { CHOICE_GROUPS } from '../../src/shared/consent';
import { de, en } from '../../src/shared/i18n/resources';
import { browserSuite } from '../support/browserSuite';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const CASES = [
  {
    locale: 'de',
    start: '/de/konzerte',
    links: [
      ['AGB', '/de/agb', 'AGB'],
      ['Impressum', '/de/impressum', 'Impressum'],
      ['Datenschutz', '/de/datenschutz', 'Datenschutz'],
    ],
    other: '/en/impressum',
  },
  {
    locale: 'en',
    start: '/en/concerts',
    links: [
      ['GTC', '/en/agb', 'Terms'],
      ['Imprint', '/en/impressum', 'Imprint'],
      ['Privacy policy', '/en/datenschutz', 'Privacy'],
    ],
    other: '/de/impressum',
  },
] as const;

describe('legal pages in Chromium', () => {
  for (const { locale, start, links, other } of CASES) {
    it(`are reached through the footer without a document load, with one h1 and no axe violation (${locale})`, async () => {
      const context = await suite.browser.newContext({
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.web.url}${start}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        // A marker on the window survives client navigation only.
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        for (const [name, path, title] of links) {
          await page.locator('footer').getByRole('link', { name, exact: true }).click();
          await page.waitForURL(`${suite.web.url}${path}`);
          // The URL changes first; the new screen follows once its data is there.
          await page.locator('h1#legal-title', { hasText: title }).waitFor();
          expect(await page.locator('h1').count()).toBe(1);
          await expect.poll(() => page.title()).toContain(title);
          expect(await page.locator('.legal-page__text').textContent()).not.toBe('');
          // The text's own first headline does not repeat the title.
          const firstHeading = await page
            .locator('.legal-page__text')
            .evaluate((text) => text.querySelector('h2, h3')?.textContent ?? null);
          expect(firstHeading).not.toBe(title);
          expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
        }
        const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        expect(
          axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
        // The language switch leads to the same legal text in the other language.
        await page.goto(`${suite.web.url}${links[1][1]}`);
        expect(await page.locator('.language-switch a[hreflang]:not([aria-current])').getAttribute('href')).toBe(other);
      } finally {
        await context.close();
      }
    });
  }
});

const SEED_TEXTS = {
  de: {
    imprint: '/de/impressum',
    privacy: '/de/datenschutz',
    terms: '/de/agb',
    sample: 'Beispielinhalt',
    // Operator, representatives, contact, register entry, VAT id, responsible for the content (§ 18 Abs. 2 MStV).
    parts: [
      ['Angaben gemäß § 5 DDG', ['Aurelia Philharmonie gGmbH', 'Seestraße 1, 12345 Aurelia']],
      ['Vertreten durch', ['Geschäftsführung']],
      ['Kontakt', ['Telefon: +49', 'E-Mail: info@aurelia-philharmonie.example']],
      ['Registereintrag', ['Amtsgerichts Aurelia', 'HRB ']],
      ['Umsatzsteuer-Identifikationsnummer', ['§ 27a Umsatzsteuergesetz: DE']],
      ['Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV', ['Seestraße 1']],
    ],
    groups: de.consent.groups,
    withdrawal: 'Kein Widerrufsrecht',
  },
  en: {
    imprint: '/en/impressum',
    privacy: '/en/datenschutz',
    terms: '/en/agb',
    sample: 'Sample content',
    parts: [
      ['Information pursuant to § 5 DDG (German Digital Services Act)', ['Aurelia Philharmonie gGmbH', 'Seestraße 1, 12345 Aurelia']],
      ['Represented by', ['management']],
      ['Contact', ['Phone: +49', 'E-mail: info@aurelia-philharmonie.example']],
      ['Register entry', ['Aurelia', 'HRB ']],
      ['VAT identification number', ['§ 27a of the German VAT Act: DE']],
      ['Responsible for the content pursuant to § 18 (2) MStV (German Interstate Media Treaty)', ['Seestraße 1']],
    ],
    groups: en.consent.groups,
    withdrawal: 'No right of withdrawal',
  },
} as const;

/** Every provider the external-media placeholder can load (src/shared/embeds.ts). */
const EMBED_PROVIDERS = [
  'YouTube',
  'Vimeo',
  'SoundCloud',
  'Spotify',
  'Podigee',
  'Issuu',
  'Instagram',
  'Facebook',
  'Twitter',
  'TikTok',
  'HubSpot',
];

describe('the seed’s legal texts in Chromium', () => {
  for (const [locale, c] of Object.entries(SEED_TEXTS)) {
    it(`show the imprint's required parts, a privacy policy naming each consent group and provider, and terms for ticket sales, marked as sample content (${locale})`, async () => {
      const context = await suite.browser.newContext({
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.web.url}${c.imprint}`);
        // The text streams after the shell (and may arrive after hydration): its title shows with it.
        const shown = () => page.locator('h1#legal-title').waitFor();
        await shown();
        const text = page.locator('.legal-page__text');
        expect(await text.locator('p').first().textContent()).toContain(c.sample);
        // Each part under its own heading, followed by what it says.
        for (const [heading, says] of c.parts) {
          const title = text.getByRole('heading', { level: 2, name: heading, exact: true });
          expect(await title.isVisible(), heading).toBe(true);
          const following = await title.evaluate((element) => {
            let body = '';
            for (let next = element.nextElementSibling; next && !/^H[1-2]$/.test(next.tagName); next = next.nextElementSibling)
              body += `${next.textContent ?? ''}\n`;
            return body;
          });
          for (const part of says) expect(following, heading).toContain(part);
        }
        expect(await text.getByRole('link', { name: 'info@aurelia-philharmonie.example' }).first().getAttribute('href')).toBe(
          'mailto:info@aurelia-philharmonie.example',
        );
        expect(
          await new AxeBuilder({ page })
            .withTags(AXE_TAGS)
            .analyze()
            .then((axe) => axe.violations.map((violation) => violation.id)),
        ).toEqual([]);

        await page.goto(`${suite.web.url}${c.privacy}`);
        await shown();
        expect(await text.locator('p').first().textContent()).toContain(c.sample);
        // The banner's own group names (always-on included) are the policy's headings.
        for (const group of ['required', ...CHOICE_GROUPS] as const) {
          expect(await text.getByRole('heading', { level: 3, name: c.groups[group].name, exact: true }).isVisible(), group).toBe(true);
        }
        const privacy = (await text.textContent()) ?? '';
        for (const provider of EMBED_PROVIDERS) expect(privacy, provider).toContain(provider);
        for (const cookie of [
          'consent',
          'sessionid',
          'csrftoken',
          'shop_cart',
          'cartAmount',
          'top-alert-noeku',
          'Google Tag Manager',
          'Google Analytics',
        ])
          expect(privacy, cookie).toContain(cookie);

        await page.goto(`${suite.web.url}${c.terms}`);
        await shown();
        expect(await text.locator('p').first().textContent()).toContain(c.sample);
        expect(await text.getByRole('heading', { level: 2, name: c.withdrawal }).isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
});
