// One event of the programme in the design settings' item style (spec 001 §2, §3):
// - style1, the programme row: a date column (the design's 'dd / D MMM YY'), the picture, and the
//   time, type, title, place and booking;
// - style2, the compact row: no picture; the time in a narrow column, the title and place, and
//   the booking at the row's end, so that many events fit on a screen;
// - style3, the card: the picture on top, in a grid of three columns on wide screens (two from
//   48em, one below; EventList and programme.css).
// The same elements and classes in every style (title, place, badges, booking), so what reads
// the card does not depend on the style.
import { useT } from '../../i18n';
import { formatTime, toBerlinIso } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { BookingWidget } from '../../booking/BookingWidget';
import { WatchStar } from '../../watchlist/WatchStar';
import type { EventItemStyle } from '../../generated/operations';
import { dateColumn } from './dateColumn';
import type { EventItemData } from './operations';

/**
 * The picture's slot per style (programme.css): the row's column from 48em, or the grid's cell.
 * style2's events have no picture; its teasers take the row's.
 */
export const CARD_IMAGE_SIZES: Record<EventItemStyle, string> = {
  // Below 48em: the window less the main area's and the card's padding, the date column and the gap.
  STYLE1: '(min-width: 48em) 12rem, calc(100vw - 9rem)',
  STYLE2: '(min-width: 48em) 12rem, 100vw',
  STYLE3: '(min-width: 75em) 24rem, (min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw',
};

export interface EventCardProps {
  event: EventItemData;
  locale: Locale;
  itemStyle: EventItemStyle;
  /** The programme's first picture, its LCP element (ResponsivePicture's `priority`). */
  priority?: boolean;
}

export function EventCard({ event, locale, itemStyle, priority = false }: EventCardProps) {
  const t = useT();
  const place = [event.room?.name, event.room?.venue?.name].filter(Boolean).join(', ');
  // A cancelled event that is over stays 'cancelled' (the gateway's status never says PAST for it).
  const past = event.status === 'PAST';
  const style = itemStyle.toLowerCase();
  const date = itemStyle === 'STYLE1' ? dateColumn(event.startsAt, locale) : null;
  return (
    <article
      className={`event-card event-card--${style}${event.isCancelled ? ' event-card--cancelled' : ''}`}
      aria-labelledby={`event-${event.id}`}
    >
      {date ? (
        // The day group's heading names the date for screen readers; this column repeats it for the eye.
        <p className="event-card__date" aria-hidden="true">
          <span className="event-card__weekday">{date.weekday}</span>
          <span className="event-card__day">{date.day}</span>
          <span className="event-card__month">
            {date.month} {date.year}
          </span>
        </p>
      ) : null}
      {event.image && itemStyle !== 'STYLE2' ? (
        <ResponsivePicture
          className="event-card__image"
          image={event.image}
          sizes={CARD_IMAGE_SIZES[itemStyle]}
          width={320}
          height={180}
          priority={priority}
        />
      ) : null}
      <div className="event-card__body">
        <p className="event-card__meta">
          <time dateTime={toBerlinIso(event.startsAt)}>{formatTime(event.startsAt, locale)}</time>
          {event.type ? <span className="event-card__type">{event.type.name}</span> : null}
        </p>
        <h3 className="event-card__title" id={`event-${event.id}`}>
          <a href={pathFor('eventDetail', locale, { slug: event.slug, id: event.id })}>{event.title}</a>
        </h3>
        <WatchStar className="event-card__watch" eventId={event.id} title={event.title} />
        {event.subtitle ? <p className="event-card__subtitle">{event.subtitle}</p> : null}
        {place ? <p className="event-card__place">{place}</p> : null}
        {event.isCancelled || event.isSoldOut || past ? (
          <p className="event-card__badges">
            {event.isCancelled ? <span className="badge badge--alert">{t('events.cancelled')}</span> : null}
            {past ? <span className="badge">{t('eventDetail.statusPast')}</span> : null}
            {event.isSoldOut && !event.isCancelled && !past ? <span className="badge">{t('events.soldOut')}</span> : null}
          </p>
        ) : null}
        {/* spec 001 §4: the quick-buy widget on every event still on sale (never on one that is over). */}
        {event.isCancelled || event.isSoldOut || past ? null : <BookingWidget event={event} placement="list" />}
      </div>
    </article>
  );
}
