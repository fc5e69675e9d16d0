// The top alert above the header (spec 000 §2 layout order, spec 001 §4 "Top alert"): the first
// breaking-news item, shown once loaded unless the visitor closed this very alert.
//
// It is part of the page's shell (no Suspense boundary of its own: the server sends the first
// byte once its one query has answered, usually from the shared cache), and the server knows the
// dismissal cookie: the alert is painted with the page, or never, and the page does not move down
// under the visitor when it appears (issue 20).
import { useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import { useSuspenseQuery } from '../data/useSuspenseQuery';
import { decideTopAlertShown, readCookie, TOP_ALERT_COOKIE, TOP_ALERT_COOKIE_MAX_AGE_S } from '../../shared/topAlert';
import { ErrorBoundary } from '../ErrorBoundary';
import { useT } from '../i18n';
import { useHeaderOpen } from './headerOpen';
import { TopAlertDocument } from '../generated/documents/TopAlertDocument';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { reportError } from '../reportError';
import { usePage } from '../navigation/LocationContext';
import { focusMainContent } from '../focusMainContent';
import { useBoot } from '../BootContext';

/** Cookies notify nobody: the value is read once; closing updates local state. */
const NEVER_CHANGES = () => () => {};
const readDismissal = (): string | undefined => readCookie(document.cookie, TOP_ALERT_COOKIE);

function TopAlertBanner() {
  const t = useT();
  const { locale } = usePage();
  const { visitor, requestId } = useBoot();
  // A client navigation into the other language asks again; meanwhile the alert shown stays
  // (the deferred render waits in the background) rather than the page suspending around it.
  const alertLocale = useDeferredValue(locale);
  // Errors are data here, not throws: a failed call must not take the shell down with it.
  const { data, error } = useSuspenseQuery(TopAlertDocument, { variables: { locale: toGraphQLLocale(alertLocale) }, errorPolicy: 'all' });
  useEffect(() => {
    // spec 001 §8: a chrome call that failed is reported; the page goes on without the alert.
    if (error) reportError('chromeCall', error, requestId);
  }, [error, requestId]);
  const alert = data?.breakingNews[0];
  // "Shown once loaded" unless dismissed: the server knows the dismissal cookie from the request
  // (boot data) and renders the alert, or not, with the page; hydration starts from the same
  // value and the browser's own cookie agrees with it, so the page never moves down under the
  // visitor when the alert appears (issue 20). Hidden while the header is open, see below.
  const requestDismissal = visitor.topAlertDismissal ?? undefined;
  const dismissal = useSyncExternalStore(NEVER_CHANGES, readDismissal, () => requestDismissal);
  const [closedHere, setClosedHere] = useState(false);
  // spec 001 §4: hidden while the header is open, without storing the cookie; back when it closes.
  const headerOpen = useHeaderOpen();

  if (!alert || closedHere || !decideTopAlertShown(dismissal, alert.id)) return null;
  const close = () => {
    document.cookie = `${TOP_ALERT_COOKIE}=${alert.id}; path=/; max-age=${TOP_ALERT_COOKIE_MAX_AGE_S}; SameSite=Lax`;
    setClosedHere(true);
    // The button goes with the banner: the page's main content takes the focus.
    focusMainContent();
  };
  return (
    // Hidden while the header is open, yet keeping its place: the page under the open menu must
    // not jump (visibility also takes it out of the accessibility tree and the tab order).
    <section
      className={headerOpen ? 'top-alert top-alert--concealed' : 'top-alert'}
      aria-label={t('topAlert.label')}
      aria-hidden={headerOpen ? true : undefined}
    >
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
    // What the query's error policy does not cover (a bug in the banner) leaves the page without it.
    <ErrorBoundary fallback={() => null} callKind="chromeCall">
      <TopAlertBanner />
    </ErrorBoundary>
  );
}
