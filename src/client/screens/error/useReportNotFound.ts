// spec 000 §7, §8: a 404 page logs its URL through the error-log call, once per page view. The
// answer changes nothing on the page; a failure is left alone (the server logged the 404 too).
import { useMutation } from '../../data/useMutation';
import { useEffect, useRef } from 'react';
import { MAX_REPORTED_URL } from '../../../shared/constants';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { ReportNotFoundDocument } from '../../generated/documents/ReportNotFoundDocument';

export function useReportNotFound(active: boolean, locale: Locale): void {
  const [report] = useMutation(ReportNotFoundDocument);
  const sent = useRef(false);
  useEffect(() => {
    if (!active || sent.current) return;
    sent.current = true;
    const url = `${window.location.pathname}${window.location.search}`.slice(0, MAX_REPORTED_URL);
    report({ variables: { locale: toGraphQLLocale(locale), url } }).catch(() => {});
  }, [active, locale, report]);
}
