// Validation of the search endpoints' query (spec 000 §5 "Autocomplete is requested only for
// non-empty text, sent lowercased", §7; README "Search").
import type { FieldErrors, Parsed } from '../api/parseEventQuery';
import { singleParam } from '../api/parseEventQuery';
import { parsePaging } from '../content/parseContentQuery';

/** Longer texts are not a search anyone types; they are refused rather than cut (README). */
export const MAX_QUERY_LENGTH = 200;

export interface SearchQuery {
  /** Trimmed, lowercased; '' only where the query is optional (autocomplete). */
  text: string;
  page: number;
  pageSize: number;
}

export interface SearchQueryShape {
  /** Whether an empty or missing `query` is a 400 (true) or an empty answer (false). */
  required: boolean;
  paged: boolean;
}

export function parseSearchQuery(params: URLSearchParams, shape: SearchQueryShape): Parsed<SearchQuery> {
  const errors: FieldErrors = {};
  const raw = singleParam(params, 'query', errors);
  const text = (raw ?? '').replace(/\s+/g, ' ').toLowerCase();
  if (errors.query === undefined) {
    if (shape.required && text === '') errors.query = ['This field is required.'];
    else if (text.length > MAX_QUERY_LENGTH) errors.query = [`Ensure this field has no more than ${MAX_QUERY_LENGTH} characters.`];
  }
  const { page, pageSize } = shape.paged ? parsePaging(params, errors) : { page: 1, pageSize: 10 };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { text, page, pageSize } };
}
