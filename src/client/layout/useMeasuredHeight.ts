// An element's height as a CSS custom property on the document (for `scroll-padding`, so that a
// focused element scrolled into view is not hidden under a sticky or fixed part of the page:
// WCAG 2.4.11). Measured in the browser and kept up to date with a ResizeObserver; removed when
// the element goes. A CSSOM property, not a style attribute: the CSP (style-src 'self') allows it.
import { useEffect, type RefObject } from 'react';

export function useMeasuredHeight(ref: RefObject<HTMLElement | null>, property: `--${string}`): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(property, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
