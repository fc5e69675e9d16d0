// Today's opening hours (spec 001 §4), asked with the page's shell: the header's top row and the
// venue page's 'today' read the same answer.
import { useDeferredValue, useEffect } from 'react';
import { useSuspenseQuery } from '../data/useSuspenseQuery';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { useBoot } from '../BootContext';
import { usePage } from '../navigation/LocationContext';
import { reportError } from '../reportError';
import { OpeningHoursTodayDocument } from '../generated/documents/OpeningHoursTodayDocument';
import type { OpeningHoursTodayQuery } from '../generated/operations';

export type OpeningHoursToday = OpeningHoursTodayQuery['openingHoursToday'];

/**
 * The hours, or null after a failed call (spec 001 §8: the page goes on without them; `report`:
 * this reader reports the failure, the header's, so that it is reported once a page). Errors are
 * data, not throws: the header's part is in the shell, which a throw would take down. A client
 * navigation into the other language keeps the hours shown until the new answer is there (the
 * deferred render waits in the background) rather than suspending the page around them. The same
 * shape as the top alert's query in TopAlert.tsx (a shell query: deferred locale, errors as data).
 */
export function useOpeningHoursToday(report: boolean): OpeningHoursToday | null {
  const { today, requestId } = useBoot();
  const locale = useDeferredValue(usePage().locale);
  const { data, error } = useSuspenseQuery(OpeningHoursTodayDocument, {
    variables: { locale: toGraphQLLocale(locale), date: today },
    errorPolicy: 'all',
  });
  useEffect(() => {
    if (error && report) reportError('chromeCall', error, requestId);
  }, [error, report, requestId]);
  return data?.openingHoursToday ?? null;
}
