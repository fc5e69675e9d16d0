// Venue payloads (snake_case) to GraphQL objects (camelCase), in one place.
import type { ImageObject, PublicUrl } from '../events/mapEvents';
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
  };
}

export function mapVenueDetail(venue: VenueDetailPayload, publicUrl: PublicUrl): VenueDetailObject {
  return {
    ...mapVenue(venue, publicUrl),
    description: textOrNull(venue.description),
    rooms: venue.rooms.map((room) => ({ id: idOf(room), name: room.name, showInFilter: room.show_in_filter })),
  };
}
