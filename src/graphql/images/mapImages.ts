// Pictures from the upstream's payloads (its stored renditions and its `sources` by format and
// width) to the API's image objects, for every domain that shows one (events, articles, pages,
// persons, venues, productions). Kept apart from any one domain's mapping, so those can import it
// without importing each other.
import { deepFreeze } from '../cache/deepFreeze';
import type { ImageSourcesPayload, ImageThumbnailsPayload } from '../sources/payloads';

export interface ImageObject {
  readonly small: string | null;
  readonly large: string | null;
  readonly alt: string;
  readonly sources: ImageSourceObject[];
  readonly srcSets: ImageSrcSetObject[];
}

type ImageSourceFormat = 'AVIF' | 'WEBP' | 'JPEG' | 'PNG';

export interface ImageSourceObject {
  format: ImageSourceFormat;
  width: number;
  url: string;
}

/** One format's renditions as a `srcset` value. */
interface ImageSrcSetObject {
  format: ImageSourceFormat;
  srcSet: string;
}

/** Rewrites an upstream URL for the visitor's browser (see GatewayContext.publicUrl). */
export type PublicUrl = (url: string) => string;

/** Upstream format keys, in the order a <picture> offers them (best compression first, JPEG as the fallback). */
const SOURCE_FORMATS: readonly (readonly [string, ImageSourceFormat])[] = [
  ['avif', 'AVIF'],
  ['webp', 'WEBP'],
  ['jpeg', 'JPEG'],
  ['jpg', 'JPEG'],
  ['png', 'PNG'],
];

/**
 * `image_thumbnails.sources` (`{ webp: { "320": url } }`) as a list by format, then width, with
 * every URL on the site's origin. Unknown formats and widths that are not positive integers are
 * dropped; a format named twice (jpg and jpeg) keeps its first entry per width.
 */
export function mapImageSources(sources: ImageSourcesPayload | undefined, publicUrl: PublicUrl): ImageSourceObject[] {
  if (!sources) return [];
  const mapped: ImageSourceObject[] = [];
  const seen = new Set<string>();
  for (const [key, format] of SOURCE_FORMATS) {
    const byWidth = sources[key];
    if (!byWidth) continue;
    const widths = Object.keys(byWidth)
      .filter((width) => /^[1-9]\d{0,4}$/.test(width))
      .map(Number)
      .sort((a, b) => a - b);
    for (const width of widths) {
      const url = byWidth[String(width)];
      const id = `${format} ${width}`;
      if (url && !seen.has(id)) {
        seen.add(id);
        mapped.push({ format, width, url: publicUrl(url) });
      }
    }
  }
  return mapped;
}

/** `sources` grouped by format (their order kept), each as `url 320w, url 640w, …`. */
function srcSetsOf(sources: readonly ImageSourceObject[]): ImageSrcSetObject[] {
  const sets: ImageSrcSetObject[] = [];
  for (const source of sources) {
    const candidate = `${source.url} ${source.width}w`;
    const last = sets[sets.length - 1];
    if (last && last.format === source.format) last.srcSet += `, ${candidate}`;
    else sets.push({ format: source.format, srcSet: candidate });
  }
  return sets;
}

interface Renditions {
  sources: readonly ImageSourceObject[];
  srcSets: readonly ImageSrcSetObject[];
}

/**
 * The renditions of an upstream `sources` object, worked out once per object and URL mapping.
 * The shared cache hands every request the same frozen payload objects, so a picture shown on
 * every page is mapped once while its answer is cached, not once per page. Kept frozen; each
 * request gets copies of the (few, small) objects it selects. A payload that is not frozen was
 * decoded for one request and is mapped for it alone.
 */
const renditionsMemo = new WeakMap<PublicUrl, WeakMap<ImageSourcesPayload, Renditions>>();

function renditionsOf(payload: ImageSourcesPayload | undefined, publicUrl: PublicUrl): Renditions {
  if (!payload) return NO_RENDITIONS;
  // A payload of this request's own (not from the shared cache, which freezes what it keeps): no
  // other request will meet it, so it is mapped for this one, neither remembered nor frozen.
  if (!Object.isFrozen(payload)) {
    const sources = mapImageSources(payload, publicUrl);
    return { sources, srcSets: srcSetsOf(sources) };
  }
  let byPayload = renditionsMemo.get(publicUrl);
  if (!byPayload) {
    byPayload = new WeakMap();
    renditionsMemo.set(publicUrl, byPayload);
  }
  let renditions = byPayload.get(payload);
  if (!renditions) {
    const sources = mapImageSources(payload, publicUrl);
    renditions = deepFreeze({ sources, srcSets: srcSetsOf(sources) });
    byPayload.set(payload, renditions);
  }
  return renditions;
}

const NO_RENDITIONS: Renditions = deepFreeze({ sources: [], srcSets: [] });

/**
 * A picture as the API shows it. Its renditions are worked out only when a query selects them
 * (the programme selects `srcSets`): twenty pictures of fifteen renditions each were a
 * measurable part of a page's cost (profiled).
 */
class MappedImage implements ImageObject {
  constructor(
    readonly small: string | null,
    readonly large: string | null,
    readonly alt: string,
    private readonly payload: ImageSourcesPayload | undefined,
    private readonly publicUrl: PublicUrl,
  ) {}

  get sources(): ImageSourceObject[] {
    const { sources } = renditionsOf(this.payload, this.publicUrl);
    return Object.isFrozen(sources) ? sources.map((source) => ({ ...source })) : [...sources];
  }

  get srcSets(): ImageSrcSetObject[] {
    const { srcSets } = renditionsOf(this.payload, this.publicUrl);
    return Object.isFrozen(srcSets) ? srcSets.map((set) => ({ ...set })) : [...srcSets];
  }
}

/** A picture from its two stored renditions, its alternative text and the upstream's `sources`. */
export function createImage(
  small: string | null,
  large: string | null,
  alt: string | null | undefined,
  sources: ImageSourcesPayload | undefined,
  publicUrl: PublicUrl,
): ImageObject {
  return new MappedImage(small ? publicUrl(small) : null, large ? publicUrl(large) : null, alt ?? '', sources, publicUrl);
}

export function imageOf(
  thumbnails: ImageThumbnailsPayload | null | undefined,
  alt: string | null | undefined,
  publicUrl: PublicUrl,
): ImageObject | null {
  if (!thumbnails) return null;
  const small = thumbnails.small ?? thumbnails.medium ?? thumbnails.large ?? null;
  const large = thumbnails.large ?? thumbnails.medium ?? small;
  if (!small && !large) return null;
  return createImage(small, large, alt, thumbnails.sources, publicUrl);
}
