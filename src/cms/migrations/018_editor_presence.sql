-- Who else is editing a page (issue 22 part 10; src/cms/README.md "Editor presence"): one row per
-- open editor (a browser tab, named by an id the tab draws), with the page and language it shows,
-- the block selected there, whether that block is being edited (its panel open or values unsaved)
-- and when the editor last said so. The gateway's editorPresence mutation writes it every few
-- seconds and reads the others of the page in the same call; a row older than the caller's expiry
-- counts as gone, and a tab that leaves deletes its row. It lives here and not in a web process,
-- which may be one of several behind a load balancer (docs/decisions/018-editor-presence.md).
-- `taken_over_by`: someone else took over the block this editor was editing (`taken_block`); it
-- is told on its next call, and the mark goes when its editor selects another block.
CREATE TABLE editor_presence (
  editor_key text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  page_id integer NOT NULL,
  lang text NOT NULL CHECK (lang IN ('de', 'en')),
  block_kind text CHECK (block_kind IN ('module', 'section')),
  block_id text,
  editing boolean NOT NULL DEFAULT false,
  taken_over_by integer REFERENCES users (id) ON DELETE SET NULL,
  taken_block text,
  seen_at timestamptz NOT NULL,
  CHECK ((block_kind IS NULL) = (block_id IS NULL)),
  -- A language deleted from the page takes its editors' rows with it.
  FOREIGN KEY (page_id, lang) REFERENCES page_translations (page_id, lang) ON DELETE CASCADE
);
CREATE INDEX editor_presence_page_idx ON editor_presence (page_id, lang, seen_at);
