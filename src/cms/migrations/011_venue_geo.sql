-- Where a venue is (README "GET /{lang}/api/venues/{id}/"): its page links to a map with these
-- coordinates and names them in its schema.org Place. Optional: a venue without them is shown by
-- its address alone. The three seeded venues get theirs here too, so a database seeded before
-- this migration has them (a fresh one is seeded after it, from seed/contentCatalogue.ts).
ALTER TABLE venue_details ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90);
ALTER TABLE venue_details ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180);
UPDATE venue_details SET latitude = 48.7823, longitude = 9.1772 WHERE venue_id = 1 AND street = 'Am Konzertplatz 1';
UPDATE venue_details SET latitude = 48.7784, longitude = 9.1800 WHERE venue_id = 2 AND street = 'Schlossplatz 4';
UPDATE venue_details SET latitude = 48.8047, longitude = 9.2153 WHERE venue_id = 3 AND street = 'Seeuferweg 12';
