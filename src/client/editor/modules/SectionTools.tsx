// The controls of one section in editing mode (issue 12 part 2; spec 000 §3 column presets, §7):
// its column preset (the six presets), move up/down among the page's sections, delete (after a
// confirmation), and per column 'Add module'. A group named after the section, so a screen reader
// hears which section they belong to. The extra class and background image are set when a section
// is added (AddSection): the gateway has no mutation that changes them afterwards.
import { useApolloClient } from '@apollo/client/react';
import { useId, useState } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { EditorDeleteModuleDocument } from '../../generated/documents/EditorDeleteModuleDocument';
import { EditorMoveModuleDocument } from '../../generated/documents/EditorMoveModuleDocument';
import { EditorSetSectionPresetDocument } from '../../generated/documents/EditorSetSectionPresetDocument';
import type { ColumnPreset } from '../../generated/operations';
import { useT } from '../../i18n';
import { usePage } from '../../navigation/LocationContext';
import type { SectionData } from '../../screens/cmsPage/pageData';
import { useEditorSession } from '../EditorSession';
import { ConfirmDialog } from './ConfirmDialog';
import { ModuleFormDialog } from './ModuleFormDialog';

export const COLUMN_PRESETS: readonly ColumnPreset[] = ['FULL', 'TWO_THIRDS_ONE_THIRD', 'ONE_THIRD_TWO_THIRDS', 'HALF_HALF', 'THIRDS', 'QUARTER_HALF_QUARTER'];

export function SectionTools({ section, position, count }: { section: SectionData; position: number; count: number }) {
  const t = useT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const locale = toGraphQLLocale(usePage().locale);
  const [confirming, setConfirming] = useState(false);
  const n = position + 1;

  const run = async (attempt: () => Promise<unknown>, savedText?: string) => {
    const result = await session.save(attempt, savedText);
    if (result !== undefined) await client.refetchQueries({ include: [CmsPageDocument] });
  };
  const move = (to: number) => void run(() => client.mutate({ mutation: EditorMoveModuleDocument, variables: { locale, id: section.id, position: to } }), t('editor.moved'));

  return (
    <div className="editor-tools editor-tools--section" role="group" aria-label={t('editor.sectionTools', { n })}>
      <label htmlFor={`${id}-preset`} className="editor-tools__label">
        {t('editor.preset')}
      </label>
      <select
        id={`${id}-preset`}
        className="editor-tools__select"
        value={section.preset}
        onChange={(event) => {
          const preset = event.target.value as ColumnPreset;
          void run(() => client.mutate({ mutation: EditorSetSectionPresetDocument, variables: { locale, id: section.id, preset } }));
        }}
      >
        {COLUMN_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`editor.preset${preset}`)}
          </option>
        ))}
      </select>
      <button type="button" className="editor-tools__button" disabled={position === 0} onClick={() => move(position - 1)}>
        {t('editor.moveUp')}
      </button>
      <button type="button" className="editor-tools__button" disabled={position >= count - 1} onClick={() => move(position + 1)}>
        {t('editor.moveDown')}
      </button>
      <button type="button" className="editor-tools__button editor-tools__button--danger" onClick={() => setConfirming(true)}>
        {t('editor.delete')}
      </button>
      {section.extraClass ? <span className="editor-tools__note">{`${t('editor.extraClass')}: ${section.extraClass}`}</span> : null}
      {confirming ? (
        <ConfirmDialog
          text={t('editor.deleteSectionConfirm', { n })}
          onClose={() => setConfirming(false)}
          onConfirm={() => void run(() => client.mutate({ mutation: EditorDeleteModuleDocument, variables: { locale, id: section.id } }), t('editor.deleted'))}
        />
      ) : null}
    </div>
  );
}

/** 'Add module' at the end of a column. */
export function ColumnTools({ section, column }: { section: SectionData; column: number }) {
  const t = useT();
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
