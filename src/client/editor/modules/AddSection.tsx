// 'Add section' between and after a page's sections (issue 12 part 2; spec 000 §3, §7): a modal
// form with the six column presets (a radio group), an extra class and a background image.
import { useApolloClient } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { validateField } from '../../../shared/editor/moduleFields';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorCreateSectionDocument } from '../../generated/documents/EditorCreateSectionDocument';
import type { ColumnPreset } from '../../generated/operations';
import { useEditorT } from '../useEditorT';
import { recordSectionAdd } from '../history/history';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { DialogDismissButton, EditorDialog } from '../forms/EditorDialog';
import { splitFieldErrors } from '../forms/editorForm';
import { useEditorForm } from '../forms/useEditorForm';
import { PageField } from '../pages/PageField';
import { COLUMN_PRESETS, EXTRA_CLASS_FIELD } from '../panel/SectionPanel';
import { useModal } from './useModal';
import { askPageAgain } from '../safety/pageState';
import { useClipboard } from '../blocks/clipboard';
import { pasteAt } from '../blocks/copyPaste';

type NewSection = { preset: ColumnPreset; extraClass: string; image: string };

function AddSectionDialog({ pageId, position, onClose }: { pageId: string; position: number; onClose: () => void }) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const ref = useModal('input[type="radio"]:checked');
  // The class field's id ends in -class.
  const form = useEditorForm<NewSection, 'extraClass' | 'image'>({
    initial: { preset: 'FULL', extraClass: '', image: '' },
    order: ['extraClass', 'image'],
    focusId: (name) => (name === 'extraClass' ? 'class' : name),
  });
  const { id, values, errors } = form;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const classProblem = validateField(EXTRA_CLASS_FIELD, values.extraClass);
    void form.submit(classProblem ? [['extraClass', t(`editor.validation.${classProblem.key}`, classProblem.values)]] : [], async () => {
      const { preset, extraClass, image } = values;
      const result = await form.save(
        () =>
          session.saveForm(
            () =>
              client.mutate({
                mutation: EditorCreateSectionDocument,
                variables: {
                  locale,
                  input: { pageId, position, preset, extraClass: extraClass.trim() || null, image: image.trim() || null },
                },
              }),
            t('editor.sectionAdded'),
          ),
        (fieldErrors) => splitFieldErrors(fieldErrors, (path) => (path.endsWith('image') ? 'image' : 'extraClass')),
      );
      if (!result.ok) return;
      ref.current?.close();
      const created = result.value.data?.createSection.id;
      if (created) await recordSectionAdd({ client, session, page }, pageId, created, position);
      await askPageAgain(client, page);
    });
  };

  return (
    <EditorDialog modal={ref} className="editor-dialog--form" titleId={`${id}-title`} title={t('editor.addSectionTitle')} onClose={onClose}>
      <form className="editor-form" noValidate onSubmit={submit}>
        <fieldset className="editor-field editor-presets">
          <legend className="editor-field__label">{t('editor.preset')}</legend>
          {COLUMN_PRESETS.map((value) => (
            <label key={value} className="editor-presets__option">
              <input
                type="radio"
                name="preset"
                value={value}
                checked={values.preset === value}
                onChange={() => form.change({ preset: value })}
              />
              <span className={`editor-presets__picture editor-presets__picture--${value.toLowerCase()}`} aria-hidden="true" />
              {t(`editor.preset${value}`)}
            </label>
          ))}
        </fieldset>
        <PageField
          id={`${id}-class`}
          label={t('editor.extraClass')}
          value={values.extraClass}
          onChange={(extraClass) => form.change({ extraClass })}
          error={errors.extraClass}
        />
        <PageField
          id={`${id}-image`}
          label={t('editor.backgroundImage')}
          value={values.image}
          onChange={(image) => form.change({ image })}
          error={errors.image}
        />
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-form__button editor-form__button--primary">
            {t('editor.create')}
          </button>
          <DialogDismissButton modal={ref}>{t('editor.cancel')}</DialogDismissButton>
        </div>
      </form>
    </EditorDialog>
  );
}

/** issue 22 part 6: a copied section (clipboard.ts) pasted at this place of the page, with or without a section selected. */
function PasteSection({ pageId, position }: { pageId: string; position: number }) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const entry = useClipboard();
  if (entry?.block !== 'section') return null;
  return (
    <button
      type="button"
      className="editor-tools__button editor-tools__button--add"
      data-paste-section=""
      onClick={() =>
        void pasteAt(
          { context: { client, session, page }, t, refuse: session.refuse },
          entry,
          { kind: 'page', pageId, position },
          t('editor.copy.pasted'),
        )
      }
    >
      {t('editor.copy.pasteSection')}
    </button>
  );
}

export function AddSection({ pageId, position }: { pageId: string; position: number }) {
  const t = useEditorT();
  const [open, setOpen] = useState(false);
  return (
    <div className="editor-add-section">
      <button type="button" className="editor-tools__button editor-tools__button--add" onClick={() => setOpen(true)}>
        {t('editor.addSection')}
      </button>
      <PasteSection pageId={pageId} position={position} />
      {open ? <AddSectionDialog pageId={pageId} position={position} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
