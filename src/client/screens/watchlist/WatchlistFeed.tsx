// 'Subscribe as a calendar' (issue 10): one link that opens the visitor's calendar app with the
// watchlist's feed (webcal://, the same URL apps then fetch over https), and the https link in a
// read-only field with a copy button, for apps that take a pasted URL (Google Calendar, Outlook
// on the web). The feed's URL names the events (the list has no account to live in), so the
// section says that a later change needs the new link.
import { useId, useRef, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { watchlistFeedPath, webcalUrl } from '../../../shared/watchlist/watchlistIds';
import { useBoot } from '../../BootContext';
import { useT } from '../../i18n';

type CopyState = 'idle' | 'copied' | 'failed';

export function WatchlistFeed({ ids, locale }: { ids: readonly string[]; locale: Locale }) {
  const t = useT();
  const { origin } = useBoot();
  const fieldId = useId();
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  // The page's own origin in the browser (the boot data's is the one the server saw: the same).
  const httpsUrl = `${origin}${watchlistFeedPath(locale, ids)}`;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(httpsUrl);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure context, a refused permission): the text is selected instead.
      field.current?.focus();
      field.current?.select();
      setCopy('failed');
    }
  };

  return (
    <section className="watchlist-feed" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('watchlist.feedHeading')}</h2>
      <p>{t('watchlist.feedText')}</p>
      <p>
        <a className="button" href={webcalUrl(httpsUrl)} data-testid="watchlist-subscribe">
          {t('watchlist.subscribe')}
        </a>
      </p>
      <label className="watchlist-feed__label" htmlFor={fieldId}>
        {t('watchlist.feedUrlLabel')}
      </label>
      <div className="watchlist-feed__copy">
        <input
          ref={field}
          id={fieldId}
          className="watchlist-feed__url"
          type="url"
          readOnly
          value={httpsUrl}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button--secondary" onClick={() => void copyLink()}>
          {t('watchlist.copy')}
        </button>
      </div>
      <p className={copy === 'failed' ? 'watchlist-feed__status watchlist-feed__status--problem' : 'watchlist-feed__status'} role="status">
        {copy === 'copied' ? t('watchlist.copied') : copy === 'failed' ? t('watchlist.copyFailed') : ''}
      </p>
      <p className="watchlist-feed__note">{t('watchlist.feedSnapshot')}</p>
    </section>
  );
}
