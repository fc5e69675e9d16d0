// The site search's constants (spec 000 §4 "Search form", §5, §9), once, under the spec's words.

/** spec 000 §9: the search form focuses its input this long after opening. */
export const SEARCH_FOCUS_DELAY_MS = 200;

/** spec 000 §4, §9: the search form closes this long after its input loses focus. */
export const SEARCH_BLUR_CLOSE_DELAY_MS = 200;

/** spec 000 §9: the autocomplete panel's animation. */
export const AUTOCOMPLETE_PANEL_ANIMATION_S = 0.56;

/**
 * Not in the spec: how long typing must pause before suggestions are asked for, so a word typed
 * quickly costs one request instead of one per letter.
 */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

/** spec 000 §9 says "Search page size: not shown"; the lead's brief sets 10 hits per page. */
export const SEARCH_PAGE_SIZE = 10;

/** How many hits of each category the search overview shows before linking to the category. */
export const SEARCH_OVERVIEW_HITS = 3;

/** The upstream refuses longer search texts (src/cms/README.md "Search"); the screen says so first. */
export const MAX_SEARCH_QUERY_LENGTH = 200;

/**
 * The highest page number the search route accepts without asking for data: far beyond any
 * real result (100,000 hits at 10 per page) and safely inside GraphQL's 32-bit Int.
 */
export const MAX_SEARCH_PAGE = 10_000;
