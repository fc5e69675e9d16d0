// The upstream's design settings exactly as it sends them (spec 000 §3 "Design settings", spec 001
// §3; src/cms/README.md "GET /pageeditor-api/design-settings"). Malformed JSON is rejected here.
// The orchestra's own CMS may know more detail sections than ours: unknown names are kept as
// strings and dropped in the mapping, not refused.
import { z } from 'zod';

const htmlBlock = z.object({ code: z.string().nullable().optional() }).nullable().optional();

export const designSettingsPayload = z.object({
  header: z.object({ logo_link: z.string().nullable().optional() }).nullable().optional(),
  cookies: z.object({ tag_manager_id: z.string().nullable().optional() }).nullable().optional(),
  errors: z.record(z.string(), htmlBlock).nullable().optional(),
  sticky_overlay_button: z.boolean(),
  menu_style: z.enum(['style1', 'style2']),
  event_item_style: z.enum(['style1', 'style2', 'style3']),
  event_detail_sections: z.array(z.string()),
  production_detail_sections: z.array(z.string()),
  team_accordion: z.boolean(),
  parsers: z.object({ date: z.string(), time: z.string(), currency: z.string() }),
});
export type DesignSettingsPayload = z.infer<typeof designSettingsPayload>;
