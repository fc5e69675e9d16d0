// A page of articles (spec 001 §2 "Magazine": article list pages, page number from 1) with links
// to the other pages (the page in the URL: ?page=n, page 1 without it). A page beyond the last is
// said so, with a link to the first (status 200, as the search's pages).
import { hasErrorCode } from '../../data/GraphQLErrors';
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { MAGAZINE_PAGE_SIZE } from '../../../shared/magazine/magazinePageNumber';
import { magazinePagePath, type MagazineListRoute } from '../../../shared/magazine/magazineQuery';
import type { RouteParams } from '../../../shared/routes';
import { MagazineArticlesDocument } from '../../generated/documents/MagazineArticlesDocument';
import type { ArticleFilterInput } from '../../generated/operations';
import { useT } from '../../i18n';
import { pageCount } from '../../components/pageLinks';
import { Pagination } from '../../components/Pagination';
import { ArticleCard } from './ArticleCard';

export interface ArticleListProps {
  locale: Locale;
  route: MagazineListRoute;
  params: RouteParams;
  filter: ArticleFilterInput;
  page: number;
  attempt: number;
}

function isPageNotFound(error: unknown): boolean {
  return hasErrorCode(error, 'NOT_FOUND');
}

const PAGINATION_TEXTS = {
  label: 'magazine.pagination',
  previous: 'magazine.previous',
  next: 'magazine.next',
  page: 'magazine.page',
} as const;

export function ArticleList({ locale, route, params, filter, page, attempt }: ArticleListProps) {
  const t = useT();
  const { data, error } = useSuspenseQuery(MagazineArticlesDocument, {
    variables: { locale: toGraphQLLocale(locale), filter, page, pageSize: MAGAZINE_PAGE_SIZE },
    // A page beyond the last is an answer to show, not a failure to report.
    errorPolicy: 'all',
    // A new key after a failure makes a fresh request instead of re-throwing the old error.
    queryKey: ['magazine', attempt],
  });
  if (error || !data) {
    if (page > 1 && isPageNotFound(error)) {
      return (
        <div className="magazine-list magazine-list--empty">
          <p className="magazine-list__empty">{t('magazine.beyondLast')}</p>
          <p>
            <a href={magazinePagePath(route, locale, params, 1)}>{t('magazine.toFirstPage')}</a>
          </p>
        </div>
      );
    }
    // Anything else is a failure: the screen's boundary reports it and offers a retry.
    throw error ?? new Error('magazine list answered without data');
  }
  const { items, totalCount } = data.articles;
  return (
    <section className="magazine-list" aria-labelledby="magazine-list-heading">
      <h2 className="visually-hidden" id="magazine-list-heading">
        {t('magazine.articlesHeading')}
      </h2>
      {items.length === 0 ? (
        <p className="magazine-list__empty">{t('magazine.empty')}</p>
      ) : (
        <>
          <p className="magazine-list__count">{t('magazine.count', { count: totalCount })}</p>
          <ul className="magazine-list__items">
            {items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} locale={locale} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination
        className="magazine-pagination"
        page={page}
        pages={pageCount(totalCount, MAGAZINE_PAGE_SIZE)}
        href={(target) => magazinePagePath(route, locale, params, target)}
        texts={PAGINATION_TEXTS}
      />
    </section>
  );
}
