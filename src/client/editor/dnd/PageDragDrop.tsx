// Drag and drop in the page being edited (issue 22 part 2; docs/decisions/021-drag-and-drop.md):
// one dnd-kit context around the page's sections. The selected block's move handle
// (DragHandle.tsx) picks it up; while it is dragged, every place it may go is shown (DropLayer.tsx,
// drawn from dropGeometry.ts over the page), and every list that does not take it is shown as
// refused with the reason in words. The keyboard steps through the places in reading order (our
// coordinate getter, not pixel steps); the pointer takes the place nearest to it in the innermost
// container under it. Live announcements say, in the page's language, what was picked up, where it
// is over, where it was dropped, that a refused place refuses and why, and a cancellation. A drop
// hands the place to the block's own move (the toolbar's: same mutation, page history and focus),
// so Ctrl+Z undoes it like any other move.
import { DndContext, DragOverlay, type Active, type Announcements, type DragStartEvent, type Over } from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import { ToolIcon } from '../blocks/ToolIcon';
import { useEditorT } from '../useEditorT';
import { measureDropTargets } from './dropGeometry';
import { currentTargetOf, dropTargetsFor, subjectName, type DragSubject, type DropTarget } from './dropTargets';
import { DropLayer } from './DropLayer';
import { useDragSensors, type Drag } from './useDragSensors';

/** The page scrolls when the pointer comes near its top or bottom edge (an eighth of its height), never sideways. */
const AUTO_SCROLL = { threshold: { x: 0, y: 0.125 } };

function subjectOf(active: Active | null): DragSubject | null {
  const value: unknown = active?.data.current?.['subject'];
  if (typeof value !== 'object' || value === null || !('kind' in value)) return null;
  return value.kind === 'module' || value.kind === 'section' ? (value as DragSubject) : null;
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

  const { sensors, collisionDetection } = useDragSensors(latest, keyboardOver);

  const targetOf = useCallback(
    (over: Over | null): DropTarget | null => latest.current?.targets.find((target) => target.id === over?.id) ?? null,
    [],
  );

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
      {drag ? createPortal(<DropLayer kind={drag.subject.kind} targets={drag.targets} geometry={drag.geometry} />, document.body) : null}
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
