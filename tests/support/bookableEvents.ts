// Events on sale and their seat groups, as the booking tests look them up through the gateway
// (Query.events, Query.bookableEvent): what is on sale depends on the day the suite runs, so a test
// picks a seat group by what it needs instead of naming one.
import { graphql } from './http';
import { startsWellAhead, todayInBerlin } from './seedDates';

export interface SeatGroup {
  id: string;
  available: number | null;
  prices: { saleTypeId: number }[];
  timeslots: { blockId: number | null }[];
}

export interface BookableEvent {
  id: string;
  ticketingId: number;
  groups: SeatGroup[];
}

const LIVE = `query ($id: ID!) { bookableEvent(locale: DE, id: $id) { id ticketingId
  booking { seatGroups { id available prices { saleTypeId } timeslots { blockId } } } } }`;

/** The event's seat groups as the gateway at `baseUrl` has them now. */
export async function liveEvent(baseUrl: string, id: string, headers?: Record<string, string>): Promise<BookableEvent> {
  const answer = await graphql(baseUrl, LIVE, { id }, headers);
  const event = answer.json.data!.bookableEvent as { id: string; ticketingId: number; booking: { seatGroups: SeatGroup[] } };
  return { id: event.id, ticketingId: event.ticketingId, groups: event.booking.seatGroups };
}

/**
 * The events among the programme's first `pageSize` (from today, unless `fromToday` is false) that
 * are neither sold out, cancelled nor over, and start at least `aheadHours` from now when that is
 * given (so a test can book them before they end), each with its seat groups; events without any
 * are left out.
 */
export async function bookableEvents(
  baseUrl: string,
  { fromToday = true, pageSize = 100, aheadHours }: { fromToday?: boolean; pageSize?: number; aheadHours?: number } = {},
): Promise<BookableEvent[]> {
  const from = fromToday ? `from: "${todayInBerlin()}", ` : '';
  const list = await graphql(
    baseUrl,
    `query { events(locale: DE, ${from}page: 1, pageSize: ${pageSize}) { items { id startsAt isSoldOut isCancelled status } } }`,
  );
  const items = (
    list.json.data!.events as { items: { id: string; startsAt: string; isSoldOut: boolean; isCancelled: boolean; status: string }[] }
  ).items.filter(
    (event) =>
      !event.isSoldOut &&
      !event.isCancelled &&
      event.status !== 'PAST' &&
      (aheadHours === undefined || startsWellAhead(event.startsAt, aheadHours)),
  );
  const events: BookableEvent[] = [];
  for (const item of items) events.push(await liveEvent(baseUrl, item.id));
  return events.filter((event) => event.groups.length > 0);
}

/**
 * Hands out seat groups without timeslots that `wanted` accepts, each of an event no earlier pick
 * took, so that the tests of a file do not count each other's holds.
 */
export function seatGroupPicker(
  events: () => readonly BookableEvent[],
): (wanted: (group: SeatGroup) => boolean) => { event: BookableEvent; group: SeatGroup } {
  const used = new Set<string>();
  return (wanted) => {
    for (const event of events()) {
      if (used.has(event.id)) continue;
      const group = event.groups.find((candidate) => candidate.timeslots.length === 0 && wanted(candidate));
      if (group) {
        used.add(event.id);
        return { event, group };
      }
    }
    throw new Error('the seed has no such seat group left');
  };
}
