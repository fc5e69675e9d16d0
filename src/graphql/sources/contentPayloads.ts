// REST payloads of the content and search areas exactly as the upstream sends them (snake_case;
// src/cms/README.md "Content", "Search"; spec 000 §7, spec 001 §7). Malformed JSON is rejected
// here, at the edge, with `decode` (payloads.ts).
import { z } from 'zod';
import { eventPayload, imageSourcesPayload, pageOf } from './payloads';

const id = z.number().int();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** README "Rich text": a list of Slate-compatible nodes; only its outer shape is checked here. */
const richTextPayload = z.array(z.record(z.string(), z.unknown()));

/** The renditions of a content picture (README "Images"). */
const thumbnails = z.object({ small: z.string(), large: z.string(), sources: imageSourcesPayload.optional() }).nullable().optional();
const imageAlt = z.string().nullable().optional();

// Productions, series, seasons, production tags (spec 001 §2 "Productions", §3 "Production filter").
const seasonPayload = z.object({ id, name: z.string(), slug: z.string(), date_start: isoDay, date_end: isoDay });
export type SeasonPayload = z.infer<typeof seasonPayload>;
export const seasonsPayload = z.array(seasonPayload);

const productionTagPayload = z.object({ id, name: z.string() });
export type ProductionTagPayload = z.infer<typeof productionTagPayload>;
export const productionTagsPayload = z.array(productionTagPayload);

const productionPayload = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable().optional(),
  teaser_text: z.string().nullable().optional(),
  season: z.object({ id, name: z.string(), slug: z.string() }).nullable(),
  exhibition_type: z.object({ id, name: z.string(), slug: z.string() }).nullable(),
  tags: z.array(productionTagPayload).default([]),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  events_count: z.number().int().nonnegative(),
  image_thumbnails: thumbnails,
  image_alt: imageAlt,
});
export type ProductionPayload = z.infer<typeof productionPayload>;
export const productionPagePayload = pageOf(productionPayload);
export type ProductionPagePayload = z.infer<typeof productionPagePayload>;

export const productionDetailPayload = productionPayload.extend({ body: richTextPayload, events: z.array(eventPayload) });
export type ProductionDetailPayload = z.infer<typeof productionDetailPayload>;

export const seriesDetailPayload = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  show_in_filter: z.boolean(),
  events: z.array(eventPayload),
});
export type SeriesDetailPayload = z.infer<typeof seriesDetailPayload>;

// Magazine (spec 001 §2 "Magazine", §3 "Articles store", "Article category").
const articleCategoryPayload = z.object({ id, name: z.string(), style_name: z.string(), slug: z.string() });
export type ArticleCategoryPayload = z.infer<typeof articleCategoryPayload>;
export const articleCategoriesPayload = z.array(articleCategoryPayload);

const articleTagPayload = z.object({ id, name: z.string(), slug: z.string() });
export type ArticleTagPayload = z.infer<typeof articleTagPayload>;
export const articleTagsPayload = z.array(articleTagPayload);

export const articlePayload = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  teaser_text: z.string().nullable().optional(),
  author: z.string().nullable().optional(),
  date: isoDay,
  category: articleCategoryPayload,
  tags: z.array(articleTagPayload).default([]),
  image_thumbnails: thumbnails,
  image_alt: imageAlt,
});
export type ArticlePayload = z.infer<typeof articlePayload>;
export const articlesPayload = z.array(articlePayload);
export const articlePagePayload = pageOf(articlePayload);
export type ArticlePagePayload = z.infer<typeof articlePagePayload>;
/** The detail's concerts and their musicians (README "Magazine"); older upstreams send neither. */
const articleEventPayload = z.object({ id, slug: z.string(), title: z.string(), date_start: z.string() });
const articlePersonPayload = z.object({ id, slug: z.string(), name: z.string() });
export const articleDetailPayload = articlePayload.extend({
  body: richTextPayload,
  updated_at: z.string().nullable().optional(),
  events: z.array(articleEventPayload).default([]),
  persons: z.array(articlePersonPayload).default([]),
});
export type ArticleDetailPayload = z.infer<typeof articleDetailPayload>;

// Ensemble (spec 000 §2 "Ensemble").
const personCategoryPayload = z.object({ id, name: z.string(), slug: z.string() });
export type PersonCategoryPayload = z.infer<typeof personCategoryPayload>;
export const personCategoriesPayload = z.array(personCategoryPayload);

const personPayload = z.object({
  id,
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  instrument: z.string().nullable().optional(),
  role: z.string().nullable().optional(),
  category: personCategoryPayload,
  image_thumbnails: thumbnails,
  image_alt: imageAlt,
});
export type PersonPayload = z.infer<typeof personPayload>;
export const personPagePayload = pageOf(personPayload);
export type PersonPagePayload = z.infer<typeof personPagePayload>;
// `events` and `articles`: README "GET /{lang}/api/persons/{id}/"; an upstream without them gives none.
export const personDetailPayload = personPayload.extend({
  biography: z.string().nullable().optional(),
  events: z.array(eventPayload).default([]),
  articles: z.array(articlePayload).default([]),
});
export type PersonDetailPayload = z.infer<typeof personDetailPayload>;

// Venues (spec 000 §2 "Venue detail").
const venueInfoPayload = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  address: z.object({ street: z.string(), postal_code: z.string(), city: z.string() }),
  image_thumbnails: thumbnails,
  image_alt: imageAlt,
});
export type VenueInfoPayload = z.infer<typeof venueInfoPayload>;
export const venueInfosPayload = z.array(venueInfoPayload);
export const venueDetailPayload = venueInfoPayload.extend({
  description: z.string().nullable().optional(),
  rooms: z.array(z.object({ id, name: z.string(), show_in_filter: z.boolean() })),
  // README "GET /{lang}/api/venues/{id}/"; an upstream without them gives none.
  geo: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .nullable()
    .default(null),
  opening_hours: z
    .array(
      z.object({
        weekday: z.number().int().min(1).max(7),
        time_from: z.string().nullable(),
        time_to: z.string().nullable(),
        closed: z.boolean(),
      }),
    )
    .default([]),
  events: z.array(eventPayload).default([]),
});
export type VenueDetailPayload = z.infer<typeof venueDetailPayload>;

// Info: breaking news and opening hours (spec 001 §3 "Breaking news item", "Opening hours response").
const breakingNewsPayload = z.object({
  id,
  title: z.string(),
  text: z.string().nullable().optional(),
  link: z.object({ url: z.string() }).nullable().optional(),
  link_title: z.string().nullable().optional(),
});
export type BreakingNewsPayload = z.infer<typeof breakingNewsPayload>;
export const breakingNewsListPayload = z.array(breakingNewsPayload);

const clockTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
const openingHoursEntryPayload = z.object({
  time_from: clockTime.nullable(),
  time_to: clockTime.nullable(),
  closed: z.boolean(),
  alternative_text: z.string().nullable().optional(),
  alternative_link_url: z.string().nullable().optional(),
});
export type OpeningHoursEntryPayload = z.infer<typeof openingHoursEntryPayload>;
export const openingHoursPayload = z.object({
  date: isoDay,
  opening_hours: z.array(openingHoursEntryPayload),
  opening_hours_exceptions: z.array(openingHoursEntryPayload),
});
export type OpeningHoursPayload = z.infer<typeof openingHoursPayload>;

// Search (README "Search"; spec 000 §5, §7).
const SEARCH_KINDS = ['events', 'productions', 'articles', 'persons', 'venues', 'pages'] as const;
export type SearchKindPayload = (typeof SEARCH_KINDS)[number];

const searchHitPayload = z.object({
  kind: z.enum(SEARCH_KINDS),
  id,
  title: z.string(),
  text: z.string().nullable().optional(),
  slug: z.string(),
  url: z.string(),
  date_start: z.string().nullable(),
  // Events: their end, null when they have none. Optional: without it an event counts as over
  // once it has started.
  date_end: z.string().nullable().optional(),
  rank: z.number(),
});
export type SearchHitPayload = z.infer<typeof searchHitPayload>;
export const searchHitPagePayload = pageOf(searchHitPayload);
export type SearchHitPagePayload = z.infer<typeof searchHitPagePayload>;

export const searchIndexPayload = z.object({
  query: z.string(),
  count: z.number().int().nonnegative(),
  results: z.array(z.object({ kind: z.enum(SEARCH_KINDS), count: z.number().int().nonnegative(), results: z.array(searchHitPayload) })),
});
export type SearchIndexPayload = z.infer<typeof searchIndexPayload>;

export const autocompletePayload = z.object({ data: z.array(z.string()) });

// GET /{lang}/api/sitemap/ (src/cms/README.md): what the site's sitemap.xml lists.
const sitemapEntryPayload = z.object({
  kind: z.enum(['page', 'legal', 'event', 'production', 'series', 'article', 'article_category', 'article_tag', 'person', 'venue', 'form']),
  id,
  slug: z.string().nullable(),
  path: z.string().nullable(),
  // A form's title (its path's slug is made from it, src/shared/forms/formSlug.ts); null for the rest.
  title: z.string().nullable(),
  updated: z.string(),
});
export type SitemapEntryPayload = z.infer<typeof sitemapEntryPayload>;
export const sitemapPayload = z.array(sitemapEntryPayload);
