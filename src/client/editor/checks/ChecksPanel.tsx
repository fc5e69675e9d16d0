// The check before publishing in the editor's panel (issue 22 item 9; selection.ts `showChecks`:
// the toolbar's 'Check page' and the question before publishing open it): the page's problems,
// each a button to its block (its fields open in the panel), the page's own problem to the page
// settings. The check runs when the view opens and each time it is asked for again; in between
// the list follows the page as it is saved.
import { useEffect, useState, type ReactNode } from 'react';
import { useSelection } from '../blocks/selection';
import { ChecksList } from './ChecksList';
import { jumpToProblem } from './jumpToProblem';
import { PageSettingsFromChecks } from './PageSettingsFromChecks';
import { usePageChecks } from './usePageChecks';

export function ChecksPanel({ headingId, closeButton }: { headingId: string; closeButton: ReactNode }) {
  const { problems, run, target } = usePageChecks();
  const { focusPanel } = useSelection();
  const [settingsOpen, setSettingsOpen] = useState(false);

  // Each opening (the toolbar's button pressed again too) checks the page as it is now.
  useEffect(() => {
    void run();
  }, [run, focusPanel]);

  return (
    <>
      <ChecksList
        problems={problems}
        headingId={headingId}
        headerEnd={closeButton}
        onJump={(_, problem) => jumpToProblem(problem, () => setSettingsOpen(true))}
      />
      {settingsOpen && target ? (
        <PageSettingsFromChecks
          target={target}
          onClose={() => {
            setSettingsOpen(false);
            // A description written there is checked at once.
            void run();
          }}
        />
      ) : null}
    </>
  );
}
