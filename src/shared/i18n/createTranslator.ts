// The browser's translator: the same resource tables as the server's i18next (createI18n.ts), read
// by a few lines of our own, so the visitor's bundle does not carry i18next (about 49 kB minified)
// for lookups it needs a small part of (docs/ARCHITECTURE.md: a library earns its bytes or stays
// on the server). It does exactly what the tables use, the way i18next 26 does it with
// createI18n's options (createTranslator.test.ts compares both on every key of both languages):
// - dotted keys ('events.soldOut'), German as the fallback language, the key itself when missing;
// - plurals: with a numeric `count`, `key_<form>` by Intl.PluralRules of the language first
//   ('resultCount_one', 'resultCount_other'), then `key`;
// - {{name}} placeholders, values written as they are (escapeValue false); a placeholder without
//   a value stays as written; values are not searched for placeholders again.
// No nesting ($t(...)), formatting ({{value, format}}) or context: no text uses them.
import { DEFAULT_LOCALE, type Locale } from '../locales';
import { de, en, type TranslationKey } from './resources';

/** Translates a key of resources.ts, with values for its {{placeholders}}. */
export type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

/** A language's translate function. */
export interface Translator {
  readonly language: Locale;
  readonly t: Translate;
}

const TABLES: Record<Locale, object> = { de, en };
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

export function createTranslator(locale: Locale): Translator {
  const languages: Locale[] = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  const plurals = new Map(languages.map((language) => [language, new Intl.PluralRules(language)]));
  const t: Translate = (key, values) => {
    const count = values?.count;
    for (const language of languages) {
      const table = TABLES[language];
      const pluralText = typeof count === 'number' ? textAt(table, `${key}_${plurals.get(language)?.select(count) ?? 'other'}`) : undefined;
      const text = pluralText ?? textAt(table, key);
      if (text !== undefined) return values ? interpolate(text, values) : text;
    }
    return key;
  };
  return { language: locale, t };
}
