// Query validation of the content lists (spec 001 §2 "Productions", "Magazine"; README
// "Productions", "Magazine", "Ensemble"): numeric id filters, an optional date, page and page size,
// with the same rules and messages as the event list (README "GET /{lang}/api/events/").
import { isNumericId } from '../../shared/queryParameters';
import { integerIn, singleParam, type FieldErrors, type Parsed } from '../api/parseEventQuery';
import { isValidIsoDate } from '../isValidIsoDate';

const CONTENT_PAGE_SIZE = 10;
const MAX_CONTENT_PAGE_SIZE = 100;

export interface ContentQuery<Filter extends string> {
  filters: Partial<Record<Filter, number>>;
  /** `YYYY-MM-DD` when the list takes a date and one was given. */
  date?: string;
  page: number;
  pageSize: number;
}

export interface ContentQueryShape<Filter extends string> {
  filters: readonly Filter[];
  /** Whether the list takes `date` (productions only). */
  date?: boolean;
  /** Whether the list pages at all (page and page_size are then rejected as unknown numbers). */
  paged?: boolean;
}

/** Reads `page` (1 or more) and `page_size` (1–100), with their field errors. */
export function parsePaging(params: URLSearchParams, errors: FieldErrors): { page: number; pageSize: number } {
  const rawPage = singleParam(params, 'page', errors);
  const page = rawPage === undefined ? 1 : integerIn(rawPage, 1, Number.MAX_SAFE_INTEGER);
  if (page === undefined) errors.page = ['Enter a whole number of 1 or more.'];
  const rawSize = singleParam(params, 'page_size', errors);
  const pageSize = rawSize === undefined ? CONTENT_PAGE_SIZE : integerIn(rawSize, 1, MAX_CONTENT_PAGE_SIZE);
  if (pageSize === undefined) errors.page_size = [`Enter a whole number from 1 to ${MAX_CONTENT_PAGE_SIZE}.`];
  return { page: page ?? 1, pageSize: pageSize ?? CONTENT_PAGE_SIZE };
}

export function parseContentQuery<Filter extends string>(
  params: URLSearchParams,
  shape: ContentQueryShape<Filter>,
): Parsed<ContentQuery<Filter>> {
  const errors: FieldErrors = {};
  const filters: Partial<Record<Filter, number>> = {};
  for (const name of shape.filters) {
    const raw = singleParam(params, name, errors);
    if (raw === undefined) continue;
    if (isNumericId(raw)) filters[name] = Number(raw);
    else errors[name] = ['Enter a numeric id: a whole number from 1, without sign or leading zero.'];
  }
  let date: string | undefined;
  if (shape.date) {
    date = singleParam(params, 'date', errors);
    if (date !== undefined && !isValidIsoDate(date)) errors.date = ['Enter a valid date in the format YYYY-MM-DD.'];
  }
  const { page, pageSize } = shape.paged === false ? { page: 1, pageSize: CONTENT_PAGE_SIZE } : parsePaging(params, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: date === undefined ? { filters, page, pageSize } : { filters, date, page, pageSize } };
}

/** A path id: the same rule as filter ids, so `/api/articles/007/` and `/api/articles/0/` are 404s. */
export function pathId(raw: string | undefined): number | undefined {
  return raw !== undefined && isNumericId(raw) ? Number(raw) : undefined;
}
