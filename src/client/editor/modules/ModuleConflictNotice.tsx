// What the module form shows when its save was refused because someone else changed the module
// since it was read, or deleted it (issue 12 part 5; spec 000 §8: never overwritten silently).
// A change offers both ways on: their version in the form, or keeping the typed text (the next
// save then replaces theirs knowingly). The message takes the focus, so its choices are next.
import { useEffect, useRef } from 'react';
import type { EditorConflict } from '../safety/editorProblems';
import { useEditorT } from '../useEditorT';

export interface ModuleConflictNoticeProps {
  conflict: EditorConflict;
  /** The form edits a stored module (a new one has no 'their version'). */
  editing: boolean;
  onShowTheirs: () => void;
  onKeepMine: () => void;
}

export function ModuleConflictNotice({ conflict, editing, onShowTheirs, onKeepMine }: ModuleConflictNoticeProps) {
  const t = useEditorT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [conflict]);
  const stale = conflict.kind === 'stale';
  return (
    <div ref={ref} className="editor-conflict" role="alert" tabIndex={-1} data-editor-conflict={conflict.kind}>
      <p className="editor-conflict__title">{stale ? t('editor.safety.conflictTitle') : t('editor.safety.goneTitle')}</p>
      <p className="editor-conflict__text">{stale ? t('editor.safety.conflictText') : t('editor.safety.goneText')}</p>
      {stale && editing ? (
        <div className="editor-conflict__actions">
          <button type="button" className="editor-form__button" onClick={onShowTheirs}>
            {t('editor.safety.conflictReload')}
          </button>
          <button type="button" className="editor-form__button editor-form__button--primary" onClick={onKeepMine}>
            {t('editor.safety.conflictKeep')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
