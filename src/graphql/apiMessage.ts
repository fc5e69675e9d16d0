// The gateway's own words (errors, cart messages) come from the shared tables (resources.ts
// `apiErrors`), in the language of the operation's `locale` argument. Each caller gets its own
// i18next instance (createI18n): a shared one could answer a concurrent request in the wrong language.
import { createI18n } from '../shared/i18n/createI18n';
import type { Translation } from '../shared/i18n/resources';
import type { Locale } from '../shared/locales';

export type ApiMessageKey = keyof Translation['apiErrors'];

/** Values for a message's {{placeholders}}. */
export type MessageValues = Record<string, string | number>;

export type ApiTexts = (key: ApiMessageKey, values?: MessageValues) => string;

/** The messages of one language, for a caller that may need several (one instance for all). */
export function apiTexts(locale: Locale): ApiTexts {
  const i18n = createI18n(locale);
  return (key, values = {}) => i18n.t(`apiErrors.${key}`, values);
}

export function apiMessage(locale: Locale, key: ApiMessageKey, values?: MessageValues): string {
  return apiTexts(locale)(key, values);
}
