import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import { badUserInput, fromUpstream } from '../upstreamErrors';
import { isSitePath, MAX_REPORTED_URL } from './isSitePath';

const NOT_A_SITE_PATH = {
  de: `Bitte einen Pfad der Website angeben (beginnt mit /, höchstens ${MAX_REPORTED_URL} Zeichen).`,
  en: `Give a path of this site (starting with /, at most ${MAX_REPORTED_URL} characters).`,
};

export const errorLogResolvers: Pick<Resolvers, 'Mutation'> = {
  Mutation: {
    async reportNotFound(_root: unknown, args: { locale: GraphQLLocale; url: string }, context: GatewayContext): Promise<boolean> {
      const locale = fromGraphQLLocale(args.locale);
      // spec 000 §8: only the 404s of this site are logged, never arbitrary addresses.
      if (!isSitePath(args.url)) throw badUserInput('url', NOT_A_SITE_PATH, locale);
      await fromUpstream(locale, () => context.apis.errorLog.reportNotFound(locale, args.url));
      return true;
    },
  },
};
