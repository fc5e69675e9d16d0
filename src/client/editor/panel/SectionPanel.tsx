// The selected section's settings in the panel (issue 22 part 1; spec 000 §3 column presets and
// a section's extra class and background picture, §7 the image picker). The preset is a choice
// of six that is saved at once (one click, undone by the section's 'Undo'); the class and the
// background form shows its class on the page as it is typed and is saved or discarded. Safety
// nets (issue 12 part 5): both name the section's revision as read (someone else's newer change
// refuses them) and push a snapshot onto the section's backup list before they change it.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorSetSectionPresetDocument } from '../../generated/documents/EditorSetSectionPresetDocument';
import { EditorUpdateSectionDocument } from '../../generated/documents/EditorUpdateSectionDocument';
import type { ColumnPreset } from '../../generated/operations';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import type { SectionData } from '../../screens/cmsPage/pageData';
import { editorPagePathOf } from '../editorPagePath';
import { useEditorSession } from '../EditorSession';
import { askPageAgain, readPageState } from '../safety/pageState';
import { withSectionHistory } from '../history/history';
import { MediaField } from '../fields/MediaField';
import type { FieldDescription } from '../../../shared/editor/moduleFields';
import { validateField } from '../../../shared/editor/moduleFields';
import { showSectionPreset, showSectionUnsaved } from '../blocks/unsaved';
import { byLastSegment, differs } from '../forms/editorForm';
import { useEditorForm } from '../forms/useEditorForm';

export const COLUMN_PRESETS: readonly ColumnPreset[] = [
  'FULL',
  'TWO_THIRDS_ONE_THIRD',
  'ONE_THIRD_TWO_THIRDS',
  'HALF_HALF',
  'THIRDS',
  'QUARTER_HALF_QUARTER',
];

/** The section's preset, saved as soon as another is chosen. */
export function PresetChoice({ section }: { section: SectionData }) {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const path = editorPagePathOf(page);
  // The choice shows at once (the radio, the page's grid); the page asked again after the save shows what was stored.
  const [chosen, setChosen] = useState<ColumnPreset | null>(null);
  const choose = async (preset: ColumnPreset) => {
    setChosen(preset);
    showSectionPreset(section.id, preset);
    const revision = readPageState(client, locale, path).revisions.get(section.id)?.revision ?? null;
    const saved = await withSectionHistory(
      { client, session, page },
      { label: 'sectionPreset', sections: [section.id] },
      () =>
        session.save(() =>
          client.mutate({ mutation: EditorSetSectionPresetDocument, variables: { locale, id: section.id, preset, revision } }),
        ),
      (result) => result !== undefined,
    );
    // Saved, the recorder asked the page again; a refused change (someone else's) leaves the page showing what is stored now.
    if (saved === undefined) await askPageAgain(client, page);
    showSectionPreset(section.id, null);
    setChosen(null);
  };
  return (
    <fieldset className="editor-presets">
      <legend className="editor-field__label">{t('editor.preset')}</legend>
      <div className="editor-presets__options">
        {COLUMN_PRESETS.map((preset) => (
          <label key={preset} className="editor-presets__option">
            <input
              type="radio"
              name={`${id}-preset`}
              value={preset}
              checked={(chosen ?? section.preset) === preset}
              onChange={() => void choose(preset)}
            />
            <span>{t(`editor.preset${preset}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const EXTRA_CLASS_FIELD: FieldDescription = { name: 'extraClass', upstream: 'extra_class', type: 'text', maxLength: 100 };

/** The background picture as the media field knows it (the upstream's section field `image`). */
const BACKGROUND_FIELD: FieldDescription = { name: 'image', upstream: 'image', type: 'media', media: 'image' };

/**
 * The section's extra class and background picture (spec 000 §3), the picture with the image
 * picker and its preview like a module's (spec 000 §7): the field opens with the stored path, and
 * emptying it removes the picture. Should the page's data lack the stored value (an older answer),
 * an empty field keeps what is stored.
 */
type SectionSettings = { extraClass: string; image: string; imageAlt: string };
type SettingsField = keyof SectionSettings;

const SETTINGS_FIELDS: readonly SettingsField[] = ['extraClass', 'image', 'imageAlt'];

/** The settings as stored (what the form starts from and 'Discard' goes back to). */
function storedSettings(section: SectionData): SectionSettings {
  return { extraClass: section.extraClass ?? '', image: section.image?.source ?? '', imageAlt: section.image?.alt ?? '' };
}

export function SectionSettingsForm({ section, headingId }: { section: SectionData; headingId: string }) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const form = useEditorForm<SectionSettings, SettingsField>({ initial: () => storedSettings(section), order: SETTINGS_FIELDS });
  const { id, values, errors } = form;
  const storedImage = section.image?.source ?? null;
  // The picture is there, but the page's data lacks its path: an empty field keeps it.
  const imageUnknown = section.image !== null && section.image !== undefined && storedImage === null;
  const [notice, setNotice] = useState<string | null>(null);
  const path = editorPagePathOf(page);
  // The section's revision as read when the dialog opened; after a conflict the one stored then.
  const [baseRevision, setBaseRevision] = useState(() => readPageState(client, locale, path).revisions.get(section.id)?.revision ?? null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const problem = validateField(EXTRA_CLASS_FIELD, values.extraClass);
    void form.submit(problem ? [['extraClass', t(`editor.validation.${problem.key}`, problem.values)]] : [], async () => {
      const { extraClass, image, imageAlt } = values;
      const settings = { extraClass, imageAlt, ...(image.trim() === '' && imageUnknown ? {} : { image }) };
      const result = await withSectionHistory(
        { client, session, page },
        { label: 'sectionSettings', sections: [section.id] },
        () =>
          form.save(
            () =>
              session.saveForm(
                () =>
                  client.mutate({
                    mutation: EditorUpdateSectionDocument,
                    variables: { locale, id: section.id, settings, revision: baseRevision },
                  }),
                t('editor.sectionSaved'),
              ),
            byLastSegment(SETTINGS_FIELDS),
          ),
        (outcome) => outcome.ok,
      );
      if (!result.ok && result.conflict?.kind === 'stale') {
        // Nothing saved, the entries stay; saving again replaces the other settings knowingly.
        setBaseRevision(result.conflict.revision);
        await askPageAgain(client, page);
      } else if (result.ok) {
        // The form stays in the panel (the recorder asked the page again): the next save is based on the revision just stored.
        setBaseRevision(readPageState(client, locale, path).revisions.get(section.id)?.revision ?? null);
        showSectionUnsaved(section.id, null);
      }
    });
  };

  // The page shows the class as it is typed (a valid one); changed fields mark the section unsaved.
  const dirty = differs(values, storedSettings(section));
  useEffect(() => {
    if (!dirty) {
      showSectionUnsaved(section.id, null);
      return;
    }
    const valid = validateField(EXTRA_CLASS_FIELD, values.extraClass) === null;
    showSectionUnsaved(section.id, valid ? { extraClass: values.extraClass.trim() === '' ? null : values.extraClass } : {});
  }, [dirty, values.extraClass, section.id]);

  const discard = () => {
    form.reset(storedSettings(section));
    showSectionUnsaved(section.id, null);
    setNotice(t('editor.panel.discarded'));
  };

  const fields = [
    ['extraClass', t('editor.extraClass'), null],
    ['image', t('editor.backgroundImage'), imageUnknown ? t('editor.unknownValue') : null],
    ['imageAlt', t('editor.backgroundAlt'), null],
  ] as const;
  return (
    <section className="editor-panel__part" aria-labelledby={headingId}>
      <h3 id={headingId} className="editor-panel__subtitle">
        {t('editor.panel.sectionSettings')}
      </h3>
      <p className="editor-form__notice" role="status">
        {notice}
      </p>
      <form className="editor-form" noValidate onSubmit={submit}>
        {form.conflict?.kind === 'stale' ? (
          <p className="editor-form__error" role="alert">
            {t('editor.safety.sectionConflictForm')}
          </p>
        ) : null}
        {fields.map(([name, label, help]) => {
          const described =
            [errors[name] ? `${id}-${name}-error` : null, help ? `${id}-${name}-help` : null].filter(Boolean).join(' ') || undefined;
          return (
            <div key={name} className="editor-field">
              <label htmlFor={`${id}-${name}`} className="editor-field__label">
                {label}
              </label>
              {name === 'image' ? (
                <MediaField
                  field={BACKGROUND_FIELD}
                  inputProps={{ id: `${id}-${name}`, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': described }}
                  value={values.image}
                  onChange={(image) => form.change({ image })}
                  sibling={{
                    has: (other) => other === 'imageAlt',
                    set: (other, next) => {
                      if (other === 'imageAlt' && typeof next === 'string') form.change({ imageAlt: next });
                    },
                  }}
                />
              ) : (
                <input
                  id={`${id}-${name}`}
                  type="text"
                  value={values[name]}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={described}
                  onChange={(event) => form.change({ [name]: event.target.value })}
                />
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
          <button type="button" className="editor-form__button" onClick={discard}>
            {t('editor.panel.discard')}
          </button>
        </div>
      </form>
    </section>
  );
}
