import { describe, expect, it } from 'vitest';
import { escapeText, eventCalendarIcs, foldLine, utcStamp, type CalendarDate } from './eventCalendarIcs';

const DATE: CalendarDate = {
  id: '15',
  title: '2. Sinfoniekonzert',
  startsAt: '2026-11-26T19:30:00+01:00',
  endsAt: '2026-11-26T21:30:00+01:00',
  cancelled: false,
  location: 'Großer Saal, Konzerthaus, Am Konzertplatz 1, 70173 Stuttgart',
  description: 'Ravel; Rachmaninoff, Brahms\nZweite Zeile',
  url: 'https://example.org/de/konzerte/2-sinfoniekonzert/15',
};
const NOW = new Date('2026-11-23T10:00:00Z');
const octets = (line: string) => new TextEncoder().encode(line).length;

/** Undoes §3.1 folding. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('eventCalendarIcs', () => {
  it('is one VCALENDAR with one VEVENT, every line ending in CRLF and none longer than 75 octets', () => {
    const ics = eventCalendarIcs({ ...DATE, description: 'ä'.repeat(120) }, NOW);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfold(ics)).toContain(`DESCRIPTION:${'ä'.repeat(120)}\r\n`);
  });

  it('writes the start and end in UTC, a stamp, a UID stable per date and the confirmed status', () => {
    const ics = unfold(eventCalendarIcs(DATE, NOW));
    expect(ics).toContain('DTSTART:20261126T183000Z\r\n');
    expect(ics).toContain('DTEND:20261126T203000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261123T100000Z\r\n');
    expect(ics).toContain('UID:event-15@aurelia-philharmonie\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
    expect(eventCalendarIcs(DATE, new Date('2027-01-01T00:00:00Z'))).toContain('UID:event-15@aurelia-philharmonie\r\n');
  });

  it('marks a cancelled date and leaves out what is unknown', () => {
    const ics = eventCalendarIcs({ ...DATE, cancelled: true, endsAt: null, location: null, description: null }, NOW);
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).not.toContain('DTEND');
    expect(ics).not.toContain('LOCATION');
    expect(ics).not.toContain('DESCRIPTION');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(unfold(eventCalendarIcs(DATE, NOW))).toContain('LOCATION:Großer Saal\\, Konzerthaus\\, Am Konzertplatz 1\\, 70173 Stuttgart\r\n');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'€'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('refuses an instant it cannot read', () => {
    expect(() => utcStamp('not a date')).toThrow(RangeError);
  });
});
