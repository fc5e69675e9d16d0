// The event overview's list: events grouped by calendar day with teasers merged in
// (spec 001 §2 "Event overview"). Pure, so server and browser build the same list.
import { berlinDayOf } from './dateFormats';

export interface DatedEvent {
  /** ISO 8601 timestamp; its Berlin calendar day is the group key (date_start, spec 001 §2). */
  startsAt: string;
}

export interface PositionedTeaser {
  /** YYYY-MM-DD: the day whose end the teaser is placed at. */
  position: string;
}

type ProgrammeEntry<E, T> = { kind: 'event'; item: E } | { kind: 'teaser'; item: T };

export interface DayGroup<E, T> {
  /** YYYY-MM-DD in Europe/Berlin. */
  day: string;
  entries: ProgrammeEntry<E, T>[];
}

export interface GroupOptions {
  /** The first day shown (the date filter, today by default). */
  fromDay: string;
  /** More events follow on later pages: teasers after the last loaded day wait for them. */
  hasNextPage: boolean;
  /** spec 001 §2: with an active filter teasers are hidden. */
  filterActive: boolean;
}

export function groupProgrammeByDay<E extends DatedEvent, T extends PositionedTeaser>(
  events: readonly E[],
  teasers: readonly T[],
  { fromDay, hasNextPage, filterActive }: GroupOptions,
): DayGroup<E, T>[] {
  const groups = new Map<string, ProgrammeEntry<E, T>[]>();
  for (const event of events) {
    const day = berlinDayOf(event.startsAt);
    const entries = groups.get(day) ?? [];
    entries.push({ kind: 'event', item: event });
    groups.set(day, entries);
  }

  if (!filterActive) {
    const lastEvent = events.at(-1);
    const lastLoadedDay = lastEvent ? berlinDayOf(lastEvent.startsAt) : undefined;
    for (const teaser of teasers) {
      if (teaser.position < fromDay) continue;
      // The last loaded day may continue on the next page, so a teaser there waits too:
      // it belongs at the end of its day.
      if (hasNextPage && (lastLoadedDay === undefined || teaser.position >= lastLoadedDay)) continue;
      const entries = groups.get(teaser.position) ?? [];
      entries.push({ kind: 'teaser', item: teaser });
      groups.set(teaser.position, entries);
    }
  }

  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, entries]) => ({
      day,
      // spec 001 §2: within a day, a group with more than one entry is reversed.
      entries: entries.length > 1 ? [...entries].reverse() : entries,
    }));
}
