// The roving focus of an ARIA toolbar (WAI-ARIA APG "Toolbar"): one item is in the tab order,
// the arrow keys move among the items (Home and End to the ends, wrapping at both), so the
// toolbar is one stop for Tab. Items are the elements marked `data-toolbar-item`, found in the
// DOM at each key press, so the toolbars of later editor parts can hold any items.
import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

const ITEM = '[data-toolbar-item]';

export interface RovingFocus<T extends HTMLElement> {
  /** A callback ref for the toolbar element. */
  ref: (element: T | null) => void;
  onKeyDown: (event: KeyboardEvent<T>) => void;
  onFocus: (event: FocusEvent<T>) => void;
}

export function useRovingFocus<T extends HTMLElement>(): RovingFocus<T> {
  const container = useRef<T | null>(null);
  const active = useRef(0);
  // Only items that are shown: a group of them may be folded away (the editing toolbar below 48em).
  const items = useCallback(
    () => Array.from(container.current?.querySelectorAll<HTMLElement>(ITEM) ?? []).filter((item) => item.getClientRects().length > 0),
    [],
  );
  const sync = useCallback(() => {
    const all = items();
    const current = Math.min(active.current, Math.max(all.length - 1, 0));
    active.current = current;
    all.forEach((item, index) => {
      item.tabIndex = index === current ? 0 : -1;
    });
  }, [items]);

  // After every render: items come and go (the publish button only on CMS pages).
  useLayoutEffect(sync);

  const ref = useCallback(
    (element: T | null) => {
      container.current = element;
      sync();
    },
    [sync],
  );

  const onFocus = useCallback(
    (event: FocusEvent<T>) => {
      const index = items().findIndex((item) => item === event.target);
      if (index < 0) return;
      active.current = index;
      sync();
    },
    [items, sync],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      const all = items();
      if (all.length === 0) return;
      const index = all.findIndex((item) => item === event.target);
      if (index < 0) return;
      let next: number;
      switch (event.key) {
        case 'ArrowRight':
          next = (index + 1) % all.length;
          break;
        case 'ArrowLeft':
          next = (index - 1 + all.length) % all.length;
          break;
        case 'Home':
          next = 0;
          break;
        case 'End':
          next = all.length - 1;
          break;
        default:
          return;
      }
      event.preventDefault();
      active.current = next;
      sync();
      all[next]?.focus();
    },
    [items, sync],
  );

  return { ref, onKeyDown, onFocus };
}
