// The confirmation before deleting a section or module (issue 12 part 2): a modal <dialog> whose
// safe choice, Cancel, takes the focus.
import { useId } from 'react';
import { useEditorT } from '../useEditorT';
import { useModal } from './useModal';

export function ConfirmDialog({ text, onConfirm, onClose }: { text: string; onConfirm: () => void; onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const ref = useModal('[data-autofocus]');
  return (
    <dialog ref={ref} className="editor-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onClose={onClose}>
      <h2 id={`${id}-title`} className="editor-dialog__title">
        {t('editor.confirmTitle')}
      </h2>
      <p id={`${id}-text`} className="editor-dialog__intro">
        {text}
      </p>
      <div className="editor-dialog__actions">
        <button type="button" className="editor-form__button" data-autofocus onClick={() => ref.current?.close()}>
          {t('editor.cancel')}
        </button>
        <button
          type="button"
          className="editor-form__button editor-form__button--danger"
          onClick={() => {
            ref.current?.close();
            onConfirm();
          }}
        >
          {t('editor.delete')}
        </button>
      </div>
    </dialog>
  );
}
