// The header's opening-hours label for today (spec 001 §4 "Opening-hours label", §5 time display).
// Pure, with the clock passed in: the server renders it with the time of the request, the browser
// with its own clock once hydrated, and tests with any minute of the day. Intl only (no luxon):
// it runs in the visitor's bundle.
import { berlinTimeOf, twoDigits } from './berlinClock';

/** One entry of the day's hours as the gateway gives it (`OpeningHoursRange`). */
export interface OpeningHoursEntry {
  timeFrom: string | null;
  timeTo: string | null;
  closed: boolean;
  alternativeText: string | null;
  alternativeLinkUrl: string | null;
}

/** A range in minutes since midnight (Berlin wall time). */
export interface MinuteRange {
  from: number;
  to: number;
}

export type OpeningHoursLabel =
  /** Before the first range starts: 'Open from {time}'. */
  | { kind: 'openFrom'; from: number }
  /** Within the day's hours, one range: 'Open until {time}'. */
  | { kind: 'openUntil'; to: number }
  /** Within the day's hours, several ranges: 'Open {ranges}'. */
  | { kind: 'openRanges'; ranges: readonly MinuteRange[] }
  /** After the last range, or no range today: 'Closed', with the entry's own text if it has one. */
  | { kind: 'closed'; text: string | null; linkUrl: string | null };

/** 'HH:MM' or 'HH:MM:SS' → minutes since midnight; null for anything else. */
export function minutesOf(time: string | null): number | null {
  const match = time === null ? null : /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  // 24:00 is the end of the day, a closing time some venues give.
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/**
 * spec 001 §4: the status runs from the first entry's start to the last entry's end; before it
 * the label says when it opens, within it until when (or all ranges when there are several), after
 * it 'Closed'. The entries given are what applies today: the exceptions when there are any, else
 * the regular hours (the gateway's `effectiveRanges`). Closed entries and entries without readable
 * times count as no range.
 */
export function decideOpeningHoursLabel(entries: readonly OpeningHoursEntry[], minuteOfDay: number): OpeningHoursLabel {
  const ranges: MinuteRange[] = [];
  for (const entry of entries) {
    const from = minutesOf(entry.timeFrom);
    const to = minutesOf(entry.timeTo);
    if (!entry.closed && from !== null && to !== null && to > from) ranges.push({ from, to });
  }
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  if (!first || !last || minuteOfDay >= last.to) {
    const explained = entries.find((entry) => entry.alternativeText);
    return { kind: 'closed', text: explained?.alternativeText ?? null, linkUrl: explained?.alternativeLinkUrl ?? null };
  }
  if (minuteOfDay < first.from) return { kind: 'openFrom', from: first.from };
  return ranges.length === 1 ? { kind: 'openUntil', to: first.to } : { kind: 'openRanges', ranges };
}

/** spec 001 §5: a time as HH:MM. */
export function formatClock(minutes: number): string {
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** spec 001 §5: in ranges, ':00' minutes are dropped ('10–14:30'). */
export function formatRange({ from, to }: MinuteRange): string {
  const short = (minutes: number) => (minutes % 60 === 0 ? twoDigits(Math.floor(minutes / 60)) : formatClock(minutes));
  return `${short(from)}–${short(to)}`;
}

/** The minute of the day in Berlin at `instant` (0–1439), whatever the machine's own zone. */
export function berlinMinuteOfDay(instant: Date): number {
  const { hour, minute } = berlinTimeOf(instant);
  return hour * 60 + minute;
}
