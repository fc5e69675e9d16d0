// The controls of one module in editing mode (issue 12 part 2): edit (the modal form), move up and
// down in its column, delete after a confirmation. A group named after the module's type.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { EditorDeleteModuleDocument } from '../../generated/documents/EditorDeleteModuleDocument';
import { EditorMoveModuleDocument } from '../../generated/documents/EditorMoveModuleDocument';
import { useT } from '../../i18n';
import { usePage } from '../../navigation/LocationContext';
import type { ModuleData, SectionData } from '../../screens/cmsPage/pageData';
import { useEditorSession } from '../EditorSession';
import { ConfirmDialog } from './ConfirmDialog';
import { ModuleFormDialog } from './ModuleFormDialog';
import { moduleKindOf } from './moduleKindOf';

export function ModuleTools({ module, section, column, position, count }: { module: ModuleData; section: SectionData; column: number; position: number; count: number }) {
  const t = useT();
  const client = useApolloClient();
  const session = useEditorSession();
  const locale = toGraphQLLocale(usePage().locale);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const kind = moduleKindOf(module);
  const label = kind ? t(`editor.kinds.${kind}`) : module.__typename;

  const run = async (attempt: () => Promise<unknown>, savedText?: string) => {
    const result = await session.save(attempt, savedText);
    if (result !== undefined) await client.refetchQueries({ include: [CmsPageDocument] });
  };
  const move = (to: number) =>
    void run(() => client.mutate({ mutation: EditorMoveModuleDocument, variables: { locale, id: module.id, parentId: section.id, column, position: to } }), t('editor.moved'));

  return (
    <div className="editor-tools editor-tools--module" role="group" aria-label={t('editor.moduleTools', { kind: label })}>
      <span className="editor-tools__kind" aria-hidden="true">
        {label}
      </span>
      {kind ? (
        <button type="button" className="editor-tools__button" onClick={() => setEditing(true)}>
          {t('editor.edit')}
        </button>
      ) : null}
      <button type="button" className="editor-tools__button" disabled={position === 0} onClick={() => move(position - 1)}>
        {t('editor.moveUp')}
      </button>
      <button type="button" className="editor-tools__button" disabled={position >= count - 1} onClick={() => move(position + 1)}>
        {t('editor.moveDown')}
      </button>
      <button type="button" className="editor-tools__button editor-tools__button--danger" onClick={() => setConfirming(true)}>
        {t('editor.delete')}
      </button>
      {editing && kind ? <ModuleFormDialog target={{ mode: 'edit', kind, module }} onClose={() => setEditing(false)} /> : null}
      {confirming ? (
        <ConfirmDialog
          text={t('editor.deleteModuleConfirm', { kind: label })}
          onClose={() => setConfirming(false)}
          onConfirm={() => void run(() => client.mutate({ mutation: EditorDeleteModuleDocument, variables: { locale, id: module.id } }), t('editor.deleted'))}
        />
      ) : null}
    </div>
  );
}
