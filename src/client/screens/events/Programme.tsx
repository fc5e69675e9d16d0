// The programme itself (spec 001 §2 "Event overview", "Filters"): the filters and the list, read
// from and written to the page's query string. The events screen shows it under its heading;
// the event overlay (spec 001 §2 "Event overlay") shows it over any page.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n';
import type { Locale } from '../../../shared/locales';
import { activeFilterCount, parseEventQuery, withEventQuery, type EventQuery } from '../../../shared/eventQuery';
import { useBoot } from '../../BootContext';
import { ErrorBoundary } from '../../ErrorBoundary';
import { useAppLocation } from '../../navigation/LocationContext';
import { reportError } from '../../reportError';
import { LoadError } from '../../components/LoadError';
import { EventList } from './EventList';
import { EventListSkeleton } from './EventListSkeleton';
import { FilterBar } from './FilterBar';
import { programmeVariables } from './useProgrammeQuery';

export interface ProgrammeProps {
  locale: Locale;
  /** spec 001 §2: after any change of filter or date, the list starts again from its top. */
  onSelectionChange: () => void;
}

export function Programme({ locale, onSelectionChange }: ProgrammeProps) {
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
  const variables = useMemo(() => programmeVariables(locale, query.filter, from), [locale, query.filter, from]);
  const filterActive = activeFilterCount(query.filter) > 0;

  // spec 001 §2: any change replaces the query string (its programme parameters; others, such
  // as the search's under the overlay, stay), resets the list and scrolls to the top.
  const change = (next: EventQuery) => {
    replaceSearch(withEventQuery(search, next));
    onSelectionChange();
  };

  return (
    <>
      <Suspense fallback={<div className="filter-bar filter-bar--loading" aria-hidden="true" />}>
        <ErrorBoundary callKind="optionsCall" onRetry={() => setAttempt((n) => n + 1)} fallback={() => null}>
          <FilterBar locale={locale} query={query} today={boot.today} onChange={change} />
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
            locale={locale}
            variables={variables}
            attempt={attempt}
            filterActive={filterActive}
            selectionActive={filterActive || query.date !== null}
            onReset={() => change({ filter: {}, date: null })}
          />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
