// The filter bar's dialog below the 64em breakpoint (spec 001 §2 "Filters"): the calendar of
// available dates or the filter dropdowns, whichever button opened it. Its title and its content
// stay when it closes: the focus goes back to the button that opened it.
import { useCallback, useRef, useState, type RefObject } from 'react';
import type { EventFilterKey } from '../../../shared/constants';
import type { EventQuery } from '../../../shared/eventQuery';
import type { Locale } from '../../../shared/locales';
import { useT } from '../../i18n';
import { FilterDropdowns } from './FilterDropdowns';
import { FilterModal } from './FilterModal';
import { LazyCalendarGrid } from './LazyCalendarGrid';
import type { FilterOptionData } from './operations';

export type FilterDialogContent = 'calendar' | 'filter';

export interface FilterDialogProps {
  open: boolean;
  content: FilterDialogContent;
  /** Must keep its identity (FilterModal's effects depend on it). */
  onClose: () => void;
  openers: Record<FilterDialogContent, RefObject<HTMLButtonElement | null>>;
  locale: Locale;
  today: string;
  query: EventQuery;
  options: (key: EventFilterKey) => FilterOptionData[];
  onDate: (day: string) => void;
  onFilter: (key: EventFilterKey, id: string | undefined) => void;
}

export function FilterDialog({ open, content, onClose, openers, locale, today, query, options, onDate, onFilter }: FilterDialogProps) {
  const t = useT();
  // Which of the dialog's dropdowns is open: one at a time, none after closing.
  const [openKey, setOpenKey] = useState<EventFilterKey | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    onClose();
    setOpenKey(null);
  }, [onClose]);
  const toggle = useCallback((key: EventFilterKey, opened: boolean) => setOpenKey(opened ? key : null), []);
  const initialFocus = useCallback(
    () => body.current?.querySelector<HTMLElement>('.calendar__day[tabindex="0"], .filter-dropdown__button') ?? null,
    [],
  );
  return (
    <FilterModal
      open={open}
      title={content === 'calendar' ? t('events.filterTools.calendarDialog') : t('events.filterTools.filterDialog')}
      onClose={close}
      opener={openers[content]}
      initialFocus={initialFocus}
    >
      <div ref={body} className={`filter-modal__content filter-modal__content--${content}`}>
        {content === 'calendar' ? (
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
              onDate(day);
              close();
            }}
          />
        ) : (
          <FilterDropdowns options={options} filter={query.filter} openKey={openKey} onToggle={toggle} onChoose={onFilter} />
        )}
      </div>
    </FilterModal>
  );
}
