// A module's fields from the typed GraphQL input (one input type per kind, chosen by `kind`) to
// the upstream's body (snake_case, README "Page editor"), checked with the rules of spec 000 §5
// before the upstream is asked. The table below names, per kind, every field of its input type:
// a field added to the SDL without a line here is a type error (FieldsOf is exhaustive).
import { FULL_TEASER_DESCRIPTION_MAX, rules, type Violation } from '../../shared/validation';
import type { ApiMessageKey } from '../apiMessage';
import type { ImageFormat, ModuleFieldsInput, ModuleKind, TwoColumnsOrder } from '../generated/resolvers';
import type { ModuleModel } from '../sources/pageEditorPayloads';
import { assertUnreachable } from '../../shared/assertUnreachable';
import { sanitizeCustomHtml } from '../html/sanitizeCustomHtml';

/** A problem with one field: a shared rule's violation or one of the gateway's messages (both worded by resources.ts). */
export type Problem = Violation | { message: ApiMessageKey };

export interface FieldProblem {
  /** Path below the `fields` argument, e.g. `headline.level`. */
  path: string;
  problem: Problem;
}

type SubInputKey = Exclude<keyof ModuleFieldsInput, 'kind'>;

interface FieldSpec {
  /** The upstream's field name; null: the field does not belong to this kind (teaser dates on a full teaser). */
  to: string | null;
  required?: boolean;
  /** Checks a non-blank value and returns what the upstream takes. */
  convert?: (value: unknown) => { value: unknown } | { problem: Problem };
}

type FieldsOf<I extends SubInputKey> = { [F in keyof NonNullable<ModuleFieldsInput[I]>]-?: FieldSpec };

interface KindSpec {
  input: SubInputKey;
  model: ModuleModel;
  fields: Record<string, FieldSpec>;
}

function kind<I extends SubInputKey>(input: I, model: ModuleModel, fields: FieldsOf<I>): KindSpec {
  return { input, model, fields };
}

const INVALID_ID: Problem = { message: 'invalidId' };
const WRONG_KIND: Problem = { message: 'wrongModuleKind' };
const TEASER_ITEMS_ONLY: Problem = { message: 'teaserItemsOnly' };

const plain = (to: string, required = false): FieldSpec => ({ to, required });
const checked = (to: string, rule: (value: never) => Violation | null, required = false): FieldSpec => ({
  to,
  required,
  convert: (value) => {
    const violation = rule(value as never);
    return violation ? { problem: violation } : { value };
  },
});
const id = (to: string, required = false): FieldSpec => ({
  to,
  required,
  convert: (value) => (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? { value: Number(value) } : { problem: INVALID_ID }),
});
const ids = (to: string): FieldSpec => ({
  to,
  convert: (value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string' && /^[1-9]\d{0,8}$/.test(item))
      ? { value: value.map(Number) }
      : { problem: INVALID_ID },
});

function upstreamFormat(format: ImageFormat): string {
  switch (format) {
    case 'ORIGINAL':
      return 'original';
    case 'RATIO_16_9':
      return '16-9';
    case 'RATIO_4_3':
      return '4-3';
    case 'RATIO_1_1':
      return '1-1';
    default:
      return assertUnreachable(format);
  }
}

function upstreamOrder(order: TwoColumnsOrder): string {
  switch (order) {
    case 'IMAGE_TEXT':
      return 'image-text';
    case 'TEXT_IMAGE':
      return 'text-image';
    default:
      return assertUnreachable(order);
  }
}

const format: FieldSpec = { to: 'format', convert: (value) => ({ value: upstreamFormat(value as ImageFormat) }) };
const teaser = (items: boolean): FieldsOf<'fullTeaser'> => ({
  image: plain('image', true),
  imageAlt: plain('image_alt'),
  link: plain('link', true),
  linkText: plain('link_text'),
  preline: plain('preline'),
  headline: plain('headline'),
  subline: plain('subline'),
  // spec 000 §5: the newer editor allows 3000 characters of teaser description.
  text: checked('text', (value: string) => rules.maxLength(value, FULL_TEASER_DESCRIPTION_MAX)),
  extraClass: plain('extra_class'),
  onlineFrom: items ? plain('online_from') : { to: null },
  onlineTo: items ? plain('online_to') : { to: null },
});
const embed = (rule?: (value: string) => Violation | null): FieldsOf<'audio'> => ({
  embed: rule ? checked('embed', rule, true) : plain('embed', true),
});

// spec 000 §3 fields and §5 rules; `true` marks the required fields of §5.
const KINDS: Record<ModuleKind, KindSpec> = {
  HEADLINE: kind('headline', 'headline', {
    level: checked('headline_level', (value: number) => rules.headlineLevel(value)),
    preline: plain('preline'),
    content: plain('content', true),
    subline: plain('subline'),
    anchor: plain('anchor'),
  }),
  TEXT: kind('text', 'text', { body: plain('content'), anchor: plain('anchor'), decreaseDistance: plain('decrease_distance') }),
  LINK: kind('link', 'link', {
    label: plain('link_text', true),
    target: plain('link', true),
    linkUrl: plain('link_url'),
    extraClass: plain('extra_class'),
    anchor: plain('anchor'),
    sticky: plain('sticky'),
  }),
  IMAGE: kind('image', 'image', {
    image: plain('image', true),
    imageAlt: plain('image_alt'),
    linkUrl: plain('link_url'),
    link: plain('link'),
    text: plain('text'),
    format,
  }),
  IMAGE_LIST: kind('imageList', 'image_list', { format }),
  VIDEO: kind('video', 'video', {
    videoUrl: checked('video_url', (value: string) => rules.videoUrl(value), true),
    image: plain('image'),
    imageAlt: plain('image_alt'),
    title: plain('title'),
  }),
  SELF_HOSTED_VIDEO: kind('selfHostedVideo', 'self_hosted_video', {
    file: plain('file', true),
    image: plain('image'),
    imageAlt: plain('image_alt'),
    title: plain('title'),
  }),
  VIDEO_LIST: kind('videoList', 'video_list', { headline: plain('headline') }),
  AUDIO: kind(
    'audio',
    'audio',
    embed((value) => rules.audioEmbed(value)),
  ),
  SELF_HOSTED_AUDIO: kind('selfHostedAudio', 'self_hosted_audio', { file: plain('file', true), title: plain('title') }),
  // The viewer's host rule (issuu) has no shared rule yet: the upstream checks it (its 400 comes back as fieldErrors).
  VIEWER: kind('viewer', 'viewer', embed()),
  PDF_VIEWER: kind('pdfViewer', 'pdf_viewer', embed()),
  SOCIAL_MEDIA: kind(
    'socialMedia',
    'social_media',
    embed((value) => rules.socialEmbed(value)),
  ),
  QUOTE: kind('quote', 'quote', { quote: plain('content'), author: plain('author') }),
  FAQ: kind('faq', 'faq', { headline: plain('headline'), questions: plain('items') }),
  FULL_TEASER: kind('fullTeaser', 'full_teaser', teaser(false)),
  TEASER_LIST: kind('teaserList', 'teaser_list', { headline: plain('headline') }),
  TEASER_ITEM: kind('teaserItem', 'teaser_item', teaser(true)),
  VENUE: kind('venue', 'venue', { venueId: id('venue', true) }),
  VENUE_LIST: kind('venueList', 'venue_list', { headline: plain('headline'), venueIds: ids('venues') }),
  // Issue 12 "Security": the HTML module's code is sanitised on save (here) and on render
  // (mapPages): what is stored never holds script, handlers, frames, forms, styles, <meta> or <base>.
  // Nothing left is like nothing given: the upstream says the field is required.
  HTML: kind('html', 'html', {
    htmlCode: { to: 'html_code', required: true, convert: (value) => ({ value: sanitizeCustomHtml(String(value)) }) },
  }),
  LOGO_LIST: kind('logoList', 'logo_list', { headline: plain('headline') }),
  FORM: kind('form', 'form', { hubspotId: plain('hubspot_id', true) }),
  HERO_MEDIA: kind('heroMedia', 'hero_media', {
    headline: plain('headline'),
    text: plain('text'),
    buttonText: plain('button_text'),
    buttonLink: plain('button_link'),
    sticky: plain('sticky'),
    image: plain('image'),
    imageAlt: plain('image_alt'),
    video: plain('video'),
    onlineFrom: plain('online_from', true),
    onlineTo: plain('online_to'),
  }),
  BLOG_TEASER_LIST: kind('blogTeaserList', 'blog_teaser_list', {
    items: checked('items', (value: number) => rules.blogTeaserItems(value), true),
  }),
  TWO_COLUMNS: kind('twoColumns', 'two_columns', {
    order: { to: 'extra_class', convert: (value) => ({ value: upstreamOrder(value as TwoColumnsOrder) }) },
    body: plain('text', true),
    image: plain('image', true),
    imageAlt: plain('image_alt'),
  }),
  EVENT_LIST: kind('eventList', 'event_list', {
    dateFrom: plain('date_from'),
    dateTo: plain('date_to'),
    tagId: id('tag'),
    filters: plain('filters'),
  }),
  HIGHLIGHT_TEASER: kind('highlightTeaser', 'highlight_teaser', { categoryIds: ids('categories') }),
  ANCHOR_LIST: kind('anchorList', 'anchor_list', { sticky: plain('sticky') }),
};

export type PreparedFields = { ok: true; model: ModuleModel; body: Record<string, unknown> } | { ok: false; problems: FieldProblem[] };

/**
 * Checks the fields of one module and builds the upstream body. `create`: every required field
 * must be given; `update` (merged onto the stored fields): a required field given must not be blank.
 */
export function prepareModuleFields(fields: ModuleFieldsInput, mode: 'create' | 'update'): PreparedFields {
  const spec = KINDS[fields.kind];
  const problems: FieldProblem[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'kind' && key !== spec.input && value !== undefined && value !== null) problems.push({ path: key, problem: WRONG_KIND });
  }
  const given: Record<string, unknown> | null | undefined = fields[spec.input];
  if (!given) return { ok: false, problems: [...problems, { path: spec.input, problem: { key: 'required' } }] };
  const body: Record<string, unknown> = { model: spec.model };
  for (const [name, field] of Object.entries(spec.fields)) {
    const path = `${spec.input}.${name}`;
    const value = given[name];
    if (value === undefined && mode === 'update') continue;
    if (field.to === null) {
      if (value !== undefined && value !== null) problems.push({ path, problem: TEASER_ITEMS_ONLY });
      continue;
    }
    const blank = rules.required(value) !== null;
    if (blank) {
      if (field.required) problems.push({ path, problem: { key: 'required' } });
      else if (value !== undefined) body[field.to] = value;
      continue;
    }
    const converted = field.convert ? field.convert(value) : { value };
    if ('problem' in converted) problems.push({ path, problem: converted.problem });
    else body[field.to] = converted.value;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, model: spec.model, body };
}

/** An upstream field name of a kind as the path of its GraphQL input field (for upstream 400s). */
export function inputPathOf(kindOfModule: ModuleKind, upstreamField: string): string {
  const spec = KINDS[kindOfModule];
  const found = Object.entries(spec.fields).find(([, field]) => field.to === upstreamField);
  return found ? `${spec.input}.${found[0]}` : upstreamField;
}
