// The question before publishing a page the check found problems on (issue 22 item 9): a modal
// <dialog> listing them, with 'Review problems' (the safe choice, focused) and 'Publish anyway';
// each problem's button leads to it instead. Asked once per publish attempt (usePublishCheck).
// Its keys and its close and cancel events stop here: React would pass them up to the editor's
// bar that renders it (through the portal), where page-wide keys do not belong in a modal.
import { useId, type SyntheticEvent } from 'react';
import { useModal } from '../modules/useModal';
import { useEditorT } from '../useEditorT';
import { ChecksList } from './ChecksList';
import type { PageProblem } from './pageChecks';

const stop = (event: SyntheticEvent) => event.stopPropagation();

export function PublishCheckDialog({
  problems,
  onPublish,
  onReview,
  onJump,
  onClose,
}: {
  problems: readonly PageProblem[];
  onPublish: () => void;
  onReview: () => void;
  onJump: (problem: PageProblem) => void;
  /** Closed without a choice (Escape). */
  onClose: () => void;
}) {
  const t = useEditorT();
  const id = useId();
  const ref = useModal('[data-autofocus]');
  const choose = (choice: () => void) => {
    ref.current?.close();
    choice();
  };
  return (
    <dialog
      ref={ref}
      className="editor-dialog editor-checks-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={(event) => {
        stop(event);
        onClose();
      }}
      onCancel={stop}
      onKeyDown={stop}
    >
      <h2 id={`${id}-title`} className="editor-dialog__title">
        {t('editor.checks.publishTitle')}
      </h2>
      <p id={`${id}-text`} className="editor-dialog__intro">
        {t('editor.checks.publishIntro')}
      </p>
      <ChecksList problems={problems} headingLevel={3} onJump={(_, problem) => choose(() => onJump(problem))} />
      <div className="editor-dialog__actions">
        <button type="button" className="editor-form__button" data-autofocus onClick={() => choose(onReview)}>
          {t('editor.checks.review')}
        </button>
        <button type="button" className="editor-form__button" onClick={() => choose(onPublish)}>
          {t('editor.checks.publishAnyway')}
        </button>
      </div>
    </dialog>
  );
}
