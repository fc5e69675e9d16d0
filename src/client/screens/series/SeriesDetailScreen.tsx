// The subscription series page (spec 000 §2 "Subscription series detail"): its name and its
// concerts as the programme's cards, each linking to the event's page. The gateway knows no price
// of a subscription (Query.series has none), so the page names none. Unknown series and wrong
// slugs never get here (decideTargetPage).
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { SeriesDetailDocument } from '../../generated/documents/SeriesDetailDocument';
import { useT } from '../../i18n';
import { PagePlaceholder } from '../PagePlaceholder';
import { PerformanceList } from '../productions/PerformanceList';
import type { ScreenProps } from '../screenProps';

function SeriesDetail({ id, locale }: { id: string; locale: Locale }) {
  const t = useT();
  const { data } = useSuspenseQuery(SeriesDetailDocument, { variables: { locale: toGraphQLLocale(locale), id } });
  const series = data.series;
  if (!series) {
    return (
      <p role="alert">
        {t('errors.notFoundTitle')} <a href={pathFor('events', locale)}>{t('eventDetail.backToProgramme')}</a>
      </p>
    );
  }
  return (
    <article className="series-detail" aria-labelledby="series-title">
      <header className="page-header">
        <Breadcrumbs
          items={[
            { label: t('breadcrumbs.home'), path: pathFor('home', locale) },
            { label: t('events.title'), path: pathFor('events', locale) },
            { label: series.name },
          ]}
        />
        <p className="series-detail__kicker">{t('series.label')}</p>
        <h1 id="series-title">{series.name}</h1>
        <p className="page-header__intro">{t('series.concertCount', { count: series.events.length })}</p>
      </header>
      <section className="series-detail__concerts" aria-labelledby="series-concerts">
        <h2 id="series-concerts">{t('series.concerts')}</h2>
        {series.events.length > 0 ? <PerformanceList events={series.events} locale={locale} /> : <p>{t('series.noConcerts')}</p>}
      </section>
    </article>
  );
}

export function SeriesDetailScreen({ page }: ScreenProps) {
  const t = useT();
  const id = page.route?.params.id ?? '';
  return (
    <RetryableArea
      resetKey={id}
      callKind="eventCall"
      message={t('series.loadError')}
      retryLabel={t('series.retry')}
      placeholder={<PagePlaceholder />}
    >
      <SeriesDetail id={id} locale={page.locale} />
    </RetryableArea>
  );
}
