// GET /pageeditor-api/settings (spec 000 §3 "Site settings record", §7; spec 001 §7).
import type { Queryable } from '../db/openDatabase';

interface SettingsRow {
  is_site_online: boolean;
  is_shop_online: boolean;
  html_header: string;
  html_footer_top: string;
  html_footer_bottom: string;
  html_footer_logos: string;
}

export interface SiteSettingsPayload {
  status: 200;
  data: {
    is_site_online: boolean;
    is_shop_online: boolean;
    html_header: { code: string };
    html_footer_top: { code: string };
    html_footer_bottom: { code: string };
    html_footer_logos: { code: string };
  };
}

/** Without a stored row the site counts as online with no custom HTML (the seed's values). */
export async function readSiteSettings(db: Queryable): Promise<SiteSettingsPayload> {
  const { rows } = await db.query<SettingsRow>(
    `SELECT is_site_online, is_shop_online, html_header, html_footer_top, html_footer_bottom, html_footer_logos
     FROM site_settings WHERE id = 1`,
  );
  const row = rows[0];
  return {
    status: 200,
    data: {
      is_site_online: row?.is_site_online ?? true,
      is_shop_online: row?.is_shop_online ?? true,
      html_header: { code: row?.html_header ?? '' },
      html_footer_top: { code: row?.html_footer_top ?? '' },
      html_footer_bottom: { code: row?.html_footer_bottom ?? '' },
      html_footer_logos: { code: row?.html_footer_logos ?? '' },
    },
  };
}
