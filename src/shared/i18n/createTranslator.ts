// The site's translator: the same tables as the gateway's i18next (createI18n.ts), read by a few
// lines of our own, so the visitor's bundle does not carry i18next (about 49 kB minified) for
// lookups it needs a small part of (docs/ARCHITECTURE.md: a library earns its bytes or stays on
// the server). The server's render and the browser both use it. It does exactly what the tables
// use, the way i18next 26 does it with createI18n's options (createTranslator.test.ts compares
// both on every key of both languages):
// - dotted keys ('events.soldOut'), the key itself when missing;
// - plurals: with a numeric `count`, `key_<form>` by the language's plural rule first
//   ('resultCount_one', 'resultCount_other'), then `key`; German and English share CLDR's rule
//   for cardinals ('one' for 1, 'other' for everything else), written out in pluralFormOf, since
//   Intl.PluralRules would load the browser's locale data during hydration (berlinClock.ts);
//   createTranslator.test.ts compares it with Intl.PluralRules;
// - {{name}} placeholders, values written as they are (escapeValue false); a placeholder without
//   a value stays as written; values are not searched for placeholders again.
// No nesting ($t(...)), formatting ({{value, format}}) or context: no text uses them. i18next's
// fallback to German never answers: both tables have the same keys (their types,
// resources.test.ts), so an English page needs no German table.
//
// It knows the site's texts only (siteTexts.*.ts), not the gateway's (serverTexts.ts) nor the
// editor's (editorTexts.*.ts, which editorTranslator.ts loads for staff), and each
// language's table is a chunk of its own in the browser's build: loadSiteTexts() loads it, before
// the first render of a page in that language (entry-client.tsx, the router, the page handler).
import type { Locale } from '../locales';
import type { SiteTexts } from './siteTexts.de';
import type { TextKey, TextShape } from './textShape';

/** Every key of the site's tables, dotted ('events.soldOut'): what `t` accepts. */
export type SiteTextKey = TextKey<SiteTexts>;

/** Translates a key of the tables `Key` names, with values for its {{placeholders}}. */
export type TranslateKey<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

/** Translates a key of the site's tables, with values for its {{placeholders}}. */
export type Translate = TranslateKey<SiteTextKey>;

/** A language's translate function (by default over the site's tables). */
export interface Translator<Key extends string = SiteTextKey> {
  readonly language: Locale;
  readonly t: TranslateKey<Key>;
}

/** One language's table of the site's texts. */
export type SiteTextTable = TextShape<SiteTexts>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function textAt(table: object, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const trimmed = name.trim();
    if (!Object.hasOwn(values, trimmed)) return placeholder;
    const value = values[trimmed];
    return value === undefined ? '' : String(value);
  });
}

/** Texts without values, by key: looked up once (the tables never change while the code runs). */
const PLAIN_TEXTS_MAX = 2000;

/** CLDR's cardinal plural form in German and English: 'one' for 1 (and -1), 'other' else (0, 2, 1.5). */
export function pluralFormOf(count: number): 'one' | 'other' {
  return Math.abs(count) === 1 ? 'one' : 'other';
}

/** The translator over one language's table (by default the site's; the editor has one of its own). */
export function createTranslator<T extends object = SiteTextTable>(locale: Locale, table: T): Translator<TextKey<T>> {
  const plainTexts = new Map<string, string>();
  const lookUp = (key: string, values: Record<string, string | number> | undefined): string => {
    const count = values?.count;
    const pluralText = typeof count === 'number' ? textAt(table, `${key}_${pluralFormOf(count)}`) : undefined;
    const text = pluralText ?? textAt(table, key);
    if (text === undefined) return key;
    return values ? interpolate(text, values) : text;
  };
  const t: TranslateKey<TextKey<T>> = (key, values) => {
    if (!values) {
      let text = plainTexts.get(key);
      if (text === undefined) {
        text = lookUp(key, undefined);
        if (plainTexts.size < PLAIN_TEXTS_MAX) plainTexts.set(key, text);
      }
      return text;
    }
    return lookUp(key, values);
  };
  return { language: locale, t };
}

/** Each language's table: a chunk of its own in the browser's build, loaded when a page needs it. */
const LOADERS: Record<Locale, () => Promise<SiteTextTable>> = {
  de: async () => (await import('./siteTexts.de')).siteDe,
  en: async () => (await import('./siteTexts.en')).siteEn,
};

/** The name of a language's chunk in the build's manifest: the file name of the module its loader imports. */
export function siteTextsChunkOf(locale: Locale): string {
  return `siteTexts.${locale}`;
}

const translators = new Map<Locale, Translator>();
const loading = new Map<Locale, Promise<Translator>>();

/**
 * Loads a language's table (once; a failed load is tried again on the next call). Resolves when
 * translatorFor(locale) can answer.
 */
export function loadSiteTexts(locale: Locale): Promise<Translator> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = LOADERS[locale]().then((table) => {
      const translator = createTranslator(locale, table);
      translators.set(locale, translator);
      return translator;
    });
    void promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/** Whether translatorFor(locale) can answer now. */
export function siteTextsLoaded(locale: Locale): boolean {
  return translators.has(locale);
}

/**
 * The translator of a language whose table loadSiteTexts() has loaded, shared: it holds no state
 * but its lookups, so every render (and every page of the browser) in that language can use it.
 */
export function translatorFor(locale: Locale): Translator {
  const translator = translators.get(locale);
  if (!translator) throw new Error(`The ${locale} texts are not loaded yet (loadSiteTexts)`);
  return translator;
}
