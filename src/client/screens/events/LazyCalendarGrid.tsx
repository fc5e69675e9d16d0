// The calendar of available dates is behind a button ('Kalender' / 'Calendar', spec 001 §2
// "Filters"): its grid, its month arithmetic and its query are a chunk of their own, loaded on
// the first sign of intent (pointer over or focus on the button) and at the latest when it opens,
// so the programme's first load does not carry them (issue 20: the first-load budget).
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n';
import type { CalendarGridProps } from './CalendarGrid';

const loadCalendar = () => import('./CalendarGrid');
const CalendarGrid = lazy(async () => ({ default: (await loadCalendar()).CalendarGrid }));

/** Starts loading the calendar's chunk (a failure shows when it opens, through its boundary). */
export function preloadCalendar(): void {
  void loadCalendar().catch(() => undefined);
}

function CalendarLoading() {
  const t = useT();
  return (
    <p className="calendar-grid__loading" role="status">
      {t('events.filterTools.calendarLoading')}
    </p>
  );
}

export function LazyCalendarGrid(props: CalendarGridProps) {
  return (
    <Suspense fallback={<CalendarLoading />}>
      <CalendarGrid {...props} />
    </Suspense>
  );
}
