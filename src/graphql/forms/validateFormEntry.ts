// A form submission checked against the form's field definitions before the upstream is asked
// (spec 000 §5: 'This field is required!', 'Invalid e-mail address!', DD-MM-YYYY dates). The
// upstream checks everything again (choices, lengths, files, the e-mail confirmation).
import type { Locale } from '../../shared/locales';
import { rules, type Violation } from '../../shared/validation';
import { apiMessage } from '../apiMessage';
import { addFieldError, violationMessage, type FieldErrors } from '../fieldErrors';
import type { FormFieldKind } from '../generated/resolvers';
import type { FormFieldValue } from '../sources/FormsApi';

/** What the checks need of a field definition (forms/resolvers' mapped form field). */
export interface FieldRule {
  slug: string;
  kind: FormFieldKind;
  required: boolean;
  visible: boolean;
  defaultValue: string | null;
}

export interface FormValueInput {
  slug: string;
  text?: string | null | undefined;
  list?: readonly string[] | null | undefined;
  flag?: boolean | null | undefined;
  fileId?: string | null | undefined;
}

/** The upstream takes at most 200 values (src/cms/README.md "Forms"). */
const MAX_FORM_VALUES = 200;

function valueOf(input: FormValueInput): { value: FormFieldValue; members: number } {
  const members = [input.text, input.list, input.flag, input.fileId].filter((member) => member !== null && member !== undefined);
  if (input.text !== null && input.text !== undefined) return { value: input.text, members: members.length };
  if (input.list !== null && input.list !== undefined) return { value: [...input.list], members: members.length };
  if (input.flag !== null && input.flag !== undefined) return { value: input.flag, members: members.length };
  if (input.fileId !== null && input.fileId !== undefined) return { value: input.fileId, members: members.length };
  return { value: null, members: 0 };
}

function problemOf(field: FieldRule, value: FormFieldValue | undefined): Violation | null {
  // spec 000 §5 / README: required counts only for visible fields; a required single checkbox is a consent.
  if (field.required && field.visible) {
    const required = field.kind === 'CHECKBOX' ? (value === true ? null : { key: 'required' as const }) : rules.required(value);
    if (required) return required;
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (field.kind === 'EMAIL') return rules.email(value);
  if (field.kind === 'DATE') return rules.dmyDate(value.trim());
  return null;
}

/**
 * The upstream's field_values, or the problems by slug (in the caller's language). Hidden
 * fields the client left out take their default (spec 000 §5: other types start with the default).
 */
export function validateFormEntry(
  form: { fields: readonly FieldRule[] },
  inputs: readonly FormValueInput[],
  locale: Locale,
): { ok: true; fieldValues: Record<string, FormFieldValue> } | { ok: false; fieldErrors: FieldErrors } {
  const errors: FieldErrors = {};
  const fieldValues: Record<string, FormFieldValue> = {};
  if (inputs.length > MAX_FORM_VALUES)
    return { ok: false, fieldErrors: { values: [apiMessage(locale, 'formTooManyValues', { max: MAX_FORM_VALUES })] } };
  for (const input of inputs) {
    const { value, members } = valueOf(input);
    if (members > 1) addFieldError(errors, input.slug, apiMessage(locale, 'formOneValue'));
    if (Object.hasOwn(fieldValues, input.slug)) addFieldError(errors, input.slug, apiMessage(locale, 'formGivenTwice'));
    fieldValues[input.slug] = value;
  }
  for (const field of form.fields) {
    if (!Object.hasOwn(fieldValues, field.slug) && field.kind === 'HIDDEN' && field.defaultValue !== null) {
      fieldValues[field.slug] = field.defaultValue;
    }
    const problem = problemOf(field, fieldValues[field.slug]);
    if (problem) addFieldError(errors, field.slug, violationMessage(problem, locale));
  }
  return Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, fieldValues };
}
