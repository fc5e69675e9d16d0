// Where a drag in the page is over (issue 22 part 2; docs/decisions/021-drag-and-drop.md): the
// pointer takes the place nearest to it in the innermost container under it; the keyboard steps
// through the places in reading order (our coordinate getter, not pixel steps).
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type KeyboardSensorOptions,
  type PointerSensorOptions,
  type SensorDescriptor,
  type SensorOptions,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, type RefObject } from 'react';
import { contains, distanceTo, type ContainerGeometry, type DropGeometry } from './dropGeometry';
import type { DragSubject, DropTarget } from './dropTargets';

export interface Drag {
  subject: DragSubject;
  /** Dragged with the pointer (a chip follows it), or by keyboard (the highlighted place and the pressed handle show it). */
  pointer: boolean;
  targets: DropTarget[];
  geometry: DropGeometry;
}

/** A few pixels of movement before a press on the handle becomes a drag: a click stays a click. */
const POINTER: PointerSensorOptions = { activationConstraint: { distance: 6 } };
/** Space or Enter picks up and drops; Escape (and Tab, which would leave the handle) cancels. */
const KEYBOARD_CODES = { start: ['Space', 'Enter'], end: ['Space', 'Enter'], cancel: ['Escape', 'Tab'] };
const STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** The place under the pointer (page coordinates): in the innermost container holding it, the nearest; a section's places from anywhere. */
function pointerTargetOf(drag: Drag, x: number, y: number): string | null {
  let container: ContainerGeometry | null = null;
  for (const candidate of drag.geometry.containers) {
    if (!contains(candidate.box, x, y)) continue;
    if (
      !container ||
      candidate.depth > container.depth ||
      (candidate.depth === container.depth && candidate.box.width * candidate.box.height < container.box.width * container.box.height)
    )
      container = candidate;
  }
  const key = container?.key ?? (drag.subject.kind === 'section' ? 'page' : null);
  if (key === null) return null;
  let best: { id: string; distance: number } | null = null;
  for (const target of drag.targets) {
    const bar = drag.geometry.bars.get(target.id);
    if (target.containerKey !== key || !bar) continue;
    const distance = distanceTo(bar, x, y);
    if (!best || distance < best.distance) best = { id: target.id, distance };
  }
  return best?.id ?? null;
}

/**
 * The sensors and the collision detection of the page's drag and drop, reading the drag under way
 * (`latestRef`) and the place the keyboard has stepped to (`keyboardOverRef`, null: the pointer decides).
 */
export function useDragSensors(
  latestRef: RefObject<Drag | null>,
  keyboardOverRef: RefObject<string | null>,
): { sensors: SensorDescriptor<SensorOptions>[]; collisionDetection: CollisionDetection } {
  // A keyboard drag is over the place the arrows stepped to (collisionDetection), wherever dnd-kit
  // thinks the dragged thing is. So each step moves it by a single pixel, back and forth: far moves
  // made dnd-kit's sensor scroll the page instead of moving, and that step then announced nothing
  // and the next one skipped a place. We scroll the place into view ourselves.
  const wiggle = useRef(1);
  const stepTo = useCallback<KeyboardCoordinateGetter>(
    (event, { currentCoordinates }) => {
      const step = STEPS[event.code];
      const current = latestRef.current;
      if (step === undefined || !current) return undefined;
      event.preventDefault();
      const ids = current.targets.map((target) => target.id);
      const index = ids.indexOf(keyboardOverRef.current ?? '');
      const next = ids[Math.min(Math.max(index + step, 0), ids.length - 1)];
      if (next === undefined || next === keyboardOverRef.current) return undefined;
      keyboardOverRef.current = next;
      document.querySelector(`[data-zone="${CSS.escape(next)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      wiggle.current = -wiggle.current;
      return { x: currentCoordinates.x, y: currentCoordinates.y + wiggle.current };
    },
    [latestRef, keyboardOverRef],
  );
  const keyboard = useMemo<KeyboardSensorOptions>(
    () => ({ keyboardCodes: KEYBOARD_CODES, coordinateGetter: stepTo, scrollBehavior: 'instant' }),
    [stepTo],
  );
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, keyboard));

  const collisionDetection = useCallback<CollisionDetection>(
    ({ pointerCoordinates }) => {
      const current = latestRef.current;
      if (!current) return [];
      if (!pointerCoordinates) return keyboardOverRef.current ? [{ id: keyboardOverRef.current }] : [];
      const id = pointerTargetOf(current, pointerCoordinates.x + window.scrollX, pointerCoordinates.y + window.scrollY);
      return id === null ? [] : [{ id }];
    },
    [latestRef, keyboardOverRef],
  );

  return { sensors, collisionDetection };
}
