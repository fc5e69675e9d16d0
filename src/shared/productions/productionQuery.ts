// The query string of the production list (spec 001 §2 "Productions": filters season,
// exhibition_type and tag, a date and a page, default 1). Validated like the event overview's
// (spec 001 §2, §5): a filter value that is no numeric id, a malformed date or a page that is no
// page number is an invalid parameter. Server and browser share this code, so a URL the browser
// writes is one the server accepts.
import { isoToDmy } from '../calendarDays';
import { readDate, readIdFilters } from '../queryParameters';

export const PRODUCTION_FILTER_KEYS = ['season', 'exhibition_type', 'tag'] as const;
export type ProductionFilterKey = (typeof PRODUCTION_FILTER_KEYS)[number];
export type ProductionFilter = Partial<Record<ProductionFilterKey, string>>;

/** Productions per page: three rows of the three-column card grid. */
export const PRODUCTIONS_PAGE_SIZE = 9;
/**
 * The list shows pages 1 to `page` at once (spec 001 §4: pages are appended), asked as one
 * request of `page × PRODUCTIONS_PAGE_SIZE` items; the gateway serves at most 100 a request.
 */
export const MAX_PRODUCTIONS_PAGE = Math.floor(100 / PRODUCTIONS_PAGE_SIZE);

export interface ProductionQuery {
  filter: ProductionFilter;
  /** YYYY-MM-DD: only productions with a performance on or after it; null: all. */
  date: string | null;
  /** How many pages the list shows, from 1. */
  page: number;
}

export type ProductionQueryDecision = { ok: true; query: ProductionQuery } | { ok: false; problems: string[] };

const PAGE_NUMBER = /^[1-9]\d{0,2}$/;

/** Reads and validates the production list's query. Unknown parameters are ignored. */
export function parseProductionQuery(search: URLSearchParams): ProductionQueryDecision {
  const problems: string[] = [];
  const filter: ProductionFilter = readIdFilters(search, PRODUCTION_FILTER_KEYS, problems);
  const date = readDate(search, problems);
  let page = 1;
  const pages = search.getAll('page');
  if (pages.length > 0 && !(pages.length === 1 && pages[0] === '')) {
    const [raw] = pages;
    const value = raw !== undefined && pages.length === 1 && PAGE_NUMBER.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isNaN(value) || value > MAX_PRODUCTIONS_PAGE) {
      problems.push(`page must be one page number from 1 to ${MAX_PRODUCTIONS_PAGE}, got ${JSON.stringify(pages)}`);
    } else {
      page = value;
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, query: { filter, date, page } };
}

/** The query string of a production query in a stable order ('?…'), empty for the defaults. */
export function buildProductionSearch(query: ProductionQuery): string {
  const search = new URLSearchParams();
  for (const key of PRODUCTION_FILTER_KEYS) {
    const value = query.filter[key];
    if (value) search.set(key, value);
  }
  if (query.date) search.set('date', isoToDmy(query.date));
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * spec 001 §4: a change of filter or date resets the list (page 1); asking for a page is honoured
 * only beyond the current one, else the query stays as it is.
 */
export function nextProductionQuery(
  current: ProductionQuery,
  change: { filter: ProductionFilter; date: string | null } | { page: number },
): ProductionQuery {
  if ('page' in change) {
    if (change.page <= current.page || change.page > MAX_PRODUCTIONS_PAGE) return current;
    return { ...current, page: change.page };
  }
  return { filter: change.filter, date: change.date, page: 1 };
}

export function activeProductionFilterCount(query: ProductionQuery): number {
  return PRODUCTION_FILTER_KEYS.filter((key) => query.filter[key]).length + (query.date ? 1 : 0);
}
