// The check before publishing, asked when staff take a page online (issue 22 item 9; the toolbar's
// `togglePublished`): the check runs (its meta description asked afresh); without problems the
// page is published at once; with problems a dialog lists them and asks once: 'Publish anyway'
// goes on, 'Review problems' opens the check in the panel (its heading focused), a problem's
// button leads to it, Escape gives up. The dialog (and the page settings it can lead to) is put
// into <body>; the toolbar renders `dialog` outside its role="toolbar" element, so the toolbar's
// arrow keys stay out of it.
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { showChecks } from '../blocks/selection';
import { jumpToProblem } from './jumpToProblem';
import type { PageProblem } from './pageChecks';
import { PageSettingsFromChecks } from './PageSettingsFromChecks';
import { PublishCheckDialog } from './PublishCheckDialog';
import { usePageChecks } from './usePageChecks';

interface Asking {
  problems: PageProblem[];
  answer: (publish: boolean) => void;
}

export interface PublishCheck {
  /** Runs the check; true when the page may be published (no problems, or 'Publish anyway'). */
  confirmPublish: () => Promise<boolean>;
  /** The question or the page settings, while open. */
  dialog: ReactNode;
}

export function usePublishCheck(): PublishCheck {
  const { run, target } = usePageChecks();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const confirmPublish = async (): Promise<boolean> => {
    const problems = await run();
    // No CMS page in the cache to check: publishing is not held up by the check.
    if (problems === null || problems.length === 0) return true;
    return new Promise<boolean>((resolve) => {
      let answered = false;
      setAsking({
        problems,
        answer: (publish) => {
          // A choice closes the dialog, whose close event may answer again.
          if (answered) return;
          answered = true;
          setAsking(null);
          resolve(publish);
        },
      });
    });
  };

  let dialog: ReactNode = null;
  if (asking) {
    dialog = createPortal(
      <PublishCheckDialog
        problems={asking.problems}
        onPublish={() => asking.answer(true)}
        onReview={() => {
          asking.answer(false);
          showChecks();
        }}
        onJump={(problem) => {
          asking.answer(false);
          jumpToProblem(problem, () => setSettingsOpen(true));
        }}
        onClose={() => asking.answer(false)}
      />,
      document.body,
    );
  } else if (settingsOpen && target) {
    dialog = <PageSettingsFromChecks target={target} onClose={() => setSettingsOpen(false)} />;
  }
  return { confirmPublish, dialog };
}
