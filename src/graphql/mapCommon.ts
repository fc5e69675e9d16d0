// Mapping pieces every content domain shares: the pagination envelope (spec 000 §3) as the
// API's one page shape, pictures, and the upstream's empty strings as null.
import { createImage, type ImageObject, type PublicUrl } from './images/mapImages';
import type { ImageSourcesPayload } from './sources/payloads';

export interface PageObject<T> {
  totalCount: number;
  page: number;
  pageSize: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  items: T[];
}

interface Envelope<P> {
  count: number;
  next: string | null;
  previous: string | null;
  results: P[];
}

export function mapPage<P, T>(payload: Envelope<P>, page: number, pageSize: number, mapItem: (item: P) => T): PageObject<T> {
  return {
    totalCount: payload.count,
    page,
    pageSize,
    hasNextPage: payload.next !== null,
    hasPreviousPage: payload.previous !== null,
    items: payload.results.map(mapItem),
  };
}

/** A content picture's renditions, on the site's own origin (GatewayContext.publicUrl). */
export function mapImage(
  thumbnails: { small: string; large: string; sources?: ImageSourcesPayload | undefined } | null | undefined,
  alt: string | null | undefined,
  publicUrl: PublicUrl,
): ImageObject | null {
  if (!thumbnails) return null;
  return createImage(thumbnails.small, thumbnails.large, alt, thumbnails.sources, publicUrl);
}

/** The upstream writes '' for "not set"; the API says null. */
export function textOrNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

export const idOf = (value: { id: number }): string => String(value.id);
