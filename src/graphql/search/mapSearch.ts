// Search payloads (snake_case) to GraphQL objects (camelCase), in one place.
import { isOverAt } from '../events/mapEvents';
import type { SearchKind } from '../generated/resolvers';
import { idOf, mapPage, textOrNull, type PageObject } from '../mapCommon';
import type { SearchHitPagePayload, SearchHitPayload, SearchIndexPayload, SearchKindPayload } from '../sources/contentPayloads';

const KINDS: Record<SearchKindPayload, SearchKind> = {
  events: 'EVENT',
  productions: 'PRODUCTION',
  articles: 'ARTICLE',
  persons: 'PERSON',
  venues: 'VENUE',
  pages: 'PAGE',
};

export interface SearchHitObject {
  kind: SearchKind;
  id: string;
  title: string;
  text: string | null;
  slug: string;
  url: string;
  startsAt: string | null;
  endsAt: string | null;
  isPast: boolean;
  rank: number;
}

export interface SearchIndexObject {
  query: string;
  totalCount: number;
  groups: { kind: SearchKind; totalCount: number; hits: SearchHitObject[] }[];
}

/**
 * `now` is the gateway's clock: search answers are never shared between requests, so a hit is
 * mapped in the request that reads it and its `isPast` is that request's, as an event's status is.
 */
export function mapSearchHit(hit: SearchHitPayload, now: Date): SearchHitObject {
  const endsAt = hit.date_end ?? null;
  return {
    kind: KINDS[hit.kind],
    id: idOf(hit),
    title: hit.title,
    text: textOrNull(hit.text),
    slug: hit.slug,
    url: hit.url,
    startsAt: hit.date_start,
    endsAt,
    isPast: hit.kind === 'events' && hit.date_start !== null && isOverAt(hit.date_start, endsAt, now),
    rank: hit.rank,
  };
}

export function mapSearchIndex(payload: SearchIndexPayload, now: Date): SearchIndexObject {
  return {
    query: payload.query,
    totalCount: payload.count,
    groups: payload.results.map((group) => ({
      kind: KINDS[group.kind],
      totalCount: group.count,
      hits: group.results.map((hit) => mapSearchHit(hit, now)),
    })),
  };
}

export function mapSearchHitPage(payload: SearchHitPagePayload, page: number, pageSize: number, now: Date): PageObject<SearchHitObject> {
  return mapPage(payload, page, pageSize, (hit) => mapSearchHit(hit, now));
}
