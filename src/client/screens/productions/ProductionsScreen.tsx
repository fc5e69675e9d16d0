// The production list (spec 001 §2 "Productions", §4 "Event and production lists"): filters and
// paging in the query string, replaced on every change; a change of filter or date resets the
// list to page 1, a later page is appended (the list asks pages 1 to n at once, so a URL with
// page=n shows the same list after a reload or a shared link).
import { Suspense, useEffect, useMemo, useTransition } from 'react';
import { FILTER_RESET_SCROLL_SECONDS } from '../../../shared/constants';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import {
  PRODUCTIONS_PAGE_SIZE,
  PRODUCTION_FILTER_KEYS,
  activeProductionFilterCount,
  buildProductionSearch,
  nextProductionQuery,
  parseProductionQuery,
  type ProductionQuery,
} from '../../../shared/productions/productionQuery';
import { pathFor } from '../../../shared/routes';
import { useBoot } from '../../BootContext';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { ErrorBoundary } from '../../ErrorBoundary';
import type { ProductionFilterInput, ProductionListQueryVariables } from '../../generated/operations';
import { useT } from '../../i18n';
import { useAppLocation } from '../../navigation/LocationContext';
import { reportError } from '../../reportError';
import { scrollToTop } from '../../scrollToTop';
import type { ScreenProps } from '../screenProps';
import { ProductionFilters } from './ProductionFilters';
import { ProductionList } from './ProductionList';
import { ProductionListSkeleton } from './ProductionListSkeleton';

const DEFAULT_QUERY: ProductionQuery = { filter: {}, date: null, page: 1 };

export function ProductionsScreen({ page }: ScreenProps) {
  const t = useT();
  const boot = useBoot();
  const { search, replaceSearch } = useAppLocation();
  const [loadingMore, startLoadingMore] = useTransition();
  const locale = page.locale;

  const decision = useMemo(() => parseProductionQuery(new URLSearchParams(search)), [search]);
  const query = decision.ok ? decision.query : DEFAULT_QUERY;
  // spec 001 §2, §8: an invalid parameter is reported (the server reports those it is sent).
  useEffect(() => {
    if (!decision.ok)
      reportError('invalidFilterParameters', `invalid production parameters: ${decision.problems.join('; ')}`, boot.requestId);
  }, [decision, boot.requestId]);

  const variables = useMemo<ProductionListQueryVariables>(() => {
    const filter: ProductionFilterInput = {};
    if (query.filter.season) filter.season = query.filter.season;
    if (query.filter.exhibition_type) filter.exhibitionType = query.filter.exhibition_type;
    if (query.filter.tag) filter.tag = query.filter.tag;
    return { locale: toGraphQLLocale(locale), filter, from: query.date, pageSize: query.page * PRODUCTIONS_PAGE_SIZE };
  }, [locale, query.filter.season, query.filter.exhibition_type, query.filter.tag, query.date, query.page]);
  // The list starts again (skeleton, error boundary) on a new selection, not on a new page.
  const selectionKey = `${PRODUCTION_FILTER_KEYS.map((key) => query.filter[key] ?? '').join('|')}|${query.date ?? ''}`;

  const changeSelection = (change: { filter: ProductionQuery['filter']; date: string | null }) => {
    replaceSearch(buildProductionSearch(nextProductionQuery(query, change)));
    scrollToTop(FILTER_RESET_SCROLL_SECONDS);
  };
  const loadMore = (next: number) => {
    const target = nextProductionQuery(query, { page: next });
    if (target === query || loadingMore) return;
    // In a transition: the cards already shown stay while the longer list loads.
    startLoadingMore(() => replaceSearch(buildProductionSearch(target)));
  };

  return (
    <div className="productions-screen">
      <div className="page-header">
        <Breadcrumbs items={[{ label: t('breadcrumbs.home'), path: pathFor('home', locale) }, { label: t('productions.title') }]} />
        <h1>{t('productions.title')}</h1>
        <p className="page-header__intro">{t('productions.intro')}</p>
      </div>
      <Suspense fallback={<div className="production-filters production-filters--loading" aria-hidden="true" />}>
        <ErrorBoundary callKind="optionsCall" fallback={() => null}>
          <ProductionFilters locale={locale} query={query} onChange={changeSelection} />
        </ErrorBoundary>
      </Suspense>
      <RetryableArea
        resetKey={selectionKey}
        callKind="eventCall"
        message={t('productions.loadError')}
        retryLabel={t('productions.retry')}
        placeholder={<ProductionListSkeleton />}
      >
        {(attempt) => (
          <ProductionList
            locale={locale}
            variables={variables}
            page={query.page}
            attempt={attempt}
            filterActive={activeProductionFilterCount(query) > 0}
            loadingMore={loadingMore}
            onLoadMore={loadMore}
            onReset={() => changeSelection({ filter: {}, date: null })}
          />
        )}
      </RetryableArea>
    </div>
  );
}
