// GET /{lang}/api/breaking-news/ (spec 001 §3 "Breaking news item", §4 "Top alert", §7; README "Content").
import type { Locale } from '../../shared/locales';
import type { Queryable } from '../db/openDatabase';

export interface BreakingNewsPayload {
  id: number;
  title: string;
  text: string;
  link: { url: string };
  link_title: string;
}

/** The alerts online now, newest first; the site shows the first (spec 001 §7). */
export async function listBreakingNews(db: Queryable, lang: Locale, now: Date): Promise<BreakingNewsPayload[]> {
  const { rows } = await db.query<{ id: number; title: string; text: string; link_url: string; link_title: string }>(
    `SELECT id, title_${lang} AS title, text_${lang} AS text, link_url_${lang} AS link_url, link_title_${lang} AS link_title
     FROM breaking_news
     WHERE online_from <= $1 AND (online_to IS NULL OR online_to > $1)
     ORDER BY online_from DESC, id DESC`,
    [now.toISOString()],
  );
  return rows.map((row) => ({ id: row.id, title: row.title, text: row.text, link: { url: row.link_url }, link_title: row.link_title }));
}
