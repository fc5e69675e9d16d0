// One form with its fields, as GET /{lang}/api/forms/{id}/ answers it (spec 000 §3 "Form") and
// as the entry validation needs it.
import type { Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';
import { EMAIL_CONFIRM_SLUG, EMAIL_CONFIRM_TYPE, isFieldTypeCode, type FieldTypeCode } from './fieldTypes';
import type { FormFieldRule } from './validateEntry';

interface ChoicePayload {
  value: string;
  label: string;
}

interface FormFieldPayload {
  /** null for the appended email2 field, which has no row. */
  id: number | null;
  label: string;
  slug: string;
  field_type: FieldTypeCode | typeof EMAIL_CONFIRM_TYPE;
  required: boolean;
  visible: boolean;
  choices: ChoicePayload[];
  default: string;
  placeholder_text: string;
  help_text: string;
}

interface FormPayload {
  id: number;
  title: string;
  intro: string;
  fields: FormFieldPayload[];
}

export interface LoadedForm {
  payload: FormPayload;
  rules: FormFieldRule[];
}

interface FieldRow {
  id: number;
  slug: string;
  field_type: number;
  required: boolean;
  visible: boolean;
  label: string;
  choices: unknown;
  default: string;
  placeholder_text: string;
  help_text: string;
}

const CONFIRM_TEXTS: Record<Locale, { label: string; help: string }> = {
  de: { label: 'E-Mail-Adresse wiederholen', help: 'Bitte geben Sie Ihre E-Mail-Adresse zur Bestätigung noch einmal ein.' },
  en: { label: 'Repeat e-mail address', help: 'Please enter your e-mail address again to confirm it.' },
};

/** Choices are stored as `[{ value, label_de, label_en }]`; anything else in the column is skipped. */
function choicesOf(stored: unknown, lang: Locale): ChoicePayload[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const value: unknown = Reflect.get(item, 'value');
    const label: unknown = Reflect.get(item, `label_${lang}`);
    return typeof value === 'string' ? [{ value, label: typeof label === 'string' ? label : value }] : [];
  });
}

/** The form in a language, or undefined when there is no such form. */
export async function readForm(db: Queryable, id: number, lang: Locale): Promise<LoadedForm | undefined> {
  // Column names are chosen by language from this file, never from input.
  const form = await db.query<{ id: number; title: string; intro: string }>(
    `SELECT id, title_${lang} AS title, intro_${lang} AS intro FROM forms WHERE id = $1`,
    [id],
  );
  const row = form.rows[0];
  if (!row) return undefined;
  const fieldRows = await db.query<FieldRow>(
    `SELECT id, slug, field_type, required, visible, label_${lang} AS label, choices, default_${lang} AS default,
            placeholder_text_${lang} AS placeholder_text, help_text_${lang} AS help_text
       FROM form_fields WHERE form_id = $1 ORDER BY position, id`,
    [id],
  );

  const fields: FormFieldPayload[] = [];
  const rules: FormFieldRule[] = [];
  for (const field of fieldRows.rows) {
    // The migration's CHECK keeps codes in range; a code this build does not know is skipped.
    if (!isFieldTypeCode(field.field_type)) continue;
    const choices = choicesOf(field.choices, lang);
    fields.push({
      id: field.id,
      label: field.label,
      slug: field.slug,
      field_type: field.field_type,
      required: field.required,
      visible: field.visible,
      choices,
      default: field.default,
      placeholder_text: field.placeholder_text,
      help_text: field.help_text,
    });
    rules.push({
      slug: field.slug,
      type: field.field_type,
      required: field.required,
      visible: field.visible,
      choices: choices.map((choice) => choice.value),
    });
  }
  // spec 000 §3: an extra field with slug email2, type emailconfirm, not required, is always appended.
  fields.push({
    id: null,
    label: CONFIRM_TEXTS[lang].label,
    slug: EMAIL_CONFIRM_SLUG,
    field_type: EMAIL_CONFIRM_TYPE,
    required: false,
    visible: true,
    choices: [],
    default: '',
    placeholder_text: '',
    help_text: CONFIRM_TEXTS[lang].help,
  });
  return { payload: { id: row.id, title: row.title, intro: row.intro, fields }, rules };
}
