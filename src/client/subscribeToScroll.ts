// Scroll and resize, for useSyncExternalStore readers of the scroll position (the compact
// header, the sticky navigation): one subscription shape for both.
export function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}
