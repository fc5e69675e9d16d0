// spec 001 §2, spec 000 §2: the magazine list's loading skeleton, part of the streamed shell.
import { useT } from '../../i18n';

export function MagazineListSkeleton() {
  const t = useT();
  return (
    <div className="magazine-list-skeleton" role="status" data-testid="magazine-list-skeleton">
      <span className="visually-hidden">{t('site.loading')}</span>
      {[0, 1, 2, 3].map((card) => (
        <div className="skeleton skeleton--article" key={card} aria-hidden="true" />
      ))}
    </div>
  );
}
