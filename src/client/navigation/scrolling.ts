// Where the window scrolls after a navigation (spec 000 §2 "Navigation behaviour", §9): to the
// top, to a restored position, or to the element of the URL's hash (wait 1 s, look every 250 ms
// up to 100 times, smooth scroll with a 130 px offset).
import { HASH_SCROLL_DELAY_MS, HASH_SCROLL_MAX_RETRIES, HASH_SCROLL_OFFSET_PX, HASH_SCROLL_RETRY_MS } from '../../shared/constants';

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The element a hash names (`#a%20b` → id "a b"), or null. */
export function elementOfHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look for the id as written.
  }
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/** Scrolls so the element sits 130 px below the top (room for the sticky header). */
export function scrollToElement(element: HTMLElement): void {
  const top = element.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? 'auto' : 'smooth' });
}

/** Moves the keyboard focus to an element without scrolling (it is made focusable when it is not). */
export function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * The hash rule of spec 000 §2: after 1 s, looks for the element every 250 ms, up to 100 times,
 * then scrolls to it. Returns a function that cancels what is still pending.
 */
export function scheduleHashScroll(hash: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tries = 0;
  const attempt = () => {
    const element = elementOfHash(hash);
    if (element) {
      scrollToElement(element);
      return;
    }
    tries += 1;
    if (tries < HASH_SCROLL_MAX_RETRIES) timer = setTimeout(attempt, HASH_SCROLL_RETRY_MS);
  };
  timer = setTimeout(attempt, HASH_SCROLL_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * Restores a remembered position. The page may still be growing (a list that renders from the
 * cache a frame later) or settling (seen: the position a pixel short after the next layout, most
 * likely the browser's scroll anchoring following a part that changed its size): it tries for up to a second until the document
 * is tall enough and the position is where it was for two frames running.
 */
export function restoreScroll(y: number): () => void {
  let frame = 0;
  let settled = 0;
  let handle = 0;
  // The visitor scrolling meanwhile has the last word.
  const userInput = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of userInput) window.removeEventListener(type, stop, true);
  };
  for (const type of userInput) window.addEventListener(type, stop, { capture: true, passive: true });
  const step = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    settled = reachable && Math.abs(window.scrollY - y) < 1 ? settled + 1 : 0;
    if (settled < 2) window.scrollTo(0, y);
    frame += 1;
    if (settled < 2 && frame < 60) handle = requestAnimationFrame(step);
    else stop();
  };
  step();
  return stop;
}
