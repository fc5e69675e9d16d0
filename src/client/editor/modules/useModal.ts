// A native modal <dialog> opened on mount (issue 12 part 2): the browser keeps the focus inside
// and makes the page inert, Escape closes it (its close event calls onClose), and the focus goes
// back to where it was when it closes (unless the user has moved it on since: returnFocus).
import { useEffect, useRef } from 'react';
import { returnFocus } from '../../returnFocus';

export function useModal(initialFocus?: string) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      dialog.showModal();
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    }
    return () => returnFocus(opener);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- opened once per mount
  }, []);
  return ref;
}
