// The ensemble's screens while their chunk or data loads (spec 000 §2 "Loading placeholders":
// ensemble): the list's heading and a grid of card skeletons; a member's portrait and lines.
import { useT } from '../../i18n';

const CARDS = 8;

export function EnsembleListSkeleton() {
  return (
    <div className="person-grid person-grid--skeleton" aria-hidden="true">
      {Array.from({ length: CARDS }, (_, index) => (
        <div key={index} className="skeleton skeleton--person" />
      ))}
    </div>
  );
}

export function EnsemblePlaceholder() {
  const t = useT();
  return (
    <div className="ensemble-screen" role="status" data-testid="page-placeholder">
      <div className="page-header">
        <h1>{t('ensemble.title')}</h1>
      </div>
      <span className="visually-hidden">{t('site.loading')}</span>
      <EnsembleListSkeleton />
    </div>
  );
}

export function MemberPlaceholder() {
  const t = useT();
  return (
    <div className="member-page member-page--placeholder" role="status" data-testid="page-placeholder">
      <span className="visually-hidden">{t('site.loading')}</span>
      <div className="skeleton skeleton--portrait" aria-hidden="true" />
      <div>
        <div className="skeleton skeleton--title" aria-hidden="true" />
        <div className="skeleton skeleton--text" aria-hidden="true" />
      </div>
    </div>
  );
}
