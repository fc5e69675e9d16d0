// iCalendar (RFC 5545) for the site's events: 'Add to calendar' of one date (a download with one
// VEVENT, src/server/eventCalendarRoute.ts) and the watchlist's subscribable feed (one VEVENT per
// marked event, src/server/watchlistFeedRoute.ts). Times are written in UTC (§3.3.5 form 2), so no
// VTIMEZONE is needed and every calendar shows the Berlin time the site shows (spec 000 §9). Lines
// end in CRLF and are folded at 75 octets (§3.1) without splitting a UTF-8 character; TEXT values
// are escaped (§3.3.11).
//
// A calendar app that subscribed to the feed asks for it again and again; it recognises an event
// by its UID and takes a changed copy when the copy says it is newer (§3.8.7.4 SEQUENCE, §3.8.7.3
// LAST-MODIFIED). The upstream keeps no revision or time of change for an event, so both are
// derived here, without state, from what it does say: see revisionOf.
import { BRAND } from '../constants';

export interface CalendarDate {
  /** The date's event id: its UID stays the same whenever the file is made again. */
  id: string;
  title: string;
  /** ISO 8601 with offset. */
  startsAt: string;
  endsAt: string | null;
  cancelled: boolean;
  /** The start the date had before it was moved (ISO 8601); null when it was not moved. */
  previousStartsAt: string | null;
  location: string | null;
  description: string | null;
  /** The date's page (absolute URL). */
  url: string;
}

/** A calendar apps subscribe to (RFC 7986 NAME, REFRESH-INTERVAL, SOURCE), not a single download. */
export interface CalendarFeed {
  name: string;
  /** The feed's own absolute URL. */
  url: string;
  /** How often a subscribed app should ask again. */
  refreshMinutes: number;
}

export interface CalendarOptions {
  /** When the file is made (DTSTAMP, and LAST-MODIFIED: the data is read live for each file). */
  now: Date;
  feed?: CalendarFeed | undefined;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const UID_DOMAIN = 'aurelia-philharmonie';

/**
 * Europe/Berlin for a feed without any event: RFC 5545 §3.6 wants at least one component in a
 * calendar, and an app that subscribed keeps its subscription to an empty one. No VEVENT refers
 * to it (their times are UTC); its rules are those of the EU since 1996.
 */
const BERLIN_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** §3.3.11: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** §3.3.5 form 2: `YYYYMMDDTHHMMSSZ`. */
export function utcStamp(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
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

/**
 * The date's SEQUENCE: 0 as first announced, 1 once moved, 2 once cancelled. A date's life only
 * goes that way (announced, maybe moved, maybe cancelled), so each change a visitor must see
 * raises it, and an app that compares SEQUENCE takes the new start or the cancellation. What it
 * cannot tell: a second move of a date already moved (the upstream names only the last former
 * start) keeps 1; the new DTSTART still arrives, as apps replace a subscribed event by its UID.
 */
export function revisionOf(date: Pick<CalendarDate, 'cancelled' | 'previousStartsAt'>): number {
  if (date.cancelled) return 2;
  return date.previousStartsAt ? 1 : 0;
}

/** The date's UID: the same in the single download and in every feed, so apps see one event. */
export function calendarUid(id: string): string {
  return `event-${id}@${UID_DOMAIN}`;
}

function eventLines(date: CalendarDate, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${calendarUid(date.id)}`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${stamp}`,
    `SEQUENCE:${revisionOf(date)}`,
    `DTSTART:${utcStamp(date.startsAt)}`,
    ...(date.endsAt ? [`DTEND:${utcStamp(date.endsAt)}`] : []),
    `SUMMARY:${escapeText(date.title)}`,
    ...(date.location ? [`LOCATION:${escapeText(date.location)}`] : []),
    ...(date.description ? [`DESCRIPTION:${escapeText(date.description)}`] : []),
    `URL:${date.url}`,
    `STATUS:${date.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

function feedLines(feed: CalendarFeed): string[] {
  const refresh = `PT${Math.max(1, Math.round(feed.refreshMinutes))}M`;
  return [
    // RFC 7986 §5.1, §5.7, §5.8, and the older names Apple, Google and Outlook read.
    `NAME:${escapeText(feed.name)}`,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    `SOURCE;VALUE=URI:${feed.url}`,
  ];
}

/** One VCALENDAR with a VEVENT per date, in the order given. */
export function eventCalendarIcs(dates: readonly CalendarDate[], options: CalendarOptions): string {
  const stamp = utcStamp(options.now);
  const components = dates.flatMap((date) => eventLines(date, stamp));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND}//Event calendar//DE`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.feed ? feedLines(options.feed) : []),
    ...(components.length > 0 ? components : BERLIN_TIMEZONE),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
