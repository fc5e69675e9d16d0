// 'Add to calendar' for one date of an event: an iCalendar object (RFC 5545) with one VEVENT.
// Times are written in UTC (RFC 5545 §3.3.5 form 2), so no VTIMEZONE is needed and every
// calendar shows the Berlin time the site shows (spec 000 §9). Lines end in CRLF and are folded
// at 75 octets (§3.1) without splitting a UTF-8 character; TEXT values are escaped (§3.3.11).
import { BRAND } from '../constants';

export interface CalendarDate {
  /** The date's event id: its UID stays the same whenever the file is made again. */
  id: string;
  title: string;
  /** ISO 8601 with offset. */
  startsAt: string;
  endsAt: string | null;
  cancelled: boolean;
  location: string | null;
  description: string | null;
  /** The date's page (absolute URL). */
  url: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** §3.3.11: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** §3.3.5 form 2: `YYYYMMDDTHHMMSSZ`. */
export function utcStamp(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** §3.1: a content line longer than 75 octets continues on lines that start with one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; a continuation line 74 after its leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function eventCalendarIcs(date: CalendarDate, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND}//Event calendar//DE`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${date.id}@aurelia-philharmonie`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(date.startsAt)}`,
    ...(date.endsAt ? [`DTEND:${utcStamp(date.endsAt)}`] : []),
    `SUMMARY:${escapeText(date.title)}`,
    ...(date.location ? [`LOCATION:${escapeText(date.location)}`] : []),
    ...(date.description ? [`DESCRIPTION:${escapeText(date.description)}`] : []),
    `URL:${date.url}`,
    `STATUS:${date.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
