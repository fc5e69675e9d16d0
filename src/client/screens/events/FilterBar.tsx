// The filters of the event overview (spec 001 §2 "Filters"): one dropdown per filter key,
// a date field, and the chips of the current selection.
import { useSuspenseQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n';
import { EVENT_FILTER_KEYS, type EventFilterKey } from '../../../shared/constants';
import { formatShortDate } from '../../../shared/intlDates';
import { activeFilterCount, type EventQuery } from '../../../shared/eventQuery';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { FilterDropdown } from './FilterDropdown';
import { FILTER_OPTIONS_QUERY, type FilterOptionData, type FilterOptionsData } from './operations';

const OPTION_FIELD: Record<EventFilterKey, keyof FilterOptionsData['eventFilterOptions']> = {
  room: 'rooms',
  type: 'types',
  tag: 'tags',
  series: 'series',
  genre: 'genres',
};

export interface FilterBarProps {
  locale: Locale;
  query: EventQuery;
  today: string;
  onChange: (query: EventQuery) => void;
}

export function FilterBar({ locale, query, today, onChange }: FilterBarProps) {
  const t = useT();
  const { data } = useSuspenseQuery(FILTER_OPTIONS_QUERY, { variables: { locale: toGraphQLLocale(locale) } });
  const [openKey, setOpenKey] = useState<EventFilterKey | null>(null);
  const options = (key: EventFilterKey): FilterOptionData[] => data.eventFilterOptions[OPTION_FIELD[key]];

  const setFilter = (key: EventFilterKey, id: string | undefined) => {
    const filter = { ...query.filter };
    if (id) filter[key] = id;
    else delete filter[key];
    onChange({ ...query, filter });
  };
  const toggle = useCallback((key: EventFilterKey, open: boolean) => setOpenKey(open ? key : null), []);

  const chips = EVENT_FILTER_KEYS.flatMap((key) => {
    const id = query.filter[key];
    if (!id) return [];
    const name = options(key).find((option) => option.id === id)?.name ?? id;
    return [{ key, label: t('events.filterSelected', { filter: t(`events.filter.${key}`), value: name }) }];
  });
  const dateChosen = query.date !== null && query.date !== today;
  // spec 001 §2: a 'Reset filter' chip when several filters are active, or one plus a date.
  const showReset = activeFilterCount(query.filter) + (dateChosen ? 1 : 0) >= 2;

  return (
    <section className="filter-bar" aria-labelledby="filter-heading">
      <h2 className="visually-hidden" id="filter-heading">
        {t('events.filtersHeading')}
      </h2>
      <div className="filter-bar__controls">
        {EVENT_FILTER_KEYS.map((key) => (
          <FilterDropdown
            key={key}
            label={t(`events.filter.${key}`)}
            options={options(key)}
            selected={query.filter[key]}
            open={openKey === key}
            onToggle={(open) => toggle(key, open)}
            onChoose={(id) => setFilter(key, id)}
          />
        ))}
        <label className="filter-bar__date">
          <span>{t('events.calendar')}</span>
          <input
            type="date"
            min={today}
            value={query.date ?? today}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (/^\d{4}-\d{2}-\d{2}$/.test(value)) onChange({ ...query, date: value === today ? null : value });
            }}
          />
        </label>
      </div>
      {chips.length > 0 || dateChosen ? (
        <ul className="filter-chips" aria-label={t('events.activeFilters')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" className="chip" onClick={() => setFilter(chip.key, undefined)} aria-label={t('events.removeFilter', { name: chip.label })}>
                {chip.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {dateChosen && query.date ? (
            <li>
              <button
                type="button"
                className="chip"
                onClick={() => onChange({ ...query, date: null })}
                aria-label={t('events.removeFilter', { name: t('events.dateChip', { date: formatShortDate(query.date, locale) }) })}
              >
                {t('events.dateChip', { date: formatShortDate(query.date, locale) })} <span aria-hidden="true">×</span>
              </button>
            </li>
          ) : null}
          {showReset ? (
            <li>
              <button type="button" className="chip chip--reset" onClick={() => onChange({ filter: {}, date: null })}>
                {t('events.resetFilters')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
