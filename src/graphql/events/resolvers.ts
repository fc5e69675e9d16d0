import type { EventFilterKey } from '../../shared/constants';
import { todayIso } from '../../shared/dates';
import { isNumericId } from '../../shared/eventQuery';
import type { Locale } from '../../shared/locales';
import type { GatewayContext } from '../GatewayContext';
import type { Resolvers } from '../generated/resolvers';
import { localeOf, type LocaleArg } from '../localeArg';
import type { FilterOptionKind } from '../sources/EventsApi';
import { badUserInput, fromUpstream } from '../upstreamErrors';
import {
  mapEventDetail,
  mapEventPage,
  mapFilterOptions,
  mapTeaser,
  type EventObject,
  type EventPageObject,
  type TeaserObject,
} from './mapEvents';

export const MAX_PAGE_SIZE = 100;

interface EventsArgs {
  locale: LocaleArg;
  filter?: Partial<Record<EventFilterKey, string | null>> | null;
  from?: string | null;
  page: number;
  pageSize: number;
}

function validateFilter(filter: EventsArgs['filter'], locale: Locale): void {
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value !== null && value !== undefined && !isNumericId(value)) {
      throw badUserInput(
        `filter.${key}`,
        { de: `filter.${key} muss eine numerische Id sein.`, en: `filter.${key} must be a numeric id.` },
        locale,
      );
    }
  }
}

function validateEventsArgs(args: EventsArgs, locale: Locale): void {
  if (!Number.isInteger(args.page) || args.page < 1) {
    throw badUserInput('page', { de: 'page muss 1 oder größer sein.', en: 'page must be 1 or more.' }, locale);
  }
  if (!Number.isInteger(args.pageSize) || args.pageSize < 1 || args.pageSize > MAX_PAGE_SIZE) {
    throw badUserInput(
      'pageSize',
      { de: `pageSize muss zwischen 1 und ${MAX_PAGE_SIZE} liegen.`, en: `pageSize must be between 1 and ${MAX_PAGE_SIZE}.` },
      locale,
    );
  }
  validateFilter(args.filter, locale);
}

interface LocaleArgs {
  locale: LocaleArg;
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

export const eventsResolvers: Pick<Resolvers, 'Query' | 'EventFilterOptions'> = {
  Query: {
    async events(_root: unknown, args: EventsArgs, context: GatewayContext): Promise<EventPageObject> {
      const locale = localeOf(args.locale);
      validateEventsArgs(args, locale);
      const filter = args.filter ?? {};
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.eventPages.load({
          locale,
          room: filter.room ?? undefined,
          type: filter.type ?? undefined,
          tag: filter.tag ?? undefined,
          series: filter.series ?? undefined,
          genre: filter.genre ?? undefined,
          date: args.from ?? todayIso(),
          page: args.page,
          pageSize: args.pageSize,
        });
        return mapEventPage(payload, args.page, args.pageSize, context.publicUrl);
      });
    },
    eventFilterOptions(_root: unknown, args: LocaleArgs): FilterOptionsParent {
      return { locale: localeOf(args.locale) };
    },
    async event(_root: unknown, args: { locale: LocaleArg; id: string }, context: GatewayContext): Promise<EventObject | null> {
      const locale = localeOf(args.locale);
      // An id that cannot exist is simply not found, like an unknown one.
      if (!isNumericId(args.id)) return null;
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.eventDetails.load({ id: args.id, locale });
        return payload ? mapEventDetail(payload, context.publicUrl) : null;
      });
    },
    async eventCalendar(
      _root: unknown,
      args: { locale: LocaleArg; filter?: EventsArgs['filter']; from?: string | null },
      context: GatewayContext,
    ): Promise<string[]> {
      const locale = localeOf(args.locale);
      validateFilter(args.filter, locale);
      const filter = args.filter ?? {};
      return fromUpstream(locale, () =>
        context.loaders.calendars.load({
          locale,
          room: filter.room ?? undefined,
          type: filter.type ?? undefined,
          tag: filter.tag ?? undefined,
          series: filter.series ?? undefined,
          genre: filter.genre ?? undefined,
          date: args.from ?? todayIso(),
        }),
      );
    },
    async programmeTeasers(_root: unknown, args: LocaleArgs, context: GatewayContext): Promise<TeaserObject[]> {
      const locale = localeOf(args.locale);
      return fromUpstream(locale, async () => (await context.loaders.teasers.load(locale)).map((teaser) => mapTeaser(teaser, context.publicUrl)));
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
