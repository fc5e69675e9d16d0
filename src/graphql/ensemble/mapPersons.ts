// Ensemble payloads (snake_case) to GraphQL objects (camelCase), in one place.
import { mapEvent, type EventObject } from '../events/mapEvents';
import type { ImageObject, PublicUrl } from '../images/mapImages';
import { mapArticle, type ArticleObject } from '../magazine/mapArticles';
import { idOf, mapImage, mapPage, textOrNull, type PageObject } from '../mapCommon';
import type { PersonCategoryPayload, PersonDetailPayload, PersonPagePayload, PersonPayload } from '../sources/contentPayloads';

export interface PersonCategoryObject {
  id: string;
  name: string;
  slug: string;
}

export interface PersonObject {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  name: string;
  instrument: string | null;
  role: string | null;
  category: PersonCategoryObject;
  image: ImageObject | null;
  /** Only from the detail call; null in lists. */
  biography: string | null;
  upcomingEvents: EventObject[] | null;
  articles: ArticleObject[] | null;
}

export function mapPersonCategory(category: PersonCategoryPayload): PersonCategoryObject {
  return { id: idOf(category), name: category.name, slug: category.slug };
}

function mapPerson(person: PersonPayload, publicUrl: PublicUrl): PersonObject {
  return {
    id: idOf(person),
    slug: person.slug,
    firstName: person.first_name,
    lastName: person.last_name,
    name: person.name,
    instrument: textOrNull(person.instrument),
    role: textOrNull(person.role),
    category: mapPersonCategory(person.category),
    image: mapImage(person.image_thumbnails, person.image_alt, publicUrl),
    biography: null,
    upcomingEvents: null,
    articles: null,
  };
}

export function mapPersonDetail(person: PersonDetailPayload, publicUrl: PublicUrl): PersonObject {
  return {
    ...mapPerson(person, publicUrl),
    biography: textOrNull(person.biography),
    upcomingEvents: person.events.map((event) => mapEvent(event, publicUrl)),
    articles: person.articles.map((article) => mapArticle(article, publicUrl)),
  };
}

export function mapPersonPage(payload: PersonPagePayload, page: number, pageSize: number, publicUrl: PublicUrl): PageObject<PersonObject> {
  return mapPage(payload, page, pageSize, (person) => mapPerson(person, publicUrl));
}
