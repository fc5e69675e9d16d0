// A removed chip of the filter bar takes its button away: the focus goes on to the first chip left,
// or to the first filter control when no chip is left (whichever layout shows), instead of falling
// back to the document.
import { useEffect, useRef, type RefObject } from 'react';

/** Wraps a chip's change so that the focus moves on after the render that removes the chip. */
export function useFocusAfterChipRemoval(section: RefObject<HTMLElement | null>): (change: () => void) => void {
  const chipRemoved = useRef(false);
  useEffect(() => {
    if (!chipRemoved.current || !section.current) return;
    chipRemoved.current = false;
    const visible = Array.from(
      section.current.querySelectorAll<HTMLElement>('.filter-chips button, .filter-bar__mobile button, .filter-bar__controls button'),
    );
    visible.find((element) => element.getClientRects().length > 0)?.focus();
  });
  return (change) => {
    chipRemoved.current = true;
    change();
  };
}
