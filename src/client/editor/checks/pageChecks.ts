// The check before publishing a CMS page (issue 22 item 9). It takes the page as the editor holds
// it (CmsPage's page and pageModules, with or without the unsaved values laid over them) and lists
// what would fail visitors, each problem in a block the editor can jump to. Pure: no DOM, no
// translator, no network; the caller asks for the meta description (the page's own query does not
// carry it) and may pass other colours.
//
// Each check reads what the page renders, the way the page's components render it
// (src/client/screens/cmsPage/: CmsPageScreen, modules/*; src/client/components/RichText.tsx), so
// what it reports is what a visitor meets: a module a column does not name, or a list child of a
// type its list does not show, is not on the page and is not checked. Texts found in the data are
// passed on as values for a message, never as markup (the list renders them as React text).
import { assertUnreachable } from '../../../shared/assertUnreachable';
import type { EditorTextKey } from '../../../shared/i18n/editorTranslator';
import { headingOutline, plainText, safeHref, type RichTextDocument } from '../../components/RichText';
import {
  indexModules,
  modulesOf,
  type CmsPageData,
  type ModuleData,
  type ModuleIndex,
  type SectionData,
} from '../../screens/cmsPage/pageData';
import { contrastRatio, displayedRatio, parseHexColour, WCAG_AA_TEXT_CONTRAST } from './contrast';
import { SITE_SECTION_COLOURS, type SectionColours } from './siteColours';

export type PageProblemKind = 'imageAlt' | 'headingSkip' | 'headingEmpty' | 'linkEmpty' | 'linkVague' | 'contrast' | 'metaDescription';

/** The messages of the checks: the editor's `editor.checks.*` texts. */
type CheckTextKey = Extract<EditorTextKey, `editor.checks.${string}`>;

/** What a problem's block is: a module (a list's item too) or a section; null for the page itself. */
type ProblemBlockKind = 'module' | 'section';

export interface PageProblem {
  kind: PageProblemKind;
  /** The kind of `blockId`'s block; null with `blockId` null. */
  blockKind: ProblemBlockKind | null;
  /** The module or section the problem is in; null for the page itself (its headline, its settings). */
  blockId: string | null;
  /** The message, with `values` for its placeholders. */
  key: CheckTextKey;
  values: Readonly<Record<string, string | number>>;
}

/** The page's fields the checks read. */
export type CheckedPage = Pick<CmsPageData, 'title' | 'headline' | 'sections'>;

export interface PageCheckInput {
  page: CheckedPage;
  /** Every module of the page (Query.pageModules); the sections' columns and the lists name them. */
  modules: readonly ModuleData[];
  /**
   * The page's meta description in the page's language (Page.metaDescription, e.g. from the
   * settings dialog's EditorPageSettings query): the page's own query does not ask for it.
   */
  metaDescription: string | null;
  /** The section colours to check against; the site's stylesheet's by default. */
  colours?: SectionColours;
}

/** Every check, the page's own problems first, then each block's in page order. */
export function checkPage({ page, modules, metaDescription, colours = SITE_SECTION_COLOURS }: PageCheckInput): PageProblem[] {
  const index = indexModules(modules);
  const order = new Map(blocksOf(page, index).map((block, position) => [blockKey(block.kind, block.id), position]));
  const all = [
    ...checkMetaDescription(metaDescription),
    ...checkHeadings(page, index),
    ...checkImages(page, index),
    ...checkLinks(page, index),
    ...checkContrast(page, colours),
  ];
  const positionOf = (problem: PageProblem) =>
    problem.blockKind === null || problem.blockId === null
      ? -1
      : (order.get(blockKey(problem.blockKind, problem.blockId)) ?? Number.MAX_SAFE_INTEGER);
  // A stable sort: within a block, the checks' own order.
  return all.sort((a, b) => positionOf(a) - positionOf(b));
}

// ---------------------------------------------------------------------------------------------
// The page in the order it renders.

interface SectionBlock {
  kind: 'section';
  id: string;
  section: SectionData;
}

interface ModuleBlock {
  kind: 'module';
  id: string;
  module: ModuleData;
}

type Block = SectionBlock | ModuleBlock;

const blockKey = (kind: ProblemBlockKind, id: string) => `${kind}:${id}`;

/**
 * The page's blocks in render order: each section, then its columns in order, each column's
 * modules in order, each list module followed by the items it shows. A module met a second time
 * (named by two columns or lists, or by a list inside itself) is taken once.
 */
function blocksOf(page: CheckedPage, index: ModuleIndex): Block[] {
  const blocks: Block[] = [];
  const seen = new Set<string>();
  const visit = (module: ModuleData) => {
    if (seen.has(module.id)) return;
    seen.add(module.id);
    blocks.push({ kind: 'module', id: module.id, module });
    for (const child of shownOf(module, index).children) visit(child);
  };
  for (const section of page.sections) {
    blocks.push({ kind: 'section', id: section.id, section });
    for (const column of section.columns) for (const module of modulesOf(column.moduleIds, index)) visit(module);
  }
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// What each module shows that the checks read.

interface ShownHeading {
  level: number;
  /** Its text; null for a text of the site's own (never empty). */
  text: string | null;
}

/** What the checks read of a picture (a section's and every module's picture field have it). */
interface PictureData {
  alt: string;
  /** The stored media path or address. */
  source: string | null;
  small: string | null;
  large: string | null;
}

interface ShownPicture {
  image: PictureData;
  /** The link around the picture as stored (null or '' for none). */
  link: string | null;
}

interface ShownLink {
  text: string;
  target: string;
  /**
   * 'always': the module shows the link whatever is filled (the link module); 'both': only when
   * text and target are both filled (teaser, hero), else nothing.
   */
  shows: 'always' | 'both';
  /** The heading the page reads after the link's text to screen readers (LinkPurpose), if any. */
  about: string | null;
}

interface Shown {
  headings: ShownHeading[];
  pictures: ShownPicture[];
  links: ShownLink[];
  richText: RichTextDocument[];
  /** The list's items it shows, in order (the list components' own filters). */
  children: ModuleData[];
}

const NOTHING: Shown = { headings: [], pictures: [], links: [], richText: [], children: [] };

/** modules/ContentModules.tsx HeadlineModule: levels 2–6, whatever is stored. */
const headlineLevel = (level: number) => Math.min(6, Math.max(2, level));

const pictureOf = (image: PictureData | null, link: string | null = null): ShownPicture[] => (image ? [{ image, link }] : []);
const headingIf = (text: string | null, level: number): ShownHeading[] => (text ? [{ level, text }] : []);

function childrenOf(ids: readonly string[], index: ModuleIndex, types: readonly ModuleData['__typename'][]): ModuleData[] {
  return modulesOf(ids, index).filter((child) => types.includes(child.__typename));
}

/**
 * What a module renders that the checks read (modules/ModuleView.tsx and the components it
 * switches to), by type. Not read, because no check could know it from the page's data: the HTML
 * module's markup (sanitised staff HTML, no parser in the editor), the cards the event list, blog
 * teaser list, highlight teaser, venue and venue list load from other queries (their h3s), and the
 * pictures of the video modules (the YouTube/Vimeo module does not show its picture; the
 * self-hosted one uses it as the poster and as the fallback inside <video>, which browsers that
 * play the video do not expose).
 */
function shownOf(module: ModuleData, index: ModuleIndex): Shown {
  switch (module.__typename) {
    case 'HeadlineModule':
      return { ...NOTHING, headings: [{ level: headlineLevel(module.level), text: module.content }] };
    case 'TextModule':
      return { ...NOTHING, richText: [module.body] };
    case 'LinkModule':
      // A sticky link shows in the sticky navigation instead: a link all the same.
      return { ...NOTHING, links: [{ text: module.label, target: module.target, shows: 'always', about: null }] };
    case 'ImageModule':
      return { ...NOTHING, pictures: pictureOf(module.image, module.link) };
    case 'ImageListModule':
      return { ...NOTHING, children: childrenOf(module.childIds, index, ['ImageModule']) };
    case 'LogoListModule':
      // A logo is an image module: its picture, linked when it has a link (its text is not shown).
      return { ...NOTHING, headings: headingIf(module.headline, 2), children: childrenOf(module.childIds, index, ['ImageModule']) };
    case 'VideoListModule':
      return {
        ...NOTHING,
        headings: headingIf(module.headline, 2),
        children: childrenOf(module.childIds, index, ['VideoModule', 'SelfHostedVideoModule']),
      };
    case 'FaqModule':
      return {
        ...NOTHING,
        headings: [...headingIf(module.headline, 2), ...module.questions.map((item) => ({ level: 3, text: item.question }))],
      };
    case 'FullTeaserModule':
    case 'TeaserItemModule':
      return {
        ...NOTHING,
        pictures: pictureOf(module.image),
        headings: headingIf(module.headline, 3),
        links: [{ text: module.linkText ?? '', target: module.link ?? '', shows: 'both', about: module.headline }],
      };
    case 'TeaserListModule':
      return {
        ...NOTHING,
        headings: headingIf(module.headline, 2),
        children: childrenOf(module.childIds, index, ['TeaserItemModule', 'FullTeaserModule']),
      };
    case 'EventListModule':
      // Its teasers first; the events it loads after them are not known here.
      return { ...NOTHING, children: childrenOf(module.childIds, index, ['FullTeaserModule', 'TeaserItemModule']) };
    case 'AnchorListModule':
      return { ...NOTHING, children: childrenOf(module.childIds, index, ['LinkModule']) };
    case 'HeroMediaModule':
      return {
        ...NOTHING,
        pictures: pictureOf(module.image),
        headings: headingIf(module.headline, 2),
        links: [{ text: module.buttonText ?? '', target: module.buttonLink ?? '', shows: 'both', about: module.headline }],
      };
    case 'TwoColumnsModule':
      return { ...NOTHING, pictures: pictureOf(module.image), richText: [module.body] };
    case 'BlogTeaserListModule':
      // Its h2 is the site's own text ('Aus dem Magazin'); its articles load from another query.
      return { ...NOTHING, headings: [{ level: 2, text: null }] };
    case 'VenueListModule':
      return { ...NOTHING, headings: headingIf(module.headline, 2) };
    case 'VideoModule':
    case 'SelfHostedVideoModule':
    case 'AudioModule':
    case 'SelfHostedAudioModule':
    case 'ViewerModule':
    case 'PdfViewerModule':
    case 'SocialMediaModule':
    case 'QuoteModule':
    case 'VenueModule':
    case 'HtmlModule':
    case 'FormModule':
    case 'HighlightTeaserModule':
    case 'UnknownModule':
      return NOTHING;
    default:
      return assertUnreachable(module);
  }
}

// ---------------------------------------------------------------------------------------------
// Rich text as RichText.tsx renders it.

interface RichTextVisitor {
  heading: (level: number, text: string) => void;
  link: (url: unknown, text: string) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Walks a document the way RichText's Node renders it: an element it does not know shows as plain text, so nothing inside it is a heading or a link. */
function walkRichText(document: unknown, visitor: RichTextVisitor): void {
  const nodes: RichTextDocument = Array.isArray(document) ? document.filter(isRecord) : [];
  const levels = headingOutline(nodes, 2);
  const walk = (children: unknown) => {
    if (!Array.isArray(children)) return;
    for (const node of children) {
      if (!isRecord(node) || typeof node.text === 'string') continue;
      switch (node.type) {
        case 'heading':
        case 'heading-two':
        case 'heading-three':
          visitor.heading(levels.get(node) ?? 2, plainText(node));
          walk(node.children);
          break;
        case 'link':
          visitor.link(node.url, plainText(node));
          walk(node.children);
          break;
        case 'paragraph':
        case 'block-quote':
        case 'bulleted-list':
        case 'numbered-list':
        case 'list-item':
          walk(node.children);
          break;
        default:
          break;
      }
    }
  };
  walk(nodes);
}

// ---------------------------------------------------------------------------------------------
// The checks.

function problem(kind: PageProblemKind, block: Block | null, key: CheckTextKey, values: Record<string, string | number> = {}): PageProblem {
  return { kind, blockKind: block?.kind ?? null, blockId: block?.id ?? null, key, values };
}

const TEXT_MAX = 80;

/** A text from the data for a message: one line, at most 80 characters. */
function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > TEXT_MAX ? `${line.slice(0, TEXT_MAX - 1)}…` : line;
}

/** 5. spec 000 §3 Page meta_description: missing or blank. */
export function checkMetaDescription(metaDescription: string | null): PageProblem[] {
  return metaDescription === null || metaDescription.trim() === ''
    ? [problem('metaDescription', null, 'editor.checks.metaDescription')]
    : [];
}

/**
 * 2. The page's outline: its h1 (the headline, else the title: CmsPageScreen), then every heading
 * in page order (headline modules at their level, the fixed levels of the other modules'
 * headings, rich text headings at the levels RichText gives them). A heading more than one level
 * below the one before it skips a level (WCAG 1.3.1); a heading without text is empty.
 */
export function checkHeadings(page: CheckedPage, index: ModuleIndex): PageProblem[] {
  const problems: PageProblem[] = [];
  if ((page.headline ?? page.title).trim() === '') problems.push(problem('headingEmpty', null, 'editor.checks.headingEmpty', { level: 1 }));
  let previous = 1;
  const heading = (block: Block, level: number, text: string | null) => {
    if (text !== null && text.trim() === '') problems.push(problem('headingEmpty', block, 'editor.checks.headingEmpty', { level }));
    else if (level > previous + 1)
      problems.push(problem('headingSkip', block, 'editor.checks.headingSkip', { text: shorten(text ?? ''), level, previous }));
    previous = level;
  };
  for (const block of blocksOf(page, index)) {
    if (block.kind === 'section') continue;
    const shown = shownOf(block.module, index);
    for (const item of shown.headings) heading(block, item.level, item.text);
    for (const document of shown.richText)
      walkRichText(document, { heading: (level, text) => heading(block, level, text), link: () => {} });
  }
  return problems;
}

const IMAGE_EXTENSION = /\.(?:jpe?g|png|gif|webp|avif|svg|tiff?|bmp|heic)$/i;
/** Camera and export names: IMG_1234, DSC01234, PXL_20240101, Bild-3, screenshot 12. */
const GENERATED_NAME = /^(?:img|dsc[nf]?|pxl|photo|foto|bild|image|screenshot)[\s_-]?\d[\d_-]*$/i;

/** Whether an alternative text is only the picture's file name. */
function isFileName(alt: string, source: string | null): boolean {
  if ((IMAGE_EXTENSION.test(alt) && !/\s/.test(alt)) || GENERATED_NAME.test(alt)) return true;
  // The last segment of the stored path or address, without its query.
  const file = source?.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1);
  return file !== undefined && (alt === file || alt === file.replace(/\.[^.]+$/, ''));
}

/** The picture as a message names it: its stored path or address. */
const pictureName = (image: PictureData) => shorten(image.source ?? image.large ?? image.small ?? '');

/** Whether a stored link field makes a link (an empty one is none; an unsafe one is shown without a link). */
const linksTo = (target: string | null) => target !== null && target.trim() !== '' && safeHref(target) !== null;

/**
 * 1. Pictures without alternative text: every picture the page shows (section backgrounds, the
 * picture fields of image, logo, teaser, hero and two-column modules). The data's convention is
 * an empty alternative text for a decorative picture (Image.alt, the image picker's 'decorative'
 * box), so an empty one is reported as a question (describe it unless it is decorative), except
 * around a link, where it leaves the link without a name; a file name is no description either.
 */
export function checkImages(page: CheckedPage, index: ModuleIndex): PageProblem[] {
  const problems: PageProblem[] = [];
  const picture = (block: Block, image: PictureData, link: string | null) => {
    const alt = image.alt.trim();
    if (alt === '')
      problems.push(
        problem('imageAlt', block, linksTo(link) ? 'editor.checks.imageAltLinked' : 'editor.checks.imageAltMissing', {
          picture: pictureName(image),
        }),
      );
    else if (isFileName(alt, image.source))
      problems.push(problem('imageAlt', block, 'editor.checks.imageAltFileName', { alt: shorten(alt), picture: pictureName(image) }));
  };
  for (const block of blocksOf(page, index)) {
    if (block.kind === 'section') {
      if (block.section.image) picture(block, block.section.image, null);
      continue;
    }
    for (const item of shownOf(block.module, index).pictures) picture(block, item.image, item.link);
  }
  return problems;
}

/**
 * Link texts that do not say where a link leads (WCAG 2.4.4), as `normalizeLinkText` leaves them.
 * German and English, as staff write both.
 */
const VAGUE_LINK_TEXTS: ReadonlySet<string> = new Set([
  'hier',
  'hier klicken',
  'klicken sie hier',
  'bitte hier klicken',
  'klick hier',
  'klicken',
  'hier entlang',
  'mehr',
  'mehr lesen',
  'mehr erfahren',
  'mehr dazu',
  'mehr info',
  'mehr infos',
  'mehr informationen',
  'mehr anzeigen',
  'weiter',
  'weiterlesen',
  'weiter lesen',
  'dieser link',
  'link',
  'details',
  'here',
  'click here',
  'click',
  'more',
  'read more',
  'learn more',
  'find out more',
  'see more',
  'more info',
  'more information',
  'more details',
  'continue',
  'continue reading',
  'this link',
  'this',
  'go',
]);

/** A link text compared case- and punctuation-insensitively: lower case, every run of what is no letter or digit one space. */
export function normalizeLinkText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether a (non-empty) link text says nothing of its target: a vague word, or only signs ('»', '→'). */
export function isVagueLinkText(text: string): boolean {
  const normal = normalizeLinkText(text);
  return normal === '' || VAGUE_LINK_TEXTS.has(normal);
}

/**
 * 3. Links that are empty or vague, in rich text and in the modules' link fields. Empty: no text
 * (a link module or rich text link shows a link without a name; a teaser's or hero's link is not
 * shown at all) or a target that makes no link (the text shows as plain text). Vague: a text of
 * VAGUE_LINK_TEXTS, unless the page reads the teaser's or hero's heading after it (LinkPurpose).
 */
export function checkLinks(page: CheckedPage, index: ModuleIndex): PageProblem[] {
  const problems: PageProblem[] = [];
  const shownLink = (block: Block, text: string, target: string, about: string | null) => {
    if (text.trim() === '') problems.push(problem('linkEmpty', block, 'editor.checks.linkEmpty', { target: shorten(target) }));
    else if (safeHref(target) === null) problems.push(problem('linkEmpty', block, 'editor.checks.linkNoTarget', { text: shorten(text) }));
    else if (isVagueLinkText(text) && !(about && about.trim() !== ''))
      problems.push(problem('linkVague', block, 'editor.checks.linkVague', { text: shorten(text) }));
  };
  for (const block of blocksOf(page, index)) {
    if (block.kind === 'section') continue;
    const shown = shownOf(block.module, index);
    for (const link of shown.links) {
      const hasText = link.text.trim() !== '';
      const hasTarget = link.target.trim() !== '';
      // A teaser's or hero's link left blank is no link; half filled, it is not shown.
      if (link.shows === 'both' && !hasText && !hasTarget) continue;
      shownLink(block, link.text, link.target, link.about);
    }
    // A picture's link with a target that makes no link: the picture shows without it.
    for (const item of shown.pictures) {
      if (item.link !== null && item.link.trim() !== '' && !linksTo(item.link))
        problems.push(
          problem('linkEmpty', block, 'editor.checks.linkNoTarget', { text: shorten(item.image.alt || pictureName(item.image)) }),
        );
    }
    for (const document of shown.richText)
      walkRichText(document, { heading: () => {}, link: (url, text) => shownLink(block, text, typeof url === 'string' ? url : '', null) });
  }
  return problems;
}

/**
 * 4. Text on a section's background colour below WCAG AA (4.5:1): a section whose extra class
 * names a background colour class, against each colour the site draws a section's text in. A
 * section with a background picture is left out: the picture (at 15 % opacity, cms-page.css) is
 * under its text, and its pixels are not in the data. A section without a colour class stands on
 * the page's own colours, which the site's design decides, not the editor.
 */
export function checkContrast(page: Pick<CmsPageData, 'sections'>, colours: SectionColours = SITE_SECTION_COLOURS): PageProblem[] {
  const problems: PageProblem[] = [];
  for (const section of page.sections) {
    if (section.image) continue;
    const classes = new Set((section.extraClass ?? '').split(/\s+/).filter(Boolean));
    const background = [...colours.backgrounds].reverse().find((candidate) => classes.has(candidate.className));
    const backgroundColour = background ? parseHexColour(background.colour) : null;
    if (!background || !backgroundColour) continue;
    const block: Block = { kind: 'section', id: section.id, section };
    for (const text of colours.texts) {
      const textColour = parseHexColour(text.colour);
      if (!textColour) continue;
      const ratio = contrastRatio(textColour, backgroundColour);
      if (ratio < WCAG_AA_TEXT_CONTRAST) {
        problems.push(
          problem('contrast', block, 'editor.checks.contrast', {
            className: background.className,
            text: text.colour,
            background: background.colour,
            ratio: displayedRatio(ratio),
            minimum: WCAG_AA_TEXT_CONTRAST,
          }),
        );
      }
    }
  }
  return problems;
}
