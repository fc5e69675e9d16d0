// The parameters the programme's and the productions' lists share (spec 001 §2, §5): filters that
// each name one numeric id, and a day as DD-MM-YYYY. Each reader notes what is wrong in `problems`.
import { dmyToIso } from './calendarDays';

const NUMERIC_ID = /^[1-9]\d{0,8}$/;

/** A filter id: a positive integer of at most nine digits, written without sign or leading zero. */
export function isNumericId(value: string): boolean {
  return NUMERIC_ID.test(value);
}

/** The filters of `keys` that are set (an empty value is unset); each must be one numeric id. */
export function readIdFilters<Key extends string>(
  search: URLSearchParams,
  keys: readonly Key[],
  problems: string[],
): Partial<Record<Key, string>> {
  const filter: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const values = search.getAll(key);
    if (values.length === 0 || (values.length === 1 && values[0] === '')) continue;
    const [value] = values;
    if (values.length > 1 || value === undefined || !isNumericId(value)) {
      problems.push(`${key} must be one numeric id, got ${JSON.stringify(values)}`);
      continue;
    }
    filter[key] = value;
  }
  return filter;
}

/** The `date` parameter as YYYY-MM-DD; null when absent or empty (and when invalid, noted). */
export function readDate(search: URLSearchParams, problems: string[]): string | null {
  const rawDate = search.get('date');
  if (rawDate === null || rawDate === '') return null;
  const date = dmyToIso(rawDate);
  if (date === null) problems.push(`date must be a valid DD-MM-YYYY date, got ${JSON.stringify(rawDate)}`);
  return date;
}
