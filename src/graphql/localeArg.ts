import type { Locale } from '../shared/locales';

/** The GraphQL Locale enum value (DE, EN) as the site's locale code. */
export type LocaleArg = 'DE' | 'EN';

export function localeOf(arg: LocaleArg): Locale {
  return arg === 'EN' ? 'en' : 'de';
}
