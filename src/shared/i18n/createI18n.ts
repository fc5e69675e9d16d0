// One i18next instance per request on the server and one per page in the browser: a shared
// instance answers in the wrong language under concurrent requests (STYLE.md).
import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locales';
import { de, en } from './resources';

export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  // initAsync false with inline resources: the instance is ready when init returns.
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
