// Seeds the content area (README "Seed"): seasons, productions linked to the seeded events,
// the magazine, the ensemble, venue details, breaking news and opening hours. Runs on every
// start, fills the tables only while they are empty, and draws the pictures that are missing.
import { plainText, type RichTextBlock } from '../content/richText';
import { lockSchema } from '../db/runMigrations';
import type { Queryable } from '../db/openDatabase';
import { ensureMedia } from '../media/ensureMedia';
import { ARTICLE_CATEGORIES, ARTICLE_TAGS, OPENING_HOURS, PERSON_SECTIONS, PRODUCTION_TAGS, VENUE_DETAILS } from './contentCatalogue';
import { buildBody, buildContentSeed } from './contentSeed';
import { createRandom } from './createRandom';
import type { DomainSeed } from './domainSeedTypes';
import { slugify } from './season';
import type { Text } from './seasonCatalogue';

type Row = Record<string, string | number | boolean | null | RichTextBlock[]>;

/** Tables filled with explicit ids; their identity sequences are moved past them afterwards. */
const TABLES_WITH_IDS = [
  'seasons',
  'production_tags',
  'productions',
  'article_categories',
  'article_tags',
  'articles',
  'person_categories',
  'persons',
  'breaking_news',
] as const;

/** One statement per table, the rows as one JSON parameter (as seedDatabase.ts does). */
async function insertRows(client: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).join(', ');
  await client.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [
    JSON.stringify(rows),
  ]);
}

interface ProductionDefinition {
  /** Events whose German title is one of these… */
  titles: string[];
  /** …or whose exhibition type is this one. */
  typeId?: number;
  /** Fixed title; else the first matching event's title and subtitle. */
  title?: Text;
  subtitle?: Text;
  tagIds: number[];
  /** 1 the current season, 2 the one before. */
  seasonId: number;
}

/** Ten productions: six symphony concerts, the oratorio, the turn of the year, the summer, one archived. */
const PRODUCTIONS: readonly ProductionDefinition[] = [
  ...[1, 2, 3, 4, 5, 6].map((n) => ({
    titles: [`${n}. Sinfoniekonzert`, `Öffentliche Probe: ${n}. Sinfoniekonzert`],
    tagIds: n === 1 ? [1, 2] : n % 2 === 0 ? [2] : [1],
    seasonId: 1,
  })),
  { titles: ['Bach: Weihnachtsoratorium'], tagIds: [1, 3], seasonId: 1 },
  {
    titles: ['Silvesterkonzert', 'Neujahrskonzert'],
    title: { de: 'Zum Jahreswechsel', en: 'New Year celebrations' },
    subtitle: {
      de: 'Silvester- und Neujahrskonzerte mit Walzern und Polkas',
      en: 'New Year’s Eve and New Year’s concerts with waltzes and polkas',
    },
    tagIds: [1, 4],
    seasonId: 1,
  },
  {
    titles: [],
    typeId: 6,
    title: { de: 'Sommer am See', en: 'Summer by the Lake' },
    subtitle: { de: 'Konzerte unter freiem Himmel auf der Sommerbühne', en: 'Concerts under the open sky on the summer stage' },
    tagIds: [5, 4],
    seasonId: 1,
  },
  {
    titles: [],
    title: { de: 'Mahler-Zyklus', en: 'Mahler cycle' },
    subtitle: { de: 'Alle Sinfonien Gustav Mahlers in einer Saison', en: 'All of Gustav Mahler’s symphonies in one season' },
    tagIds: [1, 3],
    seasonId: 2,
  },
];

interface MatchedEvent {
  id: number;
  title_de: string;
  title_en: string;
  subtitle_de: string;
  subtitle_en: string;
  exhibition_type_id: number;
  image: string | null;
}

async function seedProductions(client: Queryable, seedDate: string): Promise<void> {
  const random = createRandom(`productions:${seedDate}`);
  const productions: Row[] = [];
  const tags: Row[] = [];
  const links: Row[] = [];
  const linked = new Set<number>();
  for (const [index, definition] of PRODUCTIONS.entries()) {
    const id = index + 1;
    const { rows } = await client.query<MatchedEvent>(
      `SELECT id, title_de, title_en, subtitle_de, subtitle_en, exhibition_type_id, image FROM events
       WHERE title_de = ANY($1::text[]) OR exhibition_type_id = $2 ORDER BY date_start, id`,
      [definition.titles, definition.typeId ?? null],
    );
    // Prefer the concert itself over its open rehearsal for the production's title.
    const lead = rows.find((row) => !row.title_de.startsWith('Öffentliche Probe')) ?? rows[0];
    const title =
      definition.title ?? (lead ? { de: lead.title_de, en: lead.title_en } : { de: `Produktion ${id}`, en: `Production ${id}` });
    const subtitle = definition.subtitle ?? (lead ? { de: lead.subtitle_de, en: lead.subtitle_en } : { de: '', en: '' });
    const body = { de: buildBody(random, title, 'de'), en: buildBody(random, title, 'en') };
    productions.push({
      id,
      slug_de: slugify(title.de),
      slug_en: slugify(title.en),
      title_de: title.de,
      title_en: title.en,
      subtitle_de: subtitle.de,
      subtitle_en: subtitle.en,
      teaser_text_de: `${subtitle.de}: ${rows.length} ${rows.length === 1 ? 'Termin' : 'Termine'} in dieser Saison.`,
      teaser_text_en: `${subtitle.en}: ${rows.length} ${rows.length === 1 ? 'date' : 'dates'} this season.`,
      body_de: body.de,
      body_en: body.en,
      body_text_de: plainText(body.de),
      body_text_en: plainText(body.en),
      season_id: definition.seasonId,
      exhibition_type_id: lead?.exhibition_type_id ?? 1,
      image: lead?.image ?? `seed/productions/${slugify(title.de)}`,
      image_alt_de: `Bild zu „${title.de}“`,
      image_alt_en: `Picture for “${title.en}”`,
    });
    for (const tagId of definition.tagIds) tags.push({ production_id: id, tag_id: tagId });
    for (const row of rows) {
      // An event belongs to one production at most (004_content.sql).
      if (linked.has(row.id)) continue;
      linked.add(row.id);
      links.push({ production_id: id, event_id: row.id });
    }
  }
  await insertRows(client, 'productions', productions);
  await insertRows(client, 'productions_tags', tags);
  await insertRows(client, 'productions_events', links);
}

async function seedTables(client: Queryable, seedDate: string): Promise<void> {
  const seed = buildContentSeed(seedDate);
  await insertRows(
    client,
    'seasons',
    seed.seasons.map((s) => ({
      id: s.id,
      slug: s.slug,
      name_de: s.name.de,
      name_en: s.name.en,
      date_start: s.dateStart,
      date_end: s.dateEnd,
    })),
  );
  await insertRows(
    client,
    'production_tags',
    PRODUCTION_TAGS.map((t) => ({ id: t.id, name_de: t.name.de, name_en: t.name.en })),
  );
  await seedProductions(client, seedDate);
  await insertRows(
    client,
    'article_categories',
    ARTICLE_CATEGORIES.map((c, index) => ({
      id: c.id,
      slug: c.slug,
      name_de: c.name.de,
      name_en: c.name.en,
      style_name: c.styleName,
      position: index + 1,
    })),
  );
  await insertRows(
    client,
    'article_tags',
    ARTICLE_TAGS.map((t) => ({ id: t.id, slug: t.slug, name_de: t.name.de, name_en: t.name.en })),
  );
  await insertRows(
    client,
    'articles',
    seed.articles.map((a) => ({
      id: a.id,
      slug_de: a.slug.de,
      slug_en: a.slug.en,
      title_de: a.title.de,
      title_en: a.title.en,
      teaser_text_de: a.teaserText.de,
      teaser_text_en: a.teaserText.en,
      body_de: a.body.de,
      body_en: a.body.en,
      body_text_de: plainText(a.body.de),
      body_text_en: plainText(a.body.en),
      author: a.author,
      category_id: a.categoryId,
      date_published: a.datePublished,
      is_teaser: a.isTeaser,
      image: a.image,
      image_alt_de: a.imageAlt.de,
      image_alt_en: a.imageAlt.en,
    })),
  );
  await insertRows(
    client,
    'articles_tags',
    seed.articles.flatMap((a) => a.tagIds.map((tagId) => ({ article_id: a.id, tag_id: tagId }))),
  );
  await insertRows(
    client,
    'person_categories',
    PERSON_SECTIONS.map((s, index) => ({ id: s.id, slug: s.slug, name_de: s.name.de, name_en: s.name.en, position: index + 1 })),
  );
  await insertRows(
    client,
    'persons',
    seed.persons.map((p) => ({
      id: p.id,
      slug: p.slug,
      first_name: p.firstName,
      last_name: p.lastName,
      instrument_de: p.instrument.de,
      instrument_en: p.instrument.en,
      role_de: p.role.de,
      role_en: p.role.en,
      biography_de: p.biography.de,
      biography_en: p.biography.en,
      category_id: p.categoryId,
      position: p.position,
      image: p.image,
      image_alt_de: p.image ? `Porträt von ${p.firstName} ${p.lastName}` : '',
      image_alt_en: p.image ? `Portrait of ${p.firstName} ${p.lastName}` : '',
    })),
  );
  // Only for venues the events seed created (a staff-edited database may have others).
  const venues = await client.query<{ id: number; slug: string }>('SELECT id, slug FROM venues');
  await insertRows(
    client,
    'venue_details',
    VENUE_DETAILS.flatMap((d) => {
      const venue = venues.rows.find((row) => row.id === d.venueId);
      if (!venue) return [];
      return [
        {
          venue_id: d.venueId,
          street: d.street,
          postal_code: d.postalCode,
          city: d.city,
          latitude: d.latitude,
          longitude: d.longitude,
          description_de: d.description.de,
          description_en: d.description.en,
          image: `seed/venues/${venue.slug}`,
          image_alt_de: `Außenansicht: ${venue.slug}`,
          image_alt_en: `Exterior view: ${venue.slug}`,
        },
      ];
    }),
  );
  await insertRows(
    client,
    'breaking_news',
    seed.breakingNews.map((n) => ({
      id: n.id,
      title_de: n.title.de,
      title_en: n.title.en,
      text_de: n.text.de,
      text_en: n.text.en,
      link_url_de: n.linkUrl.de,
      link_url_en: n.linkUrl.en,
      link_title_de: n.linkTitle.de,
      link_title_en: n.linkTitle.en,
      online_from: n.onlineFrom,
      online_to: n.onlineTo,
    })),
  );
  await insertRows(
    client,
    'opening_hours',
    OPENING_HOURS.map((h) => ({
      weekday: h.weekday,
      time_from: h.from,
      time_to: h.to,
      closed: h.closed,
      alternative_text_de: h.alternativeText.de,
      alternative_text_en: h.alternativeText.en,
      alternative_link_url: h.alternativeLinkUrl,
    })),
  );
  await insertRows(client, 'opening_hours_exceptions', [
    {
      day: seed.exceptionDay,
      time_from: null,
      time_to: null,
      closed: true,
      alternative_text_de: 'Heiligabend geschlossen – frohe Festtage!',
      alternative_text_en: 'Closed on Christmas Eve – happy holidays!',
      alternative_link_url: '',
    },
  ]);
  for (const table of TABLES_WITH_IDS) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
}

/** Media paths of the content tables, for ensureMedia. */
async function contentImages(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ image: string }>(
    `SELECT image FROM productions WHERE image IS NOT NULL
     UNION SELECT image FROM articles WHERE image IS NOT NULL
     UNION SELECT image FROM persons WHERE image IS NOT NULL
     UNION SELECT image FROM venue_details WHERE image IS NOT NULL`,
  );
  return rows.map((row) => row.image);
}

export const seedContent: DomainSeed = async ({ db, logger, seedDate, mediaDir }) => {
  const started = Date.now();
  const seeded = await db.transaction(async (client) => {
    // Another process starting on the same database seeds at most once.
    await lockSchema(client);
    const existing = await client.query('SELECT 1 FROM articles UNION ALL SELECT 1 FROM productions LIMIT 1');
    if (existing.rowCount !== 0) return false;
    await seedTables(client, seedDate);
    return true;
  });
  const drawn = await ensureMedia(mediaDir, await contentImages(db));
  if (seeded) logger.info({ seedDate, ms: Date.now() - started, drawn }, 'content seeded');
};
