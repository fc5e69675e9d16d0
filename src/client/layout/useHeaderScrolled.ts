// spec 000 §4, spec 001 §2, §9: the header's style changes once the page is scrolled past a
// quarter of the window height, but not while the menu is open (the value then stays as it was).
import { useState, useSyncExternalStore } from 'react';
import { HEADER_SCROLL_SHARE } from '../../shared/constants';
import { scrollPosition, subscribeToScroll } from '../subscribeToScroll';

/** spec 000 §4: past a quarter of the window height. */
export function decideHeaderScrolled(scrollY: number, windowHeight: number): boolean {
  return scrollY > windowHeight * HEADER_SCROLL_SHARE;
}

const scrolledNow = (): boolean => {
  const position = scrollPosition();
  return position !== null && decideHeaderScrolled(position.scrollY, position.windowHeight);
};
// The server renders the top of the page.
const atTheTop = (): boolean => false;

export function useHeaderScrolled(menuOpen: boolean): boolean {
  const live = useSyncExternalStore(subscribeToScroll, scrolledNow, atTheTop);
  // The value when the menu opened, held until it closes (adjusted while rendering).
  const [held, setHeld] = useState<boolean | null>(null);
  if (menuOpen && held === null) setHeld(live);
  if (!menuOpen && held !== null) setHeld(null);
  return menuOpen ? (held ?? live) : live;
}
