// A picture in the formats and widths of spec 000 §9: AVIF and WebP for browsers that take them,
// JPEG otherwise, each as a srcset over the breakpoints, so the browser picks the smallest file
// that fills the slot. Falls back to the single URL when the upstream named no renditions.
import type { ImageSourceFormat } from '../generated/operations';

/** What the Picture fragment (src/client/components/operations.graphql) asks for; CMS module pictures carry more. */
interface PictureData {
  small: string | null;
  large: string | null;
  alt: string;
  /** One `srcset` per format, in the order a <picture> offers them (the gateway's Image.srcSets). */
  srcSets: readonly { format: ImageSourceFormat; srcSet: string }[];
}

const MIME: Record<ImageSourceFormat, string> = {
  AVIF: 'image/avif',
  WEBP: 'image/webp',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
};

export interface ResponsivePictureProps {
  image: PictureData;
  /** The slot's width per layout breakpoint, as the sizes attribute takes it. */
  sizes: string;
  width: number;
  height: number;
  className?: string;
  /** 'eager' for a picture in the first screenful (a CMS page's first section); lazy otherwise. */
  loading?: 'lazy' | 'eager';
  /**
   * The page's largest picture in the first screenful, its LCP element (an event's or article's
   * hero, the programme's first picture): asked for at once and before the others
   * (`fetchpriority="high"`, never lazy), from the server's HTML, before any script runs.
   */
  priority?: boolean;
}

export function ResponsivePicture({ image, sizes, width, height, className, loading = 'lazy', priority = false }: ResponsivePictureProps) {
  const fallback = image.small ?? image.large;
  if (!fallback) return null;
  const modern = image.srcSets.filter((entry) => entry.format === 'AVIF' || entry.format === 'WEBP');
  const jpeg = image.srcSets.find((entry) => entry.format === 'JPEG')?.srcSet;
  return (
    <picture>
      {modern.map(({ format, srcSet }) => (
        <source key={format} type={MIME[format]} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={fallback}
        srcSet={jpeg}
        sizes={jpeg ? sizes : undefined}
        alt={image.alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}
