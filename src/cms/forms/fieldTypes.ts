// The form field types by numeric code. spec 000 §5 fixes three of them by number ("type 9
// starts null; types 5 and 7 start as a list"); the rest follow the usual form-builder order.
// README "Forms" documents the same table.

export const FIELD_TYPES = {
  text: 1,
  textarea: 2,
  email: 3,
  number: 4,
  /** Several checkboxes: a list of choice values (spec 000 §5: starts as a list). */
  checkboxes: 5,
  select: 6,
  /** A multiple select: a list of choice values (spec 000 §5: starts as a list). */
  multipleSelect: 7,
  /** DD-MM-YYYY (spec 000 §5). */
  date: 8,
  /** A temp-file id from POST /{lang}/api/temp-files/ (spec 000 §5: starts null). */
  file: 9,
  /** One checkbox: true or false; required means it must be ticked (a consent). */
  checkbox: 10,
  url: 11,
  hidden: 12,
} as const;

type FieldTypeName = keyof typeof FIELD_TYPES;
export type FieldTypeCode = (typeof FIELD_TYPES)[FieldTypeName];

/** spec 000 §3: the always appended confirmation field. */
export const EMAIL_CONFIRM_SLUG = 'email2';
export const EMAIL_CONFIRM_TYPE = 'emailconfirm';

const CODES: ReadonlySet<number> = new Set(Object.values(FIELD_TYPES));

export function isFieldTypeCode(value: number): value is FieldTypeCode {
  return CODES.has(value);
}
