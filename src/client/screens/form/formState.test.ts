import { describe, expect, it } from 'vitest';
import type { FormField } from './formState';
import { checkField, checkForm, formatFileSize, hasAcceptedExtension, initialValue, toInputs } from './formState';

const base: FormField = {
  id: '1',
  label: 'L',
  slug: 's',
  kind: 'TEXT',
  required: false,
  visible: true,
  choices: [],
  defaultValue: null,
  placeholder: null,
  helpText: null,
};
const field = (overrides: Partial<FormField>): FormField => ({ ...base, ...overrides });

describe('initialValue (spec 000 §5)', () => {
  it('starts a file field null, lists with their default, others with the default', () => {
    expect(initialValue(field({ kind: 'FILE', defaultValue: 'x' }))).toBeNull();
    expect(initialValue(field({ kind: 'CHECKBOXES', defaultValue: 'a' }))).toEqual(['a']);
    expect(initialValue(field({ kind: 'MULTI_SELECT', defaultValue: '' }))).toEqual([]);
    expect(initialValue(field({ kind: 'NUMBER', defaultValue: '2' }))).toBe('2');
    expect(initialValue(field({ kind: 'TEXT', defaultValue: null }))).toBe('');
    expect(initialValue(field({ kind: 'CHECKBOX', defaultValue: 'true' }))).toBe(true);
  });
});

describe('checkField', () => {
  const email = field({ slug: 'email', kind: 'EMAIL', required: true });
  const confirm = field({ slug: 'email2', kind: 'EMAIL_CONFIRM', id: null });
  const fields = [email, confirm];

  it('says required for empty required values of every shape', () => {
    expect(checkField(email, { email: ' ' }, fields)).toBe('required');
    expect(checkField(field({ kind: 'CHECKBOXES', required: true }), { s: [] }, fields)).toBe('required');
    expect(checkField(field({ kind: 'CHECKBOX', required: true }), { s: false }, fields)).toBe('required');
    expect(checkField(field({ kind: 'FILE', required: true }), { s: null }, fields)).toBe('required');
  });

  it('checks e-mail, the confirmation only when filled, dates, numbers and urls', () => {
    expect(checkField(email, { email: 'x@' }, fields)).toBe('invalidEmail');
    expect(checkField(confirm, { email: 'a@example.org', email2: '' }, fields)).toBeNull();
    expect(checkField(confirm, { email: 'a@example.org', email2: 'b@example.org' }, fields)).toBe('emailMismatch');
    expect(checkField(confirm, { email: 'a@example.org', email2: 'A@example.org' }, fields)).toBeNull();
    expect(checkField(field({ kind: 'DATE' }), { s: '31-02-2026' }, fields)).toBe('invalidDate');
    expect(checkField(field({ kind: 'DATE' }), { s: '28-02-2026' }, fields)).toBeNull();
    expect(checkField(field({ kind: 'NUMBER' }), { s: '12,5' }, fields)).toBeNull();
    expect(checkField(field({ kind: 'NUMBER' }), { s: 'zwölf' }, fields)).toBe('invalidNumber');
    expect(checkField(field({ kind: 'URL' }), { s: 'javascript:alert(1)' }, fields)).toBe('invalidUrl');
    expect(checkField(field({ kind: 'URL' }), { s: 'https://example.org' }, fields)).toBeNull();
  });

  it('leaves hidden fields to the gateway', () => {
    expect(checkForm([field({ kind: 'HIDDEN', visible: false, required: true })], {})).toEqual([]);
  });
});

describe('toInputs', () => {
  it('sets the member of each kind, none for empty values', () => {
    const fields = [
      field({ slug: 'a', kind: 'TEXT' }),
      field({ slug: 'b', kind: 'CHECKBOXES' }),
      field({ slug: 'c', kind: 'CHECKBOX' }),
      field({ slug: 'd', kind: 'FILE' }),
      field({ slug: 'e', kind: 'TEXT' }),
      field({ slug: 'h', kind: 'HIDDEN', visible: false }),
    ];
    expect(toInputs(fields, { a: ' x ', b: ['1'], c: true, d: { id: 'f', name: 'n', size: 1, contentType: 'image/png' }, e: '' })).toEqual([
      { slug: 'a', text: 'x' },
      { slug: 'b', list: ['1'] },
      { slug: 'c', flag: true },
      { slug: 'd', fileId: 'f' },
      { slug: 'e' },
    ]);
  });
});

describe('files', () => {
  it('accepts the upstream types and says sizes for people', () => {
    expect(hasAcceptedExtension('CV.PDF')).toBe(true);
    expect(hasAcceptedExtension('notes.txt')).toBe(false);
    expect(formatFileSize(10 * 1024 * 1024, 'de')).toBe('10 MB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1536, 'de')).toBe('1,5 kB');
  });
});
