// The event detail page (spec 000 §2 "Event detail", spec 001 §3 detail sections): the head of the
// page (title, status, when and where, links to the venue and the programme), the sections in the
// design settings' order, the dates with their tickets, 'Book tickets', and one schema.org
// MusicEvent per date. Unknown events and wrong slugs never get here (decideTargetPage).
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { musicEventJsonLd } from '../../../shared/eventDetail/musicEventJsonLd';
import { formatDetailTime, formatWithPattern } from '../../../shared/eventDetail/detailFormats';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { toBerlinIso } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { useBoot } from '../../BootContext';
import { RetryableArea } from '../../components/RetryableArea';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { EventDetailDocument } from '../../generated/documents/EventDetailDocument';
import { useT } from '../../i18n';
import type { ScreenProps } from '../screenProps';
import { EventDates } from './EventDates';
import { EventDetailPlaceholder } from './EventDetailPlaceholder';
import { EventSections } from './EventSections';
import { EventStatusBadge } from './EventStatusBadge';
import { StickyBookButton } from './StickyBookButton';
import { WatchStar } from '../../watchlist/WatchStar';
import { JsonLd } from '../../components/JsonLd';

function EventDetail({ id, locale }: { id: string; locale: Locale }) {
  const t = useT();
  const { origin } = useBoot();
  const { data } = useSuspenseQuery(EventDetailDocument, { variables: { locale: toGraphQLLocale(locale), id } });
  const event = data.event;
  // Gone since the page was decided (an edit in the upstream): the page says so like a 404 would.
  if (!event) {
    return (
      <p role="alert">
        {t('errors.notFoundTitle')} <a href={pathFor('events', locale)}>{t('eventDetail.backToProgramme')}</a>
      </p>
    );
  }
  const { dateFormat, timeFormat, currencySign } = data.designSettings;
  const venue = event.room?.venue ?? null;
  const address = venue?.address ?? null;
  const jsonLd = musicEventJsonLd(
    {
      title: event.title,
      subtitle: event.subtitle,
      description: event.description,
      imageUrl: event.image?.large ?? event.image?.small ?? null,
      place: event.room
        ? {
            name: [event.room.name, venue?.name].filter(Boolean).join(', '),
            street: address?.street ?? null,
            postalCode: address?.postalCode ?? null,
            city: address?.city ?? null,
          }
        : null,
      performers: event.contributors.map((contributor) => ({ name: contributor.name, isPerson: contributor.person !== null })),
      works: event.works,
      promoter: event.promoter,
      dates: event.dates.map((date) => ({ ...date, booking: date.booking })),
    },
    locale,
    origin,
  );
  return (
    <article className={`event-detail event-detail--${event.status.toLowerCase()}`} aria-labelledby="event-title">
      <header className="event-detail__header">
        <Breadcrumbs
          items={[
            { label: t('breadcrumbs.home'), path: pathFor('home', locale) },
            { label: t('events.title'), path: pathFor('events', locale) },
            { label: event.title },
          ]}
        />
        {event.type ? <p className="event-detail__type">{event.type.name}</p> : null}
        <div className="event-detail__title-row">
          <h1 id="event-title">{event.title}</h1>
          <WatchStar eventId={event.id} title={event.title} />
        </div>
        {event.subtitle ? <p className="event-detail__subtitle">{event.subtitle}</p> : null}
        <p className="event-detail__meta">
          <time dateTime={toBerlinIso(event.startsAt)}>
            {formatWithPattern(event.startsAt, dateFormat, locale).join(' ')}, {formatDetailTime(event.startsAt, timeFormat, locale)}
          </time>{' '}
          <EventStatusBadge status={event.status} />
        </p>
        {event.room ? (
          <p className="event-detail__place">
            <span className="event-detail__label">{t('eventDetail.venue')}: </span>
            {event.room.name}
            {venue ? (
              <>
                {', '}
                <a href={pathFor('venueDetail', locale, { slug: venue.slug, id: venue.id })}>{venue.name}</a>
              </>
            ) : null}
            {address ? `, ${address.street}, ${address.postalCode} ${address.city}` : null}
          </p>
        ) : null}
      </header>
      {event.image ? (
        // The page's LCP element. Its slot (event-detail.css): the page's column (56rem less its
        // padding) from 60em, else the window less the main area's and the page's padding.
        <ResponsivePicture
          className="event-detail__image"
          image={event.image}
          sizes="(min-width: 60em) 54rem, calc(100vw - 4rem)"
          width={1280}
          height={720}
          priority
        />
      ) : null}
      <div className="event-detail__body">
        <EventSections event={event} order={data.designSettings.eventDetailSections} locale={locale} />
        <EventDates dates={event.dates} locale={locale} formats={{ dateFormat, timeFormat, currencySign }} title={event.title} />
      </div>
      {/* Only while one of its dates can still be booked (not cancelled, not over). */}
      {event.dates.some((date) => date.status !== 'CANCELLED' && date.status !== 'PAST') ? <StickyBookButton /> : null}
      {jsonLd.map((block) => (
        <JsonLd key={String(block.url)} data={block} />
      ))}
    </article>
  );
}

export function EventDetailScreen({ page }: ScreenProps) {
  const t = useT();
  const id = page.route?.params.id ?? '';
  return (
    <RetryableArea
      resetKey={id}
      callKind="eventCall"
      message={t('eventDetail.loadError')}
      retryLabel={t('eventDetail.retry')}
      placeholder={<EventDetailPlaceholder />}
    >
      <EventDetail id={id} locale={page.locale} />
    </RetryableArea>
  );
}
