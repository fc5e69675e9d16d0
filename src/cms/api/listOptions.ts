// The five filter option lists (spec 001 §2 "Filters", §7; README "Filter options").
import type { Queryable } from '../db/openDatabase';
import { assertUnreachable } from '../../shared/assertUnreachable';
import type { Locale } from '../../shared/locales';
import { byName } from './byName';

export const OPTION_LISTS = ['rooms', 'exhibition-types', 'event-tags', 'series', 'genres'] as const;
export type OptionList = (typeof OPTION_LISTS)[number];

interface RoomRow {
  id: number;
  name: string;
  show_in_filter: boolean;
  venue_id: number;
  venue_name: string;
  venue_slug: string;
}

export type OptionPayload =
  | { id: number; name: string; show_in_filter: boolean; venue: { id: number; name: string; slug: string } }
  | { id: number; name: string; slug: string }
  | { id: number; name: string; show_in_filter: boolean }
  | { id: number; name: string; slug: string; show_in_filter: boolean }
  | { id: number; name: string };

/**
 * Sorted here rather than in SQL: PGlite has no ICU collations, and the lists are a handful of
 * rows. `lang` only picks between the `_de` and `_en` columns.
 */
export async function listOptions(db: Queryable, list: OptionList, lang: Locale): Promise<OptionPayload[]> {
  switch (list) {
    case 'rooms': {
      const { rows } = await db.query<RoomRow>(
        `SELECT r.id, r.name_${lang} AS name, r.show_in_filter, v.id AS venue_id, v.name_${lang} AS venue_name, v.slug AS venue_slug
         FROM rooms r JOIN venues v ON v.id = r.venue_id`,
      );
      return rows
        .map((row) => ({
          id: row.id,
          name: row.name,
          show_in_filter: row.show_in_filter,
          venue: { id: row.venue_id, name: row.venue_name, slug: row.venue_slug },
        }))
        .sort(byName(lang));
    }
    case 'exhibition-types': {
      const { rows } = await db.query<{ id: number; name: string; slug: string }>(
        `SELECT id, name_${lang} AS name, slug FROM exhibition_types`,
      );
      return rows.sort(byName(lang));
    }
    case 'event-tags': {
      const { rows } = await db.query<{ id: number; name: string; show_in_filter: boolean }>(
        `SELECT id, name_${lang} AS name, show_in_filter FROM event_tags`,
      );
      return rows.sort(byName(lang));
    }
    case 'series': {
      const { rows } = await db.query<{ id: number; name: string; slug: string; show_in_filter: boolean }>(
        `SELECT id, name_${lang} AS name, slug, show_in_filter FROM series`,
      );
      return rows.sort(byName(lang));
    }
    case 'genres': {
      const { rows } = await db.query<{ id: number; name: string }>(`SELECT id, name_${lang} AS name FROM genres`);
      return rows.sort(byName(lang));
    }
    default:
      return assertUnreachable(list);
  }
}
