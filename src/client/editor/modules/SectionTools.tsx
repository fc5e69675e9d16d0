// The controls of one section in editing mode (issue 12 part 2; spec 000 §3 column presets, §7):
// its column preset (the six presets), move up/down among the page's sections, delete (after a
// confirmation), and per column 'Add module'. A group named after the section, so a screen reader
// hears which section they belong to. 'Class and background' changes its extra class and
// background picture (updateSection). Safety nets (issue 12 part 5, ../safety/): the preset and
// the settings name the section's revision as read (someone else's newer change refuses them);
// each of those saves, and each module save in the section, pushes a snapshot onto the section's
// backup list, and 'Undo' restores the last one (restoreSection, checked against the section's
// content revision as shown).
import { useApolloClient } from '@apollo/client/react';
import { useId, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorDeleteModuleDocument } from '../../generated/documents/EditorDeleteModuleDocument';
import { EditorMoveModuleDocument } from '../../generated/documents/EditorMoveModuleDocument';
import { EditorSetSectionPresetDocument } from '../../generated/documents/EditorSetSectionPresetDocument';
import { EditorRestoreSectionDocument } from '../../generated/documents/EditorRestoreSectionDocument';
import { EditorUpdateSectionDocument } from '../../generated/documents/EditorUpdateSectionDocument';
import type { ColumnPreset } from '../../generated/operations';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import type { SectionData } from '../../screens/cmsPage/pageData';
import { editorPagePathOf } from '../editorPagePath';
import { useEditorSession } from '../EditorSession';
import { formatTime } from '../safety/formatTime';
import { askPageAgain, readPageState } from '../safety/pageState';
import type { SectionBackup } from '../safety/sectionBackups';
import { withSectionBackup } from '../safety/withSectionBackup';
import { MediaField } from '../fields/MediaField';
import type { FieldDescription } from '../../../shared/editor/moduleFields';
import { ConfirmDialog } from './ConfirmDialog';
import { ModuleFormDialog } from './ModuleFormDialog';
import { useModal } from './useModal';
import { validateField } from '../../../shared/editor/moduleFields';

export const COLUMN_PRESETS: readonly ColumnPreset[] = ['FULL', 'TWO_THIRDS_ONE_THIRD', 'ONE_THIRD_TWO_THIRDS', 'HALF_HALF', 'THIRDS', 'QUARTER_HALF_QUARTER'];

const NO_BACKUPS: readonly SectionBackup[] = [];

export function SectionTools({ section, position, count }: { section: SectionData; position: number; count: number }) {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const path = editorPagePathOf(page);
  const [confirming, setConfirming] = useState(false);
  const [settings, setSettings] = useState(false);
  const n = position + 1;
  const backups = useSyncExternalStore(session.backups.subscribe, () => session.backups.list(section.id), () => NO_BACKUPS);
  const last = backups[backups.length - 1];

  const run = async (attempt: () => Promise<unknown>, savedText?: string) => {
    const result = await session.save(attempt, savedText);
    if (result !== undefined) await askPageAgain(client, page);
  };
  const revision = () => readPageState(client, locale, path).revisions.get(section.id);
  // A refused change (someone else's) leaves the page showing what is stored now.
  const runWithBackup = async (attempt: () => Promise<unknown>, savedText?: string) => {
    await withSectionBackup(client, session, locale, section.id, () => session.save(attempt, savedText), (result) => result !== undefined);
    await askPageAgain(client, page);
  };
  const undo = async () => {
    if (!last) return;
    const restored = await session.save(
      () => client.mutate({ mutation: EditorRestoreSectionDocument, variables: { locale, id: section.id, snapshot: last.snapshot, contentRevision: revision()?.contentRevision ?? null } }),
      t('editor.safety.undone'),
    );
    if (restored !== undefined) session.backups.drop(section.id, last);
    await askPageAgain(client, page);
  };
  const move = (to: number) => void run(() => client.mutate({ mutation: EditorMoveModuleDocument, variables: { locale, id: section.id, position: to, revision: revision()?.revision ?? null } }), t('editor.moved'));

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
          void runWithBackup(() => client.mutate({ mutation: EditorSetSectionPresetDocument, variables: { locale, id: section.id, preset, revision: revision()?.revision ?? null } }));
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
      {/* spec 000 §4: undo restores the last snapshot; without one the button says why (focusable, aria-disabled). */}
      <button
        type="button"
        className="editor-tools__button"
        aria-disabled={last ? undefined : true}
        aria-describedby={`${id}-undo`}
        title={last ? undefined : t('editor.safety.undoEmpty')}
        data-section-undo={backups.length}
        onClick={() => void undo()}
      >
        {t('editor.safety.undo')}
      </button>
      <span id={`${id}-undo`} className="visually-hidden">
        {last ? t('editor.safety.undoHint', { time: formatTime(last.takenAt, page.locale), count: backups.length }) : t('editor.safety.undoEmpty')}
      </span>
      <button type="button" className="editor-tools__button editor-tools__button--danger" onClick={() => setConfirming(true)}>
        {t('editor.delete')}
      </button>
      {settings ? <SectionSettingsDialog section={section} n={n} onClose={() => setSettings(false)} /> : null}
      {section.extraClass ? <span className="editor-tools__note">{`${t('editor.extraClass')}: ${section.extraClass}`}</span> : null}
      {confirming ? (
        <ConfirmDialog
          text={t('editor.deleteSectionConfirm', { n })}
          onClose={() => setConfirming(false)}
          onConfirm={() => void run(() => client.mutate({ mutation: EditorDeleteModuleDocument, variables: { locale, id: section.id, revision: revision()?.revision ?? null } }), t('editor.deleted'))}
        />
      ) : null}
    </div>
  );
}

/** The background picture as the media field knows it (the upstream's section field `image`). */
const BACKGROUND_FIELD: FieldDescription = { name: 'image', upstream: 'image', type: 'media', media: 'image' };

/**
 * The section's extra class and background picture (spec 000 §3), the picture with the image
 * picker and its preview like a module's (spec 000 §7): the field opens with the stored path, and
 * emptying it removes the picture. Should the page's data lack the stored value (an older answer),
 * an empty field keeps what is stored.
 */
function SectionSettingsDialog({ section, n, onClose }: { section: SectionData; n: number; onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const ref = useModal('input');
  const [extraClass, setExtraClass] = useState(section.extraClass ?? '');
  const storedImage = section.image?.source ?? null;
  const [image, setImage] = useState(storedImage ?? '');
  const [imageAlt, setImageAlt] = useState(section.image?.alt ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const path = editorPagePathOf(page);
  // The section's revision as read when the dialog opened; after a conflict the one stored then.
  const [baseRevision, setBaseRevision] = useState(() => readPageState(client, locale, path).revisions.get(section.id)?.revision ?? null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateField({ name: 'extraClass', upstream: 'extra_class', type: 'text', maxLength: 100 }, extraClass);
    if (problem) {
      setErrors({ extraClass: t(`editor.validation.${problem.key}`, problem.values) });
      document.getElementById(`${id}-extraClass`)?.focus();
      return;
    }
    setConflict(false);
    const result = await withSectionBackup(
      client,
      session,
      locale,
      section.id,
      () =>
        session.saveForm(
          () =>
            client.mutate({
              mutation: EditorUpdateSectionDocument,
              variables: { locale, id: section.id, settings: { extraClass, imageAlt, ...(image.trim() === '' && section.image && storedImage === null ? {} : { image }) }, revision: baseRevision },
            }),
          t('editor.sectionSaved'),
        ),
      (outcome) => outcome.ok,
    );
    if (!result.ok && result.conflict?.kind === 'stale') {
      // Nothing saved, the entries stay; saving again replaces the other settings knowingly.
      setConflict(true);
      setBaseRevision(result.conflict.revision);
      await askPageAgain(client, page);
      return;
    }
    if (result.ok) {
      ref.current?.close();
      await askPageAgain(client, page);
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
    ['image', image, setImage, t('editor.backgroundImage'), section.image && storedImage === null ? t('editor.unknownValue') : null],
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
        {conflict ? (
          <p className="editor-form__error" role="alert">
            {t('editor.safety.sectionConflictForm')}
          </p>
        ) : null}
        {fields.map(([name, value, set, label, help]) => {
          const described = [errors[name] ? `${id}-${name}-error` : null, help ? `${id}-${name}-help` : null].filter(Boolean).join(' ') || undefined;
          return (
            <div key={name} className="editor-field">
              <label htmlFor={`${id}-${name}`} className="editor-field__label">
                {label}
              </label>
              {name === 'image' ? (
                <MediaField
                  field={BACKGROUND_FIELD}
                  inputProps={{ id: `${id}-${name}`, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': described }}
                  value={value}
                  onChange={set}
                  sibling={{
                    has: (other) => other === 'imageAlt',
                    set: (other, next) => {
                      if (other === 'imageAlt' && typeof next === 'string') setImageAlt(next);
                    },
                  }}
                />
              ) : (
                <input id={`${id}-${name}`} type="text" value={value} aria-invalid={errors[name] ? true : undefined} aria-describedby={described} onChange={(event) => set(event.target.value)} />
              )}
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
