// What HAProxy in front of several web processes answers when none of them can take a request
// (`npm run cluster`, scripts/cluster/topology.mjs writes these into its configuration): the web
// process's own 503 overload page in each language, the GraphQL error it gives under overload, and
// the same Retry-After. Built on its own to dist/server/balancerPages.mjs (esbuild.config.mjs) for
// that script to import.
import { LOCALES, type Locale } from '../shared/locales';
import { BUSY_RETRY_AFTER_SECONDS, busyApiAnswer, busyDocument } from './loadShedding';

export interface BalancerPages {
  retryAfterSeconds: number;
  /** The 503 page (a whole HTML document) by language. */
  html: Record<Locale, string>;
  /** The JSON body of a refused GraphQL request by language. */
  graphql: Record<Locale, string>;
}

export function balancerPages(): BalancerPages {
  const byLocale = (make: (locale: Locale) => string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, string>;
  return {
    retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    html: byLocale(busyDocument),
    graphql: byLocale((locale) => JSON.stringify(busyApiAnswer(locale))),
  };
}
