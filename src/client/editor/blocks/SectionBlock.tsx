// A section in editing mode (issue 12 part 2, issue 22 part 1; spec 000 §3 column presets, §7): a
// block named 'Section n' that is selected by a click on it (outside its modules) or Enter;
// selected, its floating toolbar: the move handle (issue 22 part 2, ../dnd/: dragged among the
// sections, a drop is the same move as the arrows), up and down among the page's sections, 'Undo' (spec 000 §4: the
// section's last backup) and delete after a confirmation. Its preset, extra class and background
// are in the panel (src/client/editor/panel/SectionPanel.tsx). Safety nets (issue 12 part 5,
// ../safety/): a move names the section's revision as read (someone else's newer change refuses
// it); each save in the section pushes a snapshot onto the section's backup list, and 'Undo'
// restores the last one (restoreSection, checked against the section's content revision as shown).
// Per column, 'Add module' (ColumnTools), shown while the section is hovered, focused or selected.
import { useApolloClient } from '@apollo/client/react';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorDeleteModuleDocument } from '../../generated/documents/EditorDeleteModuleDocument';
import { EditorMoveModuleDocument } from '../../generated/documents/EditorMoveModuleDocument';
import { EditorRestoreSectionDocument } from '../../generated/documents/EditorRestoreSectionDocument';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import type { SectionData } from '../../screens/cmsPage/pageData';
import { editorPagePathOf } from '../editorPagePath';
import { useEditorSession } from '../EditorSession';
import { formatTime } from '../safety/formatTime';
import { askPageAgain, readPageState } from '../safety/pageState';
import { recordSectionMove, withSectionDeletion, withSectionHistory } from '../history/history';
import type { SectionBackup } from '../safety/sectionBackups';
import { ConfirmDialog } from '../modules/ConfirmDialog';
import { ModuleFormDialog } from '../modules/ModuleForm';
import { focusAfterChange, type ToolsControl } from '../modules/toolsFocus';
import { DragHandle } from '../dnd/DragHandle';
import { Block } from './Block';
import { BlockToolbar } from './BlockToolbar';
import { useBlockCopyPaste } from './copyPaste';
import { clearSelection } from './selection';
import { isUnsaved, subscribeUnsaved } from './unsaved';

const NO_BACKUPS: readonly SectionBackup[] = [];

interface SectionPlace {
  pageId: string;
  position: number;
  count: number;
  /** The ids of the page's sections in order (after a deletion the focus goes to a neighbour). */
  siblings: readonly string[];
}

export function SectionBlock({ section, place, children }: { section: SectionData; place: SectionPlace; children: ReactNode }) {
  const t = useEditorT();
  const unsaved = useSyncExternalStore(
    subscribeUnsaved,
    () => isUnsaved(section.id),
    () => false,
  );
  return (
    <Block
      kind="section"
      id={section.id}
      label={t('editor.panel.section', { n: place.position + 1 })}
      unsaved={unsaved}
      toolbar={<SectionToolbar section={section} place={place} />}
    >
      {children}
    </Block>
  );
}

function SectionToolbar({ section, place }: { section: SectionData; place: SectionPlace }) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const path = editorPagePathOf(page);
  const [confirming, setConfirming] = useState(false);
  const { position, count } = place;
  const n = position + 1;
  const backups = useSyncExternalStore(
    session.backups.subscribe,
    () => session.backups.list(section.id),
    () => NO_BACKUPS,
  );
  const last = backups[backups.length - 1];
  const revision = () => readPageState(client, locale, path).revisions.get(section.id);

  const history = { client, session, page };
  const move = async (to: number, control: ToolsControl) => {
    const result = await session.save(
      () =>
        client.mutate({
          mutation: EditorMoveModuleDocument,
          variables: { locale, id: section.id, position: to, revision: revision()?.revision ?? null },
        }),
      t('editor.moved'),
    );
    if (result !== undefined) {
      recordSectionMove(history, section.id, position, to);
      focusAfterChange(section.id, control);
    }
    await askPageAgain(client, page);
  };
  const remove = async () => {
    const result = await withSectionDeletion(
      history,
      place.pageId,
      section.id,
      position,
      () =>
        session.save(
          () =>
            client.mutate({
              mutation: EditorDeleteModuleDocument,
              variables: { locale, id: section.id, revision: revision()?.revision ?? null },
            }),
          t('editor.deleted'),
        ),
      (outcome) => outcome !== undefined,
    );
    if (result !== undefined) {
      clearSelection();
      const index = place.siblings.indexOf(section.id);
      const neighbour = place.siblings[index + 1] ?? place.siblings[index - 1];
      if (neighbour) focusAfterChange(neighbour, 'block');
    }
    await askPageAgain(client, page);
  };
  const undo = async () => {
    if (!last) return;
    // The section's own undo is a change of the page too (the page history can undo it), not a new backup.
    const restored = await withSectionHistory(
      history,
      { label: 'sectionRestore', sections: [section.id], backup: false },
      () =>
        session.save(
          () =>
            client.mutate({
              mutation: EditorRestoreSectionDocument,
              variables: { locale, id: section.id, snapshot: last.snapshot, contentRevision: revision()?.contentRevision ?? null },
            }),
          t('editor.safety.undone'),
        ),
      (outcome) => outcome !== undefined,
    );
    // Restored, the recorder asked the page again; refused, the page shows what is stored now.
    if (restored !== undefined) session.backups.drop(section.id, last);
    else await askPageAgain(client, page);
  };

  // issue 22 part 6: duplicate, copy and paste (Ctrl+C / Ctrl+V): a section after this one, a module into it.
  const copyPaste = useBlockCopyPaste(
    { context: history, t, refuse: session.refuse },
    { kind: 'section', pageId: place.pageId, sectionId: section.id, position },
    t('editor.copy.section'),
  );

  return (
    <BlockToolbar
      id={section.id}
      place={`${position}/${count}`}
      className="editor-floating--section"
      label={t('editor.sectionTools', { n })}
      buttons={[
        ...(count > 1
          ? [
              {
                tool: 'drag' as const,
                element: (
                  <DragHandle
                    id={section.id}
                    subject={{ kind: 'section', sectionId: section.id, position, drop: (to) => void move(to, 'drag') }}
                  />
                ),
              },
            ]
          : []),
        { tool: 'up', icon: 'up', label: t('editor.moveUp'), disabled: position === 0, onClick: () => void move(position - 1, 'up') },
        {
          tool: 'down',
          icon: 'down',
          label: t('editor.moveDown'),
          disabled: position >= count - 1,
          onClick: () => void move(position + 1, 'down'),
        },
        {
          // spec 000 §4: undo restores the last snapshot; without one the button says why (focusable, aria-disabled).
          tool: 'undo',
          icon: 'undo',
          label: last
            ? `${t('editor.safety.undo')}: ${t('editor.safety.undoHint', { time: formatTime(last.takenAt, page.locale), count: backups.length })}`
            : t('editor.safety.undo'),
          refusal: last ? null : t('editor.safety.undoEmpty'),
          data: { 'section-undo': backups.length },
          onClick: () => void undo(),
        },
        { tool: 'duplicate', icon: 'duplicate', label: t('editor.copy.duplicate'), onClick: copyPaste.duplicate },
        { tool: 'delete', icon: 'delete', label: t('editor.delete'), danger: true, opensDialog: true, onClick: () => setConfirming(true) },
      ]}
      more={copyPaste.more}
    >
      {confirming ? (
        <ConfirmDialog
          text={t('editor.deleteSectionConfirm', { n })}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </BlockToolbar>
  );
}

/** 'Add module' at the end of a column. */
export function ColumnTools({ section, column }: { section: SectionData; column: number }) {
  const t = useEditorT();
  const [open, setOpen] = useState(false);
  return (
    <div className="editor-tools editor-tools--column">
      <button type="button" className="editor-tools__button" onClick={() => setOpen(true)}>
        {section.columns.length > 1 ? t('editor.addModuleTo', { n: column + 1 }) : t('editor.addModule')}
      </button>
      {open ? <ModuleFormDialog target={{ mode: 'create', parentId: section.id, column }} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
