// An element's height as a CSS custom property on the document (for `scroll-padding`, so that a
// focused element scrolled into view is not hidden under a sticky or fixed part of the page:
// WCAG 2.4.11). Measured in the browser and kept up to date with a ResizeObserver; removed when
// the element goes. A CSSOM property, not a style attribute: the CSP (style-src 'self') allows it.
// The first height comes with the observer's first report (it reports every element it starts to
// observe, after the browser's own layout), not from reading offsetHeight in the effect: each such
// read after another part's write to the document's style forced the whole page's style and layout
// again, several times in the task that ends hydration.
import { useEffect, type RefObject } from 'react';

export function useMeasuredHeight(ref: RefObject<HTMLElement | null>, property: `--${string}`): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    let written = '';
    const observer = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.borderBoxSize[0];
      const height = `${Math.round(box ? box.blockSize : element.offsetHeight)}px`;
      if (height === written) return;
      written = height;
      root.style.setProperty(property, height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
