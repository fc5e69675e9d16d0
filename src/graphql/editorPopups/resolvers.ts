// The editor's admin popups in the gateway (spec 000 §7 admin popups; issue 12 part 4): the media
// library (list, one item by path, upload) and the event finder. Staff only: a request without a session is
// refused before the upstream is asked (requireSession), the upstream decides the rest.
import { isMediaPath, MEDIA_PATH_MAX_LENGTH } from '../../shared/editor/mediaPath';
import { checkMediaFile, mediaUploadMessage, type MediaKind as SharedMediaKind } from '../../shared/editor/mediaUpload';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import type { Locale } from '../../shared/locales';
import { pathFor } from '../../shared/routes';
import { todayIso } from '../../shared/dateFormats';
import { requireSession } from '../editor/requireSession';
import { fieldErrorsInput } from '../fieldErrors';
import type { GatewayContext } from '../GatewayContext';
import type { EditorEventHit, MediaKind, Resolvers } from '../generated/resolvers';
import { mapImage, mapPage, type PageObject } from '../mapCommon';
import type { ImageObject } from '../images/mapImages';
import type { MediaItemPayload } from '../sources/MediaApi';
import { badUserInput, fromUpstream } from '../upstreamErrors';
import type { UploadedFile } from '../upload/UploadedFile';

/** At most this many events in the finder: enough to choose from, few enough to read. */
const EVENT_FINDER_LIMIT = 20;
/** Search hits asked for before the date range is applied. */
const EVENT_SEARCH_PAGE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface MediaItemObject {
  path: string;
  kind: MediaKind;
  name: string;
  size: number;
  modified: string;
  url: string;
  image: ImageObject | null;
}

const toShared = (kind: MediaKind): SharedMediaKind => (kind === 'IMAGE' ? 'image' : kind === 'VIDEO' ? 'video' : 'audio');
const fromShared = (kind: SharedMediaKind): MediaKind => (kind === 'image' ? 'IMAGE' : kind === 'video' ? 'VIDEO' : 'AUDIO');

function mapMediaItem(payload: MediaItemPayload, context: GatewayContext): MediaItemObject {
  const thumbnails = payload.image_thumbnails;
  return {
    path: payload.path,
    kind: fromShared(payload.kind),
    name: payload.name,
    size: payload.size,
    modified: payload.modified,
    url: context.publicUrl(payload.url),
    image:
      thumbnails?.small && thumbnails.large
        ? mapImage({ small: thumbnails.small, large: thumbnails.large, sources: thumbnails.sources }, '', context.publicUrl)
        : null,
  };
}

/** The Berlin day of an upstream instant (`2026-11-22T19:30:00+01:00`: its first ten characters). */
const dayOf = (instant: string): string => instant.slice(0, 10);

async function findEvents(
  context: GatewayContext,
  locale: Locale,
  words: string,
  from: string,
  to: string | undefined,
): Promise<EditorEventHit[]> {
  const inRange = (instant: string) => dayOf(instant) >= from && (to === undefined || dayOf(instant) <= to);
  if (words === '') {
    // The programme's own list from that day on (one upstream call).
    const page = await context.loaders.eventPages.load({ locale, date: from, page: 1, pageSize: EVENT_FINDER_LIMIT });
    return page.results
      .filter((event) => inRange(event.date_start))
      .map((event) => ({
        id: String(event.id),
        title: event.title,
        startsAt: event.date_start,
        venueName: event.room?.venue?.name ?? null,
        roomName: event.room?.name ?? null,
        path: pathFor('eventDetail', locale, { slug: event.slug, id: String(event.id) }),
      }));
  }
  // The site search's events (title words, one typo away), then each hit's venue from the
  // event's own call (the request's loader; the upstream has no multi-id call).
  const hits = await context.loaders.searchPages.load({ locale, scope: 'events', text: words, page: 1, pageSize: EVENT_SEARCH_PAGE });
  const chosen = hits.results
    .filter((hit) => hit.kind === 'events' && hit.date_start !== null && inRange(hit.date_start))
    .slice(0, EVENT_FINDER_LIMIT);
  const details = await Promise.all(chosen.map((hit) => context.loaders.eventDetails.load({ id: String(hit.id), locale })));
  return chosen.map((hit, index) => {
    const detail = details[index];
    return {
      id: String(hit.id),
      title: hit.title,
      startsAt: hit.date_start ?? '',
      venueName: detail?.room?.venue?.name ?? null,
      roomName: detail?.room?.name ?? null,
      path: hit.url,
    };
  });
}

export const editorPopupsResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    async editorMedia(
      _root,
      args: { locale: GraphQLLocale; kind: MediaKind; query?: string | null; page: number; pageSize: number },
      context,
    ): Promise<PageObject<MediaItemObject>> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      if (!Number.isInteger(args.page) || args.page < 1) throw badUserInput('page', locale, 'invalidInput');
      if (!Number.isInteger(args.pageSize) || args.pageSize < 1 || args.pageSize > 100)
        throw badUserInput('pageSize', locale, 'invalidInput');
      const query = (args.query ?? '').trim();
      if (query.length > 200) throw badUserInput('query', locale, 'invalidInput');
      const payload = await fromUpstream(locale, () =>
        context.apis.media.list({ locale, kind: toShared(args.kind), query, page: args.page, pageSize: args.pageSize }),
      );
      return mapPage(payload, args.page, args.pageSize, (item) => mapMediaItem(item, context));
    },
    async editorMediaItem(_root, args: { locale: GraphQLLocale; kind: MediaKind; path: string }, context): Promise<MediaItemObject | null> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      // The module validation's rule (src/shared/editor/mediaPath.ts), checked before the upstream is asked.
      if (!isMediaPath(args.path)) throw badUserInput('path', locale, 'mediaPathInvalid', { max: MEDIA_PATH_MAX_LENGTH });
      const payload = await fromUpstream(locale, () => context.apis.media.find(locale, toShared(args.kind), args.path));
      return payload ? mapMediaItem(payload, context) : null;
    },
    async editorEvents(
      _root,
      args: { locale: GraphQLLocale; query?: string | null; from?: string | null; to?: string | null },
      context,
    ): Promise<EditorEventHit[]> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const words = (args.query ?? '').trim();
      if (words.length > 200) throw badUserInput('query', locale, 'invalidInput');
      const from = args.from ?? todayIso(context.now());
      const to = args.to ?? undefined;
      if (!DAY.test(from)) throw badUserInput('from', locale, 'invalidInput');
      if (to !== undefined && (!DAY.test(to) || to < from)) throw badUserInput('to', locale, 'invalidInput');
      return fromUpstream(locale, () => findEvents(context, locale, words, from, to));
    },
  },
  Mutation: {
    async uploadMedia(_root, args: { locale: GraphQLLocale; kind: MediaKind; file: UploadedFile }, context): Promise<MediaItemObject> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const kind = toShared(args.kind);
      // The same check as the browser's, before the upstream is asked; the upstream then checks the bytes.
      const problem = checkMediaFile(kind, args.file.filename, args.file.content.length, locale);
      if (problem) throw fieldErrorsInput('file', { file: [mediaUploadMessage(problem, locale)] }, locale);
      const outcome = await fromUpstream(locale, () => context.apis.media.upload(locale, kind, args.file));
      if (outcome.kind === 'refused') throw fieldErrorsInput('file', outcome.errors, locale);
      return mapMediaItem(outcome.item, context);
    },
  },
};
