import { GraphQLError } from 'graphql';
import { apiMessage } from '../apiMessage';
import { fieldErrorsInput } from '../fieldErrors';
import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import { fromUpstream } from '../upstreamErrors';
import { localiseLoginErrors, validateLogin } from './loginInput';
import { mapUser, type UserObject } from './mapUser';

interface LoginArgs {
  locale: GraphQLLocale;
  email: string;
  password: string;
}

export const userResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    async me(_root: unknown, args: { locale: GraphQLLocale }, context: GatewayContext): Promise<UserObject> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => mapUser(await context.apis.user.details(locale)));
    },
  },
  Mutation: {
    async login(_root: unknown, args: LoginArgs, context: GatewayContext): Promise<UserObject> {
      const locale = fromGraphQLLocale(args.locale);
      const email = args.email.trim();
      const problems = validateLogin(email, args.password, locale);
      if (Object.keys(problems).length > 0) throw fieldErrorsInput('login', problems, locale);
      const outcome = await fromUpstream(locale, () => context.apis.user.login(locale, email, args.password));
      switch (outcome.kind) {
        case 'loggedIn':
          return mapUser(outcome.user);
        case 'rejected':
          throw fieldErrorsInput('login', localiseLoginErrors(outcome.errors, locale), locale);
        case 'throttled':
          throw new GraphQLError(apiMessage(locale, 'tooManyLoginAttempts'), {
            extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: outcome.retryAfterSeconds },
          });
      }
    },
    async logout(_root: unknown, args: { locale: GraphQLLocale }, context: GatewayContext): Promise<boolean> {
      const locale = fromGraphQLLocale(args.locale);
      await fromUpstream(locale, () => context.apis.user.logout(locale));
      return true;
    },
  },
};
