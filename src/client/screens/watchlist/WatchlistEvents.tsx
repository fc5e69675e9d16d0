// The marked events with their live data (one query for all ids, Query.eventsByIds): title,
// when, where and status, each linking to its page, each removable; an id the programme no longer
// knows shows as 'no longer available', removable too. Upcoming events first, by start.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useState } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { berlinDayOf, formatDayHeading, formatShortDate, formatTime, toBerlinIso } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { WatchlistEventsDocument } from '../../generated/documents/WatchlistEventsDocument';
import type { WatchlistEventsQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { EventStatusBadge } from '../eventDetail/EventStatusBadge';

type WatchedEvent = NonNullable<WatchlistEventsQuery['eventsByIds'][number]>;

export interface WatchlistEventsProps {
  /** What the list holds now. */
  ids: readonly string[];
  locale: Locale;
  /** A new attempt after a failed load asks the gateway again. */
  attempt: number;
  onRemove: (id: string, title: string) => void;
}

/** Whether the ids asked for already cover what the list holds (a removal needs no new query). */
function covers(asked: readonly string[], ids: readonly string[]): boolean {
  return ids.every((id) => asked.includes(id));
}

function EventItem({ event, locale, onRemove }: { event: WatchedEvent; locale: Locale; onRemove: WatchlistEventsProps['onRemove'] }) {
  const t = useT();
  const headingId = `watchlist-event-${event.id}`;
  const place = [event.room?.name, event.room?.venue?.name].filter(Boolean).join(', ');
  return (
    <li className={`watchlist-item watchlist-item--${event.status.toLowerCase()}`}>
      <article aria-labelledby={headingId} className="watchlist-item__body">
        <h3 id={headingId} className="watchlist-item__title">
          <a href={pathFor('eventDetail', locale, { slug: event.slug, id: event.id })}>{event.title}</a>
        </h3>
        {event.subtitle ? <p className="watchlist-item__subtitle">{event.subtitle}</p> : null}
        <p className="watchlist-item__when">
          <time dateTime={toBerlinIso(event.startsAt)}>
            {formatDayHeading(berlinDayOf(event.startsAt), locale)}, {formatTime(event.startsAt, locale)}
          </time>
        </p>
        {place ? <p className="watchlist-item__place">{place}</p> : null}
        <p className="watchlist-item__status">
          <EventStatusBadge status={event.status} />
          {event.status === 'RESCHEDULED' && event.previousStartsAt ? (
            <span className="watchlist-item__moved">
              {' '}
              {t('watchlist.previousDate', { date: formatShortDate(berlinDayOf(event.previousStartsAt), locale) })}
            </span>
          ) : null}
        </p>
      </article>
      <button
        type="button"
        className="button button--secondary watchlist-item__remove"
        aria-label={t('watchlist.removeOneLabel', { title: event.title })}
        onClick={() => onRemove(event.id, event.title)}
      >
        {t('watchlist.removeOne')}
      </button>
    </li>
  );
}

function GoneItem({ id, onRemove }: { id: string; onRemove: WatchlistEventsProps['onRemove'] }) {
  const t = useT();
  const label = t('watchlist.goneLabel', { id });
  const headingId = `watchlist-event-${id}`;
  return (
    <li className="watchlist-item watchlist-item--gone">
      <article aria-labelledby={headingId} className="watchlist-item__body">
        <h3 id={headingId} className="watchlist-item__title">
          {label}
        </h3>
        <p className="watchlist-item__status">
          <span className="badge">{t('watchlist.gone')}</span> {t('watchlist.goneText')}
        </p>
      </article>
      <button
        type="button"
        className="button button--secondary watchlist-item__remove"
        aria-label={t('watchlist.removeOneLabel', { title: label })}
        onClick={() => onRemove(id, label)}
      >
        {t('watchlist.removeOne')}
      </button>
    </li>
  );
}

export function WatchlistEvents({ ids, locale, attempt, onRemove }: WatchlistEventsProps) {
  const t = useT();
  // The ids asked for: kept while they cover the list, so removing an event does not ask again;
  // an event added in another tab makes a new query for the whole list.
  const [asked, setAsked] = useState<readonly string[]>(ids);
  if (!covers(asked, ids)) setAsked(ids);
  const { data } = useSuspenseQuery(WatchlistEventsDocument, {
    variables: { locale: toGraphQLLocale(locale), ids: [...asked] },
    // Live: a visit shows what it kept at once and what the programme says now right after.
    fetchPolicy: 'cache-and-network',
    queryKey: ['watchlist', attempt],
  });
  const found = new Map<string, WatchedEvent | null>();
  asked.forEach((id, index) => found.set(id, data.eventsByIds[index] ?? null));
  const known = ids.flatMap((id) => {
    const event = found.get(id);
    return event ? [event] : [];
  });
  known.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const gone = ids.filter((id) => !found.get(id));

  return (
    <ul className="watchlist__list" aria-label={t('watchlist.listLabel')}>
      {known.map((event) => (
        <EventItem key={event.id} event={event} locale={locale} onRemove={onRemove} />
      ))}
      {gone.map((id) => (
        <GoneItem key={id} id={id} onRemove={onRemove} />
      ))}
    </ul>
  );
}
