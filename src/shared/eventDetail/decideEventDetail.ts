// The event detail page once the event is known (spec 000 §2 "Event detail", §4, §9): an unknown
// event is the 404 page, a path whose slug is not the event's slug in the page's language answers
// 301 to the right one (the query kept), anything else renders. Pure: the server decides the first
// page with it before any byte, the router every client navigation (which replaces the URL).
import { REDIRECT_STATUS } from '../constants';
import type { Locale } from '../locales';
import { pathFor } from '../routes';

export type EventDetailDecision =
  | { kind: 'render' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; status: number; location: string };

export function decideEventDetail(
  params: Readonly<Record<string, string>>,
  locale: Locale,
  search: string,
  event: { id: string; slug: string } | null,
): EventDetailDecision {
  if (!event || event.id !== params.id) return { kind: 'notFound' };
  if (params.slug === event.slug) return { kind: 'render' };
  return { kind: 'redirect', status: REDIRECT_STATUS, location: `${pathFor('eventDetail', locale, { slug: event.slug, id: event.id })}${search}` };
}
