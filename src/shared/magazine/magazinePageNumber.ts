// The article lists' page number (spec 001 §2 "Magazine": page numbers from 1), read without the
// route table so that the page type can check it (src/shared/pageTypes/magazineType.ts).

/** Articles per page (spec 001 §9: lists ask 10 at a time). */
export const MAGAZINE_PAGE_SIZE = 10;
/** The highest page a URL may name; beyond the last page the list says it is empty (status 200). */
const MAX_MAGAZINE_PAGE = 1000;

const PAGE_NUMBER = /^[1-9]\d{0,3}$/;

export type MagazinePageDecision = { ok: true; page: number } | { ok: false; problem: string };

/** The list's page from its query string: absent or empty is page 1. */
export function parseMagazinePage(search: URLSearchParams): MagazinePageDecision {
  const values = search.getAll('page');
  if (values.length === 0 || (values.length === 1 && values[0] === '')) return { ok: true, page: 1 };
  const [raw] = values;
  if (values.length === 1 && raw !== undefined && PAGE_NUMBER.test(raw) && Number(raw) <= MAX_MAGAZINE_PAGE)
    return { ok: true, page: Number(raw) };
  return { ok: false, problem: `page must be one page number from 1 to ${MAX_MAGAZINE_PAGE}, got ${JSON.stringify(values)}` };
}
