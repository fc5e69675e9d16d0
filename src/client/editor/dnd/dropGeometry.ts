// Where the drop zones of a drag are drawn (issue 22 part 2), measured once when the drag starts:
// each container (a column, a list, the page's run of sections) as the box the page shows it in,
// and each place as a thin bar between two blocks, horizontal where the blocks stack and vertical
// where they stand side by side (a gallery's or a logo list's items). Page coordinates, so the
// zones scroll with the page. The zones are drawn over the page instead of between its blocks:
// a list's items are the items of a <ul>, where nothing else may stand, and nothing in the page
// moves while something is dragged.
import { blockElement } from '../blocks/selection';
import type { DropContainer, DropTarget } from './dropTargets';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ContainerGeometry {
  key: string;
  box: Box;
  /** Lists lie inside columns: the deeper container wins under the pointer. */
  depth: number;
  refused: string | null;
}

export interface DropGeometry {
  containers: ContainerGeometry[];
  /** Each target's bar (a refused target: its container's box). */
  bars: Map<string, Box>;
}

/** The bar's thickness, and the least height an empty container is drawn with (CSS px). */
const BAR = 6;
const EMPTY_HEIGHT = 40;

function pageBox(rect: DOMRect): Box {
  return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
}

function containerElement(container: DropContainer): HTMLElement | null {
  switch (container.type) {
    case 'column':
      // The section's own grid (a module may lay out columns of its own inside).
      return (
        blockElement(container.sectionId)
          ?.querySelectorAll<HTMLElement>(':scope > .cms-section > .cms-section__grid > .cms-column')
          .item(container.column) ?? null
      );
    case 'list':
      return blockElement(container.listId);
    case 'page':
      return document.querySelector<HTMLElement>('.cms-page');
  }
}

/** Whether two boxes stand side by side (they share most of their height). */
function sideBySide(a: Box, b: Box): boolean {
  const overlap = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return overlap > Math.min(a.height, b.height) / 2;
}

/** The page box of block `id`. */
function boxOf(id: string): Box | null {
  const element = blockElement(id);
  return element ? pageBox(element.getBoundingClientRect()) : null;
}

/** The bar of one place in `area`: before or after a block (a vertical bar when it has a neighbour beside it), or across an empty container. */
function barOf(target: Extract<DropTarget, { anchor: unknown }>, area: Box, rowOf: (id: string) => Box | null): Box {
  const { anchor } = target;
  if ('empty' in anchor)
    return { x: area.x, y: area.y + Math.max(area.height, EMPTY_HEIGHT) / 2 - BAR / 2, width: area.width, height: BAR };
  const id = 'before' in anchor ? anchor.before : anchor.after;
  const box = boxOf(id);
  if (!box) return { x: area.x, y: area.y, width: area.width, height: BAR };
  const beside = rowOf(id);
  if (beside && sideBySide(box, beside)) {
    const x = 'before' in anchor ? box.x - BAR : box.x + box.width;
    return { x, y: box.y, width: BAR, height: box.height };
  }
  const y = 'before' in anchor ? box.y - BAR - 2 : box.y + box.height + 2;
  // Across the container, not only the block: the bar reads as a place in the column.
  return { x: area.x, y, width: area.width, height: BAR };
}

export function measureDropTargets(targets: readonly DropTarget[]): DropGeometry {
  const containers = new Map<string, ContainerGeometry>();
  const bars = new Map<string, Box>();
  // Each container's blocks in the order the page shows them, to see whether they stand in a row.
  const neighbourOf = (id: string): Box | null => {
    const element = blockElement(id);
    const parent = element?.parentElement;
    // A list's items are each in an <li> of their own: their neighbour is the next (or previous) <li>'s block.
    const holder = parent && parent.tagName === 'LI' ? parent : element;
    for (const sibling of [holder?.nextElementSibling, holder?.previousElementSibling]) {
      const other = sibling?.matches('[data-editor-block]') ? sibling : sibling?.querySelector(':scope > [data-editor-block]');
      if (other) return pageBox(other.getBoundingClientRect());
    }
    return null;
  };
  for (const target of targets) {
    let container = containers.get(target.containerKey);
    if (!container) {
      const element = containerElement(target.container);
      if (!element) continue;
      const box = pageBox(element.getBoundingClientRect());
      container = {
        key: target.containerKey,
        box: { ...box, height: Math.max(box.height, EMPTY_HEIGHT) },
        depth: target.container.type === 'list' ? 2 : 1,
        refused: null,
      };
      containers.set(target.containerKey, container);
    }
    if (target.type === 'refused') {
      container.refused = target.reason;
      bars.set(target.id, container.box);
    } else {
      bars.set(target.id, barOf(target, container.box, neighbourOf));
    }
  }
  return { containers: [...containers.values()], bars };
}

/** The distance from a point to a box (0 inside). */
export function distanceTo(box: Box, x: number, y: number): number {
  const dx = Math.max(box.x - x, 0, x - (box.x + box.width));
  const dy = Math.max(box.y - y, 0, y - (box.y + box.height));
  return Math.hypot(dx, dy);
}

export function contains(box: Box, x: number, y: number): boolean {
  return x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
}
