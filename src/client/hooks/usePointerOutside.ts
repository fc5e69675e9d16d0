// Calls `onOutside` when the visitor presses the pointer outside `ref`'s element while `active`
// (spec 001 §2, §4: open menus and dropdowns close on a click outside).
import { useEffect, useRef, type RefObject } from 'react';

export function usePointerOutside(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const element = ref.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active]);
}
