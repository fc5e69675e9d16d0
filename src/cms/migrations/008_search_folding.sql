-- Search that finds what people type (README "Search"): "Konzert" finds "Sinfoniekonzert",
-- "Dvorak" finds "Dvořák", "Muenchen" and "Munchen" find "München", "Rachmaninof" finds
-- "Rachmaninoff". Replaces the stemmed tsvector search of 006 (view and GIN indexes).
--
-- No extension is needed: pg_trgm and unaccent are not available on every PostgreSQL (nor loaded
-- in PGlite), and an extension lives once per database while test runs use one schema each.
-- Instead every searchable text is folded by search_fold() below into stored generated columns
-- (always in sync, computed once per write); the query is folded by the same rules in
-- TypeScript (search/foldSearchText.ts, which a unit test checks against this function), and the
-- matching (exact, prefix, substring, one-letter typo) is plain SQL in search/searchContent.ts.
--
-- search_fold: compatibility-decompose (NFKD) and drop the combining marks (ř → r, é → e,
-- ü → u, ﬁ → fi); letters without a decomposition by a table (ß → ss, ø → o, ł → l, æ → a, …);
-- everything but ASCII letters and digits becomes one space; lowercase; then the German
-- transcriptions ae, oe, ue become a, o, u, so "München", "Muenchen" and "Munchen" all fold to
-- "munchen". Only ASCII is lowercased, after everything else is gone, so the result does not
-- depend on the database's locale. A SQL-standard body: bound when created, no search_path.
CREATE FUNCTION search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN btrim(replace(replace(replace(lower(regexp_replace(
  replace(replace(translate(regexp_replace(normalize(input, NFKD), '[\u0300-\u036f]+', '', 'g'),
    'æÆœŒøØłŁđĐðÐıħĦ', 'aaoooollddddihh'), 'ß', 'ss'), 'ẞ', 'ss'),
  '[^A-Za-z0-9]+', ' ', 'g')), 'ae', 'a'), 'oe', 'o'), 'ue', 'u'));

-- Folded texts per table: title (ranks first), text (subtitle, teaser, instrument, address,
-- meta description) and body (ranks last), per language where the source is translated.
ALTER TABLE events
  ADD COLUMN folded_title_de text GENERATED ALWAYS AS (search_fold(title_de)) STORED,
  ADD COLUMN folded_title_en text GENERATED ALWAYS AS (search_fold(title_en)) STORED,
  ADD COLUMN folded_text_de text GENERATED ALWAYS AS (search_fold(subtitle_de)) STORED,
  ADD COLUMN folded_text_en text GENERATED ALWAYS AS (search_fold(subtitle_en)) STORED;

ALTER TABLE productions
  ADD COLUMN folded_title_de text GENERATED ALWAYS AS (search_fold(title_de)) STORED,
  ADD COLUMN folded_title_en text GENERATED ALWAYS AS (search_fold(title_en)) STORED,
  ADD COLUMN folded_text_de text GENERATED ALWAYS AS (search_fold(subtitle_de || ' ' || teaser_text_de)) STORED,
  ADD COLUMN folded_text_en text GENERATED ALWAYS AS (search_fold(subtitle_en || ' ' || teaser_text_en)) STORED,
  ADD COLUMN folded_body_de text GENERATED ALWAYS AS (search_fold(body_text_de)) STORED,
  ADD COLUMN folded_body_en text GENERATED ALWAYS AS (search_fold(body_text_en)) STORED;

ALTER TABLE articles
  ADD COLUMN folded_title_de text GENERATED ALWAYS AS (search_fold(title_de)) STORED,
  ADD COLUMN folded_title_en text GENERATED ALWAYS AS (search_fold(title_en)) STORED,
  ADD COLUMN folded_text_de text GENERATED ALWAYS AS (search_fold(teaser_text_de)) STORED,
  ADD COLUMN folded_text_en text GENERATED ALWAYS AS (search_fold(teaser_text_en)) STORED,
  ADD COLUMN folded_body_de text GENERATED ALWAYS AS (search_fold(body_text_de)) STORED,
  ADD COLUMN folded_body_en text GENERATED ALWAYS AS (search_fold(body_text_en)) STORED;

ALTER TABLE persons
  ADD COLUMN folded_title text GENERATED ALWAYS AS (search_fold(first_name || ' ' || last_name)) STORED,
  ADD COLUMN folded_text_de text GENERATED ALWAYS AS (search_fold(instrument_de || ' ' || role_de)) STORED,
  ADD COLUMN folded_text_en text GENERATED ALWAYS AS (search_fold(instrument_en || ' ' || role_en)) STORED,
  ADD COLUMN folded_body_de text GENERATED ALWAYS AS (search_fold(biography_de)) STORED,
  ADD COLUMN folded_body_en text GENERATED ALWAYS AS (search_fold(biography_en)) STORED;

ALTER TABLE venues
  ADD COLUMN folded_title_de text GENERATED ALWAYS AS (search_fold(name_de)) STORED,
  ADD COLUMN folded_title_en text GENERATED ALWAYS AS (search_fold(name_en)) STORED;

ALTER TABLE venue_details
  ADD COLUMN folded_text text GENERATED ALWAYS AS (search_fold(street || ' ' || city)) STORED,
  ADD COLUMN folded_body_de text GENERATED ALWAYS AS (search_fold(description_de)) STORED,
  ADD COLUMN folded_body_en text GENERATED ALWAYS AS (search_fold(description_en)) STORED;

ALTER TABLE page_translations
  ADD COLUMN folded_title text GENERATED ALWAYS AS (search_fold(title || ' ' || headline)) STORED,
  ADD COLUMN folded_text text GENERATED ALWAYS AS (search_fold(meta_description)) STORED;

-- 006's stemmed documents are no longer read.
DROP VIEW search_documents;
DROP INDEX events_search_de_idx, events_search_en_idx, productions_search_de_idx, productions_search_en_idx,
  articles_search_de_idx, articles_search_en_idx, persons_search_de_idx, persons_search_en_idx;

-- One row per event, production, article, person, venue and CMS page (a page only in the
-- languages where it is online, spec 000 §4), with the hit's display fields and its folded texts.
-- A site has a few thousand such rows: matching substrings and typos reads them all, from the
-- stored columns (no folding at query time).
CREATE VIEW search_entries AS
SELECT 'events'::text AS kind, e.id, e.slug_de, e.slug_en, e.title_de, e.title_en,
  e.subtitle_de AS text_de, e.subtitle_en AS text_en, e.date_start,
  e.folded_title_de, e.folded_text_de, ''::text AS folded_body_de,
  e.folded_title_en, e.folded_text_en, ''::text AS folded_body_en
FROM events e
UNION ALL
SELECT 'productions'::text, p.id, p.slug_de, p.slug_en, p.title_de, p.title_en,
  p.subtitle_de, p.subtitle_en, NULL::timestamptz,
  p.folded_title_de, p.folded_text_de, p.folded_body_de,
  p.folded_title_en, p.folded_text_en, p.folded_body_en
FROM productions p
UNION ALL
SELECT 'articles'::text, a.id, a.slug_de, a.slug_en, a.title_de, a.title_en,
  a.teaser_text_de, a.teaser_text_en, NULL::timestamptz,
  a.folded_title_de, a.folded_text_de, a.folded_body_de,
  a.folded_title_en, a.folded_text_en, a.folded_body_en
FROM articles a
UNION ALL
SELECT 'persons'::text, m.id, m.slug, m.slug, m.first_name || ' ' || m.last_name, m.first_name || ' ' || m.last_name,
  m.instrument_de, m.instrument_en, NULL::timestamptz,
  m.folded_title, m.folded_text_de, m.folded_body_de,
  m.folded_title, m.folded_text_en, m.folded_body_en
FROM persons m
UNION ALL
SELECT 'venues'::text, v.id, v.slug, v.slug, v.name_de, v.name_en,
  COALESCE(d.city, ''), COALESCE(d.city, ''), NULL::timestamptz,
  v.folded_title_de, COALESCE(d.folded_text, ''), COALESCE(d.folded_body_de, ''),
  v.folded_title_en, COALESCE(d.folded_text, ''), COALESCE(d.folded_body_en, '')
FROM venues v
LEFT JOIN venue_details d ON d.venue_id = v.id
UNION ALL
SELECT 'pages'::text, p.id, COALESCE(de.path, ''), COALESCE(en.path, ''), COALESCE(de.title, ''), COALESCE(en.title, ''),
  COALESCE(de.meta_description, ''), COALESCE(en.meta_description, ''), NULL::timestamptz,
  COALESCE(de.folded_title, ''), COALESCE(de.folded_text, ''), ''::text,
  COALESCE(en.folded_title, ''), COALESCE(en.folded_text, ''), ''::text
FROM pages p
LEFT JOIN page_translations de ON de.page_id = p.id AND de.lang = 'de' AND de.is_online
LEFT JOIN page_translations en ON en.page_id = p.id AND en.lang = 'en' AND en.is_online
WHERE de.page_id IS NOT NULL OR en.page_id IS NOT NULL;
