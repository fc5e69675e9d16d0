// The event overview's data: the first page plus teasers (suspends until they arrive), and a
// function that appends the next page (spec 001 §4: ignored while loading or without a next page).
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { startTransition, useCallback, useRef, useState } from 'react';
import { EVENTS_PAGE_SIZE } from '../../../shared/constants';
import type { EventFilter } from '../../../shared/eventQuery';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { useBoot } from '../../BootContext';
import { reportError } from '../../reportError';
import { MORE_EVENTS_QUERY, PROGRAMME_QUERY, type EventFilterInput, type ProgrammeVariables } from './operations';

export function programmeVariables(locale: Locale, filter: EventFilter, from: string): ProgrammeVariables {
  const input: EventFilterInput = {};
  for (const [key, value] of Object.entries(filter)) if (value) input[key as keyof EventFilterInput] = value;
  return { locale: toGraphQLLocale(locale), filter: input, from, pageSize: EVENTS_PAGE_SIZE };
}

export function useProgrammeQuery(variables: ProgrammeVariables, attempt: number) {
  // A new queryKey after a failure makes a fresh request instead of re-throwing the old error.
  const { data, fetchMore } = useSuspenseQuery(PROGRAMME_QUERY, { variables, queryKey: ['programme', attempt] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const inFlight = useRef(false);
  const { requestId } = useBoot();
  const { events } = data;

  const loadMore = useCallback(async () => {
    if (inFlight.current || !events.hasNextPage) return;
    inFlight.current = true;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      // In a transition: the list keeps showing what it has while the next page loads, instead
      // of suspending back to its skeleton (which also threw the reader's scroll position away).
      await new Promise<void>((resolve, reject) => {
        startTransition(async () => {
          try {
            await fetchMore({ query: MORE_EVENTS_QUERY, variables: { ...variables, page: events.page + 1 } });
            resolve();
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
    } catch (error) {
      // spec 001 §8: a failed event call is reported; the list shows its own retry.
      reportError('eventCall', error, requestId);
      setLoadMoreFailed(true);
    } finally {
      inFlight.current = false;
      setLoadingMore(false);
    }
  }, [events.hasNextPage, events.page, fetchMore, variables, requestId]);

  return { events, teasers: data.programmeTeasers, loadMore, loadingMore, loadMoreFailed };
}
