// The editor's one description of every module type's fields (spec 000 §3 "Editor content
// modules", §5 validation; issue 12 part 2): the edit form is generated from it and validates with
// it before saving. Field names are those of the gateway's ModuleFieldsInput (src/graphql/editor/
// schema.graphql); `upstream` names the upstream's field (src/cms/pages/moduleRules.ts), so a unit
// test can hold this table against both. Browser code must not import src/cms: this mirror is the
// client's copy, kept honest by src/shared/editor/moduleFields.test.ts.
import { normalizeRichText, richTextFromPlainText, richTextPlainText, type RichTextBlock } from '../richText';
import { FULL_TEASER_DESCRIPTION_MAX, rules, type Violation } from '../validation';
import { faqItemViolations, type FaqItemValue } from './faqItems';
import type { MediaKind } from './mediaUpload';

export const MODULE_KINDS = [
  'HEADLINE',
  'TEXT',
  'LINK',
  'IMAGE',
  'IMAGE_LIST',
  'VIDEO',
  'SELF_HOSTED_VIDEO',
  'VIDEO_LIST',
  'AUDIO',
  'SELF_HOSTED_AUDIO',
  'VIEWER',
  'PDF_VIEWER',
  'SOCIAL_MEDIA',
  'QUOTE',
  'FAQ',
  'FULL_TEASER',
  'TEASER_LIST',
  'TEASER_ITEM',
  'VENUE',
  'VENUE_LIST',
  'HTML',
  'LOGO_LIST',
  'FORM',
  'HERO_MEDIA',
  'BLOG_TEASER_LIST',
  'TWO_COLUMNS',
  'EVENT_LIST',
  'HIGHLIGHT_TEASER',
  'ANCHOR_LIST',
] as const;

export type EditorModuleKind = (typeof MODULE_KINDS)[number];

/** How a field is edited. Every type has its control: `richText` and `faqItems` their editors (src/client/editor/fields/), `link`, `media`, `id` and `idList` pickers (src/client/editor/popups/). */
type FieldType =
  | 'text'
  | 'longText'
  | 'boolean'
  | 'select'
  | 'number'
  | 'datetime'
  | 'link'
  | 'media'
  | 'embed'
  | 'videoUrl'
  | 'richText'
  | 'id'
  | 'idList'
  | 'faqItems';

/** Which hosts an embed field takes (spec 000 §5). */
type EmbedRule = 'audio' | 'viewer' | 'social';

export interface FieldDescription {
  /** The field of the kind's input type in ModuleFieldsInput. */
  name: string;
  /** The upstream's field (moduleRules.ts). */
  upstream: string;
  type: FieldType;
  required?: boolean;
  /** Text: at most this many characters. */
  maxLength?: number;
  /** Number: the range. */
  min?: number;
  max?: number;
  /** Select: the gateway's enum values. */
  options?: readonly string[];
  embed?: EmbedRule;
  /** Media: what the image picker offers and uploads (default: pictures). */
  media?: MediaKind;
}

export interface KindDescription {
  kind: EditorModuleKind;
  /** The kind's key in ModuleFieldsInput. */
  input: string;
  /** The upstream's model. */
  model: string;
  fields: readonly FieldDescription[];
}

const IMAGE_FORMATS = ['ORIGINAL', 'RATIO_16_9', 'RATIO_4_3', 'RATIO_1_1'] as const;
const TWO_COLUMNS_ORDERS = ['IMAGE_TEXT', 'TEXT_IMAGE'] as const;

const f = (
  name: string,
  upstream: string,
  type: FieldType,
  extra: Omit<FieldDescription, 'name' | 'upstream' | 'type'> = {},
): FieldDescription => ({ name, upstream, type, ...extra });
const short = (name: string, upstream: string) => f(name, upstream, 'text', { maxLength: 300 });
const anchor = f('anchor', 'anchor', 'text', { maxLength: 100 });
const extraClass = f('extraClass', 'extra_class', 'text', { maxLength: 100 });
const teaser = (items: boolean): FieldDescription[] => [
  f('image', 'image', 'media', { required: true }),
  short('imageAlt', 'image_alt'),
  f('link', 'link', 'link', { required: true }),
  short('linkText', 'link_text'),
  short('preline', 'preline'),
  short('headline', 'headline'),
  short('subline', 'subline'),
  // spec 000 §5: the newer variant allows 3000 characters of teaser description.
  f('text', 'text', 'longText', { maxLength: FULL_TEASER_DESCRIPTION_MAX }),
  extraClass,
  ...(items ? [f('onlineFrom', 'online_from', 'datetime'), f('onlineTo', 'online_to', 'datetime')] : []),
];
const embed = (rule: EmbedRule) => [f('embed', 'embed', 'embed', { required: true, embed: rule })];
const k = (kind: EditorModuleKind, input: string, model: string, fields: FieldDescription[]): KindDescription => ({
  kind,
  input,
  model,
  fields,
});

export const MODULE_FIELDS: Readonly<Record<EditorModuleKind, KindDescription>> = {
  HEADLINE: k('HEADLINE', 'headline', 'headline', [
    f('level', 'headline_level', 'number', { min: 2, max: 6 }),
    short('preline', 'preline'),
    f('content', 'content', 'text', { required: true, maxLength: 500 }),
    short('subline', 'subline'),
    anchor,
  ]),
  TEXT: k('TEXT', 'text', 'text', [f('body', 'content', 'richText'), anchor, f('decreaseDistance', 'decrease_distance', 'boolean')]),
  LINK: k('LINK', 'link', 'link', [
    f('label', 'link_text', 'text', { required: true, maxLength: 300 }),
    f('target', 'link', 'link', { required: true }),
    f('linkUrl', 'link_url', 'link'),
    extraClass,
    anchor,
    f('sticky', 'sticky', 'boolean'),
  ]),
  IMAGE: k('IMAGE', 'image', 'image', [
    f('image', 'image', 'media', { required: true }),
    short('imageAlt', 'image_alt'),
    f('linkUrl', 'link_url', 'link'),
    f('link', 'link', 'link'),
    f('text', 'text', 'longText', { maxLength: 1000 }),
    f('format', 'format', 'select', { options: IMAGE_FORMATS }),
  ]),
  IMAGE_LIST: k('IMAGE_LIST', 'imageList', 'image_list', [f('format', 'format', 'select', { options: IMAGE_FORMATS })]),
  VIDEO: k('VIDEO', 'video', 'video', [
    f('videoUrl', 'video_url', 'videoUrl', { required: true }),
    f('image', 'image', 'media'),
    short('imageAlt', 'image_alt'),
    short('title', 'title'),
  ]),
  SELF_HOSTED_VIDEO: k('SELF_HOSTED_VIDEO', 'selfHostedVideo', 'self_hosted_video', [
    f('file', 'file', 'media', { required: true, media: 'video' }),
    f('image', 'image', 'media'),
    short('imageAlt', 'image_alt'),
    short('title', 'title'),
  ]),
  VIDEO_LIST: k('VIDEO_LIST', 'videoList', 'video_list', [short('headline', 'headline')]),
  AUDIO: k('AUDIO', 'audio', 'audio', embed('audio')),
  SELF_HOSTED_AUDIO: k('SELF_HOSTED_AUDIO', 'selfHostedAudio', 'self_hosted_audio', [
    f('file', 'file', 'media', { required: true, media: 'audio' }),
    short('title', 'title'),
  ]),
  VIEWER: k('VIEWER', 'viewer', 'viewer', embed('viewer')),
  PDF_VIEWER: k('PDF_VIEWER', 'pdfViewer', 'pdf_viewer', embed('viewer')),
  SOCIAL_MEDIA: k('SOCIAL_MEDIA', 'socialMedia', 'social_media', embed('social')),
  QUOTE: k('QUOTE', 'quote', 'quote', [f('quote', 'content', 'longText', { maxLength: 1000 }), short('author', 'author')]),
  FAQ: k('FAQ', 'faq', 'faq', [short('headline', 'headline'), f('questions', 'items', 'faqItems')]),
  FULL_TEASER: k('FULL_TEASER', 'fullTeaser', 'full_teaser', teaser(false)),
  TEASER_LIST: k('TEASER_LIST', 'teaserList', 'teaser_list', [short('headline', 'headline')]),
  TEASER_ITEM: k('TEASER_ITEM', 'teaserItem', 'teaser_item', teaser(true)),
  VENUE: k('VENUE', 'venue', 'venue', [f('venueId', 'venue', 'id', { required: true })]),
  VENUE_LIST: k('VENUE_LIST', 'venueList', 'venue_list', [short('headline', 'headline'), f('venueIds', 'venues', 'idList')]),
  HTML: k('HTML', 'html', 'html', [f('htmlCode', 'html_code', 'longText', { required: true, maxLength: 20000 })]),
  LOGO_LIST: k('LOGO_LIST', 'logoList', 'logo_list', [short('headline', 'headline')]),
  FORM: k('FORM', 'form', 'form', [f('hubspotId', 'hubspot_id', 'text', { required: true, maxLength: 100 })]),
  HERO_MEDIA: k('HERO_MEDIA', 'heroMedia', 'hero_media', [
    short('headline', 'headline'),
    f('text', 'text', 'longText', { maxLength: 1000 }),
    short('buttonText', 'button_text'),
    f('buttonLink', 'button_link', 'link'),
    f('sticky', 'sticky', 'boolean'),
    f('image', 'image', 'media'),
    short('imageAlt', 'image_alt'),
    f('video', 'video', 'media', { media: 'video' }),
    f('onlineFrom', 'online_from', 'datetime', { required: true }),
    f('onlineTo', 'online_to', 'datetime'),
  ]),
  BLOG_TEASER_LIST: k('BLOG_TEASER_LIST', 'blogTeaserList', 'blog_teaser_list', [
    f('items', 'items', 'number', { required: true, min: 1, max: 8 }),
  ]),
  TWO_COLUMNS: k('TWO_COLUMNS', 'twoColumns', 'two_columns', [
    f('order', 'extra_class', 'select', { options: TWO_COLUMNS_ORDERS }),
    f('body', 'text', 'richText', { required: true }),
    f('image', 'image', 'media', { required: true }),
    short('imageAlt', 'image_alt'),
  ]),
  EVENT_LIST: k('EVENT_LIST', 'eventList', 'event_list', [
    f('dateFrom', 'date_from', 'datetime'),
    f('dateTo', 'date_to', 'datetime'),
    f('tagId', 'tag', 'id'),
    f('filters', 'filters', 'boolean'),
  ]),
  HIGHLIGHT_TEASER: k('HIGHLIGHT_TEASER', 'highlightTeaser', 'highlight_teaser', [f('categoryIds', 'categories', 'idList')]),
  ANCHOR_LIST: k('ANCHOR_LIST', 'anchorList', 'anchor_list', [f('sticky', 'sticky', 'boolean')]),
};

/** A form's value of one field: text of inputs, a checkbox's state, rich text's nodes, FAQ items. */
export type FormValue = string | boolean | RichTextBlock[] | FaqItemValue[];

// issue 12 part 3: the rich text and FAQ item values of the form.
/** A rich text field's value as the model allows it (plain text, as older forms kept it, as paragraphs). */
export function richTextOf(value: FormValue | undefined): RichTextBlock[] {
  if (typeof value === 'string') return richTextFromPlainText(value);
  return normalizeRichText(Array.isArray(value) ? value : []);
}

/** A FAQ field's items. */
export function faqItemsOf(value: FormValue | undefined): FaqItemValue[] {
  return Array.isArray(value) ? value.filter((item): item is FaqItemValue => 'question' in item && 'answer' in item) : [];
}

type EditorValidationKey = Violation['key'] | 'viewerEmbed' | 'number' | 'datetime' | 'link' | 'id' | 'faqItems';
export interface FieldViolation {
  key: EditorValidationKey;
  values?: Record<string, string | number>;
}

/** An id list's form value is its ids joined by commas (`3,1`), in order: the pickers write it so. */
export function idsOf(value: string): string[] {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** spec 000 §5: viewer embeds come from issuu. */
function viewerEmbed(value: string): FieldViolation | null {
  return /issuu\.com/i.test(value) ? null : { key: 'viewerEmbed' };
}

/** The problem with one field's value, or null (spec 000 §5). `known`: false when the stored value is unknown and kept unless something is entered. */
export function validateField(field: FieldDescription, value: FormValue | undefined, known = true): FieldViolation | null {
  // Rich text is required when it holds no text at all (lists and links without text count as none).
  if (field.type === 'richText')
    return field.required && known && richTextPlainText(richTextOf(value)).trim() === '' ? { key: 'required' } : null;
  // Each item's problem stands next to its input (FaqItemsField); the field says that there are some.
  if (field.type === 'faqItems')
    return faqItemViolations(faqItemsOf(value)).some((item) => item.question || item.answer) ? { key: 'faqItems' } : null;
  if (typeof value === 'boolean' || Array.isArray(value)) return null;
  const text = (value ?? '').trim();
  if (text === '') return field.required && known ? { key: 'required' } : null;
  if (field.maxLength !== undefined) {
    const violation = rules.maxLength(value ?? '', field.maxLength);
    if (violation) return violation;
  }
  switch (field.type) {
    case 'number': {
      const n = Number(text);
      if (!/^-?\d+$/.test(text)) return { key: 'number' };
      if (field.upstream === 'items') return rules.blogTeaserItems(n);
      if (field.upstream === 'headline_level') return rules.headlineLevel(n);
      return field.min !== undefined && field.max !== undefined && (n < field.min || n > field.max) ? { key: 'number' } : null;
    }
    case 'videoUrl':
      return rules.videoUrl(text);
    case 'embed':
      return field.embed === 'audio' ? rules.audioEmbed(text) : field.embed === 'social' ? rules.socialEmbed(text) : viewerEmbed(text);
    case 'datetime':
      return ISO_DATETIME.test(text) && !Number.isNaN(Date.parse(text)) ? null : { key: 'datetime' };
    case 'link':
      return /^(?:\/(?!\/)|https?:\/\/)\S*$/i.test(text) || /^[a-z0-9.-]+\.[a-z]{2,}(?:\/\S*)?$/i.test(text) ? null : { key: 'link' };
    case 'id':
      return /^[1-9]\d{0,8}$/.test(text) ? null : { key: 'id' };
    case 'idList':
      return idsOf(text).every((id) => /^[1-9]\d{0,8}$/.test(id)) ? null : { key: 'id' };
    default:
      return null;
  }
}

/** Every field's problem, in the form's order (the first is where the focus goes). */
export function validateModuleForm(
  kind: EditorModuleKind,
  values: Readonly<Record<string, FormValue>>,
  known: (name: string) => boolean = () => true,
): [string, FieldViolation][] {
  return MODULE_FIELDS[kind].fields.flatMap((field): [string, FieldViolation][] => {
    const violation = validateField(field, values[field.name], known(field.name));
    return violation ? [[field.name, violation]] : [];
  });
}

/**
 * The kind's input for ModuleFieldsInput from the form's values. Only `send`'s fields are given
 * (an update merges onto the stored ones); blank optional fields are sent as null.
 */
export function toFieldsInput(
  kind: EditorModuleKind,
  values: Readonly<Record<string, FormValue>>,
  send: (name: string) => boolean = () => true,
): Record<string, unknown> {
  const description = MODULE_FIELDS[kind];
  const sub: Record<string, unknown> = {};
  for (const field of description.fields) {
    if (!send(field.name)) continue;
    const value = values[field.name];
    if (field.type === 'boolean') {
      sub[field.name] = value === true;
      continue;
    }
    if (field.type === 'faqItems') {
      sub[field.name] = faqItemsOf(value).map((item) => ({ question: item.question.trim(), answer: item.answer.trim() }));
      continue;
    }
    if (field.type === 'richText') {
      // The JSON nodes as edited; a text without any letter is no text (null, or left out when required).
      const nodes = richTextOf(value);
      if (richTextPlainText(nodes).trim() !== '') sub[field.name] = nodes;
      else if (!field.required) sub[field.name] = null;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.type === 'idList') {
      sub[field.name] = idsOf(text);
      continue;
    }
    if (text === '') {
      if (field.type === 'select' || field.type === 'number' || field.required) continue;
      sub[field.name] = null;
    } else if (field.type === 'number') sub[field.name] = Number(text);
    else if (field.type === 'datetime') sub[field.name] = text.length === 10 ? `${text}T00:00:00Z` : new Date(text).toISOString();
    else sub[field.name] = field.type === 'text' || field.type === 'longText' || field.type === 'embed' ? value : text;
  }
  return { kind, [description.input]: sub };
}
