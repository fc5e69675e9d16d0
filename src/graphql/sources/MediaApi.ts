// The upstream's media library for the editor's image picker (src/cms/README.md "Media library"):
// GET and POST /{lang}/pageeditor-api/media/, and one item by its path (GET
// /{lang}/pageeditor-api/media/item/), staff only, the POST with the CSRF header.
import { z } from 'zod';
import type { MediaKind } from '../../shared/editor/mediaUpload';
import type { Locale } from '../../shared/locales';
import type { UploadedFile } from '../upload/UploadedFile';
import { decode, imageThumbnailsPayload, pageOf } from './payloads';
import { UpstreamError } from './UpstreamError';
import type { UpstreamHttp } from './UpstreamHttp';

const mediaItemPayload = z.object({
  path: z.string().min(1),
  kind: z.enum(['image', 'video', 'audio']),
  name: z.string(),
  size: z.number().int().nonnegative(),
  modified: z.string(),
  url: z.string(),
  image_thumbnails: imageThumbnailsPayload.nullable(),
});
export type MediaItemPayload = z.infer<typeof mediaItemPayload>;
const mediaPagePayload = pageOf(mediaItemPayload);
export type MediaPagePayload = z.infer<typeof mediaPagePayload>;
const refusalPayload = z.object({ detail: z.string().optional(), errors: z.record(z.string(), z.array(z.string())).optional() });

export type MediaUploadOutcome = { kind: 'stored'; item: MediaItemPayload } | { kind: 'refused'; errors: Record<string, string[]> };

export interface MediaListQuery {
  locale: Locale;
  kind: MediaKind;
  query: string;
  page: number;
  pageSize: number;
}

export class MediaApi {
  constructor(private readonly http: UpstreamHttp) {}

  /** One page of the library, newest first; never from the shared cache (staff only). */
  list(query: MediaListQuery): Promise<MediaPagePayload> {
    return this.http.getDecoded(
      mediaPagePayload,
      `/${query.locale}/pageeditor-api/media/`,
      { kind: query.kind, query: query.query, page: query.page, page_size: query.pageSize },
      { live: true },
    );
  }

  /** The item of the kind at a media path, or null when the upstream has none there (404); one call, never shared. */
  async find(locale: Locale, kind: MediaKind, path: string): Promise<MediaItemPayload | null> {
    try {
      return await this.http.getDecoded(mediaItemPayload, `/${locale}/pageeditor-api/media/item/`, { kind, path }, { live: true });
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  /** Stores a file (multipart `file`); 400, 413 and 415 are the upstream's words on `file`, in the path's language. */
  async upload(locale: Locale, kind: MediaKind, file: UploadedFile): Promise<MediaUploadOutcome> {
    const path = `/${locale}/pageeditor-api/media/?kind=${kind}`;
    const { status, body } = await this.http.sendFile(path, 'file', file);
    if (status === 201) return { kind: 'stored', item: decode(mediaItemPayload, body, path) };
    if (status === 400 || status === 413 || status === 415) {
      const refusal = decode(refusalPayload, body, path);
      return { kind: 'refused', errors: refusal.errors ?? { file: [refusal.detail ?? 'The file was refused.'] } };
    }
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }
}
