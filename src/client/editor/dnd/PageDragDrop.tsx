// Drag and drop in the page being edited (issue 22 part 2; docs/decisions/021-drag-and-drop.md):
// one dnd-kit context around the page's sections. The selected block's move handle
// (DragHandle.tsx) picks it up; while it is dragged, every place it may go is shown (dropTargets.ts,
// drawn from dropGeometry.ts over the page), and every list that does not take it is shown as
// refused with the reason in words. The keyboard steps through the places in reading order (our
// coordinate getter, not pixel steps); the pointer takes the place nearest to it in the innermost
// container under it. Live announcements say, in the page's language, what was picked up, where it
// is over, where it was dropped, that a refused place refuses and why, and a cancellation. A drop
// hands the place to the block's own move (the toolbar's: same mutation, page history and focus),
// so Ctrl+Z undoes it like any other move.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type KeyboardSensorOptions,
  type Over,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import { ToolIcon } from '../blocks/ToolIcon';
import { useEditorT } from '../useEditorT';
import { contains, distanceTo, measureDropTargets, type Box, type ContainerGeometry, type DropGeometry } from './dropGeometry';
import { currentTargetOf, dropTargetsFor, subjectName, type DragSubject, type DropTarget } from './dropTargets';

interface Drag {
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
/** The page scrolls when the pointer comes near its top or bottom edge (an eighth of its height), never sideways. */
const AUTO_SCROLL = { threshold: { x: 0, y: 0.125 } };
const STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

function subjectOf(active: Active | null): DragSubject | null {
  const value: unknown = active?.data.current?.['subject'];
  if (typeof value !== 'object' || value === null || !('kind' in value)) return null;
  return value.kind === 'module' || value.kind === 'section' ? (value as DragSubject) : null;
}

/** The place under the pointer (page coordinates): in the innermost container holding it, the nearest; a section's places from anywhere. */
function pointerTargetOf(drag: Drag, x: number, y: number): string | null {
  let container: ContainerGeometry | null = null;
  for (const candidate of drag.geometry.containers) {
    if (!contains(candidate.box, x, y)) continue;
    if (!container || candidate.depth > container.depth || (candidate.depth === container.depth && candidate.box.width * candidate.box.height < container.box.width * container.box.height)) container = candidate;
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

export function PageDragDrop({ layout, children }: { layout: PageLayout; children: ReactNode }) {
  const t = useEditorT();
  const [drag, setDrag] = useState<Drag | null>(null);
  // The latest drag, for dnd-kit's callbacks (they run outside React's render); kept after the drop for its announcement.
  const latest = useRef<Drag | null>(null);
  // The place the keyboard has stepped to (null: the pointer decides).
  const keyboardOver = useRef<string | null>(null);
  // The first 'over' after a pick-up is the block's own place: the pick-up announcement says enough.
  const quietOver = useRef(false);

  // A keyboard drag is over the place the arrows stepped to (collisionDetection), wherever dnd-kit
  // thinks the dragged thing is. So each step moves it by a single pixel, back and forth: far moves
  // made dnd-kit's sensor scroll the page instead of moving, and that step then announced nothing
  // and the next one skipped a place. We scroll the place into view ourselves.
  const wiggle = useRef(1);
  const stepTo = useCallback<KeyboardCoordinateGetter>((event, { currentCoordinates }) => {
    const step = STEPS[event.code];
    const current = latest.current;
    if (step === undefined || !current) return undefined;
    event.preventDefault();
    const ids = current.targets.map((target) => target.id);
    const index = ids.indexOf(keyboardOver.current ?? '');
    const next = ids[Math.min(Math.max(index + step, 0), ids.length - 1)];
    if (next === undefined || next === keyboardOver.current) return undefined;
    keyboardOver.current = next;
    document.querySelector(`[data-zone="${CSS.escape(next)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    wiggle.current = -wiggle.current;
    return { x: currentCoordinates.x, y: currentCoordinates.y + wiggle.current };
  }, []);
  const keyboard = useMemo<KeyboardSensorOptions>(() => ({ keyboardCodes: KEYBOARD_CODES, coordinateGetter: stepTo, scrollBehavior: 'instant' }), [stepTo]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, keyboard));

  const collisionDetection = useCallback<CollisionDetection>(({ pointerCoordinates }) => {
    const current = latest.current;
    if (!current) return [];
    if (!pointerCoordinates) return keyboardOver.current ? [{ id: keyboardOver.current }] : [];
    const id = pointerTargetOf(current, pointerCoordinates.x + window.scrollX, pointerCoordinates.y + window.scrollY);
    return id === null ? [] : [{ id }];
  }, []);

  const targetOf = useCallback((over: Over | null): DropTarget | null => latest.current?.targets.find((target) => target.id === over?.id) ?? null, []);

  const announcements = useMemo<Announcements>(() => {
    const name = (active: Active) => {
      const subject = subjectOf(active);
      return subject ? subjectName(subject, t) : '';
    };
    return {
      onDragStart: ({ active }) => t('editor.dnd.pickedUp', { block: name(active) }),
      onDragOver: ({ over }) => {
        const target = targetOf(over);
        const quiet = quietOver.current;
        quietOver.current = false;
        if (!target) return t('editor.dnd.overNothing');
        if (target.type === 'refused') return t('editor.dnd.overRefused', { reason: target.reason });
        return quiet && target.current ? undefined : t('editor.dnd.over', { target: target.label });
      },
      onDragEnd: ({ active, over }) => {
        const target = targetOf(over);
        const block = name(active);
        if (!target) return t('editor.dnd.droppedNothing', { block });
        if (target.type === 'refused') return t('editor.dnd.droppedRefused', { block, reason: target.reason });
        return target.current ? t('editor.dnd.droppedSame', { block }) : t('editor.dnd.dropped', { block, target: target.label });
      },
      onDragCancel: ({ active }) => t('editor.dnd.cancelled', { block: name(active) }),
    };
  }, [t, targetOf]);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const subject = subjectOf(active);
    if (!subject) return;
    const targets = dropTargetsFor(subject, layout, t);
    const byKeyboard = activatorEvent instanceof KeyboardEvent;
    const next: Drag = { subject, pointer: !byKeyboard, targets, geometry: measureDropTargets(targets) };
    latest.current = next;
    // By keyboard the drag starts over the block's own place, and the arrows go on from there.
    keyboardOver.current = byKeyboard ? (currentTargetOf(targets)?.id ?? null) : null;
    quietOver.current = true;
    setDrag(next);
  };

  const drop = (over: Over | null) => {
    const current = latest.current;
    setDrag(null);
    keyboardOver.current = null;
    const target = targetOf(over);
    if (!current || !target || target.type === 'refused' || target.current) return;
    const { subject } = current;
    if (subject.kind === 'module' && target.type === 'module') subject.drop(target.move);
    else if (subject.kind === 'section' && target.type === 'section') subject.drop(target.position);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      autoScroll={AUTO_SCROLL}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('editor.dnd.instructions') } }}
      onDragStart={onDragStart}
      onDragEnd={({ over }) => drop(over)}
      onDragCancel={() => drop(null)}
    >
      {children}
      {drag ? createPortal(<DropLayer drag={drag} />, document.body) : null}
      {/* The chip follows the pointer. A keyboard drag has none: dnd-kit's keyboard sensor scrolls the
          page toward a far place instead of moving the chip all the way, so it would stand beside the
          place; the highlighted bar and the pressed handle are exact. */}
      <DragOverlay dropAnimation={null} className="editor-dnd-overlay">
        {drag?.pointer ? (
          <span className="editor-dnd-chip" aria-hidden="true">
            <ToolIcon name="handle" />
            {subjectName(drag.subject, t)}
          </span>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function style(box: Box) {
  return { left: `${box.x}px`, top: `${box.y}px`, width: `${box.width}px`, height: `${box.height}px` };
}

/** The drop zones over the page while a block is dragged (for the eyes: the announcements speak for them). */
function DropLayer({ drag }: { drag: Drag }) {
  return (
    <div className="editor-dnd-layer" aria-hidden="true" data-dragging={drag.subject.kind}>
      {drag.geometry.containers.map((container) =>
        // A column or a list that takes the block is outlined; the page's run of sections is the whole page, its bars say enough.
        container.refused === null && container.key !== 'page' ? <div key={container.key} className="editor-dnd-area" data-area={container.key} style={style(container.box)} /> : null,
      )}
      {drag.targets.map((target) => {
        const box = drag.geometry.bars.get(target.id);
        return box ? <DropZone key={target.id} target={target} box={box} /> : null;
      })}
    </div>
  );
}

function DropZone({ target, box }: { target: DropTarget; box: Box }) {
  const t = useEditorT();
  const { setNodeRef, isOver } = useDroppable({ id: target.id });
  if (target.type === 'refused') {
    return (
      // At least the list's box, taller when its reason needs more room (the pointer's geometry keeps the list's box).
      <div ref={setNodeRef} className="editor-dnd-zone editor-dnd-zone--refused" data-zone={target.id} data-refused="" data-over={isOver || undefined} style={{ ...style(box), height: 'auto', minHeight: `${box.height}px` }}>
        <span className="editor-dnd-zone__reason">{t('editor.dnd.refused', { reason: target.reason })}</span>
      </div>
    );
  }
  return <div ref={setNodeRef} className="editor-dnd-zone" data-zone={target.id} data-current={target.current || undefined} data-over={isOver || undefined} style={style(box)} />;
}
