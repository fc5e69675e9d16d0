// Smooth scroll to the top in a given time (spec 001 §9: 0.6 s after a filter change), or at
// once for visitors who ask for reduced motion.
export function scrollToTop(seconds: number): void {
  if (typeof window === 'undefined' || window.scrollY === 0) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const start = window.scrollY;
  const started = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - started) / (seconds * 1000));
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
