// Option lists of the production filter (spec 001 §3 "Production filter", §7 "/api/seasons/",
// "/api/production-tags/"; README "Content").
import type { Locale } from '../../shared/locales';
import { byName } from '../api/byName';
import type { Queryable } from '../db/openDatabase';

export interface SeasonPayload {
  id: number;
  name: string;
  slug: string;
  date_start: string;
  date_end: string;
}

/** Newest season first: the production filter's default is the first entry. */
export async function listSeasons(db: Queryable, lang: Locale): Promise<SeasonPayload[]> {
  const { rows } = await db.query<SeasonPayload>(
    `SELECT id, name_${lang} AS name, slug, to_char(date_start, 'YYYY-MM-DD') AS date_start, to_char(date_end, 'YYYY-MM-DD') AS date_end
     FROM seasons ORDER BY date_start DESC, id`,
  );
  return rows;
}

export async function listProductionTags(db: Queryable, lang: Locale): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.query<{ id: number; name: string }>(`SELECT id, name_${lang} AS name FROM production_tags`);
  return rows.sort(byName(lang));
}
