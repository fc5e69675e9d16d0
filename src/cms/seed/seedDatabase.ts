import type { Logger } from 'pino';
import type { Database, Queryable } from '../db/openDatabase';
import { lockSchema } from '../db/runMigrations';
import type { Season } from './season';

type Row = Record<string, string | number | boolean | null>;

/** Tables filled with explicit ids; their identity sequences are moved past them afterwards. */
const TABLES_WITH_IDS = ['venues', 'rooms', 'exhibition_types', 'event_tags', 'series', 'genres', 'events', 'teasers'] as const;

/**
 * One statement per table: the rows travel as one JSON parameter and PostgreSQL unpacks them
 * (json_populate_recordset), instead of hundreds of single INSERTs. Table and column names
 * come from this file, never from input.
 */
async function insertRows(client: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).join(', ');
  await client.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [
    JSON.stringify(rows),
  ]);
}

/**
 * Fills an empty database with the season (README "Storage": the seed runs on first start only
 * and never overwrites content). Returns whether it seeded.
 */
export async function seedIfEmpty(db: Database, buildSeason: () => Season, logger: Logger): Promise<boolean> {
  return db.transaction(async (client) => {
    // Another process starting on the same database seeds at most once.
    await lockSchema(client);
    const existing = await client.query('SELECT 1 FROM events LIMIT 1');
    if (existing.rowCount !== 0) return false;

    const started = Date.now();
    const season = buildSeason();
    await insertRows(
      client,
      'venues',
      season.venues.map((v) => ({ id: v.id, slug: v.slug, name_de: v.name.de, name_en: v.name.en })),
    );
    await insertRows(
      client,
      'rooms',
      season.rooms.map((r) => ({ id: r.id, venue_id: r.venueId, name_de: r.name.de, name_en: r.name.en, show_in_filter: r.showInFilter })),
    );
    await insertRows(
      client,
      'exhibition_types',
      season.exhibitionTypes.map((t) => ({ id: t.id, slug: t.slug, name_de: t.name.de, name_en: t.name.en })),
    );
    await insertRows(
      client,
      'event_tags',
      season.tags.map((t) => ({ id: t.id, name_de: t.name.de, name_en: t.name.en, show_in_filter: t.showInFilter })),
    );
    await insertRows(
      client,
      'series',
      season.series.map((s) => ({ id: s.id, slug: s.slug, name_de: s.name.de, name_en: s.name.en, show_in_filter: s.showInFilter })),
    );
    await insertRows(
      client,
      'genres',
      season.genres.map((g) => ({ id: g.id, name_de: g.name.de, name_en: g.name.en })),
    );
    await insertRows(
      client,
      'events',
      season.events.map((e) => ({
        id: e.id,
        slug_de: e.slug.de,
        slug_en: e.slug.en,
        title_de: e.title.de,
        title_en: e.title.en,
        subtitle_de: e.subtitle.de,
        subtitle_en: e.subtitle.en,
        date_start: e.start,
        date_end: e.end,
        exhibition_type_id: e.typeId,
        room_id: e.roomId,
        image: e.image,
        image_alt_de: e.imageAlt.de,
        image_alt_en: e.imageAlt.en,
        id_jet: e.idJet,
        is_sold_out: e.isSoldOut,
        is_cancelled: e.isCancelled,
      })),
    );
    await insertRows(
      client,
      'events_tags',
      season.events.flatMap((e) => e.tagIds.map((id) => ({ event_id: e.id, tag_id: id }))),
    );
    await insertRows(
      client,
      'events_series',
      season.events.flatMap((e) => e.seriesIds.map((id) => ({ event_id: e.id, series_id: id }))),
    );
    await insertRows(
      client,
      'events_genres',
      season.events.flatMap((e) => e.genreIds.map((id) => ({ event_id: e.id, genre_id: id }))),
    );
    await insertRows(
      client,
      'teasers',
      season.teasers.map((t) => ({
        id: t.id,
        name: t.name,
        link_url_de: t.linkUrl.de,
        link_url_en: t.linkUrl.en,
        preline_de: t.preline.de,
        preline_en: t.preline.en,
        headline_de: t.headline.de,
        headline_en: t.headline.en,
        subline_de: t.subline.de,
        subline_en: t.subline.en,
        link_text_de: t.linkText.de,
        link_text_en: t.linkText.en,
        image: t.image,
        image_alt_de: t.imageAlt.de,
        image_alt_en: t.imageAlt.en,
        position: t.position,
        style3: t.style3,
      })),
    );
    // spec 000 §3 site settings: online, no custom HTML.
    await client.query('INSERT INTO site_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
    for (const table of TABLES_WITH_IDS) {
      await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    }
    logger.info(
      { seedDate: season.seedDate, events: season.events.length, teasers: season.teasers.length, ms: Date.now() - started },
      'database seeded',
    );
    return true;
  });
}

/** Media paths the content refers to, for ensureMedia. */
export async function referencedImages(db: Queryable): Promise<string[]> {
  const result = await db.query<{ image: string }>(
    'SELECT image FROM events WHERE image IS NOT NULL UNION SELECT image FROM teasers WHERE image IS NOT NULL',
  );
  return result.rows.map((row) => row.image);
}
