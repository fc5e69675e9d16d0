// 'Redirects' (issue 12 part 6; spec 000 §3 "Redirect record", §4 route guards): the redirect
// records (old path → new path, both languages), a form to add one or change the chosen one, and
// deleting after a confirmation. The form checks what it can (both paths of this site with their
// language prefix, not the same); the gateway's messages (a path that has a record already, a
// loop) stand next to their fields the same way, and the first takes the focus. A change names the
// record's revision: when someone else changed it since, the list is read again and it is said.
// The list and its saves: useRedirectRecords.ts.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import { DialogDismissButton, EditorDialog } from '../forms/EditorDialog';
import { FormError } from '../forms/FormError';
import { byLastSegment } from '../forms/editorForm';
import { useEditorForm } from '../forms/useEditorForm';
import { ConfirmDialog } from '../modules/ConfirmDialog';
import { useModal } from '../modules/useModal';
import { PageField } from './PageField';
import { validateRedirect, type RedirectField } from './redirectForm';
import type { Conflict } from './saveWithConflict';
import { useRedirectRecords, type RedirectRecord } from './useRedirectRecords';

type Paths = Record<RedirectField, string>;

const FIELDS: readonly RedirectField[] = ['oldPath', 'newPath'];
const EMPTY: Paths = { oldPath: '', newPath: '' };

export function RedirectsDialog({ onClose }: { onClose: () => void }) {
  const t = useEditorT();
  const locale = toGraphQLLocale(usePage().locale);
  const ref = useModal();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useEditorForm<Paths, RedirectField, Conflict>({ initial: EMPTY, order: FIELDS });
  const { id } = form;
  const { records, loadFailed, load, send, deleteRecord } = useRedirectRecords(locale);
  const [editing, setEditing] = useState<RedirectRecord | null>(null);
  const [deleting, setDeleting] = useState<RedirectRecord | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    void load().then(() => heading.current?.focus());
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- read once per opening
  }, []);

  const focusOldPath = () => requestAnimationFrame(() => document.getElementById(`${id}-oldPath`)?.focus());

  /** The form for `record` (its paths), or for a new one (empty). */
  const edit = (record: RedirectRecord | null) => {
    setEditing(record);
    form.reset(record ? { oldPath: record.oldPath, newPath: record.newPath } : EMPTY);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { oldPath, newPath } = form.values;
    const problems = validateRedirect(oldPath, newPath).map(
      ([name, key]) => [name, key === 'required' ? t('editor.validation.required') : t(`editor.pages.invalid.${key}`)] as const,
    );
    void form.submit(problems, async () => {
      const input = { oldPath: oldPath.trim(), newPath: newPath.trim() };
      const current = editing;
      const result = await form.save<unknown>(
        () => send(current, input),
        byLastSegment(FIELDS),
        // Someone else changed this record: the list is read again, what was typed stays.
        (conflict) => form.say(conflict.message),
      );
      if (result.ok) {
        setAnnouncement(t(current ? 'editor.pages.redirectSaved' : 'editor.pages.redirectAdded'));
        edit(null);
        await load();
        focusOldPath();
      } else if (result.conflict) await load();
    });
  };

  const remove = async (record: RedirectRecord) => {
    if (!record.id) return;
    const recordId = record.id;
    const result = await deleteRecord(recordId, record.revision);
    if (!result.ok && result.conflict) form.say(result.conflict.message, false);
    if (result.ok) {
      setAnnouncement(t('editor.pages.redirectDeleted'));
      if (editing?.id === record.id) edit(null);
    }
    await load();
    heading.current?.focus();
  };

  return (
    <>
      <EditorDialog
        modal={ref}
        className="editor-dialog--form editor-dialog--wide"
        titleId={`${id}-title`}
        title={t('editor.pages.redirectsTitle')}
        headingProps={{ ref: heading, tabIndex: -1 }}
        onClose={onClose}
        data-page-dialog="redirects"
      >
        <p className="editor-dialog__intro">{t('editor.pages.redirectsIntro')}</p>
        <p className="editor-visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <form className="editor-form editor-redirects__form" noValidate onSubmit={submit} aria-labelledby={`${id}-form-title`}>
          <h3 id={`${id}-form-title`} className="editor-nav__heading">
            {editing ? t('editor.pages.redirectEditTitle', { path: editing.oldPath }) : t('editor.pages.redirectNewTitle')}
          </h3>
          <FormError form={form} />
          <PageField {...form.field('oldPath')} label={t('editor.pages.oldPath')} required help={t('editor.pages.redirectPathHelp')} />
          <PageField {...form.field('newPath')} label={t('editor.pages.newPath')} required help={t('editor.pages.redirectPathHelp')} />
          <div className="editor-dialog__actions">
            <button type="submit" className="editor-form__button editor-form__button--primary" aria-disabled={form.busy || undefined}>
              {editing ? t('editor.save') : t('editor.pages.redirectAdd')}
            </button>
            {editing ? (
              <button
                type="button"
                className="editor-form__button"
                onClick={() => {
                  edit(null);
                  focusOldPath();
                }}
              >
                {t('editor.pages.redirectEditCancel')}
              </button>
            ) : null}
          </div>
        </form>
        <RedirectList
          id={id}
          records={records}
          loadFailed={loadFailed}
          onEdit={(record) => {
            edit(record);
            focusOldPath();
          }}
          onDelete={setDeleting}
        />
        <div className="editor-dialog__actions editor-dialog__actions--spaced">
          <DialogDismissButton modal={ref}>{t('editor.close')}</DialogDismissButton>
        </div>
      </EditorDialog>
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

/** The records, each with its Edit and Delete buttons. */
function RedirectList({
  id,
  records,
  loadFailed,
  onEdit,
  onDelete,
}: {
  id: string;
  records: RedirectRecord[] | null;
  loadFailed: boolean;
  onEdit: (record: RedirectRecord) => void;
  onDelete: (record: RedirectRecord) => void;
}) {
  const t = useEditorT();
  return (
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
                <button
                  type="button"
                  className="editor-tools__button"
                  aria-label={t('editor.pages.redirectEdit', { redirect: label })}
                  onClick={() => onEdit(record)}
                >
                  {t('editor.edit')}
                </button>
                <button
                  type="button"
                  className="editor-tools__button editor-tools__button--danger"
                  aria-label={t('editor.pages.redirectDelete', { redirect: label })}
                  onClick={() => onDelete(record)}
                >
                  {t('editor.delete')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
