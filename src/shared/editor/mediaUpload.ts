// What the editor's image picker may put into the upstream's media (spec 000 §7 "Admin popups
// exist for link, image and event finder"; issue 12 part 4). One table for the browser (checked
// before a byte is sent), the gateway (checked before the upstream is asked) and the upstream
// (checked on the bytes themselves): the same types, limits and words everywhere.
import type { Locale } from '../locales';

const MEDIA_KINDS = ['image', 'video', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export function isMediaKind(value: unknown): value is MediaKind {
  return typeof value === 'string' && (MEDIA_KINDS as readonly string[]).includes(value);
}

const MIB = 1024 * 1024;

/**
 * Largest upload per kind. Pictures: 8 MiB is more than any photo for the web needs (the
 * renditions are at most 1280 px wide). Video and audio: 10 MiB, the gateway's multipart limit
 * (GRAPHQL_UPLOAD_MAX_BYTES), since an upload passes the gateway in one piece; longer films
 * belong on a video platform (the video module).
 */
export const MEDIA_UPLOAD_MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  image: 8 * MIB,
  video: 10 * MIB,
  audio: 10 * MIB,
};

/**
 * File types per kind, by extension; the upstream also checks the first bytes. Pictures: the
 * originals spec 000 §9 names (JPEG, PNG, WebP, AVIF, GIF; a GIF's first frame is used). No SVG: it
 * can carry script. Video and audio: what every current browser plays in <video>/<audio>.
 */
export const MEDIA_EXTENSIONS: Readonly<Record<MediaKind, readonly string[]>> = {
  image: ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'],
  video: ['mp4', 'webm'],
  audio: ['mp3', 'm4a', 'ogg', 'wav'],
};

/** The `accept` attribute of a file input for the kind. */
export function acceptOf(kind: MediaKind): string {
  return MEDIA_EXTENSIONS[kind].map((extension) => `.${extension}`).join(',');
}

/** The lower-case extension of a file name ('' when there is none). */
export function mediaExtensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export type MediaUploadProblem =
  | { key: 'mediaType'; values: { types: string } }
  | { key: 'mediaTooLarge'; values: { max: string } }
  | { key: 'mediaMissing' }
  | { key: 'mediaUnreadable' };

/** Megabytes as people read them: `8 MB`, `1,5 MB` in German. */
export function formatMegabytes(bytes: number, locale: Locale): string {
  const value = bytes / MIB;
  return `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(value)} MB`;
}

/** The problem with a file's name and size before it is sent, or null. */
export function checkMediaFile(kind: MediaKind, name: string, size: number, locale: Locale): MediaUploadProblem | null {
  if (!MEDIA_EXTENSIONS[kind].includes(mediaExtensionOf(name)))
    return { key: 'mediaType', values: { types: MEDIA_EXTENSIONS[kind].join(', ') } };
  if (size > MEDIA_UPLOAD_MAX_BYTES[kind])
    return { key: 'mediaTooLarge', values: { max: formatMegabytes(MEDIA_UPLOAD_MAX_BYTES[kind], locale) } };
  if (size === 0) return { key: 'mediaMissing' };
  return null;
}

/** The words of each problem (the upstream and the gateway answer with them; the browser's are the same in siteTexts `editor.popups`). */
const MESSAGES: Readonly<Record<Locale, Record<MediaUploadProblem['key'], string>>> = {
  de: {
    mediaType: 'Dieser Dateityp wird hier nicht angenommen. Erlaubt: {{types}}.',
    mediaTooLarge: 'Die Datei ist zu groß: höchstens {{max}}.',
    mediaMissing: 'Bitte eine Datei wählen.',
    mediaUnreadable: 'Die Datei lässt sich nicht lesen; ist es wirklich ein Bild?',
  },
  en: {
    mediaType: 'This file type is not accepted here. Allowed: {{types}}.',
    mediaTooLarge: 'The file is too large: at most {{max}}.',
    mediaMissing: 'Please choose a file.',
    mediaUnreadable: 'The file cannot be read; is it really a picture?',
  },
};

export function mediaUploadMessage(problem: MediaUploadProblem, locale: Locale): string {
  const values: Record<string, string> = 'values' in problem ? problem.values : {};
  return MESSAGES[locale][problem.key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}
