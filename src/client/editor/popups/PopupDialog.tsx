// The frame of every admin popup (spec 000 §7; issue 12 part 4): a modal <dialog> with a heading,
// opened over the module form. It is put into <body> (a portal), so its own forms are not nested
// in the module form's; React still passes events up its component tree, so the submit, close and
// cancel events of the popup stop here and never reach the module form (which would save, or
// close itself). The focus goes in on opening (useModal), Escape closes, and the focus returns to
// the button that opened it.
import { useEffect, useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useEditorT } from '../useEditorT';
import { useModal } from '../modules/useModal';

const stop = (event: SyntheticEvent) => event.stopPropagation();

export interface PopupDialogProps {
  title: string;
  onClose: () => void;
  /** Selector of what takes the focus on opening (default: the first input). */
  initialFocus?: string;
  /** Lets the content close the dialog (after a choice). */
  children: (close: () => void) => ReactNode;
}

export function PopupDialog({
  title,
  onClose,
  initialFocus = 'input, [role="tab"][aria-selected="true"], button:not(.editor-dialog__close)',
  children,
}: PopupDialogProps) {
  const t = useEditorT();
  const id = useId();
  const ref = useModal(initialFocus);
  // Closing goes through state, so nothing reads the ref while rendering the content.
  const [closing, setClosing] = useState(false);
  useEffect(() => {
    if (closing) ref.current?.close();
  }, [closing, ref]);
  const close = () => setClosing(true);
  return createPortal(
    <dialog
      ref={ref}
      className="editor-dialog editor-popup"
      aria-labelledby={`${id}-title`}
      onClose={(event) => {
        stop(event);
        onClose();
      }}
      onCancel={stop}
      onSubmit={stop}
    >
      <div className="editor-dialog__header">
        <h2 id={`${id}-title`} className="editor-dialog__title">
          {title}
        </h2>
        <button type="button" className="editor-dialog__close" aria-label={t('editor.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children(close)}
    </dialog>,
    document.body,
  );
}
