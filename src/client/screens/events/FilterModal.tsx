// The filters on small screens (spec 001 §2 "Filters": "on mobile in a modal with Calendar and
// Filter buttons"): a modal dialog (showModal, so the rest of the page is inert) with a close
// button, Tab kept inside, Escape closing it, the page's scroll stopped while it is open, and
// the focus back on the button that opened it. What it holds (the calendar or the dropdowns)
// is its parent's choice.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { useT } from '../../i18n';
import { trapFocus } from '../../hooks/trapFocus';
import { useScrollLock } from '../../hooks/useScrollLock';

export interface FilterModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Where the focus goes back when the dialog closes. */
  opener: RefObject<HTMLElement | null>;
  /** The element to focus on opening (else the dialog's first control). */
  initialFocus?: () => HTMLElement | null;
  children: ReactNode;
}

export function FilterModal({ open, title, onClose, opener, initialFocus, children }: FilterModalProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useScrollLock(open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      (initialFocus?.() ?? closeButton.current)?.focus();
    } else if (!open && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [open, opener, initialFocus]);

  // A page that grows past the small layout while the dialog is open closes it: the filters are
  // in the bar there.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia('(min-width: 64em)');
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onClose]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the parent's state closes the dialog. React passes the event on to a dialog around
    // this one (the event overlay), which must stay open.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    trapFocus(event.currentTarget, event);
  };

  return (
    <dialog ref={dialog} className="filter-modal" aria-labelledby={titleId} onCancel={onCancel} onKeyDown={onKeyDown}>
      <div className="filter-modal__head">
        <h2 className="filter-modal__title" id={titleId}>
          {title}
        </h2>
        <button ref={closeButton} type="button" className="filter-modal__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('events.filterTools.closeDialog')}</span>
        </button>
      </div>
      <div className="filter-modal__body">{open ? children : null}</div>
      <div className="filter-modal__foot">
        <button type="button" className="button filter-modal__done" onClick={onClose}>
          {t('events.filterTools.showEvents')}
        </button>
      </div>
    </dialog>
  );
}
