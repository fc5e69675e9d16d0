// Validation of list arguments shared by the content domains: page, page size and numeric id
// filters, as BAD_USER_INPUT with the argument's path and a message in the caller's language.
import { isNumericId } from '../shared/queryParameters';
import type { Locale } from '../shared/locales';
import { badUserInput } from './upstreamErrors';

/** The largest page any list of this API serves (the site's event list uses 10, spec 001 §9). */
const MAX_PAGE_SIZE = 100;

export function validatePaging(args: { page: number; pageSize: number }, locale: Locale): void {
  if (!Number.isInteger(args.page) || args.page < 1) {
    throw badUserInput('page', locale, 'pageTooSmall', { field: 'page' });
  }
  if (!Number.isInteger(args.pageSize) || args.pageSize < 1 || args.pageSize > MAX_PAGE_SIZE) {
    throw badUserInput('pageSize', locale, 'pageSizeRange', { field: 'pageSize', max: MAX_PAGE_SIZE });
  }
}

/** Each given filter value must be a numeric id (the upstream would answer 400 otherwise). */
export function validateIdFilter(filter: Record<string, string | null | undefined> | null | undefined, locale: Locale): void {
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value !== null && value !== undefined && !isNumericId(value)) {
      throw badUserInput(`filter.${key}`, locale, 'numericIdFilter', { field: `filter.${key}` });
    }
  }
}

/** A GraphQL ID argument that may be null or missing, as the upstream query value. */
export const idParam = (value: string | null | undefined): string | undefined => value ?? undefined;
