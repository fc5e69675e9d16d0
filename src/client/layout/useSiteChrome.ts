// The chrome's data (opening hours, top alert): one query for the page, whichever part asks.
import { useSuspenseQuery } from '../data/useSuspenseQuery';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { useBoot } from '../BootContext';
import { usePage } from '../navigation/LocationContext';
import { SiteChromeDocument } from '../generated/documents/SiteChromeDocument';
import type { SiteChromeQuery } from '../generated/operations';

export function useSiteChrome(): SiteChromeQuery {
  const { today } = useBoot();
  const { locale } = usePage();
  return useSuspenseQuery(SiteChromeDocument, { variables: { locale: toGraphQLLocale(locale), date: today } }).data;
}
