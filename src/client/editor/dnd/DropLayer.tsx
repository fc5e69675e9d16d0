// The drop zones over the page while a block is dragged (issue 22 part 2), for the eyes: the
// announcements speak for them. Every place the block may go is a bar (dropTargets.ts, drawn from
// dropGeometry.ts); every list that does not take it is shown as refused with the reason in words.
import { useDroppable } from '@dnd-kit/core';
import { useEditorT } from '../useEditorT';
import type { Box, DropGeometry } from './dropGeometry';
import type { DragSubject, DropTarget } from './dropTargets';

function style(box: Box) {
  return { left: `${box.x}px`, top: `${box.y}px`, width: `${box.width}px`, height: `${box.height}px` };
}

export function DropLayer({ kind, targets, geometry }: { kind: DragSubject['kind']; targets: DropTarget[]; geometry: DropGeometry }) {
  return (
    <div className="editor-dnd-layer" aria-hidden="true" data-dragging={kind}>
      {geometry.containers.map((container) =>
        // A column or a list that takes the block is outlined; the page's run of sections is the whole page, its bars say enough.
        container.refused === null && container.key !== 'page' ? (
          <div key={container.key} className="editor-dnd-area" data-area={container.key} style={style(container.box)} />
        ) : null,
      )}
      {targets.map((target) => {
        const box = geometry.bars.get(target.id);
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
      <div
        ref={setNodeRef}
        className="editor-dnd-zone editor-dnd-zone--refused"
        data-zone={target.id}
        data-refused=""
        data-over={isOver || undefined}
        style={{ ...style(box), height: 'auto', minHeight: `${box.height}px` }}
      >
        <span className="editor-dnd-zone__reason">{t('editor.dnd.refused', { reason: target.reason })}</span>
      </div>
    );
  }
  return (
    <div
      ref={setNodeRef}
      className="editor-dnd-zone"
      data-zone={target.id}
      data-current={target.current || undefined}
      data-over={isOver || undefined}
      style={style(box)}
    />
  );
}
