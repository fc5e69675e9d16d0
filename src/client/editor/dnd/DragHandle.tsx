// The move handle in the selected block's toolbar (issue 22 part 2): dragged with the mouse (after
// a few pixels, so a click stays a click), or picked up with Space or Enter, moved among the drop
// zones with the arrow keys, dropped with Space and cancelled with Escape (dnd-kit's keyboard
// sensor, set up in PageDragDrop.tsx). Its description is dnd-kit's instructions text, in the
// page's language. It is one item of the toolbar's roving focus; while a block is being dragged
// by keyboard the arrow keys belong to the drag, not to the toolbar.
import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import { useEditorT } from '../useEditorT';
import { ToolIcon } from '../blocks/ToolIcon';
import type { DragSubject } from './dropTargets';

const DRAG_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function DragHandle({ id, subject }: { id: string; subject: DragSubject }) {
  const t = useEditorT();
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `drag:${id}`, data: { subject } });
  return (
    <button
      ref={(node) => {
        setNodeRef(node);
        setActivatorNodeRef(node);
      }}
      type="button"
      className="editor-floating__button editor-floating__handle"
      data-tool="drag"
      data-toolbar-item=""
      data-dragging={isDragging || undefined}
      aria-label={t('editor.dnd.handle')}
      aria-describedby={attributes['aria-describedby']}
      title={t('editor.dnd.handleHint')}
      {...listeners}
      // Before the toolbar's own key handling (it looks at defaultPrevented): during a drag the arrows move the block.
      onKeyDownCapture={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (isDragging && DRAG_KEYS.has(event.key)) event.preventDefault();
      }}
    >
      <ToolIcon name="handle" />
    </button>
  );
}
