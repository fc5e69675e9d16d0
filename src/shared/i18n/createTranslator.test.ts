import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { createI18n } from './createI18n';
import { createTranslator, loadSiteTexts, siteTextsLoaded, translatorFor, type SiteTextKey } from './createTranslator';
import { de, en } from './resources';
import { editorDe } from './editorTexts.de';
import { serverDe } from './serverTexts';
import { siteDe } from './siteTexts.de';
import { siteEn } from './siteTexts.en';

function entries(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]): [string, string][] =>
    typeof child === 'string' ? [[`${prefix}${key}`, child]] : entries(child as object, `${prefix}${key}.`),
  );
}

const TABLES = { de: siteDe, en: siteEn };

/** Every key of the site's tables as `t` is asked for it: plural forms ('resultCount_one') under their base key. */
const KEYS = [
  ...new Set([...entries(siteDe), ...entries(siteEn)].map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
] as SiteTextKey[];
const PLACEHOLDERS = [
  ...new Set(
    [...entries(siteDe), ...entries(siteEn)].flatMap(([, text]) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1] ?? '')),
  ),
];

/** Sample values: plain, with markup and with what i18next would read as its own syntax. */
const SAMPLES: (string | number)[] = ['Brahms', '<b>Mahler & Söhne</b>', '{{name}}', '$t(site.brand)', '', 0, 7, 2.5];
const COUNTS = [0, 1, 2, 1.5, -1, 21, 1000];

describe('createTranslator', () => {
  it('finds placeholders to try (the tables use {{name}} interpolation)', () => {
    expect(KEYS.length).toBeGreaterThan(100);
    expect(PLACEHOLDERS).toEqual(expect.arrayContaining(['name', 'count', 'max']));
  });

  // Every key × every sample value × both languages through i18next: seconds, more than the default
  // 5 s on a busy machine as the tables grow.
  it('gives the same text as i18next for every key of both languages, with and without values', { timeout: 30_000 }, () => {
    for (const locale of LOCALES) {
      const i18next = createI18n(locale);
      const ours = createTranslator(locale, TABLES[locale]);
      expect(ours.language).toBe(locale);
      for (const key of KEYS) {
        expect(ours.t(key), `${locale} ${key}`).toBe(i18next.t(key));
        // A value for one placeholder only: the others stay as written, in both.
        expect(ours.t(key, { unrelated: 'x' }), `${locale} ${key}`).toBe(i18next.t(key, { unrelated: 'x' }));
        for (const sample of SAMPLES) {
          const values = Object.fromEntries(PLACEHOLDERS.map((name) => [name, sample]));
          expect(ours.t(key, values), `${locale} ${key} ${String(sample)}`).toBe(i18next.t(key, values));
        }
        for (const count of COUNTS) {
          const values = { ...Object.fromEntries(PLACEHOLDERS.map((name) => [name, 'v'])), count };
          expect(ours.t(key, values), `${locale} ${key} count ${count}`).toBe(i18next.t(key, values));
        }
      }
    }
  });

  it('uses the plural form of the language and writes counts as numbers', () => {
    expect(createTranslator('de', siteDe).t('events.resultCount', { count: 1 })).toBe('1 Veranstaltung');
    expect(createTranslator('de', siteDe).t('events.resultCount', { count: 0 })).toBe('0 Veranstaltungen');
    expect(createTranslator('en', siteEn).t('events.resultCount', { count: 1 })).toBe('1 event');
    expect(createTranslator('en', siteEn).t('events.resultCount', { count: 3 })).toBe('3 events');
  });

  it('answers an unknown key with the key, as i18next does', () => {
    const unknown = 'events.noSuchText' as SiteTextKey;
    expect(createTranslator('en', siteEn).t(unknown)).toBe('events.noSuchText');
    expect(createTranslator('en', siteEn).t(unknown)).toBe(createI18n('en').t(unknown));
    // A count given as text is no count: i18next looks for the plain key, which plural texts lack.
    expect(createTranslator('de', siteDe).t('events.resultCount', { count: '3' })).toBe(
      createI18n('de').t('events.resultCount', { count: '3' }),
    );
  });

  it('knows the site tables: the gateway tables without the editor’s and its own messages', () => {
    // A map lookup per entry: arrayContaining compares every pair with every pair, seconds for tables this size.
    const missing = (all: [string, string][], part: [string, string][]) => {
      const texts = new Map(all);
      return part.filter(([key, text]) => texts.get(key) !== text);
    };
    expect(missing(entries(de), entries(siteDe))).toEqual([]);
    expect(missing(entries(en), entries(siteEn))).toEqual([]);
    expect(entries(de)).toHaveLength(entries(siteDe).length + entries(editorDe).length + entries(serverDe).length);
    // No text is both a page's and the gateway's or the editor's.
    const otherRoots = [...Object.keys(serverDe), ...Object.keys(editorDe)];
    expect(Object.keys(siteDe).filter((root) => otherRoots.includes(root))).toEqual([]);
  });

  it('translates a language once its table is loaded, as a page in that language renders', async () => {
    expect(siteTextsLoaded('en')).toBe(false);
    expect(() => translatorFor('en')).toThrow(/not loaded/);
    const loaded = await loadSiteTexts('en');
    expect(siteTextsLoaded('en')).toBe(true);
    expect(translatorFor('en')).toBe(loaded);
    expect(translatorFor('en').t('nav.events')).toBe('Concerts');
    // Loaded once: the same translator for every page in that language.
    expect(await loadSiteTexts('en')).toBe(loaded);
    expect(siteTextsLoaded('de')).toBe(false);
  });
});
