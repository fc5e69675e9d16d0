// Rich text as Slate-compatible JSON nodes (spec 000 §1: bold, italic, link, bulleted and
// numbered lists). Stored and served as is; the site renders them, the editor edits them. The link
// rules are the shared ones (src/shared/richText.ts), which the editor in the browser applies too.
import { isLinkTarget } from '../../shared/richText';

export { isLinkTarget, withDefaultScheme } from '../../shared/richText';
type RichTextLeaf = { text: string; bold?: boolean; italic?: boolean };
type RichTextElement =
  | { type: 'paragraph'; children: RichTextNode[] }
  | { type: 'heading'; level: number; children: RichTextNode[] }
  | { type: 'bulleted-list'; children: RichTextNode[] }
  | { type: 'numbered-list'; children: RichTextNode[] }
  | { type: 'list-item'; children: RichTextNode[] }
  | { type: 'link'; url: string; new_tab: boolean; children: RichTextNode[] };
export type RichTextNode = RichTextLeaf | RichTextElement;

const ELEMENT_TYPES = new Set(['paragraph', 'bulleted-list', 'numbered-list', 'list-item', 'link']);
const MAX_DEPTH = 8;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The reason a value is not editor rich text, or undefined when it is. Headings are not offered by the editor. */
export function richTextProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'Must be a list of rich text nodes.';
  const visit = (nodes: unknown[], depth: number): string | undefined => {
    if (depth > MAX_DEPTH) return 'Rich text is nested too deeply.';
    for (const node of nodes) {
      if (!isRecord(node)) return 'Every rich text node must be an object.';
      if ('text' in node) {
        if (typeof node.text !== 'string') return 'A text node needs a string "text".';
        for (const key of Object.keys(node)) {
          if (key === 'text') continue;
          if ((key !== 'bold' && key !== 'italic') || typeof node[key] !== 'boolean') return `Unknown text mark "${key}".`;
        }
        continue;
      }
      if (typeof node.type !== 'string' || !ELEMENT_TYPES.has(node.type)) return `Unknown rich text element "${String(node.type)}".`;
      if (node.type === 'link') {
        if (typeof node.url !== 'string' || !isLinkTarget(node.url)) return 'A link needs a valid url.';
        if (node.new_tab !== undefined && typeof node.new_tab !== 'boolean') return "A link's new_tab must be true or false.";
      }
      if (!Array.isArray(node.children) || node.children.length === 0) return 'An element needs children.';
      const inner = visit(node.children, depth + 1);
      if (inner) return inner;
    }
    return undefined;
  };
  return visit(value, 0);
}

/** The text of rich text nodes without markup (for required checks and lengths). */
export function plainText(nodes: readonly unknown[]): string {
  let text = '';
  for (const node of nodes) {
    if (!isRecord(node)) continue;
    if (typeof node.text === 'string') text += node.text;
    else if (Array.isArray(node.children)) text += `${plainText(node.children)}${node.type === 'link' ? '' : ' '}`;
  }
  return text;
}

/** Convenience for seeds and tests: paragraphs of plain text. */
export function paragraphs(...texts: string[]): RichTextNode[] {
  return texts.map((text) => ({ type: 'paragraph', children: [{ text }] }));
}
