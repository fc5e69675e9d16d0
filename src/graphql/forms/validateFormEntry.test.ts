import { describe, expect, it } from 'vitest';
import { validateFormEntry, type FieldRule } from './validateFormEntry';

const field = (slug: string, kind: FieldRule['kind'], extra: Partial<FieldRule> = {}): FieldRule => ({
  slug,
  kind,
  required: false,
  visible: true,
  defaultValue: null,
  ...extra,
});

const form = {
  fields: [
    field('name', 'TEXT', { required: true }),
    field('email', 'EMAIL', { required: true }),
    field('born', 'DATE'),
    field('interests', 'CHECKBOXES', { required: true }),
    field('privacy', 'CHECKBOX', { required: true }),
    field('source', 'HIDDEN', { visible: false, required: true, defaultValue: 'website' }),
    field('email2', 'EMAIL_CONFIRM'),
  ],
};

describe('validateFormEntry', () => {
  it('builds the upstream’s field values, filling left-out hidden fields with their default', () => {
    const result = validateFormEntry(
      form,
      [
        { slug: 'name', text: 'Clara' },
        { slug: 'email', text: 'clara@example.org' },
        { slug: 'interests', list: ['a', 'b'] },
        { slug: 'privacy', flag: true },
        { slug: 'born', text: '13-09-1819' },
        { slug: 'cv', fileId: 'f00d' },
      ],
      'en',
    );
    expect(result).toEqual({
      ok: true,
      fieldValues: {
        name: 'Clara',
        email: 'clara@example.org',
        interests: ['a', 'b'],
        privacy: true,
        born: '13-09-1819',
        cv: 'f00d',
        source: 'website',
      },
    });
  });

  it('lists every spec 000 §5 problem by slug in the caller’s language', () => {
    const result = validateFormEntry(
      form,
      [
        { slug: 'name', text: ' ' },
        { slug: 'email', text: 'clara' },
        { slug: 'interests', list: [] },
        { slug: 'privacy', flag: false },
        { slug: 'born', text: '31-02-2020' },
      ],
      'de',
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: ['Dieses Feld ist ein Pflichtfeld!'],
        email: ['Ungültige E-Mail-Adresse!'],
        born: ['Bitte ein gültiges Datum im Format TT-MM-JJJJ angeben!'],
        interests: ['Dieses Feld ist ein Pflichtfeld!'],
        privacy: ['Dieses Feld ist ein Pflichtfeld!'],
      },
    });
  });

  it('refuses a field given twice or with two members', () => {
    const result = validateFormEntry(
      { fields: [] },
      [
        { slug: 'x', text: 'a' },
        { slug: 'x', text: 'b' },
        { slug: 'y', text: 'a', flag: true },
      ],
      'en',
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: { x: ['The field is given more than once.'], y: ['Give exactly one value (text, list, flag or fileId).'] },
    });
  });
});
