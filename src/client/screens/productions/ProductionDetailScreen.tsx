// The production page (spec 001 §2 "Productions", §3 detail sections): title, subtitle, picture,
// the sections in the design settings' productionDetailSections order (only those with content:
// the text, the performances as the programme's cards, the subscriptions they belong to), and
// 'Dates and Tickets' (#datesAndTickets) with each date's booking widget (the event page's slot), led to
// by the sticky button. Unknown productions and wrong slugs never get here (decideTargetPage).
// No JSON-LD: each performance's own page carries its MusicEvent already.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { type ReactNode } from 'react';
import { assertUnreachable } from '../../../shared/assertUnreachable';
import { visibleSections, type DetailSectionName } from '../../../shared/eventDetail/detailSections';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { RichText, type RichTextDocument } from '../../components/RichText';
import { ProductionDetailDocument } from '../../generated/documents/ProductionDetailDocument';
import type { ProductionDetailQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { EventDetailPlaceholder } from '../eventDetail/EventDetailPlaceholder';
import type { ScreenProps } from '../screenProps';
import { PerformanceList } from './PerformanceList';
import { ProductionDates } from './ProductionDates';
import { DATES_SECTION_ID, StickyDatesButton } from './StickyDatesButton';

type Production = NonNullable<ProductionDetailQuery['production']>;

function isRichText(value: unknown): value is RichTextDocument {
  return Array.isArray(value) && value.length > 0 && value.every((node) => typeof node === 'object' && node !== null);
}

/** The subscription series of its performances, each once, in the order they first appear. */
function seriesOf(production: Production): { id: string; name: string; slug: string }[] {
  const seen = new Map<string, { id: string; name: string; slug: string }>();
  for (const event of production.events ?? [])
    for (const { id, name, slug } of event.series) if (slug && !seen.has(id)) seen.set(id, { id, name, slug });
  return [...seen.values()];
}

function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `production-section-${name}`;
  return (
    <section className={`production-detail__section production-detail__section--${name}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function ProductionSections({
  production,
  order,
  locale,
}: {
  production: Production;
  order: readonly DetailSectionName[];
  locale: Locale;
}) {
  const t = useT();
  const events = production.events ?? [];
  const series = seriesOf(production);
  const body = isRichText(production.body) ? production.body : null;
  // A production has a text, performances and their subscriptions; the design's other sections
  // (contributors, programmes, gallery …) belong to events and have no content here.
  const content: Record<DetailSectionName, boolean> = {
    IMPORTANT_INFO: false,
    DESCRIPTION: body !== null,
    OPENING_HOURS: false,
    IMAGE_SLIDER: false,
    CONTRIBUTORS: false,
    PROGRAMS: false,
    CHILDREN: false,
    VIDEO: false,
    SERIES: series.length > 0,
    EVENTS: events.length > 0,
    BLOG: false,
    SPONSORS: false,
    PROMOTER: false,
  };
  return (
    <>
      {visibleSections(order, content).map((name) => {
        switch (name) {
          case 'DESCRIPTION':
            return body ? (
              <Section key={name} name="description" title={t('productionDetail.description')}>
                <RichText className="production-detail__text" document={body} />
              </Section>
            ) : null;
          case 'EVENTS':
            return (
              <Section key={name} name="events" title={t('productionDetail.performances')}>
                <PerformanceList events={events} locale={locale} />
              </Section>
            );
          case 'SERIES':
            return (
              <Section key={name} name="series" title={t('productionDetail.series')}>
                <ul className="production-detail__series">
                  {series.map((item) => (
                    <li key={item.id}>
                      <a href={pathFor('seriesDetail', locale, { slug: item.slug, id: item.id })}>{item.name}</a>
                    </li>
                  ))}
                </ul>
              </Section>
            );
          case 'IMPORTANT_INFO':
          case 'OPENING_HOURS':
          case 'IMAGE_SLIDER':
          case 'CONTRIBUTORS':
          case 'PROGRAMS':
          case 'CHILDREN':
          case 'VIDEO':
          case 'BLOG':
          case 'SPONSORS':
          case 'PROMOTER':
            return null;
          default:
            return assertUnreachable(name);
        }
      })}
    </>
  );
}

function ProductionDetail({ id, locale }: { id: string; locale: Locale }) {
  const t = useT();
  const { data } = useSuspenseQuery(ProductionDetailDocument, { variables: { locale: toGraphQLLocale(locale), id } });
  const production = data.production;
  // Gone since the page was decided (an edit in the upstream): the page says so like a 404 would.
  if (!production) {
    return (
      <p role="alert">
        {t('errors.notFoundTitle')} <a href={pathFor('productions', locale)}>{t('productionDetail.backToList')}</a>
      </p>
    );
  }
  const { dateFormat, timeFormat } = data.designSettings;
  const events = production.events ?? [];
  return (
    <article className="production-detail" aria-labelledby="production-title">
      <header className="production-detail__header page-header">
        <Breadcrumbs
          items={[
            { label: t('breadcrumbs.home'), path: pathFor('home', locale) },
            { label: t('productions.title'), path: pathFor('productions', locale) },
            { label: production.title },
          ]}
        />
        {production.exhibitionType || production.season ? (
          <p className="production-detail__kicker">
            {[production.exhibitionType?.name, production.season?.name].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <h1 id="production-title">{production.title}</h1>
        {production.subtitle ? <p className="production-detail__subtitle">{production.subtitle}</p> : null}
        {production.tags.length > 0 ? (
          <ul className="production-detail__tags">
            {production.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ul>
        ) : null}
      </header>
      {production.image ? (
        <ResponsivePicture
          className="production-detail__image"
          image={production.image}
          sizes="(min-width: 64em) 56rem, 100vw"
          width={1280}
          height={720}
        />
      ) : null}
      <div className="production-detail__body">
        <ProductionSections production={production} order={data.designSettings.productionDetailSections} locale={locale} />
        {/* spec 001 §2: the sticky button's target; the event page's dates with their booking widget. */}
        <div id={DATES_SECTION_ID} className="production-detail__dates">
          <ProductionDates dates={events} locale={locale} formats={{ dateFormat, timeFormat }} />
        </div>
      </div>
      {/* spec 001 §9: 'Dates and Tickets' on every production page, whatever its dates' state. */}
      <StickyDatesButton />
    </article>
  );
}

export function ProductionDetailScreen({ page }: ScreenProps) {
  const t = useT();
  const id = page.route?.params.id ?? '';
  return (
    <RetryableArea
      resetKey={id}
      callKind="eventCall"
      message={t('productionDetail.loadError')}
      retryLabel={t('productionDetail.retry')}
      placeholder={<EventDetailPlaceholder />}
    >
      <ProductionDetail id={id} locale={page.locale} />
    </RetryableArea>
  );
}
