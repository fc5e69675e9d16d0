import { GraphQLError } from 'graphql';
import { apiMessage } from '../apiMessage';
import { fieldErrorsInput } from '../fieldErrors';
import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import { fromUpstream } from '../upstreamErrors';
import { localiseLoginErrors, localisePasswordErrors, validateLogin, validatePasswordChange } from './loginInput';
import { requireSession } from '../editor/requireSession';
import type { Locale } from '../../shared/locales';
import { mapAdminMenus, type AdminMenuObject } from './mapAdminMenus';
import { mapUser, type UserObject } from './mapUser';

/** A User before its fields are resolved: with the language it was asked in (for adminMenus). */
export type UserParent = UserObject & { locale: Locale };

function userParent(user: UserObject, locale: Locale): UserParent {
  return { ...user, locale };
}

interface EditorPageObject {
  id: string;
  title: string;
  path: string;
  isOnline: boolean;
  parentId: string | null;
  updated: string;
}

interface LoginArgs {
  locale: GraphQLLocale;
  email: string;
  password: string;
}

export const userResolvers: Pick<Resolvers, 'Query' | 'Mutation' | 'User'> = {
  Query: {
    async me(_root: unknown, args: { locale: GraphQLLocale }, context: GatewayContext): Promise<UserParent> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => userParent(mapUser(await context.apis.user.details(locale)), locale));
    },
    async editorPages(_root: unknown, args: { locale: GraphQLLocale }, context: GatewayContext): Promise<EditorPageObject[]> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const pages = await fromUpstream(locale, () => context.apis.user.editorPages(locale));
      return pages.map((page) => ({
        id: String(page.id),
        title: page.title,
        path: page.url,
        isOnline: page.is_online,
        parentId: page.parent === null ? null : String(page.parent),
        updated: page.updated,
      }));
    },
  },
  Mutation: {
    async login(_root: unknown, args: LoginArgs, context: GatewayContext): Promise<UserParent> {
      const locale = fromGraphQLLocale(args.locale);
      const email = args.email.trim();
      const problems = validateLogin(email, args.password, locale);
      if (Object.keys(problems).length > 0) throw fieldErrorsInput('login', problems, locale);
      const outcome = await fromUpstream(locale, () => context.apis.user.login(locale, email, args.password));
      switch (outcome.kind) {
        case 'loggedIn':
          return userParent(mapUser(outcome.user), locale);
        case 'rejected':
          throw fieldErrorsInput('login', localiseLoginErrors(outcome.errors, locale), locale);
        case 'throttled':
          throw new GraphQLError(apiMessage(locale, 'tooManyLoginAttempts'), {
            extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: outcome.retryAfterSeconds },
          });
      }
    },
    async updateUserLanguage(
      _root: unknown,
      args: { locale: GraphQLLocale; language: GraphQLLocale },
      context: GatewayContext,
    ): Promise<UserParent> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      return fromUpstream(locale, async () =>
        userParent(mapUser(await context.apis.user.setLanguage(locale, fromGraphQLLocale(args.language))), locale),
      );
    },
    async changePassword(
      _root: unknown,
      args: { locale: GraphQLLocale; currentPassword: string; newPassword: string },
      context: GatewayContext,
    ): Promise<boolean> {
      const locale = fromGraphQLLocale(args.locale);
      const problems = validatePasswordChange(args.currentPassword, args.newPassword, locale);
      if (Object.keys(problems).length > 0) throw fieldErrorsInput('changePassword', problems, locale);
      requireSession(context, locale);
      const outcome = await fromUpstream(locale, () => context.apis.user.changePassword(locale, args.currentPassword, args.newPassword));
      switch (outcome.kind) {
        case 'changed':
          return true;
        case 'rejected':
          throw fieldErrorsInput('changePassword', localisePasswordErrors(outcome.errors, locale), locale);
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
  User: {
    // spec 000 §3, §6: the editor's user call, asked only for a logged-in user with a session. The
    // upstream decides who gets admin links; a failed call or an unreadable answer means none,
    // logged, and never an error in the user call.
    async adminMenus(parent: UserParent, _args: unknown, context: GatewayContext): Promise<AdminMenuObject[]> {
      if (!parent.isLoggedIn || !context.http.hasSession()) return [];
      try {
        const answer = await context.apis.user.editorUser(parent.locale);
        return mapAdminMenus(answer.admin_menus, (url) => context.apis.user.absoluteUrl(url));
      } catch (error) {
        context.logger.warn({ err: error }, 'the editor user call failed: no admin links');
        return [];
      }
    },
  },
};
