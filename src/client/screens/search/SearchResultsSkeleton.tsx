// The search results' loading placeholder, part of the streamed shell.
import { useT } from '../../i18n';

export function SearchResultsSkeleton() {
  const t = useT();
  return (
    <div className="search-skeleton" role="status" aria-live="polite" data-testid="search-skeleton">
      <span className="visually-hidden">{t('site.loading')}</span>
      <div className="skeleton search-skeleton__nav" aria-hidden="true" />
      {[0, 1].map((group) => (
        <div className="skeleton-group" key={group} aria-hidden="true">
          <div className="skeleton skeleton--heading" />
          {[0, 1, 2].map((hit) => (
            <div className="skeleton search-skeleton__hit" key={hit} />
          ))}
        </div>
      ))}
    </div>
  );
}
