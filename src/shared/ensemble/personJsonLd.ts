// schema.org Person JSON-LD for a member's page (spec 000 §9 structured data): the name, the
// role in the orchestra, the portrait, the page itself and the orchestra as the group the person
// belongs to. Only properties of the types named are written.
import { BRAND } from '../constants';

export interface JsonLdPerson {
  name: string;
  firstName: string;
  lastName: string;
  instrument: string | null;
  role: string | null;
  biography: string | null;
  imageUrl: string | null;
  /** The page's path on this site. */
  path: string;
}

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

export function personJsonLd(person: JsonLdPerson, origin: string): Record<string, unknown> {
  const jobTitle = [person.role, person.instrument].find((value) => value?.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    givenName: person.firstName,
    familyName: person.lastName,
    ...(jobTitle ? { jobTitle } : {}),
    ...(person.biography?.trim() ? { description: person.biography.trim() } : {}),
    ...(person.imageUrl ? { image: absolute(origin, person.imageUrl) } : {}),
    url: `${origin}${person.path}`,
    memberOf: { '@type': 'MusicGroup', name: BRAND, url: `${origin}/` },
  };
}
