// Smooth scroll to the top in a given time (spec 001 §9: 0.6 s after a filter change), or at
// once for visitors who ask for reduced motion. The window by default, or a scrolling element
// (the event overlay).
export function scrollToTop(seconds: number, element?: HTMLElement): void {
  if (typeof window === 'undefined') return;
  const position = () => (element ? element.scrollTop : window.scrollY);
  const scrollTo = (top: number) => (element ? element.scrollTo(0, top) : window.scrollTo(0, top));
  if (position() === 0) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    scrollTo(0);
    return;
  }
  const start = position();
  const started = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - started) / (seconds * 1000));
    const eased = 1 - (1 - progress) ** 3;
    scrollTo(Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
