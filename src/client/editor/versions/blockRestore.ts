// What restoring one block of an older version sends (issue 22 part 5: "one block … can be
// restored"): the section's snapshot as restoreSection takes it. A section is put back as the
// older version had it (its snapshot as it is). A module is put back inside the section as it is
// now: a module still there gets the older version's fields (its children and its place stay),
// a removed one is inserted where it was, with its children, as new modules (no ids: the upstream
// gives new ones). Everything else in the section stays as it is now.
import { idOf, type ModulePlace, type SnapshotNode } from './versionDiff';

/** The keys that are the module's own fields (what staff entered); the rest says where it is or is derived. */
const PLACE_KEYS: ReadonlySet<string> = new Set([
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
  'revision',
  'content_revision',
]);

function isNode(value: unknown): value is SnapshotNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nodesIn(list: unknown): SnapshotNode[] | null {
  return Array.isArray(list) ? list.filter(isNode) : null;
}

/** Every list of modules in the section (its columns' and list modules' children), to find a module or parent in. */
function find(section: SnapshotNode, id: string): { node: SnapshotNode; list: unknown[] } | null {
  const walk = (list: unknown[]): { node: SnapshotNode; list: unknown[] } | null => {
    for (const node of nodesIn(list) ?? []) {
      if (idOf(node) === id) return { node, list };
      if (Array.isArray(node.children)) {
        const inside = walk(node.children);
        if (inside) return inside;
      }
    }
    return null;
  };
  for (const column of nodesIn(section.columns) ?? []) {
    if (Array.isArray(column.children)) {
      const found = walk(column.children);
      if (found) return found;
    }
  }
  return null;
}

/** A module and its children without ids (they come back as new modules). */
function withoutIds(node: SnapshotNode): SnapshotNode {
  const { id: _id, revision: _revision, ...rest } = node;
  return Array.isArray(rest.children) ? { ...rest, children: rest.children.filter(isNode).map(withoutIds) } : rest;
}

/**
 * The section `current` with the module `older` (as the older version had it, at `place`) put back;
 * null when it cannot go back on its own: its parent (a list module) is no longer in the section.
 */
export function withModuleRestored(current: SnapshotNode, older: SnapshotNode, place: ModulePlace | null): SnapshotNode | null {
  const section = structuredClone(current);
  const id = idOf(older);
  const present = id === null ? null : find(section, id);
  if (present) {
    for (const key of Object.keys(present.node)) if (!PLACE_KEYS.has(key)) delete present.node[key];
    for (const [key, value] of Object.entries(older)) if (!PLACE_KEYS.has(key)) present.node[key] = structuredClone(value);
    return section;
  }
  if (!place) return null;
  let list: unknown[] | null = null;
  if (place.parentId === idOf(section)) {
    const columns = nodesIn(section.columns) ?? [];
    // A section with fewer columns now: the module goes to the last one (as the upstream moves modules of dropped columns).
    const column = columns[Math.min(place.column ?? 0, columns.length - 1)];
    if (column) {
      if (!Array.isArray(column.children)) column.children = [];
      list = Array.isArray(column.children) ? column.children : null;
    }
  } else {
    const parent = find(section, place.parentId);
    if (parent) {
      if (!Array.isArray(parent.node.children)) parent.node.children = [];
      list = Array.isArray(parent.node.children) ? parent.node.children : null;
    }
  }
  if (!list) return null;
  list.splice(Math.min(place.position, list.length), 0, withoutIds(structuredClone(older)));
  return section;
}
