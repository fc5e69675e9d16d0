// The search screen /{lang}/search/{category?}/{page?}?q= (spec 000 §2 "Search", §7): the
// search form, and for a query its results, overview or one category a page at a time. The
// heading and the form are part of the shell; the results stream in behind a skeleton.
import { useMemo } from 'react';
import { matchRoute } from '../../../shared/routes';
import { MAX_SEARCH_QUERY_LENGTH } from '../../../shared/searchConstants';
import { parseSearchRoute, searchQueryOf } from '../../../shared/searchRoute';
import { useT } from '../../i18n';
import { SearchForm } from '../../layout/SearchForm';
import { useAppLocation } from '../../navigation/LocationContext';
import type { ScreenProps } from '../screenProps';
import { SearchResults } from './SearchResults';
import { SearchResultsSkeleton } from './SearchResultsSkeleton';
import { RetryableArea } from '../../components/RetryableArea';

export function SearchScreen({ page }: ScreenProps) {
  const t = useT();
  const { locale } = page;
  const { pathname, search } = useAppLocation();
  const query = searchQueryOf(search);
  // The server has refused anything else with a 404 (src/shared/decidePage.ts).
  const route = useMemo(() => parseSearchRoute(matchRoute(pathname)?.params ?? {}) ?? { category: null, page: 1 }, [pathname]);
  // The gateway counts the text as it searches it: whitespace collapsed (src/graphql/search).
  const tooLong = query.replace(/\s+/g, ' ').length > MAX_SEARCH_QUERY_LENGTH;

  let body;
  if (query === '') {
    body = <p className="search-hint">{t('search.emptyHint')}</p>;
  } else if (tooLong) {
    body = (
      <p className="search-hint search-hint--problem" role="alert">
        {t('search.queryTooLong', { max: MAX_SEARCH_QUERY_LENGTH })}
      </p>
    );
  } else {
    body = (
      <RetryableArea
        resetKey={`${pathname}?${search}`}
        callKind="searchCall"
        message={t('search.loadError')}
        retryLabel={t('search.retry')}
        placeholder={<SearchResultsSkeleton />}
      >
        {(attempt) => <SearchResults locale={locale} query={query} category={route.category} page={route.page} attempt={attempt} />}
      </RetryableArea>
    );
  }

  return (
    <div className="search-screen">
      <div className="page-header">
        <h1>{query ? t('search.titleWithQuery', { query }) : t('search.title')}</h1>
      </div>
      <SearchForm key={query} locale={locale} label={t('search.pageFormLabel')} variant="page" initialText={query} />
      {body}
    </div>
  );
}
