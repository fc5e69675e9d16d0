// spec 000 §4: while the menu is open the page does not scroll. The root element's own
// overflow is set aside and given back exactly as it was when the lock ends.
import { useEffect } from 'react';

const SCROLL_LOCK_CLASS = 'has-scroll-lock';

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const root = document.documentElement;
    const before = root.style.overflow;
    const hadClass = root.classList.contains(SCROLL_LOCK_CLASS);
    root.style.overflow = 'hidden';
    root.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      root.style.overflow = before;
      if (!hadClass) root.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, [active]);
}
