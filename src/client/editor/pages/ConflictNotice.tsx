// What the dialogs show when the gateway refused a save because someone else changed the page or
// the navigation since it was read (spec 000 §8: never overwritten silently): the message, and the
// two ways on: load the stored state (what was typed here goes), or keep what was typed here (the
// next save then replaces the other change, knowingly). The message takes the focus.
import { useEffect, useRef } from 'react';
import { useEditorT } from '../useEditorT';

export function ConflictNotice({ message, onReload, onKeep }: { message: string; onReload: () => void; onKeep: () => void }) {
  const t = useEditorT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="editor-conflict" role="alert" tabIndex={-1} data-editor-conflict>
      <p className="editor-conflict__text">{message}</p>
      <p className="editor-conflict__text">{t('editor.pages.conflictChoice')}</p>
      <div className="editor-dialog__actions">
        <button type="button" className="editor-form__button" onClick={onReload}>
          {t('editor.pages.conflictReload')}
        </button>
        <button type="button" className="editor-form__button" onClick={onKeep}>
          {t('editor.pages.conflictKeep')}
        </button>
      </div>
    </div>
  );
}
