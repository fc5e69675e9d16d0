// The generic loading placeholder of a screen whose data is on its way (spec 000 §2 "Loading
// placeholders"; spec 001 §2 spinner text 'Bitte warte einen Moment...').
import { useT } from '../i18n';

export function PagePlaceholder() {
  const t = useT();
  return (
    <div className="page-placeholder" role="status" data-testid="page-placeholder">
      <span className="visually-hidden">{t('site.loading')}</span>
      <div className="skeleton skeleton--title" aria-hidden="true" />
      <div className="skeleton skeleton--text" aria-hidden="true" />
    </div>
  );
}
