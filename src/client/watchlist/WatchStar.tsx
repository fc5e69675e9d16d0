// The star that puts an event on the watchlist (issue 10: the header's Favorites), beside an
// event's title on its page and on the programme's cards. A toggle button: aria-pressed says
// whether the event is on the list, its name says what a press does, with the event's title (a
// list of cards has many stars). What a press did is said in a polite status; a list that is full
// or cannot be written says so visibly.
//
// The server renders it unpressed (it cannot know what a browser keeps) and hydration sees the same;
// the browser's state follows right after (useWatchlist). Where the browser keeps no site data the
// star is left out: it could not keep its promise (the watchlist screen explains why).
import { useState } from 'react';
import { MAX_WATCHLIST_EVENTS } from '../../shared/watchlist/watchlistIds';
import { useT } from '../i18n';
import { useWatchlist, watchlistStore } from './useWatchlist';

type Notice = { text: string; problem: boolean } | null;

export function WatchStar({ eventId, title, className }: { eventId: string; title: string; className?: string }) {
  const t = useT();
  const state = useWatchlist();
  const [notice, setNotice] = useState<Notice>(null);
  if (state.status === 'unavailable') return null;
  const pressed = state.status === 'ready' && state.ids.includes(eventId);

  const toggle = () => {
    const change = watchlistStore().toggle(eventId);
    switch (change) {
      case 'added':
        setNotice({ text: t('watchlist.added', { title }), problem: false });
        break;
      case 'removed':
        setNotice({ text: t('watchlist.removed', { title }), problem: false });
        break;
      case 'full':
        setNotice({ text: t('watchlist.full', { max: MAX_WATCHLIST_EVENTS }), problem: true });
        break;
      case 'failed':
        setNotice({ text: t('watchlist.failed'), problem: true });
        break;
      case 'replaced':
      case 'unchanged':
        break;
    }
  };

  return (
    <span className={['watch-star', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="watch-star__button"
        aria-pressed={pressed}
        aria-label={t(pressed ? 'watchlist.remove' : 'watchlist.add', { title })}
        onClick={toggle}
      >
        <svg className="watch-star__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
        </svg>
      </button>
      <span role="status" className={notice?.problem ? 'watch-star__problem' : 'visually-hidden'}>
        {notice?.text ?? ''}
      </span>
    </span>
  );
}
