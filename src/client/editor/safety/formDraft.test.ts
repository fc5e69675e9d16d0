import { describe, expect, it } from 'vitest';
import { clearDraft, FORM_DRAFT_KEY, loadDraft, parseDraft, saveDraft, type FormDraft } from './formDraft';

const draft: FormDraft = {
  page: '/de/test',
  kind: 'HEADLINE',
  target: { mode: 'edit', moduleId: '42' },
  values: { content: 'Getippt', level: '3', decrease: true },
  baseRevision: 17,
  overwrite: false,
  savedAt: 1000,
};

function storage() {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

describe('the unsaved draft of a module form', () => {
  it('is kept and read back for the same page only', () => {
    const store = storage();
    saveDraft(store, draft);
    expect(loadDraft(store, '/de/test')).toEqual(draft);
    expect(loadDraft(store, '/de/other')).toBeNull();
    clearDraft(store);
    expect(store.items.has(FORM_DRAFT_KEY)).toBe(false);
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
      values: { body: [{ type: 'paragraph', children: [{ text: 'Fett', bold: true }] }], questions: [{ question: 'Wann?', answer: 'Heute.' }] },
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

  it('costs nothing but the draft when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => saveDraft(blocked, draft)).not.toThrow();
    expect(loadDraft(blocked, '/de/test')).toBeNull();
    expect(() => clearDraft(blocked)).not.toThrow();
  });
});
