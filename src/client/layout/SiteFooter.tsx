import { useT } from '../i18n';
import type { Locale } from '../../shared/locales';
import { pathFor } from '../../shared/routes';

export function SiteFooter({ locale, year }: { locale: Locale; year: number }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('site.footerNavigation')}>
          <ul>
            <li>
              <a href={pathFor('events', locale)}>{t('nav.events')}</a>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copyright">{t('site.copyright', { year })}</p>
      </div>
    </footer>
  );
}
