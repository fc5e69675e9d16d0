// The results of one search (spec 000 §7): the overview with both categories' first hits and
// counts, or one category a page at a time (10 hits, page links). Suspends until they arrive.
import { hasErrorCode } from '../../data/GraphQLErrors';
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useId } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { SEARCH_OVERVIEW_HITS, SEARCH_PAGE_SIZE } from '../../../shared/searchConstants';
import { searchPath } from '../../../shared/searchPath';
import { SEARCH_CATEGORIES, type SearchCategory } from '../../../shared/searchRoute';
import { SearchResultsDocument } from '../../generated/documents/SearchResultsDocument';
import type { SearchResultsQuery, SearchResultsQueryVariables } from '../../generated/operations';
import { useT } from '../../i18n';
import { SearchHitList } from './SearchHitList';
import { SearchPagination } from './SearchPagination';
import { pageCount } from '../../components/pageLinks';

export interface SearchResultsProps {
  locale: Locale;
  query: string;
  category: SearchCategory | null;
  page: number;
  attempt: number;
}

type HitPage = SearchResultsQuery['searchEvents'];

function variablesFor(locale: Locale, query: string, category: SearchCategory | null, page: number): SearchResultsQueryVariables {
  const base = { locale: toGraphQLLocale(locale), query };
  switch (category) {
    case null:
      return { ...base, eventsPage: 1, eventsPageSize: SEARCH_OVERVIEW_HITS, othersPage: 1, othersPageSize: SEARCH_OVERVIEW_HITS };
    // The other category is asked for one hit only: its count.
    case 'events':
      return { ...base, eventsPage: page, eventsPageSize: SEARCH_PAGE_SIZE, othersPage: 1, othersPageSize: 1 };
    case 'others':
      return { ...base, eventsPage: 1, eventsPageSize: 1, othersPage: page, othersPageSize: SEARCH_PAGE_SIZE };
    default:
      return category satisfies never;
  }
}

/** The upstream answers a page beyond the last as not found (src/cms/README.md "Search"). */
function isPageNotFound(error: unknown): boolean {
  return hasErrorCode(error, 'NOT_FOUND');
}

function hitsOf(data: SearchResultsQuery, category: SearchCategory): HitPage {
  return category === 'events' ? data.searchEvents : data.searchOthers;
}

function CategoryNav({
  locale,
  query,
  current,
  data,
}: {
  locale: Locale;
  query: string;
  current: SearchCategory | null;
  data: SearchResultsQuery | null;
}) {
  const t = useT();
  return (
    <nav className="search-categories" aria-label={t('search.categoriesLabel')}>
      <ul>
        <li>
          <a href={searchPath(locale, query)} aria-current={current === null ? 'page' : undefined}>
            {t('search.all')}
          </a>
        </li>
        {SEARCH_CATEGORIES.map((category) => {
          const name = t(`search.category.${category}`);
          return (
            <li key={category}>
              <a href={searchPath(locale, query, category)} aria-current={current === category ? 'page' : undefined}>
                {data ? t('search.categoryWithCount', { category: name, count: hitsOf(data, category).totalCount }) : name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function NoResults({ query }: { query: string }) {
  const t = useT();
  return (
    <div className="search-empty">
      <p className="search-empty__title">{t('search.noResultsTitle', { query })}</p>
      <p>{t('search.noResultsHint')}</p>
    </div>
  );
}

function OverviewSection({ locale, query, category, hits }: { locale: Locale; query: string; category: SearchCategory; hits: HitPage }) {
  const t = useT();
  const headingId = useId();
  const name = t(`search.category.${category}`);
  return (
    <section className="search-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-section__heading">
        {name} <span className="search-section__count">{t('search.resultCount', { count: hits.totalCount })}</span>
      </h2>
      {hits.totalCount === 0 ? (
        <p className="search-section__empty">{t('search.categoryEmpty')}</p>
      ) : (
        <>
          <SearchHitList hits={hits.items} locale={locale} start={1} />
          {hits.totalCount > hits.items.length ? (
            <p>
              <a className="button button--secondary" href={searchPath(locale, query, category)}>
                {t('search.showAll', { count: hits.totalCount, category: name })}
              </a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

export function SearchResults({ locale, query, category, page, attempt }: SearchResultsProps) {
  const t = useT();
  const { data, error } = useSuspenseQuery(SearchResultsDocument, {
    variables: variablesFor(locale, query, category, page),
    // A page beyond the last is an answer to show, not a failure to report.
    errorPolicy: 'all',
    // A new key after a failure makes a fresh request instead of re-throwing the old error.
    queryKey: ['search', attempt],
  });

  if (error || !data) {
    if (category !== null && page > 1 && isPageNotFound(error)) {
      return (
        <div className="search-results">
          <CategoryNav locale={locale} query={query} current={category} data={null} />
          <div className="search-empty">
            <p className="search-empty__title">{t('search.beyondLast')}</p>
            <p>
              <a href={searchPath(locale, query, category, 1)}>{t('search.toFirstPage')}</a>
            </p>
          </div>
        </div>
      );
    }
    // Anything else is a failure: the screen's boundary reports it and offers a retry.
    throw error ?? new Error('search answered without data');
  }

  const nothing = data.searchEvents.totalCount + data.searchOthers.totalCount === 0;
  if (category === null) {
    return (
      <div className="search-results">
        <CategoryNav locale={locale} query={query} current={null} data={data} />
        {nothing ? (
          <NoResults query={query} />
        ) : (
          SEARCH_CATEGORIES.map((entry) => (
            <OverviewSection key={entry} locale={locale} query={query} category={entry} hits={hitsOf(data, entry)} />
          ))
        )}
      </div>
    );
  }

  const hits = hitsOf(data, category);
  const pages = pageCount(hits.totalCount, SEARCH_PAGE_SIZE);
  return (
    <div className="search-results">
      <CategoryNav locale={locale} query={query} current={category} data={data} />
      {nothing ? (
        <NoResults query={query} />
      ) : (
        <section className="search-section" aria-labelledby="search-category-heading">
          <h2 id="search-category-heading" className="search-section__heading">
            {t(`search.category.${category}`)}{' '}
            <span className="search-section__count">{t('search.resultCount', { count: hits.totalCount })}</span>
          </h2>
          {hits.totalCount === 0 ? (
            <p className="search-section__empty">{t('search.categoryEmpty')}</p>
          ) : (
            <>
              <p className="search-section__page">{t('search.pageOf', { page: hits.page, pages })}</p>
              <SearchHitList hits={hits.items} locale={locale} start={(hits.page - 1) * SEARCH_PAGE_SIZE + 1} />
              <SearchPagination locale={locale} query={query} category={category} page={hits.page} pages={pages} />
            </>
          )}
        </section>
      )}
    </div>
  );
}
