// One field of the module edit form (issue 12 part 2): its label, control, message and help, by
// the field's type in the one description (src/shared/editor/moduleFields.ts). Types with an
// editor of their own (rich text, pickers, item lists) get it here; the rest are native controls.
import { type FieldDescription, type FormValue } from '../../../shared/editor/moduleFields';
import type { EditorTextKey } from '../../../shared/i18n/editorTranslator';
import { useEditorT } from '../useEditorT';
import { FaqItemsField } from './FaqItemsField';
import { RichTextField } from './RichTextField';
import { IdChecklist, IdSelect } from './IdField';
import { LinkField } from './LinkField';
import { MediaField, type SiblingFields } from './MediaField';

export interface FieldControlProps {
  field: FieldDescription;
  value: FormValue;
  error: string | undefined;
  known: boolean;
  id: string;
  onChange: (value: FormValue) => void;
  /** The form's other fields (the image picker fills imageAlt too). */
  sibling?: SiblingFields;
}

export function FieldControl({ field, value, error, known, id, onChange, sibling }: FieldControlProps) {
  const t = useEditorT();
  // Every field name and option has its label (moduleFields.test.ts checks both languages).
  const label = t(`editor.fields.${field.name}` as EditorTextKey);
  const notes: string[] = [];
  if (field.type === 'richText') notes.push(t('editor.richTextHelp'));
  if (field.type === 'datetime') notes.push(t('editor.datetimeHelp'));
  if (field.type === 'link') notes.push(t('editor.linkHelp'));
  if (field.type === 'media') notes.push(t('editor.mediaHelp'));
  if (field.maxLength !== undefined && (field.type === 'longText' || field.maxLength > 300))
    notes.push(t('editor.maxLength', { max: field.maxLength }));
  if (!known) notes.push(t('editor.unknownValue'));
  const helpId = notes.length > 0 ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required ? true : undefined,
  } as const;

  if (field.type === 'richText')
    return (
      <RichTextField
        id={id}
        label={label}
        required={field.required === true}
        value={value}
        error={error}
        notes={notes}
        onChange={onChange}
      />
    );
  if (field.type === 'faqItems')
    return <FaqItemsField id={id} label={label} value={value} error={error} notes={notes} onChange={onChange} />;
  if (field.type === 'boolean') {
    return (
      <div className="editor-field editor-field--check">
        <input type="checkbox" {...common} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (field.type === 'idList') return <IdChecklist field={field} id={id} label={label} value={text} error={error} onChange={onChange} />;
  let control;
  if (field.type === 'link') control = <LinkField inputProps={common} value={text} onChange={onChange} />;
  else if (field.type === 'media')
    control = <MediaField field={field} inputProps={common} value={text} onChange={onChange} sibling={sibling} />;
  else if (field.type === 'id') control = <IdSelect field={field} selectProps={common} value={text} onChange={onChange} />;
  else if (field.type === 'select') {
    control = (
      <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('editor.options.none')}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {t(`editor.options.${option}` as EditorTextKey)}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'longText' || field.type === 'embed') {
    control = <textarea {...common} rows={4} value={text} onChange={(event) => onChange(event.target.value)} />;
  } else {
    const type = field.type === 'number' ? 'number' : field.type === 'videoUrl' ? 'url' : 'text';
    control = (
      <input
        {...common}
        type={type}
        min={field.type === 'number' ? field.min : undefined}
        max={field.type === 'number' ? field.max : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className="editor-field">
      <label htmlFor={id} className="editor-field__label">
        {label}
        {field.required ? <span className="editor-field__required"> {t('editor.required')}</span> : null}
      </label>
      {control}
      {error ? (
        <p id={errorId} className="editor-field__error">
          {error}
        </p>
      ) : null}
      {helpId ? (
        <p id={helpId} className="editor-field__help">
          {notes.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
