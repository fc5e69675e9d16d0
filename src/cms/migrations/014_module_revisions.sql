-- Conflict detection for modules and sections (spec 000 §4, §8; README "Page editor": revisions).
-- `revision` changes with every change of a row's own fields (a module's fields and slug; a
-- section's preset, class and background): a save naming an older one is refused (409), so two
-- staff editing different modules of one page never conflict and the same module always does.
-- `content_revision` (kept on sections) changes with any change inside the section (its own
-- fields, a module added, changed, moved in or out, deleted): the editor's section undo names it.
-- Both come from one sequence, so a value is never used twice, not even after a version restore
-- puts old rows back.
CREATE SEQUENCE module_revisions AS integer;
ALTER TABLE modules
  ADD COLUMN revision integer NOT NULL DEFAULT 0,
  ADD COLUMN content_revision integer NOT NULL DEFAULT 0;
