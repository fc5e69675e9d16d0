// The query of GET /media/{path} (README "Images"): none at all for the original, or exactly `w`
// (a breakpoint width) and `fm` (a format) for a rendition. Only spec 000 §9's six widths and four
// formats exist, so the renditions of one picture are a short, fixed list: nobody can fill the
// disk by asking for arbitrary sizes.
import { IMAGE_FORMATS, IMAGE_WIDTHS, isImageFormat, isImageWidth, type ImageFormat } from '../../shared/imageBreakpoints';

export type RenditionQuery =
  { kind: 'original' } | { kind: 'rendition'; width: number; format: ImageFormat } | { kind: 'invalid'; errors: Record<string, string[]> };

const KNOWN = new Set(['w', 'fm']);

export function parseRenditionQuery(params: URLSearchParams): RenditionQuery {
  const names = [...params.keys()];
  // Without w and fm the original is served, whatever else the URL carries (as before renditions existed).
  if (!params.has('w') && !params.has('fm')) return { kind: 'original' };

  const errors: Record<string, string[]> = {};
  for (const name of names) {
    if (!KNOWN.has(name)) errors[name] = ['Unknown parameter. Allowed: w, fm.'];
  }

  const widths = params.getAll('w');
  const rawWidth = widths[0];
  const width = rawWidth !== undefined && /^[1-9]\d{0,4}$/.test(rawWidth) ? Number(rawWidth) : Number.NaN;
  if (rawWidth === undefined) errors.w = ['This parameter is required with fm.'];
  else if (widths.length > 1) errors.w = ['Give this parameter once.'];
  else if (!isImageWidth(width)) errors.w = [`Must be one of ${IMAGE_WIDTHS.join(', ')}.`];

  const formats = params.getAll('fm');
  const rawFormat = formats[0];
  if (rawFormat === undefined) errors.fm = ['This parameter is required with w.'];
  else if (formats.length > 1) errors.fm = ['Give this parameter once.'];
  else if (!isImageFormat(rawFormat)) errors.fm = [`Must be one of ${IMAGE_FORMATS.join(', ')}.`];

  if (Object.keys(errors).length > 0 || rawFormat === undefined || !isImageFormat(rawFormat)) return { kind: 'invalid', errors };
  return { kind: 'rendition', width, format: rawFormat };
}
