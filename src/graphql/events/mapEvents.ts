// REST payloads (snake_case) to GraphQL objects (camelCase), in one place (docs/CONVENTIONS.md).
import { imageOf, type ImageObject, type PublicUrl } from '../images/mapImages';
import type { ArticleObject } from '../magazine/mapArticles';
import type {
  EventDetailPayload,
  EventPagePayload,
  EventPayload,
  FilterOptionPayload,
  PricePayload,
  SeatGroupPayload,
  TeaserPayload,
} from '../sources/payloads';

export interface EventObject {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  startsAt: string;
  endsAt: string | null;
  type: { id: string; name: string; slug: string } | null;
  room: { id: string; name: string; venue: VenueObject | null } | null;
  tags: { id: string; name: string }[];
  series: { id: string; name: string; slug: string | null }[];
  genres: { id: string; name: string }[];
  image: ImageObject | null;
  ticketUrl: string | null;
  ticketingId: number | null;
  isSoldOut: boolean;
  isCancelled: boolean;
  /** Only from the detail call; null in lists. */
  description: string | null;
  booking: BookingObject | null;
  status: EventStatus;
  previousStartsAt: string | null;
  /** The detail page's content (mapEventDetailPage.ts); empty in lists and in an event's dates. */
  importantInfo: string | null;
  dates: EventObject[];
  works: { composer: string; title: string }[];
  contributors: { name: string; role: string | null; person: { id: string; slug: string } | null }[];
  gallery: ImageObject[];
  video: { url: string; title: string | null } | null;
  children: EventObject[];
  relatedEvents: EventObject[];
  articles: ArticleObject[];
  sponsors: { name: string; url: string | null }[];
  promoter: { name: string; url: string | null } | null;
}

export type EventStatus = 'ON_SALE' | 'SOLD_OUT' | 'CANCELLED' | 'RESCHEDULED' | 'PAST';

/**
 * What a visitor is told (schema.graphql EventStatus): cancelled before moved before sold out. With
 * the booking data known, an event without a seat group that has free seats is sold out too.
 */
function decideEventStatus(flags: {
  isCancelled: boolean;
  isSoldOut: boolean;
  moved: boolean;
  booking: BookingObject | null;
}): EventStatus {
  if (flags.isCancelled) return 'CANCELLED';
  if (flags.moved) return 'RESCHEDULED';
  if (flags.isSoldOut) return 'SOLD_OUT';
  if (flags.booking && !flags.booking.seatGroups.some((group) => group.available === null || group.available > 0)) return 'SOLD_OUT';
  return 'ON_SALE';
}

/**
 * Whether an event is over at `now`: its end, or its start when it has none, has come. The one
 * rule for "over" in the gateway (the event's status, the search's mark; the upstream's shop and
 * search order use the same).
 */
export function isOverAt(startsAt: string, endsAt: string | null, now: Date): boolean {
  return Date.parse(endsAt ?? startsAt) <= now.getTime();
}

/**
 * The status at `now`: an event that is over is PAST unless it was cancelled. Decided when the
 * field is read, never when the event is mapped, so a cached event turns PAST on time.
 */
export function statusAt(event: Pick<EventObject, 'status' | 'startsAt' | 'endsAt'>, now: Date): EventStatus {
  if (event.status === 'CANCELLED') return event.status;
  return isOverAt(event.startsAt, event.endsAt, now) ? 'PAST' : event.status;
}

interface VenueObject {
  id: string;
  name: string;
  slug: string;
  /** Only for the event of the detail call. */
  address: { street: string; postalCode: string; city: string } | null;
}

interface PriceObject {
  id: string;
  amount: string;
  saleTypeId: number;
  name: string;
  text: string | null;
  hasDiscounts: boolean;
}

interface SeatGroupObject {
  id: string;
  name: string;
  text: string | null;
  available: number | null;
  prices: PriceObject[];
  timeslots: { id: string; startsAt: string; blockId: number | null; available: number | null }[];
}

interface BookingObject {
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
          venue: event.room.venue ? { ...named(event.room.venue), slug: event.room.venue.slug, address: null } : null,
        }
      : null,
    tags: event.tags.map(named),
    series: event.series.map((series) => ({ ...named(series), slug: series.slug ?? null })),
    genres: event.genres.map(named),
    image: imageOf(event.image_thumbnails, event.image_alt, publicUrl),
    // The shop page of an upstream on its own origin opens through the site (/shop/…).
    ticketUrl: event.ticket_url ? publicUrl(event.ticket_url) : null,
    ticketingId: event.id_jet ?? null,
    isSoldOut: event.is_sold_out ?? false,
    isCancelled: event.is_cancelled ?? false,
    description: null,
    booking: null,
    status: decideEventStatus({
      isCancelled: event.is_cancelled ?? false,
      isSoldOut: event.is_sold_out ?? false,
      moved: false,
      booking: null,
    }),
    previousStartsAt: null,
    importantInfo: null,
    dates: [],
    works: [],
    contributors: [],
    gallery: [],
    video: null,
    children: [],
    relatedEvents: [],
    articles: [],
    sponsors: [],
    promoter: null,
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

export function mapEventDetail(
  event: EventDetailPayload & { previous_date_start?: string | null | undefined },
  publicUrl: PublicUrl,
): EventObject {
  const seatGroups = event.seat_groups.filter((group) => group.status !== UNAVAILABLE).map(mapSeatGroup);
  const booking: BookingObject = {
    // spec 001 §4: the timeslot variant when the first seat group has timeslots.
    variant: (event.seat_groups[0]?.timeslots.length ?? 0) > 0 ? 'TIMESLOT' : 'SEAT_GROUP',
    seatGroups,
  };
  const previousStartsAt = event.previous_date_start ?? null;
  return {
    ...mapEvent(event, publicUrl),
    description: event.description ?? null,
    booking,
    previousStartsAt,
    status: decideEventStatus({
      isCancelled: event.is_cancelled ?? false,
      isSoldOut: event.is_sold_out ?? false,
      moved: previousStartsAt !== null,
      booking,
    }),
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
