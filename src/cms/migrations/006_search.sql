-- Full-text search (spec 000 §7 "/api/search/…"): one view over everything the site can find
-- (events, productions, articles, persons, venues and CMS pages),
-- with a German and an English document per row, stemmed by PostgreSQL's `german` and
-- `english` configurations (so "Konzert" finds "Konzerte", "concert" finds "concerts").
-- Titles weigh most (A), subtitles and teasers next (B), bodies least (C); ts_rank uses that.
--
-- A view rather than stored tsvector columns: 001's tables stay as they are and nothing has to
-- be kept in sync. Each branch's document expression is repeated exactly in a GIN expression
-- index on its table, so `document_de @@ query` on the view is answered from the indexes
-- (the planner pushes the condition into every UNION ALL branch).
-- The two-argument to_tsvector(regconfig, text) is immutable, as an index expression must be.

CREATE INDEX events_search_de_idx ON events USING gin ((
  setweight(to_tsvector('german'::regconfig, title_de), 'A') || setweight(to_tsvector('german'::regconfig, subtitle_de), 'B')
));
CREATE INDEX events_search_en_idx ON events USING gin ((
  setweight(to_tsvector('english'::regconfig, title_en), 'A') || setweight(to_tsvector('english'::regconfig, subtitle_en), 'B')
));

CREATE INDEX productions_search_de_idx ON productions USING gin ((
  setweight(to_tsvector('german'::regconfig, title_de), 'A') || setweight(to_tsvector('german'::regconfig, subtitle_de || ' ' || teaser_text_de), 'B')
  || setweight(to_tsvector('german'::regconfig, body_text_de), 'C')
));
CREATE INDEX productions_search_en_idx ON productions USING gin ((
  setweight(to_tsvector('english'::regconfig, title_en), 'A') || setweight(to_tsvector('english'::regconfig, subtitle_en || ' ' || teaser_text_en), 'B')
  || setweight(to_tsvector('english'::regconfig, body_text_en), 'C')
));

CREATE INDEX articles_search_de_idx ON articles USING gin ((
  setweight(to_tsvector('german'::regconfig, title_de), 'A') || setweight(to_tsvector('german'::regconfig, teaser_text_de), 'B')
  || setweight(to_tsvector('german'::regconfig, body_text_de), 'C')
));
CREATE INDEX articles_search_en_idx ON articles USING gin ((
  setweight(to_tsvector('english'::regconfig, title_en), 'A') || setweight(to_tsvector('english'::regconfig, teaser_text_en), 'B')
  || setweight(to_tsvector('english'::regconfig, body_text_en), 'C')
));

CREATE INDEX persons_search_de_idx ON persons USING gin ((
  setweight(to_tsvector('german'::regconfig, first_name || ' ' || last_name), 'A')
  || setweight(to_tsvector('german'::regconfig, instrument_de || ' ' || role_de), 'B')
  || setweight(to_tsvector('german'::regconfig, biography_de), 'C')
));
CREATE INDEX persons_search_en_idx ON persons USING gin ((
  setweight(to_tsvector('english'::regconfig, first_name || ' ' || last_name), 'A')
  || setweight(to_tsvector('english'::regconfig, instrument_en || ' ' || role_en), 'B')
  || setweight(to_tsvector('english'::regconfig, biography_en), 'C')
));

-- Venues and CMS pages (003_editor.sql) are a few dozen rows built from joins: no index needed.
-- A page is found in a language only while its translation there is online (spec 000 §4).
CREATE VIEW search_documents AS
SELECT 'events'::text AS kind, e.id, e.slug_de, e.slug_en, e.title_de, e.title_en,
  e.subtitle_de AS text_de, e.subtitle_en AS text_en, e.date_start,
  setweight(to_tsvector('german'::regconfig, e.title_de), 'A') || setweight(to_tsvector('german'::regconfig, e.subtitle_de), 'B') AS document_de,
  setweight(to_tsvector('english'::regconfig, e.title_en), 'A') || setweight(to_tsvector('english'::regconfig, e.subtitle_en), 'B') AS document_en
FROM events e
UNION ALL
SELECT 'productions'::text, p.id, p.slug_de, p.slug_en, p.title_de, p.title_en,
  p.subtitle_de, p.subtitle_en, NULL::timestamptz,
  setweight(to_tsvector('german'::regconfig, p.title_de), 'A') || setweight(to_tsvector('german'::regconfig, p.subtitle_de || ' ' || p.teaser_text_de), 'B')
  || setweight(to_tsvector('german'::regconfig, p.body_text_de), 'C'),
  setweight(to_tsvector('english'::regconfig, p.title_en), 'A') || setweight(to_tsvector('english'::regconfig, p.subtitle_en || ' ' || p.teaser_text_en), 'B')
  || setweight(to_tsvector('english'::regconfig, p.body_text_en), 'C')
FROM productions p
UNION ALL
SELECT 'articles'::text, a.id, a.slug_de, a.slug_en, a.title_de, a.title_en,
  a.teaser_text_de, a.teaser_text_en, NULL::timestamptz,
  setweight(to_tsvector('german'::regconfig, a.title_de), 'A') || setweight(to_tsvector('german'::regconfig, a.teaser_text_de), 'B')
  || setweight(to_tsvector('german'::regconfig, a.body_text_de), 'C'),
  setweight(to_tsvector('english'::regconfig, a.title_en), 'A') || setweight(to_tsvector('english'::regconfig, a.teaser_text_en), 'B')
  || setweight(to_tsvector('english'::regconfig, a.body_text_en), 'C')
FROM articles a
UNION ALL
SELECT 'persons'::text, m.id, m.slug, m.slug, m.first_name || ' ' || m.last_name, m.first_name || ' ' || m.last_name,
  m.instrument_de, m.instrument_en, NULL::timestamptz,
  setweight(to_tsvector('german'::regconfig, m.first_name || ' ' || m.last_name), 'A')
  || setweight(to_tsvector('german'::regconfig, m.instrument_de || ' ' || m.role_de), 'B')
  || setweight(to_tsvector('german'::regconfig, m.biography_de), 'C'),
  setweight(to_tsvector('english'::regconfig, m.first_name || ' ' || m.last_name), 'A')
  || setweight(to_tsvector('english'::regconfig, m.instrument_en || ' ' || m.role_en), 'B')
  || setweight(to_tsvector('english'::regconfig, m.biography_en), 'C')
FROM persons m
UNION ALL
SELECT 'venues'::text, v.id, v.slug, v.slug, v.name_de, v.name_en,
  COALESCE(d.city, ''), COALESCE(d.city, ''), NULL::timestamptz,
  setweight(to_tsvector('german'::regconfig, v.name_de), 'A')
  || setweight(to_tsvector('german'::regconfig, COALESCE(d.street || ' ' || d.city, '')), 'B')
  || setweight(to_tsvector('german'::regconfig, COALESCE(d.description_de, '')), 'C'),
  setweight(to_tsvector('english'::regconfig, v.name_en), 'A')
  || setweight(to_tsvector('english'::regconfig, COALESCE(d.street || ' ' || d.city, '')), 'B')
  || setweight(to_tsvector('english'::regconfig, COALESCE(d.description_en, '')), 'C')
FROM venues v
LEFT JOIN venue_details d ON d.venue_id = v.id
UNION ALL
SELECT 'pages'::text, p.id, COALESCE(de.path, ''), COALESCE(en.path, ''), COALESCE(de.title, ''), COALESCE(en.title, ''),
  COALESCE(de.meta_description, ''), COALESCE(en.meta_description, ''), NULL::timestamptz,
  setweight(to_tsvector('german'::regconfig, COALESCE(de.title || ' ' || de.headline, '')), 'A')
  || setweight(to_tsvector('german'::regconfig, COALESCE(de.meta_description, '')), 'B'),
  setweight(to_tsvector('english'::regconfig, COALESCE(en.title || ' ' || en.headline, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, COALESCE(en.meta_description, '')), 'B')
FROM pages p
LEFT JOIN page_translations de ON de.page_id = p.id AND de.lang = 'de' AND de.is_online
LEFT JOIN page_translations en ON en.page_id = p.id AND en.lang = 'en' AND en.is_online
WHERE de.page_id IS NOT NULL OR en.page_id IS NOT NULL;
