// Part of the info layer at the end of the layout (spec 000 §2, §4 "the online/offline status of
// the browser is tracked"): while the browser is offline a notice says so, fixed at the bottom
// of the window, because links to other pages and the booking need the network; when the
// connection comes back it says so for a few seconds and goes. Both are polite status messages
// for screen readers. The server renders nothing here (it cannot know), and the first render in
// the browser matches it: the status is read after hydration.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n';

/** How long 'back online' stays. */
const BACK_ONLINE_MS = 4000;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const onlineInBrowser = (): boolean => navigator.onLine;
const onlineOnServer = (): boolean => true;

export function ConnectionStatus() {
  const t = useT();
  const online = useSyncExternalStore(subscribe, onlineInBrowser, onlineOnServer);
  const [wasOffline, setWasOffline] = useState(false);
  const [backOnline, setBackOnline] = useState(false);

  if (!online && !wasOffline) setWasOffline(true);
  if (online && wasOffline) {
    setWasOffline(false);
    setBackOnline(true);
  }

  useEffect(() => {
    if (!backOnline) return undefined;
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  const text = !online ? t('info.offline') : backOnline ? t('info.backOnline') : '';
  return (
    <div
      className={`connection-status${text ? ' is-shown' : ''}${online ? '' : ' is-offline'}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="connection-status"
    >
      {text ? <p className="connection-status__text">{text}</p> : null}
    </div>
  );
}
