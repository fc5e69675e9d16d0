// Page-editor payloads (snake_case, pageEditorPayloads.ts) as GraphQL objects: pages, sections,
// columns and every module type (spec 000 §3). Modules are switched exhaustively on `model`
// (docs/CONVENTIONS.md): a model without a case is a type error; a model the upstream sends that the
// gateway does not know arrives as UNKNOWN_MODEL and becomes an UnknownModule.
import type {
  ColumnPreset,
  ImageFormat,
  LegalPage,
  LegalPageKind,
  LocalizedUrl,
  Module,
  ModuleImage,
  ModuleRevision,
  Page,
  PageVersion,
  PageVersionAction,
  Section,
  TwoColumnsOrder,
} from '../generated/resolvers';
import { assertUnreachable } from '../../shared/assertUnreachable';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { isLocale } from '../../shared/locales';
import type { PublicUrl } from '../images/mapImages';
import { mapImage, textOrNull } from '../mapCommon';
import { createImage } from '../images/mapImages';
import { sanitizeCustomHtml } from '../html/sanitizeCustomHtml';
import { audioEmbedOf, socialEmbedOf, videoEmbedOf, viewerEmbedOf, type EmbedTarget } from '../../shared/embeds';
import type { ImageSourcesPayload } from '../sources/payloads';
import {
  UNKNOWN_MODEL,
  type LegalPagePayload,
  type ModulePayload,
  type PagePayload,
  type PageVersionPayload,
  type SectionPayload,
} from '../sources/pageEditorPayloads';

/** spec 000 §3 "Layout column presets" as the upstream names them (README "Page editor"). */
export const PRESET_BY_LAYOUT: Record<string, ColumnPreset> = {
  '100': 'FULL',
  '67-33': 'TWO_THIRDS_ONE_THIRD',
  '33-67': 'ONE_THIRD_TWO_THIRDS',
  '50-50': 'HALF_HALF',
  '33-33-33': 'THIRDS',
  '25-50-25': 'QUARTER_HALF_QUARTER',
};

export function layoutOfPreset(preset: ColumnPreset): string {
  switch (preset) {
    case 'FULL':
      return '100';
    case 'TWO_THIRDS_ONE_THIRD':
      return '67-33';
    case 'ONE_THIRD_TWO_THIRDS':
      return '33-67';
    case 'HALF_HALF':
      return '50-50';
    case 'THIRDS':
      return '33-33-33';
    case 'QUARTER_HALF_QUARTER':
      return '25-50-25';
    default:
      return assertUnreachable(preset);
  }
}

const FORMATS: Record<string, ImageFormat> = { original: 'ORIGINAL', '16-9': 'RATIO_16_9', '4-3': 'RATIO_4_3', '1-1': 'RATIO_1_1' };

function formatOf(value: string | null | undefined): ImageFormat {
  return FORMATS[value ?? 'original'] ?? 'ORIGINAL';
}

function mapUrls(urls: Record<string, string>): LocalizedUrl[] {
  return Object.entries(urls).flatMap(([locale, path]) => (isLocale(locale) ? [{ locale: toGraphQLLocale(locale), path }] : []));
}

interface PicturePayload {
  image?: string | null | undefined;
  image_alt?: string | null | undefined;
  image_obj?: { url: string; alt?: string | null | undefined; width: number | null; height: number | null } | null | undefined;
  image_thumbnails?: { small: string; large: string; sources?: ImageSourcesPayload | undefined } | null | undefined;
}

function mapModuleImage(payload: PicturePayload, publicUrl: PublicUrl): ModuleImage | null {
  const obj = payload.image_obj;
  if (!obj) return null;
  const thumbs = payload.image_thumbnails;
  return {
    url: publicUrl(obj.url),
    small: thumbs ? publicUrl(thumbs.small) : null,
    large: thumbs ? publicUrl(thumbs.large) : null,
    alt: obj.alt ?? payload.image_alt ?? '',
    width: obj.width,
    height: obj.height,
    // spec 000 §9: the breakpoints and formats the upstream renders on demand (none for an external picture).
    srcSets: thumbs?.sources ? createImage(null, null, '', thumbs.sources, publicUrl).srcSets : [],
    source: payload.image || null,
  };
}

/** A media file (self-hosted video or audio) on the site's own origin: a media path, or a URL of the upstream's. */
export function fileUrlOf(file: string, publicUrl: PublicUrl): string | null {
  if (/^https?:\/\//i.test(file)) {
    const own = publicUrl(file);
    return own.startsWith('/media/') ? own : null;
  }
  const segments = file.split('/').filter(Boolean);
  if (segments.length === 0 || segments.some((segment) => segment === '.' || segment === '..' || segment.includes('\\'))) return null;
  return `/media/${segments.map(encodeURIComponent).join('/')}`;
}

const embedFields = (target: EmbedTarget | null) => ({ embedUrl: target?.url ?? null, provider: target?.provider ?? null });

const idOrNull = (value: number | null | undefined): string | null => (value === null || value === undefined ? null : String(value));

export function mapModule(payload: ModulePayload, publicUrl: PublicUrl): Module {
  const children = (): Module[] => ('children' in payload ? payload.children.map((child) => mapModule(child, publicUrl)) : []);
  const list = () => {
    const mapped = children();
    return { children: mapped, childIds: mapped.map((child) => child.id) };
  };
  const base = { id: String(payload.id), slug: textOrNull(payload.slug) };
  switch (payload.model) {
    case 'headline':
      return {
        __typename: 'HeadlineModule',
        ...base,
        level: payload.headline_level,
        preline: textOrNull(payload.preline),
        content: payload.content,
        subline: textOrNull(payload.subline),
        anchor: textOrNull(payload.anchor),
      };
    case 'text':
      return {
        __typename: 'TextModule',
        ...base,
        body: payload.content,
        anchor: textOrNull(payload.anchor),
        decreaseDistance: payload.decrease_distance ?? false,
      };
    case 'link':
      return {
        __typename: 'LinkModule',
        ...base,
        label: payload.link_text,
        target: payload.link,
        linkUrl: textOrNull(payload.link_url),
        extraClass: textOrNull(payload.extra_class),
        anchor: textOrNull(payload.anchor),
        sticky: payload.sticky ?? false,
      };
    case 'image':
      return {
        __typename: 'ImageModule',
        ...base,
        image: mapModuleImage(payload, publicUrl),
        linkUrl: textOrNull(payload.link_url),
        link: textOrNull(payload.link),
        text: textOrNull(payload.text),
        format: formatOf(payload.format),
      };
    case 'image_list':
      return { __typename: 'ImageListModule', ...base, format: formatOf(payload.format), ...list() };
    case 'video':
      return {
        __typename: 'VideoModule',
        ...base,
        videoUrl: payload.video_url,
        embedUrl: videoEmbedOf(payload.video_url)?.url ?? null,
        image: mapModuleImage(payload, publicUrl),
        title: textOrNull(payload.title),
      };
    case 'self_hosted_video':
      return {
        __typename: 'SelfHostedVideoModule',
        ...base,
        file: payload.file,
        fileUrl: fileUrlOf(payload.file, publicUrl),
        image: mapModuleImage(payload, publicUrl),
        title: textOrNull(payload.title),
      };
    case 'video_list':
      return { __typename: 'VideoListModule', ...base, headline: textOrNull(payload.headline), ...list() };
    case 'audio':
      return { __typename: 'AudioModule', ...base, embed: payload.embed, ...embedFields(audioEmbedOf(payload.embed)) };
    case 'self_hosted_audio':
      return {
        __typename: 'SelfHostedAudioModule',
        ...base,
        file: payload.file,
        fileUrl: fileUrlOf(payload.file, publicUrl),
        title: textOrNull(payload.title),
      };
    case 'viewer':
      return { __typename: 'ViewerModule', ...base, embed: payload.embed, ...embedFields(viewerEmbedOf(payload.embed)) };
    case 'pdf_viewer':
      return { __typename: 'PdfViewerModule', ...base, embed: payload.embed, ...embedFields(viewerEmbedOf(payload.embed)) };
    case 'social_media':
      return { __typename: 'SocialMediaModule', ...base, embed: payload.embed, ...embedFields(socialEmbedOf(payload.embed)) };
    case 'quote':
      return { __typename: 'QuoteModule', ...base, quote: textOrNull(payload.content), author: textOrNull(payload.author) };
    case 'faq':
      return {
        __typename: 'FaqModule',
        ...base,
        headline: textOrNull(payload.headline),
        questions: payload.items.map((item) => ({ question: item.question, answer: item.answer })),
      };
    case 'full_teaser':
      return { __typename: 'FullTeaserModule', ...base, ...teaserFields(payload, publicUrl) };
    case 'teaser_list':
      return { __typename: 'TeaserListModule', ...base, headline: textOrNull(payload.headline), ...list() };
    case 'teaser_item':
      return {
        __typename: 'TeaserItemModule',
        ...base,
        ...teaserFields(payload, publicUrl),
        onlineFrom: textOrNull(payload.online_from),
        onlineTo: textOrNull(payload.online_to),
      };
    case 'venue':
      return { __typename: 'VenueModule', ...base, venueId: String(payload.venue) };
    case 'venue_list':
      return { __typename: 'VenueListModule', ...base, headline: textOrNull(payload.headline), venueIds: payload.venues.map(String) };
    case 'html':
      // spec 000 §3 HTML: sanitised here, so the visitor's bundle needs no sanitiser and the CSP holds.
      return { __typename: 'HtmlModule', ...base, htmlCode: payload.html_code, html: sanitizeCustomHtml(payload.html_code) };
    case 'logo_list':
      return { __typename: 'LogoListModule', ...base, headline: textOrNull(payload.headline), ...list() };
    case 'form':
      return { __typename: 'FormModule', ...base, hubspotId: payload.hubspot_id };
    case 'hero_media':
      return {
        __typename: 'HeroMediaModule',
        ...base,
        headline: textOrNull(payload.headline),
        text: textOrNull(payload.text),
        buttonText: textOrNull(payload.button_text),
        buttonLink: textOrNull(payload.button_link),
        sticky: payload.sticky ?? false,
        image: mapModuleImage(payload, publicUrl),
        video: textOrNull(payload.video),
        videoFileUrl: payload.video ? fileUrlOf(payload.video, publicUrl) : null,
        onlineFrom: textOrNull(payload.online_from),
        onlineTo: textOrNull(payload.online_to),
      };
    case 'blog_teaser_list':
      return { __typename: 'BlogTeaserListModule', ...base, items: payload.items };
    case 'two_columns':
      return {
        __typename: 'TwoColumnsModule',
        ...base,
        order: orderOf(payload.extra_class),
        body: payload.text,
        image: mapModuleImage(payload, publicUrl),
      };
    case 'event_list':
      return {
        __typename: 'EventListModule',
        ...base,
        dateFrom: textOrNull(payload.date_from),
        dateTo: textOrNull(payload.date_to),
        tagId: idOrNull(payload.tag),
        filters: payload.filters ?? false,
        ...list(),
      };
    case 'highlight_teaser':
      return { __typename: 'HighlightTeaserModule', ...base, categoryIds: payload.categories.map(String) };
    case 'anchor_list':
      return { __typename: 'AnchorListModule', ...base, sticky: payload.sticky ?? false, ...list() };
    case UNKNOWN_MODEL:
      return { __typename: 'UnknownModule', ...base, model: payload.upstreamModel };
    default:
      return assertUnreachable(payload);
  }
}

/** two_columns extra_class (README: image-text | text-image); unset is the first. */
function orderOf(value: string | null | undefined): TwoColumnsOrder {
  return value === 'text-image' ? 'TEXT_IMAGE' : 'IMAGE_TEXT';
}

interface TeaserPayload extends PicturePayload {
  link?: string | null | undefined;
  link_text?: string | null | undefined;
  preline?: string | null | undefined;
  headline?: string | null | undefined;
  subline?: string | null | undefined;
  text?: string | null | undefined;
  extra_class?: string | null | undefined;
}

function teaserFields(payload: TeaserPayload, publicUrl: PublicUrl) {
  return {
    image: mapModuleImage(payload, publicUrl),
    link: textOrNull(payload.link),
    linkText: textOrNull(payload.link_text),
    preline: textOrNull(payload.preline),
    headline: textOrNull(payload.headline),
    subline: textOrNull(payload.subline),
    text: textOrNull(payload.text),
    extraClass: textOrNull(payload.extra_class),
  };
}

export function mapSection(payload: SectionPayload, publicUrl: PublicUrl): Section {
  return {
    id: String(payload.id),
    slug: textOrNull(payload.slug),
    // The upstream stores only the presets (README); an unknown layout is shown as one column.
    preset: PRESET_BY_LAYOUT[payload.layout ?? '100'] ?? 'FULL',
    extraClass: textOrNull(payload.extra_class),
    image: mapModuleImage(payload, publicUrl),
    contentType: textOrNull(payload.content_type),
    objectId: idOrNull(payload.object_id),
    columns: payload.columns.map((column) => {
      const children = column.children.map((child) => mapModule(child, publicUrl));
      return { classes: column.classes, children, moduleIds: children.map((child) => child.id) };
    }),
  };
}

export function mapPage(payload: PagePayload, publicUrl: PublicUrl): Page {
  return {
    id: String(payload.id),
    urls: mapUrls(payload.urls),
    contentType: payload.content_type,
    title: payload.title,
    headline: textOrNull(payload.headline),
    isOnline: payload.is_online,
    isClickable: payload.is_clickable,
    inMenu: payload.in_menu,
    inFooter: payload.in_footer,
    metaTitle: textOrNull(payload.meta_title),
    metaDescription: textOrNull(payload.meta_description),
    ogTitle: textOrNull(payload.og_title),
    ogDescription: textOrNull(payload.og_description),
    ogType: textOrNull(payload.og_type),
    // The upstream gives renditions for every og_image (README "Page editor"); the shared helper maps them like every content picture.
    ogImage: mapImage(payload.og_image_thumbs, '', publicUrl),
    settingsUrl: textOrNull(payload.settings_url),
    parentId: idOrNull(payload.parent),
    isLandingPage: payload.is_landing_page,
    siblings: payload.siblings.map((sibling) => ({ id: String(sibling.id), title: sibling.title, urls: mapUrls(sibling.urls) })),
    versionId: idOrNull(payload.version_id),
    versionCreated: textOrNull(payload.version_created),
    updated: textOrNull(payload.updated),
    revision: payload.revision ?? null,
    moduleRevisions: moduleRevisionsOf(payload.modules),
    ...withModules(payload.modules.map((section) => mapSection(section, publicUrl))),
  };
}

export function mapLegalPage(payload: LegalPagePayload, kind: LegalPageKind): LegalPage {
  return {
    id: String(payload.id),
    kind,
    title: payload.title,
    content: payload.content,
    urls: mapUrls(payload.urls),
    updated: textOrNull(payload.updated),
  };
}

const ACTIONS: Record<string, PageVersionAction> = {
  seed: 'SEED',
  create: 'CREATE',
  update: 'UPDATE',
  move: 'MOVE',
  delete: 'DELETE',
  publish: 'PUBLISH',
  unpublish: 'UNPUBLISH',
  restore: 'RESTORE',
};

export function mapPageVersion(payload: PageVersionPayload): PageVersion {
  return { id: String(payload.id), action: ACTIONS[payload.action] ?? 'OTHER', created: payload.created, user: payload.user };
}

/** Whether a module with an online window (spec 000 §3 teaser item, hero media) is shown at `now`. */
export function isWithinOnlineWindow(onlineFrom: string | null | undefined, onlineTo: string | null | undefined, now: Date): boolean {
  const from = onlineFrom ? Date.parse(onlineFrom) : Number.NaN;
  const to = onlineTo ? Date.parse(onlineTo) : Number.NaN;
  if (!Number.isNaN(from) && now.getTime() < from) return false;
  return Number.isNaN(to) || now.getTime() < to;
}

function shownAt(module: Module, now: Date): Module | null {
  switch (module.__typename) {
    case 'TeaserItemModule':
    case 'HeroMediaModule':
      return isWithinOnlineWindow(module.onlineFrom, module.onlineTo, now) ? module : null;
    case 'ImageListModule':
    case 'VideoListModule':
    case 'TeaserListModule':
    case 'LogoListModule':
    case 'EventListModule':
    case 'AnchorListModule': {
      const children = onlineOnly(module.children, now);
      return { ...module, children, childIds: children.map((child) => child.id) };
    }
    default:
      return module;
  }
}

function onlineOnly(modules: readonly Module[], now: Date): Module[] {
  return modules.flatMap((module) => {
    const shown = shownAt(module, now);
    return shown ? [shown] : [];
  });
}

/**
 * The sections as visitors see them at `now`: teaser items and hero media outside their online
 * window left out (spec 000 §3 online_from, online_to); staff (who edit them) see every module.
 */
export function sectionsOnlineAt(sections: readonly Section[], now: Date): Pick<Page, 'sections' | 'modules'> {
  return withModules(
    sections.map((section) => ({
      ...section,
      columns: section.columns.map((column) => {
        const children = onlineOnly(column.children, now);
        return { ...column, children, moduleIds: children.map((child) => child.id) };
      }),
    })),
  );
}

/**
 * The revisions of the page's sections and modules (staff reads of the live tree); null when the
 * upstream sent none (visitors, a stored version, an upstream without them).
 */
function moduleRevisionsOf(sections: readonly SectionPayload[]): ModuleRevision[] | null {
  const revisions: ModuleRevision[] = [];
  const visit = (module: ModulePayload) => {
    if (module.model === UNKNOWN_MODEL) return;
    if (module.revision !== undefined) revisions.push({ id: String(module.id), revision: module.revision, contentRevision: null });
    module.children.forEach(visit);
  };
  for (const section of sections) {
    if (section.revision !== undefined)
      revisions.push({ id: String(section.id), revision: section.revision, contentRevision: section.content_revision ?? null });
    for (const column of section.columns) column.children.forEach(visit);
  }
  return revisions.length > 0 ? revisions : null;
}

/** The sections with Page.modules: every module once, list children after their list. */
function withModules(sections: Section[]): Pick<Page, 'sections' | 'modules'> {
  const modules: Module[] = [];
  const visit = (module: Module) => {
    modules.push(module);
    if ('children' in module) module.children.forEach(visit);
  };
  for (const section of sections) for (const column of section.columns) column.children.forEach(visit);
  return { sections, modules };
}
