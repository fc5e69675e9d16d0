// The main area's screen (spec 000 §2 layout "main area"): the router's page, its loading
// placeholder while the screen's data loads, a message when a navigation failed, and the signal
// that the new screen is there (the router then scrolls, moves the focus and announces it).
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { useT } from '../i18n';
import { useNavigationStatus, usePage } from '../navigation/LocationContext';
import { preloadScreen, ScreenHost, ScreenPlaceholder } from '../screens/screenRegistry';
import { LoadError } from '../components/LoadError';

function ScreenReady({ navigationId }: { navigationId: number }) {
  const { screenReady } = useNavigationStatus();
  useEffect(() => screenReady(navigationId), [screenReady, navigationId]);
  return null;
}

function NavigationFailure({ href }: { href: string }) {
  const t = useT();
  return (
    <div className="load-error" role="alert">
      <p>{t('navigation.loadFailed')}</p>
      {/* A document load: the server renders the page (data-reload keeps the router out). */}
      <a className="button" href={href} data-reload="">
        {t('navigation.openAnyway')}
      </a>
    </div>
  );
}

export function ScreenArea() {
  const t = useT();
  const page = usePage();
  const { navigationId, failedHref } = useNavigationStatus();
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      {failedHref ? <NavigationFailure href={failedHref} /> : null}
      <ErrorBoundary
        key={`${page.pathname}#${attempt}`}
        onRetry={() => {
          // A chunk that failed is asked for again; the remounted screen waits for that attempt.
          preloadScreen(page.page).catch(() => {});
          setAttempt((n) => n + 1);
        }}
        fallback={(retry) => <LoadError message={t('navigation.screenFailed')} retryLabel={t('navigation.retry')} onRetry={retry} />}
      >
        <Suspense fallback={<ScreenPlaceholder kind={page.page} />}>
          <ScreenHost page={page} />
          <ScreenReady navigationId={navigationId} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
