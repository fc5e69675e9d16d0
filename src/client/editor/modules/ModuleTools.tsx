// The controls of one module in editing mode (issue 12 part 2): edit (the modal form), move up and
// down among its siblings (in its column, or in its list for a list module's item), 'Move to …'
// another column or section, or a list that takes it (MoveModuleDialog), delete after a
// confirmation. A group named after the module's type (an item: its number in the list). After a
// move the focus comes back to the same control of the moved module, after a deletion to a
// neighbour's 'Edit' (toolsFocus.ts). Moves and deletions name the module's revision as read
// (spec 000 §4 safety nets): when someone else changed the module since, nothing happens, the
// 'error' alert says so and the page is asked again to show their version.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { ConfirmDialog } from './ConfirmDialog';
import { ModuleFormDialog } from './ModuleFormDialog';
import { moduleKindOf } from './moduleKindOf';
import { MoveModuleDialog, type MoveTarget } from './MoveModuleDialog';
import { focusControl, focusToolsAfterRender, takeToolsFocus, type ToolsControl } from './toolsFocus';

/** Where a module sits: its parent (a section, then a column; or a list module) and its place among its siblings. */
export interface ModulePlace {
  parentId: string;
  column?: number;
  position: number;
  count: number;
  /** The ids of its siblings in order, itself included (after a deletion the focus goes to a neighbour). */
  siblings: readonly string[];
  /** Set for a list module's item: its controls are named 'item n'. */
  item?: boolean;
  /** The page's sections and modules, for 'Move to …' (MoveModuleDialog). */
  layout?: PageLayout;
}

export function ModuleTools({ module, place }: { module: ModuleData; place: ModulePlace }) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const group = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const kind = moduleKindOf(module);
  const kindLabel = kind ? t(`editor.kinds.${kind}`) : module.__typename;
  const n = place.position + 1;
  const { parentId, column, position, count } = place;
  const origin = useMemo(() => ({ parentId, ...(column === undefined ? {} : { column }) }), [parentId, column]);

  // The moved module's controls take the focus back once the page shows it at its new place.
  useEffect(() => {
    const control = takeToolsFocus(module.id);
    if (control && group.current) focusControl(group.current, control);
  }, [module.id, parentId, column, position, count]);

  // The module's revision as the page shows it (null before the page was asked with the session).
  const revision = () => readPageState(client, locale, editorPagePathOf(page)).revisions.get(module.id)?.revision ?? null;
  const showCurrent = () => askPageAgain(client, page);

  const remove = async () => {
    const result = await session.save(() => client.mutate({ mutation: EditorDeleteModuleDocument, variables: { locale, id: module.id, revision: revision() } }), t('editor.deleted'));
    if (result === undefined) {
      await showCurrent();
      return;
    }
    const index = place.siblings.indexOf(module.id);
    const neighbour = place.siblings[index + 1] ?? place.siblings[index - 1];
    if (neighbour) focusToolsAfterRender(neighbour, 'edit');
    await showCurrent();
  };
  const move = async (to: { parentId: string; column?: number; position: number }, control: ToolsControl) => {
    const result = await session.save(
      () =>
        client.mutate({
          mutation: EditorMoveModuleDocument,
          variables: { locale, id: module.id, parentId: to.parentId, ...(to.column === undefined ? {} : { column: to.column }), position: to.position, revision: revision() },
        }),
      t('editor.moved'),
    );
    if (result !== undefined) focusToolsAfterRender(module.id, control);
    await showCurrent();
  };
  const sibling = (to: number, control: ToolsControl) => void move({ parentId, ...(column === undefined ? {} : { column }), position: to }, control);

  return (
    <div ref={group} className="editor-tools editor-tools--module" role="group" aria-label={place.item ? t('editor.itemTools', { n, kind: kindLabel }) : t('editor.moduleTools', { kind: kindLabel })}>
      <span className="editor-tools__kind" aria-hidden="true">
        {place.item ? t('editor.itemLabel', { n, kind: kindLabel }) : kindLabel}
      </span>
      {kind ? (
        <button type="button" className="editor-tools__button" data-tool="edit" onClick={() => setEditing(true)}>
          {t('editor.edit')}
        </button>
      ) : null}
      <button type="button" className="editor-tools__button" data-tool="up" disabled={position === 0} onClick={() => sibling(position - 1, 'up')}>
        {t('editor.moveUp')}
      </button>
      <button type="button" className="editor-tools__button" data-tool="down" disabled={position >= place.count - 1} onClick={() => sibling(position + 1, 'down')}>
        {t('editor.moveDown')}
      </button>
      {place.layout ? (
        <button type="button" className="editor-tools__button" data-tool="moveTo" aria-haspopup="dialog" onClick={() => setMoving(true)}>
          {t('editor.moveTo')}
        </button>
      ) : null}
      <button type="button" className="editor-tools__button editor-tools__button--danger" onClick={() => setConfirming(true)}>
        {t('editor.delete')}
      </button>
      {editing && kind ? <ModuleFormDialog target={{ mode: 'edit', kind, module }} onClose={() => setEditing(false)} /> : null}
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
    </div>
  );
}
