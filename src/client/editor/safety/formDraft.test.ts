import { describe, expect, it } from 'vitest';
import { parseDraft, type FormDraft } from './formDraft';

const draft: FormDraft = {
  page: '/de/test',
  kind: 'HEADLINE',
  target: { mode: 'edit', moduleId: '42' },
  values: { content: 'Getippt', level: '3', decrease: true },
  baseRevision: 17,
  overwrite: false,
  savedAt: 1000,
};

describe('the unsaved draft of a module form', () => {
  it('is read back for the same page only', () => {
    expect(parseDraft(JSON.stringify(draft), '/de/test')).toEqual(draft);
    expect(parseDraft(JSON.stringify(draft), '/de/other')).toBeNull();
  });

  it('keeps a draft of a new module with its place', () => {
    const created: FormDraft = { ...draft, target: { mode: 'create', parentId: '7', column: 1 }, baseRevision: null };
    expect(parseDraft(JSON.stringify(created), '/de/test')).toEqual(created);
  });

  it('keeps an item of a list module (no column), rich text as the model allows it and FAQ items', () => {
    const item: FormDraft = { ...draft, kind: 'TEXT', target: { mode: 'create', parentId: '9' }, baseRevision: null, values: {} };
    const stored = {
      ...item,
      values: {
        body: [{ type: 'paragraph', children: [{ text: 'Fett', bold: true, color: 'red' }] }],
        questions: [{ question: 'Wann?', answer: 'Heute.', extra: 1 }],
      },
    };
    expect(parseDraft(JSON.stringify(stored), '/de/test')).toEqual({
      ...item,
      values: {
        body: [{ type: 'paragraph', children: [{ text: 'Fett', bold: true }] }],
        questions: [{ question: 'Wann?', answer: 'Heute.' }],
      },
    });
  });

  it('refuses malformed drafts and leaves out values of other types', () => {
    expect(parseDraft('{', '/de/test')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, kind: 'NOPE' }), '/de/test')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, target: { mode: 'edit', moduleId: 'x' } }), '/de/test')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, target: { mode: 'create', parentId: '7', column: -1 } }), '/de/test')).toBeNull();
    const odd = parseDraft(JSON.stringify({ ...draft, values: { content: 'a', bad: { x: 1 } }, baseRevision: 'x' }), '/de/test');
    expect(odd?.values).toEqual({ content: 'a' });
    expect(odd?.baseRevision).toBeNull();
  });
});
