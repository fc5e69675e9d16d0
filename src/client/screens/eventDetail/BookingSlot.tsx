// The quick-buy booking widget of one date (spec 001 §3 "Booking widget inputs", §4): the date is
// an event of its own in the programme; the widget reads its seat groups, prices and timeslots
// live when it opens (src/client/booking). On the event's own page its success summary offers
// no 'Weitere hinzufügen' (spec 001 §8: that is the event list's).
import { BookingWidget } from '../../booking/BookingWidget';
import type { EventDate } from './eventDate';

export function BookingSlot({ date, title }: { date: EventDate; title: string }) {
  return <BookingWidget event={{ id: date.id, title }} placement="detail" />;
}
