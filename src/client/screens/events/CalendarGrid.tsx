// The calendar of available dates (spec 001 §2 "Filters", §7 calendar): one month as a grid of
// days, after the WAI-ARIA APG "Date Picker Dialog" pattern. The month's name is a live heading,
// two buttons change the month, and the grid is one tab stop whose arrow, Home, End, Page Up and
// Page Down keys move a roving focus (across months too); Enter or Space chooses the focused day.
// Days without events (for the active filters) and days before today are disabled but stay
// reachable, so the keyboard can cross them; today stays choosable (it clears the date). The
// chosen day is selected and today is the current date, for assistive technology as well as on
// screen. Month and day names come from Intl in the page's language, for calendar days (no
// clock, no time zone of the visitor).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatDayHeading } from '../../../shared/dateFormats';
import type { EventFilter } from '../../../shared/eventQuery';
import type { Locale } from '../../../shared/locales';
import { useT } from '../../i18n';
import { dayState, firstDayOf, isChoosable, monthGrid, monthOf, moveFocus, sameMonth, addMonths, type DayState } from './calendarMonth';
import { useAvailableDates } from './useAvailableDates';

const INTL_LOCALE: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };
// Calendar days are formatted as noon UTC in UTC: the day they name, whatever the zone.
const MONTH_TITLE: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat(INTL_LOCALE.de, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat(INTL_LOCALE.en, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
};
const WEEKDAY_SHORT: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat(INTL_LOCALE.de, { timeZone: 'UTC', weekday: 'short' }),
  en: new Intl.DateTimeFormat(INTL_LOCALE.en, { timeZone: 'UTC', weekday: 'short' }),
};
const WEEKDAY_LONG: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat(INTL_LOCALE.de, { timeZone: 'UTC', weekday: 'long' }),
  en: new Intl.DateTimeFormat(INTL_LOCALE.en, { timeZone: 'UTC', weekday: 'long' }),
};

function noonUtc(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day, 12));
  date.setUTCFullYear(year);
  return date;
}

/** Monday to Sunday: 2 to 8 January 2023 is such a week. */
const WEEK = ['2023-01-02', '2023-01-03', '2023-01-04', '2023-01-05', '2023-01-06', '2023-01-07', '2023-01-08'];

export interface CalendarGridProps {
  locale: Locale;
  /** Today in Berlin (YYYY-MM-DD): the earliest day that can be chosen. */
  today: string;
  /** The chosen day, or null for today (the default date filter). */
  value: string | null;
  /** The active filters: only days with matching events are offered. */
  filter: EventFilter;
  /** Focus the grid's day when it appears (the picker has just opened). */
  focusDayOnMount: boolean;
  onChoose: (isoDay: string) => void;
}

export function CalendarGrid({ locale, today, value, filter, focusDayOnMount, onChoose }: CalendarGridProps) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const earliest = firstDayOf(monthOf(today));
  const [focused, setFocused] = useState(() => (value && value >= earliest ? value : today));
  // Set when a key or a month button moved the day: the effect then moves the DOM focus, but
  // only from a key inside the grid (a month button keeps the focus, APG).
  const focusDay = useRef(focusDayOnMount);
  const shown = monthOf(focused);
  const { days, loading } = useAvailableDates(locale, filter, today, shown);
  const { year, month } = shown;
  const weeks = useMemo(() => monthGrid({ year, month }), [year, month]);

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const changeMonth = (months: number) => {
    const next = addMonths(focused, months);
    setFocused(next < earliest ? earliest : next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (isChoosable(dayState(day, today, days))) onChoose(day);
      return;
    }
    const next = moveFocus(day, event.key, event.shiftKey, earliest);
    if (next === null) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(next);
  };

  const stateText = (state: DayState): string | null => {
    switch (state) {
      case 'past':
        return t('events.filterTools.past');
      case 'noEvents':
      case 'today':
        return t('events.filterTools.noEvents');
      case 'available':
      case 'unknown':
        return null;
    }
  };

  const chosen = value ?? today;
  return (
    <div className="calendar">
      <div className="calendar__head">
        <button
          type="button"
          className="calendar__month-button"
          onClick={() => changeMonth(-1)}
          disabled={sameMonth(shown, monthOf(today))}
          aria-label={t('events.filterTools.previousMonth')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 className="calendar__title" id={headingId} aria-live="polite">
          {MONTH_TITLE[locale].format(noonUtc(firstDayOf(shown)))}
        </h3>
        <button
          type="button"
          className="calendar__month-button"
          onClick={() => changeMonth(1)}
          aria-label={t('events.filterTools.nextMonth')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- the APG date picker's grid: a table whose day cells take a roving focus */}
      <table ref={grid} className="calendar__grid" role="grid" aria-labelledby={headingId} aria-describedby={hintId} aria-busy={loading}>
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day} scope="col" abbr={WEEKDAY_LONG[locale].format(noonUtc(day))}>
                {WEEKDAY_SHORT[locale].format(noonUtc(day)).replace(/\.$/, '')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.day}>
              {week.map(({ day, inMonth }) => {
                // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- a place in the grid before or after the month: no day, nothing to name
                if (!inMonth) return <td key={day} className="calendar__day calendar__day--empty" />;
                const state = dayState(day, today, days);
                const choosable = isChoosable(state);
                const extra = [day === today ? t('events.filterTools.today') : null, stateText(state)].filter(Boolean).join(', ');
                return (
                  <td
                    key={day}
                    data-day={day}
                    data-state={state}
                    className={`calendar__day calendar__day--${state}${day === chosen ? ' calendar__day--chosen' : ''}${day === today ? ' calendar__day--current' : ''}`}
                    tabIndex={day === focused ? 0 : -1}
                    aria-selected={day === chosen}
                    aria-current={day === today ? 'date' : undefined}
                    aria-disabled={!choosable}
                    aria-label={extra ? `${formatDayHeading(day, locale)}, ${extra}` : formatDayHeading(day, locale)}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    onClick={() => {
                      setFocused(day);
                      if (choosable) onChoose(day);
                    }}
                  >
                    {Number(day.slice(8))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="calendar__status" role="status">
        {loading ? t('events.filterTools.loadingDates') : ''}
      </p>
      <p className="calendar__hint" id={hintId}>
        {t('events.filterTools.keyboardHint')}
      </p>
    </div>
  );
}
