// The controls of one section in editing mode (issue 12 part 2; spec 000 §3 column presets, §7):
// its column preset (the six presets), move up/down among the page's sections, delete (after a
// confirmation), and per column 'Add module'. A group named after the section, so a screen reader
// hears which section they belong to. 'Class and background' changes its extra class and
// background picture (updateSection).
import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { EditorDeleteModuleDocument } from '../../generated/documents/EditorDeleteModuleDocument';
import { EditorMoveModuleDocument } from '../../generated/documents/EditorMoveModuleDocument';
import { EditorSetSectionPresetDocument } from '../../generated/documents/EditorSetSectionPresetDocument';
import { EditorUpdateSectionDocument } from '../../generated/documents/EditorUpdateSectionDocument';
import type { ColumnPreset } from '../../generated/operations';
import { useT } from '../../i18n';
import { usePage } from '../../navigation/LocationContext';
import type { SectionData } from '../../screens/cmsPage/pageData';
import { useEditorSession } from '../EditorSession';
import { ConfirmDialog } from './ConfirmDialog';
import { ModuleFormDialog } from './ModuleFormDialog';
import { useModal } from './useModal';
import { validateField } from '../../../shared/editor/moduleFields';

export const COLUMN_PRESETS: readonly ColumnPreset[] = ['FULL', 'TWO_THIRDS_ONE_THIRD', 'ONE_THIRD_TWO_THIRDS', 'HALF_HALF', 'THIRDS', 'QUARTER_HALF_QUARTER'];

export function SectionTools({ section, position, count }: { section: SectionData; position: number; count: number }) {
  const t = useT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const locale = toGraphQLLocale(usePage().locale);
  const [confirming, setConfirming] = useState(false);
  const [settings, setSettings] = useState(false);
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
      <button type="button" className="editor-tools__button" onClick={() => setSettings(true)}>
        {t('editor.sectionSettings')}
      </button>
      <button type="button" className="editor-tools__button editor-tools__button--danger" onClick={() => setConfirming(true)}>
        {t('editor.delete')}
      </button>
      {settings ? <SectionSettingsDialog section={section} n={n} onClose={() => setSettings(false)} /> : null}
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

/** The section's extra class and background picture; the picture's media path is not in the page's data, so its field starts empty and the stored one stays unless something is typed. */
function SectionSettingsDialog({ section, n, onClose }: { section: SectionData; n: number; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const locale = toGraphQLLocale(usePage().locale);
  const ref = useModal('input');
  const [extraClass, setExtraClass] = useState(section.extraClass ?? '');
  const [image, setImage] = useState('');
  const [imageAlt, setImageAlt] = useState(section.image?.alt ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateField({ name: 'extraClass', upstream: 'extra_class', type: 'text', maxLength: 100 }, extraClass);
    if (problem) {
      setErrors({ extraClass: t(`editor.validation.${problem.key}`, problem.values) });
      document.getElementById(`${id}-extraClass`)?.focus();
      return;
    }
    const result = await session.saveForm(
      () =>
        client.mutate({
          mutation: EditorUpdateSectionDocument,
          variables: { locale, id: section.id, settings: { extraClass, imageAlt, ...(image.trim() === '' ? {} : { image }) } },
        }),
      t('editor.sectionSaved'),
    );
    if (result.ok) {
      ref.current?.close();
      await client.refetchQueries({ include: [CmsPageDocument] });
    } else if (result.fieldErrors) {
      const next: Record<string, string> = {};
      for (const [path, messages] of Object.entries(result.fieldErrors)) next[path.split('.').pop() ?? 'extraClass'] = messages[0] ?? '';
      setErrors(next);
      const first = ['extraClass', 'image', 'imageAlt'].find((name) => next[name]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    }
  };

  const fields = [
    ['extraClass', extraClass, setExtraClass, t('editor.extraClass'), null],
    ['image', image, setImage, t('editor.backgroundImage'), section.image ? t('editor.unknownValue') : null],
    ['imageAlt', imageAlt, setImageAlt, t('editor.backgroundAlt'), null],
  ] as const;
  return (
    <dialog ref={ref} className="editor-dialog editor-dialog--form" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="editor-dialog__header">
        <h2 id={`${id}-title`} className="editor-dialog__title">
          {t('editor.sectionSettingsTitle', { n })}
        </h2>
        <button type="button" className="editor-dialog__close" aria-label={t('editor.close')} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <form className="editor-form" noValidate onSubmit={(event) => void submit(event)}>
        {fields.map(([name, value, set, label, help]) => {
          const described = [errors[name] ? `${id}-${name}-error` : null, help ? `${id}-${name}-help` : null].filter(Boolean).join(' ') || undefined;
          return (
            <div key={name} className="editor-field">
              <label htmlFor={`${id}-${name}`} className="editor-field__label">
                {label}
              </label>
              <input id={`${id}-${name}`} type="text" value={value} aria-invalid={errors[name] ? true : undefined} aria-describedby={described} onChange={(event) => set(event.target.value)} />
              {errors[name] ? (
                <p id={`${id}-${name}-error`} className="editor-field__error">
                  {errors[name]}
                </p>
              ) : null}
              {help ? (
                <p id={`${id}-${name}-help`} className="editor-field__help">
                  {help}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-form__button editor-form__button--primary">
            {t('editor.save')}
          </button>
          <button type="button" className="editor-form__button" onClick={() => ref.current?.close()}>
            {t('editor.cancel')}
          </button>
        </div>
      </form>
    </dialog>
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
