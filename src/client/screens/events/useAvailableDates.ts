// spec 001 §2, §7: the days the calendar offers, asked for the active filters when the calendar
// shows a month. The browser asks alone (a closed calendar costs no query, and the server
// render never needs it). A failed call is reported like the other option calls and leaves
// every day from today on choosable, without a message (spec 001 §8).
import { useQuery } from '../../data/useQuery';
import { useEffect, useMemo } from 'react';
import type { EventFilter } from '../../../shared/eventQuery';
import type { Locale } from '../../../shared/locales';
import { useBoot } from '../../BootContext';
import { reportError } from '../../reportError';
import { firstDayOf, monthOf, monthsBetween, type CalendarMonth } from './calendarMonth';
import { EVENT_CALENDAR_QUERY } from './operations';
import { programmeVariables } from './useProgrammeQuery';

/** The upstream answers twelve months from the first day it is given (spec 001 §7 calendar). */
const MONTHS_PER_CALL = 12;

export interface AvailableDates {
  /** The days with events; null while loading or after a failure (every day then stays choosable). */
  days: ReadonlySet<string> | null;
  loading: boolean;
}

export function useAvailableDates(locale: Locale, filter: EventFilter, today: string, shown: CalendarMonth): AvailableDates {
  const { requestId } = useBoot();
  // One call from today covers the year ahead; a month beyond it asks from its own first day.
  const from = monthsBetween(monthOf(today), shown) < MONTHS_PER_CALL ? today : firstDayOf(shown);
  const { locale: graphqlLocale, filter: input } = programmeVariables(locale, filter, from);
  const { data, error, loading } = useQuery(EVENT_CALENDAR_QUERY, { variables: { locale: graphqlLocale, filter: input, from } });
  useEffect(() => {
    if (error) reportError('optionsCall', error, requestId);
  }, [error, requestId]);
  const days = useMemo(() => (data && !error ? new Set(data.eventCalendar) : null), [data, error]);
  return { days: loading ? null : days, loading };
}
