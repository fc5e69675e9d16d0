// The editor's modal dialog with its title and close button (issue 12; issue 23: one preamble
// for all of them): a native <dialog>, named by its heading. `modal` is its ref, usually
// useModal's (opened on mount, the focus kept inside, Escape closes it, the focus back to the
// opener), so the dialog's own buttons (Cancel, a save's success) can close it too.
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { useEditorT } from '../useEditorT';

type Modal = RefObject<HTMLDialogElement | null>;

export interface EditorDialogProps extends Omit<ComponentProps<'dialog'>, 'ref' | 'title' | 'aria-labelledby'> {
  modal: Modal;
  /** The heading's id (the dialog's name). */
  titleId: string;
  title: ReactNode;
  /** The heading's own props: a ref or tabIndex when it takes the focus. */
  headingProps?: Omit<ComponentProps<'h2'>, 'id' | 'className' | 'children'> & { 'data-autofocus'?: boolean };
  /** The close button's accessible name (default 'Close'). */
  closeLabel?: string;
}

export function EditorDialog({ modal, titleId, title, headingProps, closeLabel, className, children, ...rest }: EditorDialogProps) {
  return (
    <dialog ref={modal} className={`editor-dialog ${className ?? ''}`.trim()} aria-labelledby={titleId} {...rest}>
      <div className="editor-dialog__header">
        <h2 id={titleId} className="editor-dialog__title" {...headingProps}>
          {title}
        </h2>
        <DialogCloseButton modal={modal} label={closeLabel} />
      </div>
      {children}
    </dialog>
  );
}

/** The × in a dialog's header. */
export function DialogCloseButton({ modal, label }: { modal: Modal; label?: string | undefined }) {
  const t = useEditorT();
  return (
    <button type="button" className="editor-dialog__close" aria-label={label ?? t('editor.close')} onClick={() => modal.current?.close()}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** A text button that closes the dialog (Cancel, Close). */
export function DialogDismissButton({ modal, children }: { modal: Modal; children: ReactNode }) {
  return (
    <button type="button" className="editor-form__button" onClick={() => modal.current?.close()}>
      {children}
    </button>
  );
}
