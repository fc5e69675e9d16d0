-- The search ranks an event that is over below the coming ones with the same match (README
-- "Search"): "over" is its end, or its start when it has none, before now, so the view carries
-- the end beside the start. CREATE OR REPLACE VIEW may only add columns at the end; the other
-- kinds have no dates.
CREATE OR REPLACE VIEW search_entries AS
SELECT 'events'::text AS kind, e.id, e.slug_de, e.slug_en, e.title_de, e.title_en,
  e.subtitle_de AS text_de, e.subtitle_en AS text_en, e.date_start,
  e.folded_title_de, e.folded_text_de, ''::text AS folded_body_de,
  e.folded_title_en, e.folded_text_en, ''::text AS folded_body_en,
  e.date_end
FROM events e
UNION ALL
SELECT 'productions'::text, p.id, p.slug_de, p.slug_en, p.title_de, p.title_en,
  p.subtitle_de, p.subtitle_en, NULL::timestamptz,
  p.folded_title_de, p.folded_text_de, p.folded_body_de,
  p.folded_title_en, p.folded_text_en, p.folded_body_en,
  NULL::timestamptz
FROM productions p
UNION ALL
SELECT 'articles'::text, a.id, a.slug_de, a.slug_en, a.title_de, a.title_en,
  a.teaser_text_de, a.teaser_text_en, NULL::timestamptz,
  a.folded_title_de, a.folded_text_de, a.folded_body_de,
  a.folded_title_en, a.folded_text_en, a.folded_body_en,
  NULL::timestamptz
FROM articles a
UNION ALL
SELECT 'persons'::text, m.id, m.slug, m.slug, m.first_name || ' ' || m.last_name, m.first_name || ' ' || m.last_name,
  m.instrument_de, m.instrument_en, NULL::timestamptz,
  m.folded_title, m.folded_text_de, m.folded_body_de,
  m.folded_title, m.folded_text_en, m.folded_body_en,
  NULL::timestamptz
FROM persons m
UNION ALL
SELECT 'venues'::text, v.id, v.slug, v.slug, v.name_de, v.name_en,
  COALESCE(d.city, ''), COALESCE(d.city, ''), NULL::timestamptz,
  v.folded_title_de, COALESCE(d.folded_text, ''), COALESCE(d.folded_body_de, ''),
  v.folded_title_en, COALESCE(d.folded_text, ''), COALESCE(d.folded_body_en, ''),
  NULL::timestamptz
FROM venues v
LEFT JOIN venue_details d ON d.venue_id = v.id
UNION ALL
SELECT 'pages'::text, p.id, COALESCE(de.path, ''), COALESCE(en.path, ''), COALESCE(de.title, ''), COALESCE(en.title, ''),
  COALESCE(de.meta_description, ''), COALESCE(en.meta_description, ''), NULL::timestamptz,
  COALESCE(de.folded_title, ''), COALESCE(de.folded_text, ''), ''::text,
  COALESCE(en.folded_title, ''), COALESCE(en.folded_text, ''), ''::text,
  NULL::timestamptz
FROM pages p
LEFT JOIN page_translations de ON de.page_id = p.id AND de.lang = 'de' AND de.is_online
LEFT JOIN page_translations en ON en.page_id = p.id AND en.lang = 'en' AND en.is_online
WHERE de.page_id IS NOT NULL OR en.page_id IS NOT NULL;
