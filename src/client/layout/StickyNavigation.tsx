// The sticky navigation at the bottom of every page (spec 000 §2 layout order, spec 001 §4
// "Sticky nav", §9):
// - the ticket button 'Karten buchen' / 'Book tickets' that opens the event overlay 'Programm und
//   Karten', when the design settings ask for it (sticky overlay button); hidden on the event
//   routes (the programme is the page there), on production pages (their own 'Dates and
//   Tickets') and while the footer is in view;
// - after half the window height of scrolling, the way back to the top (smooth, 0.7 s).
// The booking button and the extra sticky links join it with their screens.
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SCROLL_TO_TOP_SECONDS, STICKY_NAV_SCROLL_SHARE } from '../../shared/constants';
import { withEventQuery } from '../../shared/eventQuery';
import { ErrorBoundary } from '../ErrorBoundary';
import { useT } from '../i18n';
import { useAppLocation, usePage } from '../navigation/LocationContext';
import { scrollToTop } from '../scrollToTop';
import { scrollPosition, subscribeToScroll } from '../subscribeToScroll';
import { useSiteChrome } from './useSiteChrome';
import { useStickyLinks } from './stickyLinks';
import { useMeasuredHeight } from '../hooks/useMeasuredHeight';
import { useUntilNavigation } from './useUntilNavigation';

const EventOverlay = lazy(() => import('../overlay/EventOverlay').then((module) => ({ default: module.EventOverlay })));

const scrolledPastHalf = (): boolean => {
  const position = scrollPosition();
  return position !== null && position.scrollY > position.windowHeight * STICKY_NAV_SCROLL_SHARE;
};
// The server renders the top of the page.
const atTheTop = (): boolean => false;
/**
 * spec 001 §9: the programme's own pages need no overlay of it, and a production page has its own
 * sticky button ('Dates and Tickets'): one sticky ticket button a page.
 */
const ROUTES_WITHOUT_OVERLAY_BUTTON = new Set(['events', 'eventDetail', 'productionDetail']);

/** Whether the site footer is in the window (the overlay button steps aside for it). */
function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('.site-footer');
    if (!footer || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

function StickyBar({ overlayOffered }: { overlayOffered: boolean }) {
  const t = useT();
  const { route } = usePage();
  const { search, replaceSearch } = useAppLocation();
  const scrolled = useSyncExternalStore(subscribeToScroll, scrolledPastHalf, atTheTop);
  const footerInView = useFooterInView();
  // spec 001 §9: the screen's extra sticky links show with the way back to the top.
  const stickyLinks = useStickyLinks();
  const showLinks = scrolled && stickyLinks.length > 0;
  // Closed on a change of the page's path (spec 001 §2).
  const [overlayOpen, setOverlayOpen] = useUntilNavigation(false);
  const [overlayLoaded, setOverlayLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const showOverlayButton = overlayOffered && !ROUTES_WITHOUT_OVERLAY_BUTTON.has(route?.name ?? '') && !footerInView;
  const openOverlay = () => {
    setOverlayLoaded(true);
    setOverlayOpen(true);
  };
  const closeOverlay = () => {
    setOverlayOpen(false);
    // spec 001 §2: closing clears the query string of the overlay's filters (the page's own
    // parameters, such as a search's text, stay).
    replaceSearch(withEventQuery(search, null));
  };
  const backToTop = () => {
    scrollToTop(SCROLL_TO_TOP_SECONDS);
    // The button leaves with the scroll: the keyboard continues from the top of the page.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  };

  return (
    <>
      {/* No empty landmark: the navigation exists while it has something to offer. */}
      {showOverlayButton || scrolled ? (
        <StickyNavBar label={t('stickyNav.label')}>
          {showOverlayButton ? (
            <button
              ref={opener}
              type="button"
              className="sticky-nav__overlay"
              aria-haspopup="dialog"
              aria-expanded={overlayOpen}
              onClick={openOverlay}
            >
              {t('overlay.open')}
            </button>
          ) : null}
          {showLinks ? (
            <ul className="sticky-nav__links">
              {stickyLinks.map((link) => (
                <li key={link.key}>
                  <a className="sticky-nav__link" href={link.url}>
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {scrolled ? (
            <button type="button" className="sticky-nav__top" onClick={backToTop}>
              <span aria-hidden="true">↑</span> {t('stickyNav.backToTop')}
            </button>
          ) : null}
        </StickyNavBar>
      ) : null}
      {overlayLoaded ? (
        <ErrorBoundary fallback={() => null} callKind="chunkLoad">
          <Suspense fallback={null}>
            <EventOverlay open={overlayOpen} onClose={closeOverlay} opener={opener} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}

function StickyBarWithSettings() {
  return <StickyBar overlayOffered={useSiteChrome().designSettings.stickyOverlayButton} />;
}

/** The navigation's bar; its height keeps focused elements above it (styles/base.css's scroll-padding). */
function StickyNavBar({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useMeasuredHeight(ref, '--sticky-nav-height');
  return (
    <nav ref={ref} className="sticky-nav" aria-label={label}>
      {children}
    </nav>
  );
}

export function StickyNavigation() {
  const { status } = usePage();
  // The offline and error pages (500, 503) ask the upstream for nothing: no overlay there.
  if (status >= 500) return <StickyBar overlayOffered={false} />;
  return (
    <ErrorBoundary fallback={() => <StickyBar overlayOffered={false} />} callKind="chromeCall" report={false}>
      <Suspense fallback={<StickyBar overlayOffered={false} />}>
        <StickyBarWithSettings />
      </Suspense>
    </ErrorBoundary>
  );
}
