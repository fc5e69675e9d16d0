// A venue's page while its chunk or data loads (spec 000 §2 "Loading placeholders": venue).
import { useT } from '../../i18n';

export function VenuePlaceholder() {
  const t = useT();
  return (
    <div className="venue-page venue-page--placeholder" role="status" data-testid="page-placeholder">
      <span className="visually-hidden">{t('site.loading')}</span>
      <div className="skeleton skeleton--title" aria-hidden="true" />
      <div className="skeleton skeleton--venue-image" aria-hidden="true" />
      <div className="skeleton skeleton--text" aria-hidden="true" />
    </div>
  );
}
