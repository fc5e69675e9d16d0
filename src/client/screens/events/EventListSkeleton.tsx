// spec 001 §2: the loading skeleton of the event list, part of the streamed shell.
import { useT } from '../../i18n';

export function EventListSkeleton() {
  const t = useT();
  return (
    <div className="event-list-skeleton" role="status" aria-live="polite" data-testid="event-list-skeleton">
      <span className="visually-hidden">{t('site.loading')}</span>
      {[0, 1].map((group) => (
        <div className="skeleton-group" key={group} aria-hidden="true">
          <div className="skeleton skeleton--heading" />
          {[0, 1, 2].map((card) => (
            <div className="skeleton skeleton--card" key={card} />
          ))}
        </div>
      ))}
    </div>
  );
}
