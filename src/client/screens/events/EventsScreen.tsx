// The event overview (spec 001 §2 "Event overview"). The heading, filters' skeleton and the
// list's skeleton belong to the shell; filter options and the list stream in on their own.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n';
import { FILTER_RESET_SCROLL_SECONDS } from '../../../shared/constants';
import { activeFilterCount, buildEventSearch, parseEventQuery, type EventQuery } from '../../../shared/eventQuery';
import { useBoot } from '../../BootContext';
import { ErrorBoundary } from '../../ErrorBoundary';
import { useAppLocation } from '../../navigation/LocationContext';
import { reportError } from '../../reportError';
import { scrollToTop } from '../../scrollToTop';
import { EventList } from './EventList';
import { EventListSkeleton } from './EventListSkeleton';
import { FilterBar } from './FilterBar';
import { programmeVariables } from './useProgrammeQuery';
import type { ScreenProps } from '../screenRegistry';
import { LoadError } from '../../components/LoadError';

export function EventsScreen({ page }: ScreenProps) {
  const t = useT();
  const boot = useBoot();
  const { search, replaceSearch } = useAppLocation();
  const [attempt, setAttempt] = useState(0);

  const decision = useMemo(() => parseEventQuery(new URLSearchParams(search)), [search]);
  const query: EventQuery = useMemo(() => (decision.ok ? decision.query : { filter: {}, date: null }), [decision]);
  // spec 001 §2, §8: an invalid parameter is reported (the server reports those it is sent).
  useEffect(() => {
    if (!decision.ok) reportError('invalidFilterParameters', `invalid filter parameters: ${decision.problems.join('; ')}`, boot.requestId);
  }, [decision, boot.requestId]);
  const from = query.date ?? boot.today;
  const variables = useMemo(() => programmeVariables(page.locale, query.filter, from), [page.locale, query.filter, from]);
  const filterActive = activeFilterCount(query.filter) > 0;

  // spec 001 §2: any change replaces the query string, resets the list and scrolls to the top.
  const change = (next: EventQuery) => {
    replaceSearch(buildEventSearch(next));
    scrollToTop(FILTER_RESET_SCROLL_SECONDS);
  };

  return (
    <div className="events-screen">
      <div className="page-header">
        <h1>{t('events.title')}</h1>
        <p className="page-header__intro">{t('events.intro')}</p>
      </div>
      <Suspense fallback={<div className="filter-bar filter-bar--loading" aria-hidden="true" />}>
        <ErrorBoundary callKind="optionsCall" onRetry={() => setAttempt((n) => n + 1)} fallback={() => null}>
          <FilterBar locale={page.locale} query={query} today={boot.today} onChange={change} />
        </ErrorBoundary>
      </Suspense>
      <ErrorBoundary
        key={`${search}#${attempt}`}
        callKind="eventCall"
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={(retry) => <LoadError message={t('events.loadError')} retryLabel={t('events.retry')} onRetry={retry} />}
      >
        <Suspense fallback={<EventListSkeleton />}>
          <EventList
            locale={page.locale}
            variables={variables}
            attempt={attempt}
            filterActive={filterActive}
            selectionActive={filterActive || query.date !== null}
            onReset={() => change({ filter: {}, date: null })}
          />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
