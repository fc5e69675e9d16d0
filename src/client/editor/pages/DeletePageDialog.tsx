// 'Delete page' (issue 12 part 6): the confirmation, built like ConfirmDialog (a modal <dialog>
// whose safe choice, Cancel, takes the focus), with the choice of a redirect from the page's old
// path to another page of its language, or none. The upstream keeps the home page, the legal
// pages and a page with child pages: its message (CONFLICT) is shown in the dialog. After the
// deletion the editor goes to the parent page, else the home page.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { EDIT_FLAG_PARAM } from '../../../shared/editFlag';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorDeletePageDocument } from '../../generated/documents/EditorDeletePageDocument';
import { EditorPageListDocument } from '../../generated/documents/EditorPageListDocument';
import { SiteNavigationDocument } from '../../generated/documents/SiteNavigationDocument';
import { useEditorT } from '../useEditorT';
import { useNavigate, usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { useModal } from '../modules/useModal';
import type { PageOption } from './pageForm';
import { saveWithConflict } from './saveWithConflict';

export function DeletePageDialog({ pageId, title, onClose }: { pageId: string; title: string; onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const navigate = useNavigate();
  const locale = toGraphQLLocale(page.locale);
  const ref = useModal('[data-autofocus]');
  const [pages, setPages] = useState<PageOption[]>([]);
  const [redirectTo, setRedirectTo] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void session
      .read(() => client.query({ query: EditorPageListDocument, variables: { locale }, fetchPolicy: 'no-cache' }))
      .then((result) => {
        if (live) setPages(result?.data?.editorPages ?? []);
      });
    return () => {
      live = false;
    };
  }, [client, locale, session]);

  const self = pages.find((entry) => entry.id === pageId);
  const parent = self?.parentId ? pages.find((entry) => entry.id === self.parentId) : undefined;
  const targets = pages.filter((entry) => entry.id !== pageId);

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const result = await saveWithConflict(
      session,
      () =>
        client.mutate({
          mutation: EditorDeletePageDocument,
          variables: { locale, pageId, redirectTo: redirectTo === '' ? null : redirectTo },
        }),
      t('editor.pages.deleted', { title }),
    );
    setBusy(false);
    if (!result.ok) {
      // The upstream's reason (protected page, child pages) or a refused redirect target, said here.
      const message =
        result.conflict?.message ??
        Object.values(result.fieldErrors ?? {})
          .flat()
          .join(' ');
      setRefusal(message === '' ? t('editor.failed') : message);
      return;
    }
    ref.current?.close();
    await client.refetchQueries({ include: [SiteNavigationDocument] });
    navigate(`${parent?.path ?? `/${page.locale}`}?${EDIT_FLAG_PARAM}=1`);
  };

  return (
    <dialog
      ref={ref}
      className="editor-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      data-page-dialog="delete"
    >
      <h2 id={`${id}-title`} className="editor-dialog__title">
        {t('editor.pages.deleteTitle')}
      </h2>
      <p id={`${id}-text`} className="editor-dialog__intro">
        {t('editor.pages.deleteConfirm', { title, path: page.pathname })}
      </p>
      {refusal ? (
        <p className="editor-form__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="editor-field">
        <label htmlFor={`${id}-redirect`} className="editor-field__label">
          {t('editor.pages.deleteRedirect')}
        </label>
        <select
          id={`${id}-redirect`}
          value={redirectTo}
          aria-describedby={`${id}-redirect-help`}
          onChange={(event) => setRedirectTo(event.target.value)}
        >
          <option value="">{t('editor.pages.noRedirect')}</option>
          {targets.map((target) => (
            <option key={target.id} value={target.path}>
              {`${target.title} (${target.path})`}
            </option>
          ))}
        </select>
        <p id={`${id}-redirect-help`} className="editor-field__help">
          {t('editor.pages.deleteRedirectHelp')}
        </p>
      </div>
      <div className="editor-dialog__actions editor-dialog__actions--spaced">
        <button type="button" className="editor-form__button" data-autofocus onClick={() => ref.current?.close()}>
          {t('editor.cancel')}
        </button>
        <button
          type="button"
          className="editor-form__button editor-form__button--danger"
          aria-disabled={busy || undefined}
          onClick={() => void remove()}
        >
          {t('editor.pages.deleteButton')}
        </button>
      </div>
    </dialog>
  );
}
