// The production list's filters (spec 001 §2 "Productions"): season, exhibition type and tag as
// the programme's dropdowns (choosing the current option again clears it), and a 'from' date.
// One dropdown is open at a time.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useId, useState } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import {
  PRODUCTION_FILTER_KEYS,
  activeProductionFilterCount,
  type ProductionFilter,
  type ProductionFilterKey,
  type ProductionQuery,
} from '../../../shared/productions/productionQuery';
import { ProductionFilterOptionsDocument } from '../../generated/documents/ProductionFilterOptionsDocument';
import { useT } from '../../i18n';
import { FilterDropdown } from '../events/FilterDropdown';

export interface ProductionFiltersProps {
  locale: Locale;
  query: ProductionQuery;
  onChange: (change: { filter: ProductionFilter; date: string | null }) => void;
}

export function ProductionFilters({ locale, query, onChange }: ProductionFiltersProps) {
  const t = useT();
  const dateId = useId();
  const [open, setOpen] = useState<ProductionFilterKey | null>(null);
  const { data } = useSuspenseQuery(ProductionFilterOptionsDocument, { variables: { locale: toGraphQLLocale(locale) } });
  const options: Record<ProductionFilterKey, { id: string; name: string }[]> = {
    season: data.seasons,
    exhibition_type: data.eventFilterOptions.types,
    tag: data.productionTags,
  };
  const choose = (key: ProductionFilterKey, id: string | undefined) =>
    onChange({ filter: { ...query.filter, [key]: id }, date: query.date });
  return (
    <section className="production-filters" aria-label={t('productions.filtersHeading')}>
      {PRODUCTION_FILTER_KEYS.map((key) => (
        <FilterDropdown
          key={key}
          label={t(`productions.filter.${key}`)}
          options={options[key]}
          selected={query.filter[key]}
          open={open === key}
          onToggle={(next) => setOpen(next ? key : null)}
          onChoose={(id) => choose(key, id)}
        />
      ))}
      <div className="production-filters__date">
        <label htmlFor={dateId}>{t('productions.filter.date')}</label>
        <input
          id={dateId}
          type="date"
          value={query.date ?? ''}
          onChange={(event) => {
            // A half-typed date is no change: only a full day (or clearing it) reloads the list.
            const value = event.currentTarget.value;
            if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) onChange({ filter: query.filter, date: value || null });
          }}
        />
      </div>
      {activeProductionFilterCount(query) > 0 ? (
        <button
          type="button"
          className="button button--secondary production-filters__reset"
          onClick={() => onChange({ filter: {}, date: null })}
        >
          {t('productions.resetFilters')}
        </button>
      ) : null}
    </section>
  );
}
