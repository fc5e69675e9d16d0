// Full-text search over the view of 006_search.sql (spec 000 §7 "/api/search/…"; README "Search"):
// websearch_to_tsquery in the request language's configuration, ranked with ts_rank.
import type { Locale } from '../../shared/locales';
import { pathFor, type RouteName } from '../../shared/routes';
import { berlinIso } from '../api/listEvents';
import type { Queryable } from '../db/openDatabase';
import { prefixTsQuery } from './parseSearchQuery';

export const SEARCH_KINDS = ['events', 'productions', 'articles', 'persons', 'venues', 'pages'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** `/api/search/others/`: everything but events. */
export const OTHER_KINDS: readonly SearchKind[] = SEARCH_KINDS.filter((kind) => kind !== 'events');
/** Hits per kind in the index search (`/api/search/`). */
export const INDEX_HITS_PER_KIND = 3;
export const AUTOCOMPLETE_LIMIT = 8;

/** The text search configuration per language: a constant, never input. */
const CONFIG: Record<Locale, string> = { de: 'german', en: 'english' };

const DETAIL_ROUTE: Record<Exclude<SearchKind, 'pages'>, RouteName> = {
  events: 'eventDetail',
  productions: 'productionDetail',
  articles: 'magazineArticle',
  persons: 'ensembleDetail',
  venues: 'venueDetail',
};

/** The site path of a hit; a CMS page's slug is its path after `/{lang}/` ('' for the home page). */
function siteUrl(kind: SearchKind, slug: string, id: number, lang: Locale): string {
  if (kind === 'pages') return slug === '' ? pathFor('home', lang) : pathFor('cmsPage', lang, { rest: slug });
  return pathFor(DETAIL_ROUTE[kind], lang, { slug, id: String(id) });
}

export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  text: string;
  slug: string;
  /** The site path of the hit's page in the request's language. */
  url: string;
  /** Events only: the start (Europe/Berlin ISO); null for other kinds. */
  date_start: string | null;
  rank: number;
}

interface HitRow {
  kind: SearchKind;
  id: number;
  slug: string;
  title: string;
  text: string;
  date_start: Date | null;
  rank: number;
  total: string;
}

function toHit(row: HitRow, lang: Locale): SearchHit {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    text: row.text,
    slug: row.slug,
    url: siteUrl(row.kind, row.slug, row.id, lang),
    date_start: row.date_start ? berlinIso(row.date_start) : null,
    // Rounded: float4 noise is no information for a client.
    rank: Math.round(row.rank * 1e6) / 1e6,
  };
}

/** Columns of one language; `lang` only picks between the `_de`/`_en` columns. */
function hitColumns(lang: Locale, tsquery: string): string {
  return `d.kind, d.id, d.slug_${lang} AS slug, d.title_${lang} AS title, d.text_${lang} AS text, d.date_start,
    ts_rank(d.document_${lang}, ${tsquery}) AS rank`;
}

/**
 * A query that names no word to find (only stop words, or only `-word` exclusions) would match
 * everything with rank 0; querytree() is 'T' for exactly those, and they find nothing instead.
 */
const POSITIVE = (tsquery: string) => `querytree(${tsquery}) <> 'T'`;

/** Best first; equal ranks: the sooner event, then kind and id, so paging is stable. */
const ORDER = 'rank DESC, date_start NULLS LAST, kind, id';

export async function searchKinds(
  db: Queryable,
  text: string,
  kinds: readonly SearchKind[],
  page: number,
  pageSize: number,
  lang: Locale,
): Promise<{ count: number; results: SearchHit[] }> {
  const tsquery = `websearch_to_tsquery('${CONFIG[lang]}', $1)`;
  const { rows } = await db.query<HitRow>(
    `SELECT *, count(*) OVER () AS total FROM (
       SELECT ${hitColumns(lang, tsquery)} FROM search_documents d
       WHERE d.kind = ANY($2::text[]) AND d.document_${lang} @@ ${tsquery} AND ${POSITIVE(tsquery)}
     ) hits
     ORDER BY ${ORDER}
     LIMIT $3 OFFSET $4`,
    [text, kinds, pageSize, (page - 1) * pageSize],
  );
  const first = rows[0];
  return { count: first ? Number(first.total) : 0, results: rows.map((row) => toHit(row, lang)) };
}

export interface SearchGroup {
  kind: SearchKind;
  count: number;
  results: SearchHit[];
}

/** The index search: every kind with its count and its best few hits, kinds in a fixed order. */
export async function searchIndex(db: Queryable, text: string, lang: Locale): Promise<{ count: number; results: SearchGroup[] }> {
  const tsquery = `websearch_to_tsquery('${CONFIG[lang]}', $1)`;
  const { rows } = await db.query<HitRow & { place: string }>(
    `SELECT * FROM (
       SELECT *, count(*) OVER (PARTITION BY kind) AS total, row_number() OVER (PARTITION BY kind ORDER BY ${ORDER}) AS place
       FROM (SELECT ${hitColumns(lang, tsquery)} FROM search_documents d WHERE d.document_${lang} @@ ${tsquery} AND ${POSITIVE(tsquery)}) hits
     ) ranked
     WHERE place <= $2
     ORDER BY kind, place`,
    [text, INDEX_HITS_PER_KIND],
  );
  const groups = SEARCH_KINDS.map((kind): SearchGroup => {
    const hits = rows.filter((row) => row.kind === kind);
    return { kind, count: hits[0] ? Number(hits[0].total) : 0, results: hits.map((row) => toHit(row, lang)) };
  });
  return { count: groups.reduce((sum, group) => sum + group.count, 0), results: groups };
}

/**
 * Suggestions while typing (spec 000 §4 "Choosing a suggestion sets the text and submits"):
 * distinct titles whose document matches every word, the last as a prefix, best first.
 */
export async function autocomplete(db: Queryable, text: string, lang: Locale): Promise<string[]> {
  const prefix = prefixTsQuery(text);
  if (prefix === undefined) return [];
  const tsquery = `to_tsquery('${CONFIG[lang]}', $1)`;
  const { rows } = await db.query<{ title: string }>(
    `SELECT title FROM (
       SELECT d.title_${lang} AS title, max(ts_rank(d.document_${lang}, ${tsquery})) AS rank
       FROM search_documents d WHERE d.document_${lang} @@ ${tsquery}
       GROUP BY d.title_${lang}
     ) suggestions
     ORDER BY rank DESC, title
     LIMIT $2`,
    [prefix, AUTOCOMPLETE_LIMIT],
  );
  return rows.map((row) => row.title);
}
