// The watchlist screen /de/merkliste, /en/watchlist (issue 10: the header's Favorites): the events
// the visitor marked with the star (src/client/watchlist/WatchStar.tsx), kept in this browser.
// The server cannot know the list: it sends the heading and a placeholder, and the browser lists
// the events after hydration. Removing one or all can be undone; the undo button takes the focus
// the removed button had, and what happened is said in a polite status.
import { useEffect, useRef, useState } from 'react';
import { pathFor } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { useT } from '../../i18n';
import { useWatchlist, watchlistStore } from '../../watchlist/useWatchlist';
import type { ScreenProps } from '../screenProps';
import { WatchlistEvents } from './WatchlistEvents';
import { WatchlistFeed } from './WatchlistFeed';
import { WatchlistPlaceholder } from './WatchlistPlaceholder';

/** The last change the visitor may undo, and what the status says about it. */
interface Notice {
  text: string;
  /** The list before the change; null: nothing to undo. */
  before: readonly string[] | null;
  /** Where the focus goes once the change is on the screen. */
  focus: 'undo' | 'list' | null;
}

export function WatchlistScreen({ page }: ScreenProps) {
  const t = useT();
  const { locale } = page;
  const state = useWatchlist();
  const [notice, setNotice] = useState<Notice | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (notice?.focus === 'undo') undoButton.current?.focus();
    else if (notice?.focus === 'list') listHeading.current?.focus();
  }, [notice]);

  const change = (next: readonly string[], text: string, before: readonly string[]) => {
    if (watchlistStore().replace(next) === 'failed') {
      setNotice({ text: t('watchlist.failed'), before: null, focus: null });
      return;
    }
    // The pressed button is gone with its event: the focus goes to the undo button beside the message.
    setNotice({ text, before, focus: 'undo' });
  };

  let body;
  if (state.status === 'pending') {
    body = <WatchlistPlaceholder />;
  } else if (state.status === 'unavailable') {
    body = (
      <div className="watchlist__unavailable">
        <h2>{t('watchlist.unavailableTitle')}</h2>
        <p>{t('watchlist.unavailableText')}</p>
      </div>
    );
  } else if (state.ids.length === 0) {
    body = (
      <div className="watchlist__empty">
        <h2>{t('watchlist.emptyTitle')}</h2>
        <p>{t('watchlist.emptyText')}</p>
        <p>
          <a className="button" href={pathFor('events', locale)}>
            {t('watchlist.toProgramme')}
          </a>
        </p>
      </div>
    );
  } else {
    const ids = state.ids;
    const remove = (id: string, title: string) =>
      change(
        ids.filter((candidate) => candidate !== id),
        t('watchlist.removed', { title }),
        ids,
      );
    body = (
      <>
        <div className="watchlist__bar">
          <h2 ref={listHeading} tabIndex={-1}>
            {t('watchlist.count', { count: ids.length })}
          </h2>
          <button type="button" className="button button--secondary" onClick={() => change([], t('watchlist.removedAll'), ids)}>
            {t('watchlist.removeAll')}
          </button>
        </div>
        <RetryableArea
          callKind="eventCall"
          message={t('watchlist.loadError')}
          retryLabel={t('watchlist.retry')}
          placeholder={<WatchlistPlaceholder />}
        >
          {(attempt) => <WatchlistEvents ids={ids} locale={locale} attempt={attempt} onRemove={remove} />}
        </RetryableArea>
        <WatchlistFeed key={ids.join(',')} ids={ids} locale={locale} />
      </>
    );
  }

  const undo = () => {
    if (!notice?.before) return;
    if (watchlistStore().replace(notice.before) === 'failed') {
      setNotice({ text: t('watchlist.failed'), before: null, focus: null });
      return;
    }
    setNotice({ text: t('watchlist.restored'), before: null, focus: 'list' });
  };

  return (
    <div className="watchlist">
      <div className="page-header">
        <Breadcrumbs items={[{ label: t('breadcrumbs.home'), path: pathFor('home', locale) }, { label: t('watchlist.title') }]} />
        <h1>{t('watchlist.title')}</h1>
        <p className="watchlist__intro">{t('watchlist.intro')}</p>
      </div>
      <div className="watchlist__notice">
        <p role="status" className="watchlist__notice-text">
          {notice?.text ?? ''}
        </p>
        {notice?.before ? (
          <button ref={undoButton} type="button" className="button button--secondary" onClick={undo}>
            {t('watchlist.undo')}
          </button>
        ) : null}
      </div>
      {body}
    </div>
  );
}
