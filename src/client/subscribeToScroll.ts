// The window's scroll position for useSyncExternalStore readers (the compact header, the sticky
// navigation): one store for both, read in scroll and resize events and in the animation frame
// after the first reader subscribes, never while React renders or commits. Reading
// `window.scrollY` there would force a layout of the whole streamed page inside hydration's task
// (21 ms of a 55 ms task on the programme on a slow host; issue 20 item 5); in an animation frame
// that layout is the frame's own, done once.

export interface ScrollPosition {
  scrollY: number;
  windowHeight: number;
}

/** null until first read: the server's assumption (the top of the page) holds until then. */
let position: ScrollPosition | null = null;
const readers = new Set<() => void>();
let frame: number | undefined;

function read(): void {
  frame = undefined;
  const next = { scrollY: window.scrollY, windowHeight: window.innerHeight };
  if (position && position.scrollY === next.scrollY && position.windowHeight === next.windowHeight) return;
  position = next;
  for (const reader of readers) reader();
}

/** The last position read, or null before the first read (treat as the top of the page). */
export function scrollPosition(): ScrollPosition | null {
  return position;
}

export function subscribeToScroll(onChange: () => void): () => void {
  readers.add(onChange);
  if (readers.size === 1) {
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read);
    // The position may have changed while nobody listened (or the browser restored it on load).
    frame = requestAnimationFrame(read);
  }
  return () => {
    readers.delete(onChange);
    if (readers.size > 0) return;
    window.removeEventListener('scroll', read);
    window.removeEventListener('resize', read);
    if (frame !== undefined) cancelAnimationFrame(frame);
    frame = undefined;
  };
}
