// What the rich text field does to its Slate document (spec 000 §1; issue 12 part 3): marks, lists,
// links, and the rules that keep every document inside the model of src/shared/richText.ts
// whatever is typed, pasted or undone (paragraphs and lists at the top, list items only in lists,
// only text and links in blocks, links only with allowed targets, only bold and italic marks).
// Plain Slate, no DOM: the unit tests run it headless.
import { Editor, Element, Node, Path, Range, Text, Transforms, type BaseEditor, type Descendant, type NodeEntry } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import { isLinkTarget, normalizeRichText, type ListType, type RichTextBlock, type RichTextLeaf } from '../../../shared/richText';

type BlockType = 'paragraph' | 'list-item' | ListType;
interface BlockElement {
  type: BlockType;
  children: Descendant[];
}
export interface LinkElement {
  type: 'link';
  url: string;
  new_tab: boolean;
  children: Descendant[];
}
type RichTextElement = BlockElement | LinkElement;

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichTextElement;
    Text: RichTextLeaf;
  }
}

export type Mark = 'bold' | 'italic';

const ELEMENT_TYPES = new Set<string>(['paragraph', 'list-item', 'bulleted-list', 'numbered-list', 'link']);
const LEAF_KEYS = new Set(['text', 'bold', 'italic']);

function isListType(type: string): type is ListType {
  return type === 'bulleted-list' || type === 'numbered-list';
}

const isLink = (node: Node): node is LinkElement => Element.isElement(node) && node.type === 'link';
const isList = (node: Node): node is BlockElement => Element.isElement(node) && isListType(node.type);

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

/** The kind of list the selection is in, or null. */
export function activeList(editor: Editor): ListType | null {
  if (!editor.selection) return null;
  const entry = Editor.above(editor, { at: Editor.unhangRange(editor, editor.selection), match: isList });
  return entry && Element.isElement(entry[0]) && isListType(entry[0].type) ? entry[0].type : null;
}

/** The selected blocks into a list of `type`, or out of it when they are in one already. */
export function toggleList(editor: Editor, type: ListType): void {
  const off = activeList(editor) === type;
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isList, split: true });
    Transforms.setNodes(
      editor,
      { type: off ? 'paragraph' : 'list-item' },
      { match: (node) => Element.isElement(node) && (node.type === 'paragraph' || node.type === 'list-item') },
    );
    if (!off)
      Transforms.wrapNodes(editor, { type, children: [] }, { match: (node) => Element.isElement(node) && node.type === 'list-item' });
  });
}

/** The link the selection is in. */
export function activeLink(editor: Editor, at: Range | null = editor.selection): NodeEntry<LinkElement> | undefined {
  if (!at) return undefined;
  const entry = Editor.above(editor, { at, match: isLink });
  return entry && isLink(entry[0]) ? [entry[0], entry[1]] : undefined;
}

export interface LinkChoice {
  url: string;
  newTab: boolean;
  /** The text of a new link when nothing is selected (the URL when empty). */
  text?: string;
}

/** Sets the link at `at`: changes the link there, links the selected text, or inserts a new link. */
export function upsertLink(editor: Editor, at: Range, choice: LinkChoice): void {
  Transforms.select(editor, at);
  const existing = activeLink(editor, at);
  if (existing) {
    Transforms.setNodes(editor, { url: choice.url, new_tab: choice.newTab }, { at: existing[1] });
    return;
  }
  const link: LinkElement = { type: 'link', url: choice.url, new_tab: choice.newTab, children: [] };
  if (Range.isCollapsed(at)) {
    Transforms.insertNodes(editor, { ...link, children: [{ text: choice.text?.trim() || choice.url }] });
    return;
  }
  Transforms.wrapNodes(editor, link, { split: true });
  Transforms.collapse(editor, { edge: 'end' });
}

/** Removes the link at `at`, keeping its text. */
export function removeLink(editor: Editor, at: Range): void {
  const existing = activeLink(editor, at);
  if (existing) Transforms.unwrapNodes(editor, { at: existing[1] });
}

/** Inserts rich text (a cleaned paste) at the selection. */
export function insertRichText(editor: Editor, blocks: RichTextBlock[]): void {
  Transforms.insertFragment(editor, blocks);
}

/** The list item whose start the (collapsed) selection is at. */
function listItemAtStart(editor: Editor): Path | null {
  if (!editor.selection || !Range.isCollapsed(editor.selection)) return null;
  const entry = Editor.above(editor, { match: (node) => Element.isElement(node) && node.type === 'list-item' });
  return entry && Editor.isStart(editor, editor.selection.anchor, entry[1]) ? entry[1] : null;
}

/** The current list item out of its list as a paragraph. */
function leaveList(editor: Editor): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.setNodes(editor, { type: 'paragraph' }, { match: (node) => Element.isElement(node) && node.type === 'list-item' });
    Transforms.liftNodes(editor, { match: (node) => Element.isElement(node) && node.type === 'paragraph' });
  });
}

/** The model's rules on a Slate editor (see the file's head). */
export function withRichText<T extends Editor>(editor: T): T {
  const { isInline, insertBreak, deleteBackward, normalizeNode } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);

  editor.insertBreak = () => {
    // Enter in an empty list item ends the list, as in word processors.
    const item = listItemAtStart(editor);
    if (item && Node.string(Node.get(editor, item)) === '') {
      leaveList(editor);
      return;
    }
    insertBreak();
  };

  editor.deleteBackward = (unit) => {
    // Backspace at the start of a list item makes it a paragraph again.
    if (listItemAtStart(editor)) {
      leaveList(editor);
      return;
    }
    deleteBackward(unit);
  };

  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (Editor.isEditor(node)) {
      // Only blocks at the top: loose text and links go into a paragraph, list items into a list.
      for (const [index, child] of node.children.entries()) {
        if (Text.isText(child) || (Element.isElement(child) && editor.isInline(child))) {
          Transforms.wrapNodes(editor, { type: 'paragraph', children: [] }, { at: [index] });
          return;
        }
        if (Element.isElement(child) && child.type === 'list-item') {
          Transforms.wrapNodes(editor, { type: 'bulleted-list', children: [] }, { at: [index] });
          return;
        }
      }
    } else if (Text.isText(node)) {
      const extra = Object.keys(node).filter((key) => !LEAF_KEYS.has(key) || (key !== 'text' && node[key as keyof RichTextLeaf] !== true));
      if (extra.length > 0) {
        Transforms.unsetNodes(editor, extra, { at: path });
        return;
      }
    } else if (Element.isElement(node)) {
      if (!ELEMENT_TYPES.has(node.type)) {
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
        return;
      }
      if (isListType(node.type)) {
        for (const [index, child] of node.children.entries()) {
          const at = [...path, index];
          if (Element.isElement(child) && isListType(child.type)) {
            Transforms.unwrapNodes(editor, { at });
            return;
          }
          if (Element.isElement(child) && child.type === 'paragraph') {
            Transforms.setNodes(editor, { type: 'list-item' }, { at });
            return;
          }
          if (Text.isText(child) || (Element.isElement(child) && child.type !== 'list-item')) {
            Transforms.wrapNodes(editor, { type: 'list-item', children: [] }, { at });
            return;
          }
        }
        // Two lists of one kind next to each other are one list.
        const previous = path.length === 1 && path[0] !== 0 ? Node.get(editor, Path.previous(path)) : null;
        if (previous && Element.isElement(previous) && previous.type === node.type) {
          Transforms.mergeNodes(editor, { at: path });
          return;
        }
      } else if (node.type === 'paragraph' || node.type === 'list-item') {
        for (const [index, child] of node.children.entries()) {
          if (Element.isElement(child) && !editor.isInline(child)) {
            Transforms.unwrapNodes(editor, { at: [...path, index] });
            return;
          }
        }
        if (node.type === 'list-item' && !isList(Node.parent(editor, path))) {
          Transforms.wrapNodes(editor, { type: 'bulleted-list', children: [] }, { at: path });
          return;
        }
        if (node.type === 'paragraph' && path.length > 1 && isList(Node.parent(editor, path))) {
          Transforms.setNodes(editor, { type: 'list-item' }, { at: path });
          return;
        }
      } else if (isLink(node)) {
        const inner = node.children.findIndex((child) => Element.isElement(child));
        if (!isLinkTarget(node.url) || inner >= 0) {
          Transforms.unwrapNodes(editor, { at: inner >= 0 ? [...path, inner] : path });
          return;
        }
        if (typeof node.new_tab !== 'boolean') {
          Transforms.setNodes(editor, { new_tab: node.new_tab === true }, { at: path });
          return;
        }
      }
    }
    normalizeNode(entry, options);
  };

  return editor;
}

/** The form's value of an editor document: the model's blocks (the same document, checked). */
export function documentValue(children: Descendant[]): RichTextBlock[] {
  return normalizeRichText(children);
}
