-- What an event's detail page shows beyond the list item and the booking data (spec 001 §3
-- "Design settings": the detail sections ImportantInfo … Promoter; README "GET /{lang}/api/events/{id}/").
-- Translated texts are _de/_en pairs as everywhere; a section without rows or text is not shown.
ALTER TABLE events
  ADD COLUMN important_info_de text NOT NULL DEFAULT '',
  ADD COLUMN important_info_en text NOT NULL DEFAULT '',
  -- The performances of one programme share the id of its first performance (NULL: a single one).
  ADD COLUMN programme_id integer REFERENCES events (id) ON DELETE SET NULL,
  -- An event that belongs to another (e.g. the open rehearsal of a symphony programme): its child.
  ADD COLUMN parent_id integer REFERENCES events (id) ON DELETE SET NULL,
  -- Set when the event was moved: the start it had before (schema.org EventRescheduled).
  ADD COLUMN previous_date_start timestamptz,
  ADD COLUMN video_url text NOT NULL DEFAULT '',
  ADD COLUMN video_title_de text NOT NULL DEFAULT '',
  ADD COLUMN video_title_en text NOT NULL DEFAULT '',
  -- Another organiser than the orchestra itself (guest performances); '' = the orchestra.
  ADD COLUMN promoter_name text NOT NULL DEFAULT '',
  ADD COLUMN promoter_url text NOT NULL DEFAULT '';
CREATE INDEX events_programme_idx ON events (programme_id) WHERE programme_id IS NOT NULL;
CREATE INDEX events_parent_idx ON events (parent_id) WHERE parent_id IS NOT NULL;

-- The works played, in programme order.
CREATE TABLE event_works (
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  position integer NOT NULL,
  composer_de text NOT NULL,
  composer_en text NOT NULL,
  title_de text NOT NULL,
  title_en text NOT NULL,
  PRIMARY KEY (event_id, position)
);

-- Who performs: a member of the ensemble (person_id) or a guest (name only).
CREATE TABLE event_contributors (
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  role_de text NOT NULL DEFAULT '',
  role_en text NOT NULL DEFAULT '',
  person_id integer REFERENCES persons (id) ON DELETE SET NULL,
  PRIMARY KEY (event_id, position)
);

-- The picture slider: media paths without suffix, like events.image.
CREATE TABLE event_images (
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  position integer NOT NULL,
  image text NOT NULL,
  image_alt_de text NOT NULL DEFAULT '',
  image_alt_en text NOT NULL DEFAULT '',
  PRIMARY KEY (event_id, position)
);

CREATE TABLE event_sponsors (
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  url text NOT NULL DEFAULT '',
  PRIMARY KEY (event_id, position)
);

-- Magazine articles about the event (section Blog).
CREATE TABLE events_articles (
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (event_id, article_id)
);
