import { describe, expect, it } from 'vitest';
import {
  calendarUid,
  escapeText,
  eventCalendarIcs,
  foldLine,
  revisionOf,
  utcStamp,
  type CalendarDate,
  type CalendarFeed,
} from './eventCalendarIcs';

const DATE: CalendarDate = {
  id: '15',
  title: '2. Sinfoniekonzert',
  startsAt: '2026-11-26T19:30:00+01:00',
  endsAt: '2026-11-26T21:30:00+01:00',
  cancelled: false,
  previousStartsAt: null,
  location: 'Großer Saal, Konzerthaus, Am Konzertplatz 1, 70173 Stuttgart',
  description: 'Ravel; Rachmaninoff, Brahms\nZweite Zeile',
  url: 'https://example.org/de/konzerte/2-sinfoniekonzert/15',
};
const FEED: CalendarFeed = {
  name: 'Merkliste – Aurelia Philharmonie',
  url: 'https://example.org/de/merkliste/feed.ics?events=15,16',
  refreshMinutes: 60,
};
const NOW = new Date('2026-11-23T10:00:00Z');
const octets = (line: string) => new TextEncoder().encode(line).length;

/** Undoes §3.1 folding. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

/** The unfolded lines of the VEVENT with this UID. */
function eventOf(ics: string, id: string): string[] {
  const lines = unfold(ics).split('\r\n');
  const start = lines.indexOf(`UID:${calendarUid(id)}`);
  if (start < 1) throw new Error(`no event ${id}`);
  return lines.slice(start - 1, lines.indexOf('END:VEVENT', start) + 1);
}

describe('eventCalendarIcs', () => {
  it('is one VCALENDAR with one VEVENT per date, every line ending in CRLF and none longer than 75 octets', () => {
    const ics = eventCalendarIcs([{ ...DATE, description: 'ä'.repeat(120) }], { now: NOW });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfold(ics)).toContain(`DESCRIPTION:${'ä'.repeat(120)}\r\n`);
    // A single download is no subscription.
    expect(ics).not.toContain('REFRESH-INTERVAL');
    expect(ics).not.toContain('X-WR-CALNAME');
  });

  it('writes the start and end in UTC, a stamp, a UID stable per date and the confirmed status at revision 0', () => {
    const event = eventOf(eventCalendarIcs([DATE], { now: NOW }), '15');
    expect(event).toContain('DTSTART:20261126T183000Z');
    expect(event).toContain('DTEND:20261126T203000Z');
    expect(event).toContain('DTSTAMP:20261123T100000Z');
    expect(event).toContain('LAST-MODIFIED:20261123T100000Z');
    expect(event).toContain('UID:event-15@aurelia-philharmonie');
    expect(event).toContain('SEQUENCE:0');
    expect(event).toContain('STATUS:CONFIRMED');
    expect(eventCalendarIcs([DATE], { now: new Date('2027-01-01T00:00:00Z') })).toContain('UID:event-15@aurelia-philharmonie\r\n');
  });

  it('keeps the UID of a moved date, with its new start and a higher SEQUENCE', () => {
    const before = eventOf(eventCalendarIcs([DATE], { now: NOW }), '15');
    const moved = { ...DATE, startsAt: '2026-12-03T20:00:00+01:00', endsAt: '2026-12-03T22:00:00+01:00', previousStartsAt: DATE.startsAt };
    const after = eventOf(eventCalendarIcs([moved], { now: new Date('2026-11-24T08:00:00Z') }), '15');
    expect(after).toContain('UID:event-15@aurelia-philharmonie');
    expect(after).toContain('DTSTART:20261203T190000Z');
    expect(after).toContain('DTEND:20261203T210000Z');
    expect(after).toContain('STATUS:CONFIRMED');
    const sequence = (lines: string[]) => Number(lines.find((line) => line.startsWith('SEQUENCE:'))?.slice('SEQUENCE:'.length));
    expect(sequence(after)).toBeGreaterThan(sequence(before));
    expect(after).toContain('LAST-MODIFIED:20261124T080000Z');
  });

  it('marks a cancelled date, at a revision above a moved one, and leaves out what is unknown', () => {
    const ics = eventCalendarIcs([{ ...DATE, cancelled: true, endsAt: null, location: null, description: null }], { now: NOW });
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).not.toContain('DTEND');
    expect(ics).not.toContain('LOCATION');
    expect(ics).not.toContain('DESCRIPTION');
    expect(revisionOf({ cancelled: true, previousStartsAt: DATE.startsAt })).toBe(2);
    expect(revisionOf({ cancelled: false, previousStartsAt: DATE.startsAt })).toBe(1);
    expect(revisionOf({ cancelled: false, previousStartsAt: null })).toBe(0);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const event = eventOf(eventCalendarIcs([{ ...DATE, title: 'Bach; Händel, Telemann \\ Co' }], { now: NOW }), '15');
    expect(event).toContain('LOCATION:Großer Saal\\, Konzerthaus\\, Am Konzertplatz 1\\, 70173 Stuttgart');
    expect(event).toContain('SUMMARY:Bach\\; Händel\\, Telemann \\\\ Co');
    expect(event).toContain('DESCRIPTION:Ravel\\; Rachmaninoff\\, Brahms\\nZweite Zeile');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'€'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(octets(parts[0] ?? '')).toBeLessThanOrEqual(75);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
    // Exactly 75 octets stays one line; 76 folds.
    expect(foldLine(`X:${'a'.repeat(73)}`)).not.toContain('\r\n');
    expect(foldLine(`X:${'a'.repeat(74)}`).split('\r\n')).toEqual([`X:${'a'.repeat(73)}`, ' a']);
  });

  it('writes a feed with its name, refresh interval and source, one event per date in the order given', () => {
    const second = { ...DATE, id: '16', title: 'Kammerkonzert', startsAt: '2026-12-01T18:00:00+01:00', endsAt: null };
    const ics = unfold(eventCalendarIcs([second, DATE], { now: NOW, feed: FEED }));
    expect(ics).toContain('NAME:Merkliste – Aurelia Philharmonie\r\n');
    expect(ics).toContain('X-WR-CALNAME:Merkliste – Aurelia Philharmonie\r\n');
    expect(ics).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
    expect(ics).toContain('X-PUBLISHED-TTL:PT60M\r\n');
    expect(ics).toContain(`SOURCE;VALUE=URI:${FEED.url}\r\n`);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.indexOf(calendarUid('16'))).toBeLessThan(ics.indexOf(calendarUid('15')));
    // Calendar properties come before the first component (RFC 5545 §3.4).
    expect(ics.indexOf('REFRESH-INTERVAL')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
  });

  it('keeps a feed without events a valid calendar (one component: the time zone)', () => {
    const ics = eventCalendarIcs([], { now: NOW, feed: FEED });
    expect(ics).not.toContain('BEGIN:VEVENT');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
    expect(ics.endsWith('END:VTIMEZONE\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('refuses an instant it cannot read', () => {
    expect(() => utcStamp('not a date')).toThrow(RangeError);
    expect(() => eventCalendarIcs([{ ...DATE, startsAt: 'soon' }], { now: NOW })).toThrow(RangeError);
  });
});
