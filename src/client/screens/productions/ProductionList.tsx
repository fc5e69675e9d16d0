// The production cards of pages 1 to n (spec 001 §4: later pages are appended), 'load more' for
// the next page, and the empty result with 'Reset filters' (spec 001 §2).
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useRef } from 'react';
import type { Locale } from '../../../shared/locales';
import { MAX_PRODUCTIONS_PAGE } from '../../../shared/productions/productionQuery';
import { ProductionListDocument } from '../../generated/documents/ProductionListDocument';
import type { ProductionListQueryVariables } from '../../generated/operations';
import { useT } from '../../i18n';
import { ProductionCard } from './ProductionCard';

export interface ProductionListProps {
  locale: Locale;
  variables: ProductionListQueryVariables;
  page: number;
  attempt: number;
  filterActive: boolean;
  loadingMore: boolean;
  onLoadMore: (page: number) => void;
  onReset: () => void;
}

export function ProductionList({ locale, variables, page, attempt, filterActive, loadingMore, onLoadMore, onReset }: ProductionListProps) {
  const t = useT();
  const { data } = useSuspenseQuery(ProductionListDocument, { variables, queryKey: ['productions', attempt] });
  const list = useRef<HTMLOListElement>(null);
  const { items, totalCount, hasNextPage } = data.productions;

  if (items.length === 0) {
    return filterActive ? (
      <div className="production-list__empty" role="status">
        <p className="production-list__empty-title">{t('productions.emptyTitle')}</p>
        <p>{t('productions.emptyHint')}</p>
        <button type="button" className="button" onClick={onReset}>
          {t('productions.resetFilters')}
        </button>
      </div>
    ) : (
      <p className="production-list__empty" role="status">
        {t('productions.noProductions')}
      </p>
    );
  }

  return (
    <div className="production-list" aria-busy={loadingMore}>
      <ol className="production-list__items" ref={list} data-testid="production-list">
        {items.map((production) => (
          <li key={production.id}>
            <ProductionCard production={production} locale={locale} />
          </li>
        ))}
      </ol>
      <p className="production-list__count" role="status">
        {loadingMore ? t('productions.loadingMore') : t('productions.shown', { shown: items.length, total: totalCount })}
      </p>
      {hasNextPage && page < MAX_PRODUCTIONS_PAGE ? (
        <button type="button" className="button production-list__more" disabled={loadingMore} onClick={() => onLoadMore(page + 1)}>
          {t('productions.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
