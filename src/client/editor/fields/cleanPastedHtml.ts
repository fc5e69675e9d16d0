// Pasted HTML (from word processors such as MS Word and Google Docs, and from web pages) as the
// rich text model allows it (spec 000 §1; issue 12 part 3): paragraphs, bulleted and numbered
// lists, links with an allowed target, bold and italic. Everything else becomes plain text in
// paragraphs: headings are bold paragraphs, tables one paragraph per cell, styles, classes,
// comments, <style>/<script>, pictures and Word's private markup (<o:p>, mso-list markers) go.
// Pure over a minimal node interface, so the browser hands it DOMParser's body and the unit test
// a small hand-made tree.
import {
  isLinkTarget,
  normalizeRichText,
  type ListType,
  type RichTextBlock,
  type RichTextInline,
  type RichTextLeaf,
  type RichTextList,
} from '../../../shared/richText';

/** The part of a DOM node the cleaner reads (a DOM Node is one). */
export interface HtmlNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<HtmlNode>;
  getAttribute?(name: string): string | null;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Elements whose content is not text of the document. */
const DROPPED = new Set([
  'script',
  'style',
  'head',
  'title',
  'meta',
  'link',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'img',
  'picture',
  'video',
  'audio',
  'canvas',
  'input',
  'button',
  'select',
  'textarea',
  'xml',
]);
/** Elements that end the text before them and start a new block. */
const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'main',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'dl',
  'dt',
  'dd',
  'address',
  'hr',
  'center',
  'form',
  'fieldset',
  'legend',
  'details',
  'summary',
  'body',
  'html',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

interface Context {
  bold: boolean;
  italic: boolean;
  link: { url: string; new_tab: boolean } | null;
  inItem: boolean;
}

/** A CSS property of an inline style attribute, lowercased, or null. */
function styleOf(node: HtmlNode, property: string): string | null {
  const style = node.getAttribute?.('style');
  if (!style) return null;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property)
      return declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase();
  }
  return null;
}

function boldOf(node: HtmlNode, name: string, inherited: boolean): boolean {
  const weight = styleOf(node, 'font-weight');
  // Google Docs wraps the whole paste in <b style="font-weight:normal">; its spans say 400 or 700.
  if (weight !== null) {
    if (/^(?:bold|bolder|[6-9]00)$/.test(weight)) return true;
    if (/^(?:normal|lighter|[1-5]00)$/.test(weight)) return false;
  }
  return name === 'b' || name === 'strong' || HEADINGS.has(name) ? true : inherited;
}

function italicOf(node: HtmlNode, name: string, inherited: boolean): boolean {
  const style = styleOf(node, 'font-style');
  if (style === 'italic' || style === 'oblique') return true;
  if (style === 'normal') return false;
  return name === 'i' || name === 'em' ? true : inherited;
}

/** A hidden element, or Word's list marker (<span style="mso-list:Ignore">·</span>). */
function isHidden(node: HtmlNode): boolean {
  return styleOf(node, 'display') === 'none' || styleOf(node, 'mso-hide') === 'all' || styleOf(node, 'mso-list') === 'ignore';
}

/** The text of a node, whitespace as is. */
function textOf(node: HtmlNode): string {
  if (node.nodeType === TEXT_NODE) return node.nodeValue ?? '';
  let text = '';
  for (let index = 0; index < node.childNodes.length; index += 1) {
    const child = node.childNodes[index];
    if (child) text += textOf(child);
  }
  return text;
}

/** Word's list paragraph (class MsoListParagraph… or an mso-list style): the kind of list its marker shows, or null. */
function wordListTypeOf(node: HtmlNode): ListType | null {
  const className = node.getAttribute?.('class') ?? '';
  const msoList = styleOf(node, 'mso-list');
  if (!/MsoListParagraph/i.test(className) && (msoList === null || msoList === 'ignore')) return null;
  let marker = '';
  const findMarker = (current: HtmlNode) => {
    for (let index = 0; index < current.childNodes.length && marker === ''; index += 1) {
      const child = current.childNodes[index];
      if (!child || child.nodeType !== ELEMENT_NODE) continue;
      if (styleOf(child, 'mso-list') === 'ignore') marker = textOf(child).trim();
      else findMarker(child);
    }
  };
  findMarker(node);
  return /^(?:\d+|[a-z]|[ivxlc]+)[.)]/i.test(marker) ? 'numbered-list' : 'bulleted-list';
}

class Builder {
  readonly blocks: RichTextBlock[] = [];
  private inlines: RichTextInline[] = [];
  private list: RichTextList | null = null;
  /** The open list was made of Word's list paragraphs: any other block ends it. */
  private wordList = false;

  text(value: string, context: Context): void {
    // HTML's white space rules: runs of spaces, tabs, newlines and no-break spaces are one space.
    let text = value.replace(/[\s\u00a0]+/g, ' ');
    const last = this.lastLeaf();
    if (text.startsWith(' ') && (last === null || last.text.endsWith(' '))) text = text.slice(1);
    if (text === '') return;
    const leaf: RichTextLeaf = { text };
    if (context.bold) leaf.bold = true;
    if (context.italic) leaf.italic = true;
    const previous = this.inlines.at(-1);
    if (context.link) {
      if (previous && 'type' in previous && previous.url === context.link.url && previous.new_tab === context.link.new_tab)
        previous.children.push(leaf);
      else this.inlines.push({ type: 'link', url: context.link.url, new_tab: context.link.new_tab, children: [leaf] });
    } else this.inlines.push(leaf);
  }

  private lastLeaf(): RichTextLeaf | null {
    const last = this.inlines.at(-1);
    if (!last) return null;
    return 'type' in last ? (last.children.at(-1) ?? null) : last;
  }

  /** Ends the current paragraph or list item (nothing when it holds no text). */
  breakBlock(): void {
    const inlines = this.inlines;
    this.inlines = [];
    if (!inlines.some((inline) => ('type' in inline ? inline.children.some((leaf) => leaf.text.trim() !== '') : inline.text.trim() !== '')))
      return;
    const last = inlines.at(-1);
    const lastLeaf = last && ('type' in last ? last.children.at(-1) : last);
    if (lastLeaf) lastLeaf.text = lastLeaf.text.replace(/ $/, '');
    if (this.list) this.list.children.push({ type: 'list-item', children: inlines });
    else this.blocks.push({ type: 'paragraph', children: inlines });
  }

  /** Opens a list (a list inside the open one adds its items to it: the model has no nesting). Returns whether it opened one. */
  openList(type: ListType, fromWord = false): boolean {
    this.breakBlock();
    if (this.list && (!fromWord || this.list.type === type)) return false;
    if (this.list) this.closeList();
    this.list = { type, children: [] };
    this.wordList = fromWord;
    return true;
  }

  closeList(): void {
    this.breakBlock();
    if (this.list && this.list.children.length > 0) this.blocks.push(this.list);
    this.list = null;
    this.wordList = false;
  }

  /** Before a block that is not one of Word's list paragraphs. */
  endWordList(): void {
    if (this.wordList) this.closeList();
  }
}

function walk(node: HtmlNode, context: Context, out: Builder): void {
  if (node.nodeType === TEXT_NODE) {
    out.text(node.nodeValue ?? '', context);
    return;
  }
  // Comments (Word's <!--[if !supportLists]-->), processing instructions and the like.
  if (node.nodeType !== ELEMENT_NODE && node.nodeType !== 9 && node.nodeType !== 11) return;
  const name = node.nodeName.toLowerCase();
  if (DROPPED.has(name) || name.startsWith('v:') || name.startsWith('w:') || name.startsWith('m:') || isHidden(node)) return;
  const children = () => {
    const inner: Context = { ...context, bold: boldOf(node, name, context.bold), italic: italicOf(node, name, context.italic) };
    if (name === 'a') {
      const href = node.getAttribute?.('href')?.trim() ?? '';
      if (!context.link && isLinkTarget(href)) inner.link = { url: href, new_tab: node.getAttribute?.('target') === '_blank' };
    }
    for (let index = 0; index < node.childNodes.length; index += 1) {
      const child = node.childNodes[index];
      if (child) walk(child, inner, out);
    }
  };
  if (name === 'br') {
    if (context.inItem) out.text(' ', context);
    else out.breakBlock();
    return;
  }
  if (name === 'ul' || name === 'ol') {
    out.endWordList();
    const opened = out.openList(name === 'ol' ? 'numbered-list' : 'bulleted-list');
    children();
    if (opened) out.closeList();
    else out.breakBlock();
    return;
  }
  if (name === 'li') {
    out.breakBlock();
    walkChildren(node, { ...context, inItem: true }, out);
    out.breakBlock();
    return;
  }
  if (name === 'p' || name === 'div') {
    const wordList = wordListTypeOf(node);
    if (wordList) {
      out.openList(wordList, true);
      walkChildren(node, { ...context, inItem: true }, out);
      out.breakBlock();
      return;
    }
  }
  if (BLOCKS.has(name)) {
    if (name !== 'body' && name !== 'html') out.endWordList();
    // Blocks inside a list item add to its text.
    if (!context.inItem) out.breakBlock();
    else out.text(' ', context);
    children();
    if (!context.inItem) out.breakBlock();
    return;
  }
  children();
}

function walkChildren(node: HtmlNode, context: Context, out: Builder): void {
  for (let index = 0; index < node.childNodes.length; index += 1) {
    const child = node.childNodes[index];
    if (child) walk(child, context, out);
  }
}

/** The rich text of a pasted HTML document's body; empty when it holds no text. */
export function cleanPastedHtml(body: HtmlNode): RichTextBlock[] {
  const out = new Builder();
  walkChildren(body, { bold: false, italic: false, link: null, inItem: false }, out);
  out.closeList();
  return out.blocks.length > 0 ? normalizeRichText(out.blocks) : [];
}
