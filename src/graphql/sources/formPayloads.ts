// GET /{lang}/api/forms/{id}/ (spec 000 §3 "Form"; src/cms/README.md "Forms").
import { z } from 'zod';

const formFieldPayload = z.object({
  id: z.number().int().nullable(),
  label: z.string(),
  slug: z.string(),
  field_type: z.union([z.number().int(), z.string()]),
  required: z.boolean(),
  visible: z.boolean(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })).default([]),
  default: z.string().nullable().optional(),
  placeholder_text: z.string().nullable().optional(),
  help_text: z.string().nullable().optional(),
});
export type FormFieldPayload = z.infer<typeof formFieldPayload>;

export const formPayload = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string().nullable().optional(),
  fields: z.array(formFieldPayload),
});
export type FormPayload = z.infer<typeof formPayload>;

/** 201 of POST /{lang}/api/forms-entries/. */
export const formEntryPayload = z.object({ id: z.number().int(), form: z.union([z.number().int(), z.string()]) });
