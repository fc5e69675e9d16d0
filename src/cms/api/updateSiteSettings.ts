// PATCH /pageeditor-api/settings (spec 000 §3 "Site settings record"): staff change the online
// switches and the HTML blocks. Any part of the GET's `data` may be sent; the others stay.
import { z } from 'zod';
import type { Queryable } from '../db/openDatabase';
import { EditorError } from '../pages/EditorError';
import { fieldErrorsOf } from './designSettings';
import { readSiteSettings, type SiteSettingsPayload } from './readSiteSettings';

const MAX_HTML = 50_000;
const block = z.object({ code: z.string().max(MAX_HTML, `Ensure this field has no more than ${MAX_HTML} characters.`) }).strict();

const siteSettingsPatch = z
  .object({
    is_site_online: z.boolean({ error: 'Must be a valid boolean.' }),
    is_shop_online: z.boolean({ error: 'Must be a valid boolean.' }),
    html_header: block,
    html_footer_top: block,
    html_footer_bottom: block,
    html_footer_logos: block,
  })
  .strict()
  .partial();

export async function updateSiteSettings(db: Queryable, body: unknown): Promise<SiteSettingsPayload> {
  const parsed = siteSettingsPatch.safeParse(body ?? {});
  if (!parsed.success) throw EditorError.invalid(fieldErrorsOf(parsed.error));
  const patch = parsed.data;
  // Column names are fixed here, never taken from input.
  const values: Record<string, unknown> = {};
  if (patch.is_site_online !== undefined) values.is_site_online = patch.is_site_online;
  if (patch.is_shop_online !== undefined) values.is_shop_online = patch.is_shop_online;
  for (const name of ['html_header', 'html_footer_top', 'html_footer_bottom', 'html_footer_logos'] as const) {
    const code = patch[name]?.code;
    if (code !== undefined) values[name] = code;
  }
  const keys = Object.keys(values);
  if (keys.length > 0) {
    await db.query('INSERT INTO site_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
    await db.query(
      `UPDATE site_settings SET ${keys.map((key, index) => `${key} = $${index + 1}`).join(', ')} WHERE id = 1`,
      Object.values(values),
    );
  }
  return readSiteSettings(db);
}
