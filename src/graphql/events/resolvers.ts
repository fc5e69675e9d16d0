import type { EventFilterKey } from '../../shared/constants';
import { todayIso } from '../../shared/dates';
import { isNumericId } from '../../shared/queryParameters';
import type { Locale } from '../../shared/locales';
import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import type { FilterOptionKind } from '../sources/EventsApi';
import { idParam, validateIdFilter, validatePaging } from '../listArgs';
import { fromUpstream } from '../upstreamErrors';
import { GraphQLError } from 'graphql';
import { checkWatchlistIds } from '../../shared/watchlist/watchlistIds';
import { watchlistIdsMessage } from './watchlistIdsMessage';
import { mapEventDetailPage } from './mapEventDetailPage';
import {
  mapEventPage,
  mapFilterOptions,
  mapTeaser,
  type EventObject,
  type EventPageObject,
  type TeaserObject,
  statusAt,
} from './mapEvents';

interface EventsArgs {
  locale: GraphQLLocale;
  filter?: Partial<Record<EventFilterKey, string | null>> | null;
  from?: string | null;
  page: number;
  pageSize: number;
}

/** The upstream query of the event filter and first day (shared by the list and the calendar). */
function upstreamFilter(locale: Locale, filter: EventsArgs['filter'], from: string | null | undefined) {
  validateIdFilter(filter, locale);
  const chosen = filter ?? {};
  return {
    locale,
    room: idParam(chosen.room),
    type: idParam(chosen.type),
    tag: idParam(chosen.tag),
    series: idParam(chosen.series),
    genre: idParam(chosen.genre),
    date: from ?? todayIso(),
  };
}

interface LocaleArgs {
  locale: GraphQLLocale;
}

const OPTION_KINDS: Record<'rooms' | 'types' | 'tags' | 'series' | 'genres', FilterOptionKind> = {
  rooms: 'room',
  types: 'type',
  tags: 'tag',
  series: 'series',
  genres: 'genre',
};

/** The parent of EventFilterOptions' fields: each list is fetched only when selected. */
export interface FilterOptionsParent {
  locale: Locale;
}

function optionsResolver(kind: FilterOptionKind) {
  return (parent: FilterOptionsParent, _args: unknown, context: GatewayContext) =>
    fromUpstream(parent.locale, async () => mapFilterOptions(await context.loaders.filterOptions.load({ kind, locale: parent.locale })));
}

export const eventsResolvers: Pick<Resolvers, 'Query' | 'EventFilterOptions' | 'Event'> = {
  Event: {
    status: (event: EventObject, _args: unknown, context: GatewayContext) => statusAt(event, context.now()),
  },
  Query: {
    async events(_root: unknown, args: EventsArgs, context: GatewayContext): Promise<EventPageObject> {
      const locale = fromGraphQLLocale(args.locale);
      validatePaging(args, locale);
      const query = { ...upstreamFilter(locale, args.filter, args.from), page: args.page, pageSize: args.pageSize };
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.eventPages.load(query);
        return mapEventPage(payload, args.page, args.pageSize, context.publicUrl);
      });
    },
    eventFilterOptions(_root: unknown, args: LocaleArgs): FilterOptionsParent {
      return { locale: fromGraphQLLocale(args.locale) };
    },
    async event(_root: unknown, args: { locale: GraphQLLocale; id: string }, context: GatewayContext): Promise<EventObject | null> {
      const locale = fromGraphQLLocale(args.locale);
      // An id that cannot exist is simply not found, like an unknown one.
      if (!isNumericId(args.id)) return null;
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.eventDetails.load({ id: args.id, locale });
        return payload ? mapEventDetailPage(payload, context.publicUrl) : null;
      });
    },
    async eventsByIds(
      _root: unknown,
      args: { locale: GraphQLLocale; ids: readonly string[] },
      context: GatewayContext,
    ): Promise<(EventObject | null)[]> {
      const locale = fromGraphQLLocale(args.locale);
      // An empty watchlist is a list like any other here; only the feed needs an event.
      if (args.ids.length === 0) return [];
      const checked = checkWatchlistIds(args.ids);
      if (!checked.ok) {
        throw new GraphQLError(watchlistIdsMessage(checked.problem, 'ids', locale), {
          extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
        });
      }
      // One batch of the request's loader: every id at once, each distinct one fetched once. A
      // failed call fails the list (the screen offers a retry) rather than passing for unknown.
      return fromUpstream(locale, async () => {
        const payloads = await Promise.all(args.ids.map((id) => context.loaders.eventDetails.load({ id, locale })));
        return payloads.map((payload) => (payload ? mapEventDetailPage(payload, context.publicUrl) : null));
      });
    },
    async bookableEvent(_root: unknown, args: { locale: GraphQLLocale; id: string }, context: GatewayContext): Promise<EventObject | null> {
      const locale = fromGraphQLLocale(args.locale);
      if (!isNumericId(args.id)) return null;
      // Not through the loader's cached read: spec 001 §4, the widget offers what is on sale now.
      return fromUpstream(locale, async () => {
        const payload = await context.apis.events.eventLive(args.id, locale);
        return payload ? mapEventDetailPage(payload, context.publicUrl) : null;
      });
    },
    async eventCalendar(
      _root: unknown,
      args: { locale: GraphQLLocale; filter?: EventsArgs['filter']; from?: string | null },
      context: GatewayContext,
    ): Promise<string[]> {
      const locale = fromGraphQLLocale(args.locale);
      const query = upstreamFilter(locale, args.filter, args.from);
      return fromUpstream(locale, () => context.loaders.calendars.load(query));
    },
    async programmeTeasers(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<TeaserObject[]> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () =>
        (await context.loaders.teasers.load(locale)).map((teaser) => mapTeaser(teaser, context.publicUrl)),
      );
    },
  },
  EventFilterOptions: {
    rooms: optionsResolver(OPTION_KINDS.rooms),
    types: optionsResolver(OPTION_KINDS.types),
    tags: optionsResolver(OPTION_KINDS.tags),
    series: optionsResolver(OPTION_KINDS.series),
    genres: optionsResolver(OPTION_KINDS.genres),
  },
};
