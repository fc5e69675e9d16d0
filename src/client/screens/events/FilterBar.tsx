// The filters of the event overview (spec 001 §2 "Filters"): one dropdown per filter key and the
// calendar of available dates, in a bar on wide screens; below the 64em breakpoint (where the
// site's header turns into the burger too) the buttons 'Kalender' and 'Filter' open them in a
// modal dialog. The chips of the current selection stay on the page in both layouts.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { EVENT_FILTER_KEYS, type EventFilterKey } from '../../../shared/constants';
import { activeFilterCount, type EventQuery } from '../../../shared/eventQuery';
import { formatShortDate } from '../../../shared/dateFormats';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { LazyCalendarGrid, preloadCalendar } from './LazyCalendarGrid';
import { DatePicker } from './DatePicker';
import { FilterChips, type FilterChip } from './FilterChips';
import { FilterDropdown } from './FilterDropdown';
import { FilterModal } from './FilterModal';
import { FILTER_OPTIONS_QUERY, type FilterOptionData, type FilterOptionsData } from './operations';

const OPTION_FIELD: Record<EventFilterKey, keyof FilterOptionsData['eventFilterOptions']> = {
  room: 'rooms',
  type: 'types',
  tag: 'tags',
  series: 'series',
  genre: 'genres',
};

type ModalContent = 'calendar' | 'filter';

export interface FilterBarProps {
  locale: Locale;
  query: EventQuery;
  today: string;
  onChange: (query: EventQuery) => void;
}

export function FilterBar({ locale, query, today, onChange }: FilterBarProps) {
  const t = useT();
  const { data } = useSuspenseQuery(FILTER_OPTIONS_QUERY, { variables: { locale: toGraphQLLocale(locale) } });
  // Which dropdown (or the calendar) of the bar is open, and which of the modal's: one at a time.
  const [openKey, setOpenKey] = useState<EventFilterKey | 'date' | null>(null);
  const [modalKey, setModalKey] = useState<EventFilterKey | null>(null);
  // What the modal holds stays when it closes: the focus goes back to the button that opened it.
  const [modalContent, setModalContent] = useState<ModalContent>('filter');
  const [modalOpen, setModalOpen] = useState(false);
  const calendarOpener = useRef<HTMLButtonElement>(null);
  const filterOpener = useRef<HTMLButtonElement>(null);
  const modalBody = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  // A removed chip takes its button away: the focus goes on to the first chip left, or to the first
  // filter control when no chip is left, instead of falling back to the document.
  const chipRemoved = useRef(false);
  useEffect(() => {
    if (!chipRemoved.current || !section.current) return;
    chipRemoved.current = false;
    const visible = Array.from(section.current.querySelectorAll<HTMLElement>('.filter-chips button, .filter-bar__mobile button, .filter-bar__controls button'));
    visible.find((element) => element.getClientRects().length > 0)?.focus();
  });
  const afterChip = (change: () => void) => {
    chipRemoved.current = true;
    change();
  };
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
  const toggleInModal = useCallback((key: EventFilterKey, open: boolean) => setModalKey(open ? key : null), []);
  const openModal = (content: ModalContent) => {
    setModalContent(content);
    setModalOpen(true);
  };
  const closeModal = useCallback(() => {
    setModalOpen(false);
    setModalKey(null);
  }, []);
  const focusInModal = useCallback(
    () => modalBody.current?.querySelector<HTMLElement>('.calendar__day[tabindex="0"], .filter-dropdown__button') ?? null,
    [],
  );

  const dropdowns = (inModal: boolean) =>
    EVENT_FILTER_KEYS.map((key) => (
      <FilterDropdown
        key={key}
        label={t(`events.filter.${key}`)}
        options={options(key)}
        selected={query.filter[key]}
        open={inModal ? modalKey === key : openKey === key}
        onToggle={(open) => (inModal ? toggleInModal(key, open) : toggle(key, open))}
        onChoose={(id) => setFilter(key, id)}
      />
    ));

  const chips: FilterChip[] = EVENT_FILTER_KEYS.flatMap((key) => {
    const id = query.filter[key];
    if (!id) return [];
    const name = options(key).find((option) => option.id === id)?.name ?? id;
    return [{ key, label: t('events.filterSelected', { filter: t(`events.filter.${key}`), value: name }) }];
  });
  const filterCount = activeFilterCount(query.filter);
  const dated = query.date !== null && query.date !== today;

  return (
    <section ref={section} className="filter-bar" aria-labelledby="filter-heading">
      <h2 className="visually-hidden" id="filter-heading">
        {t('events.filtersHeading')}
      </h2>
      <div className="filter-bar__mobile">
        <button
          ref={calendarOpener}
          type="button"
          className="filter-bar__opener"
          aria-haspopup="dialog"
          onClick={() => openModal('calendar')}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
        >
          <span className="date-picker__icon" aria-hidden="true" />
          {dated && query.date ? (
            // The button is narrow on a phone: the date alone shows, the name says what it is.
            <>
              <span className="visually-hidden">{`${t('events.filterTools.calendar')}: `}</span>
              {t('events.dateChip', { date: formatShortDate(query.date, locale) })}
            </>
          ) : (
            t('events.filterTools.calendar')
          )}
        </button>
        <button ref={filterOpener} type="button" className="filter-bar__opener" aria-haspopup="dialog" onClick={() => openModal('filter')}>
          <span className="filter-bar__opener-icon" aria-hidden="true" />
          {t('events.filterTools.filter')}
          {filterCount > 0 ? (
            <>
              <span className="filter-bar__count" aria-hidden="true">
                {filterCount}
              </span>
              <span className="visually-hidden">{`, ${t('events.filterTools.filterCount', { count: filterCount })}`}</span>
            </>
          ) : null}
        </button>
      </div>
      <div className="filter-bar__controls">
        {dropdowns(false)}
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
      <FilterModal
        open={modalOpen}
        title={modalContent === 'calendar' ? t('events.filterTools.calendarDialog') : t('events.filterTools.filterDialog')}
        onClose={closeModal}
        opener={modalContent === 'calendar' ? calendarOpener : filterOpener}
        initialFocus={focusInModal}
      >
        <div ref={modalBody} className={`filter-modal__content filter-modal__content--${modalContent}`}>
          {modalContent === 'calendar' ? (
            <LazyCalendarGrid
              locale={locale}
              today={today}
              value={query.date}
              filter={query.filter}
              // The grid's chunk may arrive after the dialog has opened (and focused its close
              // button): the grid then takes the focus to its day itself. Mounted with the dialog,
              // the dialog's own initial focus lands on the same day.
              focusDayOnMount
              onChoose={(day) => {
                setDate(day);
                closeModal();
              }}
            />
          ) : (
            dropdowns(true)
          )}
        </div>
      </FilterModal>
      <FilterChips
        chips={chips}
        date={dated && query.date ? formatShortDate(query.date, locale) : null}
        // spec 001 §2: a 'Reset filter' chip when several filters are active, or one plus a date.
        showReset={filterCount + (dated ? 1 : 0) >= 2}
        onRemove={(key) => afterChip(() => setFilter(key, undefined))}
        onRemoveDate={() => afterChip(() => onChange({ ...query, date: null }))}
        onReset={() => afterChip(() => onChange({ filter: {}, date: null }))}
      />
    </section>
  );
}
