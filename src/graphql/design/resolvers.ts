// Design settings (spec 000 §3 "Design settings", spec 001 §3), the error page's content (spec 000
// §2 "Error page", §7 "Static HTML is fetched for error pages", §8) and the staff mutations that
// change design and site settings. Reads go through the loaders (the shared cache keeps the
// answers like the site settings'); writes need the session (editor/requireSession) and the
// upstream checks CSRF and staff; after a write the cached answers are dropped.
import { GraphQLError } from 'graphql';
import type { Locale } from '../../shared/locales';
import { fromGraphQLLocale } from '../../shared/graphqlLocale';
import { apiMessage } from '../apiMessage';
import { requireSession } from '../editor/requireSession';
import { addFieldError, fieldErrorsInput, type FieldErrors } from '../fieldErrors';
import type { GatewayContext } from '../GatewayContext';
import type {
  DesignSettings,
  ErrorPageContent,
  MutationUpdateDesignSettingsArgs,
  MutationUpdateSiteSettingsArgs,
  QueryErrorPageArgs,
  Resolvers,
} from '../generated/resolvers';
import { sanitizedOrNull } from '../html/sanitizeCustomHtml';
import type { WriteResult } from '../sources/PageEditorApi';
import { mapSiteSettings, type SiteSettingsObject } from '../site/resolvers';
import { fromUpstream } from '../upstreamErrors';
import {
  customErrorHtml,
  CUSTOM_ERROR_STATUSES,
  designInputPathOf,
  designSettingsBody,
  mapDesignSettings,
  siteInputPathOf,
  siteSettingsBody,
} from './mapDesignSettings';

/** A staff write: its 400 as fieldErrors on the input's paths, then the cached answers dropped. */
async function staffWrite<T>(
  context: GatewayContext,
  locale: Locale,
  call: () => Promise<WriteResult<T>>,
  pathOf: (field: string) => string,
  kinds: readonly string[],
): Promise<T> {
  const result = await fromUpstream(locale, call);
  if (!result.ok) {
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(result.fieldErrors)) {
      const path = pathOf(field);
      // The upstream's messages are English (as for the other editor mutations).
      for (const message of messages) addFieldError(errors, path === '' ? 'input' : `input.${path}`, message);
    }
    throw fieldErrorsInput('input', errors, locale);
  }
  await context.invalidate(kinds);
  return result.value;
}

function isCustomStatus(status: number): status is (typeof CUSTOM_ERROR_STATUSES)[number] {
  return (CUSTOM_ERROR_STATUSES as readonly number[]).includes(status);
}

export const designResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    async designSettings(_root: unknown, _args: unknown, context: GatewayContext): Promise<DesignSettings> {
      return fromUpstream('en', async () => mapDesignSettings(await context.loaders.designSettings.load('design')));
    },

    async errorPage(_root: unknown, args: QueryErrorPageArgs, context: GatewayContext): Promise<ErrorPageContent> {
      const locale = fromGraphQLLocale(args.locale);
      const { status } = args;
      if (!Number.isInteger(status) || status < 400 || status > 599) {
        throw new GraphQLError(apiMessage(locale, 'invalidInput'), { extensions: { code: 'BAD_USER_INPUT', field: 'status' } });
      }
      if (isCustomStatus(status)) {
        // spec 000 §8: the offline page must not wait on an upstream that is down; "offline"
        // set in the settings (the upstream answered) still shows the design settings' HTML.
        const askUpstream = status !== 503 || (await context.errorPages.upstreamReachable());
        if (askUpstream) {
          try {
            const html = customErrorHtml(await context.loaders.designSettings.load('design'), status);
            if (html !== null) return { status, source: 'DESIGN_SETTINGS', html };
          } catch (error) {
            // spec 000 §8 "Custom HTML load failure: logged"; the page falls back, it does not fail.
            context.logger.warn({ err: error, status }, 'design settings unavailable for the error page');
          }
        }
      }
      const staticHtml = sanitizedOrNull(context.errorPages.staticHtml(status, locale));
      if (staticHtml !== null) return { status, source: 'STATIC_FILE', html: staticHtml };
      return { status, source: 'DEFAULT', html: null };
    },
  },
  Mutation: {
    async updateDesignSettings(_root: unknown, args: MutationUpdateDesignSettingsArgs, context: GatewayContext): Promise<DesignSettings> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const body = designSettingsBody(args.input);
      const payload = await staffWrite(context, locale, () => context.apis.pageEditor.updateDesignSettings(body), designInputPathOf, [
        'designSettings:',
      ]);
      return mapDesignSettings(payload);
    },

    async updateSiteSettings(_root: unknown, args: MutationUpdateSiteSettingsArgs, context: GatewayContext): Promise<SiteSettingsObject> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const body = siteSettingsBody(args.input);
      const payload = await staffWrite(context, locale, () => context.apis.pageEditor.updateSiteSettings(body), siteInputPathOf, [
        'settings:',
      ]);
      return mapSiteSettings(payload);
    },
  },
};
