// The editor's module types and their fields (spec 000 §3 "Editor content modules") with the
// validation rules of spec 000 §5. Module fields are stored as JSON per row; this table is the
// one place that says which fields a model has, which are required and what each accepts.
export type FieldRule =
  | { kind: 'text'; required?: boolean; max?: number; oneOf?: readonly string[] }
  | { kind: 'richText'; required?: boolean }
  | { kind: 'integer'; required?: boolean; min: number; max: number; default?: number }
  | { kind: 'boolean' }
  | { kind: 'link'; required?: boolean }
  | { kind: 'media'; required?: boolean }
  | { kind: 'datetime'; required?: boolean }
  | { kind: 'embed'; required?: boolean; hosts: readonly string[]; message: string }
  | { kind: 'videoUrl'; required?: boolean }
  | { kind: 'id'; required?: boolean }
  | { kind: 'idList' }
  | { kind: 'faqItems' }
  | { kind: 'preset' };

export interface ModelRule {
  fields: Record<string, FieldRule>;
  /** Models a module of this type may hold as children (sections hold any non-section in columns). */
  children?: readonly string[];
}

const anchor: FieldRule = { kind: 'text', max: 100 };
const extraClass: FieldRule = { kind: 'text', max: 100 };
const short: FieldRule = { kind: 'text', max: 300 };

// spec 000 §5: hosts of the embed rules (YouTube or Vimeo; audio: SoundCloud, Spotify or
// podigee; viewer: issuu; social: instagram, twitter, facebook or tiktok).
const AUDIO_HOSTS = ['soundcloud.com', 'spotify.com', 'podigee'] as const;
const VIEWER_HOSTS = ['issuu.com'] as const;
const SOCIAL_HOSTS = ['instagram', 'twitter', 'x.com', 'facebook', 'tiktok'] as const;

const teaserFields: Record<string, FieldRule> = {
  image: { kind: 'media', required: true },
  image_alt: short,
  link: { kind: 'link', required: true },
  link_text: short,
  preline: short,
  headline: short,
  subline: short,
  // spec 000 §5: the newer variant allows 3000 characters of description.
  text: { kind: 'text', max: 3000 },
  extra_class: extraClass,
};

export const MODULE_RULES = {
  section: {
    fields: { layout: { kind: 'preset' }, extra_class: extraClass, image: { kind: 'media' }, image_alt: short },
  },
  headline: {
    fields: {
      headline_level: { kind: 'integer', min: 2, max: 6, default: 2 },
      preline: short,
      content: { kind: 'text', required: true, max: 500 },
      subline: short,
      anchor,
    },
  },
  text: { fields: { content: { kind: 'richText' }, anchor, decrease_distance: { kind: 'boolean' } } },
  link: {
    fields: {
      link_text: { kind: 'text', required: true, max: 300 },
      link: { kind: 'link', required: true },
      link_url: { kind: 'link' },
      extra_class: extraClass,
      anchor,
      sticky: { kind: 'boolean' },
    },
  },
  image: {
    fields: {
      image: { kind: 'media', required: true },
      image_alt: short,
      link_url: { kind: 'link' },
      link: { kind: 'link' },
      text: { kind: 'text', max: 1000 },
      format: { kind: 'text', oneOf: ['original', '16-9', '4-3', '1-1'] },
    },
  },
  image_list: { fields: { format: { kind: 'text', oneOf: ['original', '16-9', '4-3', '1-1'] } }, children: ['image'] },
  video: { fields: { video_url: { kind: 'videoUrl', required: true }, image: { kind: 'media' }, image_alt: short, title: short } },
  self_hosted_video: { fields: { file: { kind: 'media', required: true }, image: { kind: 'media' }, image_alt: short, title: short } },
  video_list: { fields: { headline: short }, children: ['video', 'self_hosted_video'] },
  audio: {
    fields: {
      embed: {
        kind: 'embed',
        required: true,
        hosts: AUDIO_HOSTS,
        message: 'The embed code must come from SoundCloud, Spotify or podigee.',
      },
    },
  },
  self_hosted_audio: { fields: { file: { kind: 'media', required: true }, title: short } },
  viewer: { fields: { embed: { kind: 'embed', required: true, hosts: VIEWER_HOSTS, message: 'The embed code must come from issuu.' } } },
  pdf_viewer: {
    fields: { embed: { kind: 'embed', required: true, hosts: VIEWER_HOSTS, message: 'The embed code must come from issuu.' } },
  },
  social_media: {
    fields: {
      embed: {
        kind: 'embed',
        required: true,
        hosts: SOCIAL_HOSTS,
        message: 'The embed code must come from Instagram, Twitter, Facebook or TikTok.',
      },
    },
  },
  quote: { fields: { content: { kind: 'text', max: 1000 }, author: short } },
  faq: { fields: { headline: short, items: { kind: 'faqItems' } } },
  full_teaser: { fields: teaserFields },
  teaser_list: { fields: { headline: short }, children: ['teaser_item'] },
  teaser_item: { fields: { ...teaserFields, online_from: { kind: 'datetime' }, online_to: { kind: 'datetime' } } },
  venue: { fields: { venue: { kind: 'id', required: true } } },
  venue_list: { fields: { headline: short, venues: { kind: 'idList' } } },
  html: { fields: { html_code: { kind: 'text', required: true, max: 20000 } } },
  logo_list: { fields: { headline: short }, children: ['image'] },
  form: { fields: { hubspot_id: { kind: 'text', required: true, max: 100 } } },
  hero_media: {
    fields: {
      headline: short,
      text: { kind: 'text', max: 1000 },
      button_text: short,
      button_link: { kind: 'link' },
      sticky: { kind: 'boolean' },
      image: { kind: 'media' },
      image_alt: short,
      video: { kind: 'media' },
      online_from: { kind: 'datetime', required: true },
      online_to: { kind: 'datetime' },
    },
  },
  blog_teaser_list: { fields: { items: { kind: 'integer', required: true, min: 1, max: 8, default: 4 } } },
  two_columns: {
    fields: {
      extra_class: { kind: 'text', oneOf: ['image-text', 'text-image'] },
      text: { kind: 'richText', required: true },
      image: { kind: 'media', required: true },
      image_alt: short,
    },
  },
  event_list: {
    fields: {
      // spec 000 §3: date_from defaults to now, stored as null meaning "from now on".
      date_from: { kind: 'datetime' },
      date_to: { kind: 'datetime' },
      tag: { kind: 'id' },
      filters: { kind: 'boolean' },
    },
    children: ['full_teaser', 'teaser_item'],
  },
  highlight_teaser: { fields: { categories: { kind: 'idList' } } },
  anchor_list: { fields: { sticky: { kind: 'boolean' } }, children: ['link'] },
} as const satisfies Record<string, ModelRule>;

export type ModuleModel = keyof typeof MODULE_RULES;

export function isModuleModel(value: unknown): value is ModuleModel {
  return typeof value === 'string' && Object.hasOwn(MODULE_RULES, value);
}

export function ruleOf(model: ModuleModel): ModelRule {
  return MODULE_RULES[model];
}

/** Whether `child` may sit directly under `parent` (a section's column, or a list module). */
export function mayContain(parent: ModuleModel, child: ModuleModel): boolean {
  if (child === 'section') return false;
  if (parent === 'section') return true;
  const allowed: readonly string[] | undefined = ruleOf(parent).children;
  return allowed?.includes(child) ?? false;
}
