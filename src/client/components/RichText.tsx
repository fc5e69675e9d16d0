// The upstream's rich text (a Slate-compatible JSON document: the RichText scalar) as React
// elements, for visitors (spec 000 §3 text module: bold, italic, links with the new-window flag,
// lists; legal pages, articles, biographies). Only what the format names is rendered, each node
// as its own element: no HTML string ever reaches the page, an unknown element shows its text,
// and a link's URL is kept only with a safe scheme (http, https, mailto, tel, or a site path).
import type { ReactNode } from 'react';
import { useT } from '../i18n';

export type RichTextDocument = readonly Record<string, unknown>[];

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface Props {
  document: RichTextDocument;
  className?: string;
  /** The level of the text's highest headings (2 under the page's h1, 3 under a section's h2). */
  topHeadingLevel?: HeadingLevel;
}

const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A link's target when it is safe to follow; null for any other scheme (javascript:, data:, …),
 * and for a site path that a browser would read as another host: `/\\host`, or `/` and a tab or
 * line break before `/host` (browsers drop those characters from URLs).
 */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (hasControlCharacter(trimmed)) return null;
  if (trimmed.startsWith('/') && trimmed.includes('\\')) return null;
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

function childrenOf(node: Record<string, unknown>): Record<string, unknown>[] {
  const children = node.children;
  return Array.isArray(children)
    ? children.filter((child): child is Record<string, unknown> => typeof child === 'object' && child !== null && !Array.isArray(child))
    : [];
}

function isLeaf(node: Record<string, unknown>): boolean {
  return typeof node.text === 'string';
}

/** The plain text of a node (an element the renderer does not know shows this). */
export function plainText(node: Record<string, unknown>): string {
  if (isLeaf(node)) return String(node.text);
  return childrenOf(node).map(plainText).join('');
}

function Leaf({ node }: { node: Record<string, unknown> }) {
  let content: ReactNode = String(node.text);
  if (node.italic === true) content = <em>{content}</em>;
  if (node.bold === true) content = <strong>{content}</strong>;
  return <>{content}</>;
}

const HEADING_TYPES = new Set(['heading', 'heading-two', 'heading-three']);

function requestedLevel(node: Record<string, unknown>): number {
  if (node.type === 'heading-two') return 2;
  if (node.type === 'heading-three') return 3;
  return typeof node.level === 'number' && Number.isFinite(node.level) ? Math.round(node.level) : 2;
}

/**
 * The level each heading of the document is rendered at: the highest ones at `top`, and never
 * more than one level below the heading before it, so the page's outline skips no level
 * (WCAG 1.3.1) whatever levels the editors picked.
 */
export function headingOutline(document: RichTextDocument, top: HeadingLevel): Map<Record<string, unknown>, HeadingLevel> {
  const headings: Record<string, unknown>[] = [];
  const walk = (nodes: readonly Record<string, unknown>[]) => {
    for (const node of nodes) {
      if (HEADING_TYPES.has(String(node.type))) headings.push(node);
      else if (!isLeaf(node)) walk(childrenOf(node));
    }
  };
  walk(document);
  const levels = new Map<Record<string, unknown>, HeadingLevel>();
  if (headings.length === 0) return levels;
  const shift = Math.min(...headings.map(requestedLevel)) - top;
  let previous = top - 1;
  for (const heading of headings) {
    const level = Math.min(6, previous + 1, Math.max(top, requestedLevel(heading) - shift)) as HeadingLevel;
    levels.set(heading, level);
    previous = level;
  }
  return levels;
}

interface RenderContext {
  newWindowText: string;
  levels: Map<Record<string, unknown>, HeadingLevel>;
}

function Nodes({ nodes, context }: { nodes: readonly Record<string, unknown>[]; context: RenderContext }) {
  return (
    <>
      {nodes.map((node, index) => (
        // The document has no ids; its order is its identity (it is never reordered in place).
        // oxlint-disable-next-line react/no-array-index-key -- see above
        <Node key={index} node={node} context={context} />
      ))}
    </>
  );
}

function Node({ node, context }: { node: Record<string, unknown>; context: RenderContext }) {
  if (isLeaf(node)) return <Leaf node={node} />;
  const children = <Nodes nodes={childrenOf(node)} context={context} />;
  switch (node.type) {
    case 'paragraph':
      return <p>{children}</p>;
    case 'heading':
    case 'heading-two':
    case 'heading-three': {
      const Heading = `h${context.levels.get(node) ?? 2}` as const;
      return <Heading>{children}</Heading>;
    }
    case 'block-quote':
      return <blockquote>{children}</blockquote>;
    case 'bulleted-list':
      return <ul>{children}</ul>;
    case 'numbered-list':
      return <ol>{children}</ol>;
    case 'list-item':
      return <li>{children}</li>;
    case 'link': {
      const href = safeHref(node.url);
      if (!href) return <>{children}</>;
      if (node.new_tab === true) {
        return (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {children}
            <span className="visually-hidden"> {context.newWindowText}</span>
          </a>
        );
      }
      return <a href={href}>{children}</a>;
    }
    default:
      // An element this renderer does not know: its text, never its markup.
      return <>{plainText(node)}</>;
  }
}

export function RichText({ document, className, topHeadingLevel = 2 }: Props) {
  const t = useT();
  const context: RenderContext = { newWindowText: t('site.newTab'), levels: headingOutline(document, topHeadingLevel) };
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      <Nodes nodes={document} context={context} />
    </div>
  );
}
