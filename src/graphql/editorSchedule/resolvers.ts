// Scheduled publishing in the gateway (issue 22 item 7; src/cms/README.md "Scheduled page
// changes"): the capability flag, a page's and all pending changes, scheduling and cancelling.
// Staff only like every editor call (spec 000 §6): no session cookie is UNAUTHENTICATED before
// the upstream is asked; the upstream checks CSRF (the gateway sends the header, spec 000 §7) and
// staff. Its 400s come back as BAD_USER_INPUT with fieldErrors on the arguments, worded in the
// caller's language. Nothing on the site changes when a change is scheduled or cancelled, so
// nothing is invalidated here; when the upstream carries a change out, ScheduleWatcher drops
// the pages from the shared cache.
import { GraphQLError } from 'graphql';
import { fromGraphQLLocale, toGraphQLLocale } from '../../shared/graphqlLocale';
import type { Locale } from '../../shared/locales';
import { apiMessage, type ApiMessageKey } from '../apiMessage';
import { requireId } from '../editor/resolvers';
import { requireSession } from '../editor/requireSession';
import { localiseUpstreamMessage } from '../editor/upstreamMessages';
import { addFieldError, fieldErrorsInput, type FieldErrors } from '../fieldErrors';
import type { GatewayContext } from '../GatewayContext';
import type {
  EditorCapabilities,
  MutationCancelScheduledPageChangeArgs,
  MutationSchedulePageChangeArgs,
  QueryPageScheduleArgs,
  QueryScheduledPageChangesArgs,
  Resolvers,
  ScheduledPageChange,
} from '../generated/resolvers';
import type { ScheduledChangePayload } from '../sources/ScheduleApi';
import { UpstreamError } from '../sources/UpstreamError';
import { fromUpstream } from '../upstreamErrors';

/** The upstream's own messages (src/cms/pages/scheduleRules.ts), as they arrive. */
const FIXED: Readonly<Record<string, ApiMessageKey>> = {
  'Select one of: online, offline.': 'scheduleAction',
  'Enter a valid date and time with its UTC offset, e.g. 2026-12-01T10:00:00+01:00.': 'scheduleDueFormat',
  'The time must be in the future.': 'scheduleDuePast',
};

/** An upstream field message in the caller's language (the page editor's known ones too; unknown ones as they are). */
function localiseScheduleMessage(message: string, locale: Locale): string {
  const fixed = FIXED[message];
  if (fixed) return apiMessage(locale, fixed);
  const tooFar = /^The time must be at most (\d+) years ahead\.$/.exec(message);
  if (tooFar?.[1]) return apiMessage(locale, 'scheduleDueTooFar', { years: Number(tooFar[1]) });
  return localiseUpstreamMessage(message, locale);
}

/** Upstream field names as the mutation's arguments. */
function argumentOf(field: string): string {
  return field === 'due_at' ? 'dueAt' : field;
}

function mapScheduledChange(payload: ScheduledChangePayload): ScheduledPageChange {
  return {
    id: String(payload.id),
    pageId: String(payload.page_id),
    locale: toGraphQLLocale(payload.lang),
    action: payload.action === 'online' ? 'ONLINE' : 'OFFLINE',
    dueAt: payload.due_at,
    scheduledAt: payload.created,
    scheduledBy: payload.user,
    pageTitle: payload.page_title,
    pagePath: payload.page_url,
  };
}

function pageUnknown(locale: Locale): GraphQLError {
  const errors: FieldErrors = {};
  addFieldError(errors, 'pageId', apiMessage(locale, 'schedulePageUnknown'));
  return fieldErrorsInput('pageId', errors, locale);
}

export const editorScheduleResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    async editorCapabilities(_root: unknown, _args: Record<string, never>, context: GatewayContext): Promise<EditorCapabilities> {
      return context.editorCapabilities();
    },

    async pageSchedule(_root: unknown, args: QueryPageScheduleArgs, context: GatewayContext): Promise<ScheduledPageChange[]> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('pageId', args.pageId, locale);
      // An upstream without scheduling has nothing waiting (and no such path).
      if (!(await context.editorCapabilities()).scheduling) return [];
      const changes = await fromUpstream(locale, () => context.apis.schedule.forPage(locale, args.pageId));
      if (!changes) throw new GraphQLError(apiMessage(locale, 'schedulePageUnknown'), { extensions: { code: 'NOT_FOUND' } });
      return changes.map(mapScheduledChange);
    },

    async scheduledPageChanges(
      _root: unknown,
      args: QueryScheduledPageChangesArgs,
      context: GatewayContext,
    ): Promise<ScheduledPageChange[]> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      if (!(await context.editorCapabilities()).scheduling) return [];
      const changes = await fromUpstream(locale, () => context.apis.schedule.pending(locale));
      return changes.map(mapScheduledChange);
    },
  },
  Mutation: {
    async schedulePageChange(_root: unknown, args: MutationSchedulePageChangeArgs, context: GatewayContext): Promise<ScheduledPageChange> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('pageId', args.pageId, locale);
      // An upstream without scheduling would take the change for an unknown page (404): say what it is.
      if (!(await context.editorCapabilities()).scheduling)
        throw new GraphQLError(apiMessage(locale, 'scheduleUnsupported'), { extensions: { code: 'BAD_USER_INPUT' } });
      const body = { action: args.action === 'ONLINE' ? ('online' as const) : ('offline' as const), due_at: args.dueAt };
      const result = await fromUpstream(locale, async () => {
        try {
          return await context.apis.schedule.schedule(locale, args.pageId, body);
        } catch (error) {
          if (error instanceof UpstreamError && error.failure === 'not_found') return null;
          throw error;
        }
      });
      if (!result) throw pageUnknown(locale);
      if (!result.ok) {
        const errors: FieldErrors = {};
        for (const [field, messages] of Object.entries(result.fieldErrors)) {
          for (const message of messages) addFieldError(errors, argumentOf(field), localiseScheduleMessage(message, locale));
        }
        throw fieldErrorsInput(Object.keys(errors)[0] ?? 'dueAt', errors, locale);
      }
      return mapScheduledChange(result.value);
    },

    async cancelScheduledPageChange(
      _root: unknown,
      args: MutationCancelScheduledPageChangeArgs,
      context: GatewayContext,
    ): Promise<boolean> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('id', args.id, locale);
      return fromUpstream(locale, () => context.apis.schedule.cancel(locale, args.id));
    },
  },
};
