// Users and sessions (spec 000 §3 "User details", §6, §7; src/cms/README.md "Users and sessions").
import { z } from 'zod';

export const userDetailsPayload = z.object({
  has_dashboard_online_access: z.boolean(),
  is_logged_in: z.boolean(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  login_url: z.string(),
  logout_url: z.string(),
  webshop_url: z.string(),
  // The user's preferred language (src/cms README "Users and sessions"); an upstream without it: unknown.
  language: z.enum(['de', 'en']).optional(),
});
export type UserDetailsPayload = z.infer<typeof userDetailsPayload>;

/** A 400 of the upstream: `{ detail, errors: { field: [message] } }`. */
export const fieldErrorsPayload = z.object({
  detail: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
});

/** A 429 of the upstream: the wait is in the DRF-style detail ("Expected available in N seconds."). */
export const throttledPayload = z.object({ detail: z.string() });

/** The editor hub's list of pages (GET /{lang}/pageeditor-api/pages/, staff). */
export const editorPagesPayload = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    is_online: z.boolean(),
    parent: z.number().int().nullable(),
    updated: z.string(),
  }),
);
export type EditorPagesPayload = z.infer<typeof editorPagesPayload>;

/**
 * The editor's user call (GET /{lang}/pageeditor-api/user, spec 000 §7): `admin_menus` is read
 * entry by entry (user/mapAdminMenus.ts), so one odd entry, or an odd list, costs only the links.
 */
export const editorUserPayload = z.object({
  email: z.string(),
  username: z.string(),
  admin_menus: z.unknown().optional(),
});
export type EditorUserPayload = z.infer<typeof editorUserPayload>;
