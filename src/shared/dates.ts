// Dates on the server: everything of dateFormats.ts (the browser-safe Intl functions), plus what
// needs luxon, which stays out of the browser bundle (docs/ARCHITECTURE.md).
import { DateTime } from 'luxon';

export { berlinDayOf, formatDayHeading, formatTime, toBerlinIso, todayIso } from './dateFormats';
export { dmyToIso, isoToDmy } from './calendarDays';

// An ISO 8601 calendar timestamp: date, hours and minutes, optional seconds and fraction, optional
// offset. What most upstream answers look like; anything else is checked by luxon.
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether `value` is an ISO 8601 timestamp naming a real day and time (what luxon's fromISO accepts). */
export function isIsoTimestamp(value: string): boolean {
  const match = ISO_TIMESTAMP.exec(value);
  if (!match) return DateTime.fromISO(value, { setZone: true }).isValid;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
  return (
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth(year!, month!) &&
    hour! <= 23 &&
    minute! <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  );
}
