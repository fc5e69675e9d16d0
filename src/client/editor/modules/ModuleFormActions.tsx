// The module form's buttons (ModuleForm.tsx): Save, and Cancel (a dialog) or Discard (the panel).
import type { Ref } from 'react';
import { useEditorT } from '../useEditorT';

export interface ModuleFormActionsProps {
  /** The Save button, which takes the focus after 'keep my text'. */
  saveRef: Ref<HTMLButtonElement>;
  busy: boolean;
  /** In the panel: 'Discard' instead of 'Cancel'. */
  discard: boolean | undefined;
  onOther: () => void;
}

export function ModuleFormActions({ saveRef, busy, discard, onOther }: ModuleFormActionsProps) {
  const t = useEditorT();
  return (
    <div className="editor-dialog__actions">
      <button ref={saveRef} type="submit" className="editor-form__button editor-form__button--primary" aria-disabled={busy || undefined}>
        {t('editor.save')}
      </button>
      <button type="button" className="editor-form__button" onClick={onOther}>
        {discard ? t('editor.panel.discard') : t('editor.cancel')}
      </button>
    </div>
  );
}
