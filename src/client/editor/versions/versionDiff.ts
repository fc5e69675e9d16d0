// The difference of two versions of a page, block by block, for the revisions panel's comparison
// (issue 22 part 5: "choosing two shows a comparison per block (added, removed, changed fields
// highlighted, text differences inline)"). Both sides are the sections as the upstream stores them
// (Query.pageSectionSnapshots: the form of Query.sectionSnapshot). Sections and modules are
// matched by their ids, which the upstream keeps through edits, moves inside a section and
// restores; a module that was deleted and brought back has a new id and shows as removed and
// added. The comparison is about content: a block's place among its siblings is not a change of
// its own (the neighbours added or removed are), a module that went to another column or parent
// is marked moved. Values are compared as text; rich text as its plain text.
import { richTextPlainText } from '../../../shared/richText';

/** A section or module as a snapshot holds it (parsed JSON). */
export type SnapshotNode = Record<string, unknown>;

export type BlockStatus = 'added' | 'removed' | 'changed' | 'unchanged';

/** A field's value as compared: text (rich text as plain text), a switch, or empty. */
export type FieldValue = string | boolean | null;

export interface FieldChange {
  /** The upstream's field name. */
  field: string;
  before: FieldValue;
  after: FieldValue;
}

/** Where a module was in the older version: its parent (the section or a list module), column and place. */
export interface ModulePlace {
  parentId: string;
  column: number | null;
  position: number;
}

export interface ModuleDiff {
  /** Unique within the comparison (React's key). */
  key: string;
  id: string | null;
  model: string;
  status: BlockStatus;
  /** In another column or parent than in the older version. */
  moved: boolean;
  /** Removed here, but the newer version has it in another section. */
  elsewhere: boolean;
  fields: FieldChange[];
  children: ModuleDiff[];
  /** The module's first text (newer side, else older), to name it. */
  summary: string;
  /** The module as the older version had it (null when added). */
  older: SnapshotNode | null;
  olderPlace: ModulePlace | null;
}

export interface SectionDiff {
  key: string;
  id: string | null;
  status: BlockStatus;
  fields: FieldChange[];
  modules: ModuleDiff[];
  /** The section as the older version had it (null when added), and its place among the page's sections. */
  older: SnapshotNode | null;
  olderPosition: number | null;
}

/** Keys that say where a block is or what the upstream derives, not what staff entered (moduleStore's READ_ONLY_KEYS, plus model and slug). */
const NOT_COMPARED: ReadonlySet<string> = new Set([
  'id',
  'slug',
  'model',
  'parent',
  'column',
  'position',
  'content_type',
  'object_id',
  'columns',
  'children',
  'image_obj',
  'image_thumbnails',
  'revision',
  'content_revision',
]);

function isNode(value: unknown): value is SnapshotNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The snapshots' JSON as nodes; a text that is no object is left out. */
export function parseSnapshots(list: readonly { snapshot: string }[]): SnapshotNode[] {
  return list.flatMap((each) => {
    try {
      const parsed: unknown = JSON.parse(each.snapshot);
      return isNode(parsed) ? [parsed] : [];
    } catch {
      return [];
    }
  });
}

export function idOf(node: SnapshotNode): string | null {
  return typeof node.id === 'number' || typeof node.id === 'string' ? String(node.id) : null;
}

const isRichText = (value: readonly unknown[]): boolean =>
  value.length > 0 && value.every((item) => isNode(item) && (Array.isArray(item.children) || typeof item.text === 'string'));

/** A stored value as text: rich text as its plain text, FAQ items as questions and answers, lists line by line. */
export function valueText(value: unknown): FieldValue {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (isRichText(value)) return richTextPlainText(value) || null;
    return value.map((item) => valueText(item) ?? '').join('\n') || null;
  }
  if (isNode(value)) {
    return (
      Object.values(value)
        .map((item) => valueText(item))
        .filter((item): item is string => typeof item === 'string')
        .join('\n') || null
    );
  }
  return null;
}

/** The fields of two versions of one block whose values differ, in the order the newer version names them. */
export function fieldChanges(before: SnapshotNode | null, after: SnapshotNode | null): FieldChange[] {
  const names = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].filter((name) => !NOT_COMPARED.has(name));
  return names.flatMap((field) => {
    const old = valueText(before?.[field]);
    const now = valueText(after?.[field]);
    return old === now ? [] : [{ field, before: old, after: now }];
  });
}

/** A module's children (list modules), a section's modules of one column. */
function childrenOf(node: SnapshotNode): SnapshotNode[] {
  return Array.isArray(node.children) ? node.children.filter(isNode) : [];
}

function columnsOf(section: SnapshotNode): SnapshotNode[][] {
  return Array.isArray(section.columns) ? section.columns.map((column) => (isNode(column) ? childrenOf(column) : [])) : [];
}

interface Located {
  node: SnapshotNode;
  place: ModulePlace;
}

/** Every module of a section by id, with its place. */
function modulesById(section: SnapshotNode): Map<string, Located> {
  const found = new Map<string, Located>();
  const sectionId = idOf(section) ?? '';
  const walk = (nodes: SnapshotNode[], parentId: string, column: number | null) =>
    nodes.forEach((node, position) => {
      const id = idOf(node);
      if (id !== null) found.set(id, { node, place: { parentId, column, position } });
      walk(childrenOf(node), id ?? '', null);
    });
  columnsOf(section).forEach((modules, column) => walk(modules, sectionId, column));
  return found;
}

/** The first text of a module, to name it. */
function summaryOf(node: SnapshotNode): string {
  for (const field of ['headline', 'content', 'link_text', 'title', 'text', 'preline', 'author', 'question']) {
    const text = valueText(node[field]);
    if (typeof text === 'string' && text.trim() !== '') {
      const line = text.replace(/\s+/g, ' ').trim();
      return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line;
    }
  }
  return '';
}

/**
 * The newer list in its order with the items only the older one has put back where they were:
 * each after the item that preceded it in the older list (or first).
 */
export function mergeOrder<T>(
  older: readonly T[],
  newer: readonly T[],
  key: (item: T) => string | null,
): { item: T; side: 'older' | 'newer' }[] {
  const newerKeys = new Set(newer.map(key).filter((each): each is string => each !== null));
  const merged: { item: T; side: 'older' | 'newer' }[] = newer.map((item) => ({ item, side: 'newer' }));
  older.forEach((item, index) => {
    const id = key(item);
    if (id !== null && newerKeys.has(id)) return;
    // After the nearest older neighbour before it that is in the list already.
    let at = 0;
    for (let before = index - 1; before >= 0; before -= 1) {
      const neighbour = key(older[before] as T);
      const found = merged.findIndex((entry) => key(entry.item) === neighbour);
      if (neighbour !== null && found >= 0) {
        at = found + 1;
        break;
      }
    }
    merged.splice(at, 0, { item, side: 'older' });
  });
  return merged;
}

function statusOf(fields: readonly FieldChange[], children: readonly { status: BlockStatus }[], moved: boolean): BlockStatus {
  return fields.length > 0 || moved || children.some((child) => child.status !== 'unchanged') ? 'changed' : 'unchanged';
}

function diffModules(
  older: SnapshotNode[],
  newer: SnapshotNode[],
  olderById: Map<string, Located>,
  newerById: Map<string, Located>,
  elsewhere: ReadonlySet<string>,
  prefix: string,
): ModuleDiff[] {
  // A module the newer version has in another column or parent of this section shows once, where it is now.
  const newerHere = new Set(newer.map(idOf));
  const olderHere = older.filter((node) => {
    const id = idOf(node);
    return id === null || !newerById.has(id) || newerHere.has(id);
  });
  return mergeOrder(olderHere, newer, idOf).map(({ item, side }, index) => {
    const id = idOf(item);
    const model = typeof item.model === 'string' ? item.model : '';
    const key = `${side}-${id ?? `${prefix}.${index}`}`;
    if (side === 'older') {
      // Only in the older version: removed (with its children).
      const place = id === null ? null : (olderById.get(id)?.place ?? null);
      return {
        key,
        id,
        model,
        status: 'removed',
        moved: false,
        elsewhere: id !== null && elsewhere.has(id),
        fields: fieldChanges(item, null),
        children: diffModules(childrenOf(item), [], olderById, newerById, elsewhere, key).map((child) => ({ ...child, status: 'removed' })),
        summary: summaryOf(item),
        older: item,
        olderPlace: place,
      };
    }
    const before = id === null ? undefined : olderById.get(id);
    if (!before) {
      return {
        key,
        id,
        model,
        status: 'added',
        moved: false,
        elsewhere: false,
        fields: fieldChanges(null, item),
        children: diffModules([], childrenOf(item), olderById, newerById, elsewhere, key).map((child) => ({ ...child, status: 'added' })),
        summary: summaryOf(item),
        older: null,
        olderPlace: null,
      };
    }
    const now = id === null ? undefined : newerById.get(id);
    const moved = now !== undefined && (now.place.parentId !== before.place.parentId || now.place.column !== before.place.column);
    const fields = fieldChanges(before.node, item);
    const children = diffModules(childrenOf(before.node), childrenOf(item), olderById, newerById, elsewhere, key);
    return {
      key,
      id,
      model,
      status: statusOf(fields, children, moved),
      moved,
      elsewhere: false,
      fields,
      children,
      summary: summaryOf(item) || summaryOf(before.node),
      older: before.node,
      olderPlace: before.place,
    };
  });
}

/** A section's modules compared: column by column (a module that changed columns shows where it is now, marked moved). */
function diffSectionModules(
  older: SnapshotNode | null,
  newer: SnapshotNode | null,
  elsewhere: ReadonlySet<string>,
  prefix: string,
): ModuleDiff[] {
  const olderById = older ? modulesById(older) : new Map<string, Located>();
  const newerById = newer ? modulesById(newer) : new Map<string, Located>();
  const olderColumns = older ? columnsOf(older) : [];
  const newerColumns = newer ? columnsOf(newer) : [];
  const count = Math.max(olderColumns.length, newerColumns.length);
  const result: ModuleDiff[] = [];
  for (let column = 0; column < count; column += 1) {
    result.push(
      ...diffModules(olderColumns[column] ?? [], newerColumns[column] ?? [], olderById, newerById, elsewhere, `${prefix}.${column}`),
    );
  }
  return result;
}

/** The page's two versions compared, section by section in the newer version's order, removed sections where they were. */
export function diffPage(older: readonly SnapshotNode[], newer: readonly SnapshotNode[]): SectionDiff[] {
  const newerModules = new Set(newer.flatMap((section) => [...modulesById(section).keys()]));
  const olderPositions = new Map(older.map((section, index) => [idOf(section), index]));
  return mergeOrder(older, newer, idOf).map(({ item, side }, index) => {
    const id = idOf(item);
    const key = `section-${side}-${id ?? index}`;
    const before = side === 'older' ? item : (older.find((section) => id !== null && idOf(section) === id) ?? null);
    const after = side === 'newer' ? item : null;
    // Modules of this section that the newer version has in another one (not in this section now).
    const here = after ? new Set(modulesById(after).keys()) : new Set<string>();
    const elsewhere = new Set([...newerModules].filter((moduleId) => !here.has(moduleId)));
    const fields = fieldChanges(before, after);
    const modules = diffSectionModules(before, after, elsewhere, key);
    const status: BlockStatus = before === null ? 'added' : after === null ? 'removed' : statusOf(fields, modules, false);
    return { key, id, status, fields, modules, older: before, olderPosition: olderPositions.get(id) ?? null };
  });
}

/** How many blocks (sections and modules) have each status, for the comparison's summary. */
export function countStatuses(sections: readonly SectionDiff[]): Record<BlockStatus, number> {
  const counts: Record<BlockStatus, number> = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  const walk = (modules: readonly ModuleDiff[]) =>
    modules.forEach((module) => {
      counts[module.status] += 1;
      walk(module.children);
    });
  for (const section of sections) {
    counts[section.status] += 1;
    walk(section.modules);
  }
  return counts;
}
