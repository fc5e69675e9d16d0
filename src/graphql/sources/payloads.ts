// REST payloads exactly as the upstream sends them (snake_case, spec 001 §3, §7 and
// src/cms/README.md). Malformed JSON is rejected here, at the edge, never deeper inside.
import { z } from 'zod';
import { UpstreamError } from './UpstreamError';

const id = z.number().int();
const named = z.object({ id, name: z.string() });

const venuePayload = z.object({ id, name: z.string(), slug: z.string() });

/**
 * `image_thumbnails.sources` (src/cms/README.md "Images"): rendition URLs by format, then by width,
 * e.g. `{ webp: { "320": url, … } }`. Formats and widths the gateway does not know are dropped by
 * the mapper (mapCommon.ts), not rejected: a richer upstream stays readable.
 */
export const imageSourcesPayload = z.custom<Record<string, Record<string, string>>>(
  (value) => isRecordOf(value, (byWidth) => isRecordOf(byWidth, (url) => typeof url === 'string')),
  {
    message: 'Expected renditions as { format: { width: url } }',
  },
);

/**
 * Whether `value` is a JSON object whose values all pass `isValue`. The object is passed on as
 * JSON.parse made it: zod's record copies an object key by key, and an object given the keys
 * "320", "640", … "1280" one by one is stored by V8 as an array of 1 281 slots. A decoded
 * programme answer (ten pictures, three formats) took 400 kB instead of 40 (heap profile under
 * load, 2026-11-29), and a page's garbage collection grew with it.
 */
function isRecordOf(value: unknown, isValue: (entry: unknown) => boolean): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) {
    if (Object.hasOwn(value, key) && !isValue((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}
export type ImageSourcesPayload = z.infer<typeof imageSourcesPayload>;

/** `image_thumbnails`: the stored renditions (`small`, `large`; older upstreams also `medium`) and the on-demand `sources`. */
export const imageThumbnailsPayload = z.object({
  small: z.string().optional(),
  medium: z.string().optional(),
  large: z.string().optional(),
  sources: imageSourcesPayload.optional(),
});
export type ImageThumbnailsPayload = z.infer<typeof imageThumbnailsPayload>;

export const eventPayload = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable().optional(),
  date_start: z.string(),
  date_end: z.string().nullable().optional(),
  event_type_new: z.object({ id, name: z.string(), slug: z.string() }).nullable().optional(),
  room: z.object({ id, name: z.string(), venue: venuePayload.nullable().optional() }).nullable().optional(),
  tags: z.array(named).default([]),
  series: z.array(z.object({ id, name: z.string(), slug: z.string().optional() })).default([]),
  genres: z.array(named).default([]),
  image_thumbnails: imageThumbnailsPayload.nullable().optional(),
  image_alt: z.string().nullable().optional(),
  ticket_url: z.string().nullable().optional(),
  id_jet: z.number().int().nullable().optional(),
  is_sold_out: z.boolean().optional(),
  is_cancelled: z.boolean().optional(),
});
export type EventPayload = z.infer<typeof eventPayload>;

/** spec 000 §3: the pagination envelope. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export const eventPagePayload = pageOf(eventPayload);
export type EventPagePayload = z.infer<typeof eventPagePayload>;

const filterOptionPayload = z.object({
  id,
  name: z.string(),
  slug: z.string().optional(),
  show_in_filter: z.boolean().optional(),
});
export type FilterOptionPayload = z.infer<typeof filterOptionPayload>;
export const filterOptionsPayload = z.array(filterOptionPayload);

const teaserPayload = z.object({
  id,
  name: z.string(),
  link: z.object({ url: z.string() }).nullable().optional(),
  preline: z.string().nullable().optional(),
  headline: z.string().nullable().optional(),
  subline: z.string().nullable().optional(),
  link_text: z.string().nullable().optional(),
  image_obj: z
    .object({ url: z.string(), alt: z.string().nullable().optional(), width: z.number().optional(), height: z.number().optional() })
    .nullable()
    .optional(),
  image_thumbnails: imageThumbnailsPayload.nullable().optional(),
  position: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  style3: z.boolean().optional(),
});
export type TeaserPayload = z.infer<typeof teaserPayload>;
export const teasersPayload = z.array(teaserPayload);

const htmlBlock = z.object({ code: z.string().nullable().optional() }).nullable().optional();
export const settingsPayload = z.object({
  status: z.number().int().optional(),
  data: z.object({
    is_site_online: z.boolean(),
    is_shop_online: z.boolean(),
    html_header: htmlBlock,
    html_footer_top: htmlBlock,
    html_footer_bottom: htmlBlock,
    html_footer_logos: htmlBlock,
  }),
});
export type SettingsPayload = z.infer<typeof settingsPayload>;

/** Parses an upstream answer against its schema or fails with an UpstreamError naming the path. */
export function decode<T extends z.ZodType>(schema: T, value: unknown, path: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new UpstreamError(
    'invalid_payload',
    path,
    `Upstream answer for ${path} does not match the contract${first ? ` at ${first.path.join('.') || '(root)'}: ${first.message}` : ''}`,
  );
}

// spec 001 §3 "Price", "Timeslot", "Seat group"; GET /{lang}/api/events/{id}/ (src/cms/README.md).
const pricePayload = z.object({
  id,
  price: z.string().regex(/^\d+\.\d{2}$/),
  sale_type_id: id,
  seat_group: id,
  text: z.string().nullable().optional(),
  name: z.string(),
  has_discounts: z.boolean().optional(),
});
export type PricePayload = z.infer<typeof pricePayload>;

const timeslotPayload = z.object({
  id,
  status: z.string(),
  time_start: z.string(),
  block_id: id.nullable(),
  available: z.number().int().nonnegative().optional(),
});

const seatGroupPayload = z.object({
  id,
  seat_group: z.string(),
  status: z.string(),
  text: z.string().nullable().optional(),
  capacity: z.number().int().nonnegative().optional(),
  available: z.number().int().nonnegative().optional(),
  prices: z.array(pricePayload).default([]),
  timeslots: z.array(timeslotPayload).default([]),
});
export type SeatGroupPayload = z.infer<typeof seatGroupPayload>;

export const eventDetailPayload = eventPayload.extend({
  description: z.string().nullable().optional(),
  seat_groups: z.array(seatGroupPayload).default([]),
  prices: z.array(pricePayload).default([]),
});
export type EventDetailPayload = z.infer<typeof eventDetailPayload>;

export const calendarPayload = z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/));
