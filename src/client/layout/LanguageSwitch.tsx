// spec 001 §2: the language switch lists the locales. A link, so it works without JavaScript;
// it keeps the screen and its query where the other language has the same route, and on the
// webshop's unlocalised paths the same path with the language asked for (src/shared/shopPaths.ts).
import { CMS_HUB_PATH } from '../../shared/accountPages';
import { useT } from '../i18n';
import { LANGUAGE_NAMES } from '../../shared/i18n/languageNames';
import { LOCALES } from '../../shared/locales';
import { pathFor } from '../../shared/routes';
import { isShopPath, shopPathIn } from '../../shared/shopPaths';
import { useAppLocation, usePage } from '../navigation/LocationContext';
import { pathInLocale } from '../navigation/PageState';

export function LanguageSwitch() {
  const t = useT();
  const page = usePage();
  const { search } = useAppLocation();
  return (
    <nav className="language-switch" aria-label={t('site.languageSwitch')}>
      <ul>
        {LOCALES.map((locale) => {
          const current = locale === page.locale;
          // A page missing in the other language leads to that language's home page; a shop page
          // (not localised) keeps its path with the other language asked for.
          // The editor hub is not localised either.
          const unlocalised = isShopPath(page.pathname) || page.pathname === CMS_HUB_PATH;
          const path = unlocalised ? shopPathIn(page.pathname, search, locale) : pathInLocale(page, locale);
          const href = path ? (unlocalised ? path : `${path}${search}`) : pathFor('home', locale);
          return (
            <li key={locale}>
              <a href={href} hrefLang={locale} lang={locale} aria-current={current ? 'true' : undefined}>
                <abbr title={LANGUAGE_NAMES[locale]}>{locale.toUpperCase()}</abbr>
                <span className="visually-hidden"> {LANGUAGE_NAMES[locale]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
