// schema.org Place JSON-LD for a venue's page (spec 000 §9 structured data): name, postal
// address, coordinates when known, the regular opening hours, its rooms as places it contains,
// picture and the page itself. Only properties of the types named are written.
import { openingHoursSpecification, type WeekDayHours } from './weeklyHours';

export interface JsonLdVenue {
  name: string;
  description: string | null;
  address: { street: string; postalCode: string; city: string };
  geo: { latitude: number; longitude: number } | null;
  week: readonly WeekDayHours[];
  rooms: readonly string[];
  imageUrl: string | null;
  /** The page's path on this site. */
  path: string;
}

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

export function placeJsonLd(venue: JsonLdVenue, origin: string): Record<string, unknown> {
  const { street, postalCode, city } = venue.address;
  const hours = openingHoursSpecification(venue.week);
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: venue.name,
    ...(venue.description?.trim() ? { description: venue.description.trim() } : {}),
    ...(street || postalCode || city
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(street ? { streetAddress: street } : {}),
            ...(postalCode ? { postalCode } : {}),
            ...(city ? { addressLocality: city } : {}),
            addressCountry: 'DE',
          },
        }
      : {}),
    ...(venue.geo ? { geo: { '@type': 'GeoCoordinates', latitude: venue.geo.latitude, longitude: venue.geo.longitude } } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(venue.rooms.length > 0 ? { containsPlace: venue.rooms.map((name) => ({ '@type': 'Place', name })) } : {}),
    ...(venue.imageUrl ? { image: absolute(origin, venue.imageUrl) } : {}),
    url: `${origin}${venue.path}`,
  };
}
