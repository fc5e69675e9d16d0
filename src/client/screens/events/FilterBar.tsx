// The filters of the event overview (spec 001 §2 "Filters"): one dropdown per filter key and the
// calendar of available dates, in a bar on wide screens; below the 64em breakpoint (where the
// site's header turns into the burger too) the buttons 'Kalender' and 'Filter' open them in a
// modal dialog. The chips of the current selection stay on the page in both layouts.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useCallback, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { EVENT_FILTER_KEYS, type EventFilterKey } from '../../../shared/constants';
import { activeFilterCount, type EventQuery } from '../../../shared/eventQuery';
import { formatShortDate } from '../../../shared/dateFormats';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { DatePicker } from './DatePicker';
import { FilterChips, type FilterChip } from './FilterChips';
import { FilterDialog, type FilterDialogContent } from './FilterDialog';
import { FilterDropdowns } from './FilterDropdowns';
import { FilterOpeners } from './FilterOpeners';
import { FILTER_OPTIONS_QUERY, type FilterOptionData, type FilterOptionsData } from './operations';
import { useFocusAfterChipRemoval } from './useFocusAfterChipRemoval';

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
  // Which dropdown (or the calendar) of the bar is open: one at a time.
  const [openKey, setOpenKey] = useState<EventFilterKey | 'date' | null>(null);
  // What the dialog holds stays when it closes: the focus goes back to the button that opened it.
  const [dialogContent, setDialogContent] = useState<FilterDialogContent>('filter');
  const [dialogOpen, setDialogOpen] = useState(false);
  const calendarOpener = useRef<HTMLButtonElement>(null);
  const filterOpener = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const afterChip = useFocusAfterChipRemoval(section);
  const options = (key: EventFilterKey): FilterOptionData[] => data.eventFilterOptions[OPTION_FIELD[key]];

  const setFilter = (key: EventFilterKey, id: string | undefined) => {
    const filter = { ...query.filter };
    if (id) filter[key] = id;
    else delete filter[key];
    onChange({ ...query, filter });
  };
  // spec 001 §2: choosing today clears the date (today is the default date filter).
  const setDate = (day: string) => {
    const date = day === today ? null : day;
    if (date !== query.date) onChange({ ...query, date });
  };
  const toggle = useCallback((key: EventFilterKey | 'date', open: boolean) => setOpenKey(open ? key : null), []);
  const openDialog = (content: FilterDialogContent) => {
    setDialogContent(content);
    setDialogOpen(true);
  };
  const closeDialog = useCallback(() => setDialogOpen(false), []);

  const chips: FilterChip[] = EVENT_FILTER_KEYS.flatMap((key) => {
    const id = query.filter[key];
    if (!id) return [];
    const name = options(key).find((option) => option.id === id)?.name ?? id;
    return [{ key, label: t('events.filterSelected', { filter: t(`events.filter.${key}`), value: name }) }];
  });
  const filterCount = activeFilterCount(query.filter);
  const shortDate = query.date !== null && query.date !== today ? formatShortDate(query.date, locale) : null;

  return (
    <section ref={section} className="filter-bar" aria-labelledby="filter-heading">
      <h2 className="visually-hidden" id="filter-heading">
        {t('events.filtersHeading')}
      </h2>
      <FilterOpeners
        calendarOpener={calendarOpener}
        filterOpener={filterOpener}
        dateLabel={shortDate === null ? null : t('events.dateChip', { date: shortDate })}
        filterCount={filterCount}
        onOpen={openDialog}
      />
      <div className="filter-bar__controls">
        <FilterDropdowns options={options} filter={query.filter} openKey={openKey} onToggle={toggle} onChoose={setFilter} />
        <DatePicker
          locale={locale}
          today={today}
          value={query.date}
          filter={query.filter}
          open={openKey === 'date'}
          onToggle={(open) => toggle('date', open)}
          onChoose={setDate}
        />
      </div>
      <FilterDialog
        open={dialogOpen}
        content={dialogContent}
        onClose={closeDialog}
        openers={{ calendar: calendarOpener, filter: filterOpener }}
        locale={locale}
        today={today}
        query={query}
        options={options}
        onDate={setDate}
        onFilter={setFilter}
      />
      <FilterChips
        chips={chips}
        date={shortDate}
        // spec 001 §2: a 'Reset filter' chip when several filters are active, or one plus a date.
        showReset={filterCount + (shortDate === null ? 0 : 1) >= 2}
        onRemove={(key) => afterChip(() => setFilter(key, undefined))}
        onRemoveDate={() => afterChip(() => onChange({ ...query, date: null }))}
        onReset={() => afterChip(() => onChange({ filter: {}, date: null }))}
      />
    </section>
  );
}
