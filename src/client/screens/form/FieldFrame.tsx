// What every field of the forms page has around its control (spec 000 §3 "Form"): its label (a
// fieldset's legend for a group), the required mark that assistive technology reads too, and the
// help text and error under it, both named by the control's aria-describedby.
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { FormField } from './formState';

function RequiredMark() {
  const t = useT();
  return (
    <span className="form-field__required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('forms.requiredMark')})</span>
    </span>
  );
}

/** The field's label text with its required mark. */
function LabelText({ field }: { field: FormField }) {
  return (
    <>
      {field.label}
      {field.required ? <RequiredMark /> : null}
    </>
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

/** The ids that describe a control: its error first, then its help text and what else it names. */
export function describedBy(id: string, help: string | null, errors: readonly string[], extra?: string): string | undefined {
  const ids = [errors.length > 0 ? `${id}-error` : null, help ? `${id}-help` : null, extra ?? null].filter(
    (value): value is string => value !== null,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface FrameProps {
  field: FormField;
  id: string;
  errors: readonly string[];
  children: ReactNode;
}

/**
 * One control with its label above it (`check`: a checkbox, its label after it), help and error
 * below.
 */
export function FieldFrame({ field, id, errors, check = false, children }: FrameProps & { check?: boolean }) {
  const label = (
    <label className={check ? undefined : 'form-field__label'} htmlFor={id}>
      <LabelText field={field} />
    </label>
  );
  return (
    <div className={check ? 'form-field form-field--check' : 'form-field'}>
      {check ? null : label}
      {children}
      {check ? label : null}
      <Described id={id} help={field.helpText} errors={errors} />
    </div>
  );
}

/** A group of controls (the checkboxes) in a fieldset named by its legend. */
export function FieldGroup({ field, id, errors, children }: FrameProps) {
  return (
    <fieldset
      className="form-field form-field--group"
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy(id, field.helpText, errors)}
      aria-invalid={errors.length > 0 ? true : undefined}
    >
      <legend className="form-field__label">
        <LabelText field={field} />
      </legend>
      {children}
      <Described id={id} help={field.helpText} errors={errors} />
    </fieldset>
  );
}
