// The query string of the event overview (spec 001 §2, §5): one numeric id per filter key and
// an optional date in DD-MM-YYYY. Server and browser share this code, so a URL the browser
// writes is one the server accepts.
import { EVENT_FILTER_KEYS, type EventFilterKey } from './constants';
import { isoToDmy } from './calendarDays';
import { readDate, readIdFilters } from './queryParameters';

export type EventFilter = Partial<Record<EventFilterKey, string>>;

export interface EventQuery {
  filter: EventFilter;
  /** YYYY-MM-DD, or null for "today" (the default date filter). */
  date: string | null;
}

export type EventQueryDecision = { ok: true; query: EventQuery } | { ok: false; problems: string[] };

/** Reads and validates the event overview's query. Unknown parameters are ignored. */
export function parseEventQuery(search: URLSearchParams): EventQueryDecision {
  const problems: string[] = [];
  const filter: EventFilter = readIdFilters(search, EVENT_FILTER_KEYS, problems);
  const date = readDate(search, problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, query: { filter, date } };
}

/** The query string for an event query, in a stable order; empty when nothing is chosen. */
export function buildEventSearch(query: EventQuery): string {
  const search = new URLSearchParams();
  for (const key of EVENT_FILTER_KEYS) {
    const value = query.filter[key];
    if (value) search.set(key, value);
  }
  if (query.date) search.set('date', isoToDmy(query.date));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * `search` (a query string) with the event overview's parameters replaced by those of `query`,
 * or removed when it is null; any other parameter stays where it was (the event overlay shows
 * the programme over pages that have query strings of their own, such as the search).
 */
export function withEventQuery(search: string, query: EventQuery | null): string {
  const params = new URLSearchParams(search);
  for (const key of [...EVENT_FILTER_KEYS, 'date']) params.delete(key);
  if (query) for (const [key, value] of new URLSearchParams(buildEventSearch(query))) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function activeFilterCount(filter: EventFilter): number {
  return EVENT_FILTER_KEYS.filter((key) => filter[key]).length;
}
