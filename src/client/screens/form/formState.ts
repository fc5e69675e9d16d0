// The forms page's values and checks, apart from React so they can be tested alone.
// spec 000 §5: initial values (type 9 null; 5 and 7 a list holding the default; others the
// default), 'This field is required!' and 'Invalid e-mail address!'; spec 000 §3: the appended
// e-mail confirmation (email2), not required, must match the form's e-mail when filled.
import { dmyToIso } from '../../../shared/calendarDays';
import type { FormFieldKind, FormScreenQuery, FormValueInput } from '../../generated/operations';
import type { TempFile } from './uploadTempFile';

export type FormField = NonNullable<FormScreenQuery['form']>['fields'][number];

export type FieldValue = string | readonly string[] | boolean | TempFile | null;
export type FormValues = Readonly<Record<string, FieldValue>>;

/** What a check can say about a field; the screen turns each into the page's text. */
export type FieldProblem = 'required' | 'invalidEmail' | 'emailMismatch' | 'invalidDate' | 'invalidNumber' | 'invalidUrl';

/** The gateway's limit (GRAPHQL_UPLOAD_MAX_BYTES' default); a larger file is refused before it is sent. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The upstream's accepted types (src/cms/README.md "Forms": the extension and the content must agree). */
export const UPLOAD_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.docx', '.odt'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

function isList(kind: FormFieldKind): boolean {
  return kind === 'CHECKBOXES' || kind === 'MULTI_SELECT';
}

/** spec 000 §5: the value a field starts with. */
export function initialValue(field: FormField): FieldValue {
  switch (field.kind) {
    case 'FILE':
      return null;
    case 'CHECKBOXES':
    case 'MULTI_SELECT':
      return field.defaultValue ? [field.defaultValue] : [];
    case 'CHECKBOX':
      return field.defaultValue === 'true';
    default:
      return field.defaultValue ?? '';
  }
}

export function initialValues(fields: readonly FormField[]): Record<string, FieldValue> {
  return Object.fromEntries(fields.map((field) => [field.slug, initialValue(field)]));
}

/** The fields a visitor sees and fills in (hidden ones keep their default and are sent by the gateway). */
export function visibleFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((field) => field.visible && field.kind !== 'HIDDEN');
}

function isEmpty(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The first e-mail field of the form: the one email2 repeats. */
export function primaryEmailSlug(fields: readonly FormField[]): string | null {
  return fields.find((field) => field.kind === 'EMAIL')?.slug ?? null;
}

/** The problem of one field's value, or null. */
export function checkField(field: FormField, values: FormValues, fields: readonly FormField[]): FieldProblem | null {
  const value = values[field.slug];
  if (field.required && isEmpty(value)) return 'required';
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  switch (field.kind) {
    case 'EMAIL':
      return EMAIL.test(text) ? null : 'invalidEmail';
    case 'EMAIL_CONFIRM': {
      const primary = primaryEmailSlug(fields);
      const original = primary ? values[primary] : null;
      if (!EMAIL.test(text)) return 'invalidEmail';
      return typeof original === 'string' && original.trim().toLowerCase() === text.toLowerCase() ? null : 'emailMismatch';
    }
    case 'DATE':
      return dmyToIso(text) ? null : 'invalidDate';
    case 'NUMBER':
      return NUMBER.test(text) ? null : 'invalidNumber';
    case 'URL':
      return isHttpUrl(text) ? null : 'invalidUrl';
    default:
      return null;
  }
}

/** Every problem of the visible fields, in the form's order. */
export function checkForm(fields: readonly FormField[], values: FormValues): { slug: string; problem: FieldProblem }[] {
  return visibleFields(fields).flatMap((field) => {
    const problem = checkField(field, values, fields);
    return problem ? [{ slug: field.slug, problem }] : [];
  });
}

/** The values as Mutation.submitFormEntry takes them; an empty value sets no member. */
export function toInputs(fields: readonly FormField[], values: FormValues): FormValueInput[] {
  return visibleFields(fields).map((field) => {
    const value = values[field.slug] ?? null;
    if (isList(field.kind)) return { slug: field.slug, list: Array.isArray(value) ? [...(value as readonly string[])] : [] };
    if (field.kind === 'CHECKBOX') return { slug: field.slug, flag: value === true };
    if (field.kind === 'FILE')
      return value !== null && typeof value === 'object' && 'id' in value ? { slug: field.slug, fileId: value.id } : { slug: field.slug };
    return typeof value === 'string' && value.trim() !== '' ? { slug: field.slug, text: value.trim() } : { slug: field.slug };
  });
}

/** The file's extension is one the upstream takes. */
export function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return UPLOAD_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** A size for people: '2,4 MB' / '2.4 MB', '800 kB'. */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number) => new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} kB`;
  return `${bytes} B`;
}
