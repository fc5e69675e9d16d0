// Server-side validation of a form submission (spec 000 §3 "A form submission holds form (id)
// and field_values keyed by field slug", §5 public messages and DD-MM-YYYY dates). Pure: the
// caller looks up the form and the temp files the values refer to.
import { dmyToIso } from '../../shared/dates';
import { assertUnreachable } from '../../shared/assertUnreachable';
import type { Locale } from '../../shared/locales';
import { EMAIL_CONFIRM_SLUG, FIELD_TYPES, type FieldTypeCode } from './fieldTypes';
import { formMessage, type FormMessageKey } from './formMessages';

export interface FormFieldRule {
  slug: string;
  type: FieldTypeCode;
  required: boolean;
  visible: boolean;
  /** The allowed values of types 5, 6 and 7. */
  choices: readonly string[];
}

/** A temp file as an entry stores it. */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
  content_type: string;
}

export type EntryValue = string | number | boolean | string[] | StoredFile;
export type FieldErrors = Record<string, string[]>;
export type EntryValidation = { ok: true; values: Record<string, EntryValue> } | { ok: false; errors: FieldErrors };

/** Longest accepted text per type, in characters (after trimming). */
const MAX_LENGTH: Partial<Record<FieldTypeCode, number>> = {
  [FIELD_TYPES.text]: 255,
  [FIELD_TYPES.textarea]: 5000,
  [FIELD_TYPES.email]: 254,
  [FIELD_TYPES.url]: 2000,
  [FIELD_TYPES.hidden]: 255,
};
/** More keys than any form has fields: refuse before looking at them one by one. */
export const MAX_FIELD_VALUES = 200;

// RFC 5321 sizes (64-character local part, 254 in all), dot-atom local part, a domain of
// letter/digit labels with a top-level label of two letters or more (letters of any script).
const EMAIL =
  /^(?=.{1,64}@)[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;
const NUMBER = /^-?\d{1,15}(?:[.,]\d{1,6})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isTempFileId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Missing, null, blank text or an empty list. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The temp-file ids the values of a form's file fields name, to look them up before validating. */
export function referencedTempFileIds(fields: readonly FormFieldRule[], fieldValues: unknown): string[] {
  if (!isPlainObject(fieldValues)) return [];
  return fields.flatMap((field) => {
    const value = Object.hasOwn(fieldValues, field.slug) ? fieldValues[field.slug] : undefined;
    return field.type === FIELD_TYPES.file && isTempFileId(value) ? [value] : [];
  });
}

type Checked = { value: EntryValue } | { error: FormMessageKey; params?: Record<string, number> };

function checkText(value: unknown, type: FieldTypeCode): Checked {
  if (typeof value !== 'string') return { error: 'notText' };
  const text = value.trim();
  const max = MAX_LENGTH[type];
  if (max !== undefined && Array.from(text).length > max) return { error: 'tooLong', params: { max } };
  return { value: text };
}

function checkChoices(value: unknown, field: FormFieldRule): Checked {
  if (!Array.isArray(value)) return { error: 'notList' };
  const chosen: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string' || !field.choices.includes(item)) return { error: 'invalidChoice' };
    if (chosen.includes(item)) return { error: 'duplicateChoice' };
    chosen.push(item);
  }
  return { value: chosen };
}

/** One non-empty value against its field's type. */
function checkValue(value: unknown, field: FormFieldRule, files: ReadonlyMap<string, StoredFile>): Checked {
  switch (field.type) {
    case FIELD_TYPES.text:
    case FIELD_TYPES.textarea:
    case FIELD_TYPES.hidden:
      return checkText(value, field.type);
    case FIELD_TYPES.email: {
      const checked = checkText(value, field.type);
      // Whatever is wrong with it (not text, too long, malformed), it is not an e-mail address.
      return !('error' in checked) && typeof checked.value === 'string' && isEmail(checked.value) ? checked : { error: 'invalidEmail' };
    }
    case FIELD_TYPES.url: {
      const checked = checkText(value, field.type);
      if ('error' in checked) return checked;
      return typeof checked.value === 'string' && isHttpUrl(checked.value) ? checked : { error: 'invalidUrl' };
    }
    case FIELD_TYPES.number: {
      if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) < 1e15 ? { value } : { error: 'notNumber' };
      if (typeof value === 'string' && NUMBER.test(value.trim())) return { value: Number(value.trim().replace(',', '.')) };
      return { error: 'notNumber' };
    }
    case FIELD_TYPES.checkboxes:
    case FIELD_TYPES.multipleSelect:
      return checkChoices(value, field);
    case FIELD_TYPES.select:
      return typeof value === 'string' && field.choices.includes(value) ? { value } : { error: 'invalidChoice' };
    case FIELD_TYPES.date: {
      // spec 000 §5: two digits, two digits, four digits and a valid date.
      return typeof value === 'string' && dmyToIso(value) !== null ? { value } : { error: 'invalidDate' };
    }
    case FIELD_TYPES.file: {
      const file = isTempFileId(value) ? files.get(value) : undefined;
      return file ? { value: file } : { error: 'invalidFile' };
    }
    case FIELD_TYPES.checkbox:
      return typeof value === 'boolean' ? { value } : { error: 'notBoolean' };
    default:
      return assertUnreachable(field.type);
  }
}

/**
 * Checks `field_values` against the form's fields. `files` holds the live temp files among
 * referencedTempFileIds(); a file field naming any other id is an error.
 */
export function validateEntry(
  fields: readonly FormFieldRule[],
  fieldValues: unknown,
  lang: Locale,
  files: ReadonlyMap<string, StoredFile> = new Map(),
): EntryValidation {
  const errors: FieldErrors = {};
  const fail = (slug: string, key: FormMessageKey, params?: Record<string, number>) => {
    (errors[slug] ??= []).push(formMessage(key, lang, params));
  };
  if (!isPlainObject(fieldValues)) return { ok: false, errors: { field_values: [formMessage('notObject', lang)] } };
  const keys = Object.keys(fieldValues);
  if (keys.length > MAX_FIELD_VALUES) return { ok: false, errors: { field_values: [formMessage('tooManyFields', lang)] } };

  const bySlug = new Map(fields.map((field) => [field.slug, field]));
  for (const key of keys) {
    if (key !== EMAIL_CONFIRM_SLUG && !bySlug.has(key)) fail(key, 'unknownField');
  }

  const values: Record<string, EntryValue> = {};
  for (const field of fields) {
    const raw = Object.hasOwn(fieldValues, field.slug) ? fieldValues[field.slug] : undefined;
    // An unticked required box counts as empty (a consent that was not given).
    const unticked = field.type === FIELD_TYPES.checkbox && raw === false;
    if (isEmpty(raw) || (unticked && field.required)) {
      // A field the visitor cannot see cannot be demanded of them.
      if (field.required && field.visible) fail(field.slug, 'required');
      continue;
    }
    const checked = checkValue(raw, field, files);
    if ('error' in checked) fail(field.slug, checked.error, checked.params);
    else values[field.slug] = checked.value;
  }

  // spec 000 §3: email2 is never required; when given it must repeat the form's e-mail address.
  const confirmation = Object.hasOwn(fieldValues, EMAIL_CONFIRM_SLUG) ? fieldValues[EMAIL_CONFIRM_SLUG] : undefined;
  if (!isEmpty(confirmation)) {
    const emailField = fields.find((field) => field.type === FIELD_TYPES.email);
    const email = emailField ? fieldValues[emailField.slug] : undefined;
    if (typeof confirmation !== 'string') fail(EMAIL_CONFIRM_SLUG, 'notText');
    else if (emailField && (typeof email !== 'string' || email.trim() !== confirmation.trim())) fail(EMAIL_CONFIRM_SLUG, 'emailMismatch');
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
