// A page module's kind in the editor's terms (ModuleKind) from its GraphQL type name, and the
// form's first values from what the page shows of it (issue 12 part 2; rich text as its JSON and
// FAQ items as a list since part 3; a picture's stored media path from its `source` and its
// alternative text from its `alt`). A field the
// page's data does not carry as such (a second link target) is unknown: the form leaves it empty
// and the stored value stays unless something is entered.
import { MODULE_FIELDS, MODULE_KINDS, validateField, type EditorModuleKind, type FormValue } from '../../../shared/editor/moduleFields';
import { normalizeRichText } from '../../../shared/richText';
import type { ModuleData } from '../../screens/cmsPage/pageData';

export function moduleKindOf(module: ModuleData): EditorModuleKind | null {
  const name = module.__typename
    .replace(/Module$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase();
  return MODULE_KINDS.find((kind) => kind === name) ?? null;
}

function hasPictureAlt(image: unknown): image is { alt: string } {
  return typeof image === 'object' && image !== null && 'alt' in image && typeof image.alt === 'string';
}

export interface InitialValues {
  values: Record<string, FormValue>;
  /** The fields whose stored value the form shows. */
  known: Set<string>;
}

export function initialValuesOf(kind: EditorModuleKind, module: ModuleData | null): InitialValues {
  const values: Record<string, FormValue> = {};
  const known = new Set<string>();
  const data: Record<string, unknown> = module ? { ...module } : {};
  for (const field of MODULE_FIELDS[kind].fields) {
    const value = data[field.name];
    if (!module) {
      values[field.name] =
        field.type === 'boolean'
          ? false
          : field.type === 'richText'
            ? normalizeRichText([])
            : field.type === 'faqItems'
              ? []
              : field.name === 'level'
                ? '2'
                : field.name === 'items'
                  ? '4'
                  : '';
      known.add(field.name);
    } else if (field.type === 'richText' && (Array.isArray(value) || value === null)) {
      // The stored JSON as the editor keeps it (issue 12 part 3).
      values[field.name] = normalizeRichText(value);
      known.add(field.name);
    } else if (field.type === 'faqItems' && Array.isArray(value)) {
      // Without the page query's __typename: the gateway's FaqItemInput takes question and answer only.
      values[field.name] = value.flatMap((item: unknown) =>
        typeof item === 'object' && item !== null && 'question' in item && 'answer' in item
          ? [{ question: String(item.question), answer: String(item.answer) }]
          : [],
      );
      known.add(field.name);
    } else if (field.type === 'idList' && Array.isArray(value)) {
      // The pickers keep an id list as its ids joined by commas (moduleFields.ts idsOf).
      values[field.name] = value.map(String).join(',');
      known.add(field.name);
    } else if (
      field.type === 'media' &&
      typeof value === 'object' &&
      value !== null &&
      'source' in value &&
      typeof value.source === 'string'
    ) {
      // A picture comes as its renditions; `source` is the media path (or address) its field holds.
      values[field.name] = value.source;
      known.add(field.name);
    } else if (field.name === 'imageAlt' && value === undefined && hasPictureAlt(data.image)) {
      // The picture's alternative text is the stored image_alt (upstream moduleTree.ts pictureOf).
      values[field.name] = data.image.alt;
      known.add(field.name);
    } else if (typeof value === 'boolean') {
      values[field.name] = value;
      known.add(field.name);
    } else if (typeof value === 'string' || typeof value === 'number') {
      values[field.name] = String(value);
      known.add(field.name);
    } else if (value === null && field.type !== 'media') {
      values[field.name] = field.type === 'boolean' ? false : '';
      known.add(field.name);
    } else values[field.name] = field.type === 'boolean' ? false : '';
  }
  return { values, known };
}

/**
 * The module as the page shows it with the form's unsaved values (issue 22 part 1: typing updates
 * the block at once), the inverse of initialValuesOf. Only what the page's data carries under the
 * field's own name changes, and only with a value the field's rules accept (spec 000 §5): an
 * empty required headline shows the stored one until it is typed, and what the page cannot show
 * before the gateway has made it (a picture's renditions, an embed, the HTML module's sanitised
 * code, which the page's data holds under another name) stays as stored until it is saved.
 */
export function previewModuleOf(kind: EditorModuleKind, module: ModuleData, values: Readonly<Record<string, FormValue>>): ModuleData {
  const stored: Record<string, unknown> = { ...module };
  const shown: Record<string, unknown> = { ...module };
  for (const field of MODULE_FIELDS[kind].fields) {
    const value = values[field.name];
    if (value === undefined || validateField(field, value) !== null) continue;
    const before = stored[field.name];
    if (field.type === 'richText' && Array.isArray(value) && (Array.isArray(before) || before === null)) shown[field.name] = value;
    else if (field.type === 'faqItems' && Array.isArray(value) && Array.isArray(before)) shown[field.name] = value;
    else if (field.name === 'imageAlt' && typeof value === 'string' && before === undefined && hasPictureAlt(stored.image))
      shown.image = { ...stored.image, alt: value };
    else if (typeof value === 'boolean' && typeof before === 'boolean') shown[field.name] = value;
    else if (typeof value === 'string' && typeof before === 'number') {
      if (value.trim() !== '' && Number.isFinite(Number(value))) shown[field.name] = Number(value);
    } else if (
      typeof value === 'string' &&
      (typeof before === 'string' || before === null) &&
      field.type !== 'embed' &&
      field.type !== 'media'
    )
      shown[field.name] = value === '' && before === null ? null : value;
  }
  return shown as unknown as ModuleData;
}
