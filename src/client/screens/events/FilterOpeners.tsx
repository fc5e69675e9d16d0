// Below the 64em breakpoint the filter bar is two buttons that open its dialog (spec 001 §2
// "Filters"): 'Kalender' (with the chosen date, when there is one) and 'Filter' (with how many
// filters are active). The calendar's chunk is asked for on the first sign of intent.
import type { Ref } from 'react';
import { useT } from '../../i18n';
import { preloadCalendar } from './LazyCalendarGrid';

export interface FilterOpenersProps {
  calendarOpener: Ref<HTMLButtonElement>;
  filterOpener: Ref<HTMLButtonElement>;
  /** The chosen date as the button shows it, or null for today (the default). */
  dateLabel: string | null;
  filterCount: number;
  onOpen: (content: 'calendar' | 'filter') => void;
}

export function FilterOpeners({ calendarOpener, filterOpener, dateLabel, filterCount, onOpen }: FilterOpenersProps) {
  const t = useT();
  return (
    <div className="filter-bar__mobile">
      <button
        ref={calendarOpener}
        type="button"
        className="filter-bar__opener"
        aria-haspopup="dialog"
        onClick={() => onOpen('calendar')}
        onPointerEnter={preloadCalendar}
        onFocus={preloadCalendar}
      >
        <span className="date-picker__icon" aria-hidden="true" />
        {dateLabel !== null ? (
          // The button is narrow on a phone: the date alone shows, the name says what it is.
          <>
            <span className="visually-hidden">{`${t('events.filterTools.calendar')}: `}</span>
            {dateLabel}
          </>
        ) : (
          t('events.filterTools.calendar')
        )}
      </button>
      <button ref={filterOpener} type="button" className="filter-bar__opener" aria-haspopup="dialog" onClick={() => onOpen('filter')}>
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
  );
}
