// The schedule dialog's list (ScheduleDialog.tsx): the page's changes waiting in its language,
// each said as an entry (who scheduled it, when known) with a button that cancels it.
import type { Ref } from 'react';
import type { EditorPageScheduleQuery, ScheduledPageAction } from '../../generated/operations';
import { useEditorT } from '../useEditorT';

export type ScheduledChange = EditorPageScheduleQuery['pageSchedule'][number];

export interface ScheduledChangesProps {
  /** The heading's id, which names the section. */
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** null: not read yet (or the read failed). */
  changes: readonly ScheduledChange[] | null;
  loadFailed: boolean;
  /** A change said in words: what and when. */
  entryOf: (change: { action: ScheduledPageAction; dueAt: string }) => string;
  onCancel: (change: ScheduledChange, index: number) => void;
}

export function ScheduledChanges({ headingId, headingRef, changes, loadFailed, entryOf, onCancel }: ScheduledChangesProps) {
  const t = useEditorT();
  return (
    <section className="editor-schedule__pending" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="editor-nav__heading">
        {t('editor.schedule.pendingTitle')}
      </h3>
      {loadFailed ? <p role="alert">{t('editor.schedule.loadFailed')}</p> : null}
      {!changes && !loadFailed ? <p role="status">{t('editor.schedule.loading')}</p> : null}
      {changes && changes.length === 0 ? <p>{t('editor.schedule.none')}</p> : null}
      {changes && changes.length > 0 ? (
        <ul className="editor-redirects__list">
          {changes.map((change, index) => {
            const entry = entryOf(change);
            return (
              <li key={change.id} className="editor-redirects__item" data-scheduled-change={change.action}>
                <span className="editor-redirects__paths">
                  <span className="editor-schedule__entry">{entry}</span>
                  {change.scheduledBy ? (
                    <span className="editor-schedule__by"> · {t('editor.schedule.entryBy', { user: change.scheduledBy })}</span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className="editor-tools__button editor-tools__button--danger"
                  aria-label={t('editor.schedule.cancelLabel', { entry })}
                  data-schedule-cancel
                  onClick={() => onCancel(change, index)}
                >
                  {t('editor.schedule.cancel')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
