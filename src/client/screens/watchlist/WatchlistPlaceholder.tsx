// What the watchlist screen shows while it cannot list yet: on the server and during hydration
// (the list is in the browser's storage) and while the events are asked for.
import { useT } from '../../i18n';

export function WatchlistPlaceholder() {
  const t = useT();
  return (
    <div className="watchlist__placeholder" role="status" data-testid="watchlist-placeholder">
      <span className="visually-hidden">{t('watchlist.loading')}</span>
      <div className="skeleton skeleton--heading" aria-hidden="true" />
      <div className="skeleton skeleton--card" aria-hidden="true" />
      <div className="skeleton skeleton--card" aria-hidden="true" />
    </div>
  );
}
