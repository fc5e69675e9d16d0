// An article's page (spec 000 §2 "Magazine article", spec 001 §2 "Magazine"): the magazine
// headline, the trail (home, magazine, its category), category, title, lead, author and day of
// publication, its picture (a <picture> with AVIF, WebP and JPEG srcsets), the rich text, its tags
// (links to their pages), and the concerts it is about and their musicians, each linked to its
// page (a musician's once the ensemble's screen is built: no link to a 404 page). A schema.org
// Article (JSON-LD) describes it; the document head says og:type article.
// Unknown articles and wrong slugs never get here (the route-target lookup: 404 or 301).
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { berlinDayOf, formatDayHeading, formatTime } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { articleJsonLd } from '../../../shared/magazine/articleJsonLd';
import { pathFor } from '../../../shared/routes';
import { useBoot } from '../../BootContext';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { RichText } from '../../components/RichText';
import { MagazineArticleDocument } from '../../generated/documents/MagazineArticleDocument';
import type { MagazineArticleQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { PagePlaceholder } from '../PagePlaceholder';
import type { ScreenProps } from '../screenProps';
import { MagazineHeadline } from './MagazineHeadline';
import { JsonLd } from '../../components/JsonLd';

type Article = NonNullable<MagazineArticleQuery['article']>;

function Related({ article, locale }: { article: Article; locale: Locale }) {
  const t = useT();
  if (article.relatedEvents.length === 0 && article.relatedPersons.length === 0) return null;
  return (
    <aside className="article__related">
      {article.relatedEvents.length > 0 ? (
        <section className="article__related-section" aria-labelledby="article-events">
          <h2 id="article-events">{t('article.relatedEvents')}</h2>
          <ul className="article__events">
            {article.relatedEvents.map((event) => (
              <li key={event.id}>
                <a href={pathFor('eventDetail', locale, { slug: event.slug, id: event.id })}>{event.title}</a>
                <span className="article__event-date">
                  <time dateTime={event.dateStart}>
                    {formatDayHeading(berlinDayOf(event.dateStart), locale)}, {formatTime(event.dateStart, locale)}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {article.relatedPersons.length > 0 ? (
        <section className="article__related-section" aria-labelledby="article-persons">
          <h2 id="article-persons">{t('article.relatedPersons')}</h2>
          <ul className="article__persons">
            {article.relatedPersons.map((person) => (
              <li key={person.id}>
                <a href={pathFor('ensembleDetail', locale, { slug: person.slug, id: person.id })}>{person.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}

function ArticleView({ id, locale }: { id: string; locale: Locale }) {
  const t = useT();
  const { origin } = useBoot();
  const { data } = useSuspenseQuery(MagazineArticleDocument, { variables: { locale: toGraphQLLocale(locale), id } });
  const article = data.article;
  // Gone since the page was decided (an edit in the upstream): the page says so like a 404 would.
  if (!article) {
    return (
      <p role="alert">
        {t('errors.notFoundTitle')} <a href={pathFor('magazine', locale)}>{t('article.backToMagazine')}</a>
      </p>
    );
  }
  const path = pathFor('magazineArticle', locale, { slug: article.slug, id: article.id });
  const categoryPath = pathFor('magazineCategory', locale, { category: article.category.slug, id: article.category.id });
  const jsonLd = articleJsonLd(
    {
      title: article.title,
      teaserText: article.teaserText,
      author: article.author,
      date: article.date,
      modifiedAt: article.modifiedAt,
      imageUrl: article.image?.large ?? article.image?.small ?? null,
      categoryName: article.category.name,
      tagNames: article.tags.map((tag) => tag.name),
      path,
    },
    locale,
    origin,
  );
  return (
    <article className="article" aria-labelledby="article-title">
      <header className="page-header article__header">
        <Breadcrumbs
          items={[
            { label: t('breadcrumbs.home'), path: pathFor('home', locale) },
            { label: t('magazine.title'), path: pathFor('magazine', locale) },
            { label: article.category.name, path: categoryPath },
            { label: article.title },
          ]}
        />
        <MagazineHeadline locale={locale} start={false} />
        <p className="article__category">
          <a href={categoryPath}>{article.category.name}</a>
        </p>
        <h1 id="article-title">{article.title}</h1>
        {article.teaserText ? <p className="article__lead">{article.teaserText}</p> : null}
        <p className="article__meta">
          {article.author ? <span className="article__author">{t('article.by', { author: article.author })}</span> : null}
          <span>
            {t('article.published')} <time dateTime={article.date}>{formatDayHeading(article.date, locale)}</time>
          </span>
        </p>
      </header>
      {article.image ? (
        // The page's LCP element. Its slot (magazine.css): the article's 48rem column, or the window
        // less the main area's padding below that.
        <ResponsivePicture
          className="article__image"
          image={article.image}
          sizes="(min-width: 50em) 48rem, calc(100vw - 2rem)"
          width={1280}
          height={720}
          priority
        />
      ) : null}
      {article.body && article.body.length > 0 ? <RichText className="article__body" document={article.body} /> : null}
      {article.tags.length > 0 ? (
        <section className="article__tags" aria-labelledby="article-tags">
          <h2 id="article-tags">{t('article.tags')}</h2>
          <ul className="magazine-tags">
            {article.tags.map((tag) => (
              <li key={tag.id}>
                <a className="magazine-tags__link" href={pathFor('magazineTag', locale, { tag: tag.slug, id: tag.id })}>
                  #{tag.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Related article={article} locale={locale} />
      <p className="article__back">
        <a href={pathFor('magazine', locale)}>{t('article.backToMagazine')}</a>
      </p>
      <JsonLd data={jsonLd} />
    </article>
  );
}

export function ArticleScreen({ page }: ScreenProps) {
  const t = useT();
  const id = page.route?.params.id ?? '';
  return (
    <RetryableArea
      resetKey={id}
      callKind="articleCall"
      message={t('article.loadError')}
      retryLabel={t('article.retry')}
      placeholder={<PagePlaceholder />}
    >
      <ArticleView id={id} locale={page.locale} />
    </RetryableArea>
  );
}
