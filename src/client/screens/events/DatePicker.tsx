// The calendar in the wide filter bar (spec 001 §2 "Filters"): a button that opens the calendar
// of available dates as a dialog beside it (WAI-ARIA APG "Date Picker Dialog"). Opening moves the
// focus to the chosen day (today by default); Tab stays inside; Escape, the close button and the
// choice of a day close it and give the focus back to the button; a click outside closes it too.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { formatShortDate } from '../../../shared/dateFormats';
import type { EventFilter } from '../../../shared/eventQuery';
import type { Locale } from '../../../shared/locales';
import { useT } from '../../i18n';
import { trapFocus } from '../../hooks/trapFocus';
import { usePointerOutside } from '../../hooks/usePointerOutside';
import { LazyCalendarGrid, preloadCalendar } from './LazyCalendarGrid';

export interface DatePickerProps {
  locale: Locale;
  today: string;
  value: string | null;
  filter: EventFilter;
  open: boolean;
  onToggle: (open: boolean) => void;
  onChoose: (isoDay: string) => void;
}

export function DatePicker({ locale, today, value, filter, open, onToggle, onChoose }: DatePickerProps) {
  const t = useT();
  const dialogId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const dated = value !== null && value !== today;
  usePointerOutside(root, open, () => onToggle(false));

  const close = () => {
    onToggle(false);
    button.current?.focus();
  };

  // A page that loses the wide layout while the dialog is open (a turned tablet) closes it: its
  // button is hidden there, and the focus would be left on nothing.
  useEffect(() => {
    if (!open || !root.current) return undefined;
    const element = root.current;
    const observer = new ResizeObserver(() => {
      if (element.getClientRects().length === 0) onToggle(false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, onToggle]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled here: a modal around the programme (the event overlay) must not close too.
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    trapFocus(event.currentTarget, event);
  };

  return (
    <div className={`date-picker${open ? ' date-picker--open' : ''}`} ref={root}>
      <button
        ref={button}
        type="button"
        className={`filter-dropdown__button${dated ? ' filter-dropdown__button--active' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => onToggle(!open)}
        onPointerEnter={preloadCalendar}
        onFocus={preloadCalendar}
      >
        <span className="date-picker__icon" aria-hidden="true" />
        {dated ? t('events.filterTools.calendarFrom', { date: formatShortDate(value, locale) }) : t('events.filterTools.calendar')}
        <span className="filter-dropdown__arrow" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      {open ? (
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and Tab anywhere inside the dialog; the dialog itself is no control
        <div
          className="date-picker__dialog"
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-label={t('events.filterTools.calendarDialog')}
          onKeyDown={onKeyDown}
        >
          <LazyCalendarGrid
            locale={locale}
            today={today}
            value={value}
            filter={filter}
            focusDayOnMount
            onChoose={(day) => {
              onChoose(day);
              close();
            }}
          />
          <button type="button" className="button button--secondary date-picker__close" onClick={close}>
            {t('events.filterTools.closeCalendar')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
