// The ensemble (spec 000 §2 "Ensemble", §7 "persons", "person-categories"; README "Ensemble").
import type { Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';
import type { EventPayload } from '../api/listEvents';
import { imageThumbnails, type Thumbnails } from './imageThumbnails';
import { listPersonArticles, type ArticlePayload } from './listArticles';
import { listLinkedEvents } from './listLinkedEvents';
import type { ContentQuery } from './parseContentQuery';

export const PERSON_FILTERS = ['category'] as const;
export type PersonFilter = (typeof PERSON_FILTERS)[number];

export interface PersonCategoryPayload {
  id: number;
  name: string;
  slug: string;
}

export interface PersonPayload {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  name: string;
  instrument: string;
  role: string;
  category: PersonCategoryPayload;
  image_thumbnails: Thumbnails | null;
  image_alt: string;
}

export interface PersonDetailPayload extends PersonPayload {
  biography: string;
  /** The upcoming events the person plays in (a linked contributor), earliest first. */
  events: EventPayload[];
  /** The magazine articles that name the person, newest first. */
  articles: ArticlePayload[];
}

/** How many of a person's upcoming events and articles the detail carries. */
const PERSON_EVENT_LIMIT = 12;
const PERSON_ARTICLE_LIMIT = 6;

interface PersonRow extends Omit<PersonPayload, 'image_thumbnails' | 'name'> {
  image: string | null;
  biography: string;
  total: string;
}

/** In the orchestra's seating order: category, then seat (position), then id. */
function personsSql(lang: Locale, where: string, paging: string): string {
  return `
    SELECT m.id, m.slug, m.first_name, m.last_name, m.instrument_${lang} AS instrument, m.role_${lang} AS role,
      m.biography_${lang} AS biography, m.image, m.image_alt_${lang} AS image_alt,
      json_build_object('id', c.id, 'name', c.name_${lang}, 'slug', c.slug) AS category,
      count(*) OVER () AS total
    FROM persons m JOIN person_categories c ON c.id = m.category_id
    WHERE ${where}
    ORDER BY c.position, c.id, m.position, m.id
    ${paging}`;
}

function toPayload(row: PersonRow, origin: string): PersonPayload {
  return {
    id: row.id,
    slug: row.slug,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    instrument: row.instrument,
    role: row.role,
    category: row.category,
    image_thumbnails: imageThumbnails(origin, row.image),
    image_alt: row.image_alt,
  };
}

export async function listPersons(
  db: Queryable,
  query: ContentQuery<PersonFilter>,
  lang: Locale,
  origin: string,
): Promise<{ count: number; results: PersonPayload[] }> {
  const { rows } = await db.query<PersonRow>(personsSql(lang, '($1::integer IS NULL OR m.category_id = $1)', 'LIMIT $2 OFFSET $3'), [
    query.filters.category ?? null,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  const first = rows[0];
  return { count: first ? Number(first.total) : 0, results: rows.map((row) => toPayload(row, origin)) };
}

export async function getPerson(db: Queryable, id: number, lang: Locale, origin: string): Promise<PersonDetailPayload | undefined> {
  const { rows } = await db.query<PersonRow>(personsSql(lang, 'm.id = $1', ''), [id]);
  const row = rows[0];
  if (!row) return undefined;
  const person = toPayload(row, origin);
  const [events, articles] = await Promise.all([
    listLinkedEvents(db, 'person', id, lang, origin, PERSON_EVENT_LIMIT),
    listPersonArticles(db, person.name, lang, origin, PERSON_ARTICLE_LIMIT),
  ]);
  return { ...person, biography: row.biography, events, articles };
}

export async function listPersonCategories(db: Queryable, lang: Locale): Promise<PersonCategoryPayload[]> {
  const { rows } = await db.query<PersonCategoryPayload>(
    `SELECT id, name_${lang} AS name, slug FROM person_categories ORDER BY position, id`,
  );
  return rows;
}
