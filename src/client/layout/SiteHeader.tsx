import { useT } from '../i18n';
import { pathFor } from '../../shared/routes';
import { usePage } from '../navigation/LocationContext';
import { LanguageSwitch } from './LanguageSwitch';
import { OpeningHoursToday } from './OpeningHoursToday';
import { SiteSearch } from './SiteSearch';

export function SiteHeader() {
  const t = useT();
  const { locale, status, route } = usePage();
  const currentRoute = route?.name ?? null;
  const eventsPath = pathFor('events', locale);
  // The offline page (503) asks the upstream for nothing: it may be what is down.
  return (
    <header className="site-header">
      <div className="site-header__top">
        {status < 500 ? <OpeningHoursToday /> : null}
      </div>
      <div className="site-header__inner">
        <a className="site-header__brand" href={pathFor('home', locale)}>
          {t('site.brand')}
        </a>
        <nav className="primary-nav" aria-label={t('site.primaryNavigation')}>
          <ul>
            <li>
              <a href={eventsPath} aria-current={currentRoute === 'events' ? 'page' : undefined}>
                {t('nav.events')}
              </a>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
        <SiteSearch locale={locale} />
      </div>
    </header>
  );
}
