// What the event detail's status needs before any byte (spec 000 §2, §4, §9): whether the event
// exists and its slug in the page's language. Asked through the request's gateway context, whose
// DataLoader the page's render then reuses: the page still costs one upstream call for the event.
import type { Logger } from 'pino';
import type { GatewayContext } from '../graphql/GatewayContext';
import type { EventDetailPagePayload } from '../graphql/sources/eventDetailPayloads';
import type { Locale } from '../shared/locales';

export type EventLookup = { kind: 'found'; event: EventDetailPagePayload } | { kind: 'unknown' } | { kind: 'unavailable' };

export async function lookUpEvent(context: GatewayContext, id: string, locale: Locale, logger: Logger): Promise<EventLookup> {
  try {
    const event = await context.loaders.eventDetails.load({ id, locale });
    return event ? { kind: 'found', event } : { kind: 'unknown' };
  } catch (error) {
    // The upstream cannot say: the page opens and its screen shows the load error with a retry.
    logger.warn({ err: error, id }, 'event lookup failed');
    return { kind: 'unavailable' };
  }
}
