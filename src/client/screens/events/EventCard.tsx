import { useT } from '../../i18n';
import { formatTime, toBerlinIso } from '../../../shared/intlDates';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { BookingWidget } from '../../booking/BookingWidget';
import type { EventItemData } from './operations';

/** The card's picture column (site.css): 12rem from the 48em breakpoint, the full width below. */
export const CARD_IMAGE_SIZES = '(min-width: 48em) 12rem, 100vw';

export function EventCard({ event, locale }: { event: EventItemData; locale: Locale }) {
  const t = useT();
  const place = [event.room?.name, event.room?.venue?.name].filter(Boolean).join(', ');
  return (
    <article className={`event-card${event.isCancelled ? ' event-card--cancelled' : ''}`} aria-labelledby={`event-${event.id}`}>
      {event.image ? (
        <ResponsivePicture className="event-card__image" image={event.image} sizes={CARD_IMAGE_SIZES} width={320} height={180} />
      ) : null}
      <div className="event-card__body">
        <p className="event-card__meta">
          <time dateTime={toBerlinIso(event.startsAt)}>{formatTime(event.startsAt, locale)}</time>
          {event.type ? <span className="event-card__type">{event.type.name}</span> : null}
        </p>
        <h3 className="event-card__title" id={`event-${event.id}`}>
          <a href={pathFor('eventDetail', locale, { slug: event.slug, id: event.id })}>{event.title}</a>
        </h3>
        {event.subtitle ? <p className="event-card__subtitle">{event.subtitle}</p> : null}
        {place ? <p className="event-card__place">{place}</p> : null}
        {event.isCancelled || event.isSoldOut ? (
          <p className="event-card__badges">
            {event.isCancelled ? <span className="badge badge--alert">{t('events.cancelled')}</span> : null}
            {event.isSoldOut && !event.isCancelled ? <span className="badge">{t('events.soldOut')}</span> : null}
          </p>
        ) : null}
        {/* spec 001 §4: the quick-buy widget on every event still on sale. */}
        {event.isCancelled || event.isSoldOut ? null : <BookingWidget event={event} placement="list" />}
      </div>
    </article>
  );
}
