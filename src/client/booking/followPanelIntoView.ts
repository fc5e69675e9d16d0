// spec 001 §4: the opened booking panel is "scrolled into view after 100 ms when it overflows".
// What overflows is the panel with its content: the seat groups and prices arrive later than the
// 100 ms (the panel's chunk and the live query), and at 100 ms the panel shows only its loading
// state, a fraction of its height. So the panel is followed from its opening until its content
// has been shown: checked at 100 ms, then again whenever its size changes (a ResizeObserver) and
// once more when the content is there; then it is left alone. A panel that was in view stays
// where it is (no scroll at all). Should the visitor scroll or type while it loads, the page is
// theirs: the following ends.
//
// "In view" is the room the visitor can read: below the sticky header and above the fixed parts
// at the bottom (the cookie banner, the sticky navigation, an event's sticky button), which the
// page keeps as its measured scroll-padding (styles/base.css, useMeasuredHeight), and with the panel's
// own scroll-margin. `scrollIntoView` honours both, so the panel is moved just as far as needed.

/** Where the panel is and how much room there is, in the window's coordinates (px). */
export interface PanelPlace {
  /** The panel's border box. */
  top: number;
  bottom: number;
  /** The panel's scroll-margin at the top and at the bottom. */
  marginTop: number;
  marginBottom: number;
  /** The readable room of its scroller: below the header, above the bars at the bottom. */
  roomTop: number;
  roomBottom: number;
}

/** A half pixel either way is no reason to move the page (sub-pixel layout). */
const TOLERANCE = 1;

/**
 * Whether and how to scroll (pure): nothing while the panel is inside the room; 'nearest' when
 * it overflows and fits; 'start' (its top just below the header) when it is taller than the room,
 * unless its top is there already.
 */
export function decidePanelScroll(place: PanelPlace): 'start' | 'nearest' | null {
  const height = place.bottom - place.top;
  const room = place.roomBottom - place.roomTop;
  if (height + place.marginTop + place.marginBottom > room) {
    return Math.abs(place.top - (place.roomTop + place.marginTop)) > TOLERANCE ? 'start' : null;
  }
  if (place.top < place.roomTop - TOLERANCE || place.bottom > place.roomBottom + TOLERANCE) return 'nearest';
  return null;
}

function px(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The panel's scroller: the event overlay (a dialog that scrolls itself) or else the page. An
 * element that only clips sideways (`overflow-x: auto` makes overflow-y compute to auto too) and
 * has nothing to scroll up and down is no scroller here.
 */
function scrollerOf(panel: HTMLElement): HTMLElement | null {
  for (
    let element = panel.parentElement;
    element && element !== document.body && element !== document.documentElement;
    element = element.parentElement
  ) {
    const overflow = getComputedStyle(element).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight) return element;
  }
  return null;
}

function placeOf(panel: HTMLElement): PanelPlace {
  const box = panel.getBoundingClientRect();
  const own = getComputedStyle(panel);
  const windowHeight = document.documentElement.clientHeight;
  const scroller = scrollerOf(panel);
  const padding = getComputedStyle(scroller ?? document.documentElement);
  let roomTop = px(padding.scrollPaddingTop);
  let roomBottom = windowHeight - px(padding.scrollPaddingBottom);
  if (scroller) {
    const frame = scroller.getBoundingClientRect();
    const inside = frame.top + scroller.clientTop;
    roomTop = Math.max(0, inside + roomTop);
    roomBottom = Math.min(windowHeight, inside + scroller.clientHeight - px(padding.scrollPaddingBottom));
  }
  return {
    top: box.top,
    bottom: box.bottom,
    marginTop: px(own.scrollMarginTop),
    marginBottom: px(own.scrollMarginBottom),
    roomTop,
    roomBottom,
  };
}

/** The visitor scrolls (or types) while the panel is loading: the page is theirs from then on. */
const VISITOR_INPUT = ['wheel', 'touchmove', 'keydown'] as const;

export interface PanelFollower {
  /** The panel shows its content now (the last check, then the following ends). */
  contentShown(): void;
  /** Ends the following (the widget closed). */
  stop(): void;
}

/**
 * Follows an opened panel into view (see the top of this file). `shown`: the content is there
 * already (a panel opened again keeps what it loaded).
 */
export function followPanelIntoView(panel: HTMLElement, delayMs: number, shown: boolean): PanelFollower {
  let due = false;
  let contentThere = shown;
  let stopped = false;
  const check = () => {
    if (stopped || !due || !panel.isConnected) return;
    const block = decidePanelScroll(placeOf(panel));
    if (block) panel.scrollIntoView({ block, behavior: reducedMotion() ? 'auto' : 'smooth' });
    if (contentThere) stop();
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : null;
  const timer = window.setTimeout(() => {
    due = true;
    check();
  }, delayMs);
  const onVisitorInput = () => stop();
  function stop() {
    if (stopped) return;
    stopped = true;
    window.clearTimeout(timer);
    observer?.disconnect();
    for (const type of VISITOR_INPUT) window.removeEventListener(type, onVisitorInput, true);
  }
  observer?.observe(panel);
  for (const type of VISITOR_INPUT) window.addEventListener(type, onVisitorInput, { capture: true, passive: true });
  return {
    contentShown() {
      contentThere = true;
      check();
    },
    stop,
  };
}
