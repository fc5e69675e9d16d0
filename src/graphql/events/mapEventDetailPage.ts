// The event detail call (GET /{lang}/api/events/{id}/, sources/eventDetailPayloads.ts) as the API's
// Event: the booking data (mapEvents.ts) plus the detail page's sections (spec 001 §3 design
// settings: ImportantInfo … Promoter), in one place (docs/CONVENTIONS.md).
import { mapArticle } from '../magazine/mapArticles';
import { mapImage, textOrNull } from '../mapCommon';
import type { EventDetailPagePayload } from '../sources/eventDetailPayloads';
import type { PublicUrl } from '../images/mapImages';
import { mapEvent, mapEventDetail, type EventObject } from './mapEvents';

export function mapEventDetailPage(payload: EventDetailPagePayload, publicUrl: PublicUrl): EventObject {
  const event = mapEventDetail(payload, publicUrl);
  const venue = event.room?.venue;
  const address = payload.venue_address;
  const room =
    event.room && venue && address
      ? { ...event.room, venue: { ...venue, address: { street: address.street, postalCode: address.postal_code, city: address.city } } }
      : event.room;
  const dates = payload.dates.map((date) => (date.id === payload.id ? { ...event, room } : mapEventDetail(date, publicUrl)));
  return {
    ...event,
    room,
    importantInfo: textOrNull(payload.important_info),
    // Never empty for the detail: an upstream that names no dates has the event as its one date.
    dates: dates.length > 0 ? dates : [{ ...event, room }],
    works: payload.works.map((work) => ({ composer: work.composer, title: work.title })),
    contributors: payload.contributors.map((contributor) => ({
      name: contributor.name,
      role: textOrNull(contributor.role),
      person: contributor.person ? { id: String(contributor.person.id), slug: contributor.person.slug } : null,
    })),
    gallery: payload.images.flatMap((image) => {
      const mapped = mapImage(image.image_thumbnails ?? null, image.image_alt, publicUrl);
      return mapped ? [mapped] : [];
    }),
    video: payload.video ? { url: payload.video.url, title: textOrNull(payload.video.title) } : null,
    children: payload.children.map((child) => mapEvent(child, publicUrl)),
    relatedEvents: payload.related_events.map((related) => mapEvent(related, publicUrl)),
    articles: payload.articles.map((article) => mapArticle(article, publicUrl)),
    sponsors: payload.sponsors.map((sponsor) => ({ name: sponsor.name, url: textOrNull(sponsor.url) })),
    promoter: payload.promoter ? { name: payload.promoter.name, url: textOrNull(payload.promoter.url) } : null,
  };
}
