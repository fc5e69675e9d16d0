// Section 'Dates and tickets' (id `tickets`): every date of the event's programme with its status
// and prices (spec 001 §3 "Price", §5: no '.00', decimal comma in German; §9: 'Vollpreis' is the
// full price, found by its sale type), 'Add to calendar' (.ics, for dates still to come) and the
// place of the booking widget.
import { formatPrice, FULL_PRICE_SALE_TYPE_ID } from '../../../shared/eventDetail/detailFormats';
import { eventCalendarPath } from '../../../shared/eventDetail/calendarPath';
import type { Locale } from '../../../shared/locales';
import { useT } from '../../i18n';
import { BookingSlot } from './BookingSlot';
import { dateTextsOf, EventDateWhen, MovedFrom } from './EventDateWhen';
import { EventStatusBadge, isComingDate } from './EventStatusBadge';
import type { DetailFormats, EventDate } from './eventDate';

export const TICKETS_SECTION_ID = 'tickets';

export function EventDates({
  dates,
  locale,
  formats,
  title,
}: {
  dates: readonly EventDate[];
  locale: Locale;
  formats: DetailFormats;
  title: string;
}) {
  const t = useT();
  return (
    <section className="event-detail__section event-dates" id={TICKETS_SECTION_ID} aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">{t('eventDetail.datesAndTickets')}</h2>
      <ol className="event-dates__list">
        {dates.map((date) => {
          const texts = dateTextsOf(date.startsAt, formats, locale);
          const groups = date.booking?.seatGroups ?? [];
          // Each date's widget is named with its date: the openers of several dates never share a name.
          return (
            <li
              key={date.id}
              className={`event-date event-date--${date.status.toLowerCase()}`}
              aria-label={t('eventDetail.dateLabel', { date: texts.spoken })}
            >
              <EventDateWhen startsAt={date.startsAt} texts={texts} />
              <div className="event-date__what">
                <EventStatusBadge status={date.status} />
                <MovedFrom date={date} locale={locale} />
                {date.room ? <p className="event-date__room">{date.room.name}</p> : null}
                {date.status !== 'CANCELLED' && groups.length > 0 ? (
                  <dl className="event-date__prices">
                    {groups.map((group) => (
                      <div key={group.id} className="event-date__group">
                        <dt>
                          {group.name}
                          {group.available === 0 ? (
                            <span className="event-date__group-state"> ({t('eventDetail.seatGroupSoldOut')})</span>
                          ) : null}
                        </dt>
                        {group.prices.map((price) => (
                          <dd key={price.id}>
                            <span>{price.saleTypeId === FULL_PRICE_SALE_TYPE_ID ? t('eventDetail.fullPrice') : price.name}</span>{' '}
                            <span className="event-date__amount">{formatPrice(price.amount, locale, formats.currencySign)}</span>
                          </dd>
                        ))}
                      </div>
                    ))}
                  </dl>
                ) : date.status !== 'CANCELLED' ? (
                  <p>{t('eventDetail.noPrices')}</p>
                ) : null}
              </div>
              <div className="event-date__actions">
                {date.status === 'ON_SALE' || date.status === 'RESCHEDULED' ? (
                  <BookingSlot date={date} title={`${title}, ${texts.spoken}`} />
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
