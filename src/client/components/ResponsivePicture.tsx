// A picture in the formats and widths of spec 000 §9: AVIF and WebP for browsers that take them,
// JPEG otherwise, each as a srcset over the breakpoints, so the browser picks the smallest file
// that fills the slot. Falls back to the single URL when the upstream named no renditions.
import type { ImageSourceFormat } from '../generated/operations';

export interface PictureData {
  small: string | null;
  large: string | null;
  alt: string;
  sources: readonly { format: ImageSourceFormat; width: number; url: string }[];
}

const MIME: Record<ImageSourceFormat, string> = {
  AVIF: 'image/avif',
  WEBP: 'image/webp',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
};

function srcSet(sources: PictureData['sources'], format: ImageSourceFormat): string {
  return sources
    .filter((source) => source.format === format)
    .map((source) => `${source.url} ${source.width}w`)
    .join(', ');
}

export interface ResponsivePictureProps {
  image: PictureData;
  /** The slot's width per layout breakpoint, as the sizes attribute takes it. */
  sizes: string;
  width: number;
  height: number;
  className?: string;
}

export function ResponsivePicture({ image, sizes, width, height, className }: ResponsivePictureProps) {
  const fallback = image.small ?? image.large;
  if (!fallback) return null;
  const modern = (['AVIF', 'WEBP'] as const).map((format) => ({ format, set: srcSet(image.sources, format) })).filter((entry) => entry.set);
  const jpeg = srcSet(image.sources, 'JPEG');
  return (
    <picture>
      {modern.map(({ format, set }) => (
        <source key={format} type={MIME[format]} srcSet={set} sizes={sizes} />
      ))}
      <img
        className={className}
        src={fallback}
        srcSet={jpeg || undefined}
        sizes={jpeg ? sizes : undefined}
        alt={image.alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
