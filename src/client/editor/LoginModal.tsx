// The editor's login modal (spec 000 §4, §6): when the edit flag is there and nobody is logged in,
// and after a 401 while editing. A native modal <dialog>: the browser keeps the focus inside it,
// makes the page behind it inert and closes it on Escape; the focus goes back to where it was.
// The form is the login page's (the upstream's messages, the rate limit's message).
import { useEffect, useId, useRef } from 'react';
import type { Locale } from '../../shared/locales';
import { EditorDialog } from './forms/EditorDialog';
import { useEditorT } from './useEditorT';
import { LoginForm } from '../screens/account/LoginForm';
import type { LoginReason } from './EditorSession';
import { returnFocus } from '../returnFocus';

export function LoginModal({ locale, reason, onDone }: { locale: Locale; reason: LoginReason; onDone: (loggedIn: boolean) => void }) {
  const t = useEditorT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const loggedIn = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // The first field, not the close button, takes the focus: the login is what is asked.
      dialog.querySelector<HTMLInputElement>('input')?.focus();
    }
    return () => returnFocus(opener);
  }, []);

  return (
    <EditorDialog
      modal={ref}
      className="editor-login"
      titleId={`${id}-title`}
      title={t('editor.loginTitle')}
      closeLabel={t('editor.loginClose')}
      aria-describedby={`${id}-intro`}
      onClose={() => onDone(loggedIn.current)}
    >
      <p id={`${id}-intro`} className="editor-dialog__intro">
        {reason === 'expired' ? t('editor.loginExpired') : t('editor.loginIntro')}
      </p>
      <LoginForm
        locale={locale}
        onLoggedIn={() => {
          loggedIn.current = true;
          ref.current?.close();
        }}
      />
    </EditorDialog>
  );
}
