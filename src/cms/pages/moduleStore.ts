// Creating, changing, moving and deleting modules (README "Page editor"), each inside one
// transaction that ends by recording a version of the page it belongs to (spec 000 §4).
import type { Queryable } from '../db/openDatabase';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';
import { COLUMN_PRESETS, isColumnPreset } from './columnPresets';
import { assertRevision, revisionOf } from './changeLog';
import { EditorError } from './EditorError';
import { isModuleModel, mayContain, type ModuleModel } from './moduleRules';
import { buildModuleTree, type ModuleJson, type ModuleRow } from './moduleTree';
import { validateModuleFields, type ModuleFields } from './validateModuleFields';

export const PAGE_CONTENT_TYPE = 'cms.page';
const CONTENT_TYPE = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
/** Versions kept per page and language; older ones are dropped when a new one is written. */
const VERSIONS_KEPT = 100;
/** Keys of a module's JSON that are not fields: accepted (and ignored) in updates, so a client may send a module back as it got it. */
export const READ_ONLY_KEYS: ReadonlySet<string> = new Set([
  'id',
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
/** The columns a stored version holds (and a version restore writes back). */
const ROW_COLUMNS = 'id, lang, model, slug, content_type, object_id, container_id, parent_id, column_index, position, fields';
/** Live reads also carry the revisions (migration 014), which versions never hold. */
const LIVE_COLUMNS = `${ROW_COLUMNS}, revision, content_revision`;

export type Body = Record<string, unknown>;

export function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999_999_999;
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000;
}

export async function findModuleRow(db: Queryable, id: number): Promise<ModuleRow | undefined> {
  const { rows } = await db.query<ModuleRow>(`SELECT ${LIVE_COLUMNS} FROM modules WHERE id = $1`, [id]);
  return rows[0];
}

/** The owner's live rows; `revisions` false leaves the revisions out (visitors do not get them). */
export async function ownerRows(
  db: Queryable,
  contentType: string,
  objectId: number,
  lang: Locale,
  revisions = false,
): Promise<ModuleRow[]> {
  const { rows } = await db.query<ModuleRow>(
    `SELECT ${revisions ? LIVE_COLUMNS : ROW_COLUMNS} FROM modules WHERE content_type = $1 AND object_id = $2 AND lang = $3 ORDER BY id`,
    [contentType, objectId, lang],
  );
  return rows;
}

/** A value of the revision sequence: never handed out twice (migration 014). */
export const NEXT_REVISION = "nextval('module_revisions')";

/** The row's own fields changed: a save naming its old revision is refused from now on. */
async function bumpRevision(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE modules SET revision = ${NEXT_REVISION} WHERE id = $1`, [id]);
}

/** Something inside the section (or the section itself) changed. */
export async function touchSection(db: Queryable, sectionId: number | null): Promise<void> {
  if (sectionId !== null) await db.query(`UPDATE modules SET content_revision = ${NEXT_REVISION} WHERE id = $1`, [sectionId]);
}

/**
 * The body's optional `revision` against the row's stored one, read inside the change's
 * transaction: an older one is a 409 `stale_revision` (nothing written) with the current one.
 */
async function checkRevision(db: Queryable, row: ModuleRow, body: Body): Promise<void> {
  const expected = revisionOf(body, false);
  if (typeof expected === 'object') throw EditorError.invalid({ revision: [expected.error] });
  if (expected === undefined) return;
  const { rows } = await db.query<{ revision: number }>('SELECT revision FROM modules WHERE id = $1', [row.id]);
  const current = rows[0];
  if (!current) throw EditorError.notFound();
  assertRevision(expected, current.revision, row.model === 'section' ? 'this section' : 'this module');
}

/** One module with everything under it, as JSON. */
export async function moduleJson(db: Queryable, row: ModuleRow, origin: string, revisions = true): Promise<ModuleJson> {
  const { rows } = await db.query<ModuleRow>(`SELECT ${LIVE_COLUMNS} FROM modules WHERE container_id = $1`, [row.container_id ?? row.id]);
  const below = new Set<number>([row.id]);
  // Rows come parent before child only by chance; repeat until no new descendant turns up.
  for (let grew = true; grew;) {
    grew = false;
    for (const candidate of rows) {
      if (candidate.parent_id !== null && below.has(candidate.parent_id) && !below.has(candidate.id)) {
        below.add(candidate.id);
        grew = true;
      }
    }
  }
  const subtree = rows.filter((candidate) => below.has(candidate.id) && candidate.id !== row.id);
  // Visitors (a lone container by slug) do not get the revisions.
  const shown = revisions
    ? [row, ...subtree]
    : [row, ...subtree].map(({ revision: _revision, content_revision: _content, ...rest }) => rest);
  const [json] = buildModuleTree(
    shown.map((candidate) => (candidate.id === row.id ? { ...candidate, parent_id: null } : candidate)),
    origin,
  );
  return { ...json, parent: row.parent_id };
}

export async function findContainerBySlug(db: Queryable, slug: string, lang: Locale): Promise<ModuleRow | undefined> {
  const { rows } = await db.query<ModuleRow>(`SELECT ${LIVE_COLUMNS} FROM modules WHERE lang = $1 AND slug = $2 AND model = 'section'`, [
    lang,
    slug,
  ]);
  return rows[0];
}

/** Writes the positions of one group of siblings, with `id` (if given) at `position`. */
export async function placeInGroup(
  db: Queryable,
  row: Pick<ModuleRow, 'parent_id' | 'column_index' | 'content_type' | 'object_id' | 'lang'>,
  id?: number,
  position?: number,
): Promise<void> {
  if (row.parent_id === null && row.content_type === null) return; // a lone container has no siblings
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM modules
      WHERE parent_id IS NOT DISTINCT FROM $1 AND column_index IS NOT DISTINCT FROM $2
        AND (parent_id IS NOT NULL OR (content_type = $3 AND object_id = $4 AND lang = $5))
        AND id IS DISTINCT FROM $6
      ORDER BY position, id`,
    [row.parent_id, row.column_index, row.content_type, row.object_id, row.lang, id ?? null],
  );
  const ids = rows.map((sibling) => sibling.id);
  if (id !== undefined) ids.splice(Math.min(position ?? ids.length, ids.length), 0, id);
  if (ids.length === 0) return;
  await db.query(
    'UPDATE modules m SET position = t.ord - 1 FROM unnest($1::int[]) WITH ORDINALITY AS t(id, ord) WHERE m.id = t.id AND m.position <> t.ord - 1',
    [ids],
  );
}

/** Records the page's current tree as a version (only pages have versions). */
export async function recordVersion(
  db: Queryable,
  owner: Pick<ModuleRow, 'content_type' | 'object_id' | 'lang'>,
  action: string,
  userId: number | null,
): Promise<number | undefined> {
  if (owner.content_type !== PAGE_CONTENT_TYPE || owner.object_id === null) return undefined;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO page_versions (page_id, lang, action, user_id, rows)
     SELECT $1::int, $2::text, $3::text, $4::int, coalesce(json_agg(m ORDER BY m.id), '[]'::json)
       FROM (SELECT ${ROW_COLUMNS} FROM modules WHERE content_type = $5 AND object_id = $1 AND lang = $2) m
     RETURNING id`,
    [owner.object_id, owner.lang, action, userId, PAGE_CONTENT_TYPE],
  );
  await db.query(
    `DELETE FROM page_versions WHERE page_id = $1 AND lang = $2 AND id NOT IN (
       SELECT id FROM page_versions WHERE page_id = $1 AND lang = $2 ORDER BY id DESC LIMIT ${VERSIONS_KEPT})`,
    [owner.object_id, owner.lang],
  );
  await db.query('UPDATE pages SET updated_at = now() WHERE id = $1', [owner.object_id]);
  return rows[0]?.id;
}

export async function checkSlug(
  db: Queryable,
  slug: unknown,
  lang: Locale,
  ownId: number | null,
  errors: Record<string, string[]>,
): Promise<string | null> {
  if (slug === undefined || slug === null || slug === '') return null;
  if (typeof slug !== 'string' || !SLUG.test(slug)) {
    errors.slug = ['Enter a valid slug: lower-case letters, digits and hyphens.'];
    return null;
  }
  const { rows } = await db.query('SELECT 1 FROM modules WHERE lang = $1 AND slug = $2 AND id IS DISTINCT FROM $3', [lang, slug, ownId]);
  if (rows.length > 0) errors.slug = ['A module with this slug already exists.'];
  return slug;
}

export function fieldsOf(body: Body, extraKeys: readonly string[]): ModuleFields {
  const fields: ModuleFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'model' || key === 'slug' || extraKeys.includes(key)) continue;
    fields[key] = value;
  }
  return fields;
}

/** POST module/: a section (parent null) or a module in a section's column or in a list module. */
export async function createModule(db: Queryable, body: Body, lang: Locale, userId: number | null): Promise<ModuleRow> {
  const errors: Record<string, string[]> = {};
  const model = body.model;
  if (!isModuleModel(model)) {
    throw EditorError.invalid({
      model: [
        model === undefined || model === null || model === ''
          ? 'This field is required!'
          : `"${typeof model === 'string' ? model : JSON.stringify(model)}" is not a valid module type.`,
      ],
    });
  }
  const fields = fieldsOf(body, ['parent', 'column', 'position', 'content_type', 'object_id']);
  const validated = validateModuleFields(model, fields);
  if (!validated.ok) Object.assign(errors, validated.errors);
  const slug = await checkSlug(db, body.slug, lang, null, errors);
  if (body.position !== undefined && body.position !== null && !isIndex(body.position)) errors.position = ['A valid integer is required.'];

  let placement: Pick<ModuleRow, 'parent_id' | 'column_index' | 'content_type' | 'object_id' | 'container_id'>;
  if (model === 'section') {
    if (body.parent !== undefined && body.parent !== null) errors.parent = ['A section has no parent.'];
    const contentType = body.content_type ?? null;
    const objectId = body.object_id ?? null;
    if ((contentType === null) !== (objectId === null)) errors.content_type = ['content_type and object_id go together.'];
    else if (contentType !== null && (typeof contentType !== 'string' || !CONTENT_TYPE.test(contentType)))
      errors.content_type = ['Enter a content type as app.model.'];
    else if (objectId !== null && !isPositiveInt(objectId)) errors.object_id = ['A valid id is required.'];
    else if (contentType === PAGE_CONTENT_TYPE) {
      const page = await db.query('SELECT 1 FROM pages WHERE id = $1', [objectId]);
      if (page.rows.length === 0) errors.object_id = ['No page with this id.'];
    }
    if (contentType === null && slug === null && !errors.slug)
      errors.slug = ['A container without content_type and object_id needs a slug.'];
    placement = {
      parent_id: null,
      column_index: null,
      content_type: typeof contentType === 'string' ? contentType : null,
      object_id: typeof objectId === 'number' ? objectId : null,
      container_id: null,
    };
  } else {
    const parent = isPositiveInt(body.parent) ? await findModuleRow(db, body.parent) : undefined;
    if (body.parent === undefined || body.parent === null) errors.parent = ['This field is required!'];
    else if (!parent || parent.lang !== lang) errors.parent = ['No module with this id.'];
    placement = { parent_id: null, column_index: null, content_type: null, object_id: null, container_id: null };
    if (parent && parent.lang === lang) {
      const column = columnFor(parent, model, body.column, errors);
      placement = {
        parent_id: parent.id,
        column_index: column,
        content_type: parent.content_type,
        object_id: parent.object_id,
        container_id: parent.container_id ?? parent.id,
      };
    }
  }
  if (Object.keys(errors).length > 0 || !validated.ok) throw EditorError.invalid(errors);

  const inserted = await db.query<ModuleRow>(
    `INSERT INTO modules (lang, model, slug, content_type, object_id, container_id, parent_id, column_index, position, fields)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1000000, $9::jsonb) RETURNING ${ROW_COLUMNS}`,
    [
      lang,
      model,
      slug,
      placement.content_type,
      placement.object_id,
      placement.container_id,
      placement.parent_id,
      placement.column_index,
      JSON.stringify(validated.fields),
    ],
  );
  let row = inserted.rows[0];
  if (!row) throw new Error('module insert returned no row');
  if (row.container_id === null) {
    await db.query('UPDATE modules SET container_id = id WHERE id = $1', [row.id]);
    row = { ...row, container_id: row.id };
  }
  await bumpRevision(db, row.id);
  await touchSection(db, row.container_id);
  await placeInGroup(db, row, row.id, typeof body.position === 'number' ? body.position : undefined);
  await recordVersion(db, row, 'create', userId);
  return (await findModuleRow(db, row.id)) ?? row;
}

/** The column a child goes into: a section's column index (default 0), nothing under a list module. */
export function columnFor(parent: ModuleRow, model: ModuleModel, column: unknown, errors: Record<string, string[]>): number | null {
  if (!isModuleModel(parent.model) || !mayContain(parent.model, model)) {
    errors.parent = [`A ${model} module cannot be placed in a ${parent.model} module.`];
    return null;
  }
  if (parent.model !== 'section') {
    if (column !== undefined && column !== null) errors.column = ['Only sections have columns.'];
    return null;
  }
  const layout = isColumnPreset(parent.fields.layout) ? parent.fields.layout : '100';
  const count = COLUMN_PRESETS[layout].length;
  if (column === undefined || column === null) return 0;
  if (!isIndex(column) || column >= count) {
    errors.column = [`Ensure this value is between 0 and ${count - 1}.`];
    return null;
  }
  return column;
}

/** PATCH (merge onto the stored fields) or POST (replace them) module/{id}/. */
export async function updateModule(db: Queryable, row: ModuleRow, body: Body, partial: boolean, userId: number | null): Promise<void> {
  await checkRevision(db, row, body);
  const errors: Record<string, string[]> = {};
  if (!isModuleModel(row.model)) throw EditorError.invalid({ model: ['This module type can no longer be edited.'] });
  if (body.model !== undefined && body.model !== row.model) errors.model = ['The type of a module cannot change; create a new one.'];
  const fields = fieldsOf(body, [...READ_ONLY_KEYS]);
  const validated = validateModuleFields(row.model, fields, partial ? row.fields : {});
  if (!validated.ok) Object.assign(errors, validated.errors);
  const slug = Object.hasOwn(body, 'slug')
    ? await checkSlug(db, body.slug, isLocale(row.lang) ? row.lang : DEFAULT_LOCALE, row.id, errors)
    : row.slug;
  if (row.model === 'section' && row.content_type === null && slug === null && !errors.slug)
    errors.slug = ['A container without content_type and object_id needs a slug.'];
  if (Object.keys(errors).length > 0 || !validated.ok) throw EditorError.invalid(errors);

  await db.query('UPDATE modules SET fields = $2::jsonb, slug = $3, updated_at = now() WHERE id = $1', [
    row.id,
    JSON.stringify(validated.fields),
    slug,
  ]);
  if (row.model === 'section') {
    // A layout with fewer columns: the modules of the dropped columns move to the last one.
    const layout = isColumnPreset(validated.fields.layout) ? validated.fields.layout : '100';
    const last = COLUMN_PRESETS[layout].length - 1;
    const moved = await db.query('UPDATE modules SET column_index = $2 WHERE parent_id = $1 AND column_index > $2', [row.id, last]);
    if ((moved.rowCount ?? 0) > 0) await placeInGroup(db, { ...row, parent_id: row.id, column_index: last });
  }
  await bumpRevision(db, row.id);
  await touchSection(db, row.container_id ?? row.id);
  await recordVersion(db, row, 'update', userId);
}

/** POST module/{id}/move/: `{ parent, column, position }`; a section moves among its page's sections. */
export async function moveModule(db: Queryable, row: ModuleRow, body: Body, userId: number | null): Promise<void> {
  // A move changes where a module is, not what it says: it is checked (when named) but keeps its revision.
  await checkRevision(db, row, body);
  const errors: Record<string, string[]> = {};
  const position = body.position;
  if (position !== undefined && position !== null && !isIndex(position)) errors.position = ['A valid integer is required.'];
  let target: Pick<ModuleRow, 'parent_id' | 'column_index' | 'content_type' | 'object_id' | 'lang' | 'container_id'> = row;
  if (row.model === 'section') {
    if (body.parent !== undefined && body.parent !== null) errors.parent = ['A section has no parent.'];
  } else {
    const parentId = body.parent === undefined ? row.parent_id : body.parent;
    const parent = isPositiveInt(parentId) ? await findModuleRow(db, parentId) : undefined;
    if (!parent || parent.id === row.id) errors.parent = ['No module with this id.'];
    else if (
      parent.lang !== row.lang ||
      parent.content_type !== row.content_type ||
      parent.object_id !== row.object_id ||
      (row.content_type === null && parent.container_id !== row.container_id)
    ) {
      errors.parent = ['A module can only move within its own page or container.'];
    } else if (isModuleModel(row.model)) {
      const column = columnFor(
        parent,
        row.model,
        body.column === undefined && parent.id === row.parent_id ? row.column_index : body.column,
        errors,
      );
      target = { ...row, parent_id: parent.id, column_index: column, container_id: parent.container_id ?? parent.id };
    }
  }
  if (Object.keys(errors).length > 0) throw EditorError.invalid(errors);

  await db.query('UPDATE modules SET parent_id = $2, column_index = $3, container_id = $4, updated_at = now() WHERE id = $1', [
    row.id,
    target.parent_id,
    target.column_index,
    target.container_id,
  ]);
  if (target.container_id !== row.container_id)
    await db.query('UPDATE modules SET container_id = $2 WHERE parent_id = $1', [row.id, target.container_id]);
  await placeInGroup(db, target, row.id, typeof position === 'number' ? position : undefined);
  if (target.parent_id !== row.parent_id || target.column_index !== row.column_index) await placeInGroup(db, row);
  // A section moved among its page's sections keeps its content; a module changes its section(s).
  if (row.model !== 'section') {
    await touchSection(db, row.container_id);
    if (target.container_id !== row.container_id) await touchSection(db, target.container_id);
  }
  await recordVersion(db, row, 'move', userId);
}

export async function deleteModule(db: Queryable, row: ModuleRow, body: Body, userId: number | null): Promise<void> {
  await checkRevision(db, row, body);
  await db.query('DELETE FROM modules WHERE id = $1', [row.id]);
  if (row.container_id !== row.id) await touchSection(db, row.container_id);
  await placeInGroup(db, row);
  await recordVersion(db, row, 'delete', userId);
}

/** Replaces a page's tree in one language with a stored version, then records that as a new version. */
export async function restoreVersion(
  db: Queryable,
  pageId: number,
  lang: Locale,
  versionId: number,
  userId: number | null,
): Promise<boolean> {
  const { rows } = await db.query<{ rows: ModuleRow[] }>('SELECT rows FROM page_versions WHERE id = $1 AND page_id = $2 AND lang = $3', [
    versionId,
    pageId,
    lang,
  ]);
  const version = rows[0];
  if (!version) return false;
  await db.query('DELETE FROM modules WHERE content_type = $1 AND object_id = $2 AND lang = $3', [PAGE_CONTENT_TYPE, pageId, lang]);
  if (version.rows.length > 0) {
    // One statement: foreign keys are checked at its end, so parents and children may come in any order.
    await db.query(`INSERT INTO modules (${ROW_COLUMNS}) SELECT ${ROW_COLUMNS} FROM json_populate_recordset(NULL::modules, $1::json)`, [
      JSON.stringify(version.rows),
    ]);
    // Every row put back is a change: a form based on any revision before it is refused.
    await db.query(
      `UPDATE modules SET revision = ${NEXT_REVISION}, content_revision = ${NEXT_REVISION} WHERE content_type = $1 AND object_id = $2 AND lang = $3`,
      [PAGE_CONTENT_TYPE, pageId, lang],
    );
  }
  await recordVersion(db, { content_type: PAGE_CONTENT_TYPE, object_id: pageId, lang }, 'restore', userId);
  return true;
}
