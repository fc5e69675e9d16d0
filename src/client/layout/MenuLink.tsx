// One link of the menus (spec 000 §2 "Navigation behaviour"): an internal URL (starting with /)
// is a plain link of the site, marked as the current page where it is one; any other opens in a
// new tab and says so.
import { useT } from '../i18n';
import { useAppLocation } from '../navigation/LocationContext';
import { isCurrentPage, isInternalUrl } from './menuLinks';

export function MenuLink({ url, label, className }: { url: string; label: string; className?: string }) {
  const t = useT();
  const { pathname } = useAppLocation();
  if (isInternalUrl(url)) {
    return (
      <a href={url} className={className} aria-current={isCurrentPage(url, pathname) ? 'page' : undefined}>
        {label}
      </a>
    );
  }
  return (
    <a href={url} className={className} target="_blank" rel="noopener">
      {label}
      <span className="menu-link__external" aria-hidden="true">
        {' ↗'}
      </span>
      <span className="visually-hidden"> {t('menu.opensInNewTab')}</span>
    </a>
  );
}
