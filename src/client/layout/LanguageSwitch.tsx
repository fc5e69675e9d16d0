// spec 001 §2: the language switch lists the locales. A link, so it works without JavaScript;
// it keeps the screen and its query where the other language has the same route.
import { useT } from '../i18n';
import { de, en } from '../../shared/i18n/resources';
import { LOCALES, type Locale } from '../../shared/locales';
import { pathFor } from '../../shared/routes';
import { useAppLocation, usePage } from '../navigation/LocationContext';

/** Each language named in itself, whatever the page's language. */
const NAMES: Record<Locale, string> = { de: de.site.languageName, en: en.site.languageName };

export function LanguageSwitch() {
  const t = useT();
  const page = usePage();
  const { search } = useAppLocation();
  return (
    <nav className="language-switch" aria-label={t('site.languageSwitch')}>
      <ul>
        {LOCALES.map((locale) => {
          const current = locale === page.locale;
          const href = page.route ? `${pathFor(page.route.name, locale, page.route.params)}${search}` : pathFor('home', locale);
          return (
            <li key={locale}>
              <a href={href} hrefLang={locale} lang={locale} aria-current={current ? 'true' : undefined}>
                <abbr title={NAMES[locale]}>{locale.toUpperCase()}</abbr>
                <span className="visually-hidden"> {NAMES[locale]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
