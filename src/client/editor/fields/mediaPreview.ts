// What a media field's preview shows (MediaField.tsx): decided from the field's text and the
// lookup of its path (Query.editorMediaItem), so the rules are tested without a browser.
import { assertUnreachable } from '../../../shared/assertUnreachable';
import type { MediaValue } from '../../../shared/editor/mediaPath';
import { formatMegabytes, mediaExtensionOf, type MediaKind } from '../../../shared/editor/mediaUpload';
import type { Locale } from '../../../shared/locales';

/** Typing settles for this long before the path is looked up (one lookup per settled path, not per key). */
export const MEDIA_PREVIEW_DELAY_MS = 400;

export interface PreviewItem {
  path: string;
  name: string;
  size: number;
  /** The small rendition of a picture (what the media library shows); null for video and audio. */
  small: string | null;
}

/** Where the lookup of the field's path stands. */
export type MediaLookup = { state: 'waiting' } | { state: 'failed' } | { state: 'done'; item: PreviewItem | null };

export type MediaPreviewStatus = 'loading' | 'notFound' | 'invalid' | 'address' | 'failed';

export type MediaPreviewView =
  { show: 'nothing' } | { show: 'status'; status: MediaPreviewStatus } | { show: 'item'; item: PreviewItem; type: string | null };

/** A video's or audio file's type as people name it (the extension in capitals); null for a picture, whose thumbnail shows it. */
export function fileTypeOf(kind: MediaKind, name: string): string | null {
  return kind === 'image' ? null : mediaExtensionOf(name).toUpperCase() || null;
}

/** A file's size as people read it: kilobytes below one megabyte (`12 kB`), then `1,5 MB`. */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes >= 1024 * 1024) return formatMegabytes(bytes, locale);
  return `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB').format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

/**
 * The preview for the field's text: nothing for an empty field; for a media path, the file once
 * looked up, or why there is none; for anything else, why nothing is looked up. `settled` is
 * false while the text is still being typed (the old preview would describe another path).
 */
export function decideMediaPreview(kind: MediaKind, value: MediaValue, settled: boolean, lookup: MediaLookup): MediaPreviewView {
  switch (value.kind) {
    case 'empty':
      return { show: 'nothing' };
    case 'address':
      return { show: 'status', status: 'address' };
    case 'invalid':
      return { show: 'status', status: 'invalid' };
    case 'path':
      if (!settled) return { show: 'nothing' };
      if (lookup.state === 'waiting') return { show: 'status', status: 'loading' };
      if (lookup.state === 'failed') return { show: 'status', status: 'failed' };
      return lookup.item
        ? { show: 'item', item: lookup.item, type: fileTypeOf(kind, lookup.item.name) }
        : { show: 'status', status: 'notFound' };
    default:
      return assertUnreachable(value);
  }
}
