// Site search over the view of 008_search_folding.sql (spec 000 §7 "/api/search/…"; README
// "Search"): every query word must match a folded title, text or body, exactly, as a word's
// start, inside a word or one typo away; titles rank above texts above bodies, and within each,
// exact > prefix > substring > typo; an event that is over ranks below the coming ones with the
// same match. The same SQL on PGlite and PostgreSQL, no extension.
import type { Locale } from '../../shared/locales';
import { pathFor, type RouteName } from '../../shared/routes';
import { berlinIso } from '../api/listEvents';
import type { Queryable } from '../db/openDatabase';
import { parseSearchTerms, type SearchTerms } from './parseSearchTerms';

const SEARCH_KINDS = ['events', 'productions', 'articles', 'persons', 'venues', 'pages'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** `/api/search/others/`: everything but events. */
export const OTHER_KINDS: readonly SearchKind[] = SEARCH_KINDS.filter((kind) => kind !== 'events');
/** Hits per kind in the index search (`/api/search/`). */
const INDEX_HITS_PER_KIND = 3;
const AUTOCOMPLETE_LIMIT = 8;

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
  /** Events only: the end (Europe/Berlin ISO), null when the event has none; null for other kinds. */
  date_end: string | null;
  rank: number;
}

interface HitRow {
  kind: SearchKind;
  id: number;
  slug: string;
  title: string;
  text: string;
  date_start: Date | null;
  date_end: Date | null;
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
    date_end: row.date_end ? berlinIso(row.date_end) : null,
    // Rounded: float4 noise is no information for a client.
    rank: Math.round(row.rank * 1e6) / 1e6,
  };
}

/**
 * How well the term row `w` matches one folded field of the entry `d`: `base` plus 4 for the
 * whole word, 3 for a word's start, 2 for inside a word, 1 for a word one typo away; 0 for no
 * match. strpos runs first, as it is cheap and rules out most rows before a pattern runs; a word
 * one typo away keeps its first half or its second half (the letters before and after the
 * middle one) intact, so a field holding neither is not searched for typos.
 */
function fieldScore(field: string, base: number): string {
  return `CASE
    WHEN strpos(${field}, w.word) > 0 AND ${field} ~ ('(^| )' || w.word || '( |$)') THEN ${base + 4}
    WHEN w.prefix AND strpos(${field}, w.word) > 0 AND ${field} ~ ('(^| )' || w.word) THEN ${base + 3}
    WHEN w.infix AND strpos(${field}, w.word) > 0 THEN ${base + 2}
    WHEN w.typo IS NOT NULL
      AND (strpos(${field}, left(w.word, length(w.word) / 2)) > 0 OR strpos(${field}, substr(w.word, length(w.word) / 2 + 2)) > 0)
      AND ${field} ~ w.typo THEN ${base + 1}
    ELSE 0 END`;
}

/** A term's score is its best field's: title 9–12, text 5–8, body 1–4; 0 is no match. */
const TITLE_BASE = 8;
const TEXT_BASE = 4;
const BEST_SCORE = TITLE_BASE + 4;

/**
 * The entries of the kinds in $6 that match every term, with their display columns in `lang`,
 * `score` (the sum of the terms' scores) and `is_past`: an event whose end (or start, when it has
 * none) is not after $7, the upstream's now (the rule the shop refuses a sale by); false for
 * every other kind. Parameters $1–$4 are the terms column by column, $5 the exclusions. `lang`
 * only picks between the `_de`/`_en` columns.
 */
function hitsQuery(lang: Locale): string {
  // Materialised first, so the planner meets the long scoring expression once, not once per
  // branch of the view (planning took longer than running on PGlite).
  return `WITH entries AS MATERIALIZED (
      SELECT kind, id, slug_${lang} AS slug, title_${lang} AS title, text_${lang} AS text, date_start, date_end,
        COALESCE(COALESCE(date_end, date_start) <= $7::timestamptz, false) AS is_past,
        folded_title_${lang} AS folded_title, folded_text_${lang} AS folded_text, folded_body_${lang} AS folded_body
      FROM search_entries WHERE kind = ANY($6::text[])
    )
    SELECT d.kind, d.id, d.slug, d.title, d.text, d.date_start, d.date_end, d.is_past, s.score
    FROM entries d
    CROSS JOIN LATERAL (
      SELECT min(best) AS worst, sum(best) AS score FROM (
        SELECT greatest(${fieldScore('d.folded_title', TITLE_BASE)}, ${fieldScore('d.folded_text', TEXT_BASE)}, ${fieldScore('d.folded_body', 0)}) AS best
        FROM unnest($1::text[], $2::boolean[], $3::boolean[], $4::text[]) AS w(word, prefix, infix, typo)
      ) per_term
    ) s
    WHERE s.worst > 0
      AND NOT EXISTS (SELECT 1 FROM unnest($5::text[]) AS x(word) WHERE concat_ws(' ', d.folded_title, d.folded_text, d.folded_body) ~ ('(^| )' || x.word))`;
}

/** $1–$7 of hitsQuery. */
function hitsParams(terms: SearchTerms, kinds: readonly SearchKind[], now: Date): unknown[] {
  const { include, exclude } = terms;
  return [
    include.map((t) => t.word),
    include.map((t) => t.prefix),
    include.map((t) => t.infix),
    include.map((t) => t.typo),
    exclude,
    kinds,
    now,
  ];
}

/** Score to `rank`: 1 when every term is a whole word of the title. */
function rankOf(terms: SearchTerms): string {
  return `score::float8 / ${BEST_SCORE * terms.include.length}`;
}

/**
 * Best first. Equal ranks: what is still to come before events that are over (a search for a
 * composer leads with the next concerts, not with last week's), the coming ones soonest first,
 * those over latest first; then kind and id, so paging is stable.
 */
const ORDER = 'rank DESC, is_past, CASE WHEN is_past THEN date_start END DESC, date_start NULLS LAST, kind, id';

export async function searchKinds(
  db: Queryable,
  text: string,
  kinds: readonly SearchKind[],
  page: number,
  pageSize: number,
  lang: Locale,
  now: Date,
): Promise<{ count: number; results: SearchHit[] }> {
  const terms = parseSearchTerms(text, lang, 'search');
  if (terms === undefined) return { count: 0, results: [] };
  const { rows } = await db.query<HitRow>(
    `SELECT *, count(*) OVER () AS total FROM (SELECT *, ${rankOf(terms)} AS rank FROM (${hitsQuery(lang)}) hits) ranked
     ORDER BY ${ORDER}
     LIMIT $8 OFFSET $9`,
    [...hitsParams(terms, kinds, now), pageSize, (page - 1) * pageSize],
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
export async function searchIndex(
  db: Queryable,
  text: string,
  lang: Locale,
  now: Date,
): Promise<{ count: number; results: SearchGroup[] }> {
  const terms = parseSearchTerms(text, lang, 'search');
  const rows =
    terms === undefined
      ? []
      : (
          await db.query<HitRow & { place: string }>(
            `SELECT * FROM (
         SELECT *, count(*) OVER (PARTITION BY kind) AS total, row_number() OVER (PARTITION BY kind ORDER BY ${ORDER}) AS place
         FROM (SELECT *, ${rankOf(terms)} AS rank FROM (${hitsQuery(lang)}) hits) ranked
       ) placed
       WHERE place <= $8
       ORDER BY kind, place`,
            [...hitsParams(terms, SEARCH_KINDS, now), INDEX_HITS_PER_KIND],
          )
        ).rows;
  const groups = SEARCH_KINDS.map((kind): SearchGroup => {
    const hits = rows.filter((row) => row.kind === kind);
    return { kind, count: hits[0] ? Number(hits[0].total) : 0, results: hits.map((row) => toHit(row, lang)) };
  });
  return { count: groups.reduce((sum, group) => sum + group.count, 0), results: groups };
}

/**
 * Suggestions while typing (spec 000 §4 "Choosing a suggestion sets the text and submits"):
 * distinct titles of the entries that match every word, the last one as the start of a word
 * (or, from four letters, inside one), best first. They list event titles too, so they follow
 * the hits' order: among equal scores a title that only events over carry comes after the
 * others (a title still carried by a coming event, or by anything but an event, is not over).
 */
export async function autocomplete(db: Queryable, text: string, lang: Locale, now: Date): Promise<string[]> {
  const terms = parseSearchTerms(text, lang, 'autocomplete');
  if (terms === undefined) return [];
  const { rows } = await db.query<{ title: string }>(
    `SELECT title FROM (${hitsQuery(lang)}) hits
     GROUP BY title
     ORDER BY max(score) DESC, bool_and(is_past), title
     LIMIT $8`,
    [...hitsParams(terms, SEARCH_KINDS, now), AUTOCOMPLETE_LIMIT],
  );
  return rows.map((row) => row.title);
}
