// One field of the forms page (spec 000 §3 "Form"): its control by kind, in the frame of its label,
// help text and error (FieldFrame.tsx). Accessible by construction: every control has a label
// (groups a fieldset and legend), required fields say so to assistive technology, and an error
// sets aria-invalid and is named by aria-describedby next to the help text.
import type { ChangeEvent } from 'react';
import { assertUnreachable } from '../../../shared/assertUnreachable';
import { useT } from '../../i18n';
import type { FieldValue, FormField } from './formState';
import { describedBy, FieldFrame, FieldGroup } from './FieldFrame';
import { FileFieldControl, type FileFieldState } from './FileFieldControl';

export interface FieldControlProps {
  field: FormField;
  value: FieldValue;
  /** The messages shown under the field (the first is the current one). */
  errors: readonly string[];
  idOf: (slug: string) => string;
  onChange: (slug: string, value: FieldValue) => void;
  onBlur: (slug: string) => void;
  file: FileFieldState;
  onFile: (field: FormField, file: File | null) => void;
}

function textType(field: FormField): { type: string; inputMode?: 'decimal' | 'numeric' | 'email' | 'url'; autoComplete?: string } {
  switch (field.kind) {
    case 'EMAIL':
    case 'EMAIL_CONFIRM':
      return { type: 'email', autoComplete: field.kind === 'EMAIL' ? 'email' : 'off' };
    case 'NUMBER':
      // Text with a decimal keyboard: '12,5' is a number in German, which type=number refuses.
      return { type: 'text', inputMode: 'decimal' };
    case 'DATE':
      // spec 000 §5: DD-MM-YYYY as typed; a date picker would send another format.
      return { type: 'text', inputMode: 'numeric' };
    case 'URL':
      return { type: 'url' };
    default:
      return { type: 'text' };
  }
}

function ChoiceOptions({ field }: { field: FormField }) {
  return field.choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

/** The choices of a CHECKBOXES field, each a checkbox with its label. */
function Checkboxes({
  field,
  id,
  chosen,
  onChange,
  onBlur,
}: Pick<FieldControlProps, 'field' | 'onChange' | 'onBlur'> & { id: string; chosen: readonly string[] }) {
  return (
    <ul className="form-field__choices">
      {field.choices.map((choice, index) => (
        <li key={choice.value}>
          <input
            type="checkbox"
            className="form-field__check"
            id={`${id}-${index}`}
            name={field.slug}
            value={choice.value}
            checked={chosen.includes(choice.value)}
            onBlur={() => onBlur(field.slug)}
            onChange={(event) =>
              onChange(field.slug, event.target.checked ? [...chosen, choice.value] : chosen.filter((item) => item !== choice.value))
            }
          />
          <label htmlFor={`${id}-${index}`}>{choice.label}</label>
        </li>
      ))}
    </ul>
  );
}

export function FormFieldControl({ field, value, errors, idOf, onChange, onBlur, file, onFile }: FieldControlProps) {
  const t = useT();
  const id = idOf(field.slug);
  const invalid = errors.length > 0 ? true : undefined;
  const common = {
    id,
    name: field.slug,
    'aria-invalid': invalid,
    'aria-describedby': describedBy(id, field.helpText, errors),
    required: field.required,
    onBlur: () => onBlur(field.slug),
  };
  const frame = { field, id, errors };
  const text = typeof value === 'string' ? value : '';
  const chosen = Array.isArray(value) ? (value as readonly string[]) : [];

  switch (field.kind) {
    case 'TEXTAREA':
      return (
        <FieldFrame {...frame}>
          <textarea
            {...common}
            className="form-field__input form-field__input--area"
            rows={6}
            value={text}
            placeholder={field.placeholder ?? undefined}
            onChange={(event) => onChange(field.slug, event.target.value)}
          />
        </FieldFrame>
      );
    case 'SELECT':
      return (
        <FieldFrame {...frame}>
          <select
            {...common}
            className="form-field__input form-field__select"
            value={text}
            onChange={(event) => onChange(field.slug, event.target.value)}
          >
            <option value="">{t('forms.chooseOption')}</option>
            <ChoiceOptions field={field} />
          </select>
        </FieldFrame>
      );
    case 'MULTI_SELECT':
      return (
        <FieldFrame {...frame}>
          <select
            {...common}
            multiple
            size={Math.min(6, Math.max(3, field.choices.length))}
            className="form-field__input form-field__select form-field__select--multiple"
            value={[...chosen]}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              onChange(
                field.slug,
                Array.from(event.target.selectedOptions, (option) => option.value),
              )
            }
          >
            <ChoiceOptions field={field} />
          </select>
        </FieldFrame>
      );
    case 'CHECKBOXES':
      return (
        <FieldGroup {...frame}>
          <Checkboxes field={field} id={id} chosen={chosen} onChange={onChange} onBlur={onBlur} />
        </FieldGroup>
      );
    case 'CHECKBOX':
      return (
        <FieldFrame {...frame} check>
          <input
            {...common}
            type="checkbox"
            className="form-field__check"
            checked={value === true}
            onChange={(event) => onChange(field.slug, event.target.checked)}
          />
        </FieldFrame>
      );
    case 'FILE':
      return (
        <FieldFrame {...frame}>
          <FileFieldControl
            field={field}
            id={id}
            value={value}
            state={file}
            invalid={invalid}
            describedBy={describedBy(id, field.helpText, errors, field.helpText ? undefined : `${id}-hint`)}
            onFile={onFile}
            onBlur={() => onBlur(field.slug)}
          />
        </FieldFrame>
      );
    case 'HIDDEN':
      return null;
    case 'TEXT':
    case 'EMAIL':
    case 'EMAIL_CONFIRM':
    case 'NUMBER':
    case 'DATE':
    case 'URL':
      return (
        <FieldFrame {...frame}>
          <input
            {...common}
            {...textType(field)}
            className="form-field__input"
            value={text}
            placeholder={field.placeholder ?? undefined}
            onChange={(event) => onChange(field.slug, event.target.value)}
          />
        </FieldFrame>
      );
    default:
      return assertUnreachable(field.kind);
  }
}
