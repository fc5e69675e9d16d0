-- A user's preferred language (the site's user settings): 'de' or 'en'.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en'));
