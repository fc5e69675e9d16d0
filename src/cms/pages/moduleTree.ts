// Builds the JSON tree of sections, columns and modules (spec 000 §3 "Module/section") from the
// flat rows of one owner. Pure: the same code shows the live tree and a stored version.
import { columnClasses, isColumnPreset } from './columnPresets';
import { ruleOf, isModuleModel } from './moduleRules';
import { IMAGE_RENDITIONS } from '../media/ensureMedia';
import { thumbnailsFor } from '../media/thumbnailsFor';

export interface ModuleRow {
  id: number;
  lang: string;
  model: string;
  slug: string | null;
  content_type: string | null;
  object_id: number | null;
  container_id: number | null;
  parent_id: number | null;
  column_index: number | null;
  position: number;
  fields: Record<string, unknown>;
  /** Live rows only (migration 014; not in stored versions): the newest change of its own fields. */
  revision?: number;
  /** Live sections: the newest change of anything inside them. */
  content_revision?: number;
}

export type ModuleJson = Record<string, unknown>;

/** Pictures of the media folder: two stored renditions and the on-demand sources (README "Images"). */
function pictureOf(image: unknown, alt: unknown, origin: string): { image_obj: unknown; image_thumbnails: unknown } {
  if (typeof image !== 'string' || image === '') return { image_obj: null, image_thumbnails: null };
  const altText = typeof alt === 'string' ? alt : '';
  if (/^https?:\/\//.test(image)) return { image_obj: { url: image, alt: altText, width: null, height: null }, image_thumbnails: null };
  const thumbnails = thumbnailsFor(origin, image);
  const { width, height } = IMAGE_RENDITIONS.large;
  return { image_obj: { url: thumbnails.large, alt: altText, width, height }, image_thumbnails: thumbnails };
}

function byPosition(a: ModuleRow, b: ModuleRow): number {
  return a.position - b.position || a.id - b.id;
}

/** The JSON of every top-level row (sections, or a lone container), children nested. */
export function buildModuleTree(rows: readonly ModuleRow[], origin: string): ModuleJson[] {
  const children = new Map<number, ModuleRow[]>();
  const roots: ModuleRow[] = [];
  for (const row of rows) {
    if (row.parent_id === null) roots.push(row);
    else {
      const list = children.get(row.parent_id) ?? [];
      list.push(row);
      children.set(row.parent_id, list);
    }
  }
  const render = (row: ModuleRow, depth: number): ModuleJson => {
    const json: ModuleJson = {
      id: row.id,
      slug: row.slug,
      model: row.model,
      parent: row.parent_id,
      column: row.column_index,
      position: row.position,
      content_type: row.content_type,
      object_id: row.object_id,
      ...row.fields,
      // Staff reads of the live tree (README "Page editor": revisions); a stored version has none.
      ...(row.revision === undefined ? {} : { revision: row.revision }),
      ...(row.model === 'section' && row.content_revision !== undefined ? { content_revision: row.content_revision } : {}),
    };
    if (isModuleModel(row.model) && Object.hasOwn(ruleOf(row.model).fields, 'image')) {
      Object.assign(json, pictureOf(row.fields.image, row.fields.image_alt, origin));
    }
    const own = (children.get(row.id) ?? []).sort(byPosition);
    // Depth guard: rows come from our own tables, but a cycle must never hang a request.
    const nested = depth > 10 ? [] : own;
    if (row.model === 'section') {
      const layout = isColumnPreset(row.fields.layout) ? row.fields.layout : '100';
      const classes = columnClasses(layout);
      json.columns = classes.map((columnClass, index) => ({
        classes: columnClass,
        // A column index beyond the layout (never written by the API) lands in the last column.
        children: nested
          .filter((child) => Math.min(child.column_index ?? 0, classes.length - 1) === index)
          .map((child) => render(child, depth + 1)),
      }));
    } else if (isModuleModel(row.model) && ruleOf(row.model).children) {
      json.children = nested.map((child) => render(child, depth + 1));
    }
    return json;
  };
  return roots.sort(byPosition).map((row) => render(row, 0));
}
