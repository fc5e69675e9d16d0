// Pasting a copied block (issue 22 part 6: "copy a module, a list item or a whole section and paste
// it into another place of the same page, another page, or the other language's page (new ids,
// media kept, links kept)"; README "Page editor": paste). The copy is a block's JSON as GET
// module/{id}/ gave it (the editor takes a section's snapshot and, for a module, the module's part
// of it); it comes back from the editor, so it is checked like any input: every module's model,
// place and fields with the rules of POST module/ (spec 000 §5), at most RESTORE_MAX_MODULES. In
// one transaction the block and everything under it is created with new ids in the URL's
// language, at the place given, and the page records one version. Ids, slugs, revisions and places
// of the copy are not taken over: a slug names one module of a language, so a copy has none.
// Fields are kept as they are: media paths (the same picture) and links.
import type { Queryable } from '../db/openDatabase';
import type { Locale } from '../../shared/locales';
import { COLUMN_PRESETS, isColumnPreset } from './columnPresets';
import { EditorError } from './EditorError';
import { isModuleModel } from './moduleRules';
import {
  columnFor,
  fieldsOf,
  findModuleRow,
  isPositiveInt,
  NEXT_REVISION,
  PAGE_CONTENT_TYPE,
  placeInGroup,
  READ_ONLY_KEYS,
  recordVersion,
  touchSection,
  type Body,
} from './moduleStore';
import type { ModuleRow } from './moduleTree';
import { planModules, planSnapshot, type PlannedModule } from './restoreSection';
import { validateModuleFields, type ModuleFields } from './validateModuleFields';

/** A place a new block waits at until placeInGroup puts it where it was asked to go. */
const LAST = 1_000_000;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000;
}

type Placement = Pick<ModuleRow, 'lang' | 'content_type' | 'object_id'>;

/** Inserts the planned modules under `rootParent` (the plan's -1) in section `containerId`; answers their new ids in plan order. */
async function insertPlan(
  db: Queryable,
  plan: readonly PlannedModule[],
  owner: Placement,
  containerId: number,
  rootParent: number,
  rootPosition: number | null,
): Promise<number[]> {
  const inserted: number[] = [];
  for (const module of plan) {
    const root = module.parent === -1;
    const parentId = root ? rootParent : inserted[module.parent];
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO modules (lang, model, slug, content_type, object_id, container_id, parent_id, column_index, position, fields, revision)
       VALUES ($1, $2, NULL, $3, $4, $5, $6, $7, $8, $9::jsonb, ${NEXT_REVISION}) RETURNING id`,
      [
        owner.lang,
        module.model,
        owner.content_type,
        owner.object_id,
        containerId,
        parentId,
        module.column,
        root && rootPosition !== null ? rootPosition : module.position,
        JSON.stringify(module.fields),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('module insert returned no row');
    inserted.push(id);
  }
  return inserted;
}

/** A section copied onto page `object_id` of this language, at `position` among its sections (last when not given). */
async function pasteSection(db: Queryable, snapshot: Body, body: Body, lang: Locale): Promise<ModuleRow> {
  const errors: Record<string, string[]> = {};
  if (body.parent !== undefined && body.parent !== null) errors.parent = ['A section has no parent.'];
  if (body.column !== undefined && body.column !== null) errors.column = ['Only modules go into a column.'];
  const pageId = body.object_id;
  if (!isPositiveInt(pageId)) errors.object_id = ['A valid id is required.'];
  else {
    const { rows } = await db.query('SELECT 1 FROM page_translations WHERE page_id = $1 AND lang = $2', [pageId, lang]);
    if (rows.length === 0) errors.object_id = ['No page with this id.'];
  }
  const own = validateModuleFields('section', fieldsOf(snapshot, [...READ_ONLY_KEYS]));
  if (!own.ok) for (const [field, messages] of Object.entries(own.errors)) errors[`snapshot.${field}`] = messages;
  const fields: ModuleFields = own.ok ? own.fields : {};
  const layout = isColumnPreset(fields.layout) ? fields.layout : '100';
  const { plan, errors: planErrors } = planSnapshot(snapshot, COLUMN_PRESETS[layout].length);
  Object.assign(errors, planErrors);
  if (Object.keys(errors).length > 0 || !isPositiveInt(pageId)) throw EditorError.invalid(errors);

  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO modules (lang, model, slug, content_type, object_id, container_id, parent_id, column_index, position, fields, revision, content_revision)
     VALUES ($1, 'section', NULL, $2, $3, NULL, NULL, NULL, ${LAST}, $4::jsonb, ${NEXT_REVISION}, ${NEXT_REVISION}) RETURNING id`,
    [lang, PAGE_CONTENT_TYPE, pageId, JSON.stringify(fields)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('section insert returned no row');
  await db.query('UPDATE modules SET container_id = id WHERE id = $1', [id]);
  const owner: Placement = { lang, content_type: PAGE_CONTENT_TYPE, object_id: pageId };
  await insertPlan(db, plan, owner, id, id, null);
  await placeInGroup(db, { ...owner, parent_id: null, column_index: null }, id, isIndex(body.position) ? body.position : undefined);
  const row = await findModuleRow(db, id);
  if (!row) throw new Error('pasted section not found');
  return row;
}

/** A module (with what is under it) copied into `parent` (a section's `column`, or a list module) at `position` (last when not given). */
async function pasteModule(db: Queryable, snapshot: Body, body: Body, lang: Locale): Promise<ModuleRow> {
  const errors: Record<string, string[]> = {};
  const model = snapshot.model;
  if (!isModuleModel(model)) throw EditorError.invalid({ 'snapshot.model': ['Expected a module.'] });
  const parent = isPositiveInt(body.parent) ? await findModuleRow(db, body.parent) : undefined;
  let column: number | null = null;
  if (body.parent === undefined || body.parent === null) errors.parent = ['This field is required!'];
  else if (!parent || parent.lang !== lang) errors.parent = ['No module with this id.'];
  else column = columnFor(parent, model, body.column, errors);
  const plan: PlannedModule[] = [];
  // The kind against the parent was checked above (its message names the parent's field).
  if (!errors.parent && parent && isModuleModel(parent.model))
    planModules([{ node: snapshot, path: 'snapshot', column, position: LAST }], parent.model, plan, errors);
  if (Object.keys(errors).length > 0 || !parent) throw EditorError.invalid(errors);

  const containerId = parent.container_id ?? parent.id;
  const [id] = await insertPlan(db, plan, parent, containerId, parent.id, LAST);
  if (id === undefined) throw new Error('module insert returned no row');
  await placeInGroup(db, { ...parent, parent_id: parent.id, column_index: column }, id, isIndex(body.position) ? body.position : undefined);
  await touchSection(db, containerId);
  const row = await findModuleRow(db, id);
  if (!row) throw new Error('pasted module not found');
  return row;
}

/** POST paste/ `{ snapshot, object_id, position? }` (a section) or `{ snapshot, parent, column?, position? }` (a module). */
export async function pasteBlock(db: Queryable, body: Body, lang: Locale, userId: number | null): Promise<ModuleRow> {
  const snapshot = body.snapshot;
  if (!isObject(snapshot) || !isModuleModel(snapshot.model))
    throw EditorError.invalid({ snapshot: ['Expected a copied section or module.'] });
  if (body.position !== undefined && body.position !== null && !isIndex(body.position))
    throw EditorError.invalid({ position: ['A valid integer is required.'] });
  const row = snapshot.model === 'section' ? await pasteSection(db, snapshot, body, lang) : await pasteModule(db, snapshot, body, lang);
  await recordVersion(db, row, 'paste', userId);
  return row;
}
