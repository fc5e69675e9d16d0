import { DateTime } from 'luxon';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (README "Dates and times"). */
export function isValidIsoDate(value: string): boolean {
  // luxon rejects 2026-02-30; the pattern rejects forms luxon would accept (2026-W05, 20260101);
  // PostgreSQL has no year 0, so 0000-01-01 would fail in the query instead of here.
  return ISO_DATE.test(value) && !value.startsWith('0000') && DateTime.fromISO(value).isValid;
}
