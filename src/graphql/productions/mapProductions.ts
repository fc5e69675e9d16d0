// Production, series and season payloads (snake_case) to GraphQL objects (camelCase), in one place.
import { mapEvent, type EventObject } from '../events/mapEvents';
import type { ImageObject, PublicUrl } from '../images/mapImages';
import { idOf, mapImage, mapPage, textOrNull, type PageObject } from '../mapCommon';
import type { RichTextValue } from '../RichTextScalar';
import type {
  ProductionDetailPayload,
  ProductionPagePayload,
  ProductionPayload,
  ProductionTagPayload,
  SeasonPayload,
  SeriesDetailPayload,
} from '../sources/contentPayloads';

export interface SeasonObject {
  id: string;
  name: string;
  slug: string;
  startDate: string | null;
  endDate: string | null;
}

export interface ProductionObject {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  teaserText: string | null;
  season: SeasonObject | null;
  exhibitionType: { id: string; name: string; slug: string } | null;
  tags: { id: string; name: string }[];
  startsAt: string | null;
  endsAt: string | null;
  eventsCount: number;
  image: ImageObject | null;
  /** Only from the detail call; null in lists. */
  body: RichTextValue | null;
  events: EventObject[] | null;
}

export interface SeriesDetailObject {
  id: string;
  name: string;
  slug: string;
  showInFilter: boolean;
  events: EventObject[];
}

export function mapProductionTag(tag: ProductionTagPayload): { id: string; name: string } {
  return { id: idOf(tag), name: tag.name };
}

export function mapSeason(season: SeasonPayload): SeasonObject {
  return { id: idOf(season), name: season.name, slug: season.slug, startDate: season.date_start, endDate: season.date_end };
}

function mapProduction(production: ProductionPayload, publicUrl: PublicUrl): ProductionObject {
  return {
    id: idOf(production),
    slug: production.slug,
    title: production.title,
    subtitle: textOrNull(production.subtitle),
    teaserText: textOrNull(production.teaser_text),
    // Inside a production the upstream sends the season without its days.
    season: production.season
      ? { id: idOf(production.season), name: production.season.name, slug: production.season.slug, startDate: null, endDate: null }
      : null,
    exhibitionType: production.exhibition_type
      ? { id: idOf(production.exhibition_type), name: production.exhibition_type.name, slug: production.exhibition_type.slug }
      : null,
    tags: production.tags.map(mapProductionTag),
    startsAt: production.date_start,
    endsAt: production.date_end,
    eventsCount: production.events_count,
    image: mapImage(production.image_thumbnails, production.image_alt, publicUrl),
    body: null,
    events: null,
  };
}

export function mapProductionDetail(production: ProductionDetailPayload, publicUrl: PublicUrl): ProductionObject {
  return {
    ...mapProduction(production, publicUrl),
    body: production.body,
    events: production.events.map((event) => mapEvent(event, publicUrl)),
  };
}

export function mapProductionPage(
  payload: ProductionPagePayload,
  page: number,
  pageSize: number,
  publicUrl: PublicUrl,
): PageObject<ProductionObject> {
  return mapPage(payload, page, pageSize, (production) => mapProduction(production, publicUrl));
}

export function mapSeriesDetail(series: SeriesDetailPayload, publicUrl: PublicUrl): SeriesDetailObject {
  return {
    id: idOf(series),
    name: series.name,
    slug: series.slug,
    showInFilter: series.show_in_filter,
    events: series.events.map((event) => mapEvent(event, publicUrl)),
  };
}
