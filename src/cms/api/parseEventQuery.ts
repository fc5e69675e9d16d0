// Validation of the event list query (spec 001 §2 "values must be numeric ids", §5 "date must be
// a valid date"; README "GET /{lang}/api/events/").
import { EVENTS_FIRST_PAGE, EVENTS_PAGE_SIZE, EVENT_FILTER_KEYS, type EventFilterKey } from '../../shared/constants';
import { isNumericId } from '../../shared/queryParameters';
import { isValidIsoDate } from '../isValidIsoDate';

const MAX_PAGE_SIZE = 100;

export interface EventQuery {
  filters: Partial<Record<EventFilterKey, number>>;
  /** `YYYY-MM-DD`: events whose start day (Europe/Berlin) is on or after it. */
  date: string;
  page: number;
  pageSize: number;
}

export type FieldErrors = Record<string, string[]>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const DIGITS = /^\d+$/;
/**
 * One value or none: a repeated parameter is an error; an empty value (`?room=`) means "not
 * given", as the events store sends it (spec 001 §3). Shared by every list query of this API.
 */
export function singleParam(params: URLSearchParams, name: string, errors: FieldErrors): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) {
    errors[name] = ['Enter a single value.'];
    return undefined;
  }
  const value = values[0]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function integerIn(value: string, min: number, max: number): number | undefined {
  if (!DIGITS.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

export function parseEventQuery(params: URLSearchParams, today: string): Parsed<EventQuery> {
  const errors: FieldErrors = {};
  const filters: EventQuery['filters'] = {};

  // The same id rule as the site's own query (src/shared/eventQuery), so every URL the site
  // writes is one this upstream accepts.
  for (const name of EVENT_FILTER_KEYS) {
    const raw = singleParam(params, name, errors);
    if (raw === undefined) continue;
    if (isNumericId(raw)) filters[name] = Number(raw);
    else errors[name] = ['Enter a numeric id: a whole number from 1, without sign or leading zero.'];
  }

  const rawDate = singleParam(params, 'date', errors);
  if (rawDate !== undefined && !isValidIsoDate(rawDate)) errors.date = ['Enter a valid date in the format YYYY-MM-DD.'];

  const rawPage = singleParam(params, 'page', errors);
  const page = rawPage === undefined ? EVENTS_FIRST_PAGE : integerIn(rawPage, 1, Number.MAX_SAFE_INTEGER);
  if (page === undefined) errors.page = ['Enter a whole number of 1 or more.'];

  const rawPageSize = singleParam(params, 'page_size', errors);
  const pageSize = rawPageSize === undefined ? EVENTS_PAGE_SIZE : integerIn(rawPageSize, 1, MAX_PAGE_SIZE);
  if (pageSize === undefined) errors.page_size = [`Enter a whole number from 1 to ${MAX_PAGE_SIZE}.`];

  if (Object.keys(errors).length > 0 || page === undefined || pageSize === undefined) return { ok: false, errors };
  return { ok: true, value: { filters, date: rawDate ?? today, page, pageSize } };
}
