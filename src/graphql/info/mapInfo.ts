// Breaking news and opening hours payloads (snake_case) to GraphQL objects (camelCase), in one place.
import { idOf, textOrNull } from '../mapCommon';
import type { BreakingNewsPayload, OpeningHoursEntryPayload, OpeningHoursPayload } from '../sources/contentPayloads';

export interface BreakingNewsObject {
  id: string;
  title: string;
  text: string | null;
  linkUrl: string | null;
  linkTitle: string | null;
}

interface OpeningHoursRangeObject {
  timeFrom: string | null;
  timeTo: string | null;
  closed: boolean;
  alternativeText: string | null;
  alternativeLinkUrl: string | null;
}

export interface OpeningHoursObject {
  date: string;
  regular: OpeningHoursRangeObject[];
  exceptions: OpeningHoursRangeObject[];
  effectiveRanges: OpeningHoursRangeObject[];
}

export function mapBreakingNews(item: BreakingNewsPayload): BreakingNewsObject {
  return {
    id: idOf(item),
    title: item.title,
    text: textOrNull(item.text),
    linkUrl: textOrNull(item.link?.url),
    linkTitle: textOrNull(item.link_title),
  };
}

function mapRange(entry: OpeningHoursEntryPayload): OpeningHoursRangeObject {
  return {
    // A closed entry has no times, whatever the upstream stored beside the flag.
    timeFrom: entry.closed ? null : entry.time_from,
    timeTo: entry.closed ? null : entry.time_to,
    closed: entry.closed,
    alternativeText: textOrNull(entry.alternative_text),
    alternativeLinkUrl: textOrNull(entry.alternative_link_url),
  };
}

export function mapOpeningHours(payload: OpeningHoursPayload): OpeningHoursObject {
  const regular = payload.opening_hours.map(mapRange);
  const exceptions = payload.opening_hours_exceptions.map(mapRange);
  return {
    date: payload.date,
    regular,
    exceptions,
    // spec 001 §4: exceptions for the day replace its regular hours.
    effectiveRanges: exceptions.length > 0 ? exceptions : regular,
  };
}
