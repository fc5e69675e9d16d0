// GET /{lang}/api/events/{id}/ as the event's detail page reads it (src/cms/README.md; spec 001 §3
// "Current event data" and the detail sections of the design settings): the booking data of
// payloads.ts, widened by the sections' content. Every widened field defaults to empty, so an
// upstream that sends only the booking data stays readable (its sections are simply not shown).
import { z } from 'zod';
import { articlePayload } from './contentPayloads';
import { eventDetailPayload, eventPayload, imageSourcesPayload } from './payloads';

/** One performance of the event's programme with its own booking data. */
const eventDatePayload = eventDetailPayload.extend({
  previous_date_start: z.string().nullable().optional(),
});

export const eventDetailPagePayload = eventDatePayload.extend({
  important_info: z.string().nullable().optional(),
  venue_address: z.object({ street: z.string(), postal_code: z.string(), city: z.string() }).nullable().optional(),
  works: z.array(z.object({ composer: z.string(), title: z.string() })).default([]),
  contributors: z
    .array(
      z.object({
        name: z.string(),
        role: z.string().nullable().optional(),
        person: z.object({ id: z.number().int(), slug: z.string() }).nullable().optional(),
      }),
    )
    .default([]),
  images: z
    .array(
      z.object({
        image_thumbnails: z.object({ small: z.string(), large: z.string(), sources: imageSourcesPayload.optional() }).nullable().optional(),
        image_alt: z.string().nullable().optional(),
      }),
    )
    .default([]),
  video: z.object({ url: z.string(), title: z.string().nullable().optional() }).nullable().optional(),
  sponsors: z.array(z.object({ name: z.string(), url: z.string().nullable().optional() })).default([]),
  promoter: z.object({ name: z.string(), url: z.string().nullable().optional() }).nullable().optional(),
  dates: z.array(eventDatePayload).default([]),
  children: z.array(eventPayload).default([]),
  related_events: z.array(eventPayload).default([]),
  articles: z.array(articlePayload).default([]),
});
export type EventDetailPagePayload = z.infer<typeof eventDetailPagePayload>;
