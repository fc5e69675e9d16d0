// 'Redirects' (issue 12 part 6; spec 000 §3 "Redirect record", §4 route guards): the redirect
// records (old path → new path, both languages), a form to add one or change the chosen one, and
// deleting after a confirmation. The form checks what it can (both paths of this site with their
// language prefix, not the same); the gateway's messages (a path that has a record already, a
// loop) stand next to their fields the same way, and the first takes the focus. A change names the
// record's revision: when someone else changed it since, the list is read again and it is said.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorCreateRedirectDocument } from '../../generated/documents/EditorCreateRedirectDocument';
import { EditorDeleteRedirectDocument } from '../../generated/documents/EditorDeleteRedirectDocument';
import { EditorRedirectsDocument } from '../../generated/documents/EditorRedirectsDocument';
import { EditorUpdateRedirectDocument } from '../../generated/documents/EditorUpdateRedirectDocument';
import type { EditorRedirectsQuery } from '../../generated/operations';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { ConfirmDialog } from '../modules/ConfirmDialog';
import { useModal } from '../modules/useModal';
import { PageField } from './PageField';
import { validateRedirect, type RedirectField } from './redirectForm';
import { saveWithConflict } from './saveWithConflict';

type Record_ = EditorRedirectsQuery['redirects'][number];
type Errors = Partial<Record<RedirectField, string>>;

export function RedirectsDialog({ onClose }: { onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const ref = useModal();
  const heading = useRef<HTMLHeadingElement>(null);
  const [records, setRecords] = useState<Record_[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<Record_ | null>(null);
  const [oldPath, setOldPath] = useState('');
  const [newPath, setNewPath] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Record_ | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  const load = async () => {
    const result = await session.read(() => client.query({ query: EditorRedirectsDocument, variables: { locale }, fetchPolicy: 'no-cache' }));
    const list = result?.data?.redirects;
    if (list) setRecords(list.filter((record) => record.id !== null));
    else setLoadFailed(true);
  };

  useEffect(() => {
    void load().then(() => heading.current?.focus());
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- read once per opening
  }, []);

  const focusField = (name: RedirectField) => requestAnimationFrame(() => document.getElementById(`${id}-${name}`)?.focus());

  const startEdit = (record: Record_) => {
    setEditing(record);
    setOldPath(record.oldPath);
    setNewPath(record.newPath);
    setErrors({});
    setFormError(null);
    focusField('oldPath');
  };

  const resetForm = () => {
    setEditing(null);
    setOldPath('');
    setNewPath('');
    setErrors({});
    setFormError(null);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problems = validateRedirect(oldPath, newPath);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map(([name, key]) => [name, key === 'required' ? t('editor.validation.required') : t(`editor.pages.invalid.${key}`)])));
      setFormError(t('editor.formErrors'));
      const [first] = problems;
      if (first) focusField(first[0]);
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    const input = { oldPath: oldPath.trim(), newPath: newPath.trim() };
    const current = editing;
    const result = current?.id
      ? await saveWithConflict(
          session,
          () => client.mutate({ mutation: EditorUpdateRedirectDocument, variables: { locale, id: current.id ?? '', input, revision: current.revision } }),
          t('editor.pages.redirectSaved'),
        )
      : await saveWithConflict(session, () => client.mutate({ mutation: EditorCreateRedirectDocument, variables: { locale, input } }), t('editor.pages.redirectAdded'));
    setBusy(false);
    if (result.ok) {
      setAnnouncement(t(current ? 'editor.pages.redirectSaved' : 'editor.pages.redirectAdded'));
      resetForm();
      await load();
      focusField('oldPath');
      return;
    }
    if (result.conflict) {
      // Someone else changed this record: the list is read again, what was typed stays.
      setFormError(result.conflict.message);
      await load();
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[data-form-error]')?.focus());
      return;
    }
    if (result.fieldErrors) {
      const byField: Errors = {};
      const rest: string[] = [];
      for (const [path, messages] of Object.entries(result.fieldErrors)) {
        const last = path.split('.').pop();
        if ((last === 'oldPath' || last === 'newPath') && messages[0]) byField[last] = messages[0];
        else rest.push(...messages);
      }
      setErrors(byField);
      setFormError(rest.length > 0 ? rest.join(' ') : t('editor.formErrors'));
      const first = byField.oldPath ? 'oldPath' : byField.newPath ? 'newPath' : null;
      if (first) focusField(first);
      else requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[data-form-error]')?.focus());
    }
  };

  const remove = async (record: Record_) => {
    if (!record.id) return;
    const recordId = record.id;
    const result = await saveWithConflict(
      session,
      () => client.mutate({ mutation: EditorDeleteRedirectDocument, variables: { locale, id: recordId, revision: record.revision } }),
      t('editor.pages.redirectDeleted'),
    );
    if (!result.ok && result.conflict) setFormError(result.conflict.message);
    if (result.ok) {
      setAnnouncement(t('editor.pages.redirectDeleted'));
      if (editing?.id === record.id) resetForm();
    }
    await load();
    heading.current?.focus();
  };

  return (
    <>
    <dialog ref={ref} className="editor-dialog editor-dialog--form editor-dialog--wide" aria-labelledby={`${id}-title`} onClose={onClose} data-page-dialog="redirects">
      <div className="editor-dialog__header">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="editor-dialog__title">
          {t('editor.pages.redirectsTitle')}
        </h2>
        <button type="button" className="editor-dialog__close" aria-label={t('editor.close')} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="editor-dialog__intro">{t('editor.pages.redirectsIntro')}</p>
      <p className="editor-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <form className="editor-form editor-redirects__form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-form-title`}>
        <h3 id={`${id}-form-title`} className="editor-nav__heading">
          {editing ? t('editor.pages.redirectEditTitle', { path: editing.oldPath }) : t('editor.pages.redirectNewTitle')}
        </h3>
        {formError ? (
          <p className="editor-form__error" role="alert" tabIndex={-1} data-form-error>
            {formError}
          </p>
        ) : null}
        <PageField id={`${id}-oldPath`} label={t('editor.pages.oldPath')} value={oldPath} onChange={setOldPath} error={errors.oldPath} required help={t('editor.pages.redirectPathHelp')} />
        <PageField id={`${id}-newPath`} label={t('editor.pages.newPath')} value={newPath} onChange={setNewPath} error={errors.newPath} required help={t('editor.pages.redirectPathHelp')} />
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-form__button editor-form__button--primary" aria-disabled={busy || undefined}>
            {editing ? t('editor.save') : t('editor.pages.redirectAdd')}
          </button>
          {editing ? (
            <button
              type="button"
              className="editor-form__button"
              onClick={() => {
                resetForm();
                focusField('oldPath');
              }}
            >
              {t('editor.pages.redirectEditCancel')}
            </button>
          ) : null}
        </div>
      </form>
      <section className="editor-redirects" aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`} className="editor-nav__heading">
          {t('editor.pages.redirectsList', { count: records?.length ?? 0 })}
        </h3>
        {loadFailed ? <p role="alert">{t('editor.pages.loadFailed')}</p> : null}
        {!records && !loadFailed ? <p role="status">{t('editor.pages.loading')}</p> : null}
        {records && records.length === 0 ? <p>{t('editor.pages.redirectsEmpty')}</p> : null}
        <ul className="editor-redirects__list">
          {(records ?? []).map((record) => {
            const label = t('editor.pages.redirectLabel', { from: record.oldPath, to: record.newPath });
            return (
              <li key={record.id} className="editor-redirects__item" data-redirect={record.oldPath}>
                <span className="editor-redirects__paths">
                  <span className="editor-redirects__path">{record.oldPath}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="editor-visually-hidden"> {t('editor.pages.redirectTo')} </span>
                  <span className="editor-redirects__path">{record.newPath}</span>
                </span>
                <span className="editor-nav__buttons">
                  <button type="button" className="editor-tools__button" aria-label={t('editor.pages.redirectEdit', { redirect: label })} onClick={() => startEdit(record)}>
                    {t('editor.edit')}
                  </button>
                  <button type="button" className="editor-tools__button editor-tools__button--danger" aria-label={t('editor.pages.redirectDelete', { redirect: label })} onClick={() => setDeleting(record)}>
                    {t('editor.delete')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="editor-dialog__actions editor-dialog__actions--spaced">
        <button type="button" className="editor-form__button" onClick={() => ref.current?.close()}>
          {t('editor.close')}
        </button>
      </div>
    </dialog>
    {/* Beside the dialog, not in it: a second modal on top of the first. */}
    {deleting ? (
      <ConfirmDialog
        text={t('editor.pages.redirectDeleteConfirm', { from: deleting.oldPath, to: deleting.newPath })}
        onConfirm={() => void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    ) : null}
    </>
  );
}
