// A few lines of DOM building for the sandbox. Plain DOM rather than React: the sandbox is
// a separate build entry, and sharing React with the site's entry would split React into a
// chunk that every visitor's page then loads one step later. Text goes in as textContent,
// never as HTML.
import type { StyleRule } from './sandboxStyles';

type Child = Node | string | null | undefined | false;

export interface ElementProps {
  style?: StyleRule;
  attributes?: Record<string, string>;
  on?: Partial<{ [K in keyof HTMLElementEventMap]: (event: HTMLElementEventMap[K]) => void }>;
}

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: ElementProps = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.style) Object.assign(node.style, props.style);
  for (const [name, value] of Object.entries(props.attributes ?? {})) node.setAttribute(name, value);
  for (const [type, listener] of Object.entries(props.on ?? {})) node.addEventListener(type, listener as EventListener);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}
