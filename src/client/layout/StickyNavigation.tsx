// The sticky navigation at the bottom of every page (spec 000 §2 layout order, spec 001 §4
// "Sticky nav"): after half the window height of scrolling it offers the way back to the top
// (smooth, 0.7 s, spec 001 §9). The ticket overlay and booking buttons and the extra sticky
// links join it with their screens.
import { useSyncExternalStore } from 'react';
import { SCROLL_TO_TOP_SECONDS, STICKY_NAV_SCROLL_SHARE } from '../../shared/constants';
import { useT } from '../i18n';
import { scrollToTop } from '../scrollToTop';
import { subscribeToScroll } from '../subscribeToScroll';

const scrolledPastHalf = (): boolean => window.scrollY > window.innerHeight * STICKY_NAV_SCROLL_SHARE;
// The server renders the top of the page.
const atTheTop = (): boolean => false;

export function StickyNavigation() {
  const t = useT();
  const shown = useSyncExternalStore(subscribeToScroll, scrolledPastHalf, atTheTop);
  const backToTop = () => {
    scrollToTop(SCROLL_TO_TOP_SECONDS);
    // The button leaves with the scroll: the keyboard continues from the top of the page.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  };
  // No empty landmark: the navigation exists while it has something to offer.
  if (!shown) return null;
  return (
    <nav className="sticky-nav" aria-label={t('stickyNav.label')}>
      <button type="button" className="sticky-nav__top" onClick={backToTop}>
        <span aria-hidden="true">↑</span> {t('stickyNav.backToTop')}
      </button>
    </nav>
  );
}
