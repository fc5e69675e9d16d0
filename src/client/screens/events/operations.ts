// The GraphQL operations of the event overview (one folder per screen, ARCHITECTURE.md).
import { gql, type TypedDocumentNode } from '@apollo/client';

export type LocaleEnum = 'DE' | 'EN';

export interface EventFilterInput {
  room?: string;
  type?: string;
  tag?: string;
  series?: string;
  genre?: string;
}

export interface ImageData {
  small: string | null;
  large: string | null;
  alt: string;
}

export interface EventItemData {
  __typename: 'Event';
  id: string;
  title: string;
  subtitle: string | null;
  startsAt: string;
  isSoldOut: boolean;
  isCancelled: boolean;
  type: { __typename: 'ExhibitionType'; id: string; name: string } | null;
  room: { __typename: 'Room'; id: string; name: string; venue: { __typename: 'Venue'; id: string; name: string } | null } | null;
  image: ImageData | null;
}

export interface EventPageData {
  totalCount: number;
  page: number;
  pageSize: number;
  hasNextPage: boolean;
  items: EventItemData[];
}

export interface TeaserData {
  __typename: 'ProgrammeTeaser';
  id: string;
  preline: string | null;
  headline: string | null;
  subline: string | null;
  linkText: string | null;
  linkUrl: string | null;
  position: string;
  image: ImageData | null;
}

// The fields of one page of events, shared by the first-page and next-page queries. A plain
// selection (not a fragment) so the two documents never define the same fragment twice.
const EVENT_PAGE_SELECTION = `
    totalCount
    page
    pageSize
    hasNextPage
    items {
      id
      title
      subtitle
      startsAt
      isSoldOut
      isCancelled
      type {
        id
        name
      }
      room {
        id
        name
        venue {
          id
          name
        }
      }
      image {
        small
        large
        alt
      }
    }
`;

export interface ProgrammeVariables {
  locale: LocaleEnum;
  filter: EventFilterInput;
  from: string;
  pageSize: number;
}

/** The first page and the teasers: what the server renders and streams. */
export const PROGRAMME_QUERY: TypedDocumentNode<
  { events: EventPageData; programmeTeasers: TeaserData[] },
  ProgrammeVariables
> = gql`
  query Programme($locale: Locale!, $filter: EventFilterInput, $from: Date!, $pageSize: Int!) {
    events(locale: $locale, filter: $filter, from: $from, page: 1, pageSize: $pageSize) {
      ${EVENT_PAGE_SELECTION}
    }
    programmeTeasers(locale: $locale) {
      id
      preline
      headline
      subline
      linkText
      linkUrl
      position
      image {
        small
        large
        alt
      }
    }
  }
`;

/** Later pages, merged into the same list by the cache (cacheConfig.ts). */
export const MORE_EVENTS_QUERY: TypedDocumentNode<{ events: EventPageData }, ProgrammeVariables & { page: number }> = gql`
  query MoreEvents($locale: Locale!, $filter: EventFilterInput, $from: Date!, $page: Int!, $pageSize: Int!) {
    events(locale: $locale, filter: $filter, from: $from, page: $page, pageSize: $pageSize) {
      ${EVENT_PAGE_SELECTION}
    }
  }
`;

export interface FilterOptionData {
  id: string;
  name: string;
}

export interface FilterOptionsData {
  eventFilterOptions: {
    rooms: FilterOptionData[];
    types: FilterOptionData[];
    tags: FilterOptionData[];
    series: FilterOptionData[];
    genres: FilterOptionData[];
  };
}

export const FILTER_OPTIONS_QUERY: TypedDocumentNode<FilterOptionsData, { locale: LocaleEnum }> = gql`
  query EventFilterOptions($locale: Locale!) {
    eventFilterOptions(locale: $locale) {
      rooms {
        id
        name
      }
      types {
        id
        name
      }
      tags {
        id
        name
      }
      series {
        id
        name
      }
      genres {
        id
        name
      }
    }
  }
`;
