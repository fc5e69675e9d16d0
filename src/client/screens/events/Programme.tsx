// The programme itself (spec 001 §2 "Event overview", "Filters"): the filters and the list, read
// from and written to the page's query string. The events screen shows it under its heading;
// the event overlay (spec 001 §2 "Event overlay") shows it over any page.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import type { Locale } from '../../../shared/locales';
import { activeFilterCount, parseEventQuery, withEventQuery, type EventQuery } from '../../../shared/eventQuery';
import { useBoot } from '../../BootContext';
import { ErrorBoundary } from '../../ErrorBoundary';
import { useAppLocation } from '../../navigation/LocationContext';
import { reportError } from '../../reportError';
import { LoadError } from '../../components/LoadError';
import { useSiteChrome } from '../../layout/useSiteChrome';
import type { EventItemStyle } from '../../generated/operations';
import { EventList } from './EventList';
import { EventListSkeleton } from './EventListSkeleton';
import { FilterBar } from './FilterBar';
import type { ProgrammeVariables } from './operations';
import { programmeVariables } from './useProgrammeQuery';

/** The upstream's default (spec 001 §2), also used when the design settings cannot be read. */
const DEFAULT_ITEM_STYLE: EventItemStyle = 'STYLE1';

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
  // The new list's size is announced after a change (the list itself is replaced, and a live
  // region that arrives with its text is not read reliably): the region stays, its text changes.
  const [announcement, setAnnouncement] = useState('');
  const changed = useRef(false);
  const change = (next: EventQuery) => {
    changed.current = true;
    setAnnouncement('');
    replaceSearch(withEventQuery(search, next));
    onSelectionChange();
  };
  const onListShown = useCallback(
    (count: number) => {
      if (!changed.current) return;
      changed.current = false;
      setAnnouncement(count === 0 ? t('events.emptyTitle') : t('events.resultCount', { count }));
    },
    [t],
  );

  const list = (itemStyle: EventItemStyle) => (
    <ProgrammeList
      key={`${search}#${attempt}`}
      locale={locale}
      variables={variables}
      attempt={attempt}
      filterActive={filterActive}
      selectionActive={filterActive || query.date !== null}
      itemStyle={itemStyle}
      onRetry={() => setAttempt((n) => n + 1)}
      onReset={() => change({ filter: {}, date: null })}
      onShown={onListShown}
    />
  );

  return (
    <>
      <Suspense fallback={<div className="filter-bar filter-bar--loading" aria-hidden="true" />}>
        <ErrorBoundary callKind="optionsCall" fallback={() => null}>
          <FilterBar locale={locale} query={query} today={boot.today} onChange={change} />
        </ErrorBoundary>
      </Suspense>
      <p className="programme__announcement visually-hidden" role="status">
        {announcement}
      </p>
      {/* spec 001 §2: the items' style comes from the design settings, which the chrome's query
          has already read; when they cannot be read the list keeps the default style. */}
      <ErrorBoundary callKind="chromeCall" report={false} fallback={() => list(DEFAULT_ITEM_STYLE)}>
        <Suspense fallback={<EventListSkeleton />}>
          <WithItemStyle>{list}</WithItemStyle>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function WithItemStyle({ children }: { children: (itemStyle: EventItemStyle) => ReactNode }) {
  return children(useSiteChrome().designSettings.eventItemStyle);
}

interface ProgrammeListProps {
  locale: Locale;
  variables: ProgrammeVariables;
  attempt: number;
  filterActive: boolean;
  selectionActive: boolean;
  itemStyle: EventItemStyle;
  onRetry: () => void;
  onReset: () => void;
  onShown: (count: number) => void;
}

/** The list with its own boundaries: a failed events call shows the retry, not the page's error. */
function ProgrammeList({ onRetry, ...props }: ProgrammeListProps) {
  const t = useT();
  return (
    <ErrorBoundary
      callKind="eventCall"
      onRetry={onRetry}
      fallback={(retry) => <LoadError message={t('events.loadError')} retryLabel={t('events.retry')} onRetry={retry} />}
    >
      <Suspense fallback={<EventListSkeleton />}>
        <EventList {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
