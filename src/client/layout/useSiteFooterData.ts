// The footer's data (links, HTML blocks) and the block above the header: one query, shared by
// whichever part asks first.
import { useSuspenseQuery } from '@apollo/client/react';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { usePage } from '../navigation/LocationContext';
import { SiteFooterDataDocument, type SiteFooterDataQuery } from '../generated/operations';

export function useSiteFooterData(): SiteFooterDataQuery {
  const { locale } = usePage();
  return useSuspenseQuery(SiteFooterDataDocument, { variables: { locale: toGraphQLLocale(locale) } }).data;
}
