import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import { badUserInput, fromUpstream } from '../upstreamErrors';
import { MAX_REPORTED_URL } from '../../shared/constants';
import { isSitePath } from './isSitePath';

export const errorLogResolvers: Pick<Resolvers, 'Mutation'> = {
  Mutation: {
    async reportNotFound(_root: unknown, args: { locale: GraphQLLocale; url: string }, context: GatewayContext): Promise<boolean> {
      const locale = fromGraphQLLocale(args.locale);
      // spec 000 §8: only the 404s of this site are logged, never arbitrary addresses.
      if (!isSitePath(args.url)) throw badUserInput('url', locale, 'notSitePath', { max: MAX_REPORTED_URL });
      await fromUpstream(locale, () => context.apis.errorLog.reportNotFound(locale, args.url));
      return true;
    },
  },
};
