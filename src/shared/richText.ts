// The page modules' rich text model (spec 000 §1: bold, italic, link, bulleted and numbered lists),
// shared by the upstream (src/cms/pages/richText.ts checks what it stores with these link rules)
// and the editor in the browser (which must not import src/cms). Slate-compatible JSON: blocks
// (paragraph, bulleted-list, numbered-list of list-items) holding text leaves and links.
import { isRecord } from './isRecord';

export interface RichTextLeaf {
  text: string;
  bold?: boolean;
  italic?: boolean;
}
interface RichTextLink {
  type: 'link';
  url: string;
  new_tab: boolean;
  children: RichTextLeaf[];
}
export type RichTextInline = RichTextLeaf | RichTextLink;
interface RichTextParagraph {
  type: 'paragraph';
  children: RichTextInline[];
}
interface RichTextListItem {
  type: 'list-item';
  children: RichTextInline[];
}
export type ListType = 'bulleted-list' | 'numbered-list';
export interface RichTextList {
  type: ListType;
  children: RichTextListItem[];
}
export type RichTextBlock = RichTextParagraph | RichTextList;

/** A link target the editor may store: a site path, an anchor, or an http(s), mailto or tel URL. */
export function isLinkTarget(value: string): boolean {
  // A site path: one leading slash and no backslash (browsers read `/\host` as `//host`, another site).
  if (/^\/(?![/\\])/.test(value) || /^#[\w-]+$/.test(value)) return !/[\s\\]/.test(value);
  if (/^(mailto|tel):\S+$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** spec 000 §1: links default to https, so `example.org/x` is stored as `https://example.org/x`. */
export function withDefaultScheme(value: string): string {
  const trimmed = value.trim();
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** Why a typed link target is refused; `unsafe`: a scheme that runs code or carries a document. */
export type LinkProblem = 'empty' | 'unsafe' | 'invalid';

/** What the link dialog stores for a typed target (https by default), or why it refuses it. */
export function linkTargetOf(typed: string): { ok: true; url: string } | { ok: false; problem: LinkProblem } {
  const url = withDefaultScheme(typed);
  if (url === '') return { ok: false, problem: 'empty' };
  // The URL parser drops tabs and newlines inside a scheme ("java\tscript:"); so does this check.
  // (Any other such trick is no http(s) URL either, and is refused as invalid.)
  if (/^(?:javascript|data|vbscript):/i.test(url.replace(/\s/g, ''))) return { ok: false, problem: 'unsafe' };
  return isLinkTarget(url) ? { ok: true, url } : { ok: false, problem: 'invalid' };
}

function leafOf(node: Record<string, unknown>): RichTextLeaf {
  const leaf: RichTextLeaf = { text: typeof node.text === 'string' ? node.text : '' };
  if (node.bold === true) leaf.bold = true;
  if (node.italic === true) leaf.italic = true;
  return leaf;
}

/** The inline content of any node: leaves and links; blocks inside are flattened into text (separated by a space). */
function inlinesOf(nodes: unknown, inLink: boolean): RichTextInline[] {
  if (!Array.isArray(nodes)) return [];
  const out: RichTextInline[] = [];
  for (const node of nodes) {
    if (!isRecord(node)) continue;
    if (typeof node.text === 'string') {
      out.push(leafOf(node));
      continue;
    }
    if (node.type === 'link' && !inLink && typeof node.url === 'string' && isLinkTarget(node.url)) {
      const children = mergeLeaves(inlinesOf(node.children, true).filter((inline): inline is RichTextLeaf => !('type' in inline)));
      if (children.some((leaf) => leaf.text !== '')) out.push({ type: 'link', url: node.url, new_tab: node.new_tab === true, children });
      continue;
    }
    const inner = inlinesOf(node.children, inLink);
    // A block met inside inline content (a paragraph in a list item): its text after a space.
    if (node.type !== 'link' && out.length > 0 && inner.length > 0) out.push({ text: ' ' });
    out.push(...inner);
  }
  return out;
}

const sameMarks = (a: RichTextLeaf, b: RichTextLeaf) => a.bold === b.bold && a.italic === b.italic;

/** Adjacent leaves with the same marks as one, empty ones dropped. */
function mergeLeaves(leaves: RichTextLeaf[]): RichTextLeaf[] {
  const out: RichTextLeaf[] = [];
  for (const leaf of leaves) {
    const last = out.at(-1);
    if (leaf.text === '') continue;
    if (last && sameMarks(last, leaf)) last.text += leaf.text;
    else out.push({ ...leaf });
  }
  return out;
}

/**
 * A block's children as Slate keeps them: runs of leaves merged, and a text leaf (maybe empty)
 * before, between and after links, so a block never starts or ends with a link.
 */
function tidyInlines(inlines: RichTextInline[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  let run: RichTextLeaf[] = [];
  const flush = () => {
    const merged = mergeLeaves(run);
    out.push(...(merged.length > 0 ? merged : [{ text: '' }]));
    run = [];
  };
  for (const inline of inlines) {
    if ('type' in inline) {
      flush();
      out.push(inline);
    } else run.push(inline);
  }
  flush();
  return out;
}

function isListType(type: unknown): type is ListType {
  return type === 'bulleted-list' || type === 'numbered-list';
}

/** List items of a list node; nested lists are flattened into the same list, other blocks become items. */
function listItemsOf(nodes: unknown): RichTextListItem[] {
  if (!Array.isArray(nodes)) return [];
  const items: RichTextListItem[] = [];
  for (const node of nodes) {
    if (!isRecord(node)) continue;
    if (isListType(node.type)) {
      items.push(...listItemsOf(node.children));
      continue;
    }
    if (node.type === 'list-item' && Array.isArray(node.children)) {
      // Text of the item itself first, then the items of lists nested in it.
      const own = node.children.filter((child) => !(isRecord(child) && isListType(child.type)));
      items.push({ type: 'list-item', children: tidyInlines(inlinesOf(own, false)) });
      for (const child of node.children) if (isRecord(child) && isListType(child.type)) items.push(...listItemsOf(child.children));
      continue;
    }
    items.push({ type: 'list-item', children: tidyInlines(inlinesOf([node], false)) });
  }
  return items;
}

/**
 * Any stored or pasted value as the model allows it: unknown elements (headings, quotes, …) are
 * paragraphs of their text, nested lists are flattened, links with a target that is not allowed
 * keep only their text, leaves lose every mark but bold and italic, and there is always at least
 * one paragraph (the editor needs a block to type into).
 */
export function normalizeRichText(value: unknown): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  const nodes = Array.isArray(value) ? value : [];
  let loose: unknown[] = [];
  const flushLoose = () => {
    if (loose.length > 0) blocks.push({ type: 'paragraph', children: tidyInlines(inlinesOf(loose, false)) });
    loose = [];
  };
  for (const node of nodes) {
    if (!isRecord(node)) continue;
    if (typeof node.text === 'string' || node.type === 'link') {
      loose.push(node);
      continue;
    }
    flushLoose();
    if (isListType(node.type)) {
      const children = listItemsOf(node.children);
      if (children.length > 0) blocks.push({ type: node.type, children });
    } else if (node.type === 'list-item') {
      blocks.push({ type: 'bulleted-list', children: listItemsOf([node]) });
    } else {
      blocks.push({ type: 'paragraph', children: tidyInlines(inlinesOf(node.children, false)) });
    }
  }
  flushLoose();
  return blocks.length > 0 ? blocks : [{ type: 'paragraph', children: [{ text: '' }] }];
}

/** The text of rich text without markup; blocks and list items separated by a newline. */
export function richTextPlainText(nodes: readonly unknown[]): string {
  const texts: string[] = [];
  const inline = (node: unknown): string => {
    if (!isRecord(node)) return '';
    if (typeof node.text === 'string') return node.text;
    return Array.isArray(node.children) ? node.children.map(inline).join('') : '';
  };
  for (const node of nodes) {
    if (!isRecord(node)) continue;
    if (isListType(node.type) && Array.isArray(node.children)) texts.push(richTextPlainText(node.children));
    else texts.push(inline(node));
  }
  return texts.join('\n');
}

/** Plain text as paragraphs, one for each run of text between empty lines. */
export function richTextFromPlainText(text: string): RichTextBlock[] {
  return normalizeRichText(
    text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== '')
      .map((paragraph) => ({ type: 'paragraph', children: [{ text: paragraph }] })),
  );
}
