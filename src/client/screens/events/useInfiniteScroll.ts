// spec 001 §2: a sentinel below the list loads the next page when it comes within 170 % of
// the viewport (threshold 0), only if a next page exists and nothing is loading.
import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_ROOT_MARGIN, INFINITE_SCROLL_THRESHOLD } from '../../../shared/constants';

export function useInfiniteScroll(enabled: boolean, onReach: () => void) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onReach);
  // The observer calls the latest callback; the ref follows it after each render (a ref must
  // not be written during render).
  useEffect(() => {
    callback.current = onReach;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: INFINITE_SCROLL_ROOT_MARGIN, threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
