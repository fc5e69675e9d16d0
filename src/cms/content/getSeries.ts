// GET /{lang}/api/series/{id}/ (spec 000 §2 "Subscription series detail"; README "Series").
// The list is eventsRoutes' filter option list.
import type { Locale } from '../../shared/locales';
import type { EventPayload } from '../api/listEvents';
import type { Queryable } from '../db/openDatabase';
import { listLinkedEvents } from './listLinkedEvents';

export interface SeriesDetailPayload {
  id: number;
  name: string;
  slug: string;
  show_in_filter: boolean;
  events: EventPayload[];
}

export async function getSeries(db: Queryable, id: number, lang: Locale, origin: string): Promise<SeriesDetailPayload | undefined> {
  const { rows } = await db.query<Omit<SeriesDetailPayload, 'events'>>(
    `SELECT id, name_${lang} AS name, slug, show_in_filter FROM series WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { ...row, events: await listLinkedEvents(db, 'series', id, lang, origin) } : undefined;
}
