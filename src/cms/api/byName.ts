import type { Locale } from '../../shared/locales';

/** Collators for ordering option lists by name in each language (README "Filter options"). */
const COLLATORS: Record<Locale, Intl.Collator> = {
  de: new Intl.Collator('de', { sensitivity: 'base', numeric: true }),
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
};

/** Orders by name in the language's collation, then by id, so equal names keep a stable order. */
export function byName<T extends { name: string; id: number }>(locale: Locale): (a: T, b: T) => number {
  return (a, b) => COLLATORS[locale].compare(a.name, b.name) || a.id - b.id;
}
