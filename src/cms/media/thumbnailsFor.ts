// `image_thumbnails` of every payload with a picture (README "Images"): the two stored PNG
// renditions `small` and `large`, and `sources`, the URLs of the on-demand renditions
// (createRenditionHandler) at each spec 000 §9 breakpoint up to the original's width.
import { IMAGE_RENDITIONS, renditionPath } from './ensureMedia';
import { IMAGE_WIDTHS, type ImageFormat } from '../../shared/imageBreakpoints';

/** Formats listed in `sources`, in the order a `<picture>` should offer them; JPEG is the fallback every browser shows. */
const SOURCE_FORMATS = ['avif', 'webp', 'jpeg'] as const satisfies readonly ImageFormat[];
type SourceFormat = (typeof SOURCE_FORMATS)[number];

/** `{ webp: { "320": url, "640": url, … }, avif: {…}, jpeg: {…} }`. */
export type ImageSources = Record<SourceFormat, Record<string, string>>;

export interface Thumbnails {
  small: string;
  large: string;
  sources: ImageSources;
}

/** The absolute URL of a file of the media folder, each path segment encoded. */
export function mediaUrl(origin: string, file: string): string {
  return `${origin}/media/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** Rendition URLs of `file` (an original `width` pixels wide): no rendition is wider than the original. */
export function sourcesFor(origin: string, file: string, width: number): ImageSources {
  const url = mediaUrl(origin, file);
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate <= width);
  const entries = (format: SourceFormat) => Object.fromEntries(widths.map((w) => [String(w), `${url}?w=${w}&fm=${format}`]));
  return { avif: entries('avif'), webp: entries('webp'), jpeg: entries('jpeg') };
}

/**
 * The thumbnails of a stored picture (`image` is its media path without rendition suffix). The
 * large PNG is the original the renditions are made from: the seed draws its pictures 1280
 * pixels wide, so they are offered up to the xl breakpoint and never scaled up.
 */
export function thumbnailsFor(origin: string, image: string): Thumbnails {
  const original = renditionPath(image, 'large');
  return {
    small: mediaUrl(origin, renditionPath(image, 'small')),
    large: mediaUrl(origin, original),
    sources: sourcesFor(origin, original, IMAGE_RENDITIONS.large.width),
  };
}
