// Section 'Dates and Tickets' of a production (#datesAndTickets, spec 001 §2 "Productions"): each
// performance with its status and place, the booking widget as the event page's slot places it (it reads seat
// groups and prices live when it opens) and 'Add to calendar' (dates still to come). The event page's price list is
// left out: Query.production carries no booking data, and 'no tickets on sale' would be untrue.
import { eventCalendarPath } from '../../../shared/eventDetail/calendarPath';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { useT } from '../../i18n';
import { BookingWidget } from '../../booking/BookingWidget';
import type { DetailFormats, EventDate } from '../eventDetail/eventDate';
import { dateTextsOf, EventDateWhen, MovedFrom } from '../eventDetail/EventDateWhen';
import { EventStatusBadge, isComingDate } from '../eventDetail/EventStatusBadge';

export interface ProductionDate extends Pick<EventDate, 'id' | 'slug' | 'startsAt' | 'status' | 'previousStartsAt'> {
  title: string;
  room: { id: string; name: string } | null;
}

export function ProductionDates({
  dates,
  locale,
  formats,
}: {
  dates: readonly ProductionDate[];
  locale: Locale;
  formats: Pick<DetailFormats, 'dateFormat' | 'timeFormat'>;
}) {
  const t = useT();
  return (
    <section className="event-detail__section event-dates" aria-labelledby="production-dates-heading">
      <h2 id="production-dates-heading">{t('productionDetail.datesAndTickets')}</h2>
      {dates.length === 0 ? <p>{t('productionDetail.noDates')}</p> : null}
      <ol className="event-dates__list">
        {dates.map((date) => {
          const texts = dateTextsOf(date.startsAt, formats, locale);
          return (
            <li
              key={date.id}
              className={`event-date event-date--${date.status.toLowerCase()}`}
              aria-label={t('eventDetail.dateLabel', { date: texts.spoken })}
            >
              <EventDateWhen startsAt={date.startsAt} texts={texts} />
              <div className="event-date__what">
                <EventStatusBadge status={date.status} />
                <p className="event-date__room">
                  <a href={pathFor('eventDetail', locale, { slug: date.slug, id: date.id })}>{date.title}</a>
                </p>
                <MovedFrom date={date} locale={locale} />
                {date.room ? <p className="event-date__room">{date.room.name}</p> : null}
              </div>
              <div className="event-date__actions">
                {date.status === 'ON_SALE' || date.status === 'RESCHEDULED' ? (
                  <BookingWidget event={{ id: date.id, title: date.title }} placement="detail" />
                ) : null}
                {isComingDate(date.status) ? (
                  <a
                    className="button button--secondary"
                    href={eventCalendarPath(locale, date.slug, date.id)}
                    download
                    aria-label={t('eventDetail.addToCalendarLabel', { date: texts.spoken })}
                  >
                    {t('eventDetail.addToCalendar')}
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
