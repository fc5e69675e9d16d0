/** In place of a query's options: the query is not asked (Apollo Client's skipToken, which the site's hooks take too). */
export const skipToken = Symbol('skipToken');
export type SkipToken = typeof skipToken;
