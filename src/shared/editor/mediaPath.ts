// What a module's media field holds (spec 000 §3: image, file, video of the modules): a media
// path of the upstream's media folder, or an http(s) address. One rule for the upstream's module
// validation, the media lookup (upstream and gateway) and the edit form's preview.

/** Longest media path or address a media field takes. */
export const MEDIA_PATH_MAX_LENGTH = 500;

/**
 * A media path under /media: a picture without rendition suffix (`seed/pages/x`), or a file with
 * its extension (a video's `.webm`, an audio's `.mp3`). No segment starts with a dot, so `..` and
 * hidden names (the renditions' folder) never match.
 */
const MEDIA_PATH = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*(?:\.[a-z0-9]{1,5})?$/i;

export function isMediaPath(value: string): boolean {
  return value.length <= MEDIA_PATH_MAX_LENGTH && MEDIA_PATH.test(value);
}

/** What a media field's text is, for its preview: nothing, a path to look up, an outside address, or neither. */
export type MediaValue = { kind: 'empty' } | { kind: 'path'; path: string } | { kind: 'address' } | { kind: 'invalid' };

export function classifyMediaValue(text: string): MediaValue {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  if (isMediaPath(value)) return { kind: 'path', path: value };
  if (value.length <= MEDIA_PATH_MAX_LENGTH && /^https?:\/\/[^\s/]+/i.test(value)) return { kind: 'address' };
  return { kind: 'invalid' };
}
