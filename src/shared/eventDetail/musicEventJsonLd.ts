// schema.org MusicEvent JSON-LD for an event's detail page: one per date of its programme, with
// its performers, works, place, status and offers built from the live prices (availability from
// the seat groups: a group on sale with free seats is InStock). Only properties of the types
// named are written (checked against the vocabulary in musicEventJsonLd.test.ts).
import { BRAND } from '../constants';
import type { Locale } from '../locales';
import { pathFor } from '../routes';

interface JsonLdDate {
  id: string;
  slug: string;
  startsAt: string;
  endsAt: string | null;
  status: 'ON_SALE' | 'SOLD_OUT' | 'CANCELLED' | 'RESCHEDULED' | 'PAST';
  previousStartsAt: string | null;
  ticketUrl: string | null;
  booking: {
    seatGroups: readonly { name: string; available: number | null; prices: readonly { amount: string; name: string }[] }[];
  } | null;
}

export interface JsonLdEvent {
  title: string;
  subtitle: string | null;
  description: string | null;
  imageUrl: string | null;
  place: { name: string; street: string | null; postalCode: string | null; city: string | null } | null;
  performers: readonly { name: string; isPerson: boolean }[];
  works: readonly { composer: string; title: string }[];
  promoter: { name: string; url: string | null } | null;
  dates: readonly JsonLdDate[];
}

const SCHEMA = 'https://schema.org/';
const STATUS: Record<JsonLdDate['status'], string> = {
  ON_SALE: `${SCHEMA}EventScheduled`,
  SOLD_OUT: `${SCHEMA}EventScheduled`,
  CANCELLED: `${SCHEMA}EventCancelled`,
  RESCHEDULED: `${SCHEMA}EventRescheduled`,
  // An event that is over took place as scheduled; nothing is offered for it any more.
  PAST: `${SCHEMA}EventScheduled`,
};

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

export function musicEventJsonLd(event: JsonLdEvent, locale: Locale, origin: string): Record<string, unknown>[] {
  const location = event.place
    ? {
        '@type': 'Place',
        name: event.place.name,
        ...(event.place.city
          ? {
              address: {
                '@type': 'PostalAddress',
                ...(event.place.street ? { streetAddress: event.place.street } : {}),
                ...(event.place.postalCode ? { postalCode: event.place.postalCode } : {}),
                addressLocality: event.place.city,
                addressCountry: 'DE',
              },
            }
          : {}),
      }
    : undefined;
  const performer = event.performers.map((entry) => ({ '@type': entry.isPerson ? 'Person' : 'MusicGroup', name: entry.name }));
  const workPerformed = event.works.map((work) => ({
    '@type': 'MusicComposition',
    name: work.title,
    composer: { '@type': 'Person', name: work.composer },
  }));
  const organizer = event.promoter
    ? { '@type': 'Organization', name: event.promoter.name, ...(event.promoter.url ? { url: event.promoter.url } : {}) }
    : { '@type': 'Organization', name: BRAND, url: `${origin}${pathFor('home', locale)}` };
  return event.dates.map((date) => {
    const url = `${origin}${pathFor('eventDetail', locale, { slug: date.slug, id: date.id })}`;
    const offerUrl = date.ticketUrl ? absolute(origin, date.ticketUrl) : url;
    const offers =
      date.status === 'CANCELLED' || date.status === 'PAST'
        ? []
        : (date.booking?.seatGroups ?? []).flatMap((group) => {
            const inStock = date.status !== 'SOLD_OUT' && (group.available === null || group.available > 0);
            return group.prices.map((price) => ({
              '@type': 'Offer',
              name: `${group.name} – ${price.name}`,
              price: price.amount,
              priceCurrency: 'EUR',
              availability: `${SCHEMA}${inStock ? 'InStock' : 'SoldOut'}`,
              url: offerUrl,
            }));
          });
    return {
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name: event.title,
      ...(event.description || event.subtitle ? { description: event.description ?? event.subtitle } : {}),
      url,
      inLanguage: locale,
      startDate: date.startsAt,
      ...(date.endsAt ? { endDate: date.endsAt } : {}),
      eventStatus: STATUS[date.status],
      ...(date.status === 'RESCHEDULED' && date.previousStartsAt ? { previousStartDate: date.previousStartsAt } : {}),
      eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
      ...(event.imageUrl ? { image: [absolute(origin, event.imageUrl)] } : {}),
      ...(location ? { location } : {}),
      ...(performer.length > 0 ? { performer } : {}),
      ...(workPerformed.length > 0 ? { workPerformed } : {}),
      organizer,
      ...(offers.length > 0 ? { offers } : {}),
    };
  });
}
