// The image picker's second step for a picture of a module with alternative text (spec 000 §7;
// issue 12 part 4): the alt text is required, unless the picture is marked decorative (then it is
// stored empty, and screen readers skip the picture).
import { useEffect, useId, useRef, useState } from 'react';
import { useEditorT } from '../useEditorT';
import type { MediaItem } from './MediaLibrary';

export function MediaAltStep({ item, onUse, onBack }: { item: MediaItem; onUse: (alt: string) => void; onBack: () => void }) {
  const t = useEditorT();
  const id = useId();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [altProblem, setAltProblem] = useState(false);
  const altInput = useRef<HTMLInputElement>(null);
  // The step takes the focus once it is shown (the button that led here is gone).
  useEffect(() => altInput.current?.focus(), []);

  return (
    <form
      className="editor-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!decorative && alt.trim() === '') {
          setAltProblem(true);
          altInput.current?.focus();
          return;
        }
        onUse(decorative ? '' : alt.trim());
      }}
    >
      <h3 className="editor-popup__subtitle">{t('editor.popups.describe')}</h3>
      {item.image?.small ? <img className="editor-popup__preview" src={item.image.small} alt="" width={320} height={180} /> : null}
      <p className="editor-field__help">{t('editor.popups.chosen', { name: item.name })}</p>
      <div className="editor-field">
        <label htmlFor={`${id}-alt`} className="editor-field__label">
          {t('editor.popups.altText')}
          {decorative ? null : <span className="editor-field__required"> {t('editor.required')}</span>}
        </label>
        <input
          ref={altInput}
          id={`${id}-alt`}
          type="text"
          maxLength={300}
          value={alt}
          disabled={decorative}
          aria-required={!decorative}
          aria-invalid={altProblem || undefined}
          aria-describedby={`${altProblem ? `${id}-alt-error ` : ''}${id}-alt-help`}
          onChange={(event) => {
            setAlt(event.target.value);
            setAltProblem(false);
          }}
        />
        {altProblem ? (
          <p id={`${id}-alt-error`} className="editor-field__error">
            {t('editor.popups.altRequired')}
          </p>
        ) : null}
        <p id={`${id}-alt-help`} className="editor-field__help">
          {t('editor.popups.altHelp')}
        </p>
      </div>
      <div className="editor-field editor-field--check">
        <input
          id={`${id}-decorative`}
          type="checkbox"
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.target.checked);
            setAltProblem(false);
          }}
        />
        <label htmlFor={`${id}-decorative`}>{t('editor.popups.decorative')}</label>
      </div>
      <div className="editor-dialog__actions">
        <button type="submit" className="editor-form__button editor-form__button--primary">
          {t('editor.popups.usePicture')}
        </button>
        <button type="button" className="editor-form__button" onClick={onBack}>
          {t('editor.popups.back')}
        </button>
      </div>
    </form>
  );
}
