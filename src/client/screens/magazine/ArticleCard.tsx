// One article of a magazine list: picture, category, title (the link to its page), teaser, date
// and author (spec 001 §2 "Magazine").
import { formatDayHeading } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import type { MagazineArticlesQuery } from '../../generated/operations';
import { useT } from '../../i18n';

export type ArticleItem = MagazineArticlesQuery['articles']['items'][number];

export function ArticleCard({ article, locale }: { article: ArticleItem; locale: Locale }) {
  const t = useT();
  const titleId = `article-card-${article.id}`;
  return (
    <article className="article-card" aria-labelledby={titleId}>
      {article.image ? (
        <ResponsivePicture
          className="article-card__image"
          image={article.image}
          sizes="(min-width: 64em) 36rem, (min-width: 40em) 50vw, 100vw"
          width={640}
          height={360}
        />
      ) : null}
      <div className="article-card__body">
        <p className="article-card__category">{article.category.name}</p>
        <h2 className="article-card__title" id={titleId}>
          <a href={pathFor('magazineArticle', locale, { slug: article.slug, id: article.id })}>{article.title}</a>
        </h2>
        {article.teaserText ? <p className="article-card__teaser">{article.teaserText}</p> : null}
        <p className="article-card__meta">
          <time dateTime={article.date}>{formatDayHeading(article.date, locale)}</time>
          {article.author ? <span> · {t('article.by', { author: article.author })}</span> : null}
        </p>
      </div>
    </article>
  );
}
