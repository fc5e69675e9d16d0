// A venue's page (spec 000 §2 "Venue detail" /{lang}/venues/{slug}/{id}): name, picture,
// description, address with a plain link to OpenStreetMap (no map script of a third party), its
// halls (each leading to the programme filtered by it, where the filter offers it), the house's
// opening hours (today's state by the header's rules of spec 001 §4, from the header's own call,
// and the regular week), the upcoming events there as the programme's rows, a schema.org Place
// and the breadcrumb's BreadcrumbList. Unknown ids and wrong slugs never get here (decideTargetPage).
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { Suspense } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { decideOpeningHoursLabel } from '../../../shared/openingHours';
import { pathFor } from '../../../shared/routes';
import { mapLink } from '../../../shared/venues/mapLink';
import { placeJsonLd } from '../../../shared/venues/placeJsonLd';
import { formatRanges, weekdayName, weeklyHours, type WeekDayHours } from '../../../shared/venues/weeklyHours';
import { useBoot } from '../../BootContext';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { ErrorBoundary } from '../../ErrorBoundary';
import { VenueDetailDocument } from '../../generated/documents/VenueDetailDocument';
import { useT } from '../../i18n';
import { labelText, useBerlinMinute } from '../../layout/OpeningHoursToday';
import { useOpeningHoursToday } from '../../layout/useOpeningHoursToday';
import { PerformanceList } from '../productions/PerformanceList';
import type { ScreenProps } from '../screenProps';
import { VenuePlaceholder } from './VenuePlaceholder';
import { JsonLd } from '../../components/JsonLd';

/** Today's state by the header's rules (spec 001 §4), from the header's call (no call of its own). */
function TodayLabel() {
  const t = useT();
  const { renderedAt } = useBoot();
  const hours = useOpeningHoursToday(false);
  const minute = useBerlinMinute(renderedAt);
  if (!hours) return null;
  const label = decideOpeningHoursLabel(hours.effectiveRanges, minute);
  return (
    <p className="venue-hours__today" data-minute={minute}>
      <strong>{t('venue.today')}:</strong> {labelText(label, t)}
      {label.kind === 'closed' && label.text ? <> ({label.linkUrl ? <a href={label.linkUrl}>{label.text}</a> : label.text})</> : null}
    </p>
  );
}

function WeekHours({ week, locale }: { week: readonly WeekDayHours[]; locale: Locale }) {
  const t = useT();
  return (
    <dl className="venue-hours__week">
      {week.map((day) => (
        <div key={day.weekday} className="venue-hours__day">
          <dt>{weekdayName(day.weekday, locale)}</dt>
          <dd>{day.ranges.length > 0 ? t('openingHours.clock', { time: formatRanges(day.ranges) }) : t('venue.closedDay')}</dd>
        </div>
      ))}
    </dl>
  );
}

function Venue({ id, locale }: { id: string; locale: Locale }) {
  const t = useT();
  const { origin } = useBoot();
  const { data } = useSuspenseQuery(VenueDetailDocument, { variables: { locale: toGraphQLLocale(locale), id } });
  const venue = data.venue;
  // Gone since the page was decided (an edit in the upstream): the page says so like a 404 would.
  if (!venue) {
    return (
      <p role="alert">
        {t('errors.notFoundTitle')} <a href={pathFor('events', locale)}>{t('eventDetail.backToProgramme')}</a>
      </p>
    );
  }
  const path = pathFor('venueDetail', locale, { slug: venue.slug, id: venue.id });
  const week = weeklyHours(venue.openingHours ?? []);
  const rooms = venue.rooms ?? [];
  const events = venue.upcomingEvents ?? [];
  const { street, postalCode, city } = venue.address;
  const map = mapLink(venue);
  const jsonLd = placeJsonLd(
    {
      name: venue.name,
      description: venue.description,
      address: venue.address,
      geo: venue.geo ?? null,
      week,
      rooms: rooms.map((room) => room.name),
      imageUrl: venue.image?.large ?? venue.image?.small ?? null,
      path,
    },
    origin,
  );
  const hasHours = week.some((day) => day.ranges.length > 0);
  return (
    <article className="venue-page" aria-labelledby="venue-title">
      <header className="page-header">
        <Breadcrumbs
          items={[
            { label: t('breadcrumbs.home'), path: pathFor('home', locale) },
            { label: t('events.title'), path: pathFor('events', locale) },
            { label: venue.name },
          ]}
        />
        <p className="venue-page__kicker">{t('venue.label')}</p>
        <h1 id="venue-title">{venue.name}</h1>
      </header>
      {venue.image ? (
        <ResponsivePicture
          className="venue-page__image"
          image={venue.image}
          sizes="(min-width: 64em) 56rem, 100vw"
          width={1280}
          height={720}
        />
      ) : null}
      {venue.description ? <p className="venue-page__description">{venue.description}</p> : null}
      <div className="venue-page__facts">
        {street || city ? (
          <section className="venue-page__part" aria-labelledby="venue-address">
            <h2 id="venue-address">{t('venue.address')}</h2>
            <address className="venue-page__address">
              {street ? (
                <>
                  {street}
                  <br />
                </>
              ) : null}
              {`${postalCode} ${city}`.trim()}
            </address>
            {map ? (
              <p>
                <a className="venue-page__map" href={map} target="_blank" rel="noopener noreferrer">
                  {t('venue.showOnMap')} <span className="visually-hidden">{t('venue.mapHint')}</span>
                </a>
              </p>
            ) : null}
          </section>
        ) : null}
        <section className="venue-page__part venue-hours" aria-labelledby="venue-hours">
          <h2 id="venue-hours">{t('venue.openingHours')}</h2>
          {/* Without the header's hours (its call failed) the week says enough. */}
          <ErrorBoundary fallback={() => null} callKind="chromeCall">
            <Suspense fallback={null}>
              <TodayLabel />
            </Suspense>
          </ErrorBoundary>
          {hasHours ? <WeekHours week={week} locale={locale} /> : null}
        </section>
        {rooms.length > 0 ? (
          <section className="venue-page__part" aria-labelledby="venue-rooms">
            <h2 id="venue-rooms">{t('venue.rooms')}</h2>
            <ul className="venue-page__rooms">
              {rooms.map((room) => (
                <li key={room.id}>
                  {room.showInFilter ? (
                    <a href={`${pathFor('events', locale)}?room=${encodeURIComponent(room.id)}`}>{room.name}</a>
                  ) : (
                    room.name
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <section className="venue-page__part venue-page__events" aria-labelledby="venue-events">
        <h2 id="venue-events">{t('venue.concerts')}</h2>
        {events.length > 0 ? <PerformanceList events={events} locale={locale} /> : <p>{t('venue.noConcerts')}</p>}
        <p>
          <a href={pathFor('events', locale)}>{t('venue.allConcerts')}</a>
        </p>
      </section>
      <JsonLd data={jsonLd} />
    </article>
  );
}

export function VenueScreen({ page }: ScreenProps) {
  const t = useT();
  const id = page.route?.params.id ?? '';
  return (
    <RetryableArea
      resetKey={id}
      callKind="pageCall"
      message={t('venue.loadError')}
      retryLabel={t('venue.retry')}
      placeholder={<VenuePlaceholder />}
    >
      <Venue id={id} locale={page.locale} />
    </RetryableArea>
  );
}
