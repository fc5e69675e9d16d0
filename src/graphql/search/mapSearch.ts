// Search payloads (snake_case) to GraphQL objects (camelCase), in one place.
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
  rank: number;
}

export interface SearchIndexObject {
  query: string;
  totalCount: number;
  groups: { kind: SearchKind; totalCount: number; hits: SearchHitObject[] }[];
}

export function mapSearchHit(hit: SearchHitPayload): SearchHitObject {
  return {
    kind: KINDS[hit.kind],
    id: idOf(hit),
    title: hit.title,
    text: textOrNull(hit.text),
    slug: hit.slug,
    url: hit.url,
    startsAt: hit.date_start,
    rank: hit.rank,
  };
}

export function mapSearchIndex(payload: SearchIndexPayload): SearchIndexObject {
  return {
    query: payload.query,
    totalCount: payload.count,
    groups: payload.results.map((group) => ({ kind: KINDS[group.kind], totalCount: group.count, hits: group.results.map(mapSearchHit) })),
  };
}

export function mapSearchHitPage(payload: SearchHitPagePayload, page: number, pageSize: number): PageObject<SearchHitObject> {
  return mapPage(payload, page, pageSize, mapSearchHit);
}
