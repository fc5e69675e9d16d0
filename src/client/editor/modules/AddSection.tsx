// 'Add section' between and after a page's sections (issue 12 part 2; spec 000 §3, §7): a modal
// form with the six column presets (a radio group), an extra class and a background image.
import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import { validateField } from '../../../shared/editor/moduleFields';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorCreateSectionDocument } from '../../generated/documents/EditorCreateSectionDocument';
import type { ColumnPreset } from '../../generated/operations';
import { useEditorT } from '../useEditorT';
import { recordSectionAdd } from '../history/history';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { COLUMN_PRESETS } from '../panel/SectionPanel';
import { useModal } from './useModal';
import { askPageAgain } from '../safety/pageState';
import { useClipboard } from '../blocks/clipboard';
import { pasteAt } from '../blocks/copyPaste';

function AddSectionDialog({ pageId, position, onClose }: { pageId: string; position: number; onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const ref = useModal('input[type="radio"]:checked');
  const [preset, setPreset] = useState<ColumnPreset>('FULL');
  const [extraClass, setExtraClass] = useState('');
  const [image, setImage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const classProblem = validateField({ name: 'extraClass', upstream: 'extra_class', type: 'text', maxLength: 100 }, extraClass);
    if (classProblem) {
      setErrors({ extraClass: t(`editor.validation.${classProblem.key}`, classProblem.values) });
      document.getElementById(`${id}-class`)?.focus();
      return;
    }
    const result = await session.saveForm(
      () =>
        client.mutate({
          mutation: EditorCreateSectionDocument,
          variables: { locale, input: { pageId, position, preset, extraClass: extraClass.trim() || null, image: image.trim() || null } },
        }),
      t('editor.sectionAdded'),
    );
    if (result.ok) {
      ref.current?.close();
      const created = result.value.data?.createSection.id;
      if (created) await recordSectionAdd({ client, session, page }, pageId, created, position);
      await askPageAgain(client, page);
    } else if (result.fieldErrors) {
      const next: Record<string, string> = {};
      for (const [path, messages] of Object.entries(result.fieldErrors)) next[path.endsWith('image') ? 'image' : 'extraClass'] = messages[0] ?? '';
      setErrors(next);
      document.getElementById(`${id}-${next.extraClass ? 'class' : 'image'}`)?.focus();
    }
  };

  return (
    <dialog ref={ref} className="editor-dialog editor-dialog--form" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="editor-dialog__header">
        <h2 id={`${id}-title`} className="editor-dialog__title">
          {t('editor.addSectionTitle')}
        </h2>
        <button type="button" className="editor-dialog__close" aria-label={t('editor.close')} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <form className="editor-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="editor-field editor-presets">
          <legend className="editor-field__label">{t('editor.preset')}</legend>
          {COLUMN_PRESETS.map((value) => (
            <label key={value} className="editor-presets__option">
              <input type="radio" name="preset" value={value} checked={preset === value} onChange={() => setPreset(value)} />
              <span className={`editor-presets__picture editor-presets__picture--${value.toLowerCase()}`} aria-hidden="true" />
              {t(`editor.preset${value}`)}
            </label>
          ))}
        </fieldset>
        {(
          [
            ['class', 'extraClass', extraClass, setExtraClass, t('editor.extraClass')],
            ['image', 'image', image, setImage, t('editor.backgroundImage')],
          ] as const
        ).map(([suffix, key, value, set, label]) => (
          <div key={key} className="editor-field">
            <label htmlFor={`${id}-${suffix}`} className="editor-field__label">
              {label}
            </label>
            <input
              id={`${id}-${suffix}`}
              type="text"
              value={value}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? `${id}-${suffix}-error` : undefined}
              onChange={(event) => set(event.target.value)}
            />
            {errors[key] ? (
              <p id={`${id}-${suffix}-error`} className="editor-field__error">
                {errors[key]}
              </p>
            ) : null}
          </div>
        ))}
        <div className="editor-dialog__actions">
          <button type="submit" className="editor-form__button editor-form__button--primary">
            {t('editor.create')}
          </button>
          <button type="button" className="editor-form__button" onClick={() => ref.current?.close()}>
            {t('editor.cancel')}
          </button>
        </div>
      </form>
    </dialog>
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
      onClick={() => void pasteAt({ context: { client, session, page }, t, refuse: session.refuse }, entry, { kind: 'page', pageId, position }, t('editor.copy.pasted'))}
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
