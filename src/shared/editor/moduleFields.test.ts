// The editor's field description held against what the gateway accepts (ModuleFieldsInput in the
// printed schema; the upstream's moduleRules.ts in src/cms/pages/moduleFieldsMirror.test.ts), and the client validation of
// spec 000 §5 with its messages in both languages.
import { readFileSync } from 'node:fs';
import { buildSchema, isInputObjectType, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { editorDe } from '../i18n/editorTexts.de';
import { editorEn } from '../i18n/editorTexts.en';
import { faqItemViolations } from './faqItems';
import {
  idsOf,
  MODULE_FIELDS,
  MODULE_KINDS,
  toFieldsInput,
  validateField,
  validateModuleForm,
  type FieldDescription,
} from './moduleFields';

const schema = buildSchema(readFileSync(new URL('../../graphql/schema.graphql', import.meta.url), 'utf8'));
const fieldOf = (kind: keyof typeof MODULE_FIELDS, name: string): FieldDescription => {
  const field = MODULE_FIELDS[kind].fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${kind}.${name}`);
  return field;
};

describe('MODULE_FIELDS against the gateway', () => {
  it('has every ModuleKind', () => {
    const kinds = schema.getType('ModuleKind');
    if (!isEnumType(kinds)) throw new Error('ModuleKind');
    expect([...MODULE_KINDS].sort()).toEqual(
      kinds
        .getValues()
        .map((value) => value.name)
        .sort(),
    );
  });

  it('names exactly the fields of each kind’s input type', () => {
    const input = schema.getType('ModuleFieldsInput');
    if (!isInputObjectType(input)) throw new Error('ModuleFieldsInput');
    for (const description of Object.values(MODULE_FIELDS)) {
      const sub = input.getFields()[description.input];
      expect(sub, description.kind).toBeDefined();
      const type = schema.getType(String(sub?.type));
      if (!isInputObjectType(type)) throw new Error(description.input);
      const expected = Object.keys(type.getFields()).filter(
        (name) => description.kind === 'TEASER_ITEM' || !(description.kind === 'FULL_TEASER' && name.startsWith('online')),
      );
      expect(description.fields.map((field) => field.name).sort(), description.kind).toEqual(expected.sort());
    }
  });
});

describe('client validation (spec 000 §5)', () => {
  const messages = (key: string) => [
    editorDe.editor.validation[key as keyof typeof editorDe.editor.validation],
    editorEn.editor.validation[key as keyof typeof editorEn.editor.validation],
  ];

  it('says a required field is required, in both languages', () => {
    expect(validateModuleForm('HEADLINE', { content: '  ' })).toEqual([['content', { key: 'required' }]]);
    expect(messages('required')).toEqual(['Dieses Feld ist ein Pflichtfeld!', 'This field is required!']);
    expect(validateModuleForm('FULL_TEASER', {}).map(([name]) => name)).toEqual(['image', 'link']);
    // A stored value the form does not know is kept: not required again.
    expect(validateModuleForm('FULL_TEASER', {}, () => false)).toEqual([]);
  });

  it('takes 1 to 8 blog teaser items', () => {
    const items = fieldOf('BLOG_TEASER_LIST', 'items');
    expect(validateField(items, '1')).toBeNull();
    expect(validateField(items, '8')).toBeNull();
    expect(validateField(items, '0')).toEqual({ key: 'blogTeaserItems' });
    expect(validateField(items, '9')).toEqual({ key: 'blogTeaserItems' });
    expect(validateField(items, '')).toEqual({ key: 'required' });
  });

  it('takes YouTube or Vimeo video URLs only', () => {
    const url = fieldOf('VIDEO', 'videoUrl');
    expect(validateField(url, 'https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(validateField(url, 'https://vimeo.com/1')).toBeNull();
    expect(validateField(url, 'https://example.org/youtube.com')).toEqual({ key: 'videoUrl' });
  });

  it('checks the embed hosts per kind', () => {
    const audio = fieldOf('AUDIO', 'embed');
    for (const ok of ['<iframe src="https://w.soundcloud.com/x">', 'https://open.spotify.com/x', 'https://x.podigee.io/1'])
      expect(validateField(audio, ok)).toBeNull();
    expect(validateField(audio, 'https://example.org')).toEqual({ key: 'audioEmbed' });
    for (const kind of ['VIEWER', 'PDF_VIEWER'] as const) {
      expect(validateField(fieldOf(kind, 'embed'), 'https://issuu.com/x')).toBeNull();
      expect(validateField(fieldOf(kind, 'embed'), 'https://example.org')).toEqual({ key: 'viewerEmbed' });
    }
    const social = fieldOf('SOCIAL_MEDIA', 'embed');
    for (const ok of [
      'https://www.instagram.com/p/1',
      'https://twitter.com/x',
      'https://x.com/y',
      'https://facebook.com/z',
      'https://www.tiktok.com/@a',
    ])
      expect(validateField(social, ok)).toBeNull();
    expect(validateField(social, 'https://example.org')).toEqual({ key: 'socialEmbed' });
  });

  it('requires rich text to hold some text, whatever its structure', () => {
    const body = fieldOf('TWO_COLUMNS', 'body');
    expect(
      validateField(body, [
        { type: 'paragraph', children: [{ text: '  ' }] },
        { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: '' }] }] },
      ]),
    ).toEqual({ key: 'required' });
    expect(validateField(body, [{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'x' }] }] }])).toBeNull();
    expect(validateField(fieldOf('TEXT', 'body'), [{ type: 'paragraph', children: [{ text: '' }] }])).toBeNull();
  });

  it('wants a question and an answer in every FAQ item', () => {
    const questions = fieldOf('FAQ', 'questions');
    expect(validateField(questions, [])).toBeNull();
    expect(validateField(questions, [{ question: 'Wann?', answer: 'Jetzt.' }])).toBeNull();
    expect(validateField(questions, [{ question: 'Wann?', answer: ' ' }])).toEqual({ key: 'faqItems' });
    expect(
      faqItemViolations([
        { question: '', answer: 'a' },
        { question: 'q', answer: 'a'.repeat(5001) },
        { question: 'q', answer: 'a' },
      ]),
    ).toEqual([{ question: { key: 'required' } }, { answer: { key: 'tooLong', values: { max: 5000 } } }, {}]);
  });

  it('limits the full teaser text to 3000 characters', () => {
    const text = fieldOf('FULL_TEASER', 'text');
    expect(validateField(text, 'a'.repeat(3000))).toBeNull();
    expect(validateField(text, 'a'.repeat(3001))).toEqual({ key: 'tooLong', values: { max: 3000 } });
  });

  it('has every message in both languages', () => {
    for (const key of [
      'required',
      'videoUrl',
      'audioEmbed',
      'viewerEmbed',
      'socialEmbed',
      'blogTeaserItems',
      'headlineLevel',
      'tooLong',
      'number',
      'datetime',
      'link',
      'id',
      'faqItems',
    ]) {
      const [de, en] = messages(key);
      expect(de, key).toBeTruthy();
      expect(en, key).toBeTruthy();
      expect(de).not.toBe(en);
    }
  });
});

describe('labels', () => {
  it('has a label for every field, kind and option in both languages', () => {
    for (const texts of [editorDe, editorEn]) {
      const fields: Record<string, string> = texts.editor.fields;
      const options: Record<string, string> = texts.editor.options;
      const kinds: Record<string, string> = texts.editor.kinds;
      for (const description of Object.values(MODULE_FIELDS)) {
        expect(kinds[description.kind], description.kind).toBeTruthy();
        for (const field of description.fields) {
          expect(fields[field.name], field.name).toBeTruthy();
          for (const option of field.options ?? []) expect(options[option], option).toBeTruthy();
        }
      }
    }
  });
});

describe('toFieldsInput', () => {
  it('builds the kind’s input, sending only what is asked', () => {
    expect(toFieldsInput('HEADLINE', { content: 'Hi', level: '3', preline: '' })).toEqual({
      kind: 'HEADLINE',
      headline: { content: 'Hi', level: 3, preline: null, subline: null, anchor: null },
    });
    expect(toFieldsInput('TEXT', { body: 'a\n\nb', decreaseDistance: true }, (name) => name !== 'anchor')).toEqual({
      kind: 'TEXT',
      text: {
        body: [
          { type: 'paragraph', children: [{ text: 'a' }] },
          { type: 'paragraph', children: [{ text: 'b' }] },
        ],
        decreaseDistance: true,
      },
    });
  });

  it('sends rich text as its JSON nodes, and blank rich text as null', () => {
    const body = [
      {
        type: 'paragraph' as const,
        children: [
          { text: 'Fett', bold: true },
          { type: 'link' as const, url: 'https://example.org', new_tab: true, children: [{ text: 'Link' }] },
          { text: '' },
        ],
      },
      { type: 'numbered-list' as const, children: [{ type: 'list-item' as const, children: [{ text: 'eins', italic: true }] }] },
    ];
    expect(toFieldsInput('TEXT', { body }, (name) => name === 'body')).toEqual({ kind: 'TEXT', text: { body } });
    expect(toFieldsInput('TEXT', { body: [{ type: 'paragraph', children: [{ text: ' ' }] }] }, (name) => name === 'body')).toEqual({
      kind: 'TEXT',
      text: { body: null },
    });
    // Required and blank: left out (the form said so before).
    expect(toFieldsInput('TWO_COLUMNS', { body: [] }, (name) => name === 'body')).toEqual({ kind: 'TWO_COLUMNS', twoColumns: {} });
  });

  it('sends FAQ items trimmed, in their order', () => {
    expect(
      toFieldsInput('FAQ', {
        headline: '',
        questions: [
          { question: ' B? ', answer: 'b ' },
          { question: 'A?', answer: 'a' },
        ],
      }),
    ).toEqual({
      kind: 'FAQ',
      faq: {
        headline: null,
        questions: [
          { question: 'B?', answer: 'b' },
          { question: 'A?', answer: 'a' },
        ],
      },
    });
  });
});

describe('id lists (issue 12 part 4: chosen in the pickers)', () => {
  it('are editable, checked id by id and sent as a list in the chosen order', () => {
    const venues = fieldOf('VENUE_LIST', 'venueIds');
    expect(validateField(venues, '3,1')).toBeNull();
    expect(validateField(venues, '')).toBeNull();
    expect(validateField(venues, '3,x')).toEqual({ key: 'id' });
    expect(validateField(venues, '0')).toEqual({ key: 'id' });
    expect(toFieldsInput('VENUE_LIST', { headline: 'Orte', venueIds: '3, 1' })).toEqual({
      kind: 'VENUE_LIST',
      venueList: { headline: 'Orte', venueIds: ['3', '1'] },
    });
    expect(toFieldsInput('HIGHLIGHT_TEASER', { categoryIds: '' })).toEqual({
      kind: 'HIGHLIGHT_TEASER',
      highlightTeaser: { categoryIds: [] },
    });
    expect(idsOf(' 2 ,, 5 ')).toEqual(['2', '5']);
  });

  it('names what each media field takes', () => {
    expect(fieldOf('SELF_HOSTED_VIDEO', 'file').media).toBe('video');
    expect(fieldOf('HERO_MEDIA', 'video').media).toBe('video');
    expect(fieldOf('SELF_HOSTED_AUDIO', 'file').media).toBe('audio');
    expect(fieldOf('IMAGE', 'image').media).toBeUndefined();
  });
});
