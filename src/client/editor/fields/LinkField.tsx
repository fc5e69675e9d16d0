// A link field (issue 12 part 4): the text input stays (a path or an address typed as before,
// validated by the form), and two buttons open the link picker and the event finder, whose
// choice fills the input.
import { useState, type InputHTMLAttributes } from 'react';
import { useEditorT } from '../useEditorT';
import { EventFinderPopup } from '../popups/EventFinderPopup';
import { LinkPopup } from '../popups/LinkPopup';

export function LinkField({
  inputProps,
  value,
  onChange,
}: {
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useEditorT();
  const [open, setOpen] = useState<'link' | 'event' | null>(null);
  return (
    <div className="editor-picker">
      <input {...inputProps} type="text" inputMode="url" value={value} onChange={(event) => onChange(event.target.value)} />
      <div className="editor-picker__buttons">
        <button type="button" className="editor-form__button" aria-describedby={inputProps.id} onClick={() => setOpen('link')}>
          {t('editor.popups.chooseLink')}
        </button>
        <button type="button" className="editor-form__button" aria-describedby={inputProps.id} onClick={() => setOpen('event')}>
          {t('editor.popups.findEvent')}
        </button>
      </div>
      {open === 'link' ? <LinkPopup value={value} onChoose={onChange} onClose={() => setOpen(null)} /> : null}
      {open === 'event' ? <EventFinderPopup onChoose={onChange} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
