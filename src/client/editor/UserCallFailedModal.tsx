// spec 000 §6: "If the user call fails while login is required, a redirect modal appears": the
// editor cannot tell whether anyone is logged in, so it offers the way to the login (/cms-hub,
// which brings staff back here through its edit links) and another try. A native modal <dialog>
// like the login modal (focus inside, Escape closes).
import { useEffect, useId, useRef } from 'react';
import { CMS_HUB_PATH } from '../../shared/accountPages';
import { EditorDialog } from './forms/EditorDialog';
import { useEditorT } from './useEditorT';

export function UserCallFailedModal({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const retrying = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <EditorDialog
      modal={ref}
      className="editor-user-failed"
      titleId={`${id}-title`}
      title={t('editor.userCallFailedTitle')}
      closeLabel={t('editor.loginClose')}
      aria-describedby={`${id}-text`}
      onClose={() => (retrying.current ? onRetry() : onClose())}
    >
      <p id={`${id}-text`} className="editor-dialog__intro">
        {t('editor.userCallFailed')}
      </p>
      <div className="editor-dialog__actions">
        <a className="button" href={CMS_HUB_PATH} data-reload>
          {t('editor.toLogin')}
        </a>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            retrying.current = true;
            ref.current?.close();
          }}
        >
          {t('editor.userCallRetry')}
        </button>
      </div>
    </EditorDialog>
  );
}
