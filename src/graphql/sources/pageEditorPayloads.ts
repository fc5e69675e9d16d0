// Page-editor payloads exactly as the upstream sends them (spec 000 §3 "Page", "Module/section",
// "Editor content modules"; src/cms/README.md "Page editor", "Legal pages"). Malformed JSON is
// rejected here; a module whose model this gateway does not know is kept as an unknown module
// (the upstream may be the orchestra's own CMS, whose older editor variant has more models).
import { z } from 'zod';
import { decode, imageSourcesPayload } from './payloads';

const id = z.number().int();
/** Optional texts: the upstream writes '' for "not set"; older rows may lack the key. */
const text = z.string().nullable().optional();
const flag = z.boolean().nullable().optional();
const instant = z.string().nullable().optional();
const media = z.string().nullable().optional();
const richText = z.array(z.record(z.string(), z.unknown()));
/** '' is the upstream's "not set" (its default of a text field), shown as the original shape. */
const imageFormat = z.enum(['original', '16-9', '4-3', '1-1', '']);

/** image_obj and image_thumbnails of modules with a picture (README: external URLs have no thumbnails). */
const picture = {
  image: media,
  image_alt: text,
  image_obj: z
    .object({ url: z.string(), alt: z.string().nullable().optional(), width: z.number().nullable(), height: z.number().nullable() })
    .nullable()
    .optional(),
  image_thumbnails: z.object({ small: z.string(), large: z.string(), sources: imageSourcesPayload.optional() }).nullable().optional(),
};

const teaser = {
  ...picture,
  link: text,
  link_text: text,
  preline: text,
  headline: text,
  subline: text,
  text,
  extra_class: text,
};

/** Every node of the tree carries these (README "A module"); children stay undecoded until their own turn. */
const node = {
  id,
  slug: z.string().nullable().optional(),
  children: z.array(z.unknown()).optional(),
  /** Staff reads of the live tree: the newest change of its own fields (README "Page editor": revisions). */
  revision: id.optional(),
};

const known = z.discriminatedUnion('model', [
  z.object({
    ...node,
    model: z.literal('headline'),
    headline_level: z.number().int(),
    preline: text,
    content: z.string(),
    subline: text,
    anchor: text,
  }),
  z.object({ ...node, model: z.literal('text'), content: richText, anchor: text, decrease_distance: flag }),
  z.object({
    ...node,
    model: z.literal('link'),
    link_text: z.string(),
    link: z.string(),
    link_url: text,
    extra_class: text,
    anchor: text,
    sticky: flag,
  }),
  z.object({ ...node, model: z.literal('image'), ...picture, link_url: text, link: text, text, format: imageFormat.nullable().optional() }),
  z.object({ ...node, model: z.literal('image_list'), format: imageFormat.nullable().optional() }),
  z.object({ ...node, model: z.literal('video'), video_url: z.string(), ...picture, title: text }),
  z.object({ ...node, model: z.literal('self_hosted_video'), file: z.string(), ...picture, title: text }),
  z.object({ ...node, model: z.literal('video_list'), headline: text }),
  z.object({ ...node, model: z.literal('audio'), embed: z.string() }),
  z.object({ ...node, model: z.literal('self_hosted_audio'), file: z.string(), title: text }),
  z.object({ ...node, model: z.literal('viewer'), embed: z.string() }),
  z.object({ ...node, model: z.literal('pdf_viewer'), embed: z.string() }),
  z.object({ ...node, model: z.literal('social_media'), embed: z.string() }),
  z.object({ ...node, model: z.literal('quote'), content: text, author: text }),
  z.object({
    ...node,
    model: z.literal('faq'),
    headline: text,
    items: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
  }),
  z.object({ ...node, model: z.literal('full_teaser'), ...teaser }),
  z.object({ ...node, model: z.literal('teaser_list'), headline: text }),
  z.object({ ...node, model: z.literal('teaser_item'), ...teaser, online_from: instant, online_to: instant }),
  z.object({ ...node, model: z.literal('venue'), venue: id }),
  z.object({ ...node, model: z.literal('venue_list'), headline: text, venues: z.array(id).default([]) }),
  z.object({ ...node, model: z.literal('html'), html_code: z.string() }),
  z.object({ ...node, model: z.literal('logo_list'), headline: text }),
  z.object({ ...node, model: z.literal('form'), hubspot_id: z.string() }),
  z.object({
    ...node,
    model: z.literal('hero_media'),
    headline: text,
    text,
    button_text: text,
    button_link: text,
    sticky: flag,
    ...picture,
    video: media,
    online_from: instant,
    online_to: instant,
  }),
  z.object({ ...node, model: z.literal('blog_teaser_list'), items: z.number().int() }),
  z.object({
    ...node,
    model: z.literal('two_columns'),
    extra_class: z.enum(['image-text', 'text-image', '']).nullable().optional(),
    text: richText,
    ...picture,
  }),
  z.object({ ...node, model: z.literal('event_list'), date_from: instant, date_to: instant, tag: id.nullable().optional(), filters: flag }),
  z.object({ ...node, model: z.literal('highlight_teaser'), categories: z.array(id).default([]) }),
  z.object({ ...node, model: z.literal('anchor_list'), sticky: flag }),
]);

type KnownFlat = z.infer<typeof known>;
export type ModuleModel = KnownFlat['model'];
const KNOWN_MODELS: ReadonlySet<string> = new Set(known.options.map((option) => option.shape.model.value));

/** A module of a known model, its list children decoded too. */
type KnownModulePayload = KnownFlat extends infer T
  ? T extends KnownFlat
    ? Omit<T, 'children'> & { children: ModulePayload[] }
    : never
  : never;

/** A module the gateway has no type for: kept with its model name, never dropped (docs/CONVENTIONS.md). */
interface UnknownModulePayload {
  model: typeof UNKNOWN_MODEL;
  id: number;
  slug: string | null;
  upstreamModel: string;
}
export const UNKNOWN_MODEL = '__unknown';

export type ModulePayload = KnownModulePayload | UnknownModulePayload;

const unknownNode = z.object({ id, slug: z.string().nullable().optional(), model: z.string() });

/** Decodes one module and, below it, its children. */
function decodeModule(value: unknown, path: string, depth = 0): ModulePayload {
  const head = decode(unknownNode, value, path);
  if (!KNOWN_MODELS.has(head.model)) return { model: UNKNOWN_MODEL, id: head.id, slug: head.slug ?? null, upstreamModel: head.model };
  const flat = decode(known, value, path);
  // Depth guard: a malformed (cyclic-looking) answer must not recurse without end.
  const children = depth > 10 ? [] : (flat.children ?? []).map((child) => decodeModule(child, path, depth + 1));
  return { ...flat, children };
}

const sectionFlat = z.object({
  id,
  slug: z.string().nullable().optional(),
  model: z.literal('section'),
  content_type: z.string().nullable().optional(),
  object_id: id.nullable().optional(),
  layout: z.string().nullable().optional(),
  extra_class: text,
  ...picture,
  columns: z.array(z.object({ classes: z.string(), children: z.array(z.unknown()) })),
  /** Staff reads: the newest change of its own fields, and of anything in it. */
  revision: id.optional(),
  content_revision: id.optional(),
});

export type SectionPayload = Omit<z.infer<typeof sectionFlat>, 'columns'> & { columns: { classes: string; children: ModulePayload[] }[] };

export function decodeSection(value: unknown, path: string): SectionPayload {
  const flat = decode(sectionFlat, value, path);
  return {
    ...flat,
    columns: flat.columns.map((column) => ({
      classes: column.classes,
      children: column.children.map((child) => decodeModule(child, path)),
    })),
  };
}

/** A section or a module, as a module endpoint answers (create, update, move). */
export type EditedNodePayload = { kind: 'section'; section: SectionPayload } | { kind: 'module'; module: ModulePayload };

export function decodeEditedNode(value: unknown, path: string): EditedNodePayload {
  const head = decode(unknownNode, value, path);
  return head.model === 'section'
    ? { kind: 'section', section: decodeSection(value, path) }
    : { kind: 'module', module: decodeModule(value, path) };
}

const urls = z.record(z.string(), z.string());

const pageFlat = z.object({
  id,
  urls,
  content_type: z.string(),
  title: z.string(),
  headline: text,
  is_online: z.boolean(),
  is_clickable: z.boolean(),
  in_menu: z.boolean(),
  in_footer: z.boolean(),
  meta_title: text,
  meta_description: text,
  og_title: text,
  og_description: text,
  og_image: z.string().nullable().optional(),
  og_type: text,
  og_image_thumbs: z.object({ small: z.string(), large: z.string(), sources: imageSourcesPayload.optional() }).nullable().optional(),
  modules: z.array(z.unknown()),
  settings_url: text,
  parent: id.nullable(),
  is_landing_page: z.boolean(),
  siblings: z.array(z.object({ id, title: z.string(), urls })),
  version_id: id.nullable().optional(),
  /** When the version shown was stored; older upstreams send none. */
  version_created: z.string().nullable().optional(),
  updated: z.string().nullable().optional(),
  /** The newest change of its settings (README "Page editor": revisions); older upstreams send none. */
  revision: id.nullable().optional(),
});

export type PagePayload = Omit<z.infer<typeof pageFlat>, 'modules'> & { modules: SectionPayload[] };

export function decodePage(value: unknown, path: string): PagePayload {
  const flat = decode(pageFlat, value, path);
  return { ...flat, modules: flat.modules.map((section) => decodeSection(section, path)) };
}

interface MenuItemShape {
  id: number;
  url: string;
  menu_name: string;
  has_tab_navigation: boolean;
  children: MenuItemShape[];
}
export type MenuItemPayload = MenuItemShape;

const menuItem: z.ZodType<MenuItemShape> = z.lazy(() =>
  z.object({
    id,
    url: z.string(),
    menu_name: z.string(),
    has_tab_navigation: z.boolean().default(false),
    children: z.array(menuItem).default([]),
  }),
);

export const navigationPayload = z.object({
  menu: z.array(menuItem),
  footer: z.array(z.object({ title: z.string(), url: z.string() })),
  /** The newest change of this language's navigation, 0 before the first (PUT nav names it). */
  revision: id.default(0),
});
export type NavigationPayload = z.infer<typeof navigationPayload>;

/** A redirect record; `id` and `revision` are missing from upstreams without the editor's redirect API. */
export const redirectPayload = z.object({ id: id.optional(), old_path: z.string(), new_path: z.string(), revision: id.optional() });
export const redirectsPayload = z.array(redirectPayload);
export type RedirectPayload = z.infer<typeof redirectPayload>;

/** An entry of the editor's change log (README "Page editor": changes). */
export const editorChangesPayload = z.array(
  z.object({
    id,
    entity: z.enum(['page', 'nav', 'redirect']),
    entity_id: id.nullable(),
    lang: z.string().nullable(),
    action: z.string(),
    user: z.string().nullable(),
    created: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
export type EditorChangePayload = z.infer<typeof editorChangesPayload>[number];

export const legalPagePayload = z.object({ id, title: z.string(), content: richText, urls, updated: z.string().nullable().optional() });
export type LegalPagePayload = z.infer<typeof legalPagePayload>;

export const pageVersionsPayload = z.array(z.object({ id, action: z.string(), created: z.string(), user: z.string().nullable() }));
export type PageVersionPayload = z.infer<typeof pageVersionsPayload>[number];
