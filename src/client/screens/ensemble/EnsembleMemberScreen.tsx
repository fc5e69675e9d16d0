// A musician's page (spec 000 §2 "Ensemble" detail /de/orchestermitglieder/{slug}/{id}): portrait,
// name, section, instrument and role, the biography (as rich text: the upstream keeps it as plain
// paragraphs), the upcoming concerts they play in as the programme's rows, the magazine articles
// that name them, a schema.org Person and the breadcrumb's BreadcrumbList. Unknown ids and wrong
// slugs never get here (decideTargetPage: 404, 301).
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { personRoleLine } from '../../../shared/ensemble/groupPersons';
import { personJsonLd } from '../../../shared/ensemble/personJsonLd';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { formatShortDate } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { useBoot } from '../../BootContext';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { RichText } from '../../components/RichText';
import { EnsembleMemberDocument } from '../../generated/documents/EnsembleMemberDocument';
import { useT } from '../../i18n';
import { PerformanceList } from '../productions/PerformanceList';
import type { ScreenProps } from '../screenProps';
import { plainTextDocument } from './plainTextDocument';
import { MemberPlaceholder } from './EnsemblePlaceholder';
import { PersonPortrait } from './PersonCard';
import { JsonLd } from '../../components/JsonLd';

function Member({ id, locale }: { id: string; locale: Locale }) {
  const t = useT();
  const { origin } = useBoot();
  const { data } = useSuspenseQuery(EnsembleMemberDocument, { variables: { locale: toGraphQLLocale(locale), id } });
  const person = data.person;
  // Gone since the page was decided (an edit in the upstream): the page says so like a 404 would.
  if (!person) {
    return (
      <p role="alert">
        {t('errors.notFoundTitle')} <a href={pathFor('ensemble', locale)}>{t('ensemble.backToEnsemble')}</a>
      </p>
    );
  }
  const path = pathFor('ensembleDetail', locale, { slug: person.slug, id: person.id });
  const roleLine = personRoleLine(person);
  const events = person.upcomingEvents ?? [];
  const articles = person.articles ?? [];
  const biography = plainTextDocument(person.biography);
  const jsonLd = personJsonLd(
    {
      name: person.name,
      firstName: person.firstName,
      lastName: person.lastName,
      instrument: person.instrument,
      role: person.role,
      biography: person.biography,
      imageUrl: person.image?.large ?? person.image?.small ?? null,
      path,
    },
    origin,
  );
  return (
    <article className="member-page" aria-labelledby="member-title">
      <Breadcrumbs
        items={[
          { label: t('breadcrumbs.home'), path: pathFor('home', locale) },
          { label: t('ensemble.title'), path: pathFor('ensemble', locale) },
          { label: person.name },
        ]}
      />
      <div className="member-page__intro">
        <PersonPortrait person={person} className="member-page__portrait" sizes="(min-width: 40em) 18rem, 100vw" />
        <header className="member-page__header">
          <p className="member-page__section">{person.category.name}</p>
          <h1 id="member-title">{person.name}</h1>
          {roleLine ? <p className="member-page__role">{roleLine}</p> : null}
        </header>
      </div>
      {biography.length > 0 ? (
        <section className="member-page__part" aria-labelledby="member-biography">
          <h2 id="member-biography">{t('ensemble.biography')}</h2>
          <RichText className="member-page__biography" document={biography} />
        </section>
      ) : null}
      <section className="member-page__part" aria-labelledby="member-concerts">
        <h2 id="member-concerts">{t('ensemble.concerts')}</h2>
        {events.length > 0 ? <PerformanceList events={events} locale={locale} /> : <p>{t('ensemble.noConcerts', { name: person.name })}</p>}
      </section>
      {articles.length > 0 ? (
        <section className="member-page__part" aria-labelledby="member-articles">
          <h2 id="member-articles">{t('ensemble.articles')}</h2>
          <ul className="member-page__articles">
            {articles.map((article) => (
              <li key={article.id} className="member-article">
                <p className="member-article__meta">
                  {article.category.name} · <time dateTime={article.date}>{formatShortDate(article.date, locale)}</time>
                </p>
                <a className="member-article__title" href={pathFor('magazineArticle', locale, { slug: article.slug, id: article.id })}>
                  {article.title}
                </a>
                {article.teaserText ? <p className="member-article__teaser">{article.teaserText}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="member-page__back">
        <a href={pathFor('ensemble', locale)}>{t('ensemble.backToEnsemble')}</a>
      </p>
      <JsonLd data={jsonLd} />
    </article>
  );
}

export function EnsembleMemberScreen({ page }: ScreenProps) {
  const t = useT();
  const id = page.route?.params.id ?? '';
  return (
    <RetryableArea
      resetKey={id}
      callKind="pageCall"
      message={t('ensemble.memberLoadError')}
      retryLabel={t('ensemble.retry')}
      placeholder={<MemberPlaceholder />}
    >
      <Member id={id} locale={page.locale} />
    </RetryableArea>
  );
}
