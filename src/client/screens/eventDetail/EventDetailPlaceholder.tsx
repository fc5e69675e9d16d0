// spec 000 §2 "Loading placeholders": the event detail's, while its data is on its way.
import { useT } from '../../i18n';

export function EventDetailPlaceholder() {
  const t = useT();
  return (
    <div className="event-detail event-detail--loading" role="status" data-testid="page-placeholder">
      <span className="visually-hidden">{t('eventDetail.loading')}</span>
      <div className="skeleton skeleton--title" aria-hidden="true" />
      <div className="skeleton skeleton--image" aria-hidden="true" />
      <div className="skeleton skeleton--text" aria-hidden="true" />
      <div className="skeleton skeleton--text" aria-hidden="true" />
    </div>
  );
}
