// The rich text field's editing on a headless Slate editor (issue 12 part 3): marks, lists, links,
// undo and redo, pasted rich text, and the rules that keep the document inside the model.
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { describe, expect, it } from 'vitest';
import { normalizeRichText } from '../../../shared/richText';
import {
  activeLink,
  activeList,
  insertRichText,
  isMarkActive,
  removeLink,
  toggleList,
  toggleMark,
  upsertLink,
  withRichText,
} from './richTextEditing';

function editorWith(children: unknown[]): Editor {
  const editor = withRichText(withHistory(createEditor()));
  editor.children = children as Descendant[];
  Editor.normalize(editor, { force: true });
  return editor;
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const p = (text: string) => ({ type: 'paragraph', children: [{ text }] });
/** The document is already as the model has it. */
const inModel = (editor: Editor) => expect(normalizeRichText(editor.children)).toEqual(editor.children);

describe('rich text editing', () => {
  it('toggles bold and italic on the selection, and undoes and redoes it', async () => {
    const editor = editorWith([p('Hallo Welt')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 5 } });
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    // Each change in a tick of its own, as each key press or click is (slate-history batches one tick's operations).
    await tick();
    toggleMark(editor, 'italic');
    await tick();
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'Hallo', bold: true, italic: true }, { text: ' Welt' }] }]);
    toggleMark(editor, 'bold');
    await tick();
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'Hallo', italic: true }, { text: ' Welt' }] }]);
    inModel(editor);
    editor.undo();
    expect(isMarkActive(editor, 'bold')).toBe(true);
    expect(isMarkActive(editor, 'italic')).toBe(true);
    editor.redo();
    expect(isMarkActive(editor, 'bold')).toBe(false);
  });

  it('makes lists of the selected paragraphs, switches their kind and takes them out again', () => {
    const editor = editorWith([p('eins'), p('zwei'), p('danach')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 1 }, focus: { path: [1, 0], offset: 1 } });
    toggleList(editor, 'bulleted-list');
    expect(editor.children).toEqual([
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'eins' }] },
          { type: 'list-item', children: [{ text: 'zwei' }] },
        ],
      },
      p('danach'),
    ]);
    expect(activeList(editor)).toBe('bulleted-list');
    toggleList(editor, 'numbered-list');
    expect(editor.children[0]).toMatchObject({ type: 'numbered-list' });
    toggleList(editor, 'numbered-list');
    expect(editor.children).toEqual([p('eins'), p('zwei'), p('danach')]);
  });

  it('leaves a list with Enter in an empty item', () => {
    const editor = editorWith([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'eins' }] }] }]);
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertBreak();
    expect(editor.children).toEqual([
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'eins' }] },
          { type: 'list-item', children: [{ text: '' }] },
        ],
      },
    ]);
    editor.insertBreak();
    expect(editor.children).toEqual([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'eins' }] }] }, p('')]);
  });

  it('links the selected text, changes the link and removes it', () => {
    const editor = editorWith([p('Zum Programm')]);
    const word = { anchor: { path: [0, 0], offset: 4 }, focus: { path: [0, 0], offset: 12 } };
    upsertLink(editor, word, { url: 'https://example.org', newTab: true });
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'Zum ' },
          { type: 'link', url: 'https://example.org', new_tab: true, children: [{ text: 'Programm' }] },
          { text: '' },
        ],
      },
    ]);
    const inside = { anchor: { path: [0, 1, 0], offset: 2 }, focus: { path: [0, 1, 0], offset: 2 } };
    expect(activeLink(editor, inside)?.[0].url).toBe('https://example.org');
    upsertLink(editor, inside, { url: '/de/konzerte', newTab: false });
    expect(activeLink(editor, inside)?.[0]).toMatchObject({ url: '/de/konzerte', new_tab: false });
    inModel(editor);
    removeLink(editor, inside);
    expect(editor.children).toEqual([p('Zum Programm')]);
  });

  it('inserts a new link with its text where nothing is selected', () => {
    const editor = editorWith([p('Mehr: ')]);
    const end = Editor.end(editor, []);
    upsertLink(editor, { anchor: end, focus: end }, { url: 'mailto:kasse@example.org', newTab: false, text: 'Kasse' });
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'Mehr: ' },
          { type: 'link', url: 'mailto:kasse@example.org', new_tab: false, children: [{ text: 'Kasse' }] },
          { text: '' },
        ],
      },
    ]);
  });

  it('keeps pasted rich text inside the model, also in a list item', () => {
    const editor = editorWith([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'ab' }] }] }]);
    Transforms.select(editor, { path: [0, 0, 0], offset: 1 });
    insertRichText(editor, [
      { type: 'paragraph', children: [{ text: 'X', bold: true }] },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'Y' }] }] },
    ]);
    inModel(editor);
    expect(Editor.string(editor, [])).toBe('aXYb');
  });

  it('repairs documents outside the model (a foreign Slate fragment)', () => {
    const editor = editorWith([
      { type: 'heading-one', children: [{ text: 'Titel', underline: true }] },
      { type: 'list-item', children: [{ text: 'lose' }] },
      {
        type: 'bulleted-list',
        children: [p('a'), { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'b' }] }] }],
      },
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', new_tab: false, children: [{ text: 'böse' }] }] },
    ]);
    inModel(editor);
    expect(editor.children).toEqual([
      p('Titel'),
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'lose' }] }] },
      { type: 'bulleted-list', children: ['a', 'b'].map((text) => ({ type: 'list-item', children: [{ text }] })) },
      p('böse'),
    ]);
  });
});
