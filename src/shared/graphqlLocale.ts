// The one mapping between the site's locale codes and the GraphQL `Locale` enum (base.graphql:
// DE, EN), used by the gateway to read a `locale` argument and by the browser to send one.
import type { Locale } from './locales';

/** The GraphQL `Locale` enum's values (the generated types name the same two strings). */
export type GraphQLLocale = 'DE' | 'EN';

const TO_GRAPHQL: Record<Locale, GraphQLLocale> = { de: 'DE', en: 'EN' };
const FROM_GRAPHQL: Record<GraphQLLocale, Locale> = { DE: 'de', EN: 'en' };

export function toGraphQLLocale(locale: Locale): GraphQLLocale {
  return TO_GRAPHQL[locale];
}

export function fromGraphQLLocale(value: GraphQLLocale): Locale {
  return FROM_GRAPHQL[value];
}
