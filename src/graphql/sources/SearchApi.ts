// The search area of the upstream (spec 000 §4 "Search form", §5, §7; src/cms/README.md "Search").
// Callers pass the query already normalised (trimmed, lowercased: spec 000 §5).
import type { Locale } from '../../shared/locales';
import {
  autocompletePayload,
  searchHitPagePayload,
  searchIndexPayload,
  type SearchHitPagePayload,
  type SearchIndexPayload,
} from './contentPayloads';
import type { UpstreamHttp } from './UpstreamHttp';

export type SearchScope = 'events' | 'others';

export interface SearchPageQuery {
  locale: Locale;
  scope: SearchScope;
  text: string;
  page: number;
  pageSize: number;
}

export class SearchApi {
  constructor(private readonly http: UpstreamHttp) {}

  async autocomplete(locale: Locale, text: string): Promise<string[]> {
    const path = `/${locale}/api/search/autocomplete/`;
    return (await this.http.getDecoded(autocompletePayload, path, { query: text })).data;
  }

  /** The index search: every kind with its count and its best few hits. */
  async index(locale: Locale, text: string): Promise<SearchIndexPayload> {
    const path = `/${locale}/api/search/`;
    return this.http.getDecoded(searchIndexPayload, path, { query: text });
  }

  /** Events only, or everything else, one page at a time. */
  async page(query: SearchPageQuery): Promise<SearchHitPagePayload> {
    const path = `/${query.locale}/api/search/${query.scope}/`;
    return this.http.getDecoded(searchHitPagePayload, path, { query: query.text, page: query.page, page_size: query.pageSize });
  }
}
