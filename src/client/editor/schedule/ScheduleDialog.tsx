// 'Schedule' (issue 22 item 7): a modal <dialog> over the page in editing mode, opened from the
// toolbar's page tools (PageAdminTools) when the upstream schedules at all. It lists the page's
// changes waiting in the page's language, each with a button that cancels it, and a form that
// schedules one: take the page online or offline (spec 000 §3 "Page" is_online) at a day and time
// on Berlin's wall clock (spec 000 §9: Europe/Berlin; shared/editor/scheduleTime.ts), whatever the
// browser's time zone. The upstream carries the change out by itself at that time, with nobody
// logged in. The form's own checks run first (scheduleForm.ts), then the gateway's; each message
// stands next to its field (aria-invalid, aria-describedby) and the first takes the focus; nothing
// typed is lost. Every call goes through the editor's session (a 401 reopens the login, then the
// call runs again; 'save' and 'error' alerts, spec 000 §8). The list comes first, then the form;
// the focus starts on the form's first control, goes to the list's heading after a change is
// scheduled, to the next cancel button (or the heading) after one is cancelled (the list:
// ScheduledChanges.tsx, useScheduleList.ts), and back to the opener when the dialog closes (useModal).
import { useApolloClient } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { formatScheduleTime } from '../../../shared/editor/scheduleTime';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorCancelScheduledPageChangeDocument } from '../../generated/documents/EditorCancelScheduledPageChangeDocument';
import { EditorSchedulePageChangeDocument } from '../../generated/documents/EditorSchedulePageChangeDocument';
import type { ScheduledPageAction } from '../../generated/operations';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { DialogDismissButton, EditorDialog } from '../forms/EditorDialog';
import { FormError } from '../forms/FormError';
import { useEditorForm, type EditorForm } from '../forms/useEditorForm';
import { useModal } from '../modules/useModal';
import { useEditorT } from '../useEditorT';
import {
  checkScheduleForm,
  initialScheduleForm,
  SCHEDULE_FIELD_ORDER,
  scheduleFieldErrors,
  type ScheduleField,
  type ScheduleFormValues,
  type ScheduleViolation,
} from './scheduleForm';
import { ScheduledChanges, type ScheduledChange } from './ScheduledChanges';
import { useScheduleList } from './useScheduleList';

type ScheduleForm = EditorForm<ScheduleFormValues, ScheduleField>;

const ACTIONS: readonly ScheduledPageAction[] = ['ONLINE', 'OFFLINE'];

export interface ScheduleDialogProps {
  pageId: string;
  title: string;
  /** The page's state in this language, when known: the form offers the other one first. */
  pageOnline?: boolean | undefined;
  onClose: () => void;
}

export function ScheduleDialog({ pageId, title, pageOnline, onClose }: ScheduleDialogProps) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const { locale: language } = usePage();
  const locale = toGraphQLLocale(language);
  const ref = useModal('input');
  const { heading: pendingHeading, changes, loadFailed, reloadAndFocus } = useScheduleList(locale, pageId, ref);
  // The first field with a problem takes the focus: `when` at the date, where the pair starts; the action at its checked radio.
  const form = useEditorForm<ScheduleFormValues, ScheduleField>({
    initial: () => initialScheduleForm(new Date(), pageOnline),
    order: SCHEDULE_FIELD_ORDER,
    focusId: (field): string => (field === 'when' ? 'day' : field === 'action' ? `action-${form.values.action}` : field),
  });
  const { id, values } = form;
  const [announcement, setAnnouncement] = useState('');

  const entryOf = (change: { action: ScheduledPageAction; dueAt: string }) =>
    t('editor.schedule.entry', { action: t(`editor.schedule.action${change.action}`), time: formatScheduleTime(change.dueAt, language) });

  const word = (violation: ScheduleViolation) =>
    violation === 'required' ? t('editor.validation.required') : t(`editor.schedule.invalid.${violation}`);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkScheduleForm(values, new Date());
    const problems = checked.ok ? [] : checked.problems.map(([field, violation]) => [field, word(violation)] as const);
    void form.submit(problems, async () => {
      if (!checked.ok) return;
      const entry = entryOf({ action: values.action, dueAt: checked.dueAt });
      const result = await form.save(
        () =>
          session.saveForm(
            () =>
              client.mutate({
                mutation: EditorSchedulePageChangeDocument,
                variables: { locale, pageId, action: values.action, dueAt: checked.dueAt },
              }),
            t('editor.schedule.scheduled', { entry }),
          ),
        scheduleFieldErrors,
      );
      if (!result.ok) return;
      setAnnouncement(t('editor.schedule.scheduled', { entry }));
      await reloadAndFocus('heading');
    });
  };

  const cancel = async (change: ScheduledChange, index: number) => {
    const result = await session.save(
      () => client.mutate({ mutation: EditorCancelScheduledPageChangeDocument, variables: { locale, id: change.id } }),
      t('editor.schedule.cancelled'),
    );
    if (result === undefined) return;
    setAnnouncement(result.data?.cancelScheduledPageChange ? t('editor.schedule.cancelled') : t('editor.schedule.cancelGone'));
    await reloadAndFocus(index);
  };

  return (
    <EditorDialog
      modal={ref}
      className="editor-dialog--form"
      titleId={`${id}-title`}
      title={t('editor.schedule.title', { title, language: t(`editor.pages.languages.${language}`) })}
      onClose={onClose}
      data-schedule-dialog
    >
      <p className="editor-dialog__intro">{t('editor.schedule.intro')}</p>
      <p className="editor-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <ScheduledChanges
        headingId={`${id}-pending`}
        headingRef={pendingHeading}
        changes={changes}
        loadFailed={loadFailed}
        entryOf={entryOf}
        onCancel={(change, index) => void cancel(change, index)}
      />
      <form
        className="editor-form"
        noValidate
        onSubmit={submit}
        aria-labelledby={`${id}-form-title`}
        aria-describedby={form.formError ? `${id}-form-error` : undefined}
      >
        <h3 id={`${id}-form-title`} className="editor-nav__heading">
          {t('editor.schedule.newTitle')}
        </h3>
        <FormError form={form} />
        <ScheduleFields form={form} />
        <p className="editor-field__help">{t('editor.schedule.replaceHelp')}</p>
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-form__button editor-form__button--primary" aria-disabled={form.busy || undefined}>
            {t('editor.schedule.submit')}
          </button>
        </div>
      </form>
      <div className="editor-dialog__actions editor-dialog__actions--spaced">
        <DialogDismissButton modal={ref}>{t('editor.close')}</DialogDismissButton>
      </div>
    </EditorDialog>
  );
}

/** What to do and when: the action's radios, the day and the time, and the pair's own message (`when`). */
function ScheduleFields({ form }: { form: ScheduleForm }) {
  const t = useEditorT();
  const { id, values, errors, change } = form;
  const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  const whenError = errors.when ? `${id}-when-error` : undefined;
  return (
    <>
      <fieldset className="editor-field editor-schedule__actions" aria-describedby={errors.action ? `${id}-action-error` : undefined}>
        <legend className="editor-field__label">{t('editor.schedule.action')}</legend>
        {ACTIONS.map((action) => (
          <div key={action} className="editor-field--check">
            <input
              id={`${id}-action-${action}`}
              type="radio"
              name={`${id}-action`}
              value={action}
              checked={values.action === action}
              onChange={() => change({ action })}
            />
            <label htmlFor={`${id}-action-${action}`}>{t(`editor.schedule.action${action}`)}</label>
          </div>
        ))}
        {errors.action ? (
          <p id={`${id}-action-error`} className="editor-field__error">
            {errors.action}
          </p>
        ) : null}
      </fieldset>
      <div className="editor-schedule__when">
        <div className="editor-field">
          <label htmlFor={`${id}-day`} className="editor-field__label">
            {t('editor.schedule.day')}
            <span className="editor-field__required"> {t('editor.required')}</span>
          </label>
          <input
            id={`${id}-day`}
            type="date"
            value={values.day}
            aria-required
            aria-invalid={errors.day || errors.when ? true : undefined}
            aria-describedby={describedBy(errors.day && `${id}-day-error`, whenError)}
            onChange={(event) => change({ day: event.target.value })}
          />
          {errors.day ? (
            <p id={`${id}-day-error`} className="editor-field__error">
              {errors.day}
            </p>
          ) : null}
        </div>
        <div className="editor-field">
          <label htmlFor={`${id}-time`} className="editor-field__label">
            {t('editor.schedule.time')}
            <span className="editor-field__required"> {t('editor.required')}</span>
          </label>
          <input
            id={`${id}-time`}
            type="time"
            step={60}
            value={values.time}
            aria-required
            aria-invalid={errors.time || errors.when ? true : undefined}
            aria-describedby={describedBy(errors.time && `${id}-time-error`, whenError, `${id}-time-help`)}
            onChange={(event) => change({ time: event.target.value })}
          />
          {errors.time ? (
            <p id={`${id}-time-error`} className="editor-field__error">
              {errors.time}
            </p>
          ) : null}
          <p id={`${id}-time-help`} className="editor-field__help">
            {t('editor.schedule.timeHelp')}
          </p>
        </div>
      </div>
      {errors.when ? (
        <p id={whenError} className="editor-field__error">
          {errors.when}
        </p>
      ) : null}
    </>
  );
}
