// Restoring a section from the editor's backup list (spec 000 §4: "each save pushes a snapshot,
// and undo restores the last snapshot"; README "Page editor": section restore). The snapshot is
// the section's JSON as GET module/{id}/ gave it before a save; it comes back from the editor, so
// it is checked like any input: every module's model, place and fields (spec 000 §5), at most
// RESTORE_MAX_MODULES. In one transaction the section's own fields are put back, everything in it
// is replaced by the snapshot's modules (keeping the ids of modules still there), and the page
// records a version. `content_revision` names the section's state the undo is based on: someone
// else's change since is a 409 and nothing is written.
import type { Queryable } from '../db/openDatabase';
import { DEFAULT_LOCALE, isLocale } from '../../shared/locales';
import { assertRevision, revisionOf } from './changeLog';
import { COLUMN_PRESETS, isColumnPreset } from './columnPresets';
import { EditorError } from './EditorError';
import { isModuleModel, mayContain, ruleOf, type ModuleModel } from './moduleRules';
import { checkSlug, fieldsOf, NEXT_REVISION, READ_ONLY_KEYS, recordVersion, touchSection, type Body } from './moduleStore';
import type { ModuleRow } from './moduleTree';
import { validateModuleFields, type ModuleFields } from './validateModuleFields';

const RESTORE_MAX_MODULES = 500;
const MAX_DEPTH = 10;

export interface PlannedModule {
  /** The module's id in the snapshot (kept when that module is still in the section). */
  id: number | null;
  model: ModuleModel;
  slug: unknown;
  fields: ModuleFields;
  /** Index of the parent in the plan; -1 for the section itself. */
  parent: number;
  column: number | null;
  position: number;
}

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A module of a snapshot to plan, with the place it gets under the plan's parent. */
export interface PlanRoot {
  node: unknown;
  /** Where it is in the body, for the problems found (`snapshot.columns.0.children.1`). */
  path: string;
  column: number | null;
  position: number;
}

/**
 * Plans `roots` (modules whose parent is a `parentModel`) and everything under them, in tree order
 * (parents first), appending to `plan` and `errors`: every module's model, its place (the parent
 * takes it) and its fields are checked (spec 000 §5), at most RESTORE_MAX_MODULES in all. A root's
 * `parent` in the plan is -1. Used by the section restore and by a paste (pasteBlock.ts).
 */
export function planModules(
  roots: readonly PlanRoot[],
  parentModel: ModuleModel,
  plan: PlannedModule[],
  errors: Record<string, string[]>,
): void {
  const walk = (
    node: unknown,
    path: string,
    parentModel: ModuleModel,
    parent: number,
    column: number | null,
    position: number,
    depth: number,
  ): void => {
    if (plan.length >= RESTORE_MAX_MODULES) {
      errors.snapshot = [`A section holds at most ${RESTORE_MAX_MODULES} modules.`];
      return;
    }
    if (!isObject(node) || !isModuleModel(node.model) || node.model === 'section') {
      errors[path] = ['Expected a module.'];
      return;
    }
    const model = node.model;
    if (!mayContain(parentModel, model)) {
      errors[path] = [`A ${model} module cannot be placed in a ${parentModel} module.`];
      return;
    }
    const validated = validateModuleFields(model, fieldsOf(node, [...READ_ONLY_KEYS]));
    if (!validated.ok) for (const [field, messages] of Object.entries(validated.errors)) errors[`${path}.${field}`] = messages;
    const index = plan.length;
    plan.push({
      id: typeof node.id === 'number' && Number.isInteger(node.id) ? node.id : null,
      model,
      slug: node.slug,
      fields: validated.ok ? validated.fields : {},
      parent,
      column,
      position,
    });
    const children = node.children;
    if (children === undefined || children === null) return;
    if (!Array.isArray(children) || (children.length > 0 && !ruleOf(model).children)) {
      errors[`${path}.children`] = ['This module has no children.'];
      return;
    }
    if (depth >= MAX_DEPTH) {
      errors[`${path}.children`] = ['Too deeply nested.'];
      return;
    }
    children.forEach((child, at) => walk(child, `${path}.children.${at}`, model, index, null, at, depth + 1));
  };
  for (const root of roots) walk(root.node, root.path, parentModel, -1, root.column, root.position, 1);
}

/** The snapshot's modules in tree order (parents first), or the problems found, by path. */
export function planSnapshot(snapshot: Body, columnCount: number): { plan: PlannedModule[]; errors: Record<string, string[]> } {
  const plan: PlannedModule[] = [];
  const errors: Record<string, string[]> = {};
  const columns = snapshot.columns ?? [];
  if (!Array.isArray(columns) || columns.length > columnCount) {
    errors['snapshot.columns'] = [`Expected at most ${columnCount} columns.`];
    return { plan, errors };
  }
  const roots: PlanRoot[] = [];
  columns.forEach((column: unknown, columnIndex) => {
    const children = isObject(column) ? column.children : undefined;
    if (!Array.isArray(children)) {
      errors[`snapshot.columns.${columnIndex}`] = ['Expected a column with children.'];
      return;
    }
    children.forEach((child, at) =>
      roots.push({ node: child, path: `snapshot.columns.${columnIndex}.children.${at}`, column: columnIndex, position: at }),
    );
  });
  planModules(roots, 'section', plan, errors);
  return { plan, errors };
}

/** POST module/{id}/restore/ `{ snapshot, content_revision? }`; `row` is the section, read inside the transaction. */
export async function restoreSection(db: Queryable, row: ModuleRow, body: Body, userId: number | null): Promise<void> {
  if (row.model !== 'section' || row.parent_id !== null)
    throw EditorError.invalid({ non_field_errors: ['Only a section can be restored.'] });
  const expected = revisionOf({ revision: body.content_revision }, false);
  if (typeof expected === 'object') throw EditorError.invalid({ content_revision: [expected.error] });
  assertRevision(expected, row.content_revision ?? 0, 'this section');

  const snapshot = body.snapshot;
  if (!isObject(snapshot) || snapshot.model !== 'section' || snapshot.id !== row.id)
    throw EditorError.invalid({ snapshot: ['Expected a snapshot of this section.'] });
  const own = validateModuleFields('section', fieldsOf(snapshot, [...READ_ONLY_KEYS]));
  if (!own.ok)
    throw EditorError.invalid(Object.fromEntries(Object.entries(own.errors).map(([field, messages]) => [`snapshot.${field}`, messages])));
  const layout = isColumnPreset(own.fields.layout) ? own.fields.layout : '100';
  const { plan, errors } = planSnapshot(snapshot, COLUMN_PRESETS[layout].length);
  if (Object.keys(errors).length > 0) throw EditorError.invalid(errors);

  const lang = isLocale(row.lang) ? row.lang : DEFAULT_LOCALE;
  const { rows: present } = await db.query<{ id: number }>('SELECT id FROM modules WHERE container_id = $1 AND id <> $1', [row.id]);
  const stillThere = new Set(present.map((module) => module.id));
  // Everything in the section goes (children with their parents), then the snapshot comes back.
  await db.query('DELETE FROM modules WHERE parent_id = $1', [row.id]);
  const slugErrors: Record<string, string[]> = {};
  const refuseSlug = (): void => {
    if (slugErrors.slug) throw EditorError.invalid({ 'snapshot.slug': slugErrors.slug });
  };
  const sectionSlug = Object.hasOwn(snapshot, 'slug') ? await checkSlug(db, snapshot.slug, lang, row.id, slugErrors) : row.slug;
  if (row.content_type === null && sectionSlug === null && !slugErrors.slug)
    slugErrors.slug = ['A container without content_type and object_id needs a slug.'];
  refuseSlug();
  await db.query(`UPDATE modules SET fields = $2::jsonb, slug = $3, revision = ${NEXT_REVISION}, updated_at = now() WHERE id = $1`, [
    row.id,
    JSON.stringify(own.fields),
    sectionSlug,
  ]);

  const inserted: number[] = [];
  for (const module of plan) {
    const slug = await checkSlug(db, module.slug, lang, null, slugErrors);
    refuseSlug();
    const parentId = module.parent === -1 ? row.id : inserted[module.parent];
    const keepId = module.id !== null && stillThere.has(module.id) ? module.id : null;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO modules (id, lang, model, slug, content_type, object_id, container_id, parent_id, column_index, position, fields, revision)
       VALUES (coalesce($1::int, nextval(pg_get_serial_sequence('modules', 'id'))::int), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, ${NEXT_REVISION}) RETURNING id`,
      [
        keepId,
        lang,
        module.model,
        slug,
        row.content_type,
        row.object_id,
        row.id,
        parentId,
        module.column,
        module.position,
        JSON.stringify(module.fields),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('module insert returned no row');
    inserted.push(id);
  }
  await touchSection(db, row.id);
  await recordVersion(db, row, 'restore', userId);
}
