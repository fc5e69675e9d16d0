// An event of the upstream's detail call as one date of an iCalendar file
// (src/shared/eventDetail/eventCalendarIcs.ts), in the visitor's language: the single 'Add to
// calendar' download and the watchlist's feed describe an event the same way, so an app that has
// both sees the same event under the same UID.
import type { EventDetailPagePayload } from '../graphql/sources/eventDetailPayloads';
import { createI18n } from '../shared/i18n/createI18n';
import type { CalendarDate } from '../shared/eventDetail/eventCalendarIcs';
import { berlinDayOf, formatShortDate, formatTime } from '../shared/dateFormats';
import type { Locale } from '../shared/locales';
import { pathFor } from '../shared/routes';

export function calendarDateOf(event: EventDetailPagePayload, locale: Locale, origin: string): CalendarDate {
  const t = createI18n(locale).t;
  const id = String(event.id);
  const address = event.venue_address;
  const location = [
    event.room?.name,
    event.room?.venue?.name,
    address?.street,
    address ? `${address.postal_code} ${address.city}`.trim() : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  const cancelled = event.is_cancelled ?? false;
  const previousStartsAt = event.previous_date_start ?? null;
  // Not every app shows STATUS or a changed start as such: the title and the text say it too.
  const moved = previousStartsAt
    ? t('calendar.movedNote', { date: formatShortDate(berlinDayOf(previousStartsAt), locale), time: formatTime(previousStartsAt, locale) })
    : null;
  const description = [moved, event.subtitle].filter((part): part is string => Boolean(part)).join('\n');
  return {
    id,
    title: cancelled ? t('calendar.cancelledTitle', { title: event.title }) : event.title,
    startsAt: event.date_start,
    endsAt: event.date_end ?? null,
    cancelled,
    previousStartsAt,
    location: location || null,
    description: description || null,
    url: `${origin}${pathFor('eventDetail', locale, { slug: event.slug, id })}`,
  };
}
