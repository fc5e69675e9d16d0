// The header's menus and the shop's state: one query, which the menus and the top navigation
// share (one execution and one streamed result per page).
import { useSuspenseQuery } from '@apollo/client/react';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { usePage } from '../navigation/LocationContext';
import { SiteHeaderDocument, type SiteHeaderQuery } from '../generated/operations';

export function useSiteHeader(): SiteHeaderQuery {
  const { locale } = usePage();
  return useSuspenseQuery(SiteHeaderDocument, { variables: { locale: toGraphQLLocale(locale) } }).data;
}
