// Rich text as Slate-compatible JSON nodes (README "Rich text"): the shape the page editor's
// text modules use, so a client can render it with any Slate renderer. Blocks hold inline
// children; leaves are `{ text }` with optional `bold`/`italic` marks.

interface TextLeaf {
  text: string;
  bold?: true;
  italic?: true;
}

interface LinkNode {
  type: 'link';
  url: string;
  children: TextLeaf[];
}

export type InlineNode = TextLeaf | LinkNode;

export interface TextBlock {
  type: 'paragraph' | 'heading-two' | 'heading-three' | 'block-quote';
  children: InlineNode[];
}

interface ListItem {
  type: 'list-item';
  children: InlineNode[];
}

interface ListBlock {
  type: 'bulleted-list' | 'numbered-list';
  children: ListItem[];
}

export type RichTextBlock = TextBlock | ListBlock;

type AnyNode = RichTextBlock | ListItem | InlineNode;

function nodeText(node: AnyNode): string {
  if ('text' in node) return node.text;
  switch (node.type) {
    case 'bulleted-list':
    case 'numbered-list':
      return node.children.map(nodeText).join('\n');
    case 'paragraph':
    case 'heading-two':
    case 'heading-three':
    case 'block-quote':
    case 'list-item':
    case 'link':
      return node.children.map(nodeText).join('');
    default:
      return unknownNode(node);
  }
}

function unknownNode(node: never): never {
  throw new Error(`unknown rich text node ${JSON.stringify(node)}`);
}

/** The plain text of a document, one line per block or list item: what full-text search indexes. */
export function plainText(blocks: readonly RichTextBlock[]): string {
  return blocks.map(nodeText).join('\n');
}
