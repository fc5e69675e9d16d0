// The venue page's map (issue 11): a plain link to OpenStreetMap, so the page loads no map script
// or tiles of a third party (spec 000 §1 external media need consent; a link needs none). With
// coordinates it marks the spot; without, it searches the address.

export function mapLink(venue: {
  address: { street: string; postalCode: string; city: string };
  geo: { latitude: number; longitude: number } | null;
}): string | null {
  if (venue.geo) {
    const lat = venue.geo.latitude.toFixed(5);
    const lon = venue.geo.longitude.toFixed(5);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const { street, postalCode, city } = venue.address;
  const query = [street, `${postalCode} ${city}`.trim()].filter(Boolean).join(', ');
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null;
}
