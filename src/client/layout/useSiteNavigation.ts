// The header's menus, the footer's links and the site settings' blocks: one query for the page,
// whichever part asks first (the block above the header, the header, the footer).
import { useSuspenseQuery } from '../data/useSuspenseQuery';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { usePage } from '../navigation/LocationContext';
import { SiteNavigationDocument } from '../generated/documents/SiteNavigationDocument';
import type { SiteNavigationQuery } from '../generated/operations';

export function useSiteNavigation(): SiteNavigationQuery {
  const { locale } = usePage();
  return useSuspenseQuery(SiteNavigationDocument, { variables: { locale: toGraphQLLocale(locale) } }).data;
}
