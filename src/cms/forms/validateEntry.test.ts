import { describe, expect, it } from 'vitest';
import { FIELD_TYPES as T } from './fieldTypes';
import { MAX_FIELD_VALUES, isEmail, referencedTempFileIds, validateEntry, type FormFieldRule, type StoredFile } from './validateEntry';

const field = (slug: string, type: FormFieldRule['type'], extra: Partial<FormFieldRule> = {}): FormFieldRule => ({
  slug,
  type,
  required: false,
  visible: true,
  choices: [],
  ...extra,
});

const FILE_ID = '3f0c2a9e-8b1d-4c6e-9f7a-2d5b8e1c4a70';
const FILE: StoredFile = { id: FILE_ID, name: 'cv.pdf', size: 1234, content_type: 'application/pdf' };

const FIELDS: FormFieldRule[] = [
  field('name', T.text, { required: true }),
  field('message', T.textarea),
  field('email', T.email, { required: true }),
  field('people', T.number),
  field('interests', T.checkboxes, { choices: ['a', 'b', 'c'] }),
  field('subject', T.select, { choices: ['general', 'press'] }),
  field('grades', T.multipleSelect, { choices: ['1-4', '5-7'] }),
  field('day', T.date),
  field('cv', T.file),
  field('consent', T.checkbox, { required: true }),
  field('website', T.url),
  field('source', T.hidden, { visible: false, required: true }),
];

const VALID = { name: 'Clara', email: 'clara@example.org', consent: true };

function errorsOf(values: Record<string, unknown>, lang: 'de' | 'en' = 'en', fields = FIELDS) {
  const result = validateEntry(fields, values, lang, new Map([[FILE_ID, FILE]]));
  return result.ok ? {} : result.errors;
}

describe('validateEntry', () => {
  it('accepts a complete entry and returns the cleaned values', () => {
    const result = validateEntry(
      FIELDS,
      {
        name: '  Clara  ',
        message: 'Hallo',
        email: 'clara@example.org',
        email2: 'clara@example.org',
        people: '12,5',
        interests: ['a', 'c'],
        subject: 'press',
        grades: ['5-7'],
        day: '29-02-2028',
        cv: FILE_ID,
        consent: true,
        website: 'https://example.org/x',
        source: 'website',
      },
      'en',
      new Map([[FILE_ID, FILE]]),
    );
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Clara',
        message: 'Hallo',
        email: 'clara@example.org',
        people: 12.5,
        interests: ['a', 'c'],
        subject: 'press',
        grades: ['5-7'],
        day: '29-02-2028',
        cv: FILE,
        consent: true,
        website: 'https://example.org/x',
        source: 'website',
      },
    });
  });

  it('reports required fields in English and German (spec 000 §5)', () => {
    expect(errorsOf({ name: '   ', email: '', consent: false })).toEqual({
      name: ['This field is required!'],
      email: ['This field is required!'],
      consent: ['This field is required!'],
    });
    expect(errorsOf({}, 'de')).toEqual({
      name: ['Dieses Feld ist ein Pflichtfeld!'],
      email: ['Dieses Feld ist ein Pflichtfeld!'],
      consent: ['Dieses Feld ist ein Pflichtfeld!'],
    });
  });

  it('does not demand a field the visitor cannot see', () => {
    expect(errorsOf({ ...VALID })).toEqual({});
  });

  it('rejects invalid e-mail addresses in both languages (spec 000 §5)', () => {
    for (const email of [
      'clara',
      'clara@',
      '@example.org',
      'cl ara@example.org',
      'clara@example',
      'a..b@example.org',
      `${'x'.repeat(65)}@example.org`,
      42,
    ]) {
      expect(errorsOf({ ...VALID, email }), String(email)).toEqual({ email: ['Invalid e-mail address!'] });
    }
    expect(errorsOf({ ...VALID, email: 'clara@' }, 'de')).toEqual({ email: ['Ungültige E-Mail-Adresse!'] });
  });

  it('accepts usual and international addresses', () => {
    for (const email of ['a.b+c@sub.example.org', 'jürgen@müller.de', "o'neil@example.co.uk"]) expect(isEmail(email), email).toBe(true);
  });

  it('requires email2, when given, to repeat the e-mail address', () => {
    expect(errorsOf({ ...VALID, email2: 'other@example.org' })).toEqual({ email2: ['The e-mail addresses do not match!'] });
    expect(errorsOf({ ...VALID, email2: 'other@example.org' }, 'de')).toEqual({ email2: ['Die E-Mail-Adressen stimmen nicht überein!'] });
    expect(errorsOf({ ...VALID, email2: ' clara@example.org ' })).toEqual({});
    expect(errorsOf({ ...VALID, email2: '' })).toEqual({});
    expect(errorsOf({ ...VALID, email2: ['x'] })).toEqual({ email2: ['Please enter text.'] });
  });

  it('does not store email2', () => {
    const result = validateEntry(FIELDS, { ...VALID, email2: VALID.email }, 'en');
    expect(result.ok && 'email2' in result.values).toBe(false);
  });

  it('rejects text that is not a string or too long', () => {
    expect(errorsOf({ ...VALID, name: 5 })).toEqual({ name: ['Please enter text.'] });
    expect(errorsOf({ ...VALID, name: 'x'.repeat(256) })).toEqual({ name: ['Please enter no more than 255 characters.'] });
    expect(errorsOf({ ...VALID, message: 'x'.repeat(5001) }, 'de')).toEqual({ message: ['Bitte geben Sie höchstens 5000 Zeichen ein.'] });
    expect(errorsOf({ ...VALID, name: 'ü'.repeat(255) })).toEqual({});
  });

  it('rejects numbers that are not numbers', () => {
    for (const people of ['zwölf', '1e5', '1.2.3', Number.NaN, true, [1]]) {
      expect(errorsOf({ ...VALID, people }), String(people)).toEqual({ people: ['Please enter a number.'] });
    }
    expect(errorsOf({ ...VALID, people: 'x' }, 'de')).toEqual({ people: ['Bitte geben Sie eine Zahl ein.'] });
  });

  it('rejects choices that are not offered, duplicates and non-lists', () => {
    expect(errorsOf({ ...VALID, subject: 'tickets' })).toEqual({ subject: ['Please choose one of the offered options.'] });
    expect(errorsOf({ ...VALID, interests: ['a', 'z'] }, 'de')).toEqual({ interests: ['Bitte wählen Sie eine der angebotenen Optionen.'] });
    expect(errorsOf({ ...VALID, interests: ['a', 'a'] })).toEqual({ interests: ['Each option may be chosen only once.'] });
    expect(errorsOf({ ...VALID, grades: '1-4' })).toEqual({ grades: ['Please send a list of options.'] });
    expect(errorsOf({ ...VALID, subject: ['press'] })).toEqual({ subject: ['Please choose one of the offered options.'] });
  });

  it('requires a required list to have an entry', () => {
    const fields = [field('grades', T.multipleSelect, { required: true, choices: ['1-4'] })];
    expect(errorsOf({ grades: [] }, 'en', fields)).toEqual({ grades: ['This field is required!'] });
  });

  it('checks dates as DD-MM-YYYY and real days (spec 000 §5)', () => {
    for (const day of ['2026-11-22', '1-11-2026', '22.11.2026', '31-04-2026', '29-02-2027', 22112026]) {
      expect(errorsOf({ ...VALID, day }), String(day)).toEqual({ day: ['Please enter a valid date as DD-MM-YYYY.'] });
    }
    expect(errorsOf({ ...VALID, day: '31-04-2026' }, 'de')).toEqual({
      day: ['Bitte geben Sie ein gültiges Datum im Format TT-MM-JJJJ ein.'],
    });
  });

  it('accepts only live temp files for a file field', () => {
    expect(errorsOf({ ...VALID, cv: '3f0c2a9e-8b1d-4c6e-9f7a-2d5b8e1c4a71' })).toEqual({
      cv: ['The file is unknown or has expired. Please upload it again.'],
    });
    expect(errorsOf({ ...VALID, cv: '../../etc/passwd' }, 'de')).toEqual({
      cv: ['Die Datei ist unbekannt oder abgelaufen. Bitte laden Sie sie erneut hoch.'],
    });
    expect(errorsOf({ ...VALID, cv: null })).toEqual({});
  });

  it('takes a single checkbox as a boolean only', () => {
    expect(errorsOf({ ...VALID, consent: 'yes' })).toEqual({ consent: ['Please send true or false.'] });
    const optional = [field('contact_ok', T.checkbox)];
    expect(validateEntry(optional, { contact_ok: false }, 'en')).toEqual({ ok: true, values: { contact_ok: false } });
  });

  it('accepts http and https addresses only', () => {
    for (const website of ['javascript:alert(1)', 'ftp://example.org', 'example.org', 'https://', 'https://exa mple.org']) {
      expect(errorsOf({ ...VALID, website }), website).toEqual({ website: ['Please enter a valid address (http or https).'] });
    }
  });

  it('names unknown fields', () => {
    expect(errorsOf({ ...VALID, bogus: 'x' })).toEqual({ bogus: ['Unknown field.'] });
    expect(errorsOf({ ...VALID, bogus: 'x' }, 'de')).toEqual({ bogus: ['Unbekanntes Feld.'] });
  });

  it('refuses field values that are not an object, or too many', () => {
    for (const values of [null, 'x', ['a'], 3]) {
      expect(validateEntry(FIELDS, values, 'en')).toEqual({
        ok: false,
        errors: { field_values: ['Please send the field values as an object.'] },
      });
    }
    const many = Object.fromEntries(Array.from({ length: MAX_FIELD_VALUES + 1 }, (_, index) => [`f${index}`, 'x']));
    expect(validateEntry(FIELDS, many, 'de')).toEqual({ ok: false, errors: { field_values: ['Zu viele Felder.'] } });
  });

  it('does not read inherited properties as values', () => {
    const values = Object.create({ name: 'inherited' }) as Record<string, unknown>;
    expect(errorsOf(values)).toMatchObject({ name: ['This field is required!'] });
  });
});

describe('referencedTempFileIds', () => {
  it('lists the well-formed ids in file fields only', () => {
    expect(referencedTempFileIds(FIELDS, { cv: FILE_ID, name: FILE_ID })).toEqual([FILE_ID]);
    expect(referencedTempFileIds(FIELDS, { cv: 'nope' })).toEqual([]);
    expect(referencedTempFileIds(FIELDS, 'x')).toEqual([]);
  });
});
