// One date of an event as the detail page lists it, and the site's formats it is written in
// (EventDates, BookingSlot, the production's ProductionDates): types of their own, so that the
// list and the booking slot inside it do not import each other.
import type { EventDetailQuery } from '../../generated/operations';

export type EventDate = NonNullable<EventDetailQuery['event']>['dates'][number];

export interface DetailFormats {
  dateFormat: string;
  timeFormat: string;
  currencySign: string;
}
