// spec 000 §9: "Image breakpoints: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536.
// Formats: webp, avif, jpg/jpeg/png/gif." Shared by the upstream (which renders these widths)
// and whoever builds `srcset`s from them.

/** spec 000 §9: the image breakpoints, by name, in pixels. */
const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** The breakpoint widths, ascending: the only widths a picture is rendered at. */
export const IMAGE_WIDTHS: readonly number[] = Object.values(IMAGE_BREAKPOINTS).sort((a, b) => a - b);

/**
 * spec 000 §9: the formats a picture is delivered in. GIF is accepted as an original but not
 * rendered to (a still rendition of it is a PNG).
 */
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

export function isImageWidth(value: number): boolean {
  return IMAGE_WIDTHS.includes(value);
}
