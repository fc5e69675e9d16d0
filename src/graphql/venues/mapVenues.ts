// Venue payloads (snake_case) to GraphQL objects (camelCase), in one place.
import { mapEvent, type EventObject } from '../events/mapEvents';
import type { ImageObject, PublicUrl } from '../images/mapImages';
import { idOf, mapImage, textOrNull } from '../mapCommon';
import type { VenueDetailPayload, VenueInfoPayload } from '../sources/contentPayloads';

export interface VenueDetailObject {
  id: string;
  name: string;
  slug: string;
  address: { street: string; postalCode: string; city: string };
  image: ImageObject | null;
  /** Only from the detail call; null in lists. */
  description: string | null;
  rooms: { id: string; name: string; showInFilter: boolean }[] | null;
  geo: { latitude: number; longitude: number } | null;
  openingHours: { weekday: number; timeFrom: string | null; timeTo: string | null; closed: boolean }[] | null;
  upcomingEvents: EventObject[] | null;
}

export function mapVenue(venue: VenueInfoPayload, publicUrl: PublicUrl): VenueDetailObject {
  return {
    id: idOf(venue),
    name: venue.name,
    slug: venue.slug,
    address: { street: venue.address.street, postalCode: venue.address.postal_code, city: venue.address.city },
    image: mapImage(venue.image_thumbnails, venue.image_alt, publicUrl),
    description: null,
    rooms: null,
    geo: null,
    openingHours: null,
    upcomingEvents: null,
  };
}

export function mapVenueDetail(venue: VenueDetailPayload, publicUrl: PublicUrl): VenueDetailObject {
  return {
    ...mapVenue(venue, publicUrl),
    description: textOrNull(venue.description),
    rooms: venue.rooms.map((room) => ({ id: idOf(room), name: room.name, showInFilter: room.show_in_filter })),
    geo: venue.geo,
    openingHours: venue.opening_hours.map((hours) => ({
      weekday: hours.weekday,
      timeFrom: hours.time_from,
      timeTo: hours.time_to,
      closed: hours.closed,
    })),
    upcomingEvents: venue.events.map((event) => mapEvent(event, publicUrl)),
  };
}
