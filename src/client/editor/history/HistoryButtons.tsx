// Undo and redo of the page history (issue 22 part 3) in the editing toolbar, and their keys:
// Ctrl+Z (Cmd+Z) undoes, Ctrl+Shift+Z or Ctrl+Y redoes, wherever the focus is outside a form
// (inside a field its own undo applies, the rich text field has its own history; the panel and
// dialogs are forms being filled in, where a page-wide undo would surprise). Each
// button names the change it would undo or redo; with nothing to do it says so (aria-disabled,
// still focusable). The result is announced by the 'save' alert, a refusal by the 'error' alert.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { useEditorT } from '../useEditorT';
import { openHistory, runHistory, usePageHistory } from './history';

/** Whether a key press belongs to a form's own editing: a field (its own undo), the panel or a dialog (a form being filled in). */
function inField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"], .editor-panel, dialog') !== null;
}

function useHistoryActions() {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const history = usePageHistory();

  // The shown page's history (kept in the tab's storage: it survives a reload).
  useEffect(() => openHistory(page), [page]);

  const run = useCallback(
    async (direction: 'undo' | 'redo') => {
      const label = await runHistory({ client, session, page }, direction);
      if (label)
        session.announce(
          t(direction === 'undo' ? 'editor.history.undone' : 'editor.history.redone', { change: t(`editor.history.labels.${label}`) }),
        );
    },
    [client, session, page, t],
  );

  const last = history.done.at(-1);
  const next = history.undone.at(-1);
  return {
    undo: () => void run('undo'),
    redo: () => void run('redo'),
    undoLabel: last ? t('editor.history.undoWhat', { change: t(`editor.history.labels.${last.label}`) }) : null,
    redoLabel: next ? t('editor.history.redoWhat', { change: t(`editor.history.labels.${next.label}`) }) : null,
  };
}

export function HistoryButtons() {
  const t = useEditorT();
  const { undo, redo, undoLabel, redoLabel } = useHistoryActions();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inField(event.target) || event.defaultPrevented) return;
      const key = event.key.toLowerCase();
      const redoKey = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if (redoKey) {
        event.preventDefault();
        redo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);

  return (
    <>
      <button
        type="button"
        className="editor-button"
        data-toolbar-item
        data-history="undo"
        aria-disabled={undoLabel ? undefined : true}
        title={undoLabel ?? t('editor.history.nothingToUndo')}
        onClick={undo}
      >
        <span aria-hidden="true">↶ </span>
        {t('editor.history.undo')}
        <span className="visually-hidden">{`: ${undoLabel ?? t('editor.history.nothingToUndo')}`}</span>
      </button>
      <button
        type="button"
        className="editor-button"
        data-toolbar-item
        data-history="redo"
        aria-disabled={redoLabel ? undefined : true}
        title={redoLabel ?? t('editor.history.nothingToRedo')}
        onClick={redo}
      >
        <span aria-hidden="true">↷ </span>
        {t('editor.history.redo')}
        <span className="visually-hidden">{`: ${redoLabel ?? t('editor.history.nothingToRedo')}`}</span>
      </button>
    </>
  );
}
