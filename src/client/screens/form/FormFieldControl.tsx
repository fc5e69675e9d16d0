// One field of the forms page (spec 000 §3 "Form"): its control by kind, its label, help text and
// error. Accessible by construction: every control has a label (groups a fieldset and legend),
// required fields say so to assistive technology, and an error sets aria-invalid and is named by
// aria-describedby next to the help text.
import type { ChangeEvent, ReactNode } from 'react';
import { assertUnreachable } from '../../../shared/assertUnreachable';
import { useT } from '../../i18n';
import type { FieldValue, FormField } from './formState';
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

function RequiredMark() {
  const t = useT();
  return (
    <span className="form-field__required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('forms.requiredMark')})</span>
    </span>
  );
}

function Described({ id, help, errors }: { id: string; help: string | null; errors: readonly string[] }) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className="form-field__help">
          {help}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="form-field__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  );
}

function describedBy(id: string, help: string | null, errors: readonly string[], extra?: string): string | undefined {
  const ids = [errors.length > 0 ? `${id}-error` : null, help ? `${id}-help` : null, extra ?? null].filter((value): value is string => value !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
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

function Group({ field, id, errors, children }: { field: FormField; id: string; errors: readonly string[]; children: ReactNode }) {
  return (
    <fieldset
      className="form-field form-field--group"
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy(id, field.helpText, errors)}
      aria-invalid={errors.length > 0 ? true : undefined}
    >
      <legend className="form-field__label">
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </legend>
      {children}
      <Described id={id} help={field.helpText} errors={errors} />
    </fieldset>
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
  const label = (
    <label className="form-field__label" htmlFor={id}>
      {field.label}
      {field.required ? <RequiredMark /> : null}
    </label>
  );

  switch (field.kind) {
    case 'TEXTAREA':
      return (
        <div className="form-field">
          {label}
          <textarea
            {...common}
            className="form-field__input form-field__input--area"
            rows={6}
            value={typeof value === 'string' ? value : ''}
            placeholder={field.placeholder ?? undefined}
            onChange={(event) => onChange(field.slug, event.target.value)}
          />
          <Described id={id} help={field.helpText} errors={errors} />
        </div>
      );
    case 'SELECT':
      return (
        <div className="form-field">
          {label}
          <select {...common} className="form-field__input form-field__select" value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(field.slug, event.target.value)}>
            <option value="">{t('forms.chooseOption')}</option>
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <Described id={id} help={field.helpText} errors={errors} />
        </div>
      );
    case 'MULTI_SELECT': {
      const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
      return (
        <div className="form-field">
          {label}
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
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <Described id={id} help={field.helpText} errors={errors} />
        </div>
      );
    }
    case 'CHECKBOXES': {
      const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
      return (
        <Group field={field} id={id} errors={errors}>
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
        </Group>
      );
    }
    case 'CHECKBOX':
      return (
        <div className="form-field form-field--check">
          <input {...common} type="checkbox" className="form-field__check" checked={value === true} onChange={(event) => onChange(field.slug, event.target.checked)} />
          <label htmlFor={id}>
            {field.label}
            {field.required ? <RequiredMark /> : null}
          </label>
          <Described id={id} help={field.helpText} errors={errors} />
        </div>
      );
    case 'FILE':
      return (
        <div className="form-field">
          {label}
          <FileFieldControl field={field} id={id} value={value} state={file} invalid={invalid} describedBy={describedBy(id, field.helpText, errors, field.helpText ? undefined : `${id}-hint`)} onFile={onFile} onBlur={() => onBlur(field.slug)} />
          <Described id={id} help={field.helpText} errors={errors} />
        </div>
      );
    case 'HIDDEN':
      return null;
    case 'TEXT':
    case 'EMAIL':
    case 'EMAIL_CONFIRM':
    case 'NUMBER':
    case 'DATE':
    case 'URL': {
      const kind = textType(field);
      return (
        <div className="form-field">
          {label}
          <input
            {...common}
            {...kind}
            className="form-field__input"
            value={typeof value === 'string' ? value : ''}
            placeholder={field.placeholder ?? undefined}
            onChange={(event) => onChange(field.slug, event.target.value)}
          />
          <Described id={id} help={field.helpText} errors={errors} />
        </div>
      );
    }
    default:
      return assertUnreachable(field.kind);
  }
}
