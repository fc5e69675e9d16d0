// A media field (issue 12 part 4): the media path stays typeable, and 'Choose picture…' opens the
// image picker (library and upload). For a picture of a module with alternative text, the picker
// asks for it and fills the module's imageAlt field too.
import { useState, type InputHTMLAttributes } from 'react';
import type { FieldDescription, FormValue } from '../../../shared/editor/moduleFields';
import { useT } from '../../i18n';
import { MediaPopup } from '../popups/MediaPopup';

/** The other fields of the same form, for pickers that fill more than their own. */
export interface SiblingFields {
  has: (name: string) => boolean;
  set: (name: string, value: FormValue) => void;
}

export function MediaField({ field, inputProps, value, onChange, sibling }: { field: FieldDescription; inputProps: InputHTMLAttributes<HTMLInputElement>; value: string; onChange: (value: string) => void; sibling: SiblingFields | undefined }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const kind = field.media ?? 'image';
  // The module's picture has its alternative text beside it (imageAlt); a video's poster too.
  const altField = kind === 'image' && field.name === 'image' && sibling?.has('imageAlt') ? 'imageAlt' : null;
  return (
    <div className="editor-picker">
      <input {...inputProps} type="text" value={value} onChange={(event) => onChange(event.target.value)} />
      <div className="editor-picker__buttons">
        <button type="button" className="editor-form__button" aria-describedby={inputProps.id} onClick={() => setOpen(true)}>
          {t(kind === 'image' ? 'editor.popups.chooseImage' : 'editor.popups.chooseFile')}
        </button>
      </div>
      {open ? (
        <MediaPopup
          kind={kind}
          askAlt={altField !== null}
          onChoose={(chosen) => {
            onChange(chosen.path);
            if (altField && chosen.alt !== undefined) sibling?.set(altField, chosen.alt);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
