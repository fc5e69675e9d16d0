// The detail sections of spec 001 §3 in the design settings' order, each only with content
// (src/shared/eventDetail/detailSections.ts).
import { Suspense, useState, type ReactNode } from 'react';
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { assertUnreachable } from '../../../shared/assertUnreachable';
import { visibleSections, type DetailSectionName } from '../../../shared/eventDetail/detailSections';
import { formatWithPattern } from '../../../shared/eventDetail/detailFormats';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { berlinDayOf, formatTime } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { formatRange, minutesOf } from '../../../shared/openingHours';
import { pathFor } from '../../../shared/routes';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { ErrorBoundary } from '../../ErrorBoundary';
import { EventDayOpeningHoursDocument } from '../../generated/documents/EventDayOpeningHoursDocument';
import type { EventDetailQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { EventStatusBadge } from './EventStatusBadge';

type Detail = NonNullable<EventDetailQuery['event']>;

function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `section-${name}`;
  return (
    <section className={`event-detail__section event-detail__section--${name}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function OpeningHours({ locale, day }: { locale: Locale; day: string }) {
  const t = useT();
  const { data } = useSuspenseQuery(EventDayOpeningHoursDocument, { variables: { locale: toGraphQLLocale(locale), date: day } });
  const ranges = data.openingHoursToday.effectiveRanges;
  return (
    <ul className="event-detail__hours">
      {ranges.map((range) => {
        const from = minutesOf(range.timeFrom);
        const to = minutesOf(range.timeTo);
        const text =
          range.closed || from === null || to === null
            ? (range.alternativeText ?? t('eventDetail.openingHoursClosed'))
            : `${formatRange({ from, to })}${locale === 'de' ? ' Uhr' : ''}`;
        return <li key={`${range.timeFrom ?? ''}-${range.timeTo ?? ''}-${text}`}>{text}</li>;
      })}
    </ul>
  );
}

function ImageSlider({ images }: { images: Detail['gallery'] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const image = images[index];
  if (!image) return null;
  const go = (step: number) => setIndex((current) => (current + step + images.length) % images.length);
  return (
    <div className="image-slider" role="group" aria-roledescription="carousel" aria-label={t('eventDetail.imageSlider')}>
      <div className="image-slider__frame" aria-live="polite">
        <ResponsivePicture image={image} sizes="(min-width: 64em) 48rem, 100vw" width={1280} height={720} className="image-slider__image" />
        <p className="image-slider__count">{t('eventDetail.imageOf', { index: index + 1, count: images.length })}</p>
      </div>
      {images.length > 1 ? (
        <div className="image-slider__controls">
          <button type="button" className="button button--secondary" onClick={() => go(-1)}>
            {t('eventDetail.previousImage')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => go(1)}>
            {t('eventDetail.nextImage')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function EventLinks({ events, locale }: { events: Detail['children']; locale: Locale }) {
  return (
    <ul className="event-detail__links">
      {events.map((event) => (
        <li key={event.id}>
          <a href={pathFor('eventDetail', locale, { slug: event.slug, id: event.id })}>{event.title}</a>{' '}
          <span className="event-detail__when">
            {formatWithPattern(event.startsAt, 'D.MM.YYYY', locale).join(' ')}, {formatTime(event.startsAt, locale)}
          </span>{' '}
          {event.status !== 'ON_SALE' ? <EventStatusBadge status={event.status} /> : null}
        </li>
      ))}
    </ul>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('eventDetail.opensInNewTab')}</span>
    </a>
  );
}

export function EventSections({ event, order, locale }: { event: Detail; order: readonly DetailSectionName[]; locale: Locale }) {
  const t = useT();
  const content: Record<DetailSectionName, boolean> = {
    IMPORTANT_INFO: Boolean(event.importantInfo),
    DESCRIPTION: Boolean(event.description),
    OPENING_HOURS: true,
    IMAGE_SLIDER: event.gallery.length > 0,
    CONTRIBUTORS: event.contributors.length > 0,
    PROGRAMS: event.works.length > 0,
    CHILDREN: event.children.length > 0,
    VIDEO: event.video !== null,
    SERIES: event.series.some((series) => series.slug),
    EVENTS: event.relatedEvents.length > 0,
    BLOG: event.articles.length > 0,
    SPONSORS: event.sponsors.length > 0,
    PROMOTER: event.promoter !== null,
  };
  const section = (name: DetailSectionName): ReactNode => {
    switch (name) {
      case 'IMPORTANT_INFO':
        return (
          <Section key={name} name="important-info" title={t('eventDetail.importantInfo')}>
            <p className="event-detail__notice">{event.importantInfo}</p>
          </Section>
        );
      case 'DESCRIPTION':
        return (
          <Section key={name} name="description" title={t('eventDetail.description')}>
            <p>{event.description}</p>
          </Section>
        );
      case 'OPENING_HOURS':
        return (
          <ErrorBoundary key={name} callKind="chromeCall" fallback={() => null}>
            <Suspense fallback={null}>
              <Section name="opening-hours" title={t('eventDetail.openingHours')}>
                <OpeningHours locale={locale} day={berlinDayOf(event.startsAt)} />
              </Section>
            </Suspense>
          </ErrorBoundary>
        );
      case 'IMAGE_SLIDER':
        return (
          <Section key={name} name="images" title={t('eventDetail.imageSlider')}>
            <ImageSlider images={event.gallery} />
          </Section>
        );
      case 'CONTRIBUTORS':
        return (
          <Section key={name} name="contributors" title={t('eventDetail.contributors')}>
            <ul className="event-detail__people">
              {event.contributors.map((person) => (
                <li key={`${person.name}-${person.role ?? ''}`}>
                  {person.person ? (
                    <a href={pathFor('ensembleDetail', locale, { slug: person.person.slug, id: person.person.id })}>{person.name}</a>
                  ) : (
                    person.name
                  )}
                  {person.role ? <span className="event-detail__role">, {person.role}</span> : null}
                </li>
              ))}
            </ul>
          </Section>
        );
      case 'PROGRAMS':
        return (
          <Section key={name} name="programme" title={t('eventDetail.programs')}>
            <ol className="event-detail__works">
              {event.works.map((work) => (
                <li key={`${work.composer}-${work.title}`}>
                  <strong>{work.composer}</strong> {work.title}
                </li>
              ))}
            </ol>
          </Section>
        );
      case 'CHILDREN':
        return (
          <Section key={name} name="children" title={t('eventDetail.children')}>
            <EventLinks events={event.children} locale={locale} />
          </Section>
        );
      case 'VIDEO':
        return event.video ? (
          <Section key={name} name="video" title={t('eventDetail.video')}>
            <p>
              <ExternalLink href={event.video.url}>{event.video.title ?? event.video.url}</ExternalLink>
            </p>
          </Section>
        ) : null;
      case 'SERIES':
        return (
          <Section key={name} name="series" title={t('eventDetail.series')}>
            <ul className="event-detail__links">
              {event.series.flatMap((series) =>
                series.slug
                  ? [
                      <li key={series.id}>
                        <a href={pathFor('seriesDetail', locale, { slug: series.slug, id: series.id })}>{series.name}</a>
                      </li>,
                    ]
                  : [],
              )}
            </ul>
          </Section>
        );
      case 'EVENTS':
        return (
          <Section key={name} name="events" title={t('eventDetail.events')}>
            <EventLinks events={event.relatedEvents} locale={locale} />
          </Section>
        );
      case 'BLOG':
        return (
          <Section key={name} name="blog" title={t('eventDetail.blog')}>
            <ul className="event-detail__links">
              {event.articles.map((article) => (
                <li key={article.id}>
                  <a href={pathFor('magazineArticle', locale, { slug: article.slug, id: article.id })}>{article.title}</a>
                  {article.teaserText ? <p>{article.teaserText}</p> : null}
                </li>
              ))}
            </ul>
          </Section>
        );
      case 'SPONSORS':
        return (
          <Section key={name} name="sponsors" title={t('eventDetail.sponsors')}>
            <ul className="event-detail__sponsors">
              {event.sponsors.map((sponsor) => (
                <li key={sponsor.name}>{sponsor.url ? <ExternalLink href={sponsor.url}>{sponsor.name}</ExternalLink> : sponsor.name}</li>
              ))}
            </ul>
          </Section>
        );
      case 'PROMOTER':
        return event.promoter ? (
          <Section key={name} name="promoter" title={t('eventDetail.promoter')}>
            <p>{event.promoter.url ? <ExternalLink href={event.promoter.url}>{event.promoter.name}</ExternalLink> : event.promoter.name}</p>
          </Section>
        ) : null;
      default:
        return assertUnreachable(name);
    }
  };
  return <>{visibleSections(order, content).map(section)}</>;
}
