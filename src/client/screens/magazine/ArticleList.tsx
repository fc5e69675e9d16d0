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
import { pageCount, pageLinks } from '../search/pageLinks';
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

function Pagination({ locale, route, params, page, pages }: { locale: Locale; route: MagazineListRoute; params: RouteParams; page: number; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  const href = (target: number) => magazinePagePath(route, locale, params, target);
  return (
    <nav className="magazine-pagination search-pagination" aria-label={t('magazine.pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <a className="search-pagination__step" rel="prev" href={href(page - 1)}>
              {t('magazine.previous')}
            </a>
          </li>
        ) : null}
        {pageLinks(page, pages).map((link) =>
          link.kind === 'gap' ? (
            <li key={`gap-${link.after}`} className="search-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <a
                className="search-pagination__page"
                href={href(link.page)}
                aria-label={t('magazine.page', { page: link.page })}
                aria-current={link.page === page ? 'page' : undefined}
              >
                {link.page}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a className="search-pagination__step" rel="next" href={href(page + 1)}>
              {t('magazine.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

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
      <Pagination locale={locale} route={route} params={params} page={page} pages={pageCount(totalCount, MAGAZINE_PAGE_SIZE)} />
    </section>
  );
}
