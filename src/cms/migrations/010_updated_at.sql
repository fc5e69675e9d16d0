-- When each public thing last changed (README "GET /{lang}/api/sitemap/"): the site's sitemap
-- gives search engines a last-modified date for every page it lists. Rows that exist now count
-- as changed when this migration ran, later rows when they were inserted (nothing in this
-- upstream edits them after the seed; an editing endpoint would set it with its UPDATE).
ALTER TABLE events ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE productions ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE series ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE articles ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE article_categories ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE article_tags ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE persons ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE venues ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
