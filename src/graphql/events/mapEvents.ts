// REST payloads (snake_case) to GraphQL objects (camelCase), in one place (STYLE.md).
import type {
  EventDetailPayload,
  EventPagePayload,
  EventPayload,
  FilterOptionPayload,
  ImageSourcesPayload,
  ImageThumbnailsPayload,
  PricePayload,
  SeatGroupPayload,
  TeaserPayload,
} from '../sources/payloads';

export interface ImageObject {
  small: string | null;
  large: string | null;
  alt: string;
  sources: ImageSourceObject[];
}

export type ImageSourceFormat = 'AVIF' | 'WEBP' | 'JPEG' | 'PNG';

export interface ImageSourceObject {
  format: ImageSourceFormat;
  width: number;
  url: string;
}

export interface EventObject {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  startsAt: string;
  endsAt: string | null;
  type: { id: string; name: string; slug: string } | null;
  room: { id: string; name: string; venue: { id: string; name: string; slug: string } | null } | null;
  tags: { id: string; name: string }[];
  series: { id: string; name: string }[];
  genres: { id: string; name: string }[];
  image: ImageObject | null;
  ticketUrl: string | null;
  ticketingId: number | null;
  isSoldOut: boolean;
  isCancelled: boolean;
  /** Only from the detail call; null in lists. */
  description: string | null;
  booking: BookingObject | null;
}

export interface PriceObject {
  id: string;
  amount: string;
  saleTypeId: number;
  name: string;
  text: string | null;
  hasDiscounts: boolean;
}

export interface SeatGroupObject {
  id: string;
  name: string;
  text: string | null;
  available: number | null;
  prices: PriceObject[];
  timeslots: { id: string; startsAt: string; blockId: number | null; available: number | null }[];
}

export interface BookingObject {
  variant: 'SEAT_GROUP' | 'TIMESLOT';
  seatGroups: SeatGroupObject[];
}

export interface EventPageObject {
  totalCount: number;
  page: number;
  pageSize: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  items: EventObject[];
}

const named = (value: { id: number; name: string }) => ({ id: String(value.id), name: value.name });

/** Rewrites an upstream URL for the visitor's browser (see GatewayContext.publicUrl). */
export type PublicUrl = (url: string) => string;

/** Upstream format keys, in the order a <picture> offers them (best compression first, JPEG as the fallback). */
const SOURCE_FORMATS: readonly (readonly [string, ImageSourceFormat])[] = [
  ['avif', 'AVIF'],
  ['webp', 'WEBP'],
  ['jpeg', 'JPEG'],
  ['jpg', 'JPEG'],
  ['png', 'PNG'],
];

/**
 * `image_thumbnails.sources` (`{ webp: { "320": url } }`) as a list by format, then width, with
 * every URL on the site's origin. Unknown formats and widths that are not positive integers are
 * dropped; a format named twice (jpg and jpeg) keeps its first entry per width.
 */
export function mapImageSources(sources: ImageSourcesPayload | undefined, publicUrl: PublicUrl): ImageSourceObject[] {
  if (!sources) return [];
  const mapped: ImageSourceObject[] = [];
  for (const [key, format] of SOURCE_FORMATS) {
    const byWidth = sources[key];
    if (!byWidth) continue;
    const widths = Object.keys(byWidth)
      .filter((width) => /^[1-9]\d{0,4}$/.test(width))
      .map(Number)
      .sort((a, b) => a - b);
    for (const width of widths) {
      const url = byWidth[String(width)];
      if (url && !mapped.some((source) => source.format === format && source.width === width)) {
        mapped.push({ format, width, url: publicUrl(url) });
      }
    }
  }
  return mapped;
}

function imageOf(thumbnails: ImageThumbnailsPayload | null | undefined, alt: string | null | undefined, publicUrl: PublicUrl): ImageObject | null {
  if (!thumbnails) return null;
  const small = thumbnails.small ?? thumbnails.medium ?? thumbnails.large ?? null;
  const large = thumbnails.large ?? thumbnails.medium ?? small;
  if (!small && !large) return null;
  return {
    small: small ? publicUrl(small) : null,
    large: large ? publicUrl(large) : null,
    alt: alt ?? '',
    sources: mapImageSources(thumbnails.sources, publicUrl),
  };
}

export function mapEvent(event: EventPayload, publicUrl: PublicUrl): EventObject {
  return {
    id: String(event.id),
    slug: event.slug,
    title: event.title,
    subtitle: event.subtitle ?? null,
    startsAt: event.date_start,
    endsAt: event.date_end ?? null,
    type: event.event_type_new ? { ...named(event.event_type_new), slug: event.event_type_new.slug } : null,
    room: event.room
      ? {
          ...named(event.room),
          venue: event.room.venue ? { ...named(event.room.venue), slug: event.room.venue.slug } : null,
        }
      : null,
    tags: event.tags.map(named),
    series: event.series.map(named),
    genres: event.genres.map(named),
    image: imageOf(event.image_thumbnails, event.image_alt, publicUrl),
    // The shop page of an upstream on its own origin opens through the site (/shop/…).
    ticketUrl: event.ticket_url ? publicUrl(event.ticket_url) : null,
    ticketingId: event.id_jet ?? null,
    isSoldOut: event.is_sold_out ?? false,
    isCancelled: event.is_cancelled ?? false,
    description: null,
    booking: null,
  };
}

/** spec 001 §4: status '0' marks seat groups and timeslots that are not on sale. */
const UNAVAILABLE = '0';

function mapPrice(price: PricePayload): PriceObject {
  return {
    id: String(price.id),
    amount: price.price,
    saleTypeId: price.sale_type_id,
    name: price.name,
    text: price.text || null,
    hasDiscounts: price.has_discounts ?? false,
  };
}

function mapSeatGroup(group: SeatGroupPayload): SeatGroupObject {
  return {
    id: String(group.id),
    name: group.seat_group,
    text: group.text || null,
    available: group.available ?? null,
    prices: group.prices.map(mapPrice),
    timeslots: group.timeslots
      .filter((slot) => slot.status !== UNAVAILABLE)
      .map((slot) => ({ id: String(slot.id), startsAt: slot.time_start, blockId: slot.block_id, available: slot.available ?? null })),
  };
}

export function mapEventDetail(event: EventDetailPayload, publicUrl: PublicUrl): EventObject {
  const seatGroups = event.seat_groups.filter((group) => group.status !== UNAVAILABLE).map(mapSeatGroup);
  return {
    ...mapEvent(event, publicUrl),
    description: event.description ?? null,
    booking: {
      // spec 001 §4: the timeslot variant when the first seat group has timeslots.
      variant: (event.seat_groups[0]?.timeslots.length ?? 0) > 0 ? 'TIMESLOT' : 'SEAT_GROUP',
      seatGroups,
    },
  };
}

export function mapEventPage(payload: EventPagePayload, page: number, pageSize: number, publicUrl: PublicUrl): EventPageObject {
  return {
    totalCount: payload.count,
    page,
    pageSize,
    hasNextPage: payload.next !== null,
    hasPreviousPage: payload.previous !== null,
    items: payload.results.map((event) => mapEvent(event, publicUrl)),
  };
}

/** spec 001 §2, §3: options with show_in_filter false are hidden. */
export function mapFilterOptions(options: FilterOptionPayload[]): { id: string; name: string }[] {
  return options.filter((option) => option.show_in_filter !== false).map(named);
}

export interface TeaserObject {
  id: string;
  name: string;
  preline: string | null;
  headline: string | null;
  subline: string | null;
  linkText: string | null;
  linkUrl: string | null;
  image: ImageObject | null;
  position: string;
  style3: boolean;
}

export function mapTeaser(teaser: TeaserPayload, publicUrl: PublicUrl): TeaserObject {
  const thumbnails = teaser.image_thumbnails ?? (teaser.image_obj ? { large: teaser.image_obj.url } : null);
  return {
    id: String(teaser.id),
    name: teaser.name,
    preline: teaser.preline ?? null,
    headline: teaser.headline ?? null,
    subline: teaser.subline ?? null,
    linkText: teaser.link_text ?? null,
    linkUrl: teaser.link?.url ?? null,
    image: imageOf(thumbnails, teaser.image_obj?.alt, publicUrl),
    position: teaser.position.slice(0, 10),
    style3: teaser.style3 ?? false,
  };
}
