// spec 001 §2: the loading skeleton of the production list, part of the streamed shell.
import { useT } from '../../i18n';

export function ProductionListSkeleton() {
  const t = useT();
  return (
    <div className="production-list-skeleton" role="status" data-testid="production-list-skeleton">
      <span className="visually-hidden">{t('site.loading')}</span>
      {[0, 1, 2].map((card) => (
        <div className="skeleton skeleton--production" key={card} aria-hidden="true" />
      ))}
    </div>
  );
}
