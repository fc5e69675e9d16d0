-- When each form last changed (README "GET /{lang}/api/sitemap/"): form pages are public pages of
-- their own (spec 000 §2 /{lang}/forms/{slug}/{id}), so the sitemap lists them with a last change
-- like everything else. Forms that exist now count as changed when this migration ran.
ALTER TABLE forms ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
