// The top alert above the header (spec 000 §2 layout order, spec 001 §4 "Top alert"): the first
// breaking-news item, shown once loaded unless the visitor closed this very alert.
import { Suspense, useState, useSyncExternalStore } from 'react';
import { decideTopAlertShown, readCookie, TOP_ALERT_COOKIE, TOP_ALERT_COOKIE_MAX_AGE_S } from '../../shared/topAlert';
import { ErrorBoundary } from '../ErrorBoundary';
import { useT } from '../i18n';
import { useHeaderOpen } from './headerOpen';
import { useSiteChrome } from './useSiteChrome';
import { usePage } from '../navigation/LocationContext';
import { focusMainContent } from '../focusMainContent';

const NO_RETRY = () => {};

/** Cookies notify nobody: the value is read once after hydration; closing updates local state. */
const NEVER_CHANGES = () => () => {};
const readDismissal = (): string | undefined => readCookie(document.cookie, TOP_ALERT_COOKIE);
const unknownOnServer = (): null => null;

function TopAlertBanner() {
  const t = useT();
  const alert = useSiteChrome().breakingNews[0];
  // "Shown once loaded": the cookie is the browser's. The server (and hydration) see no cookie
  // yet (null) and render nothing; right after hydration the browser's value decides, so there
  // is no mismatch and no flash of an alert the visitor closed.
  const dismissal = useSyncExternalStore(NEVER_CHANGES, readDismissal, unknownOnServer);
  const [closedHere, setClosedHere] = useState(false);
  // spec 001 §4: hidden while the header is open, without storing the cookie; back when it closes.
  const headerOpen = useHeaderOpen();

  if (!alert || dismissal === null || closedHere || !decideTopAlertShown(dismissal, alert.id)) return null;
  const close = () => {
    document.cookie = `${TOP_ALERT_COOKIE}=${alert.id}; path=/; max-age=${TOP_ALERT_COOKIE_MAX_AGE_S}; SameSite=Lax`;
    setClosedHere(true);
    // The button goes with the banner: the page's main content takes the focus.
    focusMainContent();
  };
  return (
    // Hidden while the header is open, yet keeping its place: the page under the open menu must
    // not jump (visibility also takes it out of the accessibility tree and the tab order).
    <section className={headerOpen ? 'top-alert top-alert--concealed' : 'top-alert'} aria-label={t('topAlert.label')} aria-hidden={headerOpen ? true : undefined}>
      <div className="top-alert__inner">
        <p className="top-alert__text">
          <strong className="top-alert__title">{alert.title}</strong>
          {alert.text ? <span> {alert.text}</span> : null}
          {alert.linkUrl ? (
            <>
              {' '}
              <a className="top-alert__link" href={alert.linkUrl}>
                {alert.linkTitle || alert.linkUrl}
              </a>
            </>
          ) : null}
        </p>
        <button type="button" className="top-alert__close" aria-label={t('topAlert.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}

export function TopAlert() {
  // spec 001 §4: the top alert is hidden on landing pages.
  if (usePage().head?.landing === true) return null;
  return (
    // The SiteChrome query's failure is reported once, by the opening hours' boundary.
    <ErrorBoundary fallback={() => null} onRetry={NO_RETRY} callKind="chromeCall" report={false}>
      <Suspense fallback={null}>
        <TopAlertBanner />
      </Suspense>
    </ErrorBoundary>
  );
}
