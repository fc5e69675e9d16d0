// A module (or a list module's item) in editing mode (issue 12 part 2, issue 22 part 1): a block
// named after its type (an item: its number in the list) that is selected by a click or Enter;
// selected, its floating toolbar: 'Move to …' (another column or section, or a list that takes it:
// MoveModuleDialog), the move handle (issue 22 part 2, ../dnd/: dragged by mouse or keyboard, a
// drop is the same move), up and down among its siblings (in its column, or in its list), delete
// after a confirmation, and under 'More actions' the section (or list) around it. Its fields
// are in the panel (src/client/editor/panel/). After a move the focus comes back to the same
// control of the moved module, after a deletion to a neighbour block (toolsFocus.ts). Moves and
// deletions name the module's revision as read (spec 000 §4 safety nets): when someone else
// changed the module since, nothing happens, the 'error' alert says so and the page is asked again
// to show their version. A list module's 'Add item' follows its content (ListItemsTools).
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorDeleteModuleDocument } from '../../generated/documents/EditorDeleteModuleDocument';
import { EditorMoveModuleDocument } from '../../generated/documents/EditorMoveModuleDocument';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import type { ModuleData } from '../../screens/cmsPage/pageData';
import { editorPagePathOf } from '../editorPagePath';
import { useEditorSession } from '../EditorSession';
import { askPageAgain, readPageState } from '../safety/pageState';
import { withSectionHistory } from '../history/history';
import { ConfirmDialog } from '../modules/ConfirmDialog';
import { ListItemsTools } from '../modules/ListItemsTools';
import { moduleKindOf } from '../modules/moduleKindOf';
import type { EditorModuleKind } from '../../../shared/editor/moduleFields';
import { MoveModuleDialog, type MoveTarget } from '../modules/MoveModuleDialog';
import { focusAfterChange, type ToolsControl } from '../modules/toolsFocus';
import { DragHandle } from '../dnd/DragHandle';
import { Block } from './Block';
import { BlockToolbar, type MoreAction } from './BlockToolbar';
import { useBlockCopyPaste } from './copyPaste';
import { clearSelection, selectBlock } from './selection';
import { isUnsaved, subscribeUnsaved } from './unsaved';

/** Where a module sits: its parent (a section, then a column; or a list module) and its place among its siblings. */
export interface ModulePlace {
  parentId: string;
  /** The section it is in (for a list's item: its list's section). */
  sectionId: string;
  column?: number;
  position: number;
  count: number;
  /** The ids of its siblings in order, itself included (after a deletion the focus goes to a neighbour). */
  siblings: readonly string[];
  /** Set for a list module's item: its block is named 'item n'. */
  item?: boolean;
  /** For a list module's item: the list's kind (a paste into it takes only its items' kinds, issue 22 part 6). */
  listKind?: EditorModuleKind | null;
  /** The page's sections and modules, for 'Move to …' (MoveModuleDialog). */
  layout?: PageLayout | undefined;
}

export function ModuleBlock({ module, place, children }: { module: ModuleData; place: ModulePlace; children: ReactNode }) {
  const t = useEditorT();
  const kind = moduleKindOf(module);
  const kindLabel = kind ? t(`editor.kinds.${kind}`) : module.__typename;
  const label = place.item ? t('editor.itemLabel', { n: place.position + 1, kind: kindLabel }) : kindLabel;
  const unsaved = useSyncExternalStore(
    subscribeUnsaved,
    () => isUnsaved(module.id),
    () => false,
  );
  return (
    <Block
      kind="module"
      id={module.id}
      label={label}
      variant={place.item ? 'item' : undefined}
      unsaved={unsaved}
      toolbar={<ModuleToolbar module={module} place={place} kindLabel={kindLabel} />}
      after={<ListItemsTools list={module} />}
    >
      {children}
    </Block>
  );
}

function ModuleToolbar({ module, place, kindLabel }: { module: ModuleData; place: ModulePlace; kindLabel: string }) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const n = place.position + 1;
  const { parentId, column, position, count } = place;
  const origin = useMemo(() => ({ parentId, ...(column === undefined ? {} : { column }) }), [parentId, column]);

  // The module's revision as the page shows it (null before the page was asked with the session).
  const revision = () => readPageState(client, locale, editorPagePathOf(page)).revisions.get(module.id)?.revision ?? null;
  const showCurrent = () => askPageAgain(client, page);

  const remove = async () => {
    const result = await withSectionHistory(
      { client, session, page },
      { label: 'moduleDelete', sections: [place.sectionId] },
      () =>
        session.save(
          () => client.mutate({ mutation: EditorDeleteModuleDocument, variables: { locale, id: module.id, revision: revision() } }),
          t('editor.deleted'),
        ),
      (outcome) => outcome !== undefined,
    );
    if (result === undefined) {
      await showCurrent();
      return;
    }
    clearSelection();
    const index = place.siblings.indexOf(module.id);
    const neighbour = place.siblings[index + 1] ?? place.siblings[index - 1] ?? (place.item ? place.parentId : place.sectionId);
    // The recorder asked the page again: it shows the module gone.
    focusAfterChange(neighbour, 'block');
  };
  const move = async (to: { parentId: string; column?: number; position: number }, control: ToolsControl) => {
    // The module leaves its section and perhaps arrives in another (or in a list of another).
    const target = readPageState(client, locale, editorPagePathOf(page)).sectionOf(to.parentId);
    const result = await withSectionHistory(
      { client, session, page },
      { label: 'moduleMove', sections: [place.sectionId, target] },
      () =>
        session.save(
          () =>
            client.mutate({
              mutation: EditorMoveModuleDocument,
              variables: {
                locale,
                id: module.id,
                parentId: to.parentId,
                ...(to.column === undefined ? {} : { column: to.column }),
                position: to.position,
                revision: revision(),
              },
            }),
          t('editor.moved'),
        ),
      (outcome) => outcome !== undefined,
    );
    // Moved, the recorder asked the page again; refused, the page shows what is stored now.
    if (result !== undefined) focusAfterChange(module.id, control);
    else await showCurrent();
  };
  const sibling = (to: number, control: ToolsControl) =>
    void move({ parentId, ...(column === undefined ? {} : { column }), position: to }, control);
  // issue 22 part 6: duplicate, copy and paste (Ctrl+C / Ctrl+V) after this module, in its column or list.
  const copyPaste = useBlockCopyPaste(
    { context: { client, session, page }, t, refuse: session.refuse },
    {
      kind: 'module',
      moduleId: module.id,
      moduleKind: moduleKindOf(module),
      sectionId: place.sectionId,
      parentId,
      column,
      position,
      listKind: place.item ? (place.listKind ?? null) : null,
    },
    kindLabel,
  );

  const more: MoreAction[] = place.item
    ? [{ label: t('editor.panel.selectList'), onClick: () => selectBlock({ kind: 'module', id: place.parentId }, { focusPanel: true }) }]
    : [
        {
          label: t('editor.panel.selectSection'),
          onClick: () => selectBlock({ kind: 'section', id: place.sectionId }, { focusPanel: true }),
        },
      ];
  more.push(...copyPaste.more);

  return (
    <BlockToolbar
      id={module.id}
      place={`${parentId}/${column ?? ''}/${position}/${count}`}
      className="editor-floating--module"
      label={place.item ? t('editor.itemTools', { n, kind: kindLabel }) : t('editor.moduleTools', { kind: kindLabel })}
      buttons={[
        ...(place.layout
          ? [
              {
                tool: 'moveTo' as const,
                icon: 'moveTo' as const,
                label: t('editor.moveTo'),
                opensDialog: true,
                onClick: () => setMoving(true),
              },
              {
                tool: 'drag' as const,
                element: (
                  <DragHandle id={module.id} subject={{ kind: 'module', module, origin, drop: (target) => void move(target, 'drag') }} />
                ),
              },
            ]
          : []),
        { tool: 'up', icon: 'up', label: t('editor.moveUp'), disabled: position === 0, onClick: () => sibling(position - 1, 'up') },
        {
          tool: 'down',
          icon: 'down',
          label: t('editor.moveDown'),
          disabled: position >= count - 1,
          onClick: () => sibling(position + 1, 'down'),
        },
        { tool: 'duplicate', icon: 'duplicate', label: t('editor.copy.duplicate'), onClick: copyPaste.duplicate },
        { tool: 'delete', icon: 'delete', label: t('editor.delete'), danger: true, opensDialog: true, onClick: () => setConfirming(true) },
      ]}
      more={more}
    >
      {moving && place.layout ? (
        <MoveModuleDialog
          module={module}
          kindLabel={kindLabel}
          layout={place.layout}
          origin={origin}
          onClose={() => setMoving(false)}
          onMove={(target: MoveTarget) => void move(target, 'moveTo')}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          text={t('editor.deleteModuleConfirm', { kind: place.item ? t('editor.itemLabel', { n, kind: kindLabel }) : kindLabel })}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </BlockToolbar>
  );
}
