// Where a problem of the check before publishing leads (issue 22 item 9): a block's problem selects
// its block and opens its fields in the panel, the focus in them (as from the outline); the page's
// own problem (its meta description) opens the page settings, which the caller shows.
import { blockElement, selectBlock } from '../blocks/selection';
import type { PageProblem } from './pageChecks';

export function jumpToProblem(problem: PageProblem, openPageSettings: () => void): void {
  if (problem.blockKind === null || problem.blockId === null) {
    openPageSettings();
    return;
  }
  const id = problem.blockId;
  selectBlock({ kind: problem.blockKind, id }, { focusPanel: true });
  // The panel scrolls a newly selected block into view; one selected already may be out of sight.
  requestAnimationFrame(() => blockElement(id)?.scrollIntoView({ block: 'nearest' }));
}
